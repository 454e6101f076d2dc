/**
 * The results object of a suite run (SPEC Part C `run --json`, plus meta, floors and the baseline comparison).
 * Every reporter renders from a RunResults only, so any saved `results.json` can be re-rendered.
 */
import type { Bands, Verdict } from '../engine/types.ts';
import type { AnyCase, CaseDifficulty } from '../datasets/types.ts';
import type { CorpusDirs } from '../datasets/corpus.ts';
import type { DifficultyFilter } from '../generators/tiers.ts';
import type { Repertoire } from '../generators/types.ts';
import type { Aggregate } from './aggregate.ts';
import type { CaseRowsFile } from './caseRows.ts';
import type { ShardMeta } from './shard.ts';

/** How one case ended: a failure is a quality outcome, an error is a harness outcome (STYLE 5). */
export type CaseOutcome = 'pass' | 'fail' | 'error';

/** How a run ended: `errored` (some case could not be scored) wins over `failed` (a gating floor missed). */
export type RunStatus = 'passed' | 'failed' | 'errored';

/** One claim of a decomposed draft: its verdict and score, and the signals of its best pair. */
export interface ClaimResult {
  text: string;
  /** Half-open [start, end) string indices of the claim in the draft (SPEC A7). */
  draft_span: [number, number];
  verdict: Verdict;
  /** Claim score in [0, 1]. */
  score: number;
  /** Id of the best truth span; null without candidates. */
  best_span: string | null;
  /** Raw cosine of the best pair in [-1, 1]; null without candidates. */
  cos: number | null;
  /** Lexical score of the best pair in [0, 1]; null without candidates. */
  lex: number | null;
  numeric_gated: boolean;
  entity_gated: boolean;
  /** IDF mass of the claim under the plan (Σ idf·count over its tokens, ≥ 0): its weight under `mass` aggregation. */
  mass: number;
}

/**
 * The result of one case, keyed as in SPEC Part C (`best_span`, `cos`, `lex`, `numeric_gated` of the best pair).
 * A draft case is scored at response level: `verdict` and `score` are the response's, `claims` lists its claims, and
 * `best_span`, `cos`, `lex` and the gates are those of its weakest claim.
 */
export interface CaseResult {
  id: string;
  class: string;
  expected: Verdict;
  /** The engine's verdict, or `error` when the case could not be scored (e.g. its embedding failed). */
  verdict: Verdict | 'error';
  outcome: CaseOutcome;
  /** Claim score in [0, 1]; null on error. */
  score: number | null;
  /** Id of the best truth span; null when there was none or on error. */
  best_span: string | null;
  /** Raw cosine of the best pair in [-1, 1]; null on error or without candidates. */
  cos: number | null;
  /** Lexical score of the best pair in [0, 1]; null on error or without candidates. */
  lex: number | null;
  numeric_gated: boolean;
  entity_gated: boolean;
  /** The text the case verifies: its claim, or its whole draft. */
  claim: string;
  /** Text of the best span (for reports); null when there was none. */
  best_span_text: string | null;
  /** The generator's transformation, when the case has provenance. */
  transform?: string;
  /** How much the claim resembles its evidence, measured from the case's content (generators/difficulty.ts). */
  overlap?: CaseOverlapFacts;
  /** Why the case errored (no secrets: provider messages only). */
  error?: string;
  /** Draft cases: each claim of the decomposed draft, in draft order (empty when the draft asserts nothing). */
  claims?: ClaimResult[];
  /** Draft cases: IDF mass of the whole draft under the plan (markers removed, ≥ 0), read by the `cover` aggregation. */
  draft_mass?: number;
  /** Draft cases: how the claim scores became `score`. */
  aggregate?: Aggregate;
  /** Draft cases: the draft as the engine would deliver it under policy `redact` (SPEC A8). */
  delivered?: string;
}

/** A case's overlap with its evidence as results carry it: Jaccard and IDF coverage in [0, 1], numerics, tier. */
export type CaseOverlapFacts = Pick<CaseDifficulty, 'jaccard' | 'coverage' | 'numerics' | 'tier'>;

/** Nearest-rank quantiles of a distribution over [0, 1]. */
export interface Quantiles {
  p05: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
}

