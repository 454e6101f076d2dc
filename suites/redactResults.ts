/**
 * The harness-written text of a results object with secrets redacted (the one redactor, engine/secrets.ts): case
 * errors, gate reasons and notes, notices, the comparison's reason and the replay command. Claims and evidence are
 * data and stay as they are. Applied before anything is printed or rendered, so even a results.json written by an
 * older version cannot carry a credential into a report.
 */
import { redactSecrets } from '../engine/secrets.ts';
import type { RunResults } from './types.ts';

/** `results` with every harness-written message passed through redactSecrets (a new object; the input is unchanged). */
export function redactResults(results: RunResults): RunResults {
  const r = (text: string): string => redactSecrets(text);
  return {
    ...results,
    notices: results.notices.map(r),
    cases: results.cases.map((c) => (c.error === undefined ? c : { ...c, error: r(c.error) })),
    ...(results.gate ? { gate: { ...results.gate, reasons: results.gate.reasons.map(r), ...(results.gate.notes ? { notes: results.gate.notes.map(r) } : {}) } } : {}),
    ...(results.comparison?.reason ? { comparison: { ...results.comparison, reason: r(results.comparison.reason) } } : {}),
    meta: { ...results.meta, replay: r(results.meta.replay) },
  };
}
