import { describe, expect, it } from 'vitest';
import { findTitledNames, isBareRole } from './apposition.ts';
import { carryOptions, coordinatedCarries, figureCarries } from './carries.ts';
import type { Passage } from '../../datasets/types.ts';
import { passageOf } from '../../test/passages.ts';

/** The texts of the carries of kind `edit` into span `id` of `p`. */
const carriedInto = (p: Passage, id: string, edit: string) =>
  carryOptions(p.spans.find((s) => s.id === id)!.text, p, id).filter((c) => c.edit === edit).map((c) => c.text);

const passage = passageOf('ca-001', [
  'The manufacturer Altaris Rail won the train contract in 2021.',
  'The offshore wind developer Vestwind bought the site in 2022.',
  'Altaris Rail delivered 40 trains in 2024.',
  'Vestwind will invest £160 million in the project.',
  'Mara Holt, an engineer, designed the turbines.',
  'Mara Holt said the site would open in 2026.',
], [{ text: 'Altaris Rail', kind: 'org' }, { text: 'Vestwind', kind: 'org' }, { text: 'Mara Holt', kind: 'person' }], { topic: 'ca', domain: 'ca' });
const appositions = (id: string) => carriedInto(passage, id, 'carry-apposition');
const titled = (text: string) => findTitledNames(text, passage.entities)[0];

describe('apposition carries', () => {
  it('carry no bare role of an organisation from another sentence (`Altaris Rail, a manufacturer, …`)', () => {
    expect(appositions('ca-001-s3')).toEqual([]);
  });

  it('still carry a described role and a person\'s profession', () => {
    expect(appositions('ca-001-s4')).toEqual(['Vestwind, an offshore wind developer, will invest £160 million in the project.']);
    expect(appositions('ca-001-s6')).toEqual(['Mara Holt, an engineer, said the site would open in 2026.']);
  });
});

describe('isBareRole', () => {
  it('is true of one role word an organisation takes with an indefinite article', () => {
    expect(isBareRole(titled(passage.spans[0].text))).toBe(true);
    expect(isBareRole(titled('Altaris Rail, a supplier, said so.'))).toBe(true);
  });

  it('is false of a described role, a person\'s profession and a definite role', () => {
    expect(isBareRole(titled(passage.spans[1].text))).toBe(false);
    expect(isBareRole(titled(passage.spans[4].text))).toBe(false);
    expect(isBareRole(titled('Coach Mara Holt said so.'))).toBe(false);
  });
});

const people = passageOf('cr-001', [
  'Historian Clara Weitzel published a new study of the treaty on 12 May 2023.',
  'The duchy paid 80,000 thalers in secret, Clara Weitzel argued.',
  'Clara Weitzel argued that the duchy paid 80,000 thalers in secret.',
  'Edith Carrow was freed on April 19, 1912.',
  'Edith Carrow was sentenced to 2 months in prison.',
  'Edith Carrow delivered the petition to parliament on 1906-05-14.',
  'Westward Telegraph completed its line from Halifax to Vancouver on 1885-11-07.',
  'The line of Westward Telegraph was 5,870 kilometres long.',
  'The first message of Westward Telegraph contained 23 words.',
  'Riverside Rovers sold Kofi Mensah to Atletico Lusitano on 2025-07-01.',
  'Kofi Mensah scored 61 goals for Riverside Rovers.',
  'Riverside Rovers won the Northern League title on 2025-05-10.',
  'DocLink moved its headquarters from Zurich to London on 2024-09-01.',
  'DocLink was founded in Zurich.',
], [{ text: 'DocLink', kind: 'org' }, { text: 'Zurich', kind: 'place' }, { text: 'Riverside Rovers', kind: 'org' }, { text: 'Kofi Mensah', kind: 'person' }, { text: 'Atletico Lusitano', kind: 'org' }, { text: 'Clara Weitzel', kind: 'person' }, { text: 'Edith Carrow', kind: 'person' }, { text: 'Westward Telegraph', kind: 'org' }], { topic: 'cr', domain: 'cr' });
const relatives = (id: string) => carriedInto(people, id, 'carry-relative');

