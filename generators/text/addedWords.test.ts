import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../../datasets/types.ts';
import { unexplainedWords } from './addedWords.ts';

const names: EntityMention[] = [
  { text: 'Harlow Bank', kind: 'org' }, { text: 'Calder Savings', kind: 'org' }, { text: 'Dana Reeve', kind: 'person' },
  { text: 'Harlow Mutual Bank', kind: 'org' }, { text: 'Lucia Ramirez', kind: 'person' },
];
const source = 'Harlow Bank bought Calder Savings for £215 million in 2024.';
const added = (from: string, rewrite: string) => unexplainedWords(from, rewrite, names);

describe('unexplainedWords: what a rewrite adds of its own', () => {
  it.each([
    ['Harlow Bank bought the struggling Calder Savings for £215 million in 2024.', ['struggling']],
    ['Harlow Bank, a mutual lender, bought Calder Savings for £215 million in 2024.', ['mutual', 'lender']],
    ['Harlow Bank bought Calder Savings for £215 million in 2024 after a bidding war.', ['bidding', 'war']],
    ['Harlow Bank quietly bought Calder Savings for £215 million in 2024.', ['quietly']],
    ['Harlow Bank, which was losing money, bought Calder Savings for £215 million in 2024.', ['losing', 'money']],
    // A more specific sense than the source's (`repurchased`, `bribed` for `bought`) says more than it.
    ['Harlow Bank repurchased Calder Savings for £215 million in 2024.', ['repurchased']],
    ['Harlow Bank bribed Calder Savings for £215 million in 2024.', ['bribed']],
    // An attribution the source does not make; a curated word where the source has nothing it replaces.
    ['According to analysts, Harlow Bank bought Calder Savings for £215 million in 2024.', ['according', 'analysts']],
    ['Harlow Bank bought Calder Savings for £215 million in 2024, it said.', ['said']],
    ['The largest lender Harlow Bank bought Calder Savings for £215 million in 2024.', ['largest', 'lender']],
  ])('names them: %s', (rewrite, words) => {
    expect(added(source, rewrite)).toEqual(words);
  });

  it('reads a passage name whole: its words elsewhere are words like any other', () => {
    const from = 'Harlow Mutual Bank set aside £96 million for bad loans.';
    expect(added(from, 'Harlow Mutual Bank, a mutual bank, set aside £96 million for bad loans.')).toEqual(['mutual', 'bank']);
    expect(added(from, 'Harlow Mutual Bank put aside £96 million for bad loans.')).toEqual([]);
  });
});

describe('unexplainedWords: other words for the same thing', () => {
  it.each([
    'Calder Savings was purchased by Harlow Bank for £215 million in 2024.',
    // WordNet: a more general sense (`acquire` over `buy`).
    'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    'In 2024, Harlow Bank bought Calder Savings for £215 million.',
  ])('explains %s', (rewrite) => {
    expect(added(source, rewrite)).toEqual([]);
  });

  it('explains a derivation, a curated synonym and a possessive of a source word', () => {
    expect(added('Dana Reeve was elected in March.', "Dana Reeve's election was in March.")).toEqual([]);
    expect(added('The lawmaker voted against the plan.', 'The legislator voted against the plan.')).toEqual([]);
    // A more general sense (`boats` for `motorboats`) says less, never more.
    expect(added('The council banned motorboats on the lake.', 'The council banned boats on the lake.')).toEqual([]);
    expect(added('The council banned boats on the lake.', 'The council banned motorboats on the lake.')).toEqual(['motorboats']);
    expect(added('The branches of the bank closed.', "The bank's branches closed.")).toEqual([]);
  });

  it("explains the words of the source's own verb ↔ noun, voice and converse rewrites, and what the thesaurus offers in them", () => {
    expect(added('Greenmeadow was fined £240,000 in 2025.', 'Greenmeadow was given a penalty of £240,000 in 2025.')).toEqual([]);
    expect(added('Her team surveyed 1,450 colonies.', 'Her team conducted a survey of 1,450 colonies.')).toEqual([]);
    expect(added('Harlow Bank beat Calder Savings 3-1.', 'Calder Savings lost 3-1 to Harlow Bank.')).toEqual([]);
    // Active voice first, then the thesaurus on `announced`.
    expect(added('The results were announced by Lucia Ramirez.', 'Lucia Ramirez unveiled the results.')).toEqual([]);
    // A word opening the source, reworded where it stands inside the rewrite.
    expect(added('About 140 farmers left in 2025, Dana Reeve said.', 'Dana Reeve said roughly 140 farmers left in 2025.')).toEqual([]);
    // `penalty` only where the source has a fine to reword.
    expect(added('Greenmeadow paid £240,000 in 2025.', 'Greenmeadow paid a penalty of £240,000 in 2025.')).toEqual(['penalty']);
  });

  it('explains formats, contractions, an attributed source\'s frame and a moved clause\'s connective', () => {
    expect(added('Dana Reeve said the bank had not paid 14.5% on 2025-03-04.', "According to Dana Reeve, the bank hadn't paid 14.5 per cent on 4 March 2025.")).toEqual([]);
    expect(added('After the fire, the council banned thatch.', 'The council banned thatch following the fire.')).toEqual([]);
    expect(added('The airport cost $310 million.', 'The airport cost 310 million dollars.')).toEqual([]);
    expect(added('The airport cost 310 million.', 'The airport cost 310 million dollars.')).toEqual(['dollars']);
    expect(added('The council banned thatch.', 'The council banned thatch following the fire.')).toEqual(['following', 'fire']);
  });

  it('is strict: a word for the event a rewrite from outside the repertoire brings is refused too (costs yield, never a label)', () => {
    expect(added(source, 'Harlow Bank took over Calder Savings in a £215 million deal in 2024.')).toEqual(['deal']);
  });
});
