/** Research score model `f1`: lexical F1 instead of coverage. */
import type { ScoreModel } from '../types.ts';
import { f1 as f1Measure } from './parts/f1.ts';
import { v1 } from './v1.ts';

/** v1 with IDF-weighted lexical F1, which penalises verbose spans (SPEC A2 takes coverage so verbose evidence is not penalised). */
export const f1: ScoreModel = {
  ...v1,
  id: 'f1',
  description: 'v1 with IDF-weighted lexical F1 instead of coverage',
  lexical: f1Measure,
};
