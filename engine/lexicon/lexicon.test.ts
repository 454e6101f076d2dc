import { describe, expect, it } from 'vitest';
import { FUNCTION_WORDS, isFunctionWord } from './functionWords.ts';
import { lemmaKeys, shareLemma } from './lemmas.ts';
import { SYNONYM_GROUPS, shareSynonym, synonymGroups } from './synonyms.ts';

describe('lemmas', () => {
  it('relates regular and irregular inflections of a noun or verb', () => {
    for (const [a, b] of [['opened', 'opens'], ['bought', 'buys'], ['companies', 'company'], ['ran', 'running'], ['children', 'child']]) {
      expect(shareLemma(a, b), `${a} ~ ${b}`).toBe(true);
    }
  });

  it('keeps different words apart, digits included', () => {
    for (const [a, b] of [['opened', 'closed'], ['rose', 'fell'], ['bank', 'banner'], ['12', '120'], ['as', 'a']]) {
      expect(shareLemma(a, b), `${a} ≁ ${b}`).toBe(false);
    }
    expect(lemmaKeys('2026')).toEqual(['2026']);
  });
});

describe('synonyms and function words', () => {
  it('groups curated synonyms through their inflections', () => {
    expect(shareSynonym('purchased', 'bought')).toBe(true);
    expect(shareSynonym('firms', 'company')).toBe(true);
    expect(shareSynonym('bought', 'sold')).toBe(false);
    expect(shareSynonym('rose', 'fell')).toBe(false);
    expect(synonymGroups('zebra')).toEqual([]);
  });

  it('has no antonyms or negators inside a synonym group, nor negators among function words', () => {
    const antonyms = [['rise', 'fall'], ['buy', 'sell'], ['increase', 'decrease'], ['hire', 'fire'], ['open', 'close'], ['win', 'lose']];
    for (const group of SYNONYM_GROUPS) for (const [a, b] of antonyms) expect(group.includes(a) && group.includes(b)).toBe(false);
    for (const negator of ['not', 'no', 'never', 'none', 'nor', 'neither', 'without', 'cannot']) expect(isFunctionWord(negator)).toBe(false);
    expect(FUNCTION_WORDS.has('the')).toBe(true);
  });
});
