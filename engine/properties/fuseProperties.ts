/**
 * Fusion and pair-score invariants (SPEC A4), checked through the model's own fusion and gates.
 */
import * as fc from 'fast-check';
import { clamp01, modelPairScore } from '../fuse.ts';
import type { Fusion, ScoreModel } from '../types.ts';
import { anyDoubleArb, unitArb } from './arbitraries.ts';
import { cappedGates, onlyTripped } from './gates.ts';
import type { EngineProperty } from './types.ts';

const usesBeta = (model: ScoreModel): string | undefined =>
  model.fusion.withBeta === undefined ? `fusion '${model.fusion.id}' has a fixed β` : undefined;

const inUnit = (x: number): boolean => x >= 0 && x <= 1;

/** The model's fusion at β when β is free, else the fusion itself. */
const fusionAt = (model: ScoreModel, beta: number): Fusion => model.fusion.withBeta?.(beta) ?? model.fusion;

/** A trip degree: 0 (not tripped), 1, or anything between (soft gates). */
const degreeArb = fc.oneof(fc.constantFrom(0, 1), unitArb);

/** Trip degrees for every gate of the model. */
const degreesArb = (model: ScoreModel) => fc.array(degreeArb, { minLength: model.gates.length, maxLength: model.gates.length });

/** A tripped degree in (0, 1]. */
const trippedArb = fc.oneof(fc.constant(1), fc.double({ min: Number.MIN_VALUE, max: 1, noNaN: true }));

/** Fusion and pair-score properties. */
export const FUSE_PROPERTIES: readonly EngineProperty[] = [
  {
    id: 'fuse-in-unit-interval',
    description: 'fuse and pairScore lie in [0, 1] for any input, including NaN and ±∞',
    property: (model) =>
      fc.property(anyDoubleArb, anyDoubleArb, anyDoubleArb, degreesArb(model), (cos, lex, beta, degrees) =>
        inUnit(fusionAt(model, beta).fuse(cos, lex)) && inUnit(modelPairScore(model, cos, lex, degrees))),
  },
  {
    id: 'fuse-beta-endpoints',
    description: 'fuse with β = 0 is exactly lex and with β = 1 exactly cos (clamped)',
    notApplicable: usesBeta,
    property: (model) =>
      fc.property(anyDoubleArb, anyDoubleArb, (cos, lex) =>
        Object.is(fusionAt(model, 0).fuse(cos, lex), clamp01(lex)) && Object.is(fusionAt(model, 1).fuse(cos, lex), clamp01(cos))),
  },
  {
    id: 'negative-cosine-is-zero',
    description: 'a negative cosine scores exactly as a cosine of 0',
    property: (model) =>
      fc.property(fc.double({ max: -Number.MIN_VALUE }), anyDoubleArb, degreesArb(model), (cos, lex, degrees) =>
        Object.is(modelPairScore(model, cos, lex, degrees), modelPairScore(model, 0, lex, degrees))),
  },
  {
    id: 'fuse-monotone',
    description: 'fuse never decreases when cos or lex increases',
    property: (model) =>
      fc.property(unitArb, unitArb, unitArb, unitArb, (c1, c2, l1, l2) => {
        const [cLow, cHigh] = c1 <= c2 ? [c1, c2] : [c2, c1];
        const [lLow, lHigh] = l1 <= l2 ? [l1, l2] : [l2, l1];
        const { fuse } = model.fusion;
        return fuse(cLow, l1) <= fuse(cHigh, l1) && fuse(c1, lLow) <= fuse(c1, lHigh);
      }),
  },
  {
    id: 'gate-caps-pair',
    description: 'pairScore ≤ cap whenever a gate with a cap trips',
    notApplicable: (model) => (cappedGates(model).length === 0 ? 'the model has no gate with a cap' : undefined),
    property: (model) =>
      fc.property(anyDoubleArb, anyDoubleArb, fc.constantFrom(...new Set(cappedGates(model).map((g) => g.id))), trippedArb,
        (cos, lex, gateId, degree) => model.gates.every((gate, g) =>
          gate.id !== gateId || gate.cap === undefined || modelPairScore(model, cos, lex, onlyTripped(model, g, degree)) <= gate.cap)),
  },
  {
    id: 'gate-never-raises',
    description: 'a tripped gate never raises the pair score',
    notApplicable: (model) => (model.gates.length === 0 ? 'the model has no gate' : undefined),
    property: (model) =>
      fc.property(anyDoubleArb, anyDoubleArb, fc.nat(), trippedArb, (cos, lex, pick, degree) => {
        const g = pick % model.gates.length;
        return modelPairScore(model, cos, lex, onlyTripped(model, g, degree)) <= modelPairScore(model, cos, lex, onlyTripped(model, g, 0));
      }),
  },
];
