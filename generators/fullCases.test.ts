/**
 * Every case the full repertoire of number-swap, scale-swap and negation emits through `generateCases` (so after the
 * naming step of `decontextualise.ts`) passes its class check: the label is proven on the claim users see, from what its
 * provenance records (a recast claim's reading included).
 */
import { describe, expect, it } from 'vitest';
import { rejectCorpus } from './checkRejects.ts';
import { generateCases } from './generate.ts';
import { getGenerator } from './registry.ts';

const corpus = rejectCorpus();

describe.each(['number-swap', 'scale-swap', 'negation'])('%s, full repertoire through generateCases', (id) => {
  it('passes the class check on every case, named or not', () => {
    const generator = getGenerator(id);
    const cases = generateCases({ corpus, classes: [id], perClass: 10_000, seed: 5, repertoire: 'full' });
    expect(cases.length).toBeGreaterThan(10);
    for (const c of cases) {
      const passage = corpus.passages.find((p) => p.id === c.provenance!.source_passage)!;
      const claim = { claim: c.claim, evidence: c.evidence, sourceSpan: c.provenance!.source_span, transform: c.provenance!.transform, edits: c.provenance!.edits, reading: c.provenance!.reading };
      expect(generator.check!(claim, passage, corpus), c.claim).toEqual([]);
    }
  });
});

describe('a named source reading opens no hole', () => {
  it('still rejects two figures changed when the subject is named', () => {
    const passage = { ...corpus.passages.find((p) => p.id === 'fx-002')!, id: 'fx-named' };
    passage.spans = [
      { id: 'fx-named-s1', text: 'Harlow Bank set aside £96 million for bad loans in 2025.' },
      { id: 'fx-named-s2', text: 'The bank hired 180 staff for its digital team in Leeds.' },
    ];
    const check = getGenerator('number-swap').check!;
    const claim = (text: string) => ({ claim: text, evidence: passage.spans, sourceSpan: 'fx-named-s2', transform: 'test' });
    expect(check(claim('Harlow Bank hired 190 staff for its digital team in Leeds.'), passage, corpus)).toEqual([]);
    expect(check(claim('Harlow Bank hired 190 staff for its digital team in 12 towns.'), passage, corpus).join()).toMatch(/want one/);
  });
});