/** A class's overlap with its evidence (source span, or best plan span for fabrications), beside its scores. */
export interface OverlapSummary {
  /** Cases whose overlap was measured. */
  n: number;
  /** Median token Jaccard with the span, in [0, 1]. */
  jaccard_median: number;
  /** Median v1 IDF coverage of the claim by the span, in [0, 1]. */
  coverage_median: number;
  jaccard_quantiles: Quantiles;
  coverage_quantiles: Quantiles;
  /** Counts of Jaccard values in HISTOGRAM_BINS equal bins over [0, 1]. */
  jaccard_histogram: number[];
  /** Counts of coverage values in HISTOGRAM_BINS equal bins over [0, 1]. */
  coverage_histogram: number[];
  /** Claims without SPEC A3 numerics. */
  number_free: number;
  /** Cases of the hard tier (a class without a split counts in it). */
  hard: number;
}

/** Number of histogram bins over [0, 1] in every class summary. */
export const HISTOGRAM_BINS = 20;

/** Per-class counts and rates. `rate` = share of scored cases (n − errors) that got the expected verdict. */
export interface ClassSummary {
  expected: Verdict;
  n: number;
  supported: number;
  partial: number;
  unsupported: number;
  evidence_redacted: number;
  errors: number;
  passed: number;
  /** passed / (n − errors), in [0, 1]; 0 when nothing was scored. */
  rate: number;
  /** 95% Wilson score interval of `rate`: [low, high]. */
  wilson: [number, number];
  /** Mean score of scored cases in [0, 1]; null when nothing was scored. */
  score_mean: number | null;
  /** Score quantiles (nearest rank) of scored cases; null when nothing was scored. */
  score_quantiles: Quantiles | null;
  /** Counts of scores in HISTOGRAM_BINS equal bins over [0, 1] (the last bin includes 1). */
  score_histogram: number[];
  /** Overlap of the class's claims with their evidence; null when no case carries it (e.g. an older results file). */
  overlap?: OverlapSummary | null;
}

/** A per-class metric id (see suites/metrics.ts CLASS_METRICS). */
export type MetricId = 'rate' | 'supported_rate' | 'partial_rate' | 'unsupported_rate' | 'evidence_redacted_rate';

/** A floor on one class metric: `{ metric, min }` or `{ metric, max }`, checked by generic code. */
export type Floor = {
  class: string;
  metric: MetricId;
  /** false: measured and reported, never gating (e.g. entity-swap, a recorded v1 limit). Default true. */
  gating?: boolean;
  /** Printed loudly when a non-gating floor is met (the limitation it records has closed). */
  notice?: string;
  /** Short label for reports, e.g. `sanity`. */
  label?: string;
} & ({ min: number; max?: never } | { max: number; min?: never });

/** A checked floor. `no-data`: the class had no scored case (a harness problem, never a pass). */
export interface FloorResult {
  class: string;
  metric: MetricId;
  bound: 'min' | 'max';
  threshold: number;
  gating: boolean;
  label?: string;
  value: number | null;
  successes: number;
  trials: number;
  wilson: [number, number] | null;
  status: 'met' | 'missed' | 'no-data';
}

/** A case whose outcome changed between the baseline and this run. */
export interface FlippedCase {
  id: string;
  class: string;
  from: { outcome: 'pass' | 'fail'; verdict: Verdict; score: number };
  to: { outcome: 'pass' | 'fail'; verdict: Verdict; score: number };
}

/** Paired comparison of one class against the baseline (McNemar exact test on discordant pairs). */
export interface ClassComparison {
  paired: number;
  baseline_rate: number;
  rate: number;
  /** Pairs that went pass → fail. */
  pass_to_fail: number;
  /** Pairs that went fail → pass. */
  fail_to_pass: number;
  /** Two-sided exact McNemar p-value in [0, 1]. */
  p_value: number;
  regressed: boolean;
}

/** How a run's cases differ from its baseline's; any difference fails the gate unless accepted. */
export interface CaseDrift {
  baseline_cases_hash: string;
  cases_hash_changed: boolean;
  /** Ids of scored cases of this run that the baseline does not record. */
  added: string[];
  /** Baseline ids this run lacks (empty on a shard: the other shards hold them). */
  missing: string[];
  /** Ids whose claim text changed since the baseline. */
  changed: string[];
  /** Whether `--accept-new-cases` let the drift through. */
  accepted: boolean;
}

