/**
 * Fusion and pair score (SPEC A4), and their generalisation over a score model's parameters (SPEC A10).
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

/** The model's fusion of cos and lex in [0, 1]; `beta` overrides the model's β (used by the property library). */
export function fuseModel(model: ScoreModel, cos: number, lex: number, beta = model.beta): number {
  switch (model.fusion) {
    case 'geometric':
      return fuse(cos, lex, beta);
    case 'arithmetic':
      return fuseArithmetic(cos, lex, beta);
    case 'cos-only':
      return clamp01(cos);
    case 'lex-only':
      return clamp01(lex);
  }
}

/**
 * The model's pair score in [0, 1]. A tripped numeric gate caps the whole score (`gateScope: 'pair'`, v1) or only the
 * lexical term (`'lex'`, the variant the F7 review rejected); a tripped entity gate always caps the whole score.
 */
export function pairScoreModel(
  model: ScoreModel,
  cos: number,
  lex: number,
  numericGated: boolean,
  entityGated = false,
): number {
  const cap = model.gateCap;
  const lexTerm = numericGated && model.gateScope === 'lex' ? Math.min(clamp01(lex), cap) : lex;
  const fused = fuseModel(model, cos, lexTerm);
  return (numericGated && model.gateScope === 'pair') || entityGated ? Math.min(fused, cap) : fused;
}
