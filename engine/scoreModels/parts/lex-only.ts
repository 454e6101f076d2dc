/** Fusion `lex-only` (research): the clamped lexical measure alone (β 0). */
import { clamp01 } from '../../fuse.ts';
import type { Fusion } from './types.ts';

/** The pair score is the lexical measure clamped to [0, 1]; the cosine is ignored. */
export const lexOnly: Fusion = {
  id: 'lex-only',
  description: 'the clamped lexical measure alone',
  params: {},
  beta: 0,
  fuse: (_cos, lex) => clamp01(lex),
};
