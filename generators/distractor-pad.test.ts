import { describe, expect, it } from 'vitest';
import { amidPadding, distractorPad, figureWrapsOf, wrapsOf } from './distractor-pad.ts';
import { fixtureCorpus } from './fixtures.ts';
import { generateCases } from './generate.ts';
import { passagePlan } from './text/passageSpans.ts';
import type { Passage } from '../datasets/types.ts';
import { corpusView } from '../datasets/corpus.ts';
import { passageOf } from '../test/passages.ts';
import { topicalFabrication } from './topical-fabrication.ts';

const corpus = fixtureCorpus();
const plan = corpus.passages.find((p) => p.id === 'fx-001')!;
const draw = (repertoire: 'classic' | 'full') =>
  generateCases({ corpus, classes: ['distractor-pad'], perClass: 1000, seed: 1, repertoire }).filter((c) => c.evidence[0].id === 'fx-001-s1');

describe('distractor-pad', () => {
  it('classic pads with `, amid` and three plan words; full wraps the fabrication in what the plan says of its name', () => {
    expect(draw('classic').every((c) => /, amid [^,]+, [^ ]+ and [^ .]+\.$/.test(c.claim))).toBe(true);
    const full = draw('full').map((c) => c.claim);
    expect(full).toContain('Harlow Bank, which acquired Calder Savings, set aside £96 million for bad loans in the first half of 2025.');
    expect(full.some((claim) => claim.includes(', amid '))).toBe(false);
  });

  it('gives each full claim a fabrication the class check accepts, wrapped in one plan content the carry operator offers', () => {
    const cases = draw('full');
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      const claim = { claim: c.claim, evidence: c.evidence, sourceSpan: c.provenance!.source_span!, transform: c.provenance!.transform, edits: c.provenance!.edits };
      expect(distractorPad.check!(claim, plan, corpus), c.claim).toEqual([]);
      expect(c.provenance!.edits!.at(-1)).toMatch(/^carry-(?:relative|apposition)$/);
      const base = c.claim.replace(', which acquired Calder Savings,', '');
      expect(topicalFabrication.check!({ ...claim, claim: base }, plan, corpus), base).toEqual([]);
      expect(wrapsOf(base, plan, claim.sourceSpan).map((w) => w.text)).toContain(c.claim);
    }
  });

  it('keeps a wrap the operator offers and refuses the same claim wrapped in what the plan does not say', () => {
    const at = { evidence: passagePlan(plan), sourceSpan: 'fx-002-s1', transform: 'sentence of sibling passage fx-002' };
    const base = 'Harlow Bank set aside £96 million for bad loans in the first half of 2025.';
    expect(distractorPad.check!({ ...at, claim: base.replace('Harlow Bank', 'Harlow Bank, which acquired Calder Savings,') }, plan, corpus)).toEqual([]);
    for (const wrap of ['which acquired Calder Savings in 2019', 'which sold Calder Savings', 'which closed 27 branches in Leeds']) {
      expect(distractorPad.check!({ ...at, claim: base.replace('Harlow Bank', `Harlow Bank, ${wrap},`) }, plan, corpus), wrap)
        .toEqual(['claim carries no padding: neither `, amid` plan words nor plan content the plan offers for it']);
    }
  });

  it('never wraps a claim in content that says again a word the claim has', () => {
    const store: Passage = {
      id: 'pw-001', topic: 'pw-stores', domain: 'finance',
      spans: [{ id: 'pw-001-s1', text: 'Pellworth Stores sold its furniture division to Oakline Home.' }, { id: 'pw-001-s2', text: 'Chief executive Rosa Delgado said the sale would cut costs.' }],
      entities: [{ text: 'Pellworth Stores', kind: 'org' }, { text: 'Oakline Home', kind: 'org' }, { text: 'Rosa Delgado', kind: 'person' }],
    };
    const titles = (claim: string) => wrapsOf(claim, store, 'pw-002-s1').filter((w) => w.edit === 'carry-apposition').map((w) => w.text);
    expect(titles('Rosa Delgado opened a store in Leeds.')).toEqual(['Rosa Delgado, the chief executive, opened a store in Leeds.']);
    expect(titles('Rosa Delgado replaced Gordon Whitaker as chief executive.')).toEqual([]);
    expect(titles('Rosa Delgado joined the executive board.')).toEqual([]);
  });
});

