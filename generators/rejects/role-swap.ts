/**
 * Claims the `role-swap` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `role-swap`. */
export const roleSwapRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the source itself: no roles swapped', problem: /claim equals its source/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'In 2024, Harlow Bank acquired Calder Savings for £215 million.',
    why: 'the same tokens reordered without swapping roles: the meaning is kept', problem: /not the source with two names swapped/,
  },
  {
    passage: 'kit-001', sourceSpan: 'kit-001-s1', claim: 'Calder Savings and Harlow Bank agreed to merge on 3 March 2025.',
    why: 'a symmetric relation: swapping the partners of a merger keeps it true', problem: /not the source with two names swapped/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Calder Savings acquired Harlow Bank for £215 million in 2025.',
    why: 'a figure changed beside the swap', problem: /not a reordering/,
  },
];
