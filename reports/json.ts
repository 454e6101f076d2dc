/**
 * JSON reports: the full results object (re-renderable) and a compact summary (no per-case rows but the missed ids).
 */
import { caseCount } from '../suites/caseRows.ts';
import type { RunResults } from '../suites/types.ts';
import type { Reporter } from './reporter.ts';

/** The full results object, as `verity run --json` prints it. */
export const resultsJsonReporter: Reporter = {
  id: 'results-json',
  fileName: 'results.json',
  render: (results) => `${JSON.stringify(results, null, 1)}\n`,
};

/** The summary of a run: everything but the case rows, plus the missed cases' ids, verdicts and scores. */
export function toSummary(results: RunResults) {
  const { cases, ...rest } = results;
  return {
    ...rest,
    // A large run (case_rows) holds a sample of its rows: its missed list is the sample's (the first of each class by id).
    total: caseCount(results),
    missed: cases
      .filter((c) => c.outcome !== 'pass')
      .map((c) => ({ id: c.id, class: c.class, verdict: c.verdict, score: c.score })),
  };
}

/** The compact summary, `summary.json` (what the index page reads). */
export const summaryJsonReporter: Reporter = {
  id: 'summary-json',
  fileName: 'summary.json',
  render: (results) => `${JSON.stringify(toSummary(results), null, 2)}\n`,
};
