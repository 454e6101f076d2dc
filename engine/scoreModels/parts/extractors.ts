/** Numeric extractors gates can read: SPEC A3 numerics (v1) and the research extractor v2. */
import { numerics, numericsV2 } from '../../numerics.ts';
import type { NumericExtractor } from './types.ts';

/** SPEC A3: month names → numbers; digit tokens split on `-/:`, commas removed, canonicalised. */
export const numericsV1: NumericExtractor = {
  id: 'numerics-v1',
  description: 'SPEC A3 numerics: month names, digit tokens split on -/:, canonical decimals',
  extract: numerics,
};

/** v1 plus ordinals (`5th`), scale words and suffixes (`2.5 million`, `1.35bn`) and glued percent forms. */
export const numericsV2Extractor: NumericExtractor = {
  id: 'numerics-v2',
  description: 'numerics v1 plus ordinals, scale words/suffixes to one canonical value, percent forms',
  extract: numericsV2,
};
