/**
 * What `verity run`, `verity gate` and `verity baseline update` do, as library calls: resolve the suite, score model
 * and embedder (wrapped in the embedding cache), run, compare with the committed baseline. The caller writes the reports
 * (reports/registry.ts `writeRunOutcome`).
 */
import { performance } from 'node:perf_hooks';
import { withEmbeddingCache } from '../engine/embedders/cache.ts';
import { VerityError } from '../engine/errors.ts';
import { getScoreModel } from '../engine/scoreModels/registry.ts';
import type { Decomposer } from '../engine/decompose/types.ts';
import type { Embedder, ScoreModel } from '../engine/types.ts';
import type { ProviderLimits } from '../engine/providers/openaiOptions.ts';
import type { CaseLevel } from '../datasets/caseKind.ts';
import { DEFAULT_AGGREGATE, type Aggregate } from './aggregate.ts';
import { baselinePath, readBaseline, toBaseline, writeBaseline } from './baseline.ts';
import { resolveDecomposer } from './drafts.ts';
import { applyGate, compareToBaseline } from './gate.ts';
import { resolveRunEmbedder } from './lazyEmbedder.ts';
import { casesFileSource, collectSource, loadedSource, sourceAtLevel, type CaseSource } from './caseSource.ts';
import { casesFileSuite, loadSuiteCases } from './loadCases.ts';
import type { ProgressBar } from './progress.ts';
import { DEFAULT_SUITE, getSuite, knownClassFloors, SUITES } from './registry.ts';
import { runSuite, type MaybeCachedEmbedder } from './runner.ts';
import { limitsArg } from './limitsArg.ts';
import { loadShardCases, markShard, shardArg, type Shard } from './shard.ts';
import type { LoadedCases, RunResults, Suite } from './types.ts';

/** Default embedder id: offline, no download. */
export const DEFAULT_EMBEDDER = 'builtin';

/**
 * Everything a run needs; ids are resolved through the registries unless an instance is given (tests).
 * `timeoutMs`/`maxRetries` bound every network provider it builds.
 */
export interface RunRequest extends ProviderLimits {
  suite?: string;
  casesFile?: string;
  scoreModel?: string;
  embedder?: string;
  seed?: number;
  /** The folder the reports will go to: a large run spills its rows under it while it runs (default: a temp folder). */
  outDir?: string;
  /** Embedding cache directory; no cache when undefined. */
  cacheDir?: string;
  concurrency?: number;
  /** Baseline to compare with (default: the suite's and score model's, baselinePath under `baselinesDir`). */
  baselineFile?: string;
  baselinesDir?: string;
  progress?: ProgressBar;
  /** Pre-loaded cases (tests, shards); default: loaded from the suite. */
  loaded?: LoadedCases;
  suiteInstance?: Suite;
  modelInstance?: ScoreModel;
  embedderInstance?: Embedder;
  /** Run only shard k/n of the cases (`verity merge` rebuilds the whole run from the shards). */
  shard?: Shard;
  /** The real-data split the pre-loaded cases came from (`verity run --dataset`), named in the replay command. */
  dataset?: { id: string; split: string; dataDir?: string };
  /** Gate: let cases that changed since the baseline through (reported, not failed). */
  acceptNewCases?: boolean;
  /** LLM decomposer id for draft cases (default: the offline rule decomposer). */
  llm?: string;
  decomposerInstance?: Decomposer;
  /** Aggregation of a draft's claim scores (default `min`). */
  aggregate?: Aggregate;
  /** Verify every case as one claim, or decompose every case (default: each case as its file or dataset gives it). */
  level?: CaseLevel;
  /** Past this many cases, rows stream to `results.jsonl` and results.cases holds a sample (default LARGE_RUN_CASES). */
  largeRunCases?: number;
}

/** A finished run (its reports are written by the caller). */
export interface RunOutcome {
  results: RunResults;
}

function suiteOf(req: RunRequest): Suite {
  if (req.suiteInstance) return req.suiteInstance;
  if (req.casesFile) return casesFileSuite(req.casesFile);
  return getSuite(req.suite ?? DEFAULT_SUITE);
}

/** The command that replays a run: its source, models, seed, draft settings and the provider limits it was given. */
function replayCommand(command: string, req: RunRequest, suite: Suite, model: string, embedder: string, seed: number) {
  const response = [
    req.level === undefined ? '' : ` --level ${req.level}`,
    req.aggregate === undefined || req.aggregate === DEFAULT_AGGREGATE ? '' : ` --aggregate ${req.aggregate}`,
    req.llm === undefined ? '' : ` --llm ${req.llm}`,
  ].join('');
  return `verity ${command} ${replaySource(req, suite)} --score-model ${model} --embedder ${embedder} --seed ${seed}${response}` +
    limitsArg(req);
}

