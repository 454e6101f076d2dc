/**
 * Fusion and pair score (SPEC A4), and a score model's pair score over its parts (SPEC A10).
 */
import type { ScoreModel } from './types.ts';

/** Clamps to [0, 1]; NaN → 0. */
export function clamp01(x: number): number {
  return x > 0 ? (x < 1 ? x : 1) : 0;
}

/** SPEC A4 geometric fusion cos^β·lex^(1−β) in [0, 1]; inputs clamped first, β ∈ {0, 1} short-circuits before pow. */
export function fuse(cos: number, lex: number, beta: number): number {
  const b = clamp01(beta);
  const c = clamp01(cos);
  const l = clamp01(lex);
  if (b === 0) return l;
  if (b === 1) return c;
  return Math.pow(c, b) * Math.pow(l, 1 - b);
}

/**
 * SPEC A4 geometric fusion at a fixed β, as a function of (cos, lex): bit-identical to `fuse(cos, lex, beta)` with β's
 * clamp and 1 − β computed once, and exact shortcuts where a factor needs no pow (0^x = 0 and 1^x = 1 for x > 0).
 */
export function geometricFuser(beta: number): (cos: number, lex: number) => number {
  const b = clamp01(beta);
  const rest = 1 - b;
  if (b === 0) return (_cos, lex) => clamp01(lex);
  if (b === 1) return (cos) => clamp01(cos);
  return (cos, lex) => {
    const c = clamp01(cos);
    const l = clamp01(lex);
    if (c === 0 || l === 0) return 0;
    const cosTerm = c === 1 ? 1 : Math.pow(c, b);
    return l === 1 ? cosTerm : cosTerm * Math.pow(l, rest);
  };
}

/**
 * An upper bound of geometric fusion at β without pow: the weighted arithmetic mean β·c + (1−β)·l bounds the weighted
 * geometric mean, widened by 1e-12 (relative) so rounding in either never puts the fused score above it.
 */
export function geometricBound(beta: number): (cos: number, lex: number) => number {
  const b = clamp01(beta);
  const rest = 1 - b;
  return (cos, lex) => (b * clamp01(cos) + rest * clamp01(lex)) * (1 + 1e-12);
}

/** Arithmetic fusion β·cos + (1−β)·lex in [0, 1] (research variant `arith`), inputs clamped first. */
export function fuseArithmetic(cos: number, lex: number, beta: number): number {
  const b = clamp01(beta);
  const c = clamp01(cos);
  const l = clamp01(lex);
  if (b === 0) return l;
  if (b === 1) return c;
  return clamp01(b * c + (1 - b) * l);
}

/** SPEC A4 pair score in [0, 1]: the fused score, capped at `cap` when the numeric gate tripped. */
export function pairScore(cos: number, lex: number, beta: number, gateTripped: boolean, cap = 0.2): number {
  const fused = fuse(cos, lex, beta);
  return gateTripped ? Math.min(fused, cap) : fused;
}

/**
 * A score model's pair score in [0, 1] from cos, lex and each gate's trip degree (aligned with `model.gates`; 0 = not
 * tripped): lex-scope gates act on the lexical term before fusion, pair-scope gates on the fused score, in order.
 */
export function modelPairScore(model: ScoreModel, cos: number, lex: number, degrees: ArrayLike<number>): number {
  const gates = model.gates;
  let lexTerm = lex;
  for (let i = 0; i < gates.length; i++) {
    if (degrees[i] > 0 && gates[i].scope === 'lex') lexTerm = gates[i].apply(lexTerm, degrees[i]);
  }
  let score = model.fusion.fuse(cos, lexTerm);
  for (let i = 0; i < gates.length; i++) {
    if (degrees[i] > 0 && gates[i].scope === 'pair') score = gates[i].apply(score, degrees[i]);
  }
  return score;
}
