import { describe, expect, it } from 'vitest';
import { splitSentences } from './documentSentences.ts';

describe('splitSentences', () => {
  it('splits plain sentences, trimmed, dropping empty pieces', () => {
    expect(splitSentences('  One fact.  Two facts!\n\nThree?  ')).toEqual(['One fact.', 'Two facts!', 'Three?']);
    expect(splitSentences('   \n ')).toEqual([]);
  });

  it('does not break after common abbreviations and acronyms', () => {
    expect(splitSentences('Mr. Smith met Dr. Jones. The U.S. economy grew.')).toEqual([
      'Mr. Smith met Dr. Jones.',
      'The U.S. economy grew.',
    ]);
    expect(splitSentences('Fruits, e.g. apples, i.e. red ones, are good. See Fig. 2 here.')).toEqual([
      'Fruits, e.g. apples, i.e. red ones, are good.',
      'See Fig. 2 here.',
    ]);
  });

  it('keeps decimals and ends a sentence at a line break', () => {
    expect(splitSentences('Prices rose 3.5 percent\nThen fell.')).toEqual(['Prices rose 3.5 percent', 'Then fell.']);
  });
});
