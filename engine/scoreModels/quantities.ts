/** Research score model `quantities`: v1 with numerics read by the quantity reader. */
import type { ScoreModel } from '../types.ts';
import { numericCoverageGate } from './parts/numeric-coverage.ts';
import { quantityExtractor } from './parts/quantity-numerics.ts';
import { v1 } from './v1.ts';

/** v1, its ∀ numeric gate reading number words, fractions, ordinals, scale words, units and whole dates. */
export const quantities: ScoreModel = {
  ...v1,
  id: 'quantities',
  description: 'v1 with the numeric gate reading quantities (number words, fractions, ordinals, scales, units, dates)',
  gates: [numericCoverageGate({ numerics: quantityExtractor, absence: 'span', cap: 0.2 })],
};
