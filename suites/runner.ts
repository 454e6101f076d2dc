/**
 * The suite runner: loads cases, then streams them in chunks through embed → score, keeping only span vectors
 * between chunks (bounded memory), and summarises the results.
 */
import { performance } from 'node:perf_hooks';
import { fingerprintScoreModel } from '../engine/scoreModels/registry.ts';
import type { Embedder, ScoreModel } from '../engine/types.ts';
import type { LabelledCase } from '../datasets/types.ts';
import { createVectorStore, embedCaseTexts, isTruth } from './embedCases.ts';
import { casesHash, loadSuiteCases } from './loadCases.ts';
import { createOverlapReader } from './overlap.ts';
import { scoreCases } from './scoreCases.ts';
import { summarise } from './summarise.ts';
import type { CaseResult, LoadedCases, RunResults, Suite } from './types.ts';

/** Progress of a run: cases done of total, and the current phase. */
export interface RunProgress {
  phase: 'load' | 'embed' | 'score' | 'done';
  done: number;
  total: number;
}

/** An embedder that may report cache statistics (engine/embedders/cache.ts). */
export type MaybeCachedEmbedder = Embedder & { stats?: () => { hits: number; misses: number; hitRate: number } };

/** Options of runSuite. */
export interface RunSuiteOptions {
  suite: Suite;
  model: ScoreModel;
  embedder: MaybeCachedEmbedder;
  /** Overrides the suite's seed. */
  seed?: number;
  /** Pre-loaded cases (default: loaded from the suite's dataset). */
  loaded?: LoadedCases;
  /** Where generated cases are cached (none when undefined). */
  caseCacheDir?: string;
  /** Cases per chunk (default 512). */
  chunkSize?: number;
  /** Texts per embedder call (default 64). */
  batchSize?: number;
  /** Embedder calls in flight (default 2). */
  concurrency?: number;
  onProgress?: (progress: RunProgress) => void;
  /** The command that replays this run (recorded in meta). */
  replay?: string;
  /** Milliseconds spent before the run (resolving the embedder), added to the durations. */
  setupMs?: number;
}

/** Embeds and scores cases chunk by chunk; claim vectors are dropped after their chunk, span vectors kept. */
async function streamCases(cases: readonly LabelledCase[], options: RunSuiteOptions, timing: Record<string, number>) {
  const chunkSize = Math.max(1, options.chunkSize ?? 512);
  // Each text is embedded once per run: a claim's vector is dropped after the last chunk that needs it.
  const spanTexts = new Set<string>();
  const lastStart = new Map<string, number>();
  cases.forEach((c, i) => {
    for (const s of c.evidence) if (isTruth(s)) spanTexts.add(s.text);
    lastStart.set(c.claim, i - (i % chunkSize));
  });
  const store = createVectorStore();
  const overlapOf = createOverlapReader({ reuseGenerated: options.suite.dataset.kind === 'corpus' && options.loaded === undefined });
  const results: CaseResult[] = [];
  for (let start = 0; start < cases.length; start += chunkSize) {
    const chunk = cases.slice(start, start + chunkSize);
    let t = performance.now();
    await embedCaseTexts(chunk, options.embedder, {
      store,
      batchSize: options.batchSize,
      concurrency: options.concurrency,
      onProgress: (done, total) =>
        options.onProgress?.({ phase: 'embed', done: start + Math.round((chunk.length * done) / Math.max(1, total)), total: cases.length }),
    });
    timing.embed += performance.now() - t;
    t = performance.now();
    results.push(...scoreCases(chunk, store, options.model, overlapOf));
    timing.score += performance.now() - t;
    for (const c of chunk) if (!spanTexts.has(c.claim) && lastStart.get(c.claim) === start) store.delete(c.claim);
    options.onProgress?.({ phase: 'score', done: start + chunk.length, total: cases.length });
  }
  return results;
}

/** Runs a suite end to end and returns its results (floors checked; no baseline comparison). */
export async function runSuite(options: RunSuiteOptions): Promise<RunResults> {
  const started = new Date();
  const t0 = performance.now();
  const seed = options.seed ?? options.suite.seed;
  options.onProgress?.({ phase: 'load', done: 0, total: 0 });
  const loaded = options.loaded ?? await loadSuiteCases(options.suite, seed, options.caseCacheDir);
  const timing: Record<string, number> = { setup: options.setupMs ?? 0, load: performance.now() - t0, embed: 0, score: 0 };
  const results = await streamCases(loaded.cases, options, timing);
  const t = performance.now();
  const stats = options.embedder.stats?.();
  const summary = summarise(results, options.suite, {
    suite: options.suite.id,
    seed,
    score_model: options.model.id,
    fingerprint: fingerprintScoreModel(options.model),
    bands: options.model.bands,
    embed_model: options.embedder.id,
    embed_fingerprint: options.embedder.fingerprint,
    datasets: loaded.datasets,
    cases_hash: casesHash(loaded.cases),
    durations_ms: {},
    cache: stats ? { hits: stats.hits, misses: stats.misses, hit_rate: stats.hitRate } : null,
    replay: options.replay ?? '',
    started_at: started.toISOString(),
  });
  timing.summarise = performance.now() - t;
  timing.total = performance.now() - t0 + timing.setup;
  summary.meta.durations_ms = Object.fromEntries(Object.entries(timing).map(([k, v]) => [k, Math.round(v)]));
  options.onProgress?.({ phase: 'done', done: loaded.cases.length, total: loaded.cases.length });
  return summary;
}
