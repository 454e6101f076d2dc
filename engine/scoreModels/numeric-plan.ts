/** Research score model `numeric-plan`: v1 whose numeric gate asks the whole plan, reading quantities. */
import type { ScoreModel } from '../types.ts';
import { numericCoverageGate } from './parts/numeric-coverage.ts';
import { quantityExtractor } from './parts/quantity-numerics.ts';
import { v1 } from './v1.ts';

/** v1, the pair capped only when a claim quantity is in no truth span (figures spread over spans pass). */
export const numericPlan: ScoreModel = {
  ...v1,
  id: 'numeric-plan',
  description: 'v1 with the numeric gate reading quantities and capping only a figure absent from every truth span',
  gates: [numericCoverageGate({ numerics: quantityExtractor, absence: 'plan', cap: 0.2 })],
};
