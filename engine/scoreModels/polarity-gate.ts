/** Research score model `polarity-gate`: v1 plus the polarity gate. */
import type { ScoreModel } from '../types.ts';
import { polarityGate as polarityGatePart } from './parts/polarity.ts';
import { v1 } from './v1.ts';

/** v1, and the pair is capped at 0.2 when claim and span disagree in polarity (negation or antonyms). */
export const polarityGate: ScoreModel = {
  ...v1,
  id: 'polarity-gate',
  description: 'v1 plus a gate capping the pair when the claim negates what the span asserts (or the reverse), or antonyms',
  gates: [...v1.gates, polarityGatePart({ cap: 0.2 })],
};
