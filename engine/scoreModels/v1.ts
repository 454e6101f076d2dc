/** Score model `v1`: SPEC A2–A5 exactly. */
import type { ScoreModel } from '../types.ts';

/** Geometric fusion β 0.65, IDF coverage, numerics v1, set gate capping the pair at 0.2, bands 0.70/0.50, m 8. */
export const v1: ScoreModel = {
  id: 'v1',
  description: 'SPEC A2–A5: geometric fusion (β 0.65) of cosine and IDF coverage, ∀ numeric gate capping the pair at 0.2',
  fusion: 'geometric',
  beta: 0.65,
  lexical: 'coverage',
  numerics: 'v1',
  gate: 'set',
  gateScope: 'pair',
  gateCap: 0.2,
  entityGate: false,
  bands: { supported: 0.7, partial: 0.5 },
  candidatesM: 8,
};