/** The options that select the run's cases again: `--dataset ID --split S [--data-dir D]`, `--cases FILE` or `--suite ID`. */
export function replaySource(req: Pick<RunRequest, 'dataset' | 'casesFile'>, suite: Pick<Suite, 'id'>): string {
  if (req.dataset !== undefined) {
    const dataDir = req.dataset.dataDir === undefined ? '' : ` --data-dir ${JSON.stringify(req.dataset.dataDir)}`;
    return `--dataset ${req.dataset.id} --split ${req.dataset.split}${dataDir}`;
  }
  return req.casesFile ? `--cases ${JSON.stringify(req.casesFile)}` : `--suite ${suite.id}`;
}

/** Refuses a default baseline path for a run that is not a registered suite (a cases file or a dataset split). */
function checkBaselineTarget(req: RunRequest, suite: Suite): void {
  if (req.baselineFile !== undefined || SUITES.some((s) => s.id === suite.id)) return;
  throw new VerityError('baseline-suite-mismatch', `baseline update: committed baselines record registered suites ` +
    `(${SUITES.map((s) => s.id).join(', ')}), not '${suite.id}'; pass --baseline FILE to record this run elsewhere`);
}

/** A suite without floors gated on a cases file takes the floors of the classes it holds; none gating is an error. */
function withKnownFloors(suite: Suite, classes: readonly string[]): Suite {
  const floors = knownClassFloors(classes);
  if (floors.some((f) => f.gating !== false)) return { ...suite, floors };
  const source = suite.dataset.kind === 'cases' ? suite.dataset.file : `suite ${suite.id}`;
  const known = [...new Set(SUITES.flatMap((x) => x.floors).filter((f) => f.gating !== false).map((f) => f.class))];
  throw new VerityError('nothing-gated', `gate: no floor applies to the classes of ${source} (${classes.join(', ')}): ` +
    `nothing would be gated. Classes with gating floors: ${known.join(', ')}`);
}

/** Cases a gate's first pass over a streamed source reads at a time (it stops at the first chunk a floor gates). */
const GATE_PROBE_CHUNK = 256;

/**
 * Reads a streamed source's classes until one has a gating floor, before any case is scored, and throws
 * `nothing-gated` (withKnownFloors' message, every class named) when none has: the file is read to its end only then.
 * An empty source passes (the run reports it has no cases). Holds one chunk and the set of class names.
 */
export function checkSomethingGated(suite: Suite, source: CaseSource): void {
  const classes = new Set<string>();
  for (const chunk of source.chunks(GATE_PROBE_CHUNK)) {
    for (const c of chunk) classes.add(c.class);
    if (knownClassFloors([...classes]).some((f) => f.gating !== false)) return;
  }
  if (classes.size > 0) withKnownFloors(suite, [...classes].sort());
}

/** The provider limits a request sets (timeout, retries). */
const limitsOf = (req: RunRequest): ProviderLimits => ({ timeoutMs: req.timeoutMs, maxRetries: req.maxRetries });

async function embedderOf(req: RunRequest): Promise<{ embedder: MaybeCachedEmbedder; flush: () => Promise<void> }> {
  const base = req.embedderInstance ?? (await resolveRunEmbedder(req.embedder ?? DEFAULT_EMBEDDER, { cacheDir: req.cacheDir, ...limitsOf(req) }));
  if (req.cacheDir === undefined) return { embedder: base, flush: async () => undefined };
  const cached = withEmbeddingCache(base, { dir: req.cacheDir });
  return { embedder: cached, flush: async () => void (await cached.flush()) };
}

/** The run's cases as a source: given, generated or read from a file (a JSONL file streamed), seen at `--level`. */
async function caseSourceOf(req: RunRequest, suite: Suite, seed: number): Promise<CaseSource> {
  if (req.loaded !== undefined) return sourceAtLevel(loadedSource(req.loaded), req.level);
  if (suite.dataset.kind === 'cases') return sourceAtLevel(casesFileSource(suite.dataset.file), req.level);
  return sourceAtLevel(loadedSource(await loadSuiteCases(suite, seed, req.cacheDir)), req.level);
}