describe('distractor-pad with figures from several sentences', () => {
  const bankPlan = corpus.passages.find((p) => p.id === 'fx-002')!;
  const at = { evidence: passagePlan(bankPlan), sourceSpan: 'fx-001-s1', transform: 'sibling-event (plain): event fx-001-s1' };
  const base = 'Harlow Bank acquired Calder Savings.';
  const padded = 'Harlow Bank, which set aside £96 million for bad loans in the first half of 2025 and hired 180 staff for its digital team in Leeds, acquired Calder Savings.';

  it('offers one name\'s events of two sentences, figures and dates kept, as one relative clause', () => {
    const options = figureWrapsOf(base, bankPlan, 'fx-001-s1');
    expect(options.map((o) => o.map((c) => [c.text, c.from, c.edit]))).toEqual([[[padded, 'fx-002-s1+fx-002-s3', 'carry-figure']]]);
  });

  it('draws such pads beside the plain ones, each passing the class check', () => {
    const figures = generateCases({ corpus, classes: ['distractor-pad'], perClass: 1000, seed: 1, repertoire: 'full' })
      .filter((c) => c.provenance!.edits!.includes('carry-figure'));
    expect(figures.map((c) => c.claim)).toContain(padded);
    for (const c of figures) {
      const claim = { claim: c.claim, evidence: c.evidence, sourceSpan: c.provenance!.source_span!, transform: c.provenance!.transform, edits: c.provenance!.edits };
      expect(distractorPad.check!(claim, corpus.passages.find((p) => p.id === c.evidence[0].id.replace(/-s\d+$/, ''))!, corpus), c.claim).toEqual([]);
    }
  });

  it('accepts the pad and refuses figures from one sentence only, a changed figure, or sentences in another order', () => {
    expect(distractorPad.check!({ ...at, claim: padded }, bankPlan, corpus)).toEqual([]);
    const refused = [
      'Harlow Bank, which set aside £96 million for bad loans in the first half of 2025, acquired Calder Savings.',
      padded.replace('£96 million', '£90 million'),
      'Harlow Bank, which hired 180 staff for its digital team in Leeds and set aside £96 million for bad loans in the first half of 2025, acquired Calder Savings.',
    ];
    for (const claim of refused) {
      expect(distractorPad.check!({ ...at, claim }, bankPlan, corpus), claim).toEqual(['claim carries no padding: neither `, amid` plan words nor plan content the plan offers for it']);
    }
  });
});

describe('distractor-pad with two names\' figures', () => {
  const plan = passageOf('tn-001', [
    'Castor Lane Pharma employs 4,200 people in 9 countries.',
    'Henrike Dahl ran the Nordic Medicines Agency for 6 years.',
  ], [{ text: 'Castor Lane Pharma', kind: 'org' }, { text: 'Henrike Dahl', kind: 'person' }], { topic: 'tn', domain: 'tn' });
  const sibling = passageOf('tn-002', ['Castor Lane Pharma sold its old bakery chain in Malmo to Henrike Dahl.'], plan.entities, { topic: 'tn', domain: 'tn' });
  const pharma = corpusView([plan, sibling]);
  const at = { evidence: passagePlan(plan), sourceSpan: 'tn-002-s1', transform: 'sentence of sibling passage tn-002' };
  const padded = 'Castor Lane Pharma, which employs 4,200 people in 9 countries, sold its old bakery chain in Malmo to Henrike Dahl, who ran the Nordic Medicines Agency for 6 years.';

  it('offers each pair of two names\' events once, in the order of their sentences', () => {
    const options = figureWrapsOf('Castor Lane Pharma sold its old bakery chain in Malmo to Henrike Dahl.', plan, 'tn-002-s1');
    expect(options.map((o) => o.map((c) => c.from))).toEqual([['tn-001-s1', 'tn-001-s2']]);
    expect(options[0].at(-1)!.text).toBe(padded);
  });

  it('accepts the pair and refuses it with a figure of either clause changed', () => {
    expect(distractorPad.check!({ ...at, claim: padded }, plan, pharma)).toEqual([]);
    for (const claim of [padded.replace('6 years', '7 years'), padded.replace('4,200 people', '4,300 people')]) {
      expect(distractorPad.check!({ ...at, claim }, plan, pharma), claim).toEqual(['claim carries no padding: neither `, amid` plan words nor plan content the plan offers for it']);
    }
  });
});

describe('amidPadding', () => {
  it('reads the classic tail of three padding words and the claim before it, and nothing else', () => {
    expect(amidPadding('Harlow Bank shut 27 branches, amid arrears, deposits and Yorkshire.')).toEqual({
      words: ['arrears', 'deposits', 'Yorkshire'], base: 'Harlow Bank shut 27 branches.',
    });
    expect(amidPadding('Harlow Bank shut 27 branches amid falling deposits.')).toBeNull();
    expect(amidPadding('Owen Marsh, the chief financial officer, expected cost savings.')).toBeNull();
  });
});
