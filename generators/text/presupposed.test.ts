import { describe, expect, it } from 'vitest';
import { corpusView } from '../../datasets/corpus.ts';
import type { Passage } from '../../datasets/types.ts';
import { recipeRisks } from './fabricationRisk.ts';
import { objectHead, presupposedProblems } from './presupposed.ts';
import { passageOf } from '../../test/passages.ts';

const passage = (id: string, texts: string[], entities: Passage['entities']): Passage => passageOf(id, texts, entities, { topic: 'pre-lunches', domain: 'pre' });

// The plan presupposes what its sibling tells: the caterer keeps the contract, its rival matched the price.
const plan = passage('pre-001', [
  'Brookfield Catering was fined £20,000 after 30 pupils in Ashby fell ill on 2025-03-04.',
  'Council leader Nora Quill said Brookfield Catering would keep the contract after a review.',
  'Rival caterer Oakden Foods matched the price on 2025-04-01.',
  'Nora Quill said the company had been warned twice.',
  'Brookfield Catering raised the price of its lunches on 2025-05-01.',
], [{ text: 'Brookfield Catering', kind: 'org' }, { text: 'Oakden Foods', kind: 'org' }, { text: 'Nora Quill', kind: 'person' }, { text: 'Ashby', kind: 'place' }]);
const sibling = passage('pre-002', [
  'Brookfield Catering won the contract to supply school lunches in Ashby in 2022.',
  'Greenway Meals cut the price of its school lunch service to £2.10 in 2025.',
  'Nora Quill founded the company in Ashby in 1998.',
  'Brookfield Catering opened a kitchen in Ashby in 2024.',
], [{ text: 'Brookfield Catering', kind: 'org' }, { text: 'Greenway Meals', kind: 'org' }, { text: 'Nora Quill', kind: 'person' }, { text: 'Ashby', kind: 'place' }]);
const corpus = corpusView([plan, sibling]);
const risks = (note: string) => {
  const [kind, rest] = note.split(': event ');
  const [event, actor] = rest.split(' | actor ');
  return recipeRisks({ kind: kind as 'sibling-event', form: 'plain', event, actor }, plan, [sibling], corpus);
};

describe('objectHead', () => {
  it('finds the head noun of the object a predicate acts on', () => {
    expect(objectHead('cut the price of its home internet service')).toBe('price');
    expect(objectHead('won the contract to supply school lunches in Thornbury')).toBe('contract');
    expect(objectHead('listed its shares on the Frankfurt Stock Exchange')).toBe('shares');
    expect(objectHead('has opened a new kitchen')).toBe('kitchen');
    expect(objectHead('took part in the race')).toBe('part');
  });

  it('finds none where the verb takes no noun object', () => {
    expect(objectHead('was charged with taking bribes')).toBeNull();
    expect(objectHead('won Best Musical')).toBeNull();
  });
});

describe('presupposedProblems', () => {
  it('refuses a deed on a thing the plan already tells its subject acting on', () => {
    expect(presupposedProblems('Brookfield Catering', 'won the contract to supply school lunches in Ashby', plan).join()).toMatch(/pre-001-s2 already tells Brookfield Catering acting on the contract/);
    expect(presupposedProblems('Oakden Foods', 'cut the price of its school lunch service', plan).join()).toMatch(/pre-001-s3/);
  });

  it('still accepts a thing the plan ties to another subject, introduces indefinitely, or puts in its subject\'s own words', () => {
    expect(presupposedProblems('Oakden Foods', 'won the contract to supply school lunches in Ashby', plan)).toEqual([]);
    expect(presupposedProblems('Nora Quill', 'founded the company in Ashby', plan)).toEqual([]); // `Nora Quill said the company …`
    const indefinite = passage('pre-003', ['Brookfield Catering signed a contract with the council.'], [{ text: 'Brookfield Catering', kind: 'org' }]);
    expect(presupposedProblems('Brookfield Catering', 'won the contract to supply school lunches', indefinite)).toEqual([]);
    expect(presupposedProblems('Brookfield Catering', 'opened a kitchen in Ashby', plan)).toEqual([]);
  });

  it('reads only the subject\'s own clause, past a description of it, and its reporting verb after one', () => {
    const entities: Passage['entities'] = [{ text: 'Brookfield Catering', kind: 'org' }, { text: 'Nora Quill', kind: 'person' }];
    const told = (text: string) => passage('pre-004', [text], entities);
    const won = 'won the contract to supply school lunches';
    // Someone else's clause, and the subject's own words after a description: no deed of the subject on the thing.
    expect(presupposedProblems('Brookfield Catering', won, told('Brookfield Catering opened a kitchen, and the council renewed the contract.'))).toEqual([]);
    expect(presupposedProblems('Brookfield Catering', won, told('Brookfield Catering opened a kitchen; the council renewed the contract.'))).toEqual([]);
    expect(presupposedProblems('Nora Quill', 'founded the company in Ashby', told('Nora Quill, the council leader, said the company had been warned.'))).toEqual([]);
    // Its own deed still counts: after a description, in a second predicate, or beside a coordinated object.
    expect(presupposedProblems('Brookfield Catering', won, told('Brookfield Catering, the school caterer, would keep the contract.'))).toHaveLength(1);
    expect(presupposedProblems('Brookfield Catering', won, told('Brookfield Catering opened a kitchen and kept the contract.'))).toHaveLength(1);
    expect(presupposedProblems('Brookfield Catering', won, told('Brookfield Catering kept the kitchen and the contract.'))).toHaveLength(1);
    // A time phrase after `, and` opens the subject's own next predicate, not someone else's clause.
    expect(presupposedProblems('Brookfield Catering', won, told('Brookfield Catering opened a kitchen, and the next year renewed the contract.'))).toHaveLength(1);
    expect(presupposedProblems('Brookfield Catering', won, told('Brookfield Catering opened a kitchen, and a year later renewed the contract.'))).toHaveLength(1);
  });
});

describe('the fabrication kinds refuse a presupposed event', () => {
  it('a sibling event, a sibling predicate and a moved event', () => {
    expect(risks('sibling-event: event pre-002-s1').join()).toMatch(/may presuppose "won the contract/);
    expect(risks('sibling-predicate: event pre-002-s2 | actor Oakden Foods').join()).toMatch(/may presuppose "cut the price/);
    expect(risks('actor-move: event pre-001-s5 | actor Oakden Foods').join()).toMatch(/may presuppose "raised the price of its lunches"/);
  });

  it('while a sibling event on a thing the plan never ties to its subject is kept', () => {
    expect(risks('sibling-event: event pre-002-s4')).toEqual([]);
    expect(risks('actor-move: event pre-001-s2 | actor Oakden Foods').join()).not.toMatch(/presuppose/);
  });
});
