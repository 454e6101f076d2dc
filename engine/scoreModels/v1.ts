/** Score model `v1`: SPEC A2–A5 exactly. */
import type { ScoreModel } from '../types.ts';
import { coverage } from './parts/coverage.ts';
import { geometric } from './parts/geometric.ts';
import { numericGate } from './parts/numeric.ts';

/** IDF coverage, the ∀ numeric gate (numerics v1, sets) capping the pair at 0.2, geometric β 0.65, bands 0.70/0.50, m 8. */
export const v1: ScoreModel = {
  id: 'v1',
  description: 'SPEC A2–A5: geometric fusion (β 0.65) of cosine and IDF coverage, ∀ numeric gate capping the pair at 0.2',
  lexical: coverage,
  gates: [numericGate({ semantics: 'set', cap: 0.2, scope: 'pair' })],
  fusion: geometric(0.65),
  bands: { supported: 0.7, partial: 0.5 },
  candidatesM: 8,
};
