/**
 * Claims the `scale-swap` check must reject (see `generators/checkRejects.ts` for the recipe). Starter rows; the
 * scale-swap generator's owner extends them.
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `scale-swap`. */
export const scaleSwapRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the source itself: no scale changed', problem: /claim equals its source/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £216 billion in 2024.',
    why: 'the figure changed as well as the scale', problem: /words other than the scale changed/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 billion in 2025.',
    why: 'the year changed beside the scale', problem: /words other than the scale changed/,
  },
];
