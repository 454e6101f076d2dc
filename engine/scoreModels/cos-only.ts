/** Research score model `cos-only`: cosine alone, keeping v1's gate. */
import type { ScoreModel } from '../types.ts';
import { cosOnly as cosOnlyFusion } from './parts/cos-only.ts';
import { v1 } from './v1.ts';

/** The pair score is the clamped cosine (β 1), still gated by the numeric gate. */
export const cosOnly: ScoreModel = {
  ...v1,
  id: 'cos-only',
  description: 'clamped cosine alone (β 1), with v1 numeric gate',
  fusion: cosOnlyFusion,
};
