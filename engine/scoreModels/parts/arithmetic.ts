/** Fusion `arithmetic` (research): β·cos + (1−β)·lex, inputs clamped. */
import { fuseArithmetic } from '../../fuse.ts';
import type { Fusion } from './types.ts';

/** Arithmetic fusion at `beta`. */
export function arithmetic(beta = 0.65): Fusion {
  return {
    id: 'arithmetic',
    description: `arithmetic fusion ${beta}·cos + ${Math.round((1 - beta) * 1e6) / 1e6}·lex`,
    params: { beta },
    beta,
    fuse: (cos, lex) => fuseArithmetic(cos, lex, beta),
    withBeta: arithmetic,
  };
}
