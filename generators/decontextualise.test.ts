import { describe, expect, it } from 'vitest';
import type { Passage } from '../datasets/types.ts';
import { checkDecontextualised, decontextualise } from './decontextualise.ts';
import { earlierEntities } from './text/nameForms.ts';
import type { GeneratedClaim } from './types.ts';
import { startsWithName } from './text/nameForms.ts';
import { passageOf } from '../test/passages.ts';

const passage: Passage = {
  id: 'dc-001',
  topic: 'dc',
  domain: 'sports',
  spans: [
    { id: 'dc-001-s1', text: 'The vertical farm company Stackgrow opened an indoor farm in Rotterdam on 11 November 2025.' },
    { id: 'dc-001-s2', text: 'Chief executive Maarten de Groot said the site would employ 120 people.' },
    { id: 'dc-001-s3', text: 'He said the farm would sell lettuce to 40 supermarkets.' },
    { id: 'dc-001-s4', text: 'The farm has 12 floors and cost €46 million.' },
    { id: 'dc-001-s5', text: 'The company raised €20 million from investors in 2024.' },
    { id: 'dc-001-s6', text: 'Groot has run Stackgrow since 2019.' },
  ],
  entities: [
    { text: 'Stackgrow', kind: 'org' }, { text: 'Rotterdam', kind: 'place' }, { text: 'Maarten de Groot', kind: 'person' },
  ],
};
const plan = passage.spans.map((s) => ({ id: s.id, text: s.text }));
const claimOf = (span: number, text: string, edits = ['digits']): GeneratedClaim =>
  ({ claim: text, evidence: plan, sourceSpan: passage.spans[span].id, transform: 'edit', edits });

