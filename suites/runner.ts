/**
 * The suite runner: streams cases in chunks through decompose (draft cases) → embed → score → summary, so memory
 * holds one chunk, the prepared plans, the vectors (bounded, least recently used forgotten) and the summary's
 * accumulators; a large run's rows go to a file (suites/caseRows.ts), never to memory.
 */
import { performance } from 'node:perf_hooks';
import { VerityError } from '../engine/errors.ts';
import { createPlanCache } from '../engine/planCache.ts';
import { fingerprintScoreModel } from '../engine/scoreModels/registry.ts';
import { ruleDecomposer } from '../engine/decompose/ruleDecomposer.ts';
import type { Decomposer } from '../engine/decompose/types.ts';
import type { Embedder, ScoreModel } from '../engine/types.ts';
import type { AnyCase } from '../datasets/types.ts';
import { DEFAULT_AGGREGATE, runFingerprint, type Aggregate } from './aggregate.ts';
import { createCaseRowStore } from './caseRows.ts';
import { loadedSource, type CaseSource } from './caseSource.ts';
import { createDraftStore, decomposeCaseDrafts, type ResponseOptions } from './drafts.ts';
import { createVectorStore, DEFAULT_VECTOR_BYTES, embedCaseTexts } from './embedCases.ts';
import { createCasesHasher, loadSuiteCases, type CasesHasher } from './loadCases.ts';
import { createOverlapReader } from './overlap.ts';
import { scoreCases } from './scoreCases.ts';
import { createRunSummariser, type RunSummariser } from './summarise.ts';
import type { Floor, LoadedCases, ResponseMeta, RunResults, Suite } from './types.ts';

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
  /** Cases read chunk by chunk (a streamed cases file); wins over `loaded`. */
  source?: CaseSource;
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
  /** Past this many cases the rows are streamed to a JSON Lines file (default LARGE_RUN_CASES, suites/caseRows.ts). */
  largeRunCases?: number;
  /** Folder for a large run's rows until the reports are written (default: the temp folder). */
  rowsDir?: string;
  /** Bound on the vectors kept in memory between chunks (default DEFAULT_VECTOR_BYTES). */
  vectorBytes?: number;
  /** Floors chosen from the classes the run met, once they are all known (default: the suite's floors). */
  floorsOf?: (classes: readonly string[]) => Floor[];
}

/** What the run learnt from its cases while streaming them, for meta. */
interface StreamFacts {
  hasher: CasesHasher;
  cases: number;
  drafts: number;
  claims: number;
  noClaims: number;
}

