import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR, corpusView, loadCorpus } from '../datasets/corpus.ts';
import { formatCasesJsonl, parseCasesJsonl } from '../datasets/cases.ts';
import { rejectCorpus } from './checkRejects.ts';
import { fixtureCorpus } from './fixtures.ts';
import { addsNames, nearCopies } from './difficulty.ts';
import { balanceKindOf, editKind, generateCases, interleaveByKind, splitRepeatedClaims, withoutNearCopies } from './generate.ts';
import type { GeneratedClaim } from './types.ts';
import { CORE_CLASSES, getGenerator } from './registry.ts';

const corpus = fixtureCorpus();

describe('generateCases', () => {
  it('writes byte-identical JSONL for the same inputs, valid as SPEC Part C cases', () => {
    const options = { corpus, classes: [...CORE_CLASSES, 'mixed'], perClass: 7, seed: 42 };
    const jsonl = formatCasesJsonl(generateCases(options));
    expect(formatCasesJsonl(generateCases(options))).toBe(jsonl);
    const parsed = parseCasesJsonl(jsonl, 'generated.jsonl');
    expect(parsed.length).toBeGreaterThan(20);
    expect(formatCasesJsonl(parsed)).toBe(jsonl);
  });

  it('numbers cases per class, stops at perClass, and never repeats (class, claim, evidence ids)', () => {
    const cases = generateCases({ corpus, classes: ['number-swap', 'verbatim'], perClass: 5, seed: 1 });
    expect(cases.map((c) => c.id)).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => `number-swap-000${n}`),
      ...[1, 2, 3, 4, 5].map((n) => `verbatim-000${n}`),
    ]);
    const all = generateCases({ corpus, classes: ['verbatim'], perClass: 1000, seed: 1 });
    expect(all).toHaveLength(corpus.passages.reduce((n, p) => n + p.spans.length, 0));
    expect(new Set(all.map((c) => c.claim)).size).toBe(all.length);
  });

  it('spreads a class over passages before taking a second claim from any', () => {
    const cases = generateCases({ corpus, classes: ['number-swap'], perClass: corpus.passages.length, seed: 9 });
    expect(new Set(cases.map((c) => c.provenance!.source_passage)).size).toBe(corpus.passages.length);
  });

  it('records the sibling passage as the source of a topical fabrication, and plans without it', () => {
    for (const c of generateCases({ corpus, classes: ['topical-fabrication'], perClass: 20, seed: 2 })) {
      const source = c.provenance!.source_passage;
      expect(c.evidence.some((e) => e.id.startsWith(`${source}-`))).toBe(false);
      expect(c.expected).toBe('unsupported');
    }
  });

  it('names the unknown class with near-name suggestions', () => {
    expect(() => generateCases({ corpus, classes: ['paraphrse'], perClass: 1, seed: 1 })).toThrow(/Did you mean 'paraphrase'/);
  });
});

describe('withoutNearCopies', () => {
  const claim = (text: string, sourceSpan = 's1'): GeneratedClaim => ({ claim: text, evidence: [], sourceSpan, transform: '' });

  it('drops a claim one word apart from an earlier claim of its span, or equal to it formats aside, keeping the earlier', () => {
    const claims = [
      claim('The railway refused to buy 6 locomotives.'),
      claim('The railway failed to buy 6 locomotives.'),
      claim('Ferrobank cut 240 jobs in 2025.', 's2'),
      claim('Ferrobank cut 250 jobs in 2025.', 's2'),
      claim('Ferrobank cut two hundred and forty jobs in 2025.', 's2'),
      claim('Rates rose 12 per cent on 7 May 2025.', 's3'),
      claim('Rates rose 12% on May 7, 2025.', 's3'),
    ];
    expect(withoutNearCopies(claims).map((c) => c.claim)).toEqual([
      'The railway refused to buy 6 locomotives.', 'Ferrobank cut 240 jobs in 2025.',
      'Ferrobank cut two hundred and forty jobs in 2025.', 'Rates rose 12 per cent on 7 May 2025.',
    ]);
  });

  it('keeps a near-copy of another span\'s claim, and claims of one span that differ by more than a word each way', () => {
    const claims = [
      claim('The railway refused to buy 6 locomotives.', 's1'),
      claim('The railway failed to buy 6 locomotives.', 's2'),
      claim('The railway did not buy 6 locomotives.', 's1'),
      claim('The railway never bought 6 locomotives.', 's1'),
    ];
    expect(withoutNearCopies(claims)).toEqual(claims);
  });
});

