import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markTopM, resolveMarkerIndex } from './candidates.ts';
import { prepareClaim, preparePlan, scoreClaim, scorePair, type PairScore } from './match.ts';
import { numericTokenArb, spanCaseArb, spansOf, tokensArb, vectorArb } from './properties/arbitraries.ts';
import { SCORE_MODELS } from './scoreModels/registry.ts';
import { cosineFromParts, dot, squaredNorm } from './vector.ts';
import { v1 } from './scoreModels/v1.ts';
import type { EvidenceSpan, ScoreModel } from './types.ts';

const vec = (...xs: number[]) => new Float32Array(xs);
const score = (
  spans: EvidenceSpan[],
  vectors: Float32Array[],
  claim: { text: string; citedMarkers?: string[] },
  claimVector = vec(1, 0),
  model: ScoreModel = v1,
) => scoreClaim(claim, claimVector, vectors, preparePlan(spans, model), model);

describe('scoreClaim (SPEC A5)', () => {
  it('supports "5 March 2026" from a span saying 2026-03-05', () => {
    const spans = [{ id: 'e1', text: 'The bridge opened on 2026-03-05 after two years of work.' }];
    const result = score(spans, [vec(1, 0)], { text: 'The bridge opened on 5 March 2026.' });
    expect(result.numericGated).toBe(false);
    expect(result.bestSpanId).toBe('e1');
    expect(result.cos).toBe(1);
  });

  it('gates a claim with two numbers when the span confirms only one', () => {
    const spans = [{ id: 'e1', text: 'The fleet had 12 boats.' }];
    const result = score(spans, [vec(1, 0)], { text: 'The fleet had 12 boats and 40 crew.' });
    expect(result.numericGated).toBe(true);
    expect(result.score).toBeLessThanOrEqual(0.2);
    expect(result.verdict).toBe('unsupported');
  });

  it('keeps the first span in plan order on tied scores', () => {
    const spans = [
      { id: 'x', text: 'Unrelated words here.' },
      { id: 'a', text: 'Rivers flow to the sea.' },
      { id: 'b', text: 'Rivers flow to the sea.' },
    ];
    const result = score(spans, [vec(0, 1), vec(1, 0), vec(1, 0)], { text: 'Rivers flow to the sea.' });
    expect(result.bestSpanId).toBe('a');
    expect(result.bestSpanIndex).toBe(1);
    expect(result.score).toBe(1);
    expect(result.verdict).toBe('supported');
  });

  it('never lets a cache span support a claim, count for IDF or take a marker', () => {
    const truth = { id: 't', text: 'Completely different evidence.' };
    const cache = { id: 'c', text: 'Rivers flow to the sea.', class: 'cache' as const };
    const result = score([cache, truth], [vec(1, 0), vec(0, 1)], { text: 'Rivers flow to the sea.', citedMarkers: ['S1'] });
    expect(result.bestSpanId).toBe('t');
    expect(result.bestSpanIndex).toBe(1);
    expect(result.lex).toBe(0);
    expect(result.verdict).toBe('unsupported');
    const withoutCache = score([truth], [vec(0, 1)], { text: 'Rivers flow to the sea.', citedMarkers: ['S1'] });
    expect({ ...result, bestSpanIndex: 0 }).toEqual(withoutCache);
  });

  it('considers cited spans ∪ top-m by cosine and records unknown markers', () => {
    const spans = Array.from({ length: 12 }, (_, i) => ({ id: `e${i}`, text: `Span number ${i} text.` }));
    const vectors = spans.map((_, i) => vec(Math.cos(i / 10), Math.sin(i / 10)));
    const result = score(spans, vectors, { text: 'Span number eleven.', citedMarkers: ['S12', 'S99', 'bogus', 'S12'] });
    expect(result.candidatesConsidered).toBe(9);
    expect(result.unknownMarkers).toEqual(['S99', 'bogus']);
    const uncited = score(spans, vectors, { text: 'Span number eleven.' });
    expect(uncited.candidatesConsidered).toBe(8);
  });

  it('ranks top-m by raw cosine with ties in plan order and NaN last', () => {
    const spans = Array.from({ length: 10 }, (_, i) => ({ id: `e${i}`, text: `words ${i}` }));
    const vectors = spans.map((_, i) => (i < 2 ? vec(NaN, 0) : vec(1, 0)));
    const model = { ...v1, candidatesM: 1 };
    const result = score(spans, vectors, { text: 'words 5' }, vec(1, 0), model);
    expect(result.candidatesConsidered).toBe(1);
    expect(result.bestSpanId).toBe('e2');
  });

  it('reports evidence_redacted when the best span carries a masked range', () => {
    const spans = [{ id: 'e1', text: 'Alice lives in ████.', masked: [[15, 19]] as Array<[number, number]> }];
    const result = score(spans, [vec(1, 0)], { text: 'Alice lives in ████.' });
    expect(result.verdict).toBe('evidence_redacted');
    expect(result.bestSpanId).toBe('e1');
  });

  it('gives unsupported, score 0 and no best span when the plan has no truth spans', () => {
    const result = score([{ id: 'c', text: 'x', class: 'cache' }], [vec(1, 0)], { text: 'x', citedMarkers: ['S1'] });
    expect(result).toMatchObject({ verdict: 'unsupported', score: 0, bestSpanId: null, bestSpanIndex: -1 });
    expect(result.unknownMarkers).toEqual(['S1']);
  });

  it('recomputes a span norm when a different vector object is passed for the same plan', () => {
    const plan = preparePlan([{ id: 'a', text: 'alpha' }], v1);
    const first = scoreClaim({ text: 'alpha' }, vec(1, 0), [vec(2, 0)], plan, v1);
    const second = scoreClaim({ text: 'alpha' }, vec(1, 0), [vec(0, 5)], plan, v1);
    expect([first.cos, second.cos]).toEqual([1, 0]);
  });

  it('resolves S-markers to 1-based truth order', () => {
    const plan = preparePlan([{ id: 'c', text: 'c', class: 'cache' }, { id: 'a', text: 'a' }, { id: 'b', text: 'b' }], v1);
    expect(['S1', '[S2]', 'S3', 'S0'].map((m) => resolveMarkerIndex(m, plan.truth.length))).toEqual([0, 1, -1, -1]);
  });
});

