import { describe, expect, it } from 'vitest';
import { corpusView, loadCorpus } from '../../datasets/corpus.ts';
import type { Passage } from '../../datasets/types.ts';
import { fixtureCorpus } from '../fixtures.ts';
import { generateCases } from '../generate.ts';
import { DECONTEXTUALISED_CLASSES } from '../decontextualise.ts';
import { corpusPeople, danglingPronouns } from './danglingPronouns.ts';
import { passageOf } from '../../test/passages.ts';

const passage = passageOf('dp-001', [
  'Nurses at Merrow General Hospital asked for a pay rise of 9%.',
  'Their union held a vote on 30 June 2025.',
  'Hospital director Ana Vidal said it would create 1,800 posts.',
  'She said Orbiton would pay the nurses a reward of $25,000.',
], [
    { text: 'Merrow General Hospital', kind: 'org' }, { text: 'Ana Vidal', kind: 'person' }, { text: 'Orbiton', kind: 'org' },
    { text: 'Harvest Global', kind: 'org' }, { text: 'Tomas Ek', kind: 'person' },
  ], { topic: 'dp', domain: 'dp' });
const dangling = (claim: string) => danglingPronouns(claim, passage).map((p) => p.word);

describe('danglingPronouns', () => {
  it('finds pronouns that point at what an earlier sentence of the passage named', () => {
    expect(dangling('On 30 June 2026, their union held a vote.')).toEqual(['their']);
    expect(dangling('Ana Vidal denied that it would create 1800 positions.')).toEqual(['it']);
    expect(dangling('Orbiton paid him a reward of 25,000 euros.')).toEqual(['him']);
    expect(dangling('Its director Tomas Ek called for a discount.')).toEqual(['Its']);
    expect(dangling('Prosecutors denied that he took the cash.')).toEqual(['he']);
    expect(dangling('Ana Vidal said Orbiton\'s coating would not reduce their brightness by 55 per cent.')).toEqual(['their']);
  });

  it('never lets a verb\'s object or a copula\'s possessive point at its own subject', () => {
    expect(dangling('Harvest Global constructed it for 40 million dollars.')).toEqual(['it']);
    expect(dangling('Harvest Global, a trading firm, constructed it for 40 million dollars.')).toEqual(['it']);
    expect(dangling('Engineers required twelve weeks to replace them.')).toEqual(['them']);
    expect(dangling('On 2024-06-30, Portugal became its 19th member state.')).toEqual(['its']);
  });

  it('reads a name after an opening title, or a person of another passage, as no thing `it` may stand for', () => {
    expect(dangling('Port director Orhan Celik said it would create 1,800 jobs.')).toEqual(['it']);
    expect(dangling('Botanist Joseph Manoa counted 214 plant species on its slopes.')).toEqual(['its']);
    expect(dangling('Port authority Harbourline said it would create 1,800 jobs.')).toEqual([]);
    expect(dangling('Ana Vidal, who is an entomologist, said that it costs $12 per acre.')).toEqual(['it']);
    expect(dangling('Ana Vidal, a surgeon, said that it costs $12 per acre.')).toEqual(['it']);
    expect(dangling('Harvest Global, an online retailer, said that it costs $12 per acre.')).toEqual([]);
    const swapped = 'Alan Pritchard said only 40% of airlines had trained their pilots to use it.';
    expect(danglingPronouns(swapped, passage, new Set(['Alan Pritchard'])).map((p) => p.word)).toEqual(['it']);
    expect(danglingPronouns(swapped, passage, new Set(['Harvest Global'])).map((p) => p.word)).toEqual([]);
  });

  it('refuses a gendered pronoun the passage never uses for the person named before it', () => {
    expect(dangling('Ana Vidal denied that he would replace the director.')).toEqual(['he']);
    expect(dangling('Ana Vidal denied that she would replace the director.')).toEqual([]);
  });

  it('lets a gendered pronoun stand for a person of another passage, whose pronouns this passage never uses', () => {
    const told = 'Priya Kaur won best actress for her role as a lighthouse keeper.';
    expect(danglingPronouns(told, passage).map((p) => p.word)).toEqual(['her']);
    expect(danglingPronouns(told, passage, new Set(['Priya Kaur'])).map((p) => p.word)).toEqual([]);
    // A person of this passage is still read by the pronouns it uses of them, even when listed among `people`.
    expect(danglingPronouns('Ana Vidal denied that he would replace the director.', passage, new Set(['Ana Vidal'])).map((p) => p.word)).toEqual(['he']);
  });

  it('finds `the same year` with no time before it, and accepts one after a year or a span the claim gives', () => {
    expect(dangling('The Dunmore and Keswick Railway\'s coal traffic reached 95,000 kilograms in the same year.')).toEqual(['the same year']);
    expect(dangling('The museum shop made 12 million kroner in the same period.')).toEqual(['the same period']);
    expect(dangling('The railway carried 286,000 passengers in 1843 and 95,000 tonnes of coal in the same year.')).toEqual([]);
    expect(dangling('The museum counted 1.1 million visitors in its first 12 months, and its shop made 74 million kroner in the same period.')).toEqual([]);
    // A date without a year, or a weekday, is a time too; a bare month is no day, and `may` is a verb.
    expect(dangling('On 4 May the bridge opened and the tunnel closed on the same day.')).toEqual([]);
    expect(dangling('The bridge opened on May 4 and the tunnel closed on the same day.')).toEqual([]);
    expect(dangling('On Monday the bridge opened and the tunnel closed on the same day.')).toEqual([]);
    expect(dangling('The bridge opened in May and the tunnel closed on the same day.')).toEqual(['the same day']);
    expect(dangling('The bridge may open and the tunnel may close on the same day.')).toEqual(['the same day']);
    expect(dangling('Malcolm Fairleigh stepped down the same evening.')).toEqual(['the same evening']);
    expect(dangling('On Monday the board met and Malcolm Fairleigh stepped down the same evening.')).toEqual([]);
    expect(dangling('The board met at 9pm and Malcolm Fairleigh stepped down the same evening.')).toEqual([]);
    for (const when of ['today', 'tonight', 'yesterday']) {
      expect(dangling(`The board met ${when} and Malcolm Fairleigh stepped down the same evening.`), when).toEqual([]);
    }
  });

  it('finds `those`/`these` before a noun the claim has not named, and accepts one it has', () => {
    expect(dangling('Polyglotta paid 400 native speakers to review its data for those languages.')).toEqual(['those languages']);
    expect(dangling('Polyglotta added Yoruba and Quechua, the first African and Andean languages it offers, and hired reviewers for those languages.')).toEqual([]);
    expect(dangling('The union said these workers would strike.')).toEqual(['these workers']);
    // The noun named before in another form of its lemma (`a city route` … `those cities`), never a mere substring of another word.
    expect(dangling('Airwave added a city route and hired staff for those cities.')).toEqual([]);
    expect(dangling('Airwave bought new machinery and trained staff on those machines.')).toEqual(['those machines']);
    // A pronoun heading a clause or a verb's subject points at nothing before it.
    expect(dangling('Those who attended the meeting voted for the plan.')).toEqual([]);
    expect(dangling('The airline added routes to Lagos and Accra; these include daily flights.')).toEqual([]);
    expect(dangling('The storm flooded 40 homes, and those affected were moved to the school.')).toEqual([]);
    expect(dangling('In these days of austerity the council closed two libraries.')).toEqual([]);
  });

  it('accepts pronouns whose antecedent stands in the claim', () => {
    for (const claim of [
      'Greenmeadow paid its farmers 6.3 pence per litre of milk.',
      'The book sold 9,000 copies in its first three months.',
      'Tomas Ek required ten stitches in his left elbow.',
      'Analysts at Ridgeway Securities cut their target price to 48 dollars.',
      'Quillon Semiconductor employs 19,500 people, 5% of them in research.',
      'Harvest Global said the outage cost it $1.9 million in lost sales.',
      'Pixelgate Systems pays a fee of $12 for every foldable phone it sells.',
      'In its first 3 months, the Carrick Bridge toll road carried 24.8 million passengers.',
      'The Southern Cross had finished last in 2025, but they won the league in 2023.',
      'Tomas Ek said Orbiton would pay him a reward.',
    ]) expect(dangling(claim), claim).toEqual([]);
  });
});

