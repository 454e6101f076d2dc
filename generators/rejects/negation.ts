/**
 * Claims the `negation` check must reject (see `generators/checkRejects.ts` for the recipe). Starter rows; the
 * negation generator's owner extends them.
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `negation`. */
export const negationRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the source itself: nothing negated', problem: /exactly one "not"/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'Dana Reeve did not say the board would not pay a dividend of 14.5 pence per share.',
    why: 'two negations: the reported content may come out asserted again', problem: /exactly one "not"/,
  },
  {
    passage: 'fx-004', sourceSpan: 'fx-004-s4', claim: 'The club was relegated in 2019.',
    why: 'the source\'s "not" dropped: the class adds a negation, it never removes one', problem: /exactly one "not"/,
  },
];
