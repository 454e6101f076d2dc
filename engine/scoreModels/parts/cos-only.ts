/** Fusion `cos-only` (research): the clamped cosine alone (β 1). */
import { clamp01 } from '../../fuse.ts';
import type { Fusion } from './types.ts';

/** The pair score is the cosine clamped to [0, 1]; lex is ignored. */
export const cosOnly: Fusion = {
  id: 'cos-only',
  description: 'the clamped cosine alone',
  params: {},
  beta: 1,
  fuse: (cos) => clamp01(cos),
};
