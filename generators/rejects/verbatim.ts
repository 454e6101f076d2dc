/**
 * Claims the `verbatim` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `verbatim`. */
export const verbatimRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2025.',
    why: 'one figure changed: no longer the source sentence', problem: /differs from its source/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s3', claim: 'The bank hired 180 staff for its digital team in Leeds.',
    why: 'a sentence of a sibling passage, not of the plan', problem: /not in passage fx-001/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2025, the bank closed 27 branches across Yorkshire.',
    evidence: [
      { id: 'fx-001-s1', text: 'Harlow Bank acquired Calder Savings for £215 million in 2024.' },
      { id: 'fx-001-s2', text: 'The deal added 1,500 customers and raised deposits by 8.4% on 2026-02-19.' },
    ],
    why: 'the plan lacks the source span, so nothing supports the sentence', problem: /source span not in plan/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'Dana Reeve said the board would pay a dividend of 14.5 pence per share',
    why: 'final full stop dropped: a near copy is not verbatim', problem: /differs from its source/,
  },
];