const shipped = fs.existsSync(DEFAULT_CORPUS_DIR);
if (!shipped) console.log('generate.test: shipped corpus absent; skipping the 500-per-class check');

describe('on the shipped corpus', () => {
  it.skipIf(!shipped)('reaches 500 unique cases for each core class that needs generation', { timeout: 60_000 }, () => {
    const view = corpusView(loadCorpus());
    for (const cls of ['paraphrase', 'number-swap', 'topical-fabrication', 'entity-swap']) {
      const cases = generateCases({ corpus: view, classes: [cls], perClass: 500, seed: 1 });
      expect(cases, cls).toHaveLength(500);
      expect(new Set(cases.map((c) => `${c.claim}\0${c.evidence.map((e) => e.id).join()}`)).size).toBe(500);
      const check = getGenerator(cls).check!;
      const byId = new Map(view.passages.map((p) => [p.id, p]));
      for (const c of cases.slice(0, 100)) {
        const plan = view.passages.find((p) => p.spans[0].id === c.evidence[0].id)!;
        const claim = { claim: c.claim, evidence: c.evidence, sourceSpan: c.provenance!.source_span, transform: c.provenance!.transform };
        expect(check(claim, byId.get(plan.id)!, view), c.id).toEqual([]);
      }
    }
  });

  it.skipIf(!shipped)('gives no two near-copies of one span in a class people write one edit of a sentence at a time', { timeout: 60_000 }, () => {
    const view = corpusView(loadCorpus());
    const cases = generateCases({ corpus: view, classes: ['number-swap', 'negation', 'scale-swap'], perClass: 100_000, seed: 1, repertoire: 'full' });
    const bySpan = new Map<string, string[]>();
    for (const c of cases) bySpan.set(`${c.class}\0${c.provenance!.source_span}`, [...(bySpan.get(`${c.class}\0${c.provenance!.source_span}`) ?? []), c.claim]);
    for (const claims of bySpan.values()) {
      for (const [i, a] of claims.entries()) for (const b of claims.slice(i + 1)) expect(nearCopies(a, b), `${a} / ${b}`).toBe(false);
    }
  });
});