describe('decontextualise', () => {
  it('names a pronoun subject after the last person named before it', () => {
    const out = decontextualise(claimOf(2, 'He said the site would sell lettuce to 50 supermarkets.'), passage)!;
    expect(out.claim).toBe('Maarten de Groot said the site would sell lettuce to 50 supermarkets.');
    expect(out.edits).toEqual(['digits', 'decontext-pronoun']);
    expect(out.transform).toBe('edit; named: decontext-pronoun');
  });

  it('names `It`/`Its` after the named thing or definite noun the sentence before opens on, and nothing else', () => {
    const book = passageOf('dc-006', [
      'Quillon Semiconductor reported revenue of $8.9 billion.',
      'Its profit margin rose to 28.4%.',
      'The book describes 64 buildings.',
      'It sold 9,000 copies in its first 2 months.',
      'The guide has 210 photographs.',
      'It was the first guide in Serbian.',
      'Joris van Dam scored twice.',
      'It sold 41,260 tickets.',
      'The divers counted 1,180 colonies.',
      'It took 9 days.',
    ], [{ text: 'Quillon Semiconductor', kind: 'org' }, { text: 'Joris van Dam', kind: 'person' }], { topic: 'dc6', domain: 'culture' });
    const at = (i: number, text: string): GeneratedClaim =>
      ({ claim: text, evidence: book.spans, sourceSpan: book.spans[i].id, transform: 'edit', edits: ['digits'] });
    expect(decontextualise(at(1, 'Its profit margin rose to 8.9%.'), book)!.claim).toBe("Quillon Semiconductor's profit margin rose to 8.9%.");
    expect(decontextualise(at(3, 'It sold 9,000 copies in its first 3 months.'), book)!.claim).toBe('The book sold 9,000 copies in its first 3 months.');
    // `It was …` may point at an event; after a person or a plural subject `It` points elsewhere.
    expect(decontextualise(at(5, 'It was the second guide in Serbian.'), book)).toBeNull();
    expect(decontextualise(at(7, 'It sold 41,000 tickets.'), book)).toBeNull();
    expect(decontextualise(at(9, 'It took 8 days.'), book)).toBeNull();
    expect(decontextualise(at(3, 'It then sold 9,000 copies in its first 3 months.'), book)).toBeNull();
    expect(decontextualise(at(1, 'Its profit margin also rose to 8.9%.'), book)).toBeNull();
  });

  it('never names `It` after a name inside a phrase of the subject before (the office of Veloria is not Veloria)', () => {
    expect(startsWithName('The statistics office of Veloria published the census.', 'Veloria')).toBe(false);
    expect(startsWithName('The vertical farm company Stackgrow opened a farm.', 'Stackgrow')).toBe(true);
    const census: Passage = {
      id: 'dc-009', topic: 'dc9', domain: 'geo',
      spans: [{ id: 'dc-009-s1', text: 'The statistics office of Veloria published the census in 2025.' }, { id: 'dc-009-s2', text: 'It counted 22,000 residents.' }],
      entities: [{ text: 'Veloria', kind: 'place' }],
    };
    const claim: GeneratedClaim = { claim: 'It counted 28,000 residents.', evidence: census.spans, sourceSpan: 'dc-009-s2', transform: 'edit', edits: ['digits'] };
    expect(decontextualise(claim, census)?.claim ?? '').not.toMatch(/^Veloria/);
  });

  it('names an owned object after the organisation an earlier sentence is about', () => {
    const out = decontextualise(claimOf(2, 'He said the farm would sell lettuce to 50 supermarkets.'), passage)!;
    expect(out.claim).toBe("Maarten de Groot said Stackgrow's farm would sell lettuce to 50 supermarkets.");
    expect(out.edits).toEqual(['digits', 'decontext-pronoun', 'decontext-object']);
  });

  it('gives a gift no owner who received it (`the museum\'s gift` would name the giver), and one who gave it', () => {
    const gifts = passageOf('dc-010', [
      'The Halvorsen Museum of Art received a gift of 212 paintings on 14 November 2025.',
      'Tove Lindahl said a room for the gift would open on March 1, 2026.',
      'Quillon Semiconductor made a gift of 20 laptops to the school.',
      'The head said the gift would help 300 pupils.',
    ], [{ text: 'Halvorsen Museum of Art', kind: 'org' }, { text: 'Quillon Semiconductor', kind: 'org' }, { text: 'Tove Lindahl', kind: 'person' }], { topic: 'dc10', domain: 'cul' });
    const at = (i: number, text: string): GeneratedClaim =>
      ({ claim: text, evidence: gifts.spans, sourceSpan: gifts.spans[i].id, transform: 'edit', edits: ['digits'] });
    expect(decontextualise(at(1, 'Tove Lindahl said a room for the gift would open on March 2, 2026.'), gifts)?.claim ?? '')
      .not.toMatch(/Museum of Art's gift/);
    expect(decontextualise(at(3, 'The head said the gift would help 400 pupils.'), gifts)?.claim)
      .toBe("The head said Quillon Semiconductor's gift would help 400 pupils.");
  });

  it('gives no owner to an object of an unnamed organisation subject (it may be the owner), names it after a person', () => {
    const appeal = passageOf('dc-003', [
      'Brightmart appealed its data protection fine to the High Court on 4 August 2025.',
      'The company argued that the fine should not exceed 2% of its annual revenue.',
      'Ciaran Doyle said the fine should not exceed 2% of annual revenue.',
    ], [{ text: 'Brightmart', kind: 'org' }, { text: 'High Court', kind: 'org' }, { text: 'Ciaran Doyle', kind: 'person' }], { topic: 'dc3', domain: 'law' });
    const at = (i: number, text: string): GeneratedClaim =>
      ({ claim: text, evidence: appeal.spans, sourceSpan: appeal.spans[i].id, transform: 'edit', edits: ['digits'] });
    expect(decontextualise(at(1, 'The company argued that the fine should not exceed 3% of its annual revenue.'), appeal)?.claim ?? '')
      .not.toMatch(/Brightmart's fine/);
    expect(decontextualise(at(2, 'Ciaran Doyle said the fine should not exceed 3% of annual revenue.'), appeal)!.claim)
      .toBe("Ciaran Doyle said Brightmart's fine should not exceed 3% of annual revenue.");
  });

  it('writes a named subject with `The` as the passage does, or as its common-noun ending needs, else bare as the passage does', () => {
    const road = passageOf('dc-004', [
      'The new Carrick Bridge toll road opened on 2024-12-01.',
      'The road was built by Highline Partners.',
      'Brandt Technical University rose to 54th place.',
      'The university has 31,400 students.',
    ], [{ text: 'Carrick Bridge toll road', kind: 'product' }, { text: 'Highline Partners', kind: 'org' }, { text: 'Brandt Technical University', kind: 'org' }], { topic: 'dc4', domain: 'transport' });
    const at = (i: number, text: string): GeneratedClaim =>
      ({ claim: text, evidence: road.spans, sourceSpan: road.spans[i].id, transform: 'edit', edits: ['digits'] });
    expect(decontextualise(at(1, 'The road was not built by Highline Partners.'), road)!.claim).toBe('The Carrick Bridge toll road was not built by Highline Partners.');
    expect(decontextualise(at(3, 'The university has 31,500 students.'), road)!.claim).toBe('Brandt Technical University has 31,500 students.');
    const written = { ...road, spans: [...road.spans, { id: 'dc-004-s5', text: 'Students praised the Brandt Technical University.' }] };
    expect(decontextualise(at(3, 'The university has 31,500 students.'), written)!.claim).toBe('The Brandt Technical University has 31,500 students.');
  });

  it('gives no owner to a noun an earlier span counts (`4 of its brands`: naming them after the owner widens them)', () => {
    const offer = passageOf('dc-005', [
      'Crestline Foods offered to sell 4 of its brands to win approval.',
      'The brands had combined sales of $380 million.',
      'Crestline Foods opened a factory in Leeds.',
      'The factory cost $96 million.',
    ], [{ text: 'Crestline Foods', kind: 'org' }, { text: 'Leeds', kind: 'place' }], { topic: 'dc5', domain: 'law' });
    const at = (i: number, text: string): GeneratedClaim =>
      ({ claim: text, evidence: offer.spans, sourceSpan: offer.spans[i].id, transform: 'edit', edits: ['digits'] });
    expect(decontextualise(at(1, 'The brands had combined sales of $380 billion.'), offer)).toBeNull();
    expect(decontextualise(at(3, 'The factory cost $96 billion.'), offer)!.claim).toBe("Crestline Foods' factory cost $96 billion.");
  });

  it('names a definite subject after the organisation an earlier span gives it, or as that organisation', () => {
    expect(decontextualise(claimOf(3, 'The farm has 14 floors and cost €46 million.'), passage)!.claim)
      .toBe("Stackgrow's farm has 14 floors and cost €46 million.");
    expect(decontextualise(claimOf(4, 'The company raised €25 million from investors in 2024.'), passage)!.claim)
      .toBe('Stackgrow raised €25 million from investors in 2024.');
  });

  it("names a definite noun as the passage's only entity of its kind, when an earlier span calls it so", () => {
    const show = passageOf('dc-002', [
      'The musical Lantern Street opened at the Corn Exchange in Leeds on 2 May 2025.',
      'The show cost £6.5 million to produce.',
      'Critics said the show bank account was empty.',
      'The book sold 9,000 copies.',
    ], [{ text: 'Lantern Street', kind: 'work' }, { text: 'Leeds', kind: 'place' }], { topic: 'dc2', domain: 'culture' });
    const at = (i: number, text: string): GeneratedClaim =>
      ({ claim: text, evidence: show.spans, sourceSpan: show.spans[i].id, transform: 'edit', edits: ['digits'] });
    const named = decontextualise(at(1, 'The show cost £7.5 million to produce.'), show)!;
    expect(named.claim).toBe('Lantern Street cost £7.5 million to produce.');
    expect(named.edits).toEqual(['digits', 'decontext-definite']);
    // A noun of another sort (a book is not a musical), a noun that modifies the next one, and a kind with two
    // entities are left alone.
    expect(decontextualise(at(3, 'The book sold 8,000 copies.'), show)).toBeNull();
    expect(decontextualise(at(2, 'Critics said the show bank account was full.'), show)).toBeNull();
    const two: Passage = { ...show, entities: [...show.entities, { text: 'Corn Exchange', kind: 'work' }] };
    expect(decontextualise(at(1, 'The show cost £7.5 million to produce.'), two)).toBeNull();
    // Named only from earlier spans: the first sentence has nothing before it.
    expect(decontextualise({ ...at(0, 'The show opened at the Corn Exchange in Leeds on 3 May 2025.') }, show)).toBeNull();
  });

  it('gives a noun no owner from a sentence that only takes it as known or reports on it', () => {
    const kit: Passage = { ...passage, spans: [
      { id: 'k-s1', text: 'Stackgrow agreed to pay 40% of the repair costs.' },
      { id: 'k-s2', text: 'Stackgrow said the drought was the worst since 2003.' },
      { id: 'k-s3', text: 'Maarten de Groot said the drought ended and the repair was finished in May 2025.' },
    ] };
    const claim: GeneratedClaim = { claim: 'Maarten de Groot said the drought ended and the repair was finished in June 2025.', evidence: kit.spans, sourceSpan: 'k-s3', transform: 'edit' };
    expect(decontextualise(claim, kit)).toBeNull();
  });

  it('gives a noun no owner from a sentence that reports it, whichever reporting word it holds', () => {
    const owner = (verb: string) => {
      const spans = [
        { id: 'k-s1', text: `Stackgrow ${verb} a second site in Leeds.` },
        { id: 'k-s2', text: 'The site would employ 120 people.' },
      ];
      const kit: Passage = { ...passage, spans };
      const claim: GeneratedClaim = { claim: 'The site would employ 130 people.', evidence: spans, sourceSpan: 'k-s2', transform: 'edit', edits: ['digits'] };
      return decontextualise(claim, kit)?.claim ?? null;
    };
    expect(owner('opened')).toBe("Stackgrow's site would employ 130 people.");
    for (const verb of ['said it would open', 'announced', 'reported']) expect(owner(verb)).toBeNull();
  });

  it('gives no owner to a thing its owner\'s sentence names as known (`the <modifier> <noun>`); one it brings in stays owned', () => {
    const named = (first: string, claim: string) => {
      const spans = [{ id: 'mo-s1', text: first }, { id: 'mo-s2', text: 'The ruling was upheld on 2026-01-23.' }];
      const own: Passage = { ...passage, spans, entities: [{ text: 'Pixelgate Systems', kind: 'org' }, { text: 'Glenmore Warriors', kind: 'org' }, { text: 'Eastport Hawks', kind: 'org' }, { text: 'Stackgrow', kind: 'org' }] };
      return decontextualise({ claim, evidence: spans, sourceSpan: 'mo-s2', transform: 'edit', edits: ['digits'] }, own)?.claim ?? null;
    };
    // The court's ruling, the league's final: the sentence's subject appeals or plays it, never owns it.
    expect(named('Pixelgate Systems appealed the court ruling on May 2, 2025.', 'The ruling was upheld on 2026-01-24.')).toBeNull();
    expect(named('Pixelgate Systems appealed the federal court ruling in 2025.', 'The ruling was upheld on 2026-01-24.')).toBeNull();
    expect(named('Glenmore Warriors beat Eastport Hawks 28-24 in the Premier Rugby final on 31 May 2025.', 'The final was played in front of 63,400 spectators.')).toBeNull();
    // `stock` in a name (`the Frankfurt Stock Exchange`) is no stock the subject owns.
    expect(named('Pixelgate Systems listed its shares on the Frankfurt Stock Exchange in 2025.', 'The stock rose 15% on its first day.')).toBeNull();
    // Brought in as the owner's: an article of its own, a genitive determiner, `its`.
    expect(named('Pixelgate Systems won a court ruling on May 2, 2025.', 'The ruling was upheld on 2026-01-24.')).toBe("Pixelgate Systems' ruling was upheld on 2026-01-24.");
    expect(named("Stackgrow opened the world's largest indoor farm in 2025.", 'The farm has 13 floors.')).toBe("Stackgrow's farm has 13 floors.");
    expect(named('Stackgrow opened the site and its indoor farm in 2025.', 'The farm has 13 floors.')).toBe("Stackgrow's farm has 13 floors.");
  });

  it('never gives an award, prize, medal or title an owner through a genitive; names it after the giver the passage names', () => {
    const spans = [
      { id: 'aw-s1', text: 'Pixelgate Systems appealed the damages award on May 2, 2025.' },
      { id: 'aw-s2', text: 'The appeals court cut the award to $94 million on 2026-01-23.' },
    ];
    const trial: Passage = { ...passage, spans, entities: [{ text: 'Pixelgate Systems', kind: 'org' }] };
    const cut = (text: string) => decontextualise({ claim: text, evidence: spans, sourceSpan: 'aw-s2', transform: 'edit', edits: ['digits'] }, trial);
    expect(cut('The appeals court cut the award to $95 million on 2026-01-23.')).toBeNull();
    for (const noun of ['prize', 'medal', 'title', 'trophy']) {
      const own: Passage = { ...trial, spans: [{ id: 'aw-s1', text: `Pixelgate Systems won a ${noun} in 2024.` }, spans[1]] };
      const claim = { claim: `Critics said the ${noun} went to 3 firms.`, evidence: own.spans, sourceSpan: 'aw-s2', transform: 'edit', edits: ['digits'] };
      expect(decontextualise(claim, own)?.claim ?? null, noun).toBeNull();
    }
    // An owned noun that is no honour still takes its owner.
    const site: Passage = { ...trial, spans: [{ id: 'aw-s1', text: 'Pixelgate Systems opened a plant in 2024.' }, spans[1]] };
    expect(decontextualise({ claim: 'Critics said the plant cost $5 million.', evidence: site.spans, sourceSpan: 'aw-s2', transform: 'edit', edits: ['digits'] }, site)?.claim)
      .toBe("Critics said Pixelgate Systems' plant cost $5 million.");
    const prize: Passage = { ...trial, entities: [...trial.entities, { text: 'Golden Lens Prize', kind: 'event' }],
      spans: [{ id: 'aw-s1', text: 'Pixelgate Systems won the Golden Lens Prize in 2024.' }, { id: 'aw-s2', text: 'The prize carried $50,000.' }] };
    expect(decontextualise({ claim: 'The prize carried $60,000.', evidence: prize.spans, sourceSpan: 'aw-s2', transform: 'edit', edits: ['digits'] }, prize)?.claim)
      .toBe('The Golden Lens Prize carried $60,000.');
  });

  it('leaves a definite subject that already carries a name alone', () => {
    const claim = claimOf(3, 'The farm company Stackgrow has 14 floors and cost €46 million.');
    expect(decontextualise(claim, passage)).toBeNull();
  });

  it('gives a definite subject no owner when no earlier sentence is about an organisation', () => {
    const trial: Passage = { ...passage, spans: [
      { id: 't-s1', text: 'A jury in Delaware found that Pixelgate had infringed 2 patents held by Stackgrow.' },
      { id: 't-s2', text: 'The jury awarded Stackgrow $128.5 million.' },
    ] };
    const claim: GeneratedClaim = { claim: 'The jury awarded Stackgrow $129.5 million.', evidence: trial.spans, sourceSpan: 't-s2', transform: 'edit' };
    expect(decontextualise(claim, trial)).toBeNull();
  });

  it('writes a short name in full, never inside a longer name, and leaves a standalone claim alone', () => {
    expect(decontextualise(claimOf(5, 'Groot has run Stackgrow since 2018.'), passage)!.claim)
      .toBe('Maarten de Groot has run Stackgrow since 2018.');
    expect(decontextualise(claimOf(0, 'The vertical farm company Stackgrow opened an indoor farm in Rotterdam on 12 November 2025.'), passage)).toBeNull();
    expect(decontextualise(claimOf(1, 'Chief executive Maarten de Groot said the site would employ 130 people.'), passage)).toBeNull();
  });

  it('writes the `the` the passage gives a short name\'s full form, none after a determiner, and none for a name written bare', () => {
    /** The claim `text` of the last span of a passage of `texts`, with what it leans on named (undefined: nothing to name). */
    const namedIn = (id: string, texts: string[], entities: Passage['entities']) => {
      const kit = passageOf(id, texts, entities);
      const last = kit.spans[kit.spans.length - 1].id;
      return (text: string): string | undefined =>
        decontextualise({ claim: text, evidence: kit.spans, sourceSpan: last, transform: 'edit', edits: ['digits'] }, kit)?.claim;
    };
    const of = namedIn('dc-002', [
      'The Halden Observatory signed a deal with the Utrecht Space Institute in 2025.',
      'Astronomers from Utrecht receive 15% of the observing time.',
    ], [{ text: 'Halden Observatory', kind: 'org' }, { text: 'Utrecht Space Institute', kind: 'org' }]);
    expect(of('Astronomers from Utrecht receive 25% of the observing time.')).toBe('Astronomers from the Utrecht Space Institute receive 25% of the observing time.');
    expect(of('Utrecht astronomers receive 25% of the observing time.')).toBe('The Utrecht Space Institute astronomers receive 25% of the observing time.');
    expect(of('Astronomers from the Utrecht campus receive 25% of the observing time.')).toBe('Astronomers from the Utrecht Space Institute campus receive 25% of the observing time.');
    // After a possessive the name takes no `the` of its own (`the telescope's Utrecht partner`).
    expect(of("The telescope's Utrecht partner receives 25% of the observing time.")).toBe("The telescope's Utrecht Space Institute partner receives 25% of the observing time.");
    // After a count the short name's word describes what is counted: no name (`the five Nordic nations`).
    expect(of('Astronomers from every Utrecht lab receive 25% of the observing time.')).toBeUndefined();
    // An owner takes its `the` too (`The Eastmere Health Authority's medical director`).
    const owned = namedIn('dc-003', [
      'The Eastmere Health Authority ran the trial in 2025.',
      "Eastmere's medical director, Joanna Pike, said 40 patients took part.",
    ], [{ text: 'Eastmere Health Authority', kind: 'org' }, { text: 'Joanna Pike', kind: 'person' }]);
    expect(owned("Eastmere's medical director, Joanna Pike, said 45 patients took part.")).toBe("The Eastmere Health Authority's medical director, Joanna Pike, said 45 patients took part.");
    expect(owned("According to Eastmere's medical director, Joanna Pike, 45 patients took part.")).toBe("According to the Eastmere Health Authority's medical director, Joanna Pike, 45 patients took part.");
    expect(decontextualise(claimOf(5, 'Groot has run Stackgrow since 2018.'), passage)!.claim).toBe('Maarten de Groot has run Stackgrow since 2018.');
  });

  it('lists the entities named before a span, most recent first', () => {
    expect(earlierEntities(passage, 2).map((e) => e.text)).toEqual(['Maarten de Groot', 'Rotterdam', 'Stackgrow']);
  });
});

describe('checkDecontextualised rejects what would change the label or the edit', () => {
  const base = claimOf(3, 'The farm has 14 floors and cost €46 million.');
  const source = passage.spans[3].text;
  it.each([
    ['an unchanged claim', base.claim, 'nothing was named'],
    ['a lost figure', "Stackgrow's farm has floors and cost €46 million.", 'figures changed'],
    ['an added figure', "Stackgrow's farm has 14 floors and cost €46 million in 2024.", 'figures changed'],
    ['an added negation', "Stackgrow's farm does not have 14 floors and cost €46 million.", 'a negation was added or lost'],
    ['a plan sentence', source, 'figures changed'],
  ])('%s', (_name, named, problem) => {
    expect(checkDecontextualised(base, named, source, passage.entities).join('; ')).toContain(problem);
  });

  it("rejects a claim that lost the edit's own words, and one that is a plan sentence", () => {
    const swapped = claimOf(1, 'Chief executive Maarten de Groot said the plant would employ 120 people.', ['word']);
    expect(checkDecontextualised(swapped, 'Maarten de Groot said the site would employ 120 people.', passage.spans[1].text, passage.entities))
      .toContain("the edit's own words were lost: plant");
    const verbatim = claimOf(1, 'Groot said the site would employ 120 people.', ['word']);
    expect(checkDecontextualised(verbatim, passage.spans[1].text, passage.spans[1].text, passage.entities)).toContain('the claim is a plan sentence');
    expect(checkDecontextualised(base, "Stackgrow's farm has 14 floors and cost €46 million.", source, passage.entities)).toEqual([]);
  });

  it('rejects naming with a name the claim already has, and keeps a name new to the claim', () => {
    const swapped = claimOf(3, 'Its 120 employees were offered jobs at Stackgrow.', ['plan-name-swap']);
    expect(checkDecontextualised(swapped, "Stackgrow's 120 employees were offered jobs at Stackgrow.", source, passage.entities))
      .toContain('names Stackgrow again, which the claim already names');
    expect(checkDecontextualised(base, "Stackgrow's farm has 14 floors and cost €46 million.", source, passage.entities)).toEqual([]);
    // Through decontextualise: `Its` is named after the sentence before, unless the swap put that name in the claim.
    const rival = passageOf('dc-009', ['Stackgrow opened a farm in Rotterdam.', 'LeafTower closed 3 sites in Hamburg.', 'Its 120 employees were offered jobs at Stackgrow.'],
      [{ text: 'Stackgrow', kind: 'org' }, { text: 'LeafTower', kind: 'org' }, { text: 'Rotterdam', kind: 'place' }, { text: 'Hamburg', kind: 'place' }]);
    const swapOf = (text: string) => ({ claim: text, evidence: rival.spans, sourceSpan: 'dc-009-s3', transform: 'swap', edits: ['plan-name-swap'] });
    expect(decontextualise(swapOf('Its 120 employees were offered jobs at Rotterdam Farms.'), rival)?.claim).toBe("LeafTower's 120 employees were offered jobs at Rotterdam Farms.");
    expect(decontextualise(swapOf('Its 120 employees were offered jobs at LeafTower.'), rival)).toBeNull();
  });
});