describe('relative carries', () => {
  it('set no clause between a fronted report\'s speaker and its closing verb (`…, Clara Weitzel, who …, argued.`)', () => {
    expect(relatives('cr-001-s2')).toEqual([]);
  });

  it('still set one after a speaker who opens the sentence', () => {
    expect(relatives('cr-001-s3')).toContain('Clara Weitzel, who published a new study of the treaty, argued that the duchy paid 80,000 thalers in secret.');
  });

  it('carry no bare passive (`Edith Carrow, who was freed, …`), only a predicate that says something', () => {
    expect(relatives('cr-001-s5')).not.toContainEqual(expect.stringContaining('who was freed'));
    expect(relatives('cr-001-s5')).toContain('Edith Carrow, who delivered the petition to parliament, was sentenced to 2 months in prison.');
  });

  it('tell no `of` phrase\'s head back to itself (`the line of X, which completed its line`), another head still', () => {
    expect(relatives('cr-001-s8')).toEqual([]);
    expect(relatives('cr-001-s9')).toEqual(['The first message of Westward Telegraph, which completed its line from Halifax to Vancouver, contained 23 words.']);
  });

  it('carry no predicate that names again a name the sentence has (`Kofi Mensah … Riverside Rovers, which sold Kofi Mensah`)', () => {
    expect(relatives('cr-001-s11')).not.toContainEqual(expect.stringContaining('which sold Kofi Mensah'));
    expect(relatives('cr-001-s11')).toContain('Kofi Mensah scored 61 goals for Riverside Rovers, which won the Northern League title.');
    expect(relatives('cr-001-s14')).toContain('DocLink, which moved its headquarters from Zurich to London, was founded in Zurich.');
  });
});

const more = passageOf('cr-002', [
  'Historian Clara Weitzel published a new study of the treaty on 12 May 2023.',
  'The duchy paid 80,000 thalers in secret, Clara Weitzel argued on Monday.',
  'Clara Weitzel argued on Monday that the duchy paid 80,000 thalers in secret.',
  'Westward Telegraph completed its line from Halifax to Vancouver on 1885-11-07.',
  'The lines of Westward Telegraph ran 5,870 kilometres.',
  'The offices of Westward Telegraph stood in Montreal.',
  'Anna Lind was president from 2010 to 2015.',
  'Anna Lind rowed for Halden in 2008.',
  'Halden Rowing Club had won in 2009.',
  'Halden Rowing Club opened in 1890.',
], [{ text: 'Clara Weitzel', kind: 'person' }, { text: 'Westward Telegraph', kind: 'org' }, { text: 'Anna Lind', kind: 'person' }, { text: 'Halden Rowing Club', kind: 'org' }], { topic: 'cr', domain: 'cr' });
const moreRelatives = (id: string) => carriedInto(more, id, 'carry-relative');

describe('relative carries: closing reports, plural heads, bare passives', () => {
  it('set no clause before a closing reporting verb and its time phrase (`…, Clara Weitzel argued on Monday.`), one before `that` still', () => {
    expect(moreRelatives('cr-002-s2')).toEqual([]);
    expect(moreRelatives('cr-002-s3')).toEqual(['Clara Weitzel, who published a new study of the treaty, argued on Monday that the duchy paid 80,000 thalers in secret.']);
  });

  it('tell no plural `of` head back to itself (`The lines of X, which completed its line`), another plural head still', () => {
    expect(moreRelatives('cr-002-s5')).toEqual([]);
    expect(moreRelatives('cr-002-s6')).toEqual(['The offices of Westward Telegraph, which completed its line from Halifax to Vancouver, stood in Montreal.']);
  });

  it('count as a bare passive only `be` and a past participle: `was president` and `had won` are carried', () => {
    expect(moreRelatives('cr-002-s8')).toEqual(['Anna Lind, who was president, rowed for Halden in 2008.']);
    expect(moreRelatives('cr-002-s10')).toEqual(['Halden Rowing Club, which had won, opened in 1890.']);
  });
});

