/**
 * The sample of case rows a large run keeps in memory for its reports (suites/caseRows.ts): per class the
 * SAMPLE_WORST_PER_CLASS lowest- and highest-scoring scored cases (the report shows one end or the other), the
 * SAMPLE_MISSED_PER_CLASS missed cases first by id, and the first errored case by id. It depends on the rows only,
 * never on the order they arrive in.
 */
import type { CaseResult } from './types.ts';

/** Lowest- and highest-scoring cases kept per class (the HTML report's worst cases). */
export const SAMPLE_WORST_PER_CLASS = 8;
/** Missed cases (fail or error) kept per class, first by id. */
export const SAMPLE_MISSED_PER_CLASS = 100;

/** Orders results (or anything with an id) by id in code-unit order: the order every results file lists cases in. */
export const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const lowFirst = (a: CaseResult, b: CaseResult): number => a.score! - b.score! || byId(a, b);
const highFirst = (a: CaseResult, b: CaseResult): number => b.score! - a.score! || byId(a, b);

/** Keeps the `limit` first rows under `order`, inserting in place (the lists stay short). */
function keepFirst(list: CaseResult[], row: CaseResult, limit: number, order: (a: CaseResult, b: CaseResult) => number): void {
  if (list.length >= limit && order(row, list[list.length - 1]) >= 0) return;
  let at = list.length;
  while (at > 0 && order(row, list[at - 1]) < 0) at--;
  list.splice(at, 0, row);
  if (list.length > limit) list.pop();
}

/** Collects the sample of a run's rows. */
export interface CaseSampler {
  add(row: CaseResult): void;
  /** The sampled rows, each once, sorted by id. */
  sample(): CaseResult[];
}

/** A new CaseSampler. */
export function createCaseSampler(): CaseSampler {
  const classes = new Map<string, { low: CaseResult[]; high: CaseResult[]; missed: CaseResult[] }>();
  let firstError: CaseResult[] = [];
  return {
    add(row) {
      let kept = classes.get(row.class);
      if (kept === undefined) classes.set(row.class, (kept = { low: [], high: [], missed: [] }));
      if (row.score !== null) {
        keepFirst(kept.low, row, SAMPLE_WORST_PER_CLASS, lowFirst);
        keepFirst(kept.high, row, SAMPLE_WORST_PER_CLASS, highFirst);
      }
      if (row.outcome !== 'pass') keepFirst(kept.missed, row, SAMPLE_MISSED_PER_CLASS, byId);
      if (row.outcome === 'error') keepFirst(firstError, row, 1, byId);
    },
    sample() {
      const rows = new Map<string, CaseResult>();
      for (const { low, high, missed } of classes.values()) for (const row of [...low, ...high, ...missed]) rows.set(row.id, row);
      for (const row of firstError) rows.set(row.id, row);
      return [...rows.values()].sort(byId);
    },
  };
}