async function execute(command: 'run' | 'gate' | 'baseline update', req: RunRequest): Promise<RunResults> {
  const t0 = performance.now();
  if (req.shard && command === 'baseline update') {
    throw new VerityError('bad-option', 'baseline update: --shard is not supported (a baseline records a whole run)');
  }
  let suite = suiteOf(req);
  if (command === 'baseline update') checkBaselineTarget(req, suite);
  const model = req.modelInstance ?? getScoreModel(req.scoreModel ?? 'v1');
  const seed = req.seed ?? suite.seed;
  const source = await caseSourceOf(req, suite, seed);
  // A shard is chosen among every case id, so the whole list is read first.
  const all = req.shard && collectSource(source);
  // A gate without floors takes those of the classes its cases hold: from the list a shard read, else from the run.
  // A streamed file none of whose classes has a floor is refused (`nothing-gated`) by a first pass before any provider
  // is built or case scored; that pass stops at the first chunk holding a gated class, so a gated file is read about once.
  const knownFloors = command === 'gate' && suite.floors.length === 0;
  if (knownFloors && all) suite = withKnownFloors(suite, [...new Set(all.cases.map((c) => c.class))].sort());
  if (knownFloors && !all) checkSomethingGated(suite, source);
  const floorsOf = knownFloors && !all ? (classes: readonly string[]) => withKnownFloors(suite, classes).floors : undefined;
  const decomposer = req.decomposerInstance ?? (await resolveDecomposer(req.llm, limitsOf(req)));
  const { embedder, flush } = await embedderOf(req);
  const sharded = all && loadShardCases(all, req.shard!);
  try {
    const results = await runSuite({
      setupMs: performance.now() - t0,
      ...(sharded ? { loaded: sharded.loaded } : { source }),
      suite, model, embedder, seed,
      concurrency: req.concurrency,
      caseCacheDir: req.cacheDir,
      decomposer,
      aggregate: req.aggregate,
      draftRun: sharded ? sharded.draftRun : undefined,
      largeRunCases: req.largeRunCases,
      rowsDir: req.outDir,
      floorsOf,
      onProgress: req.progress ? (p) => req.progress!.update(p) : undefined,
      replay: replayCommand(command, req, suite, model.id, embedder.id, seed) + shardArg(req.shard),
    });
    if (!sharded || command === 'baseline update') return results;  // (baseline update never shards: refused above)
    return markShard(results, sharded.fullHash, {
      ...req.shard!, total_cases: sharded.total, command,
      baseline_file: baselineFileOf(req, model.id, suite.id), floors: suite.floors, classes: Object.keys(suite.generators),
      ...(req.acceptNewCases ? { accept_new_cases: true } : {}),
    });
  } finally {
    req.progress?.finish();
    await flush();
  }
}

function baselineFileOf(req: RunRequest, scoreModel: string, suite: string): string {
  return req.baselineFile ?? baselinePath(scoreModel, req.baselinesDir, suite);
}

/** `verity run`: runs and compares with the score model's baseline when one exists (no gating). */
export async function executeRun(req: RunRequest): Promise<RunOutcome> {
  const results = await execute('run', req);
  const compared = withBaselineDiff(results, baselineFileOf(req, results.score_model, results.meta.suite));
  return { results: compared };
}

/** A run's results plus the diff against the baseline in `file` when it records the same suite (verity run, merge). */
export function withBaselineDiff(results: RunResults, file: string): RunResults {
  const baseline = readBaseline(file);
  // A plain run shows the diff only against a baseline of the same suite; `gate` always compares (and says why not).
  const same = baseline !== null && baseline.suite === results.meta.suite;
  return same ? { ...results, comparison: compareToBaseline(results, baseline, file) } : results;
}

/** `verity gate`: runs, applies floors, the baseline regression test and the fingerprint rule. */
export async function executeGate(req: RunRequest): Promise<RunOutcome> {
  const results = await execute('gate', req);
  const file = baselineFileOf(req, results.score_model, results.meta.suite);
  const gated = applyGate(results, readBaseline(file), file, { acceptNewCases: req.acceptNewCases });
  return { results: gated };
}

/** `verity baseline update`: runs and writes the score model's baseline (refuses a run with errored cases). */
export async function executeBaselineUpdate(req: RunRequest): Promise<RunOutcome & { baselineFile: string }> {
  const results = await execute('baseline update', req);
  const file = baselineFileOf(req, results.score_model, results.meta.suite);
  writeBaseline(file, toBaseline(results));
  return { results, baselineFile: file };
}
