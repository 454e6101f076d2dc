import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCORE_MODELS } from '../engine/scoreModels/registry.ts';
import { digestModel, digestResults, embedDefaultSuite, scoreTuple, type EmbeddedDefaultSuite } from './scoreDigest.ts';
import { caseResult } from './testFixtures.ts';

/**
 * Per-model digests of every case's (score, verdict, best span, cos, lex, gate bits) over the default suite on the
 * builtin embedder, recorded before the score models were re-expressed as parts: a refactor of the matcher must keep
 * every one bit-identical. A deliberate change of a model's output comes with a new model id, never a new digest here.
 */
const PINNED_DIGESTS: Record<string, string> = {
  v1: '95ebcdc56a987ae7',
  arith: 'e46fd9806bb50b56',
  lexcap: 'fd9e58bb2b8c971a',
  'cos-only': '35efb79fac509258',
  'lex-only': 'f690bd4411d0ec19',
  f1: 'c79d6aa50f35051f',
  'multiset-gate': '95ebcdc56a987ae7',
  'numerics-v2': '912be59a75ad095f',
  'entity-gate': '9becf10f56e2aa1b',
  // Models built from parts after the refactor, pinned when they were added (role-gate never trips on this suite).
  quantities: 'c6fe05e3e84da5e4',
  'numeric-plan': '6b3f5c67ec0a2219',
  'soft-lex': 'ac5de7e57e4fdc41',
  'polarity-gate': '0c4676d91cbea898',
  'role-gate': '95ebcdc56a987ae7',
  'entity-soft': '3d6b00667f1e609d',
  'v2-candidate': '5de92b08ed976f7e',
};

/** The default suite's cases and the builtin embedder the digests were recorded on. */
const RECORDED_ON = { casesHash: '6a069493b291d519', embedFingerprint: 'de3aba950d212620' };

describe('score digests over the default suite', () => {
  let suite: EmbeddedDefaultSuite;
  beforeAll(async () => {
    suite = await embedDefaultSuite();
  }, 120_000);

  it('runs on the cases and embedder the digests were recorded on', () => {
    const baseline = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'baselines', 'v1.json'), 'utf8'));
    expect(suite.cases).toHaveLength(2100);
    expect({ casesHash: suite.casesHash, embedFingerprint: suite.embedFingerprint }).toEqual(RECORDED_ON);
    expect(baseline.cases_hash).toBe(RECORDED_ON.casesHash);
  });

  it.each(Object.keys(PINNED_DIGESTS))('%s scores every case bit-identically to its pinned digest', (id) => {
    const model = SCORE_MODELS.find((m) => m.id === id)!;
    expect(digestModel(suite, model)).toBe(PINNED_DIGESTS[id]);
  });

  it('every registered model that predates parts is pinned', () => {
    const pinned = SCORE_MODELS.filter((m) => PINNED_DIGESTS[m.id] !== undefined).map((m) => m.id);
    expect(pinned).toEqual(Object.keys(PINNED_DIGESTS));
  });
});

describe('digestResults', () => {
  it('changes when one score moves by one ulp, a gate bit flips or a best span changes', () => {
    const base = [caseResult({ id: 'a', score: 0.5 }), caseResult({ id: 'b', score: 0.25 })];
    const digest = digestResults(base);
    const oneUlpAbove = 0.25 + Number.EPSILON / 4;
    expect(oneUlpAbove).not.toBe(0.25);
    const variants = [
      [base[0], { ...base[1], score: oneUlpAbove }],
      [base[0], { ...base[1], numeric_gated: true }],
      [base[0], { ...base[1], entity_gated: true }],
      [{ ...base[0], best_span: 'e2' }, base[1]],
      [{ ...base[0], lex: -0 }, base[1]],
    ];
    for (const v of variants) expect(digestResults(v)).not.toBe(digest);
    expect(scoreTuple({ ...base[0], score: -0 })).not.toBe(scoreTuple({ ...base[0], score: 0 }));
  });
});
