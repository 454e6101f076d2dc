/** Research score model `role-gate`: v1 plus the role gate. */
import type { ScoreModel } from '../types.ts';
import { roleGate as roleGatePart } from './parts/role.ts';
import { v1 } from './v1.ts';

/** v1, and the pair is capped at 0.2 when the span states the claim's relation with its roles reversed. */
export const roleGate: ScoreModel = {
  ...v1,
  id: 'role-gate',
  description: 'v1 plus a gate capping the pair when the span states the claim\'s relation with the roles reversed',
  gates: [...v1.gates, roleGatePart({ cap: 0.2 })],
};
