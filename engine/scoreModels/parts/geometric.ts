/** Fusion `geometric` (SPEC A4): cos^β·lex^(1−β), inputs clamped, β ∈ {0, 1} short-circuited. */
import { geometricBound, geometricFuser } from '../../fuse.ts';
import type { Fusion } from './types.ts';

/** Geometric fusion at `beta` (v1: 0.65). */
export function geometric(beta = 0.65): Fusion {
  return {
    id: 'geometric',
    description: `geometric fusion cos^${beta}·lex^${Math.round((1 - beta) * 1e6) / 1e6}`,
    params: { beta },
    beta,
    fuse: geometricFuser(beta),
    bound: geometricBound(beta),
    withBeta: geometric,
  };
}
