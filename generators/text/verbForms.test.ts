import { describe, expect, it } from 'vitest';
import { isParticiple } from './verbForms.ts';

describe('isParticiple', () => {
  it('reads the lexicon participles, `laid` and regular -ed forms as participles', () => {
    const participles = ['built', 'split', 'put', 'kept', 'laid', 'renewed', 'taken', 'shown', 'overseen'];
    expect(participles.filter((w) => !isParticiple(w))).toEqual([]);
  });

  it('reads nouns, adjectives, adverbs and figures as no participle, however they end', () => {
    expect(['part', 'the', 'due', 'able', 'largest', '', '2025', 'seven', 'often', 'women', 'town', 'garden', 'red', 'bed'].filter(isParticiple)).toEqual([]);
  });
});
