/**
 * Claims the `mixed` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `mixed` (plan fx-001; its same-topic siblings are fx-002 and fx-003). */
export const mixedRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank set aside £96 million for bad loans in the first half of 2025, and the bank hired 180 staff for its digital team in Leeds.',
    why: 'both clauses from siblings: nothing supported, so not partial', problem: /does not start with its supported clause/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024, and in 2025, the bank closed 27 branches across Yorkshire.',
    why: 'the second clause is a plan sentence too: supported, not partial', problem: /may be supported/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024, and a crowd of 41,260 watched the match at Castlegate Park.',
    why: 'an off-topic tail is no same-topic fabrication', problem: /not a sibling sentence/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the supported clause alone: supported, not partial', problem: /does not start with its supported clause/,
  },
];
