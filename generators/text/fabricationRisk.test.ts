import { describe, expect, it } from 'vitest';
import { corpusView } from '../../datasets/corpus.ts';
import type { Passage } from '../../datasets/types.ts';
import { parseRecipe } from './fabrication.ts';
import { recipeRisks } from './fabricationRisk.ts';
import { passageOf } from '../../test/passages.ts';

const passage = (id: string, texts: string[]): Passage =>
  passageOf(id, texts, [{ text: 'Medora', kind: 'org' }, { text: 'Vale Health Board', kind: 'org' }, { text: 'Ines Varga', kind: 'person' }], { topic: 'link-clinic', domain: 'link' });

// The plan: Medora's contract (a full date). Its sibling: Medora's founding, and events of the same year but no day.
const plan = passage('lnk-001', [
  'Medora signed a contract with the Vale Health Board on 6 March 2024.',
  'The contract runs for 4 years.',
  'The contract was part of a national programme in 2025.',
  'The contract was renewed by the board in 2025.',
  'The contract was first renewed by the board in 2025.',
  'The contract was first owned by the board in 2025.',
  'The contract was split into two parts in 2025.',
]);
const sibling = passage('lnk-002', [
  'Medora was founded by Ines Varga in Lisbon in 2016.',
  'Ines Varga opened a clinic in Porto in 2024.',
  'Ines Varga moved the company to larger offices in 2019.',
  'Medora hired a team of nurses on 12 January 2024.',
  'Ines Varga said patients wanted longer appointments in 2019.',
]);
const corpus = corpusView([plan, sibling]);
const risks = (note: string, against = plan) => recipeRisks(parseRecipe(note)!, against, [against === plan ? sibling : plan], corpus);

describe('causes and consequences', () => {
  it('never give a subject\'s own founding as the cause or result of what it does', () => {
    expect(risks('cause (because): event lnk-001-s1 | other lnk-002-s1').join()).toMatch(/Medora's founding is no cause/);
    expect(risks('consequence (as-a-result): event lnk-002-s1 | other lnk-001-s1', sibling).join()).toMatch(/founding is no consequence/);
  });

  it('refuse a cause whose order is unknown: the same year, one of them without a day', () => {
    expect(risks('cause (because): event lnk-001-s1 | other lnk-002-s2').join()).toMatch(/share only their year \(2024-00-00 vs 2024-03-06\)/);
  });

  it('never tell a state as brought about (`The contract was part of a national programme because …`)', () => {
    expect(risks('cause (because): event lnk-001-s3 | other lnk-002-s3').join()).toMatch(/lnk-001-s3 tells a state \("was part of a national programme"\)/);
    expect(risks('cause (because): event lnk-001-s4 | other lnk-002-s3')).toEqual([]); // `was renewed`: an event
    expect(risks('cause (because): event lnk-001-s5 | other lnk-002-s3')).toEqual([]); // `was first renewed`: an event too
    // An adverb is read past, not taken for a participle: `was first owned …` is still a state.
    expect(risks('cause (because): event lnk-001-s6 | other lnk-002-s3').join()).toMatch(/lnk-001-s6 tells a state \("was first owned by the board"\)/);
    // A participle the verb lexicon knows (`split`, not `-ed`) tells an event.
    expect(risks('cause (because): event lnk-001-s7 | other lnk-002-s3')).toEqual([]);
  });

  it('never give a statement as a cause, while a statement may follow an event', () => {
    expect(risks('cause (because): event lnk-001-s1 | other lnk-002-s5').join()).toMatch(/cause lnk-002-s5 is a statement/);
    expect(risks('consequence (as-a-result): event lnk-002-s3 | other lnk-001-s1', sibling).join()).not.toMatch(/statement/);
  });

  it('keep a cause of another subject dated years before, or on a day before the event', () => {
    expect(risks('cause (because): event lnk-001-s1 | other lnk-002-s3')).toEqual([]);
    expect(risks('cause (because): event lnk-001-s1 | other lnk-002-s4')).toEqual([]);
  });
});

describe('a predicate told of a new subject', () => {
  const org = (text: string) => ({ text, kind: 'org' as const });
  const names = [org('Westfield Telegraph Company'), org('Dominion Wire Corporation'), org('Halden Cable Works')];
  const own = { id: 'own-001', topic: 'own-wire', domain: 'own', entities: names, spans: [
    { id: 'own-001-s1', text: 'The Westfield Telegraph Company completed its line on 1885-11-07.' },
    { id: 'own-001-s2', text: 'Halden Cable Works supplied 112,000 poles for the line.' },
  ] };
  const sib = { id: 'own-002', topic: 'own-wire', domain: 'own', entities: names, spans: [
    { id: 'own-002-s1', text: 'Dominion Wire Corporation kept the Westfield name on its telegraph offices until 1932.' },
  ] };
  const view = corpusView([own, sib]);
  const told = (actor: string) => recipeRisks(parseRecipe(`sibling-predicate (plain): event own-002-s1 | actor ${actor}`)!, own, [sib], view).join();

  it('never names a word of that subject\'s own name (`The Westfield Telegraph Company kept the Westfield name`)', () => {
    expect(told('Westfield Telegraph Company')).toMatch(/names Westfield, of Westfield Telegraph Company's own name/);
  });

  it('still goes to a subject whose name it does not hold', () => {
    expect(told('Halden Cable Works')).toBe('');
  });
});
