import { describe, expect, it } from 'vitest';
import { fixtureCorpus, FIXTURE_PASSAGES } from '../fixtures.ts';
import type { Passage } from '../../datasets/types.ts';
import { briefPredicate } from './eventClauses.ts';
import { eventOf } from './events.ts';
import { corpusView } from '../../datasets/corpus.ts';
import { FABRICATION_KINDS, FORMS_OF, parseRecipe, recipeNote, renderRecipe, stateChange, type Recipe } from './fabrication.ts';
import { recipeRisks } from './fabricationRisk.ts';
import { gerundPhrase, isVerbOpener } from './verbs.ts';
import { passageOf } from '../../test/passages.ts';

const corpus = fixtureCorpus();
/** A plan (`<topic>-001`) and one same-topic sibling (`<topic>-002`), each of the sentences given, read as one corpus. */
const planAndSibling = (topic: string, plan: readonly string[], sibling: readonly string[], entities: Passage['entities']) =>
  corpusView([passageOf(`${topic}-001`, plan, entities, { topic, domain: topic }), passageOf(`${topic}-002`, sibling, entities, { topic, domain: topic })]);
const passage = (id: string) => FIXTURE_PASSAGES.find((p) => p.id === id)!;
const one = (text: string, entities: Passage['entities'] = []) =>
  eventOf({ id: 'x-s1', text }, { id: 'x', topic: 't', domain: 'd', spans: [{ id: 'x-s1', text }], entities });

describe('eventOf', () => {
  it('cuts the phrases carrying figures and dates off a named subject\'s predicate', () => {
    expect(eventOf(passage('fx-001').spans[0], passage('fx-001'))).toMatchObject({
      title: '', subject: { text: 'Harlow Bank', kind: 'org' }, predicate: 'acquired Calder Savings', reported: null,
    });
    expect(eventOf(passage('fx-005').spans[1], passage('fx-005'))).toMatchObject({ title: 'Manager ', predicate: 'signed a new contract' });
  });

  it('keeps the reported clause of a reporting verb, and refuses one cut down to a noun phrase', () => {
    expect(eventOf(passage('fx-001').spans[2], passage('fx-001'))?.reported).toBe('the board would pay a dividend');
    const odesa = [{ text: 'Odesa', kind: 'place' as const }, { text: 'Oleksandr Bondar', kind: 'person' as const }];
    expect(one('Oleksandr Bondar said the port of Odesa handled 58% of shipments.', odesa)).toBeNull();
  });

  it('refuses a cut that changes what the rest says', () => {
    expect(one('The club was not relegated in 2019.')).toBeNull(); // a negation widens
    expect(one('The decision was the first reduction since September 2023.')).toBeNull(); // `since` bounds `first`
    expect(one('The expedition was led by Graham Whitlock and 9 climbers.')).toBeNull(); // the agent goes
    expect(one('The National Statistics Office expects Karavel to reach 3 million people by 2040.', [{ text: 'National Statistics Office', kind: 'org' }])).toBeNull();
    expect(one('Chirpline launched paid subscriptions at $2.99 a month.', [{ text: 'Chirpline', kind: 'org' }])?.predicate).toBe('launched paid subscriptions');
  });

  it('refuses a predicate whose first comma cuts a list, and keeps one before a comma-set phrase', () => {
    const app = [{ text: 'Chirpline', kind: 'org' as const }, { text: 'Nigeria', kind: 'place' as const }];
    expect(one('Chirpline is most popular in Nigeria, Kenya and Brazil.', app)).toBeNull();
    expect(one('Chirpline is most popular in Nigeria, Kenya, and Brazil.', app)).toBeNull();
    expect(one('Chirpline is most popular in Nigeria, Kenya, Ghana and Brazil.', app)).toBeNull();
    expect(one('Chirpline is most popular in Nigeria, its home market.', app)?.predicate).toBe('is most popular in Nigeria');
    expect(one('Chirpline opened an office in Lagos, beating rivals and regulators to it.', app)?.predicate).toBe('opened an office in Lagos');
    expect(one('Chirpline is most popular in Nigeria, Kenya or Brazil.', app)).toBeNull();
    // A segment past five words, or one opening on an -ing word, goes on no list.
    expect(one('Chirpline opened an office in Lagos, its first office in the whole region and Africa.', app)?.predicate).toBe('opened an office in Lagos');
    expect(one('Chirpline opened an office in Lagos, leaving Abuja and Kano.', app)?.predicate).toBe('opened an office in Lagos');
  });

  it('needs a subject that is the name or a definite noun phrase, then a verb', () => {
    const crews = [{ text: 'Duncan McAllister', kind: 'person' as const }];
    expect(one('Repair crews led by Duncan McAllister worked in temperatures of minus 40 degrees.', crews)).toBeNull();
    expect(one('In 2025, the bank closed 27 branches.')).toBeNull();
    expect(one('The bank hired staff for its digital team in Leeds.')?.subject).toEqual({ text: 'the bank', kind: 'common' });
    expect(one('They said it would rain.')).toBeNull();
  });
});

