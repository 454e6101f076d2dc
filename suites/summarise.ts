/**
 * Case results → the run's results object: per-class counts, rates, Wilson intervals, score distributions, floors.
 */
import { checkFloors, floorNotices } from './floors.ts';
import { histogram, quantileSorted, wilson } from './metrics.ts';
import {
  HISTOGRAM_BINS,
  type CaseResult,
  type ClassSummary,
  type FloorResult,
  type OverlapSummary,
  type Quantiles,
  type RunMeta,
  type RunResults,
  type RunStatus,
  type Suite,
} from './types.ts';

/** Nearest-rank quantiles of ascending values (non-empty). */
function quantilesOf(sorted: readonly number[]): Quantiles {
  const q = (p: number): number => quantileSorted(sorted, p);
  return { p05: q(0.05), p25: q(0.25), p50: q(0.5), p75: q(0.75), p95: q(0.95) };
}

/** Overlap distribution of case results that carry one (errored cases included: overlap is a property of the case). */
export function summariseOverlap(results: readonly CaseResult[]): OverlapSummary | null {
  const measured = results.flatMap((r) => (r.overlap ? [r.overlap] : []));
  if (measured.length === 0) return null;
  const jaccard = measured.map((o) => o.jaccard).sort((a, b) => a - b);
  const coverage = measured.map((o) => o.coverage).sort((a, b) => a - b);
  return {
    n: measured.length,
    jaccard_median: quantileSorted(jaccard, 0.5),
    coverage_median: quantileSorted(coverage, 0.5),
    jaccard_quantiles: quantilesOf(jaccard),
    coverage_quantiles: quantilesOf(coverage),
    jaccard_histogram: histogram(jaccard, HISTOGRAM_BINS),
    coverage_histogram: histogram(coverage, HISTOGRAM_BINS),
    number_free: measured.filter((o) => o.numerics === 'none').length,
    hard: measured.filter((o) => o.tier !== 'easy').length,
  };
}

/** Summary of one class's case results (all of the same class). */
export function summariseClass(results: readonly CaseResult[]): ClassSummary {
  const summary: ClassSummary = {
    expected: results[0]?.expected ?? 'supported',
    n: results.length,
    supported: 0,
    partial: 0,
    unsupported: 0,
    evidence_redacted: 0,
    errors: 0,
    passed: 0,
    rate: 0,
    wilson: [0, 1],
    score_mean: null,
    score_quantiles: null,
    score_histogram: new Array<number>(HISTOGRAM_BINS).fill(0),
    overlap: summariseOverlap(results),
  };
  const scores: number[] = [];
  for (const r of results) {
    if (r.verdict === 'error') {
      summary.errors++;
      continue;
    }
    summary[r.verdict]++;
    if (r.outcome === 'pass') summary.passed++;
    if (r.score !== null) scores.push(r.score);
  }
  const scored = summary.n - summary.errors;
  summary.rate = scored > 0 ? summary.passed / scored : 0;
  summary.wilson = wilson(summary.passed, scored);
  if (scores.length > 0) {
    scores.sort((a, b) => a - b);
    summary.score_mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    summary.score_quantiles = quantilesOf(scores);
    summary.score_histogram = histogram(scores, HISTOGRAM_BINS);
  }
  return summary;
}

/** Class ids in report order: the suite's generator order first, then any other class alphabetically. */
export function classOrder(results: readonly CaseResult[], suiteClasses: readonly string[]): string[] {
  const present = new Set(results.map((r) => r.class));
  const extra = [...present].filter((c) => !suiteClasses.includes(c)).sort();
  return [...suiteClasses.filter((c) => present.has(c)), ...extra];
}

/** Run status: errored when a case errored or a gating floor had no data; failed when a gating floor missed. */
export function runStatus(errors: number, floors: readonly FloorResult[]): RunStatus {
  if (errors > 0 || floors.some((f) => f.gating && f.status === 'no-data')) return 'errored';
  if (floors.some((f) => f.gating && f.status === 'missed')) return 'failed';
  return 'passed';
}

const byId = (a: CaseResult, b: CaseResult): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Builds the results object: cases sorted by id, classes in suite order, floors checked, notices collected. */
export function summarise(
  caseResults: readonly CaseResult[],
  suite: Pick<Suite, 'floors' | 'generators'>,
  meta: RunMeta,
): RunResults {
  const cases = [...caseResults].sort(byId);
  const classes: Record<string, ClassSummary> = {};
  for (const id of classOrder(cases, Object.keys(suite.generators))) {
    classes[id] = summariseClass(cases.filter((c) => c.class === id));
  }
  const floors = checkFloors(suite.floors, classes);
  const errors = cases.filter((c) => c.outcome === 'error').length;
  return {
    score_model: meta.score_model,
    embed_model: meta.embed_model,
    fingerprint: meta.fingerprint,
    status: runStatus(errors, floors),
    classes,
    floors,
    notices: floorNotices(suite.floors, floors),
    errors,
    cases,
    meta,
  };
}
