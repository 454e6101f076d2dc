/** Research score model `lex-only`: IDF coverage alone, keeping v1's gate. */
import type { ScoreModel } from '../types.ts';
import { lexOnly as lexOnlyFusion } from './parts/lex-only.ts';
import { v1 } from './v1.ts';

/** The pair score is the lexical coverage (β 0), still gated by the numeric gate. */
export const lexOnly: ScoreModel = {
  ...v1,
  id: 'lex-only',
  description: 'IDF multiset coverage alone (β 0), with v1 numeric gate',
  fusion: lexOnlyFusion,
};
