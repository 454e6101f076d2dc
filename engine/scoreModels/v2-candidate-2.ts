/**
 * Score model `v2-candidate-2`: `v2-candidate` with the soft entity penalty's `derived` name rule, so a name swapped
 * for a longer one that starts with it (`John` → `Johnson`) is a swap; every other part and setting is v2-candidate's.
 */
import type { ScoreModel } from '../types.ts';
import { entitySoftGate } from './parts/entity-soft.ts';
import { V2_ENTITY, v2Candidate } from './v2-candidate.ts';

/** v2-candidate, a longer word counting as a form of a name only with a derived ending (`Cuban`, never `Johnson`). */
export const v2Candidate2: ScoreModel = {
  ...v2Candidate,
  id: 'v2-candidate-2',
  description: 'v2-candidate with derived name forms only in the soft entity penalty (John → Johnson is a swap)',
  // The entity gate is v2-candidate's last; the gates before it are v2-candidate's own.
  gates: [...v2Candidate.gates.slice(0, -1), entitySoftGate({ ...V2_ENTITY, sameName: 'derived' })],
};
