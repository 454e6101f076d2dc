/**
 * Vitest setup: each test file gets its own temp folder (TMPDIR, which `os.tmpdir()` reads on every call), removed
 * after the file; the file fails when it left a `verity-*` entry there, so a test that forgets to clean up is caught.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const parent = os.tmpdir();
const root = fs.mkdtempSync(path.join(parent, 'verity-test-'));
process.env.TMPDIR = root;

afterAll(() => {
  process.env.TMPDIR = parent;
  // Tools keep their own entries here (tsx's compile cache, a browser's profile): only the project's are checked.
  const left = fs.readdirSync(root).filter((name) => name.startsWith('verity-')).sort();
  fs.rmSync(root, { recursive: true, force: true });
  if (left.length > 0) throw new Error(`test left ${left.length} temp folder(s) behind (use test/tempDir.ts makeTempDir): ${left.join(', ')}`);
});
