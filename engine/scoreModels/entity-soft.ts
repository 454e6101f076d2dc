/** Research score model `entity-soft`: v1 plus the soft entity penalty. */
import type { ScoreModel } from '../types.ts';
import { entitySoftGate } from './parts/entity-soft.ts';
import { v1 } from './v1.ts';

/** The soft entity gate's settings of `entity-soft` (a swapped name ×0.45, an added one ×0.9175, none elsewhere). */
export const ENTITY_SOFT: Readonly<Parameters<typeof entitySoftGate>[0]> = { penalty: 0.55, addition: 0.15, elsewhere: 0 };

/** v1, the pair ×0.45 when the claim swaps a name of the span for one in no truth span (×0.92 for an added name). */
export const entitySoft: ScoreModel = {
  ...v1,
  id: 'entity-soft',
  description: 'v1 plus a soft entity penalty: ×0.45 for a swapped name in no truth span, ×0.9175 for an added one',
  gates: [...v1.gates, entitySoftGate(ENTITY_SOFT)],
};