describe('pairs skipped because they cannot win', () => {
  it('still finds a later span that beats the first by a few percent (the fusion bound must not cut it)', () => {
    const spans = [
      { id: 'near', text: 'Alpha beta gamma delta epsilon zeta eta rivers.' },
      { id: 'best', text: 'Alpha beta gamma delta epsilon zeta eta theta rivers.' },
    ];
    const vectors = [0.8, 0.79].map((c) => vec(c, Math.sqrt(1 - c * c)));
    const text = 'Alpha beta gamma delta epsilon zeta eta theta.';
    const plan = preparePlan(spans, v1);
    const cosOf = (v: Float32Array) => cosineFromParts(dot(vec(1, 0), v), 1, squaredNorm(v));
    const [near, best] = [0, 1].map((k) => scorePair(prepareClaim(text, plan, v1), plan, k, cosOf(vectors[k]), v1).score);
    expect(best / near).toBeGreaterThan(1);
    expect(best / near).toBeLessThan(1.1);
    expect(score(spans, vectors, { text }, vec(1, 0))).toMatchObject({ bestSpanId: 'best', score: best });
  });

  it('still finds a later ungated span after a gated one scored at the cap', () => {
    const spans = [{ id: 'gated', text: 'It cost 5 pounds.' }, { id: 'right', text: 'It cost 6 pounds in all.' }];
    const result = score(spans, [vec(1, 0), vec(0.3, Math.sqrt(1 - 0.09))], { text: 'It cost 6 pounds.' });
    expect(result).toMatchObject({ bestSpanId: 'right', numericGated: false });
    expect(result.score).toBeGreaterThan(0.2);
  });
});

describe('scoreClaim against a brute force over scorePair', () => {
  /** Cited ∪ top-m candidates and every candidate scored in full by scorePair (no pair skipped); ties keep plan order. */
  function bruteForce(spans: EvidenceSpan[], vectors: Float32Array[], text: string, cited: string[], claimVector: Float32Array, model: ScoreModel) {
    const plan = preparePlan(spans, model);
    const chosen = new Uint8Array(spans.length);
    for (const marker of cited) {
      const k = resolveMarkerIndex(marker, spans.length);
      if (k >= 0) chosen[k] = 1;
    }
    const cosines = Float64Array.from(vectors, (v) => cosineFromParts(dot(claimVector, v), squaredNorm(claimVector), squaredNorm(v)));
    markTopM(cosines, model.candidatesM, chosen);
    const prepared = prepareClaim(text, plan, model);
    let best: { id: string; cos: number; pair: PairScore } | null = null;
    for (let k = 0; k < spans.length; k++) {
      if (chosen[k] === 0) continue;
      const pair = scorePair(prepared, plan, k, cosines[k], model);
      if (best === null || pair.score > best.pair.score) best = { id: spans[k].id, cos: cosines[k], pair };
    }
    return best;
  }

  it.each(SCORE_MODELS.map((m) => [m.id, m] as const))('%s: same best span, score, cos, lex and gates', (_id, model) => {
    fc.assert(fc.property(
      fc.array(spanCaseArb(3), { minLength: 1, maxLength: 12 }), tokensArb(), fc.array(numericTokenArb, { maxLength: 2 }),
      fc.array(fc.integer({ min: 1, max: 12 }).map((k) => `S${k}`), { maxLength: 2 }), vectorArb(3),
      (cases, words, figures, cited, claimVector) => {
        const spans = spansOf(cases);
        const vectors = cases.map((c) => c.vector);
        const text = [...words, ...figures].join(' ');
        const got = scoreClaim({ text, citedMarkers: cited }, claimVector, vectors, preparePlan(spans, model), model);
        const expected = bruteForce(spans, vectors, text, cited, claimVector, model);
        if (expected === null) return got.bestSpanId === null;
        const { score, lex, numericGated, entityGated, gatesTripped } = expected.pair;
        expect([got.bestSpanId, got.score, got.cos, got.lex, got.numericGated, got.entityGated, got.gatesTripped])
          .toEqual([expected.id, score, expected.cos, lex, numericGated, entityGated, gatesTripped]);
        return true;
      }), { numRuns: 150, seed: 23 });
  });
});
