/**
 * The build manifest, `dist/build-manifest.json`: the size and modification time of every source file compiled into
 * dist/ (and of the TypeScript configs). bin/freshness.js compares it with the source tree before running dist/, so a
 * changed, moved or deleted source makes bin/verity.js run the sources instead of stale JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';

/** Folder of the compiled CLI under the repository root. */
export const DIST_DIR = 'dist';
/** Manifest file name inside DIST_DIR. */
export const MANIFEST_FILE = 'build-manifest.json';
/** Files besides the compiled sources whose change makes a build stale. */
export const BUILD_INPUTS = ['tsconfig.json', 'tsconfig.build.json'];

/** One source file as the build saw it. */
export interface BuiltFile {
  size: number;
  mtime_ms: number;
}

/** The manifest: format 1, files keyed by their path relative to the root (forward slashes). */
export interface BuildManifest {
  format: 1;
  files: Record<string, BuiltFile>;
}

function compiledFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return compiledFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** The manifest of the build under `<root>/dist`: each compiled `x.js` stands for its source `x.ts`. */
export function buildManifest(root: string): BuildManifest {
  const dist = path.join(root, DIST_DIR);
  const sources = compiledFiles(dist).map((file) => path.relative(dist, file).replace(/\.js$/, '.ts'));
  const files: Record<string, BuiltFile> = {};
  for (const rel of [...BUILD_INPUTS, ...sources].map((f) => f.split(path.sep).join('/')).sort()) {
    const stat = fs.statSync(path.join(root, rel));
    files[rel] = { size: stat.size, mtime_ms: stat.mtimeMs };
  }
  return { format: 1, files };
}

/** Writes `<root>/dist/build-manifest.json` (atomically) for the build now in dist/. */
export function writeBuildManifest(root: string): BuildManifest {
  const manifest = buildManifest(root);
  writeTextAtomic(path.join(root, DIST_DIR, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
