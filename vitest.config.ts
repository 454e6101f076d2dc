import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'verity-out/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['test/tempDirGuard.ts'],
    // The second prints one line listing the tests skipped for want of the real-data folder.
    reporters: ['default', './test/realDataSkips.ts'],
  },
});
