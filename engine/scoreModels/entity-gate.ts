/** Research score model `entity-gate`: v1 plus a proper-name gate. */
import type { ScoreModel } from '../types.ts';
import { entityGate as entityGatePart } from './parts/entity.ts';
import { v1 } from './v1.ts';

/** v1, and the pair is capped at 0.2 when a proper name of the claim is absent from the span. */
export const entityGate: ScoreModel = {
  ...v1,
  id: 'entity-gate',
  description: 'v1 plus a gate capping the pair when a proper name of the claim is absent from the span',
  gates: [...v1.gates, entityGatePart({ cap: 0.2 })],
};