/** A passage whose later sentences lean on the first through a pronoun: dated and counted, so it is edited. */
const union = passageOf('dp-002', [
  'Nurses at Merrow General Hospital asked for a pay rise of 9% in May 2025.',
  'Their union held a vote on 30 June 2025.',
  'Merrow General Hospital paid its nurses a bonus of 400 pounds on 2 July 2025.',
], [{ text: 'Merrow General Hospital', kind: 'org' }], { topic: 'dp', domain: 'dp' });

describe('the full repertoire refuses claims with a dangling pronoun', () => {
  const generate = (repertoire: 'classic' | 'full') =>
    generateCases({ corpus: corpusView([union]), classes: ['date-shift'], perClass: 50, seed: 1, repertoire });

  it('keeps no date-shift of the sentence that leans on the one before, which the classic repertoire still edits', () => {
    expect(generate('classic').some((c) => /\btheir union\b/i.test(c.claim))).toBe(true);
    const full = generate('full');
    expect(full.filter((c) => danglingPronouns(c.claim, union).length > 0).map((c) => c.claim)).toEqual([]);
    expect(full.some((c) => /\bits nurses\b/.test(c.claim))).toBe(true);
  });

  it('reads a name another passage gives a person as a person (`Alan Pritchard said … use it`)', () => {
    const pilots: Passage = {
      id: 'dp-003', topic: 'dp', domain: 'dp', entities: [],
      spans: [
        { id: 'dp-003-s1', text: 'Airlines in Norvia tested a new landing system in 2024.' },
        { id: 'dp-003-s2', text: 'Alan Pritchard said pilots began to use it on 3 May 2025.' },
      ],
    };
    const other: Passage = {
      id: 'dp-004', topic: 'dq', domain: 'dq', entities: [{ text: 'Alan Pritchard', kind: 'person' }],
      spans: [{ id: 'dp-004-s1', text: 'Alan Pritchard joined the pilots union on 2 June 2023.' }],
    };
    const draw = (repertoire: 'classic' | 'full') =>
      generateCases({ corpus: corpusView([pilots, other]), classes: ['date-shift'], perClass: 50, seed: 1, repertoire }).map((c) => c.claim);
    expect(draw('classic').some((c) => /use it/.test(c))).toBe(true);
    expect(draw('full').filter((c) => /use it/.test(c))).toEqual([]);
  });

  it('refuses paraphrases, fabrications, padded and mixed claims whose pronoun points outside them, on the shipped corpus', () => {
    const corpus = corpusView(loadCorpus());
    const cases = generateCases({ corpus, classes: ['paraphrase', 'topical-fabrication', 'distractor-pad', 'mixed'], perClass: 100_000, seed: 1, repertoire: 'full' });
    const planOf = (c: (typeof cases)[number]) => corpus.passages.find((p) => p.spans.some((s) => s.id === c.evidence[0].id))!;
    // The corpus has one: a sibling sentence opening `Its director, Paul Brennan, …` told as a fabrication of another plan.
    expect(cases.some((c) => /^Its director, Paul Brennan\b/.test(c.claim))).toBe(false);
    expect(cases.filter((c) => /\b(?:its|their|his|her)\b/i.test(c.claim)).length).toBeGreaterThan(50);
    for (const c of cases) expect(danglingPronouns(c.claim, planOf(c), corpusPeople(corpus)), c.claim).toEqual([]);
  });

  it('leaves every decontextualised class of the fixture corpus without one', () => {
    const corpus = fixtureCorpus();
    const cases = generateCases({ corpus, classes: [...DECONTEXTUALISED_CLASSES], perClass: 200, seed: 1, repertoire: 'full' });
    const byId = new Map(corpus.passages.map((p) => [p.id, p]));
    expect(cases.some((c) => /\b(?:its|their|his|her)\b/i.test(c.claim))).toBe(true);
    for (const c of cases) expect(danglingPronouns(c.claim, byId.get(c.provenance!.source_passage!)!, corpusPeople(corpus)), c.claim).toEqual([]);
  });
});

