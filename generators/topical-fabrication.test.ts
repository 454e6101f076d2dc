import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR, corpusView, loadCorpus } from '../datasets/corpus.ts';
import type { Passage } from '../datasets/types.ts';
import { rejectCorpus } from './checkRejects.ts';
import { fixtureCorpus } from './fixtures.ts';
import { generateCases } from './generate.ts';
import { createRng } from '../engine/rng.ts';
import { FABRICATION_KINDS, movedPredicate, swappedPlanSentence } from './text/fabrication.ts';
import { readsAlone as readsAloneAgainst, topicalFabrication } from './topical-fabrication.ts';

const corpus = fixtureCorpus();
const generateAll = (repertoire: 'classic' | 'full') =>
  corpus.passages.flatMap((p) => topicalFabrication.generate(p, corpus, createRng(4).fork(p.id), { repertoire }).map((c) => ({ c, p })));
const peopleKinds = new Set<string>(FABRICATION_KINDS);

describe('topical-fabrication repertoires', () => {
  it('classic: sibling sentences and splices only, each with its edit id', () => {
    const edits = new Set(generateAll('classic').map(({ c }) => c.edits?.join()));
    expect([...edits].sort()).toEqual(['sibling-sentence', 'subject-splice']);
  });

  it('full: adds number-free fabrications people write, each passing the check and naming its kind', () => {
    const people = generateAll('full').filter(({ c }) => peopleKinds.has(c.edits?.[0] ?? ''));
    // Four on the fixtures: their one movable event is two content words once mentioned briefly (`signed a new
    // contract`), refused as generic; moves are generated in the tests below.
    expect(new Set(people.map(({ c }) => c.edits![0])).size).toBeGreaterThanOrEqual(4);
    for (const { c, p } of people) {
      if (c.edits![0] !== 'state-change') expect(c.claim, c.transform).not.toMatch(/\d/); // a state change keeps the plan's figures
      expect(topicalFabrication.check!(c, p, corpus), c.claim).toEqual([]);
      expect(c.transform.startsWith(`${c.edits![0]} (`)).toBe(true);
    }
  });
});

