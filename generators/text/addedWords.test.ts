import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../../datasets/types.ts';
import { unexplainedWords } from './addedWords.ts';

const names: EntityMention[] = [{ text: 'Harlow Bank', kind: 'org' }, { text: 'Calder Savings', kind: 'org' }, { text: 'Dana Reeve', kind: 'person' }];
const source = 'Harlow Bank bought Calder Savings for £215 million in 2024.';

describe('unexplainedWords', () => {
  it.each([
    ['Harlow Bank bought the struggling Calder Savings for £215 million in 2024.', ['struggling']],
    ['Harlow Bank, a mutual lender, bought Calder Savings for £215 million in 2024.', ['mutual', 'lender']],
    ['Harlow Bank bought Calder Savings for £215 million in 2024 after a bidding war.', ['bidding', 'war']],
    ['Harlow Bank bought Calder Savings for £215 million in 2024 to expand in the north.', ['north']],
    ['Harlow Bank quietly bought Calder Savings for £215 million in 2024.', ['quietly']],
    ['Harlow Bank, which was losing money, bought Calder Savings for £215 million in 2024.', ['losing', 'money']],
  ])('names what a rewrite adds of its own: %s', (rewrite, added) => {
    expect(unexplainedWords(source, rewrite, names)).toEqual(added);
  });

  it.each([
    'Calder Savings was purchased by Harlow Bank for £215 million in 2024.',
    'In 2024 Harlow Bank acquired Calder Savings, paying £215 million.',
    'Calder Savings was bought by Harlow Bank for £215 million in 2024.',
  ])('explains other words for the same thing (synonyms, derivations, hypernyms, house rewordings): %s', (rewrite) => {
    expect(unexplainedWords(source, rewrite, names)).toEqual([]);
  });

  it('is strict: a word for the event a rewrite from outside the repertoire brings is refused too (costs yield, never a label)', () => {
    expect(unexplainedWords(source, 'Harlow Bank took over Calder Savings in a £215 million deal in 2024.', names)).toEqual(['deal']);
  });

  it('explains the words of the source\'s own verb ↔ noun, voice and converse rewrites, and what the thesaurus offers in them', () => {
    expect(unexplainedWords('Greenmeadow was fined £240,000 in 2025.', 'Greenmeadow was given a penalty of £240,000 in 2025.', [])).toEqual([]);
    expect(unexplainedWords('Her team surveyed 1,450 colonies.', 'Her team conducted a survey of 1,450 colonies.', [])).toEqual([]);
    expect(unexplainedWords('Harlow Bank beat Calder Savings 3-1.', 'Calder Savings lost 3-1 to Harlow Bank.', names)).toEqual([]);
    // `penalty` only where the source has a fine to reword.
    expect(unexplainedWords('Greenmeadow paid £240,000 in 2025.', 'Greenmeadow paid a penalty of £240,000 in 2025.', [])).toEqual(['penalty']);
  });

  it('explains formats, contractions, attribution frames and possessive names', () => {
    expect(unexplainedWords('Dana Reeve said the bank had not paid 14.5% on 2025-03-04.', "According to Dana Reeve, the bank hadn't paid 14.5 per cent on 4 March 2025.", names)).toEqual([]);
    expect(unexplainedWords('The branches of Harlow Bank closed.', "Harlow Bank's branches closed.", names)).toEqual([]);
  });
});