describe('verb forms', () => {
  it('turns a verb phrase into its -ing form', () => {
    expect(gerundPhrase('opened a farm')).toBe('opening a farm');
    expect(gerundPhrase('agreed a deal')).toBe('agreeing a deal');
    expect(gerundPhrase('carried 9 people')).toBe('carrying 9 people');
    expect(gerundPhrase('closed its branch')).toBe('closing its branch');
    expect(gerundPhrase('stopped work')).toBe('stopping work');
    expect(gerundPhrase('sold the club')).toBe('selling the club');
    expect(gerundPhrase('charges fees')).toBe('charging fees');
    expect(gerundPhrase('was convicted')).toBe('being convicted');
    expect(gerundPhrase('had collected the works')).toBe('having collected the works');
    expect(gerundPhrase('will open in May')).toBeNull();
  });

  it('tells verbs that open a predicate from other words', () => {
    for (const w of ['opened', 'won', 'was', 'expects', 'agreed']) expect(isVerbOpener(w), w).toBe(true);
    for (const w of ['chief', 'red', 'news', 'bus', 'Opened']) expect(isVerbOpener(w), w).toBe(false);
  });
});

describe('recipes', () => {
  const recipes: Recipe[] = FABRICATION_KINDS.flatMap((kind) => FORMS_OF[kind].map((form) => ({
    kind, form, event: 'fx-001-s1', ...(kind === 'cause' || kind === 'consequence' ? { other: 'fx-003-s3' } : {}),
    ...(kind === 'sibling-event' || form === 'because' || kind === 'consequence' ? {} : { actor: 'Owen Marsh' }),
  })));

  it('write out and parse back every kind and form; classic notes and padding suffixes are told apart', () => {
    for (const r of recipes) expect(parseRecipe(recipeNote(r))).toEqual(r);
    expect(parseRecipe(`${recipeNote(recipes[0])}; padded with plan words a, b, c`)).toEqual(recipes[0]);
    expect(parseRecipe('sentence of sibling passage fx-002')).toBeNull();
    expect(parseRecipe('cause (plain): event fx-001-s1')).toBeNull();
  });

  it('tell a request as granted or a possibility as certain, never across a negation or a second clause', () => {
    expect(stateChange('EduWorkers asked for a pay rise of 8% on November 4, 2025.')?.text).toBe('EduWorkers won a pay rise of 8% on November 4, 2025.');
    expect(stateChange('Aiko Tanabe said the volcano could erupt again within 20 years.')?.text).toBe('Aiko Tanabe said the volcano will erupt again within 20 years.');
    expect(stateChange('The union demanded a wage rise of 15% and got 9%.')).toBeNull();
    expect(stateChange('The council may not raise fees.')).toBeNull();
    expect(stateChange('The council raised fees.')).toBeNull();
  });

  it('word each form from its parts', () => {
    const words = (r: Partial<Recipe>) => renderRecipe({ kind: 'cause', form: 'because', event: 'fx-001-s1', ...r } as Recipe, corpus);
    expect(words({ other: 'fx-003-s3' })).toBeNull(); // `because Priya Nandakumar said …`: a cause is done, not said
    expect(words({ kind: 'consequence', form: 'which-led-to', event: 'fx-004-s1', other: 'fx-005-s1' })).toBeNull(); // no event in fx-004-s1
    expect(words({ kind: 'consequence', form: 'which-led-to', other: 'fx-005-s1' })).toBe('Harlow Bank acquired Calder Savings, which led to Riverside Rovers selling Kofi Mensah to Atletico Lusitano.');
    expect(words({ kind: 'attribution', form: 'according-to', event: 'fx-001-s3', actor: 'Owen Marsh' })).toBe('According to Owen Marsh, the board would pay a dividend.');
    expect(words({ kind: 'blame', form: 'accused', event: 'fx-005-s1', actor: 'Harbour City' })).toBe('Harbour City accused Riverside Rovers of selling Kofi Mensah to Atletico Lusitano.');
    expect(words({ kind: 'actor-move', form: 'plain', event: 'fx-005-s2', actor: 'Kofi Mensah' })).toBe('Kofi Mensah signed a new contract.');
    expect(words({ kind: 'actor-move', form: 'plain', event: 'fx-005-s2' })).toBeNull(); // the actor is missing
  });
});

