/** Research score model `lexcap`: the numeric cap on the lexical term only (rejected for v1, SPEC A4). */
import type { ScoreModel } from '../types.ts';
import { numericGate } from './parts/numeric.ts';
import { v1 } from './v1.ts';

/** v1 with the gate capping lex instead of the pair: violates "pairScore ≤ cap when the gate trips" by design. */
export const lexcap: ScoreModel = {
  ...v1,
  id: 'lexcap',
  description: 'v1 with the numeric cap applied to the lexical term only (the alternative rejected for v1: a wrong figure still scores high)',
  gates: [numericGate({ semantics: 'set', cap: 0.2, scope: 'lex' })],
};
