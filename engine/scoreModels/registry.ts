/**
 * The score-model registry (SPEC A10): a literal list, one file per model, plus fingerprints.
 */
import { createHash } from 'node:crypto';
import { unknownName } from '../errors.ts';
import type { ScoreModel } from '../types.ts';
import { arith } from './arith.ts';
import { cosOnly } from './cos-only.ts';
import { entityGate } from './entity-gate.ts';
import { f1 } from './f1.ts';
import { lexOnly } from './lex-only.ts';
import { lexcap } from './lexcap.ts';
import { multisetGate } from './multiset-gate.ts';
import { numericsV2Model } from './numerics-v2.ts';
import { v1 } from './v1.ts';

/** Every registered score model; `v1` first (the default). */
export const SCORE_MODELS: readonly ScoreModel[] = [
  v1, arith, lexcap, cosOnly, lexOnly, f1, multisetGate, numericsV2Model, entityGate,
];

/** The default score model id. */
export const DEFAULT_SCORE_MODEL = 'v1';

/** The registered model with this id; throws VerityError `unknown-score-model` with near names. */
export function getScoreModel(id: string): ScoreModel {
  const model = SCORE_MODELS.find((m) => m.id === id);
  if (model === undefined) throw unknownName('score-model', id, SCORE_MODELS.map((m) => m.id));
  return model;
}

/** JSON with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** 16 hex chars of sha256 over the canonical JSON of every parameter except `id` and `description`. */
export function fingerprintScoreModel(model: ScoreModel): string {
  const { id: _id, description: _description, ...parameters } = model;
  return createHash('sha256').update(canonicalJson(parameters)).digest('hex').slice(0, 16);
}