describe('a cause that is only said, and a blame for what is blameless', () => {
  const view = planAndSibling('sa', ['Harlow Bank closed its branch in Otley.', 'Farah Siddiqui apologised to patients.'], [
    'Dana Reeve called Calder Savings a natural partner.',
    'Owen Marsh urged both sides to accept mediation.',
    'The merger was announced on 2025-03-10.',
    'Calder Savings called off the merger.',
    'Calder Savings cut its mortgage rates.',
    'Owen Marsh said the bank would pay a dividend.',
  ], [
    { text: 'Harlow Bank', kind: 'org' }, { text: 'Otley', kind: 'place' }, { text: 'Farah Siddiqui', kind: 'person' },
    { text: 'Dana Reeve', kind: 'person' }, { text: 'Calder Savings', kind: 'org' }, { text: 'Owen Marsh', kind: 'person' },
  ]);
  const render = (recipe: Partial<Recipe>) => renderRecipe({ kind: 'cause', form: 'because', event: 'sa-001-s1', ...recipe } as Recipe, view);

  it('refuses a speech act as the cause, in every form, and keeps a deed', () => {
    expect(render({ other: 'sa-002-s1' })).toBeNull(); // called X a partner
    expect(render({ other: 'sa-002-s2' })).toBeNull(); // urged
    expect(render({ form: 'said-because', other: 'sa-002-s2', actor: 'Dana Reeve' })).toBeNull();
    expect(render({ other: 'sa-002-s4' })).toBe('Harlow Bank closed its branch because Calder Savings called off the merger.');
    expect(render({ other: 'sa-002-s5' })).toBe('Harlow Bank closed its branch because Calder Savings cut its mortgage rates.');
  });

  it('refuses a speech act as what a consequence follows from, but not as the consequence', () => {
    const result = (event: string, other: string) => render({ kind: 'consequence', form: 'as-a-result', event, other });
    expect(result('sa-002-s1', 'sa-001-s1')).toBeNull();
    expect(result('sa-002-s3', 'sa-001-s1')).toBeNull(); // `was announced`: passive
    expect(result('sa-002-s5', 'sa-001-s1')).toBe('Calder Savings cut its mortgage rates, and as a result Harlow Bank closed its branch in Otley.');
    expect(result('sa-001-s1', 'sa-002-s2')).toBe('Harlow Bank closed its branch, and as a result Owen Marsh urged both sides to accept mediation.');
  });

  it('blames nobody for an apology or a report, and still for a deed', () => {
    const blame = (event: string) => render({ kind: 'blame', form: 'blamed', event, actor: 'Harlow Bank' });
    expect(blame('sa-001-s2')).toBeNull(); // apologised
    expect(blame('sa-002-s6')).toBeNull(); // said
    expect(blame('sa-002-s2')).toBeNull(); // urged
    expect(blame('sa-002-s5')).toBe('Harlow Bank blamed Calder Savings for cutting its mortgage rates.');
  });
});

describe('a cause or consequence in time (the class check, `recipeRisks`)', () => {
  const view = planAndSibling('tm', ['Harlow Bank closed its branch in Otley on 2025-06-02.'], [
    'Calder Savings cut its mortgage rates on 2025-03-10.',
    'Calder Savings launched a savings account on 2025-09-15.',
    'Calder Savings hired a new auditor in 2026.',
  ], [{ text: 'Harlow Bank', kind: 'org' }, { text: 'Otley', kind: 'place' }, { text: 'Calder Savings', kind: 'org' }]);
  const [plan, sibling] = view.passages;
  const dated = (kind: Recipe['kind'], other: string) =>
    recipeRisks({ kind, form: kind === 'cause' ? 'because' : 'as-a-result', event: 'tm-001-s1', other }, plan, [sibling], view).filter((r) => /dated/.test(r));

  it('refuses a cause dated after its effect and a consequence dated before what led to it, by day or by year', () => {
    expect(dated('cause', 'tm-002-s1')).toEqual([]);
    expect(dated('cause', 'tm-002-s2').join()).toMatch(/cause is dated after the event/);
    expect(dated('cause', 'tm-002-s3').join()).toMatch(/cause is dated after the event/);
    expect(dated('consequence', 'tm-002-s2')).toEqual([]);
    expect(dated('consequence', 'tm-002-s1').join()).toMatch(/consequence is dated before the event/);
  });
});

