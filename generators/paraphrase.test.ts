/**
 * The `paraphrase` generator's part paraphrases (full repertoire): a rewording of a trimmed reading of the span, the
 * reading recorded and proven, every figure of the span kept; drawn on composition and part in the hand-written shares.
 */
import { describe, expect, it } from 'vitest';
import { corpusView, loadCorpus } from '../datasets/corpus.ts';
import { numerics } from '../engine/numerics.ts';
import { createRng } from '../engine/rng.ts';
import { tokenize } from '../engine/tokens.ts';
import { keepingOrder, mostReworded, paraphrase, withOneRecomposed } from './paraphrase.ts';
import { readingProblems } from './recast.ts';
import { HANDWRITTEN_PARAPHRASE_SHARES, composedBalanceKind, keepsPart, recomposes } from './recastDraw.ts';
import { loadHandwritten } from '../datasets/handwritten.ts';

const corpus = corpusView(loadCorpus());
const sorted = (text: string) => numerics(tokenize(text)).sort();

describe('paraphrase generator: part of a sentence restated', () => {
  const passages = corpus.passages.slice(0, 80);
  const full = passages.flatMap((p) => paraphrase.generate(p, corpus, createRng(1).fork(p.id), { repertoire: 'full' }).map((c) => ({ c, p })));
  const parts = full.filter(({ c }) => c.reading !== undefined);

  it('rewords trimmed readings, proven step by step, keeping every figure of the span, each passing the check', () => {
    expect(parts.length).toBeGreaterThan(5);
    for (const { c, p } of parts) {
      expect(c.reading!.every((s) => s.edit.startsWith('trim-')), c.claim).toBe(true);
      expect(readingProblems(c.reading!, p, c.sourceSpan), c.claim).toEqual([]);
      expect(sorted(c.claim), c.claim).toEqual(sorted(p.spans.find((s) => s.id === c.sourceSpan)!.text));
      expect(c.edits?.slice(-c.reading!.length), c.claim).toEqual(c.reading!.map((s) => s.edit));
      expect(paraphrase.check!(c, p, corpus), c.claim).toEqual([]);
    }
  });

  it('classic output records no reading; the draw weighs composition, then part, in the hand-written shares', () => {
    const classic = passages.flatMap((p) => paraphrase.generate(p, corpus, createRng(1).fork(p.id), { repertoire: 'classic' }));
    expect(classic.every((c) => c.reading === undefined)).toBe(true);
    expect(paraphrase.balanceKind).toBe(composedBalanceKind);
    const hand = loadHandwritten().filter((c) => c.class === 'paraphrase');
    const recomposed = hand.filter(recomposes);
    const single = hand.filter((c) => !recomposes(c));
    const { recomposed: share, part } = HANDWRITTEN_PARAPHRASE_SHARES;
    expect([recomposed.length / hand.length, recomposed.filter(keepsPart).length / recomposed.length, single.filter(keepsPart).length / single.length]).toEqual([share, part.recomposed, part.single]);
    expect(['recomposed', 'single'].map((k) => paraphrase.balanceShare!(k, 0, []))).toEqual([share, 1 - share]);
    expect(['part', 'whole'].map((k) => paraphrase.balanceShare!(k, 1, ['recomposed']))).toEqual([part.recomposed, 1 - part.recomposed]);
    expect(['part', 'whole'].map((k) => paraphrase.balanceShare!(k, 1, ['single']))).toEqual([part.single, 1 - part.single]);
    expect(paraphrase.balanceShare!('thesaurus', 2, ['single', 'whole'])).toBeUndefined();
  });
});

describe('paraphrase generator: which whole paraphrases are kept', () => {
  it('keeps besides them the attempt with fewest words from the span, only when it is recomposed (under 3/5)', () => {
    const a = (i: number, from: number) => ({ i, from });
    expect(mostReworded([a(0, 0.7), a(1, 0.55), a(2, 0.4), a(3, 0.4)])).toEqual([a(2, 0.4)]);
    expect(mostReworded([a(0, 0.6), a(1, 0.9)])).toEqual([]);
    expect(mostReworded([])).toEqual([]);
  });

  it('keeps one recomposed rewording a span at most: two kept ones give the first, none kept brings the most reworded', () => {
    const a = (i: number, from: number) => ({ i, from });
    expect(withOneRecomposed([a(0, 0.5), a(1, 0.4)], [a(2, 0.3)])).toEqual([a(0, 0.5)]);
    expect(withOneRecomposed([a(0, 0.9), a(1, 0.4)], [a(2, 0.3)])).toEqual([a(0, 0.9), a(1, 0.4)]);
    expect(withOneRecomposed([a(0, 0.9), a(1, 0.8)], [a(2, 0.5), a(3, 0.3)])).toEqual([a(0, 0.9), a(1, 0.8), a(3, 0.3)]);
    expect(withOneRecomposed([a(0, 0.9)], [a(2, 0.7)])).toEqual([a(0, 0.9)]);
  });

  it('keeps first those within the hard Jaccard that keep most of the span, then the most reworded of the rest', () => {
    const a = (i: number, overlap: number, cov: number) => ({ i, overlap, cov });
    // In tier (≤ 0.64): 1, 2, 4 by coverage, ties in attempt order; out of tier: 3 (0.7) before 0 (0.9).
    const order = keepingOrder([a(0, 0.9, 0.99), a(1, 0.5, 0.6), a(2, 0.6, 0.8), a(3, 0.7, 0.95), a(4, 0.4, 0.6)], (x) => x.cov);
    expect(order.map((x) => x.i)).toEqual([2, 1, 4, 3, 0]);
    // Coverage is asked only of the attempts in the tier.
    const asked: number[] = [];
    keepingOrder([a(0, 0.9, 1), a(1, 0.5, 1)], (x) => (asked.push(x.i), x.cov));
    expect(asked).toEqual([1]);
  });
});