describe('balanced generation', () => {
  const corpus = fixtureCorpus();

  it('draws the kinds of edit round-robin, as far as each kind yields, and numbers the cases in that order', () => {
    // The fixtures and the check kit: enough plan-named kinds to draw round-robin.
    const kit = rejectCorpus();
    const all = generateCases({ corpus: kit, classes: ['topical-fabrication'], perClass: 1000, seed: 4, repertoire: 'full' });
    // Fabrications are drawn plan-named first (`namesBalanceKind`), so the kinds are those of the plan-named ones.
    const kinds = [...new Set(all.filter((c) => !addsNames(c)).map(editKind))].sort();
    expect(kinds.length).toBeGreaterThan(2);
    const balanced = generateCases({ corpus: kit, classes: ['topical-fabrication'], perClass: 1000, seed: 4, repertoire: 'full', balance: true });
    expect(balanced.map((c) => c.claim).sort()).toEqual(all.map((c) => c.claim).sort());
    expect(balanced.slice(0, kinds.length).map(editKind)).toEqual(kinds);
    expect(balanced.map((c) => c.id).slice(0, 2)).toEqual(['topical-fabrication-0001', 'topical-fabrication-0002']);
    const few = generateCases({ corpus: kit, classes: ['topical-fabrication'], perClass: kinds.length, seed: 4, repertoire: 'full', balance: true });
    expect(few.map(editKind)).toEqual(kinds);
  });

  it('draws every distinct claim before a claim told again against another plan, and repeats only when those run out', () => {
    const c = (id: string, claim: string) => ({ id, claim });
    const { firsts, repeats } = splitRepeatedClaims([c('a1', 'A.'), c('b1', 'B.'), c('a2', 'A.'), c('c1', 'C.'), c('b2', 'B.')]);
    expect(firsts.map((x) => x.id)).toEqual(['a1', 'b1', 'c1']);
    expect(repeats.map((x) => x.id)).toEqual(['a2', 'b2']);
    const all = generateCases({ corpus, classes: ['topical-fabrication'], perClass: 1000, seed: 4, repertoire: 'full', balance: true });
    const distinct = new Set(all.map((x) => x.claim)).size;
    expect(distinct).toBeLessThan(all.length);
    const drawn = generateCases({ corpus, classes: ['topical-fabrication'], perClass: distinct, seed: 4, repertoire: 'full', balance: true });
    expect(new Set(drawn.map((x) => x.claim)).size).toBe(distinct);
  });

  it('draws mixed claims evenly over who their added clause is about, not on the join they all share', () => {
    const c = (id: string, edits: string[]) => ({ id, class: 'mixed', claim: id, evidence: [], expected: 'partial' as const,
      provenance: { generator: 'mixed', seed: 0, source_passage: 'p', source_span: 's', transform: 't', edits } });
    const cases = [c('o1', ['join', 'attribution']), c('o2', ['join', 'sibling-event']), c('o3', ['join', 'blame']), c('s1', ['join', 'added-predicate']), c('s2', ['join', 'added-predicate'])];
    const kindOf = balanceKindOf(getGenerator('mixed'));
    expect(cases.map(kindOf)).toEqual(['other-actor', 'other-actor', 'other-actor', 'same-subject', 'same-subject']);
    expect(interleaveByKind(cases, kindOf).map((x) => x.id)).toEqual(['o1', 's1', 'o2', 's2', 'o3']);
    // Without the generator's own kind, every mixed case is one kind (`join`) and the draw keeps the generation order.
    expect(balanceKindOf(getGenerator('entity-swap'))(cases[0])).toBe('join');
    expect(interleaveByKind(cases).map((x) => x.id)).toEqual(['o1', 'o2', 'o3', 's1', 's2']);
  });

  it('draws kinds in their shares (mixed: three same-subject claims to one about someone else), as far as each kind yields', () => {
    const c = (id: string, edits: string[]) => ({ id, class: 'mixed', claim: id, evidence: [], expected: 'partial' as const,
      provenance: { generator: 'mixed', seed: 0, source_passage: 'p', source_span: 's', transform: 't', edits } });
    const same = (id: string) => c(id, ['join', id.startsWith('r') ? 'reversed-fact' : 'added-predicate']);
    const cases = [c('o1', ['join', 'attribution']), c('o2', ['join', 'blame']), c('o3', ['join', 'sibling-event']), ...['s1', 's2', 'r3', 's4', 's5'].map(same)];
    const mixedGenerator = getGenerator('mixed');
    const out = interleaveByKind(cases, balanceKindOf(mixedGenerator), mixedGenerator.balanceShare);
    expect(out.map((x) => x.id)).toEqual(['s1', 'o1', 's2', 'r3', 's4', 'o2', 's5', 'o3']);
    expect(['same-subject', 'other-actor'].map((k) => mixedGenerator.balanceShare!(k, 0, []))).toEqual([3, 1]);
    // Below the first level, mixed kinds are drawn evenly.
    expect(mixedGenerator.balanceShare!('attribution', 1, ['other-actor'])).toBeUndefined();
  });

  it('draws kinds written in levels level by level, and the first level in given shares while each kind lasts', () => {
    const c = (id: string) => ({ id, class: 'x', claim: id, evidence: [], expected: 'unsupported' as const });
    const cases = ['cx1', 'cx2', 'cy1', 'cx3', 'px1', 'py1', 'py2', 'cy2'].map(c);
    const kindOf = (x: { id: string }) => `${x.id[0] === 'c' ? 'context' : 'plain'}/${x.id[1]}`;
    expect(interleaveByKind(cases, kindOf).map((x) => x.id)).toEqual(['cx1', 'px1', 'cy1', 'py1', 'cx2', 'py2', 'cy2', 'cx3']);
    const weighted = interleaveByKind(cases, kindOf, (k: string) => (k === 'context' ? 3 : 1)).map((x) => x.id);
    expect(weighted.slice(0, 4)).toEqual(['cx1', 'cy1', 'px1', 'cx2']);
    expect(weighted.slice(0, 4).filter((id) => id[0] === 'c')).toHaveLength(3);
    // A kind that runs out leaves the rest to the others.
    expect(weighted).toHaveLength(8);
    expect(weighted.slice(-2).every((id) => id[0] === 'p')).toBe(true);
  });

  it('draws a second level in its own shares within each group of the first (recast: context, then part)', () => {
    const c = (id: string) => ({ id, class: 'x', claim: id, evidence: [], expected: 'unsupported' as const });
    // c/p: context or plain; t/w: part or whole; the digit orders cases within a kind.
    const cases = ['ct1', 'cw1', 'cw2', 'cw3', 'ct2', 'pw1', 'pt1', 'pw2', 'cw4', 'ct3'].map(c);
    const kindOf = (x: { id: string }) => `${x.id[0]}/${x.id[1]}`;
    const shares = (k: string, level: number) => (level === 0 ? 0.5 : level === 1 ? (k === 't' ? 0.75 : 0.25) : undefined);
    const out = interleaveByKind(cases, kindOf, shares).map((x) => x.id);
    // Context first (alphabetical tie), and within context three parts to one whole while parts last.
    expect(out.filter((id) => id[0] === 'c').slice(0, 4)).toEqual(['ct1', 'ct2', 'cw1', 'ct3']);
    expect(out.filter((id) => id[0] === 'p').slice(0, 2)).toEqual(['pt1', 'pw1']);
    expect(out).toHaveLength(10);
    // The same cases drawn evenly at the second level alternate part and whole.
    const even = interleaveByKind(cases, kindOf, (_kind: string, level: number) => (level === 0 ? 1 : undefined)).map((x) => x.id);
    expect(even.filter((id) => id[0] === 'c').slice(0, 4)).toEqual(['ct1', 'cw1', 'ct2', 'cw2']);
  });

  it('gives a level the kinds above it, so its shares may differ from one group to the next', () => {
    const c = (id: string) => ({ id, class: 'x', claim: id, evidence: [], expected: 'unsupported' as const });
    const cases = ['ct1', 'cw1', 'ct2', 'cw2', 'pt1', 'pw1', 'pt2', 'pw2'].map(c);
    const kindOf = (x: { id: string }) => `${x.id[0]}/${x.id[1]}`;
    const seen: string[] = [];
    // Context groups take parts first, plain groups wholes first.
    const shares = (k: string, level: number, parents: readonly string[]) => {
      if (level === 0) return 1;
      seen.push(`${parents.join('/')}:${k}`);
      return (parents[0] === 'c') === (k === 't') ? 1 : 0;
    };
    const out = interleaveByKind(cases, kindOf, shares).map((x) => x.id);
    expect(out.filter((id) => id[0] === 'c')).toEqual(['ct1', 'ct2', 'cw1', 'cw2']);
    expect(out.filter((id) => id[0] === 'p')).toEqual(['pw1', 'pw2', 'pt1', 'pt2']);
    expect([...new Set(seen)].sort()).toEqual(['c:t', 'c:w', 'p:t', 'p:w']);
  });

  it('interleaves kinds in alphabetical order, each kind keeping its own order', () => {
    const c = (id: string, kind?: string) => ({ id, class: 'x', claim: id, evidence: [], expected: 'unsupported' as const,
      ...(kind ? { provenance: { generator: 'x', seed: 0, source_passage: 'p', source_span: 's', transform: 't', edits: [kind] } } : {}) });
    const out = interleaveByKind([c('b1', 'b'), c('b2', 'b'), c('a1', 'a'), c('n1'), c('b3', 'b'), c('a2', 'a')]);
    expect(out.map((x) => x.id)).toEqual(['n1', 'a1', 'b1', 'a2', 'b2', 'b3']);
  });
});