describe('a predicate telling its subject\'s role', () => {
  it('goes to a plan person of that role, never to one the plan gives another role (sibling-predicate)', () => {
    const kit = rejectCorpus();
    const stage = kit.passages.find((p) => p.id === 'kit-010')!;
    const claims = topicalFabrication.generate(stage, kit, createRng(1).fork(stage.id), { repertoire: 'full' })
      .filter((c) => c.edits?.[0] === 'sibling-predicate').map((c) => c.claim);
    expect(claims).toContain('Mira Dale won best actress for her role as a lighthouse keeper.');
    expect(claims).not.toContain('Eliza Warren won best actress for her role as a lighthouse keeper.');
  });

  it('moves a plan event to a person of no stated role, never to one the plan gives another role (actor-move)', () => {
    const club: Passage = {
      id: 'rc-001', topic: 'rc-club', domain: 'rc',
      spans: [
        { id: 'rc-001-s1', text: 'Goalkeeper Lena Brandt was named best goalkeeper of the league in May.' },
        { id: 'rc-001-s2', text: 'Striker Kofi Mensah joined the club from Harbour City.' },
        { id: 'rc-001-s3', text: 'Tomas Reyes runs the academy of the club.' },
      ],
      entities: [{ text: 'Lena Brandt', kind: 'person' }, { text: 'Kofi Mensah', kind: 'person' }, { text: 'Harbour City', kind: 'org' }, { text: 'Tomas Reyes', kind: 'person' }],
    };
    const view = corpusView([club]);
    const move = (actor: string) => topicalFabrication.check!({
      claim: `${actor} was named best goalkeeper of the league.`, evidence: club.spans, sourceSpan: 'rc-001-s1',
      transform: `actor-move (plain): event rc-001-s1 | actor ${actor}`, edits: ['actor-move'],
    }, club, view);
    expect(move('Kofi Mensah').join()).toMatch(/tells a role \(goalkeeper\) of a subject the plan calls striker/);
    expect(move('Tomas Reyes')).toEqual([]);
  });

  it('mentions a moved event briefly, as people do, and never repeats its plan sentence with only the name changed (an entity swap)', () => {
    const club: Passage = {
      id: 'rc-002', topic: 'rc-move', domain: 'rc',
      spans: [
        { id: 'rc-002-s1', text: 'Coldwater Markets dropped its two-carton limit in November.' },
        { id: 'rc-002-s2', text: 'Birchmore Eggs sold two farms to Greyridge Poultry.' },
        { id: 'rc-002-s3', text: 'Greyridge Poultry opened a packing plant.' },
      ],
      entities: [{ text: 'Coldwater Markets', kind: 'org' }, { text: 'Birchmore Eggs', kind: 'org' }, { text: 'Greyridge Poultry', kind: 'org' }],
    };
    const view = corpusView([club]);
    const check = (claim: string, event = 'rc-002-s1', actor = 'Birchmore Eggs') => topicalFabrication.check!({
      claim, evidence: club.spans, sourceSpan: event, transform: `actor-move (plain): event ${event} | actor ${actor}`, edits: ['actor-move'],
    }, club, view);
    expect(check('Birchmore Eggs dropped its two-carton limit.')).toEqual([]);
    expect(check('Birchmore Eggs dropped its two-carton limit in November.').join()).toMatch(/claim is not what its recipe words/);
    // With no adjunct to drop, the brief mention is the plan sentence with its subject changed: refused.
    expect(check('Coldwater Markets opened a packing plant.', 'rc-002-s3', 'Coldwater Markets').join())
      .toMatch(/plan sentence rc-002-s3 with one name changed, the rest verbatim: an entity swap/);
    // A speech is moved whole: a brief mention would cut its reported clause short (`told analysts that demand`).
    expect(movedPredicate({ spanId: 'x', title: '', subject: { text: 'A', kind: 'org' }, predicate: 'told analysts that demand rose in May', reported: 'demand rose in May' }))
      .toBe('told analysts that demand rose in May');
    expect(movedPredicate({ spanId: 'x', title: '', subject: { text: 'A', kind: 'org' }, predicate: 'opened a plant in May', reported: null })).toBe('opened a plant');
    const claims = topicalFabrication.generate(club, view, createRng(1).fork(club.id), { repertoire: 'full' }).filter((c) => c.edits?.[0] === 'actor-move').map((c) => c.claim);
    expect(claims).toContain('Birchmore Eggs dropped its two-carton limit.');
    expect(claims.filter((c) => club.spans.some((s) => swappedPlanSentence(c, [s]) !== undefined))).toEqual([]);
  });
});

describe('a move the plan may imply', () => {
  const plan: Passage = {
    id: 'rc-030', topic: 'rc-prices', domain: 'rc',
    spans: [
      { id: 'rc-030-s1', text: 'Coldwater Markets raised the price of its free-range eggs in Leeds in May.' },
      { id: 'rc-030-s2', text: 'Birchmore Eggs sold two farms to Greyridge Poultry.' },
      { id: 'rc-030-s3', text: 'The regulator said it would not raise the cap on shelf prices.' },
    ],
    entities: [{ text: 'Coldwater Markets', kind: 'org' }, { text: 'Birchmore Eggs', kind: 'org' }, { text: 'Greyridge Poultry', kind: 'org' }, { text: 'Leeds', kind: 'place' }],
  };
  const view = corpusView([plan]);
  const move = (actor: string, spans = plan.spans) => topicalFabrication.check!({
    claim: `${actor} raised the price of its free-range eggs.`, evidence: spans, sourceSpan: 'rc-030-s1',
    transform: `actor-move (plain): event rc-030-s1 | actor ${actor}`, edits: ['actor-move'],
  }, { ...plan, spans }, view);

  it('is kept where the verb stem stands only in a sentence on someone else, refused where the plan tells the new actor with it', () => {
    expect(move('Birchmore Eggs')).toEqual([]);
    const told = [...plan.spans.slice(0, 2), { id: 'rc-030-s3', text: 'Birchmore Eggs said it would not raise prices again.' }];
    expect(move('Birchmore Eggs', told).join()).toMatch(/plan sentence rc-030-s3 tells Birchmore Eggs with "raise"/);
  });
});

