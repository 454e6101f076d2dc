import { describe, expect, it } from 'vitest';
import { numerics } from '../../engine/numerics.ts';
import { clamp01 } from '../../engine/fuse.ts';
import { numericGate } from '../../engine/scoreModels/parts/numeric.ts';
import { v1 } from '../../engine/scoreModels/v1.ts';
import { featureOf, type TextFeature } from '../../engine/textStore.ts';
import type { Embedder, Gate, ScoreModel } from '../../engine/types.ts';
import { createTestEmbedder } from '../testEmbedder.ts';
import { attackCorpus, SEEDS } from './fixtures.ts';
import { createAttackScorer, createAttackVectors } from './scorer.ts';
import { attackSeed } from './search.ts';
import { createSeedResolver } from './seeds.ts';
import type { AttackSettings } from './types.ts';

const corpus = attackCorpus();
const resolve = createSeedResolver(corpus);
const settings: AttackSettings = { budget: 40, beam: 2, maxEdits: 3, perOperator: 3, seed: 1 };

function seedOf(c: (typeof SEEDS)[keyof typeof SEEDS]) {
  const r = resolve(c);
  if ('invalid' in r) throw new Error(r.invalid);
  return r.seed;
}

async function attack(seed: (typeof SEEDS)[keyof typeof SEEDS], model: ScoreModel, embedder: Embedder = createTestEmbedder({ dims: 64 }), budget = settings.budget) {
  return attackSeed(seedOf(seed), createAttackScorer(model, createAttackVectors(embedder)), { ...settings, budget, corpus });
}

// Blind spot 1: the numeric gate reads no figure in a claim that writes `per cent` (a gap in its number reader).
const blindNumerics = {
  id: 'numerics-blind-per-cent',
  description: 'SPEC A3 numerics, except none at all in a text that writes "per cent"',
  extract: (tokens: readonly string[]) => (tokens.some((t, i) => t === 'per' && tokens[i + 1] === 'cent') ? [] : numerics(tokens)),
};
const blindGateModel: ScoreModel = { ...v1, id: 'planted-per-cent', gates: [numericGate({ numerics: blindNumerics })] };

// Blind spot 2: a gate that caps any claim saying `purchased` where its span says something else (a synonym it cannot see).
const PURCHASED: TextFeature<boolean> = { id: 'says-purchased', compute: (text) => text.tokens.includes('purchased') };
const purchasedGate: Gate<{ spans: boolean[]; claim: boolean }, { spans: boolean[]; claim: boolean }> = {
  id: 'planted-purchased',
  kind: 'planted',
  description: 'caps the pair at 0.3 when the claim says purchased and the span does not',
  params: { cap: 0.3 },
  scope: 'pair',
  cap: 0.3,
  examples: [
    { claim: 'They purchased it.', span: 'They bought it.', trips: true },
    { claim: 'They bought it.', span: 'They bought it.', trips: false },
  ],
  preparePlan: (plan) => ({ spans: plan.truth.map((s) => featureOf(s.text, PURCHASED)), claim: false }),
  prepareClaim: (claim, _plan, state) => ({ ...state, claim: featureOf(claim, PURCHASED) }),
  trip: (state, k) => (state.claim && !state.spans[k] ? 1 : 0),
  apply: (value) => Math.min(clamp01(value), 0.3),
};
const synonymBlindModel: ScoreModel = { ...v1, id: 'planted-purchased', gates: [...v1.gates, purchasedGate] };

describe('attack search', () => {
  it('finds a planted blind spot of the numeric gate within its budget, and v1 holds under the same budget', async () => {
    const planted = await attack(SEEDS.numberSwap, blindGateModel);
    expect(planted.status).toBe('success');
    expect(planted.queries).toBeLessThanOrEqual(settings.budget);
    expect(planted.best!.text).toContain('1,600');
    expect(planted.best!.text).toMatch(/per cent/);
    expect(planted.best!.steps.map((s) => s.edit)).toContain('percent-format');
    expect(planted.best!.verdict).toBe('supported');
    const control = await attack(SEEDS.numberSwap, v1);
    expect(control.status).toBe('failure');
    expect(control.best!.score).toBeLessThanOrEqual(0.2);
  });

  it('finds a planted synonym blind spot of a supported claim (bought → purchased) within its budget', async () => {
    const planted = await attack(SEEDS.bought, synonymBlindModel);
    expect(planted.status).toBe('success');
    expect(planted.queries).toBeLessThanOrEqual(settings.budget);
    expect(planted.best!.text).toContain('purchased');
    expect(planted.best!.verdict).not.toBe('supported');
    expect((await attack(SEEDS.bought, v1)).status).toBe('failure');
  });

  it('never spends more than its budget, and the same seed gives the same outcome', async () => {
    for (const budget of [1, 2, 5, 13]) {
      const a = await attack(SEEDS.entitySwap, v1, createTestEmbedder({ dims: 64 }), budget);
      expect(a.queries).toBeLessThanOrEqual(budget);
      expect(JSON.stringify(await attack(SEEDS.entitySwap, v1, createTestEmbedder({ dims: 64 }), budget))).toBe(JSON.stringify(a));
    }
  });

  it('skips a seed the engine already gets wrong: its failure is the engine\'s, not the attack\'s', async () => {
    const lenient: ScoreModel = { ...v1, id: 'lenient', bands: { supported: 0.01, partial: 0.005 } };
    const skipped = await attack(SEEDS.entitySwap, lenient);
    expect(skipped.status).toBe('skipped');
    expect(skipped.queries).toBe(1);
    expect(skipped.reason).toMatch(/already supported/);
  });

  it('ends a seed `error` when the embedder fails (never a success or a failure), with secrets redacted', async () => {
    const failing: Embedder = {
      id: 'failing', dimensions: 8, fingerprint: 'failing',
      embed: async () => {
        throw new Error('embeddings: 503 from https://user:sk-secret-0042@example.invalid');
      },
    };
    const outcome = await attack(SEEDS.numberSwap, v1, failing);
    expect(outcome.status).toBe('error');
    expect(outcome.best).toBeUndefined();
    expect(outcome.reason).toMatch(/^attack: seed number-swap-0001: embeddings: 503/);
    expect(outcome.reason).not.toContain('sk-secret-0042');
  });
});
