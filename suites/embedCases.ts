/**
 * Embeds every unique text a set of cases needs (claims + truth spans), once, in batches, with bounded concurrency.
 * Kept apart from scoring so several score models can reuse the same vectors (`verity compare`, shards).
 */
import type { Embedder } from '../engine/types.ts';
import type { AnyCase } from '../datasets/types.ts';
import { replyProblem } from '../engine/embedders/replyCheck.ts';
import { redactSecrets } from '../engine/secrets.ts';
import { caseClaimTexts, type DraftStore } from './drafts.ts';

/** Vectors by text, plus the error of every text that could not be embedded. */
export interface VectorStore {
  get(text: string): Float32Array | undefined;
  errorOf(text: string): string | undefined;
  set(text: string, vector: Float32Array): void;
  fail(text: string, message: string): void;
  /** Forgets a text (vector and error), to bound memory between chunks. */
  delete(text: string): void;
  /** Marks texts as just used: `trim` forgets the least recently set or touched vectors first. */
  touch(texts: Iterable<string>): void;
  /** Forgets the least recently used vectors until they take at most `maxBytes` (no-op without a bound). */
  trim(): void;
  readonly size: number;
}

/** Default bound on a run's vectors in memory: 256 MiB, about 170,000 vectors of 384 dimensions. */
export const DEFAULT_VECTOR_BYTES = 256 * 1024 * 1024;

/** An in-memory VectorStore; with `maxBytes`, `trim` bounds it. */
export function createVectorStore(options: { maxBytes?: number } = {}): VectorStore {
  const vectors = new Map<string, Float32Array>();
  const errors = new Map<string, string>();
  let bytes = 0;
  const forget = (text: string): void => {
    const vector = vectors.get(text);
    if (vector !== undefined) bytes -= vector.byteLength;
    vectors.delete(text);
  };
  return {
    get: (text) => vectors.get(text),
    errorOf: (text) => errors.get(text),
    set: (text, vector) => {
      forget(text);
      vectors.set(text, vector);
      bytes += vector.byteLength;
    },
    fail: (text, message) => void errors.set(text, message),
    delete: (text) => {
      forget(text);
      errors.delete(text);
    },
    touch: (texts) => {
      for (const text of texts) {
        const vector = vectors.get(text);
        if (vector === undefined) continue;
        vectors.delete(text);
        vectors.set(text, vector);
      }
    },
    trim: () => {
      const bound = options.maxBytes ?? Infinity;
      for (const text of vectors.keys()) {
        if (bytes <= bound) break;
        forget(text);
      }
    },
    get size() {
      return vectors.size;
    },
  };
}

/** Options of embedCaseTexts. */
export interface EmbedCaseTextsOptions {
  /** Texts per embedder call (default 64). */
  batchSize?: number;
  /** Embedder calls in flight (default 2). */
  concurrency?: number;
  /** Store to fill (texts already in it are not embedded again). */
  store?: VectorStore;
  /** After this many consecutive failed batches the embedder is treated as down (default 3). */
  maxConsecutiveFailures?: number;
  /** Called after each batch with texts done and total texts to embed. */
  onProgress?: (done: number, total: number) => void;
  /** Decomposed drafts: a draft case needs its claims' texts embedded (a draft not decomposed needs none). */
  drafts?: DraftStore;
}

/** Whether a span counts as truth (class defaults to truth). */
export function isTruth(span: { class?: string }): boolean {
  return (span.class ?? 'truth') === 'truth';
}

/**
 * Unique texts the cases need, in first-seen order: each claim (a draft case's decomposed claims) when the case has
 * truth evidence, and each truth span.
 */
export function caseTexts(cases: readonly AnyCase[], drafts?: DraftStore): string[] {
  const seen = new Set<string>();
  for (const c of cases) {
    const truth = c.evidence.filter(isTruth);
    // A plan with no truth span is unsupported by construction: nothing to embed (SPEC A6 step 3).
    if (truth.length === 0) continue;
    for (const text of caseClaimTexts(c, drafts)) seen.add(text);
    for (const span of truth) seen.add(span.text);
  }
  return [...seen];
}

/** A provider message for results: the one redactor applied (secrets never reach reports), at most 500 characters. */
export function sanitizeMessage(message: string): string {
  return redactSecrets(message).slice(0, 500);
}

function errorMessage(embedderId: string, err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  return sanitizeMessage(`embedder ${embedderId}: ${raw}`);
}

function checkVectors(embedder: Embedder, batch: readonly string[], vectors: unknown): Float32Array[] {
  // An embedder may learn its dimension from its first reply (0 until then): then the batch must agree with itself.
  const problem = replyProblem(batch, vectors, embedder.dimensions);
  if (problem) throw new Error(`returned ${problem}`);
  return vectors as Float32Array[];
}

/**
 * Embeds every unique text of `cases` not yet in the store. A failed batch marks its texts failed (their cases end
 * `error`); after `maxConsecutiveFailures` failed batches in a row the rest are marked failed without calling.
 */
export async function embedCaseTexts(
  cases: readonly AnyCase[],
  embedder: Embedder,
  options: EmbedCaseTextsOptions = {},
): Promise<VectorStore> {
  const store = options.store ?? createVectorStore();
  const batchSize = Math.max(1, options.batchSize ?? 64);
  const maxFailures = Math.max(1, options.maxConsecutiveFailures ?? 3);
  const needed = caseTexts(cases, options.drafts);
  store.touch(needed);
  const todo = needed.filter((t) => store.get(t) === undefined && store.errorOf(t) === undefined);
  const batches: string[][] = [];
  for (let i = 0; i < todo.length; i += batchSize) batches.push(todo.slice(i, i + batchSize));
  let next = 0;
  let done = 0;
  let consecutiveFailures = 0;
  let lastError = '';
  const worker = async (): Promise<void> => {
    while (next < batches.length) {
      const batch = batches[next++];
      if (consecutiveFailures >= maxFailures) {
        for (const t of batch) store.fail(t, `${lastError} (embedder treated as unavailable)`);
      } else {
        try {
          const vectors = checkVectors(embedder, batch, await embedder.embed(batch));
          batch.forEach((t, i) => store.set(t, vectors[i]));
          consecutiveFailures = 0;
        } catch (err) {
          consecutiveFailures++;
          lastError = errorMessage(embedder.id, err);
          for (const t of batch) store.fail(t, lastError);
        }
      }
      done += batch.length;
      options.onProgress?.(done, todo.length);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 2, batches.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return store;
}
