/** Research score model `arith`: v1 with arithmetic fusion. */
import type { ScoreModel } from '../types.ts';
import { arithmetic } from './parts/arithmetic.ts';
import { v1 } from './v1.ts';

/** 0.65·cos + 0.35·lex instead of the geometric mean; everything else as v1. */
export const arith: ScoreModel = {
  ...v1,
  id: 'arith',
  description: 'v1 with arithmetic fusion 0.65·cos + 0.35·lex',
  fusion: arithmetic(0.65),
};
