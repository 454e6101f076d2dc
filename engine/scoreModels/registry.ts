/**
 * The score-model registry (SPEC A10): a literal list, one file per model (fingerprints: fingerprint.ts).
 */
import { unknownName } from '../errors.ts';
import type { ScoreModel } from '../types.ts';
import { arith } from './arith.ts';
import { cosOnly } from './cos-only.ts';
import { entityGate } from './entity-gate.ts';
import { entitySoft } from './entity-soft.ts';
import { entitySoft2 } from './entity-soft-2.ts';
import { f1 } from './f1.ts';
import { lexOnly } from './lex-only.ts';
import { lexcap } from './lexcap.ts';
import { multisetGate } from './multiset-gate.ts';
import { numericPlan } from './numeric-plan.ts';
import { numericsV2Model } from './numerics-v2.ts';
import { polarityGate } from './polarity-gate.ts';
import { quantities } from './quantities.ts';
import { roleGate } from './role-gate.ts';
import { softLex } from './soft-lex.ts';
import { v1 } from './v1.ts';
import { v2Candidate } from './v2-candidate.ts';
import { v2Candidate2 } from './v2-candidate-2.ts';

export { canonicalJson, fingerprintScoreModel } from './fingerprint.ts';

/** Every registered score model; `v1` first (the default). */
export const SCORE_MODELS: readonly ScoreModel[] = [
  v1, arith, lexcap, cosOnly, lexOnly, f1, multisetGate, numericsV2Model, entityGate,
  quantities, numericPlan, softLex, polarityGate, roleGate, entitySoft, v2Candidate, entitySoft2, v2Candidate2,
];

/** The default score model id. */
export const DEFAULT_SCORE_MODEL = 'v1';

/** The registered model with this id; throws VerityError `unknown-score-model` with near names. */
export function getScoreModel(id: string): ScoreModel {
  const model = SCORE_MODELS.find((m) => m.id === id);
  if (model === undefined) throw unknownName('score-model', id, SCORE_MODELS.map((m) => m.id));
  return model;
}