describe('relative carries: a noun that only carried its figure', () => {
  const prize = passageOf('cr-003', [
    'Maya Okonkwo received a prize of $120,000 on Sunday.',
    'Maya Okonkwo collected a winner\'s cheque for $1.2 million.',
    'Maya Okonkwo opened a tennis academy in 2024.',
    'Maya Okonkwo served 12 aces in the final.',
  ], [{ text: 'Maya Okonkwo', kind: 'person' }], { topic: 'cr', domain: 'cr' });
  const relatives = carriedInto(prize, 'cr-003-s4', 'carry-relative');

  it('carry no `received a prize` whose prize was its figure, nor `collected a winner\'s cheque` cut from its sum', () => {
    expect(relatives.filter((t) => /a prize|a winner's cheque/.test(t))).toEqual([]);
  });

  it('open on no `After …` whose noun held only its cut figure (`After Maya Okonkwo received a prize, …`)', () => {
    const dated = passageOf('cr-007', [
      'Maya Okonkwo received a prize of $120,000 on 2 March 2024.',
      'Maya Okonkwo opened a tennis academy on 5 May 2025.',
      'Maya Okonkwo won the Coastal Open on 1 June 2024.',
      'Maya Okonkwo hired a coach on 9 September 2025.',
    ], [{ text: 'Maya Okonkwo', kind: 'person' }, { text: 'Coastal Open', kind: 'event' }], { topic: 'cr', domain: 'cr' });
    const after = (id: string) => carriedInto(dated, id, 'carry-after');
    expect(after('cr-007-s2').filter((t) => t.includes('a prize'))).toEqual([]);
    expect(after('cr-007-s2').some((t) => t.startsWith('After Maya Okonkwo won the Coastal Open'))).toBe(true);
  });

  it('still carry an indefinite noun that says something without the figure cut after it', () => {
    expect(relatives).toContain('Maya Okonkwo, who opened a tennis academy, served 12 aces in the final.');
  });
});

describe('carries people would not write', () => {
  const finance = passageOf('cr-004', [
    'Owen Marsh expected cost savings of £38 million a year by 2027.',
    'Varex Chemicals agreed to connect every affected home to the mains.',
    'Varex Chemicals agreed to pay $62 million to the families.',
    'Owen Marsh told investors that arrears had fallen.',
    'The duchy paid 80,000 thalers in secret, Clara Weitzel argued.',
    'Historian Clara Weitzel published a new study of the treaty.',
    'Owen Marsh approved a plan for new branches.',
  ], [{ text: 'Owen Marsh', kind: 'person' }, { text: 'Varex Chemicals', kind: 'org' }, { text: 'Clara Weitzel', kind: 'person' }], { topic: 'cr', domain: 'cr' });
  const carries = (id: string, edit: string) => carriedInto(finance, id, edit);

  it('carry no noun whose `of` phrase held its figure (`who expected cost savings`), still a predicate that says something', () => {
    expect(carries('cr-004-s4', 'carry-relative').filter((t) => t.includes('cost savings'))).toEqual([]);
    expect(carries('cr-004-s4', 'carry-relative')).toContain('Owen Marsh, who approved a plan for new branches, told investors that arrears had fallen.');
  });

  it('carry no clause opening on the verb its name already takes (`which agreed to …, agreed to pay`), auxiliaries aside', () => {
    expect(carries('cr-004-s3', 'carry-relative').filter((t) => /which agreed/.test(t))).toEqual([]);
    expect(carries('cr-004-s2', 'carry-relative').filter((t) => /which agreed/.test(t))).toEqual([]);
    const varex = passageOf('cr-006', [
      'Varex Chemicals had agreed to connect every home to the mains.',
      'Varex Chemicals has agreed to pay the families.',
      'Varex Chemicals was fined by the regulator.',
      'Varex Chemicals was sold to Ostrava Holdings.',
      'Varex Chemicals had been warned by the regulator.',
      'Varex Chemicals has been bought by Ostrava Holdings.',
    ], [{ text: 'Varex Chemicals', kind: 'org' }, { text: 'Ostrava Holdings', kind: 'org' }], { topic: 'cr', domain: 'cr' });
    const relatives = (id: string) => carriedInto(varex, id, 'carry-relative');
    expect(relatives('cr-006-s2').filter((t) => /which had agreed/.test(t))).toEqual([]);
    // Predicates that only share an auxiliary are two events: `was fined` may ride on `was sold`.
    expect(relatives('cr-006-s4')).toContain('Varex Chemicals, which was fined by the regulator, was sold to Ostrava Holdings.');
    // `been` is an auxiliary too: `had been warned` may ride on `has been bought`.
    expect(relatives('cr-006-s6')).toContain('Varex Chemicals, which had been warned by the regulator, has been bought by Ostrava Holdings.');
  });

  it('set no title between a fronted report\'s speaker and its closing verb, one before a verb that goes on', () => {
    expect(carries('cr-004-s5', 'carry-apposition')).toEqual([]);
    const opening = passageOf('cr-005', ['Historian Clara Weitzel published a new study.', 'Clara Weitzel argued that the duchy paid in secret.'], [{ text: 'Clara Weitzel', kind: 'person' }], { topic: 'cr', domain: 'cr' });
    expect(carriedInto(opening, 'cr-005-s2', 'carry-apposition')).toEqual(['Clara Weitzel, the historian, argued that the duchy paid in secret.']);
  });
});

describe('figure carries', () => {
  const ferries = passageOf('fc-001', [
    'Skerrin Ferries carried 1.2 million passengers in 2024.',
    'Skerrin Ferries cancelled 212 sailings in January 2025.',
    'Skerrin Ferries ordered 2 ships and sold 3 others in 2023.',
    'Skerrin Ferries runs 31 routes from 6 ports on the mainland of western Scotland to 14 islands of the Outer Hebrides.',
  ], [{ text: 'Skerrin Ferries', kind: 'org' }], { topic: 'fc', domain: 'fc' });
  const claim = 'Skerrin Ferries opened a new terminal.';
  const singles = figureCarries(claim, ferries, 'zz-001-s1');

  it('carry an event with its figures and dates, one a sentence, told of the name', () => {
    expect(singles.map((c) => [c.text, c.from, c.about])).toEqual([
      ['Skerrin Ferries, which carried 1.2 million passengers in 2024, opened a new terminal.', 'fc-001-s1', 'Skerrin Ferries'],
      ['Skerrin Ferries, which cancelled 212 sailings in January 2025, opened a new terminal.', 'fc-001-s2', 'Skerrin Ferries'],
      ['Skerrin Ferries, which ordered 2 ships and sold 3 others in 2023, opened a new terminal.', 'fc-001-s3', 'Skerrin Ferries'],
      ['Skerrin Ferries, which runs 31 routes from 6 ports on the mainland of western Scotland to 14 islands of the Outer Hebrides, opened a new terminal.', 'fc-001-s4', 'Skerrin Ferries'],
    ]);
  });

  it('set no clause on a name right after a speech verb, where it would read as naming the speaker', () => {
    const said = (text: string) => figureCarries(text, ferries, 'zz-001-s1').map((c) => c.text);
    expect(said('Moira Quinn said Skerrin Ferries opened a new terminal.')).toEqual([]);
    expect(said('Moira Quinn said that Skerrin Ferries opened a new terminal.')).toContain(
      'Moira Quinn said that Skerrin Ferries, which carried 1.2 million passengers in 2024, opened a new terminal.');
  });

  it('tell two sentences\' events as one clause, never a predicate already coordinated nor a clause past 24 words', () => {
    expect(coordinatedCarries(claim, singles).map((c) => c.text)).toEqual([
      'Skerrin Ferries, which carried 1.2 million passengers in 2024 and cancelled 212 sailings in January 2025, opened a new terminal.',
    ]);
  });
});
