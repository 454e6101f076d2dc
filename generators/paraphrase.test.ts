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
import { nearCopies } from './difficulty.ts';
import { readingProblems } from './recast.ts';
import { HANDWRITTEN_FORMAT_SHARES, composeParaphrase } from './text/recompose.ts';
import { HANDWRITTEN_PARAPHRASE_SHARES, composedBalanceKind, keepsPart, recomposes } from './recastDraw.ts';
import { loadHandwritten } from '../datasets/handwritten.ts';

const corpus = corpusView(loadCorpus());
const sorted = (text: string) => numerics(tokenize(text)).sort();

describe('paraphrase generator: part of a sentence restated', () => {
  const passages = corpus.passages.slice(0, 80);
  const full = passages.flatMap((p) => paraphrase.generate(p, corpus, createRng(1).fork(p.id), { repertoire: 'full' }).map((c) => ({ c, p })));
  const trimsOnly = (c: { reading?: Array<{ edit: string }> }) => c.reading!.every((s) => s.edit.startsWith('trim-'));
  const parts = full.filter(({ c }) => c.reading !== undefined && trimsOnly(c));
  const contexts = full.filter(({ c }) => c.reading !== undefined && !trimsOnly(c));

  it('rewords trimmed readings, proven step by step, keeping every figure of the span, each passing the check', () => {
    expect(parts.length).toBeGreaterThan(5);
    for (const { c, p } of parts) {
      expect(readingProblems(c.reading!, p, c.sourceSpan), c.claim).toEqual([]);
      expect(sorted(c.claim), c.claim).toEqual(sorted(p.spans.find((s) => s.id === c.sourceSpan)!.text));
      expect(c.edits?.slice(-c.reading!.length), c.claim).toEqual(c.reading!.map((s) => s.edit));
      expect(paraphrase.check!(c, p, corpus), c.claim).toEqual([]);
    }
  });

  it('rewords readings that name what the span leans on or carry another sentence, proven step by step, figures kept', () => {
    expect(contexts.length).toBeGreaterThan(5);
    for (const { c, p } of contexts) {
      expect(c.reading!.some((s) => /^(?:decontext|carry)-/.test(s.edit)), c.claim).toBe(true);
      expect(c.reading!.some((s) => s.edit.startsWith('reword-')), c.claim).toBe(true);
      expect(c.claim, c.claim).toBe(c.reading!.at(-1)!.text);
      expect(readingProblems(c.reading!, p, c.sourceSpan), c.claim).toEqual([]);
      expect(sorted(c.claim), c.claim).toEqual(sorted(p.spans.find((s) => s.id === c.sourceSpan)!.text));
      expect(paraphrase.check!(c, p, corpus), c.claim).toEqual([]);
    }
    // A carry is set into the reworded text, never reworded after it: no clause moves off its name.
    expect(contexts.some(({ c }) => c.reading!.at(-1)!.edit.startsWith('carry-'))).toBe(true);
  });

  it('refuses a context paraphrase with a step of another kind, a forged carry, another ending, or a naming unrecorded', () => {
    const { c, p } = contexts.find(({ c }) => c.reading!.at(-1)!.edit === 'carry-relative')!;
    const reading = c.reading!;
    const negated = [...reading.slice(0, -1), { ...reading.at(-1)!, edit: 'not' }];
    expect(paraphrase.check!({ ...c, reading: negated }, p, corpus).join()).toMatch(/only trims, names, rewords or carries/);
    const forged = [...reading.slice(0, -1), { ...reading.at(-1)!, text: reading.at(-1)!.text.replace(/, (which|who) /, ', $1 never ') }];
    expect(paraphrase.check!({ ...c, reading: forged, claim: forged.at(-1)!.text }, p, corpus)).not.toEqual([]);
    expect(paraphrase.check!({ ...c, claim: reading.at(-2)!.text }, p, corpus).join()).toMatch(/must end on the claim/);

    // Without its reading, a claim naming an entity its span does not is no rewording of the span, even as its first word.
    const naming = contexts.filter(({ c, p }) => p.entities.some((e) => c.claim.includes(e.text) && !p.spans.find((s) => s.id === c.sourceSpan)!.text.includes(e.text)));
    expect(naming.length).toBeGreaterThan(0);
    for (const { c, p } of naming) expect(paraphrase.check!({ ...c, reading: undefined }, p, corpus), c.claim).not.toEqual([]);
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

describe('format changes in the share people make them', () => {
  const sourceOf = (c: { evidence: Array<{ id: string; text: string }>; provenance?: { source_span?: string } }) => c.evidence.find((e) => e.id === c.provenance?.source_span)?.text ?? '';

  it('holds the shares to the hand-written paraphrases (per-cent sign written out 5 of 6, grouping comma dropped 0 of 11)', () => {
    const hand = loadHandwritten().filter((c) => c.class === 'paraphrase');
    const percent = hand.filter((c) => /\d%/.test(sourceOf(c)));
    expect(percent.filter((c) => /\d per cent/.test(c.claim)).length / percent.length).toBe(HANDWRITTEN_FORMAT_SHARES['percent-format']);
    const grouped = hand.filter((c) => /\d,\d{3}\b/.test(sourceOf(c)));
    const dropped = grouped.filter((c) => sourceOf(c).match(/\d{1,3}(?:,\d{3})+/g)!.some((f) => c.claim.includes(f.replaceAll(',', ''))));
    expect((dropped.length + 1) / (grouped.length + 2)).toBe(HANDWRITTEN_FORMAT_SHARES['number-format']);
  });

  it('keeps those shares in what the generator keeps, one draw a span (the keeping rule prefers fewer shared tokens)', () => {
    const full = corpus.passages.flatMap((p) => paraphrase.generate(p, corpus, createRng(1).fork(p.id), { repertoire: 'full' }).map((c) => ({ c, p })));
    const source = ({ c, p }: (typeof full)[number]) => p.spans.find((s) => s.id === c.sourceSpan)!.text;
    const grouped = full.filter((x) => /\d,\d{3}\b/.test(source(x)));
    const dropped = grouped.filter((x) => source(x).match(/\d{1,3}(?:,\d{3})+/g)!.some((f) => x.c.claim.includes(f.replaceAll(',', ''))));
    expect(grouped.length).toBeGreaterThan(100);
    expect(dropped.length / grouped.length).toBeLessThan(0.15);
    const percent = full.filter((x) => /\d%/.test(source(x)));
    const written = percent.filter((x) => /\d per cent/.test(x.c.claim)).length / percent.length;
    expect(percent.length).toBeGreaterThan(50);
    expect(written).toBeGreaterThan(0.65);
    expect(written).toBeLessThan(0.95);
  });

  it('writes a per-cent sign out in about that share of rewordings, and drops a grouping comma seldom', () => {
    const passage = corpus.passages.find((p) => p.spans.some((s) => /\d%/.test(s.text)))!;
    // Over 200 draws, none left out: a draw that makes no change at all counts as one that kept the format.
    const rewordings = (sentence: string) => Array.from({ length: 200 }, (_, i) => composeParaphrase(sentence, passage, createRng(i))?.text ?? sentence);
    const written = rewordings('Chief executive Martin Pryce said shares in the company fell 16% after the merger was blocked.').filter((t) => t.includes('16 per cent')).length / 200;
    expect(written).toBeGreaterThan(0.65);
    expect(written).toBeLessThan(0.95);
    const dropped = rewordings('Chief executive Martin Pryce said the platform offers 6,800 courses from 220 universities.').filter((t) => t.includes('6800')).length / 200;
    expect(dropped).toBeLessThan(0.15);
  });
});

describe('near-copies of one span', () => {
  it('reads two rewordings equal formats aside, or one word apart each way, as near-copies, and others not', () => {
    expect(nearCopies('On 7 May 2025, the survey was published.', 'On May 7, 2025, the survey was published.')).toBe(true);
    expect(nearCopies('On 7 May 2025, the survey was published.', 'On May 7, 2025, the poll was published.')).toBe(true);
    expect(nearCopies('Rates rose 12% in 2025.', 'Rates rose 12 per cent in 2025.')).toBe(true);
    expect(nearCopies('The scheme comes at a cost of £17.8 million per month.', 'The scheme comes at a cost of £17.8 million monthly.')).toBe(true);
    expect(nearCopies('The scheme costs £17.8 million per month.', 'The scheme costs £17.8 billion annually.')).toBe(false);
    expect(nearCopies('On 7 May 2025, the survey was published.', 'The poll came out on 7 May 2025.')).toBe(false);
    expect(nearCopies('The walkout ran for 11 weeks.', 'The strike went on for 11 weeks.')).toBe(false);
  });

  it('keeps no two near-copies of one span in what the generator offers', () => {
    const passages = corpus.passages.slice(0, 80);
    for (const p of passages) {
      const claims = paraphrase.generate(p, corpus, createRng(1).fork(p.id), { repertoire: 'full' });
      for (const [i, a] of claims.entries()) {
        for (const b of claims.slice(i + 1)) if (a.sourceSpan === b.sourceSpan) expect(nearCopies(a.claim, b.claim), `${a.claim} / ${b.claim}`).toBe(false);
      }
    }
  });
});
