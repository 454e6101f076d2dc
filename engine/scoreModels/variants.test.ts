import { describe, expect, it } from 'vitest';
import { preparePlan, scoreClaim } from '../match.ts';
import type { ClaimScore } from '../types.ts';
import { getScoreModel } from './registry.ts';

/** Scores `claim` against one span under a model, the pair's cosine fixed at `cos`. */
function scoreOne(modelId: string, claim: string, span: string, cos = 0.98): ClaimScore {
  const model = getScoreModel(modelId);
  const a = new Float32Array([1, 0]);
  const b = new Float32Array([cos, Math.sqrt(1 - cos * cos)]);
  return scoreClaim({ text: claim }, a, [b], preparePlan([{ id: 'e1', text: span }], model), model);
}

describe('multiset-gate: cases v1 gets wrong', () => {
  it('"7 June" does not cover a swapped "7 July" when 7 is also the day', () => {
    const span = 'The festival opened on 7 June 2025 in Leeds.';
    const claim = 'The festival opened on 7 July 2025 in Leeds.';
    expect(scoreOne('v1', claim, span)).toMatchObject({ numericGated: false, verdict: 'supported' });
    expect(scoreOne('multiset-gate', claim, span)).toMatchObject({ numericGated: true, verdict: 'unsupported' });
  });

  it('"7-6 6-4" does not cover a swapped "7-6 7-4" score line', () => {
    const span = 'Murray won the final 7-6 6-4.';
    const claim = 'Murray won the final 7-6 7-4.';
    expect(scoreOne('v1', claim, span)).toMatchObject({ numericGated: false, verdict: 'supported' });
    expect(scoreOne('multiset-gate', claim, span)).toMatchObject({ numericGated: true, verdict: 'unsupported' });
  });

  it('still supports a claim whose repeated numbers are all in the span', () => {
    const text = 'The festival opened on 7 July 2025 in Leeds.';
    expect(scoreOne('multiset-gate', text, text, 1)).toMatchObject({ numericGated: false, verdict: 'supported', score: 1 });
  });
});

describe('numerics-v2: cases v1 gets wrong', () => {
  it('catches a swapped amount written with a scale suffix ($1.35bn → $1.45bn)', () => {
    const span = 'The company raised $1.35bn in its latest round.';
    const claim = 'The company raised $1.45bn in its latest round.';
    expect(scoreOne('v1', claim, span).numericGated).toBe(false);
    expect(scoreOne('numerics-v2', claim, span)).toMatchObject({ numericGated: true, verdict: 'unsupported' });
  });

  it('supports a scale-word paraphrase of a grouped figure (2.5 million = 2,500,000)', () => {
    const span = 'The city had 2,500,000 residents in 2020.';
    const claim = 'The city had 2.5 million residents in 2020.';
    expect(scoreOne('v1', claim, span, 0.99)).toMatchObject({ numericGated: true, verdict: 'unsupported' });
    expect(scoreOne('numerics-v2', claim, span, 0.99)).toMatchObject({ numericGated: false, verdict: 'supported' });
  });

  it('reads ordinals, so a swapped "8th of June" is caught', () => {
    const span = 'The treaty was signed on the 5th of June.';
    const claim = 'The treaty was signed on the 8th of June.';
    expect(scoreOne('v1', claim, span).numericGated).toBe(false);
    expect(scoreOne('numerics-v2', claim, span)).toMatchObject({ numericGated: true, verdict: 'unsupported' });
  });

  it('equates 1.1m with 1.1 million', () => {
    const claim = 'Sales reached 1.1m units.';
    expect(scoreOne('numerics-v2', claim, 'Sales reached 1.1 million units.').numericGated).toBe(false);
    expect(scoreOne('numerics-v2', claim, 'Sales reached 1.2 million units.').numericGated).toBe(true);
  });
});

describe('entity-gate', () => {
  it('caps a claim whose proper name is absent from the span (the v1 entity-swap limit)', () => {
    const span = 'Pierre Curie discovered polonium in 1898 in Paris.';
    const claim = 'Marie Curie discovered polonium in 1898 in Paris.';
    expect(scoreOne('v1', claim, span)).toMatchObject({ entityGated: false, verdict: 'supported' });
    expect(scoreOne('entity-gate', claim, span)).toMatchObject({ entityGated: true, verdict: 'unsupported' });
    expect(scoreOne('entity-gate', 'Polonium was found in Paris in 1898.', span)).toMatchObject({ entityGated: false });
  });
});

describe('fusion and lexical variants', () => {
  const span = 'The bridge opened on 5 March 2026 after two years of work.';
  const swapped = 'The bridge opened on 6 March 2026 after two years of work.';

  it('lexcap lets a wrong figure in a near-verbatim claim read partial; v1 caps it to unsupported', () => {
    expect(scoreOne('v1', swapped, span, 1)).toMatchObject({ score: 0.2, verdict: 'unsupported', numericGated: true });
    const lexcap = scoreOne('lexcap', swapped, span, 1);
    expect(lexcap.score).toBeCloseTo(0.2 ** 0.35, 12);
    expect(lexcap.verdict).toBe('partial');
  });

  it('arith, cos-only and lex-only combine the same pair as their formulas say', () => {
    const claim = 'The bridge opened after work.';
    const { cos, lex } = scoreOne('v1', claim, span, 0.6);
    expect(scoreOne('arith', claim, span, 0.6).score).toBeCloseTo(0.65 * cos + 0.35 * lex, 12);
    expect(scoreOne('cos-only', claim, span, 0.6).score).toBeCloseTo(0.6, 6);
    expect(scoreOne('lex-only', claim, span, 0.6).score).toBe(lex);
    expect(scoreOne('v1', claim, span, 0.6).score).toBeCloseTo(cos ** 0.65 * lex ** 0.35, 12);
  });

  it('f1 penalises the verbose span that coverage scores 1', () => {
    const claim = 'The bridge opened.';
    expect(scoreOne('v1', claim, span).lex).toBe(1);
    expect(scoreOne('f1', claim, span).lex).toBeLessThan(0.6);
  });
});
