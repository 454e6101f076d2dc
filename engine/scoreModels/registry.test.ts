import { describe, expect, it } from 'vitest';
import { VerityError } from '../errors.ts';
import { legacyRecord, partsRecord } from './fingerprint.ts';
import { entityGate } from './parts/entity.ts';
import { numericGate } from './parts/numeric.ts';
import { SCORE_MODELS, canonicalJson, fingerprintScoreModel, getScoreModel } from './registry.ts';
import { v1 } from './v1.ts';
import { withBeta } from './withBeta.ts';

describe('score-model registry (SPEC A10)', () => {
  it('holds v1 exactly as SPEC A2–A5, recorded in the flat parameter form its pinned fingerprint was made from', () => {
    const model = getScoreModel('v1');
    expect(model.lexical.id).toBe('coverage');
    expect(model.gates.map((g) => [g.id, g.scope, g.params])).toEqual([
      ['numeric', 'pair', { numerics: 'numerics-v1', semantics: 'set', cap: 0.2, scope: 'pair' }],
    ]);
    expect([model.fusion.id, model.fusion.params]).toEqual(['geometric', { beta: 0.65 }]);
    expect(legacyRecord(model)).toEqual({
      fusion: 'geometric', beta: 0.65, lexical: 'coverage', numerics: 'v1', gate: 'set', gateScope: 'pair',
      gateCap: 0.2, entityGate: false, bands: { supported: 0.7, partial: 0.5 }, candidatesM: 8,
    });
    expect(fingerprintScoreModel(model)).toBe('df954c1e2001c545');
  });

  it('lists every research variant once, each with a distinct fingerprint', () => {
    const ids = SCORE_MODELS.map((m) => m.id);
    expect(ids).toEqual([
      'v1', 'arith', 'lexcap', 'cos-only', 'lex-only', 'f1', 'multiset-gate', 'numerics-v2', 'entity-gate',
      'quantities', 'numeric-plan', 'soft-lex', 'polarity-gate', 'role-gate', 'entity-soft', 'v2-candidate',
      'entity-soft-2', 'v2-candidate-2',
    ]);
    expect(new Set(SCORE_MODELS.map(fingerprintScoreModel)).size).toBe(SCORE_MODELS.length);
  });

  it('fingerprints parameters only, independent of key order, id and description', () => {
    const fp = fingerprintScoreModel(v1);
    expect(fp).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintScoreModel({ ...v1, id: 'renamed', description: 'x' })).toBe(fp);
    const reordered = Object.fromEntries(Object.entries(v1).reverse()) as typeof v1;
    expect(fingerprintScoreModel({ ...reordered, bands: { partial: 0.5, supported: 0.7 } })).toBe(fp);
    expect(fingerprintScoreModel({ ...v1, gates: [numericGate({ cap: 0.25 })] })).not.toBe(fp);
    expect(fingerprintScoreModel(withBeta(v1, 0.6))).not.toBe(fp);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('records a model outside the flat schema part by part, so every part parameter still counts', () => {
    const ungated = { ...v1, gates: [] };
    const twoCaps = { ...v1, gates: [...v1.gates, entityGate({ cap: 0.3 })] };
    const twice = { ...v1, gates: [...v1.gates, ...v1.gates] };
    for (const model of [ungated, twoCaps, twice]) {
      expect(legacyRecord(model)).toBeNull();
      expect(partsRecord(model)).toMatchObject({ schema: 'parts-1' });
    }
    const fingerprints = [v1, ungated, twoCaps, twice, { ...twoCaps, gates: [...v1.gates, entityGate({ cap: 0.35 })] }]
      .map(fingerprintScoreModel);
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });

  it('gives the `derived` name rule new ids that differ from entity-soft and v2-candidate in that rule alone', () => {
    for (const [old, next] of [['entity-soft', 'entity-soft-2'], ['v2-candidate', 'v2-candidate-2']]) {
      const [before, after] = [getScoreModel(old), getScoreModel(next)];
      const strip = (record: Record<string, unknown>) => JSON.parse(canonicalJson(record).replace(/,"sameName":\{[^}]*\}/, ''));
      expect(strip(partsRecord(after))).toEqual(partsRecord(before));
      expect(partsRecord(after).gates).toContainEqual(expect.objectContaining({ params: expect.objectContaining({ sameName: expect.objectContaining({ rule: 'derived' }) }) }));
      expect(fingerprintScoreModel(after)).not.toBe(fingerprintScoreModel(before));
    }
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

describe('withBeta', () => {
  it('moves a free β, keeps the model when β is unchanged, and refuses a fixed β with a typed error', () => {
    expect(withBeta(v1, 0.65)).toBe(v1);
    expect(withBeta(v1, 0.5).fusion).toMatchObject({ id: 'geometric', beta: 0.5, params: { beta: 0.5 } });
    const cosOnly = getScoreModel('cos-only');
    expect(withBeta(cosOnly, 1)).toBe(cosOnly);
    expect(() => withBeta(cosOnly, 0.5)).toThrow(/cos-only's fusion 'cos-only' has a fixed β \(1\)/);
  });
});
