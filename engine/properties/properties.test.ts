import { describe, expect, it } from 'vitest';
import { SCORE_MODELS, getScoreModel } from '../scoreModels/registry.ts';
import type { ScoreModel } from '../types.ts';
import { ENGINE_PROPERTIES, checkProperties, checkProperty } from './index.ts';

/** Invariants a registered variant breaks on purpose (reported, not hidden). */
const EXPECTED_VIOLATIONS: Record<string, string[]> = {
  lexcap: ['gate-caps-pair', 'claim-score-capped-when-gated'],
  f1: ['lex-append-never-lowers'],
};

describe('engine property library', () => {
  it('has unique kebab-case ids and covers the fuse, lex, gate and tokenizer invariants SPEC B3 names', () => {
    const ids = ENGINE_PROPERTIES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids.length).toBeGreaterThanOrEqual(18);
  });

  it('v1 satisfies every invariant', () => {
    const results = checkProperties(getScoreModel('v1'), { runs: 200, seed: 7 });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.every((r) => r.skipped === undefined)).toBe(true);
  });

  it.each(SCORE_MODELS.map((m) => [m.id, m] as const))('%s breaks exactly its documented invariants', (_id, model) => {
    const failed = checkProperties(model, { runs: 100, seed: 11 }).filter((r) => !r.ok).map((r) => r.id);
    expect(failed).toEqual(EXPECTED_VIOLATIONS[model.id] ?? []);
  });

  it('reports a shrunk counterexample with a seed and path that replay it', () => {
    const lexcap = getScoreModel('lexcap');
    const [result] = checkProperties(lexcap, { runs: 100, seed: 3, only: ['gate-caps-pair'] });
    expect(result.ok).toBe(false);
    expect(result.counterexample).toMatch(/"numeric"/);
    expect(result.path).toMatch(/^\d+(:\d+)*$/);
    const prop = ENGINE_PROPERTIES.find((p) => p.id === 'gate-caps-pair')!;
    const replay = checkProperty(prop, lexcap, { seed: result.seed, path: result.path });
    expect(replay.ok).toBe(false);
    expect(replay.counterexample).toBe(result.counterexample);
  });

  it('skips properties that do not concern a model, with the reason', () => {
    const ungated: ScoreModel = { ...getScoreModel('cos-only'), id: 'ungated', gates: [] };
    const results = checkProperties(ungated, { runs: 20 });
    const skipped = Object.fromEntries(results.filter((r) => r.skipped).map((r) => [r.id, r.skipped]));
    expect(Object.keys(skipped).sort()).toEqual([
      'claim-score-capped-when-gated', 'decimal-forms-canonicalise', 'fuse-beta-endpoints', 'gate-caps-pair',
      'gate-monotone-in-span-numerics', 'gate-needs-claim-numerics', 'gate-never-raises', 'iso-and-prose-dates-agree',
    ]);
    expect(skipped['fuse-beta-endpoints']).toBe("fusion 'cos-only' has a fixed β");
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const a = checkProperties(getScoreModel('f1'), { runs: 50, seed: 5 });
    const b = checkProperties(getScoreModel('f1'), { runs: 50, seed: 5 });
    expect(a).toEqual(b);
  });
});
