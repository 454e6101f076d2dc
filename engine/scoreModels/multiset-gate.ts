/** Research score model `multiset-gate`: the ∀ numeric gate over multisets. */
import type { ScoreModel } from '../types.ts';
import { numericGate } from './parts/numeric.ts';
import { v1 } from './v1.ts';

/** v1 with a multiset gate: "7 July" (7, 7) is not covered by "7 June" (7, 6), nor "6-6" by "7-6". */
export const multisetGate: ScoreModel = {
  ...v1,
  id: 'multiset-gate',
  description: 'v1 with the numeric gate over multisets: each claim numeric needs its own occurrence in the span',
  gates: [numericGate({ semantics: 'multiset', cap: 0.2, scope: 'pair' })],
};