/** The run compared with a committed baseline. */
export interface Comparison {
  baseline_file: string;
  baseline_score_model: string;
  baseline_fingerprint: string;
  /** Whether the paired comparison ran; when not, `reason` says why (e.g. another embedder). */
  comparable: boolean;
  reason?: string;
  /** Score model id unchanged but its parameters (fingerprint) changed: a gate failure. */
  fingerprint_changed: boolean;
  classes: Record<string, ClassComparison>;
  /** Every flipped case, pass → fail first, then by id. */
  flipped: FlippedCase[];
  /** The cases' drift against the baseline; absent when the baseline records another suite. */
  drift?: CaseDrift;
  /**
   * Set when draft cases were decomposed or aggregated otherwise than in the baseline (e.g. `min` → `mean`): the
   * runs measure different things, so nothing is paired and the gate fails until a baseline with these settings exists.
   */
  response_changed?: string;
}

/** The gate's decision over a run (SPEC B2). */
export interface GateDecision {
  status: RunStatus;
  exit_code: 0 | 1 | 2;
  /** One line per reason the gate did not pass, most severe first. */
  reasons: string[];
  /** What the gate could not check, e.g. no baseline (never a failure by itself). */
  notes?: string[];
}

/** Run metadata: everything needed to reproduce the run (STYLE 7). Durations are wall-clock milliseconds. */
export interface RunMeta {
  suite: string;
  seed: number;
  score_model: string;
  fingerprint: string;
  bands: Bands;
  embed_model: string;
  embed_fingerprint: string;
  datasets: Record<string, string>;
  /** Hash of the ordered case list (ids, claims, evidence): two runs on the same cases share it. */
  cases_hash: string;
  durations_ms: Record<string, number>;
  cache: { hits: number; misses: number; hit_rate: number } | null;
  /** The command that replays this run. */
  replay: string;
  started_at: string;
  /** Set on one shard of a sharded run (`--shard k/n`); `cases_hash` is then the whole run's. */
  shard?: ShardMeta;
  /** Set when the run scored draft cases: how they were decomposed and aggregated (it enters `fingerprint`). */
  response?: ResponseMeta;
}

/** How a run's draft cases were verified. */
export interface ResponseMeta {
  aggregate: Aggregate;
  /** Decomposer id, e.g. `rule-based-v1` or `llm:openai:gpt-4o-mini`. */
  decomposer: string;
  /** Draft cases in the run. */
  drafts: number;
  /** Claims over every decomposed draft. */
  claims: number;
  /** Drafts that decomposed into no claim (scored 1, supported: nothing the engine would flag). */
  no_claims: number;
}

/** Everything a run produced. `classes` and `cases` are deterministic (sorted, no timestamps). */
export interface RunResults {
  score_model: string;
  embed_model: string;
  /** The score model's fingerprint; with draft cases, combined with the decomposer and aggregation (`runFingerprint`). */
  fingerprint: string;
  status: RunStatus;
  classes: Record<string, ClassSummary>;
  floors: FloorResult[];
  /** Loud notices, e.g. a non-gating limitation that closed. */
  notices: string[];
  errors: number;
  /** Layout version of this object (suites/resultShapes.ts RESULTS_FORMAT); files written before it had none. */
  format: 1;
  /** Every case, sorted by id; for a large run (`case_rows` set) only a sample of them (suites/caseSample.ts). */
  cases: CaseResult[];
  /** A large run's rows: every case, one a line, in a JSON Lines file (suites/caseRows.ts). */
  case_rows?: CaseRowsFile;
  comparison?: Comparison;
  gate?: GateDecision;
  meta: RunMeta;
}

/** Where a suite's cases come from: generated from the project corpus, or read from a cases file. */
export type SuiteDataset = { kind: 'corpus'; dir?: CorpusDirs } | { kind: 'cases'; file: string };

/** A suite: evidence dataset × generators × counts × floors (SPEC B2). */
export interface Suite {
  id: string;
  description: string;
  dataset: SuiteDataset;
  /** Cases per class, in report order; only used for `corpus` datasets. */
  generators: Record<string, number>;
  /** Edit repertoire of the generators (default `classic`); only used for `corpus` datasets. */
  repertoire?: Repertoire;
  /** Keep only generated cases of this difficulty tier (default `all`); only used for `corpus` datasets. */
  difficulty?: DifficultyFilter;
  /** Draw each class's kinds of edit evenly (generators/generate.ts `balance`); only used for `corpus` datasets. */
  balance?: boolean;
  /** Default seed (overridable with --seed). */
  seed: number;
  floors: Floor[];
}

/** Cases of a suite plus the versions of what produced them. */
export interface LoadedCases {
  cases: AnyCase[];
  datasets: Record<string, string>;
}
