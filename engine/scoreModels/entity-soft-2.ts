/** Research score model `entity-soft-2`: `entity-soft` with the `derived` name rule (`Johnson` is not `John`). */
import type { ScoreModel } from '../types.ts';
import { entitySoftGate } from './parts/entity-soft.ts';
import { ENTITY_SOFT } from './entity-soft.ts';
import { v1 } from './v1.ts';

/** `entity-soft`, a longer word counting as a form of a name only with a derived ending (`Cuban`, never `Johnson`). */
export const entitySoft2: ScoreModel = {
  ...v1,
  id: 'entity-soft-2',
  description: 'entity-soft with derived name forms only: ×0.45 for a swapped name (John → Johnson included), ×0.9175 for an added one',
  gates: [...v1.gates, entitySoftGate({ ...ENTITY_SOFT, sameName: 'derived' })],
};
