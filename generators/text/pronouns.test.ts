import { describe, expect, it } from 'vitest';
import { corpusView } from '../../datasets/corpus.ts';
import type { Passage } from '../../datasets/types.ts';
import { eventsOf } from './events.ts';
import { genderedPronouns, movedPronounProblems, pronounOf, pronounsFor, repeatPronoun } from './pronouns.ts';

const plan: Passage = {
  id: 'pr-001', topic: 'pr-club', domain: 'pr',
  spans: [
    { id: 'pr-001-s1', text: 'Coach Ana Ruiz took charge of Vale Rovers in March 2024.' },
    { id: 'pr-001-s2', text: 'She signed the striker Tomas Ek, who thanked her for his chance.' },
    { id: 'pr-001-s3', text: 'Ida Berg runs the academy of the club.' },
  ],
  entities: [{ text: 'Ana Ruiz', kind: 'person' }, { text: 'Vale Rovers', kind: 'org' }, { text: 'Tomas Ek', kind: 'person' }, { text: 'Ida Berg', kind: 'person' }],
};
const sibling: Passage = {
  id: 'pr-002', topic: 'pr-club', domain: 'pr',
  spans: [
    { id: 'pr-002-s1', text: 'Karl Jensen praised his players at a cup final.' },
    { id: 'pr-002-s2', text: 'Karl Jensen thanked Maria Lind for her support of the club.' },
  ],
  entities: [{ text: 'Karl Jensen', kind: 'person' }, { text: 'Maria Lind', kind: 'person' }],
};
// A pronoun in a reported clause that means the person of an earlier sentence, not the speaker named before it.
const released: Passage = {
  id: 'pr-004', topic: 'pr-club', domain: 'pr',
  spans: [
    { id: 'pr-004-s1', text: 'Lena Holt signed a contract with the Harbour Kites for the summer league.' },
    { id: 'pr-004-s2', text: 'Coach Omar Sayed said Vale Rovers would release her for the tournament.' },
  ],
  entities: [{ text: 'Lena Holt', kind: 'person' }, { text: 'Harbour Kites', kind: 'org' }, { text: 'Omar Sayed', kind: 'person' }, { text: 'Vale Rovers', kind: 'org' }],
};
const person = (text: string) => ({ text, kind: 'person' as const });

describe('gendered pronouns', () => {
  it('are found whole-word with their gender', () => {
    expect(genderedPronouns('He told her, then herself; Hershey and the sheriff are no pronouns.').map((p) => `${p.word}:${p.gender}`))
      .toEqual(['He:he', 'her:she', 'herself:she']);
  });

  it('point at the last person named before them, in their sentence or the ones before', () => {
    const genders = pronounsFor(plan);
    // `thanked her for his chance`: each may mean Tomas Ek, named before it, or Ana Ruiz, named in the sentence before.
    expect([...genders.get('Ana Ruiz')!].sort()).toEqual(['he', 'she']);
    expect([...genders.get('Tomas Ek')!].sort()).toEqual(['he', 'she']);
    expect(genders.has('Ida Berg')).toBe(false);
    // A person the pronoun's own sentence names before it is read there, not from the sentences before.
    expect([...pronounsFor(sibling).get('Karl Jensen')!]).toEqual(['he']);
  });

  it('in a reported clause also point at the person named in the sentences before', () => {
    const genders = pronounsFor(released);
    expect([...genders.get('Lena Holt')!]).toEqual(['she']);
    expect([...genders.get('Omar Sayed')!]).toEqual(['she']);
  });
});

describe('a predicate with a gendered pronoun moved to a plan person', () => {
  const view = corpusView([plan, sibling]);
  const [praised, thanked] = eventsOf(sibling);

  it('is kept for a person the plan calls by no other pronoun, refused for one it calls otherwise', () => {
    expect(praised.predicate).toBe('praised his players at a cup final');
    expect(movedPronounProblems(person('Ida Berg'), praised, plan, view)).toEqual([]);
    expect(movedPronounProblems(person('Ana Ruiz'), praised, plan, view).join()).toMatch(/"his" .* disagrees with the plan, which calls Ana Ruiz "she"/);
  });

  it('is refused for the person a reported clause\'s pronoun means, named in the sentence before', () => {
    const view4 = corpusView([released, sibling]);
    expect(movedPronounProblems(person('Lena Holt'), praised, released, view4).join()).toMatch(/"his" .* disagrees with the plan, which calls Lena Holt "she"/);
  });

  it('is refused where the plan names the predicate\'s own subject, whom the pronoun may point at', () => {
    const naming: Passage = { ...plan, spans: [...plan.spans, { id: 'pr-001-s4', text: 'Ida Berg replaced Karl Jensen.' }], entities: [...plan.entities, person('Karl Jensen')] };
    expect(movedPronounProblems(person('Ida Berg'), praised, naming, corpusView([naming, sibling])).join()).toMatch(/may point at Karl Jensen, whom the plan names/);
  });

  it('is refused where the own passage calls its subject by another pronoun: it pointed at someone else', () => {
    const other: Passage = { ...sibling, id: 'pr-003', spans: [{ id: 'pr-003-s1', text: 'Karl Jensen praised her players at the cup final.' }, { id: 'pr-003-s2', text: 'He left in May.' }] };
    const [event] = eventsOf(other);
    expect(movedPronounProblems(person('Ida Berg'), event, plan, corpusView([plan, other])).join()).toMatch(/points at someone other than Karl Jensen, whom passage pr-003 calls "he"/);
  });

  it('reads a pronoun after a person named in the predicate as theirs, not the subject\'s', () => {
    expect(thanked.predicate).toBe('thanked Maria Lind for her support of the club');
    expect(movedPronounProblems(person('Tomas Ek'), thanked, plan, view)).toEqual([]);
  });
});

describe('the pronoun for a repeated name', () => {
  it('is the gender the passage states, it for a singular organisation, and refused when unclear', () => {
    expect(pronounOf(person('Karl Jensen'), [sibling])?.subject).toBe('he');
    expect(pronounOf(person('Maria Lind'), [sibling])?.object).toBe('her');
    expect(pronounOf(person('Ida Berg'), [plan])).toBeNull(); // no pronoun ever points at her
    expect(pronounOf(person('Ana Ruiz'), [plan])).toBeNull(); // `his` after `She` may mean her too: unclear
    expect(pronounOf({ text: 'Petrolux', kind: 'org' }, [plan])?.subject).toBe('it');
    expect(pronounOf({ text: 'Vale Rovers', kind: 'org' }, [plan])).toBeNull(); // reads plural
    // A name ending in `-is`, `-ics` or `News` reads singular (`readsPlural`).
    expect(pronounOf({ text: 'Harbour News', kind: 'org' }, [plan])?.subject).toBe('it');
    expect(pronounOf({ text: 'Vale Analytics', kind: 'org' }, [plan])?.subject).toBe('it');
    // Another organisation named before `it` may be what it means.
    const orgs = [{ text: 'Petrolux', kind: 'org' as const }, { text: 'Sirocco Energy', kind: 'org' as const }];
    expect(repeatPronoun(orgs[0], 'Petrolux opened a refinery', orgs, [plan])?.subject).toBe('it');
    expect(repeatPronoun(orgs[0], 'Petrolux bought Sirocco Energy', orgs, [plan])).toBeNull();
  });
});