describe('padded and mixed claims read alone (generate.ts READ_ALONE)', () => {
  const at = { topic: 'rd-ferries', domain: 'rd' };
  const ents: Passage['entities'] = [{ text: 'Harbourside Ferries', kind: 'org' }, { text: 'Owen Tregarth', kind: 'person' }, { text: 'Portreath', kind: 'place' }];
  const plan = passageOf('rd-001', ['Harbourside Ferries opened a new terminal in Portreath on 4 May 2025.', 'The terminal cost 12 million pounds and serves 3 island routes.'], ents, at);
  /** Padded and mixed claims of the plan and a sibling whose second sentence tells of the skipper as `skipper` (`him`, or his name). */
  const draw = (skipper: string, repertoire: 'classic' | 'full') => {
    const sibling = passageOf('rd-002', ['Skipper Owen Tregarth sailed the first ferry from Portreath to Lundy in 2019.', `Harbourside Ferries paid ${skipper} a bonus of 2,000 pounds in June 2024.`], ents, at);
    const cases = generateCases({ corpus: corpusView([plan, sibling]), classes: ['distractor-pad', 'mixed'], perClass: 500, seed: 1, repertoire });
    return (cls: string) => cases.filter((c) => c.class === cls && c.claim.includes(' a bonus of ')).map((c) => c.claim);
  };
  /** Classic pads with plan words; full wraps the claim in what the plan says of its name (`generators/distractor-pad.ts`). */
  const padded = (skipper: string) => `Harbourside Ferries paid ${skipper} a bonus of 2,000 pounds in June 2024, amid opened, Portreath and cost.`;
  const wrapped = (skipper: string) => `Harbourside Ferries, which opened a new terminal in Portreath, paid ${skipper} a bonus of 2,000 pounds in June 2024.`;
  const mixed = (skipper: string) => `The terminal cost 12 million pounds and serves 3 island routes, and Harbourside Ferries paid ${skipper} a bonus of 2,000 pounds in June 2024.`;

  it('never draws a padded claim whose pronoun points outside it (classic still does); draws it with the person named', () => {
    expect(draw('him', 'classic')('distractor-pad')).toContain(padded('him'));
    expect(draw('him', 'full')('distractor-pad')).toEqual([]);
    expect(draw('Owen Tregarth', 'full')('distractor-pad')).toEqual([wrapped('Owen Tregarth')]);
  });

  it('never draws a mixed claim whose pronoun points outside it (classic still does); draws it with the person named', () => {
    expect(draw('him', 'classic')('mixed')).toContain(mixed('him'));
    expect(draw('him', 'full')('mixed')).toEqual([]);
    expect(draw('Owen Tregarth', 'full')('mixed')).toContain(mixed('Owen Tregarth'));
  });
});
