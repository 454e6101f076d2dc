/**
 * The suite runner: loads cases, then streams them in chunks through decompose (draft cases) → embed → score,
 * keeping only span vectors between chunks (bounded memory), and summarises the results.
 */
import { performance } from 'node:perf_hooks';
import { createPlanCache } from '../engine/planCache.ts';
import { fingerprintScoreModel } from '../engine/scoreModels/registry.ts';
import { ruleDecomposer } from '../engine/decompose/ruleDecomposer.ts';
import type { Decomposer } from '../engine/decompose/types.ts';
import type { Embedder, ScoreModel } from '../engine/types.ts';
import type { AnyCase } from '../datasets/types.ts';
import { DEFAULT_AGGREGATE, runFingerprint, type Aggregate } from './aggregate.ts';
import { caseClaimTexts, createDraftStore, decomposeCaseDrafts, type ResponseOptions } from './drafts.ts';
import { createVectorStore, embedCaseTexts, isTruth } from './embedCases.ts';
import { casesHash, loadSuiteCases } from './loadCases.ts';
import { createOverlapReader } from './overlap.ts';
import { scoreCases } from './scoreCases.ts';
import { summarise } from './summarise.ts';
import type { CaseResult, LoadedCases, ResponseMeta, RunResults, Suite } from './types.ts';

/** Progress of a run: cases done of total, and the current phase. */
export interface RunProgress {
  phase: 'load' | 'decompose' | 'embed' | 'score' | 'done';
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
  /** Decomposer of draft cases (default: the offline rule decomposer). */
  decomposer?: Decomposer;
  /** Aggregation of a draft's claim scores (default `min`). */
  aggregate?: Aggregate;
  /** Whether the whole run holds draft cases (a shard of it may hold none); default: whether these cases do. */
  draftRun?: boolean;
}

/**
 * Decomposes, embeds and scores cases chunk by chunk; claim vectors (and decompositions) are dropped after their
 * chunk, span vectors kept.
 */
async function streamCases(cases: readonly AnyCase[], options: RunSuiteOptions, response: ResponseOptions, timing: Record<string, number>) {
  const chunkSize = Math.max(1, options.chunkSize ?? 512);
  // Each text is embedded once per run: a claim's vector is dropped after the last chunk that needs it.
  const spanTexts = new Set<string>();
  const lastStart = new Map<string, number>();
  cases.forEach((c, i) => {
    for (const s of c.evidence) if (isTruth(s)) spanTexts.add(s.text);
    if (c.draft === undefined) lastStart.set(c.claim, i - (i % chunkSize));
  });
  const store = createVectorStore();
  const overlapOf = createOverlapReader({ reuseGenerated: options.suite.dataset.kind === 'corpus' && options.loaded === undefined });
  const { drafts } = response;
  const plans = createPlanCache();
  const results: CaseResult[] = [];
  for (let start = 0; start < cases.length; start += chunkSize) {
    const chunk = cases.slice(start, start + chunkSize);
    let t = performance.now();
    await decomposeCaseDrafts(chunk, options.decomposer, { store: drafts, concurrency: options.concurrency });
    timing.decompose += performance.now() - t;
    t = performance.now();
    await embedCaseTexts(chunk, options.embedder, {
      store,
      drafts,
      batchSize: options.batchSize,
      concurrency: options.concurrency,
      onProgress: (done, total) =>
        options.onProgress?.({ phase: 'embed', done: start + Math.round((chunk.length * done) / Math.max(1, total)), total: cases.length }),
    });
    timing.embed += performance.now() - t;
    t = performance.now();
    results.push(...scoreCases(chunk, store, options.model, { overlapOf, response, plans }));
    timing.score += performance.now() - t;
    for (const c of chunk) {
      // A draft's claims are forgotten with its chunk; a later case needing one of them embeds it again.
      const done = c.draft !== undefined || lastStart.get(c.claim) === start;
      for (const text of done ? caseClaimTexts(c, drafts) : []) if (!spanTexts.has(text)) store.delete(text);
      if (c.draft !== undefined) drafts.delete(c.draft);
    }
    options.onProgress?.({ phase: 'score', done: start + chunk.length, total: cases.length });
  }
  return results;
}

/** How the run's draft cases were verified; undefined when the run has no draft case (unless `draftRun`). */
export function responseMeta(
  cases: readonly AnyCase[], results: readonly CaseResult[], response: ResponseOptions, draftRun?: boolean,
): ResponseMeta | undefined {
  const drafts = cases.filter((c) => c.draft !== undefined).length;
  if (!(draftRun ?? drafts > 0)) return undefined;
  const decomposed = results.filter((r) => r.claims !== undefined);
  return {
    aggregate: response.aggregate,
    decomposer: response.drafts.decomposer,
    drafts,
    claims: decomposed.reduce((n, r) => n + r.claims!.length, 0),
    no_claims: decomposed.filter((r) => r.claims!.length === 0).length,
  };
}

/** Runs a suite end to end and returns its results (floors checked; no baseline comparison). */
export async function runSuite(options: RunSuiteOptions): Promise<RunResults> {
  const started = new Date();
  const t0 = performance.now();
  const seed = options.seed ?? options.suite.seed;
  options.onProgress?.({ phase: 'load', done: 0, total: 0 });
  const loaded = options.loaded ?? await loadSuiteCases(options.suite, seed, options.caseCacheDir);
  const timing: Record<string, number> = { setup: options.setupMs ?? 0, load: performance.now() - t0, decompose: 0, embed: 0, score: 0 };
  const decomposer = options.decomposer ?? ruleDecomposer;
  const response = { drafts: createDraftStore(decomposer.id), aggregate: options.aggregate ?? DEFAULT_AGGREGATE };
  const results = await streamCases(loaded.cases, options, response, timing);
  const t = performance.now();
  const stats = options.embedder.stats?.();
  const drafts = responseMeta(loaded.cases, results, response, options.draftRun);
  const summary = summarise(results, options.suite, {
    suite: options.suite.id,
    seed,
    score_model: options.model.id,
    fingerprint: runFingerprint(fingerprintScoreModel(options.model), drafts),
    bands: options.model.bands,
    embed_model: options.embedder.id,
    embed_fingerprint: options.embedder.fingerprint,
    datasets: loaded.datasets,
    cases_hash: casesHash(loaded.cases),
    durations_ms: {},
    cache: stats ? { hits: stats.hits, misses: stats.misses, hit_rate: stats.hitRate } : null,
    replay: options.replay ?? '',
    started_at: started.toISOString(),
    ...(drafts ? { response: drafts } : {}),
  });
  timing.summarise = performance.now() - t;
  timing.total = performance.now() - t0 + timing.setup;
  summary.meta.durations_ms = Object.fromEntries(Object.entries(timing).map(([k, v]) => [k, Math.round(v)]));
  options.onProgress?.({ phase: 'done', done: loaded.cases.length, total: loaded.cases.length });
  return summary;
}