describe('swappedPlanSentence', () => {
  const spans = [{ id: 's1', text: 'Coldwater Markets dropped its two-carton limit in November.' }, { id: 's2', text: 'Crumb & Co asked for a loan of £2 million.' }];

  it('finds a plan sentence repeated with one name changed, the rest verbatim', () => {
    expect(swappedPlanSentence('Birchmore Eggs dropped its two-carton limit in November.', spans)).toBe('s1');
    expect(swappedPlanSentence("Halloran's Bakehouse asked for a loan of £2 million.", spans)).toBe('s2');
    expect(swappedPlanSentence('In November Coldwater Markets dropped its two-carton limit in Leeds Central.', [{ id: 's3', text: 'In November Coldwater Markets dropped its two-carton limit in Otley.' }])).toBe('s3');
    // A title opening the sentence goes with its name; a name may hold `of the`, `da`, and end on a comma.
    expect(swappedPlanSentence('Mariana Reyes called the film a quiet masterpiece.', [{ id: 's5', text: 'Jury president Thomas Kessler called the film a quiet masterpiece.' }])).toBe('s5');
    expect(swappedPlanSentence('Bank of the North dropped its limit in May.', [{ id: 's6', text: 'Coldwater Markets dropped its limit in May.' }])).toBe('s6');
    expect(swappedPlanSentence('Fires burned in the Serra da Arrábida for a week.', [{ id: 's7', text: 'Fires burned in the Serra de Monchique for a week.' }])).toBe('s7');
    expect(swappedPlanSentence('According to Kenji Morita, the bridge will reopen in May.', [{ id: 's8', text: 'According to Piotr Nowicki, the bridge will reopen in May.' }])).toBe('s8');
  });

  it('leaves a changed verb, a changed figure, a dropped adjunct, two changes and a sentence too short to repeat', () => {
    expect(swappedPlanSentence('Crumb & Co won a loan of £2 million.', spans)).toBeUndefined();
    expect(swappedPlanSentence('Crumb & Co asked for a loan of £3 million.', spans)).toBeUndefined();
    expect(swappedPlanSentence('Birchmore Eggs dropped its two-carton limit.', spans)).toBeUndefined();
    expect(swappedPlanSentence('Birchmore Eggs dropped its two-carton limit in December.', spans)).toBeUndefined();
    expect(swappedPlanSentence('Birchmore Eggs won.', [{ id: 's4', text: 'Coldwater Markets won.' }])).toBeUndefined();
    // Seven capitalised words are no one name.
    expect(swappedPlanSentence('The North West Coast Regional Water Supply Board dropped its limit in May.', [{ id: 's10', text: 'The Coldwater Markets dropped its limit in May.' }])).toBeUndefined();
    // A title is read only where it opens the sentence: inside it, a changed lower-case word is no name.
    expect(swappedPlanSentence('The fund said health minister Abena Owusu would lead it.', [{ id: 's9', text: 'The fund said chief executive Kwame Asante would lead it.' }])).toBeUndefined();
  });
});

const shipped = fs.existsSync(DEFAULT_CORPUS_DIR);

describe('on the shipped corpus', () => {
  it.skipIf(!shipped)('the hard tier holds ≥ 500 unique fabrications, ≥ 60% of them number-free, of every kind but the rarest', { timeout: 120_000 }, () => {
    const cases = generateCases({ corpus: corpusView(loadCorpus()), classes: ['topical-fabrication'], perClass: 100_000, seed: 1, repertoire: 'full', difficulty: 'hard' });
    expect(new Set(cases.map((c) => `${c.claim}\0${c.evidence.map((e) => e.id).join()}`)).size).toBeGreaterThanOrEqual(500);
    expect(cases.filter((c) => c.provenance!.difficulty!.numerics === 'none').length / cases.length).toBeGreaterThanOrEqual(0.6);
    const kinds = new Set(cases.map((c) => c.provenance!.edits![0]));
    for (const kind of ['sibling-event', 'sibling-predicate', 'actor-move', 'cause', 'consequence', 'attribution']) expect(kinds, kind).toContain(kind);
  });
});

