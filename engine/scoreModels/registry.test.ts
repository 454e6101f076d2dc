import { describe, expect, it } from 'vitest';
import { VerityError } from '../errors.ts';
import { SCORE_MODELS, canonicalJson, fingerprintScoreModel, getScoreModel } from './registry.ts';
import { v1 } from './v1.ts';

describe('score-model registry (SPEC A10)', () => {
  it('holds v1 exactly as SPEC A2–A5', () => {
    const { id, description: _d, ...parameters } = getScoreModel('v1');
    expect(id).toBe('v1');
    expect(parameters).toEqual({
      fusion: 'geometric', beta: 0.65, lexical: 'coverage', numerics: 'v1', gate: 'set', gateScope: 'pair',
      gateCap: 0.2, entityGate: false, bands: { supported: 0.7, partial: 0.5 }, candidatesM: 8,
    });
  });

  it('lists every research variant once, each with a distinct fingerprint', () => {
    const ids = SCORE_MODELS.map((m) => m.id);
    expect(ids).toEqual([
      'v1', 'arith', 'lexcap', 'cos-only', 'lex-only', 'f1', 'multiset-gate', 'numerics-v2', 'entity-gate',
    ]);
    expect(new Set(SCORE_MODELS.map(fingerprintScoreModel)).size).toBe(SCORE_MODELS.length);
  });

  it('fingerprints parameters only, independent of key order, id and description', () => {
    const fp = fingerprintScoreModel(v1);
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintScoreModel({ ...v1, id: 'renamed', description: 'x' })).toBe(fp);
    const reordered = Object.fromEntries(Object.entries(v1).reverse()) as typeof v1;
    expect(fingerprintScoreModel({ ...reordered, bands: { partial: 0.5, supported: 0.7 } })).toBe(fp);
    expect(fingerprintScoreModel({ ...v1, gateCap: 0.25 })).not.toBe(fp);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('rejects an unknown id with a typed error and a suggestion', () => {
    expect(() => getScoreModel('v2')).toThrow(VerityError);
    expect(() => getScoreModel('multiset_gate')).toThrow(/unknown id 'multiset_gate'.*Did you mean 'multiset-gate'/);
    try {
      getScoreModel('lexcapp');
    } catch (err) {
      expect((err as VerityError).code).toBe('unknown-score-model');
    }
  });
});
