/**
 * The `builtin` embedder: offline, zero downloads. A static semantic embedder derived from WordNet 3.1 (random indexing
 * over synsets and hypernyms, multi-word lemmas, SIF-weighted mean of term vectors); its table is built once and cached
 * on disk.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Embedder } from '../../types.ts';
import { loadWordNet, wordNetVersion } from '../../wordnet/wordnet.ts';
import { loadWordTable, pruneStaleTables, saveWordTable, wordTablePath } from './tableCache.ts';
import { createTextEncoder, type WordTableEncoder } from './textEncoder.ts';
import { buildWordTable, type BuiltinParams, type WordTable } from './wordTable.ts';

/** Version of the algorithm; bump on any change to how vectors are computed. */
export const BUILTIN_ALGORITHM_VERSION = 5;

/** The parameters of the shipped embedder (see docs/embedder.md for how they were chosen). */
export const BUILTIN_PARAMS: Readonly<BuiltinParams> = Object.freeze({
  dims: 256,
  seed: 1,
  nonZeros: 8,
  hypernymWeight: 0.5,
  hypernymDepth: 2,
  senseSmoothing: 1,
  sifA: 1e-3,
  weightExponent: 0.5,
  phraseShare: 0.5,
});

/** Options of createBuiltinEmbedder. */
export interface BuiltinEmbedderOptions {
  /** Cache folder; default `$VERITY_CACHE_DIR`, else `<cwd>/.verity-cache`. */
  cacheDir?: string;
  /** Overrides of BUILTIN_PARAMS (research only: they change the fingerprint). */
  params?: Partial<BuiltinParams>;
  /** Always build the table from WordNet: skip the on-disk table and the in-process memo. */
  noDiskCache?: boolean;
  /** Ignore the in-process memo (still use the on-disk table): for measuring load times. */
  fresh?: boolean;
}

/** How the word table was obtained, and how long that took in milliseconds. */
export interface BuiltinTableInfo {
  source: 'built' | 'disk-cache' | 'memory';
  ms: number;
  words: number;
  file?: string;
  /** Why the table could not be written to disk, when it could not (the embedder still works). */
  cacheWriteError?: string;
  /** Why the cached table on disk was refused and rebuilt (damaged, foreign, older format); also emitted as a warning. */
  cacheProblem?: string;
}

/** The builtin embedder, plus how its table was obtained. */
export interface BuiltinEmbedder extends Embedder {
  readonly table: BuiltinTableInfo;
  /** Synchronous single-text embedding (the same vectors as `embed`). */
  embedOne(text: string): Float32Array;
}

/** The default cache folder: `$VERITY_CACHE_DIR`, else `<cwd>/.verity-cache`. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.VERITY_CACHE_DIR || '.verity-cache');
}

/** Fingerprint of the vectors: hash of algorithm version, parameters and WordNet data version (16 hex chars). */
export function builtinFingerprint(params: BuiltinParams): string {
  const { version, packageVersion } = wordNetVersion();
  const canonical = JSON.stringify({
    algorithm: 'wordnet-random-indexing',
    version: BUILTIN_ALGORITHM_VERSION,
    params: Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))),
    wordnet: `${version}/${packageVersion}`,
  });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** Tables already built or loaded in this process, by fingerprint (the table is immutable once made). */
const tablesInMemory = new Map<string, WordTable>();
/** One encoder per table: its lookup maps cost ~0.5 s to build, and encoding is pure (its memos only cache). */
const encoders = new WeakMap<WordTable, WordTableEncoder>();

function encoderFor(table: WordTable, params: BuiltinParams): WordTableEncoder {
  let encoder = encoders.get(table);
  if (!encoder) encoders.set(table, (encoder = createTextEncoder(table, params)));
  return encoder;
}

function obtainTable(params: BuiltinParams, fingerprint: string, options: BuiltinEmbedderOptions): { table: WordTable; info: BuiltinTableInfo } {
  const started = performance.now();
  const remembered = options.noDiskCache || options.fresh ? undefined : tablesInMemory.get(fingerprint);
  if (remembered) return { table: remembered, info: { source: 'memory', ms: 0, words: remembered.words.length } };
  const result = readOrBuildTable(params, fingerprint, options, started);
  if (!options.noDiskCache) tablesInMemory.set(fingerprint, result.table);
  return result;
}

function readOrBuildTable(
  params: BuiltinParams,
  fingerprint: string,
  options: BuiltinEmbedderOptions,
  started: number,
): { table: WordTable; info: BuiltinTableInfo } {
  const file = options.noDiskCache ? undefined : wordTablePath(options.cacheDir ?? defaultCacheDir(), fingerprint, BUILTIN_ALGORITHM_VERSION);
  const cached = file ? loadWordTable(file, fingerprint) : { problem: null };
  if (cached.table) {
    return { table: cached.table, info: { source: 'disk-cache', ms: performance.now() - started, words: cached.table.words.length, file } };
  }
  if (cached.problem) {
    process.emitWarning(`builtin: cached word table ${file} refused: ${cached.problem}; rebuilding it`, { code: 'VERITY_CACHE_REBUILT' });
  }
  const table = buildWordTable(loadWordNet(), params);
  const info: BuiltinTableInfo = { source: 'built', ms: performance.now() - started, words: table.words.length, file };
  if (cached.problem) info.cacheProblem = cached.problem;
  if (file) {
    try {
      saveWordTable(file, fingerprint, table);
      pruneStaleTables(file, BUILTIN_ALGORITHM_VERSION);
    } catch (error) {
      info.cacheWriteError = (error as Error).message;
    }
  }
  return { table, info };
}

/** Creates the builtin embedder (builds the word table on first use, ≤ a few seconds, then loads it from disk). */
export async function createBuiltinEmbedder(options: BuiltinEmbedderOptions = {}): Promise<BuiltinEmbedder> {
  const params: BuiltinParams = { ...BUILTIN_PARAMS, ...options.params };
  const fingerprint = builtinFingerprint(params);
  const { table, info } = obtainTable(params, fingerprint, options);
  const encoder = encoderFor(table, params);
  return {
    id: 'builtin',
    dimensions: table.dims,
    fingerprint,
    table: info,
    embedOne: (text) => encoder.encode(text),
    embed: async (texts) => texts.map((text) => encoder.encode(text)),
  };
}
