import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'verity-out/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core: vitest's default (cores − 1) runs the files one at a time on a 2-core machine, while
    // the main process only collects results.
    maxWorkers: os.availableParallelism(),
    setupFiles: ['test/tempDirGuard.ts'],
    // The second prints one line listing the tests skipped for want of the real-data folder.
    reporters: ['default', './test/realDataSkips.ts'],
  },
});
