import { describe, expect, it } from 'vitest';
import { readsAsParticiple } from './verbForms.ts';

describe('readsAsParticiple', () => {
  it('reads the lexicon participles and the -ed, -en, -wn spellings as participles', () => {
    const participles = ['built', 'split', 'put', 'kept', 'laid', 'renewed', 'taken', 'shown', 'overseen'];
    expect(participles.filter((w) => !readsAsParticiple(w))).toEqual([]);
  });

  it('reads nouns, adjectives and figures as no participle', () => {
    expect(['part', 'the', 'due', 'able', 'largest', '', '2025'].filter(readsAsParticiple)).toEqual([]);
  });
});