/** The source's chunks, with the time spent reading each added to `timing.load`. */
function* timedChunks(source: CaseSource, size: number, timing: Record<string, number>): Generator<AnyCase[]> {
  const chunks = source.chunks(size)[Symbol.iterator]();
  for (;;) {
    const t = performance.now();
    const next = chunks.next();
    timing.load += performance.now() - t;
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Decomposes, embeds and scores cases chunk by chunk, handing each result to the summariser; vectors are kept while
 * they fit the store's bound (least recently used forgotten first), decompositions only for their chunk.
 */
async function streamCases(
  source: CaseSource, options: RunSuiteOptions, response: ResponseOptions, timing: Record<string, number>, summariser: RunSummariser,
): Promise<StreamFacts> {
  const chunkSize = Math.max(1, options.chunkSize ?? 512);
  const store = createVectorStore({ maxBytes: options.vectorBytes ?? DEFAULT_VECTOR_BYTES });
  const overlapOf = createOverlapReader({ reuseGenerated: options.suite.dataset.kind === 'corpus' && options.loaded === undefined && options.source === undefined });
  const { drafts } = response;
  const plans = createPlanCache();
  const facts: StreamFacts = { hasher: createCasesHasher(), cases: 0, drafts: 0, claims: 0, noClaims: 0 };
  const total = source.total ?? 0;
  for (const chunk of timedChunks(source, chunkSize, timing)) {
    const start = facts.cases;
    for (const c of chunk) facts.hasher.add(c);
    facts.cases += chunk.length;
    let t = performance.now();
    await decomposeCaseDrafts(chunk, options.decomposer, { store: drafts, concurrency: options.concurrency });
    timing.decompose += performance.now() - t;
    t = performance.now();
    await embedCaseTexts(chunk, options.embedder, {
      store,
      drafts,
      batchSize: options.batchSize,
      concurrency: options.concurrency,
      onProgress: (done, all) =>
        options.onProgress?.({ phase: 'embed', done: start + Math.round((chunk.length * done) / Math.max(1, all)), total }),
    });
    timing.embed += performance.now() - t;
    t = performance.now();
    for (const result of scoreCases(chunk, store, options.model, { overlapOf, response, plans })) {
      if (result.claims !== undefined) {
        facts.claims += result.claims.length;
        if (result.claims.length === 0) facts.noClaims++;
      }
      summariser.add(result);
    }
    timing.score += performance.now() - t;
    for (const c of chunk) {
      if (c.draft === undefined) continue;
      facts.drafts++;
      drafts.delete(c.draft);
    }
    store.trim();
    options.onProgress?.({ phase: 'score', done: facts.cases, total });
  }
  return facts;
}

/** How the run's draft cases were verified; undefined when the run has no draft case (unless `draftRun`). */
function draftMeta(
  counts: Pick<StreamFacts, 'drafts' | 'claims' | 'noClaims'>, response: ResponseOptions, draftRun?: boolean,
): ResponseMeta | undefined {
  if (!(draftRun ?? counts.drafts > 0)) return undefined;
  return {
    aggregate: response.aggregate,
    decomposer: response.drafts.decomposer,
    drafts: counts.drafts,
    claims: counts.claims,
    no_claims: counts.noClaims,
  };
}

async function sourceOf(options: RunSuiteOptions, seed: number): Promise<CaseSource> {
  if (options.source !== undefined) return options.source;
  return loadedSource(options.loaded ?? await loadSuiteCases(options.suite, seed, options.caseCacheDir));
}

/** Runs a suite end to end and returns its results (floors checked; no baseline comparison). */
export async function runSuite(options: RunSuiteOptions): Promise<RunResults> {
  const started = new Date();
  const t0 = performance.now();
  const seed = options.seed ?? options.suite.seed;
  options.onProgress?.({ phase: 'load', done: 0, total: 0 });
  const source = await sourceOf(options, seed);
  const timing: Record<string, number> = { setup: options.setupMs ?? 0, load: performance.now() - t0, decompose: 0, embed: 0, score: 0 };
  const decomposer = options.decomposer ?? ruleDecomposer;
  const response = { drafts: createDraftStore(decomposer.id), aggregate: options.aggregate ?? DEFAULT_AGGREGATE };
  const rows = createCaseRowStore({ threshold: options.largeRunCases, spillDir: options.rowsDir });
  const summariser = createRunSummariser(rows);
  const facts = await streamCases(source, options, response, timing, summariser);
  if (facts.cases === 0 && source.total === undefined) {
    const where = options.suite.dataset.kind === 'cases' ? `: ${options.suite.dataset.file} holds no cases` : '';
    throw new VerityError('no-cases', `suite ${options.suite.id}: no cases to run${where}`);
  }
  const t = performance.now();
  const stats = options.embedder.stats?.();
  const drafts = draftMeta(facts, response, options.draftRun);
  const suite = options.floorsOf === undefined ? options.suite : { ...options.suite, floors: options.floorsOf(summariser.classes) };
  const summary = summariser.finish(suite, {
    suite: options.suite.id,
    seed,
    score_model: options.model.id,
    fingerprint: runFingerprint(fingerprintScoreModel(options.model), drafts),
    bands: options.model.bands,
    embed_model: options.embedder.id,
    embed_fingerprint: options.embedder.fingerprint,
    datasets: source.datasets(),
    cases_hash: facts.hasher.digest(),
    durations_ms: {},
    cache: stats ? { hits: stats.hits, misses: stats.misses, hit_rate: stats.hitRate } : null,
    replay: options.replay ?? '',
    started_at: started.toISOString(),
    ...(drafts ? { response: drafts } : {}),
  });
  timing.summarise = performance.now() - t;
  timing.total = performance.now() - t0 + timing.setup;
  summary.meta.durations_ms = Object.fromEntries(Object.entries(timing).map(([k, v]) => [k, Math.round(v)]));
  options.onProgress?.({ phase: 'done', done: facts.cases, total: facts.cases });
  return summary;
}
