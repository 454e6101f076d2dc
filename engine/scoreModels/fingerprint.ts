/**
 * Score-model fingerprints (SPEC A10): 16 hex chars of sha256 over the canonical JSON of everything but `id` and
 * `description`. A model is recorded part by part (id, scope, parameters); a model the pre-parts schema could express
 * (coverage or f1; geometric, arithmetic, cos-only or lex-only; one numeric gate, optionally followed by an entity
 * gate of the same cap) is recorded in exactly that schema's flat form, so fingerprints pinned in baselines stay valid.
 */
import { createHash } from 'node:crypto';
import type { Gate, ScoreModel, ScorePart } from '../types.ts';

/** JSON with object keys sorted at every level (undefined members dropped). */
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

const LEGACY_LEXICAL = new Set(['coverage', 'f1']);
const LEGACY_BETA: Record<string, number | 'param'> = { geometric: 'param', arithmetic: 'param', 'cos-only': 1, 'lex-only': 0 };
const LEGACY_NUMERICS: Record<string, string> = { 'numerics-v1': 'v1', 'numerics-v2': 'v2' };

function hasParams(part: ScorePart, keys: readonly string[]): boolean {
  const own = Object.keys(part.params).sort();
  return own.length === keys.length && [...keys].sort().every((k, i) => own[i] === k);
}

function legacyBeta(model: ScoreModel): number | null {
  const rule = LEGACY_BETA[model.fusion.id];
  if (rule === undefined) return null;
  if (rule !== 'param') return hasParams(model.fusion, []) ? rule : null;
  const beta = model.fusion.params.beta;
  return hasParams(model.fusion, ['beta']) && typeof beta === 'number' ? beta : null;
}

/** The numeric gate's legacy fields, or null when it is not one the flat schema knew. */
function legacyNumeric(gate: Gate | undefined): Record<string, unknown> | null {
  if (gate?.id !== 'numeric' || !hasParams(gate, ['numerics', 'semantics', 'cap', 'scope'])) return null;
  const { numerics, semantics, cap, scope } = gate.params;
  const kind = LEGACY_NUMERICS[String(numerics)];
  if (kind === undefined || (semantics !== 'set' && semantics !== 'multiset') || typeof cap !== 'number') return null;
  if (scope !== gate.scope) return null;
  return { numerics: kind, gate: semantics, gateScope: scope, gateCap: cap };
}

/** The flat record of the pre-parts schema, or null when the model is outside what it could express. */
export function legacyRecord(model: ScoreModel): Record<string, unknown> | null {
  const beta = legacyBeta(model);
  const numeric = legacyNumeric(model.gates[0]);
  if (beta === null || numeric === null || !LEGACY_LEXICAL.has(model.lexical.id) || !hasParams(model.lexical, [])) return null;
  const entity = model.gates[1];
  if (model.gates.length > 2) return null;
  if (entity !== undefined && (entity.id !== 'entity' || entity.scope !== 'pair' || !hasParams(entity, ['cap']) ||
    entity.params.cap !== numeric.gateCap)) return null;
  return {
    fusion: model.fusion.id, beta, lexical: model.lexical.id, ...numeric, entityGate: entity !== undefined,
    bands: model.bands, candidatesM: model.candidatesM,
  };
}

/** The part-wise record of a model. */
export function partsRecord(model: ScoreModel): Record<string, unknown> {
  return {
    schema: 'parts-1',
    lexical: { id: model.lexical.id, params: model.lexical.params },
    gates: model.gates.map((g) => ({ id: g.id, scope: g.scope, params: g.params })),
    fusion: { id: model.fusion.id, params: model.fusion.params },
    bands: model.bands,
    candidatesM: model.candidatesM,
  };
}

/** 16 hex chars of sha256 over the canonical JSON of the model's record (legacy form when it has one). */
export function fingerprintScoreModel(model: ScoreModel): string {
  const record = legacyRecord(model) ?? partsRecord(model);
  return createHash('sha256').update(canonicalJson(record)).digest('hex').slice(0, 16);
}
