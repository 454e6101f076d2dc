/**
 * Temp folders for tests: `makeTempDir('run')` makes `verity-run-XXXXXX` in the temp folder and removes it after the
 * test file that made it (test/tempDirGuard.ts fails a file that leaves one behind).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder `verity-<name>-XXXXXX` under the temp folder, removed after the current test file. */
export function makeTempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `verity-${name}-`));
  made.push(dir);
  return dir;
}
