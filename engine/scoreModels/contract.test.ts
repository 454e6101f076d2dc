import { describe, expect, it } from 'vitest';
import { bandScore } from '../bands.ts';
import { preparePlan, scoreClaim } from '../match.ts';
import type { EvidenceSpan, ScoreModel } from '../types.ts';
import { SCORE_MODELS, fingerprintScoreModel } from './registry.ts';

/** Fingerprints pinned per id: changing a model's parameters must come with a new id (SPEC A10). */
const PINNED_FINGERPRINTS: Record<string, string> = {
  v1: 'df954c1e2001c545',
  arith: '283e175c9ff510c7',
  lexcap: 'c16e5459d0f2061e',
  'cos-only': '4a0ef8dff4d066b8',
  'lex-only': '333cfacded1dd808',
  f1: 'e9306bf3ddd2b584',
  'multiset-gate': '44bae6df253e4463',
  'numerics-v2': '078f7f84cea6ec0c',
  'entity-gate': '6db5706ab73b34ac',
  quantities: 'a062d571d52d9a58',
  'numeric-plan': 'dfe6e9eddefe9441',
  'soft-lex': '4a774d5200a75438',
  'polarity-gate': '4cb6abeb6eaf8489',
  'role-gate': 'c5e28a56f1b39fb7',
  'entity-soft': 'c47f5fed1700e6d1',
  'v2-candidate': 'ab0cb6d55cd52f53',
  // The soft entity penalty's `derived` name rule (`Johnson` is not `John`) under new ids; the two above keep `prefix`.
  'entity-soft-2': '835d433eb9fc5670',
  'v2-candidate-2': 'f9fd8c4ffb4988ad',
};

const SPANS: EvidenceSpan[] = [
  { id: 'c1', text: 'The bridge opened on 5 March 2026.', class: 'cache' },
  { id: 'e1', text: 'The bridge over the Tyne opened on 5 March 2026 after two years of work.' },
  { id: 'e2', text: 'It cost 500 million pounds, paid by the city.' },
  { id: 'e3', text: 'Gateshead council approved the design in 2021.', masked: [[0, 9]] },
];
const unit = (angle: number) => new Float32Array([Math.cos(angle), Math.sin(angle), 0]);
const VECTORS = [unit(0), unit(0.1), unit(0.5), unit(1.2)];
const CLAIMS = [
  { text: 'The bridge over the Tyne opened on 5 March 2026 after two years of work.', citedMarkers: ['S1'] },
  { text: 'It cost 600 million pounds.', citedMarkers: ['S2', 'S7'] },
  { text: 'Penguins live in Antarctica.' },
  { text: 'Gateshead council approved the design in 2021.' },
  { text: '' },
];

describe.each(SCORE_MODELS.map((m) => [m.id, m] as const))('score-model contract: %s', (_id, model: ScoreModel) => {
  const run = () => {
    const plan = preparePlan(SPANS, model);
    return CLAIMS.map((c, i) => scoreClaim(c, unit(0.05 + i * 0.2), VECTORS, plan, model));
  };

  it('has a kebab-case id, a description, in-range parameters and its pinned fingerprint', () => {
    expect(model.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(model.description.length).toBeGreaterThan(10);
    expect(model.fusion.beta).toBeGreaterThanOrEqual(0);
    expect(model.fusion.beta).toBeLessThanOrEqual(1);
    for (const gate of model.gates) {
      expect(gate.cap ?? 0).toBeGreaterThanOrEqual(0);
      expect(gate.cap ?? 0).toBeLessThan(model.bands.partial);
    }
    expect(model.bands.partial).toBeLessThanOrEqual(model.bands.supported);
    expect(Number.isInteger(model.candidatesM) && model.candidatesM >= 1).toBe(true);
    expect(fingerprintScoreModel(model)).toBe(PINNED_FINGERPRINTS[model.id]);
  });

  it('scores deterministically, in [0, 1], with verdicts from its bands', () => {
    const first = run();
    expect(run()).toEqual(first);
    for (const s of first) {
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(1);
      expect(s.lex).toBeGreaterThanOrEqual(0);
      expect(s.lex).toBeLessThanOrEqual(1);
      if (s.bestSpanId !== 'e3') expect(s.verdict).toBe(bandScore(s.score, model.bands));
      expect(s.bestSpanId).not.toBe('c1');
    }
  });

  it('supports a verbatim sentence, records unknown markers, and reports masked evidence', () => {
    const [verbatim, swapped, , masked, empty] = run();
    expect(verbatim).toMatchObject({ bestSpanId: 'e1', verdict: 'supported' });
    expect(swapped.unknownMarkers).toEqual(['S7']);
    expect(masked.verdict).toBe('evidence_redacted');
    expect(empty.lex).toBe(0);
  });

  it('calls a cache-only plan unsupported with score 0', () => {
    const plan = preparePlan([SPANS[0]], model);
    expect(scoreClaim(CLAIMS[0], unit(0), [unit(0)], plan, model)).toMatchObject({
      verdict: 'unsupported', score: 0, bestSpanId: null, candidatesConsidered: 0,
    });
  });
});
