/**
 * Fusion and pair-score invariants (SPEC A4), checked through the model's own fusion and gate scope.
 */
import * as fc from 'fast-check';
import { clamp01, fuseModel, pairScoreModel } from '../fuse.ts';
import type { ScoreModel } from '../types.ts';
import { anyDoubleArb, unitArb } from './arbitraries.ts';
import type { EngineProperty } from './types.ts';

const usesBeta = (model: ScoreModel): string | undefined =>
  model.fusion === 'geometric' || model.fusion === 'arithmetic' ? undefined : `fusion '${model.fusion}' has no β`;

const inUnit = (x: number): boolean => x >= 0 && x <= 1;

/** The gates a model has: the numeric gate unless `gate: 'none'`, and the entity gate when enabled. */
function gatesOf(model: ScoreModel): Array<'numeric' | 'entity'> {
  return [...(model.gate === 'none' ? [] : ['numeric' as const]), ...(model.entityGate ? ['entity' as const] : [])];
}

/** Fusion and pair-score properties. */
export const FUSE_PROPERTIES: readonly EngineProperty[] = [
  {
    id: 'fuse-in-unit-interval',
    description: 'fuse and pairScore lie in [0, 1] for any input, including NaN and ±∞',
    property: (model) =>
      fc.property(anyDoubleArb, anyDoubleArb, anyDoubleArb, fc.boolean(), fc.boolean(), (cos, lex, beta, gated, entity) =>
        inUnit(fuseModel(model, cos, lex, beta)) && inUnit(pairScoreModel(model, cos, lex, gated, entity))),
  },
  {
    id: 'fuse-beta-endpoints',
    description: 'fuse with β = 0 is exactly lex and with β = 1 exactly cos (clamped)',
    notApplicable: usesBeta,
    property: (model) =>
      fc.property(anyDoubleArb, anyDoubleArb, (cos, lex) =>
        Object.is(fuseModel(model, cos, lex, 0), clamp01(lex)) && Object.is(fuseModel(model, cos, lex, 1), clamp01(cos))),
  },
  {
    id: 'negative-cosine-is-zero',
    description: 'a negative cosine scores exactly as a cosine of 0',
    property: (model) =>
      fc.property(fc.double({ max: -Number.MIN_VALUE }), anyDoubleArb, fc.boolean(), (cos, lex, gated) =>
        Object.is(pairScoreModel(model, cos, lex, gated), pairScoreModel(model, 0, lex, gated))),
  },
  {
    id: 'fuse-monotone',
    description: 'fuse never decreases when cos or lex increases',
    property: (model) =>
      fc.property(unitArb, unitArb, unitArb, unitArb, (c1, c2, l1, l2) => {
        const [cLow, cHigh] = c1 <= c2 ? [c1, c2] : [c2, c1];
        const [lLow, lHigh] = l1 <= l2 ? [l1, l2] : [l2, l1];
        return fuseModel(model, cLow, l1) <= fuseModel(model, cHigh, l1) && fuseModel(model, c1, lLow) <= fuseModel(model, c1, lHigh);
      }),
  },
  {
    id: 'gate-caps-pair',
    description: 'pairScore ≤ cap whenever the numeric gate (or the entity gate) trips',
    notApplicable: (model) => (gatesOf(model).length === 0 ? 'the model has no gate' : undefined),
    property: (model) =>
      fc.property(anyDoubleArb, anyDoubleArb, fc.constantFrom(...gatesOf(model)), (cos, lex, gate) =>
        pairScoreModel(model, cos, lex, gate === 'numeric', gate === 'entity') <= model.gateCap),
  },
];