describe('a predicate with a gendered pronoun, told of a plan person', () => {
  const kit = rejectCorpus();
  const predicates = (id: string) => {
    const plan = kit.passages.find((p) => p.id === id)!;
    return topicalFabrication.generate(plan, kit, createRng(1).fork(plan.id), { repertoire: 'full' })
      .filter((c) => c.edits?.[0] === 'sibling-predicate').map((c) => c.claim);
  };

  it('goes to a person the plan calls by that pronoun, never to one it calls by another (sibling-predicate)', () => {
    const claims = predicates('kit-012');
    expect(claims).toContain('Tomas Ek praised his players at a cup final.');
    expect(claims).not.toContain('Ana Ruiz praised his players at a cup final.');
  });

  it('goes to no one in a plan that names the predicate\'s own subject, whom the pronoun may point at', () => {
    expect(predicates('kit-014').filter((c) => c.includes('his players'))).toEqual([]);
  });
});

describe('a subject splice', () => {
  it('opens on the new name as the corpus writes it at the start of a sentence (`The Prudential Oversight Board …`), and the check refuses the bare name', () => {
    const plan: Passage = {
      id: 'rc-010', topic: 'rc-regulator', domain: 'rc',
      spans: [{ id: 'rc-010-s1', text: 'The Prudential Oversight Board approved the takeover of Veldane Assurance.' }],
      entities: [{ text: 'Prudential Oversight Board', kind: 'org' }, { text: 'Veldane Assurance', kind: 'org' }],
    };
    const sibling: Passage = {
      id: 'rc-011', topic: 'rc-regulator', domain: 'rc',
      spans: [{ id: 'rc-011-s1', text: 'Brackwater Holdings cut its fees for small businesses.' }],
      entities: [{ text: 'Brackwater Holdings', kind: 'org' }],
    };
    const view = corpusView([plan, sibling]);
    for (const repertoire of ['classic', 'full'] as const) {
      const claims = topicalFabrication.generate(plan, view, createRng(1).fork(plan.id), { repertoire }).filter((c) => c.edits?.[0] === 'subject-splice');
      expect(claims.map((c) => c.claim), repertoire).toEqual(['The Prudential Oversight Board cut its fees for small businesses.']);
      const bare = { ...claims[0], claim: 'Prudential Oversight Board cut its fees for small businesses.' };
      expect(topicalFabrication.check!(claims[0], plan, view), repertoire).toEqual([]);
      expect(topicalFabrication.check!(bare, plan, view), repertoire).toContain('not a sibling sentence or splice');
    }
  });
});

describe('a subject splice with a gendered pronoun', () => {
  const kit = rejectCorpus();
  const splices = (id: string, repertoire: 'classic' | 'full') => {
    const plan = kit.passages.find((p) => p.id === id)!;
    return topicalFabrication.generate(plan, kit, createRng(1).fork(plan.id), { repertoire })
      .filter((c) => c.edits?.[0] === 'subject-splice').map((c) => c.claim);
  };

  it('full: goes only where the pronoun reads as the new subject, as for sibling-predicate', () => {
    // The plan calls Ana Ruiz "she"; kit-014 names Karl Jensen, whom "his" meant; kit-013 calls Karl Jensen "he".
    expect(splices('kit-012', 'full')).not.toContain('Ana Ruiz praised his players at a cup final.');
    expect(splices('kit-014', 'full')).not.toContain('Lars Olsen praised his players at a cup final.');
    expect(splices('kit-013', 'full')).toContain('Karl Jensen said he would stay for another season.');
  });

  it('full: never tells the new subject a role the plan gives it otherwise, as for sibling-predicate', () => {
    const plan: Passage = {
      id: 'sp-001', topic: 'sp-stage', domain: 'sp',
      spans: [
        { id: 'sp-001-s1', text: 'Composer Eliza Warren wrote 19 songs for the musical Lantern Street.' },
        { id: 'sp-001-s2', text: 'Actress Mira Dale recorded 6 of the songs.' },
      ],
      entities: [{ text: 'Eliza Warren', kind: 'person' }, { text: 'Lantern Street', kind: 'work' }, { text: 'Mira Dale', kind: 'person' }],
    };
    const sibling: Passage = {
      id: 'sp-002', topic: 'sp-stage', domain: 'sp',
      spans: [
        { id: 'sp-002-s1', text: 'Actress Priya Kaur joined the Harbour Theatre in 2020.' },
        { id: 'sp-002-s2', text: 'Priya Kaur won best actress at the Harbour Awards.' },
      ],
      entities: [{ text: 'Priya Kaur', kind: 'person' }, { text: 'Harbour Theatre', kind: 'org' }],
    };
    const view = corpusView([plan, sibling]);
    const of = (repertoire: 'classic' | 'full') => topicalFabrication.generate(plan, view, createRng(1).fork(plan.id), { repertoire })
      .filter((c) => c.edits?.[0] === 'subject-splice').map((c) => c.claim);
    // Eliza Warren is the plan's composer: `won best actress` tells the sibling's actress of her.
    expect(of('full')).not.toContain('Eliza Warren won best actress at the Harbour Awards.');
    expect(of('classic')).toContain('Eliza Warren won best actress at the Harbour Awards.');
  });

  it('classic: unchanged, pronoun or not (the default suite is pinned)', () => {
    expect(splices('kit-012', 'classic')).toContain('Ana Ruiz praised his players at a cup final.');
    expect(splices('kit-014', 'classic')).toContain('Lars Olsen praised his players at a cup final.');
  });
});

