import { describe, expect, it } from 'vitest';
import { nameForms, nameRuns, readWords, sameNameWord } from './names.ts';

const runs = (text: string) => nameRuns(readWords(text)).map((r) => ({ tokens: r.tokens.join(' '), head: r.head, opener: r.openerOnly }));

describe('readWords and nameRuns', () => {
  it('aligns words with SPEC A1 tokens and marks sentence starts, abbreviations included', () => {
    const words = readWords('Mr. Bush met Sony Corp. chief Kaz Hirai. Prices rose.');
    expect(words.map((w) => w.token)).toEqual(['mr', 'bush', 'met', 'sony', 'corp', 'chief', 'kaz', 'hirai', 'prices', 'rose']);
    expect(words.filter((w) => w.sentenceStart).map((w) => w.token)).toEqual(['mr', 'prices']);
  });

  it('reads names by their head, without titles, suffixes or a leading function word', () => {
    expect(runs('In Paris, Mr. Bush met Sony Corp. chief Kaz Hirai.')).toEqual([
      { tokens: 'paris', head: 'paris', opener: false },
      { tokens: 'bush', head: 'bush', opener: false },
      { tokens: 'sony corp', head: 'sony', opener: false },
      { tokens: 'kaz hirai', head: 'hirai', opener: false },
    ]);
    expect(runs('Crumb & Co bought George W. Bush Ltd.')).toEqual([
      { tokens: 'crumb co', head: 'crumb', opener: false },
      { tokens: 'george w bush ltd', head: 'bush', opener: false },
    ]);
  });

  it('marks a lone capitalised opener, and skips function-word openers, calendar words and I', () => {
    expect(runs('Oslo has 11,200 inhabitants. The town grew. I left on Monday in May.')).toEqual([
      { tokens: 'oslo', head: 'oslo', opener: true },
    ]);
  });
});

describe('nameForms and sameNameWord', () => {
  it('gives a name its head, dotless head and initials', () => {
    const [us] = nameRuns(readWords('They met U.S. officials.'));
    expect(nameForms(us)).toEqual(['u.s', 'us']);
    const [states] = nameRuns(readWords('They met United States officials.'));
    expect(nameForms(states)).toEqual(['states', 'us']);
  });

  it('relates spellings and derived words of one name, not different names', () => {
    expect(sameNameWord('cuba', 'cuban')).toBe(true);
    expect(sameNameWord('qaeda', 'qaida')).toBe(true);
    expect(sameNameWord('mutua', 'achieng')).toBe(false);
    expect(sameNameWord('oslo', 'osaka')).toBe(false);
    expect(sameNameWord('park', 'parks')).toBe(true);
    expect(sameNameWord('ana', 'anna')).toBe(false);
  });

  it('keeps plurals, possessives and demonyms one name under both rules', () => {
    const pairs = [['cuba', 'cuban'], ['park', 'parks'], ['cuba', "cuba's"], ['cuba', 'cuba’s'], ['japan', 'japanese'],
      ['israel', 'israelis'], ['iran', 'iranian'], ['america', 'americans'], ['qaeda', 'qaida']];
    for (const rule of ['prefix', 'derived'] as const) {
      for (const [name, derived] of pairs) {
        expect(sameNameWord(name, derived, rule)).toBe(true);
        expect(sameNameWord(derived, name, rule)).toBe(true);
      }
    }
  });

  it('takes a longer name that starts with a name for it under `prefix` only (`Johnson` is not `John` under `derived`)', () => {
    for (const [name, other] of [['john', 'johnson'], ['paul', 'paulson'], ['chris', 'christopher'], ['nels', 'nelson'], ['erik', 'eriksen']]) {
      expect(sameNameWord(name, other)).toBe(true);
      expect(sameNameWord(name, other, 'prefix')).toBe(true);
      expect(sameNameWord(name, other, 'derived')).toBe(false);
      expect(sameNameWord(other, name, 'derived')).toBe(false);
    }
    for (const rule of ['prefix', 'derived'] as const) {
      expect(sameNameWord('ana', 'anas', rule)).toBe(false);
      expect(sameNameWord('oslo', 'osaka', rule)).toBe(false);
    }
  });
});
