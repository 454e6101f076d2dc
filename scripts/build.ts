/**
 * `npm run build` (also run by `npm ci` through `prepare`): compiles the CLI into dist/ with tsconfig.build.json, then
 * writes the build manifest. The old dist/ is removed first, so an interrupted build never looks complete. Without
 * TypeScript installed (an install that omits dev dependencies) it builds nothing and bin/verity.js runs the sources.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sourceDirOf } from '../engine/io/sourceDir.ts';
import { DIST_DIR, writeBuildManifest } from './buildManifest.ts';

const root = path.resolve(sourceDirOf(import.meta.url), '..');

function tscPath(): string | null {
  try {
    return createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    return null;
  }
}

const tsc = tscPath();
fs.rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
if (tsc === null) {
  console.error('build: typescript is not installed; dist/ not built (bin/verity.js runs the sources through tsx)');
} else {
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit', cwd: root });
  const manifest = writeBuildManifest(root);
  console.error(`build: ${Object.keys(manifest.files).length} sources compiled into ${DIST_DIR}/`);
}