describe('a sibling sentence people would copy', () => {
  const names = [{ text: 'Marisco Lines', kind: 'org' as const }, { text: 'Heidi Sorensen', kind: 'person' as const }];
  const port: Passage = {
    id: 'ra-001', topic: 'ra-port', domain: 'ra', entities: names,
    spans: [{ id: 'ra-001-s1', text: 'Marisco Lines moved its ships to the port in 2024.' }, { id: 'ra-001-s2', text: 'Heidi Sorensen runs the airline training centre.' }],
  };
  const readsAlone = (sentence: string, ns: typeof names) => readsAloneAgainst(sentence, ns, port);
  it('reads on its own: no leaning opener, no pronoun without a referent, a name the reader can place', () => {
    expect(readsAlone('It was the highest temperature ever recorded in the city.', names)).toBe(false);
    expect(readsAlone('In return, Marisco Lines received priority berths at the port of Valcera.', names)).toBe(false);
    expect(readsAlone('Heidi Sorensen said only 40% of airlines had trained their pilots to use it.', names)).toBe(false);
    expect(readsAlone('No one was injured.', names)).toBe(false);
    expect(readsAlone('Marisco Lines received priority berths at the port of Valcera.', names)).toBe(true);
    expect(readsAlone('Heidi Sorensen said only 40% of airlines had trained their pilots.', names)).toBe(true);
  });

  it('names what it talks about: no bare definite the plan never introduces (full only)', () => {
    expect(readsAlone('Heidi Sorensen signed the pooling agreement.', names)).toBe(false);
    expect(readsAlone('Marisco Lines cut its flights between the two cities.', names)).toBe(false);
    expect(readsAlone('Marisco Lines paid for the port to be dredged.', names)).toBe(true); // the plan's port
    expect(readsAlone('Heidi Sorensen said the centre would close.', names)).toBe(true); // the plan's centre
    // fx-002 never brings in fx-001's board; fx-001 does say `the bank` of fx-002's sentence.
    const plans = (id: string, repertoire: 'classic' | 'full') => generateAll(repertoire).filter(({ p }) => p.id === id).map(({ c }) => c.claim);
    expect(plans('fx-002', 'full')).not.toContain('Dana Reeve said the board would pay a dividend of 14.5 pence per share.');
    expect(plans('fx-002', 'classic')).toContain('Dana Reeve said the board would pay a dividend of 14.5 pence per share.');
    expect(plans('fx-001', 'full')).toContain('The bank hired 180 staff for its digital team in Leeds.');
  });
});

describe('a cause or consequence pair', () => {
  it('is told in one form under full (not `E, which led to C` and `E, and as a result C` both)', () => {
    const kit = rejectCorpus();
    const pairs = kit.passages.flatMap((p) => topicalFabrication.generate(p, kit, createRng(4).fork(p.id), { repertoire: 'full' })
      .filter((c) => /^(?:cause|consequence) /.test(c.transform)).map((c) => `${p.id} ${c.transform.replace(/ \(.*?\)/, '').replace(/ \| actor .*/, '')}`));
    expect(pairs.length).toBeGreaterThanOrEqual(8);
    expect(pairs).toContain('kit-014 consequence: event kit-014-s1 | other kit-012-s1');
    expect(pairs.length).toBe(new Set(pairs).size);
  });
});
