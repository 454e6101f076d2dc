/** Research score model `numerics-v2`: v1 with the v2 numeric extractor. */
import type { ScoreModel } from '../types.ts';
import { numericsV2Extractor } from './parts/extractors.ts';
import { numericGate } from './parts/numeric.ts';
import { v1 } from './v1.ts';

/** v1 with ordinals (`5th`), scale words and suffixes (`2.5 million`, `1.1m`, `$1.35bn`) and percent forms. */
export const numericsV2Model: ScoreModel = {
  ...v1,
  id: 'numerics-v2',
  description: 'v1 with numerics v2: ordinals, scale words/suffixes to one canonical value, percent forms',
  gates: [numericGate({ numerics: numericsV2Extractor, semantics: 'set', cap: 0.2, scope: 'pair' })],
};