describe('a cause or consequence naming its subject twice', () => {
  const plan: Passage = {
    id: 'pn-001', topic: 'pn', domain: 'pn',
    spans: [{ id: 'pn-001-s1', text: 'Petrolux reported a profit of $4 billion on 2025-02-01.' }, { id: 'pn-001-s2', text: 'Petrolux opened a refinery in Rotterdam on 2025-03-01.' }],
    entities: [{ text: 'Petrolux', kind: 'org' }, { text: 'Rotterdam', kind: 'place' }],
  };
  const sibling = passageOf('pn-002', [
    'Petrolux agreed to buy the wind developer Sirocco Energy.',
    'Norvale Energy raised its offer for Sirocco Energy on 2024-07-01.',
    'The review was based on records from 1,100 weather stations.',
    'Norvale Energy was part of a joint venture on 2024-08-01.',
    'Norvale Energy was put up for sale on 2024-08-01.',
    'Norvale Energy was first listed in Oslo on 2024-08-01.',
  ], [{ text: 'Petrolux', kind: 'org' }, { text: 'Sirocco Energy', kind: 'org' }, { text: 'Norvale Energy', kind: 'org' }], { topic: 'pn', domain: 'pn' });
  const view = corpusView([plan, sibling]);
  const render = (form: Recipe['form'], kind: Recipe['kind'], other: string) => renderRecipe({ kind, form, event: 'pn-001-s2', other }, view);

  it('takes a pronoun for the repeated name, in every form', () => {
    expect(render('because', 'cause', 'pn-002-s1')).toBe('Petrolux opened a refinery because it agreed to buy the wind developer Sirocco Energy.');
    expect(render('as-a-result', 'consequence', 'pn-002-s1')).toBe('Petrolux opened a refinery, and as a result it agreed to buy the wind developer Sirocco Energy.');
    expect(render('which-led-to', 'consequence', 'pn-002-s1')).toBe('Petrolux opened a refinery, which led to it agreeing to buy the wind developer Sirocco Energy.');
  });

  it('keeps a different second subject named, and refuses a stative or unnamed one', () => {
    expect(render('because', 'cause', 'pn-002-s2')).toBe('Petrolux opened a refinery because Norvale Energy raised its offer for Sirocco Energy.');
    expect(render('because', 'cause', 'pn-002-s3')).toBeNull();
    expect(render('because', 'cause', 'pn-002-s4')).toBeNull(); // `was part of`: a state
    // A participle the verb lexicon knows (`put`, no `-ed`) makes a deed.
    expect(render('because', 'cause', 'pn-002-s5')).toBe('Petrolux opened a refinery because Norvale Energy was put up for sale.');
    // An adverb between `be` and the participle leaves a deed (`was first listed`), as the risk check reads it.
    expect(render('because', 'cause', 'pn-002-s6')).toMatch(/^Petrolux opened a refinery because Norvale Energy was first listed/);
  });

  it('brief mentions never stop on a word that needs what follows', () => {
    expect(briefPredicate('was based on records')).toBe('was based on records');
    expect(briefPredicate('was worst in physics')).toBe('was worst in physics');
    expect(briefPredicate('opened a refinery in Rotterdam')).toBe('opened a refinery');
  });

  it('brief mentions keep a report, a phrase a measure is bound to and a second object whole', () => {
    for (const whole of [
      // What is said, cut short, says something else (`said the fault lay`, `told analysts that demand`).
      'said the fault lay in a separator made by Korvex', 'told reporters lift-pass sales over the period had dropped',
      'has said the fault lay in a separator', 'had warned of flooding in the valley',
      // `scored the winner three minutes`, `closed a week` and `won the race by two lengths` dangle.
      'scored the winner three minutes from the end', 'closed the bridge a week after the storm', 'won the race by two lengths in Cork',
      // `replaced Pieter Bosveld` alone says the subject took his place; `merged its investments` says with whom no longer.
      'replaced Pieter Bosveld with Ilse Kramer', 'supplied the council with the fleet', 'merged its investments with 3 neighbouring funds',
    ]) expect(briefPredicate(whole), whole).toBe(whole);
    // Still brief: an adjunct after a plain object, a count that is no measure, `with` after another verb.
    expect(briefPredicate('signed three players in June')).toBe('signed three players');
    expect(briefPredicate('won the race in two hours')).toBe('won the race');
    expect(briefPredicate('signed a deal with the union')).toBe('signed a deal');
    expect(briefPredicate('was replaced in March')).toBe('was replaced');
  });

  it('refuses an event whose cut figure was all it said', () => {
    expect(one('The regulator rated the event at level 0 on 2025-03-01.')).toBeNull();
    expect(one('Learnhive reported revenue of $8 million for 2025.', [{ text: 'Learnhive', kind: 'org' }])).toBeNull();
    expect(one('Learnhive opened an office in Pune on 2025-03-01.', [{ text: 'Learnhive', kind: 'org' }])?.predicate).toBe('opened an office in Pune');
  });
});
