/**
 * Case results → the run's results object: per-class counts, rates, Wilson intervals, score distributions, floors.
 */
import { RESULTS_FORMAT } from './resultShapes.ts';
import { checkFloors, floorNotices } from './floors.ts';
import { createCaseRowStore, type CaseRowStore } from './caseRows.ts';
import { createCaseSampler } from './caseSample.ts';
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

/** Accumulates one class's case results, in any order, into the summary summariseClass gives for them. */
interface ClassAccumulator {
  add(result: CaseResult): void;
  summary(): ClassSummary;
}

/** A ClassAccumulator: counts, and the scores and overlaps as numbers only (sorted when the summary is built). */
function createClassAccumulator(): ClassAccumulator {
  let first: Pick<CaseResult, 'id' | 'expected'> | null = null;
  const counts = { n: 0, supported: 0, partial: 0, unsupported: 0, evidence_redacted: 0, errors: 0, passed: 0 };
  const scores: number[] = [];
  const jaccard: number[] = [];
  const coverage: number[] = [];
  let numberFree = 0;
  let hard = 0;
  return {
    add(r) {
      // The class's expected verdict is that of its first case by id, whatever the order cases arrive in.
      if (first === null || r.id < first.id) first = { id: r.id, expected: r.expected };
      counts.n++;
      if (r.overlap) {
        jaccard.push(r.overlap.jaccard);
        coverage.push(r.overlap.coverage);
        if (r.overlap.numerics === 'none') numberFree++;
        if (r.overlap.tier !== 'easy') hard++;
      }
      if (r.verdict === 'error') {
        counts.errors++;
        return;
      }
      counts[r.verdict]++;
      if (r.outcome === 'pass') counts.passed++;
      if (r.score !== null) scores.push(r.score);
    },
    summary() {
      const scored = counts.n - counts.errors;
      const sorted = [...scores].sort((a, b) => a - b);
      return {
        expected: first?.expected ?? 'supported',
        ...counts,
        rate: scored > 0 ? counts.passed / scored : 0,
        wilson: wilson(counts.passed, scored),
        score_mean: sorted.length > 0 ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null,
        score_quantiles: sorted.length > 0 ? quantilesOf(sorted) : null,
        score_histogram: sorted.length > 0 ? histogram(sorted, HISTOGRAM_BINS) : new Array<number>(HISTOGRAM_BINS).fill(0),
        overlap: overlapSummary(jaccard, coverage, numberFree, hard),
      };
    },
  };
}

function overlapSummary(jaccardValues: number[], coverageValues: number[], numberFree: number, hard: number): OverlapSummary | null {
  if (jaccardValues.length === 0) return null;
  const jaccard = [...jaccardValues].sort((a, b) => a - b);
  const coverage = [...coverageValues].sort((a, b) => a - b);
  return {
    n: jaccard.length,
    jaccard_median: quantileSorted(jaccard, 0.5),
    coverage_median: quantileSorted(coverage, 0.5),
    jaccard_quantiles: quantilesOf(jaccard),
    coverage_quantiles: quantilesOf(coverage),
    jaccard_histogram: histogram(jaccard, HISTOGRAM_BINS),
    coverage_histogram: histogram(coverage, HISTOGRAM_BINS),
    number_free: numberFree,
    hard,
  };
}

/** Summary of one class's case results (all of the same class; the expected verdict is that of the first by id). */
export function summariseClass(results: readonly CaseResult[]): ClassSummary {
  const acc = createClassAccumulator();
  for (const r of results) acc.add(r);
  return acc.summary();
}

/** Class ids in report order: the suite's generator order first, then any other class alphabetically. */
export function classOrder(results: readonly CaseResult[], suiteClasses: readonly string[]): string[] {
  return orderClasses(new Set(results.map((r) => r.class)), suiteClasses);
}

function orderClasses(present: ReadonlySet<string>, suiteClasses: readonly string[]): string[] {
  const extra = [...present].filter((c) => !suiteClasses.includes(c)).sort();
  return [...suiteClasses.filter((c) => present.has(c)), ...extra];
}

/** Run status: errored when a case errored or a gating floor had no data; failed when a gating floor missed. */
export function runStatus(errors: number, floors: readonly FloorResult[]): RunStatus {
  if (errors > 0 || floors.some((f) => f.gating && f.status === 'no-data')) return 'errored';
  if (floors.some((f) => f.gating && f.status === 'missed')) return 'failed';
  return 'passed';
}

/** Accumulates a run's case rows, in any order, into its results object (the rows go to a CaseRowStore). */
export interface RunSummariser {
  add(row: CaseResult): void;
  /** Rows added so far. */
  readonly count: number;
  /** Classes of the rows added so far, sorted. */
  readonly classes: string[];
  finish(suite: Pick<Suite, 'floors' | 'generators'>, meta: RunMeta): RunResults;
}

/** A RunSummariser storing rows in `rows` (default: all in memory). */
export function createRunSummariser(rows: CaseRowStore = createCaseRowStore({ threshold: Infinity })): RunSummariser {
  const accumulators = new Map<string, ClassAccumulator>();
  const sampler = createCaseSampler();
  let errors = 0;
  return {
    add(row) {
      let acc = accumulators.get(row.class);
      if (acc === undefined) accumulators.set(row.class, (acc = createClassAccumulator()));
      acc.add(row);
      if (row.outcome === 'error') errors++;
      sampler.add(row);
      rows.add(row);
    },
    get count() {
      return rows.count;
    },
    get classes() {
      return [...accumulators.keys()].sort();
    },
    finish(suite, meta) {
      const classes: Record<string, ClassSummary> = {};
      for (const id of orderClasses(new Set(accumulators.keys()), Object.keys(suite.generators))) {
        classes[id] = accumulators.get(id)!.summary();
      }
      const floors = checkFloors(suite.floors, classes);
      const stored = rows.finish();
      return {
        score_model: meta.score_model,
        embed_model: meta.embed_model,
        fingerprint: meta.fingerprint,
        status: runStatus(errors, floors),
        classes,
        floors,
        notices: floorNotices(suite.floors, floors),
        errors,
        format: RESULTS_FORMAT,
        cases: stored.kind === 'memory' ? stored.rows : sampler.sample(),
        ...(stored.kind === 'file' ? { case_rows: stored.rows } : {}),
        meta,
      };
    },
  };
}

/** Builds the results object: cases sorted by id, classes in suite order, floors checked, notices collected. */
export function summarise(
  caseResults: readonly CaseResult[],
  suite: Pick<Suite, 'floors' | 'generators'>,
  meta: RunMeta,
): RunResults {
  const summariser = createRunSummariser();
  for (const row of caseResults) summariser.add(row);
  return summariser.finish(suite, meta);
}
