/** Research score model `lexcap`: the numeric cap on the lexical term only (rejected by the F7 review). */
import type { ScoreModel } from '../types.ts';
import { numericGate } from './parts/numeric.ts';
import { v1 } from './v1.ts';

/** v1 with the gate capping lex instead of the pair: violates "pairScore ≤ cap when the gate trips" by design. */
export const lexcap: ScoreModel = {
  ...v1,
  id: 'lexcap',
  description: 'v1 with the numeric cap applied to the lexical term only (the alternative the F7 review rejected)',
  gates: [numericGate({ semantics: 'set', cap: 0.2, scope: 'lex' })],
};
