import { describe, expect, it } from 'vitest';
import { corpusView } from '../../datasets/corpus.ts';
import type { Passage } from '../../datasets/types.ts';
import { nameInSentence } from './names.ts';
import { shortName, shortNameOffsets } from './nameForms.ts';

const passage = (id: string, spans: string[]): Passage => ({
  id, topic: 't', domain: 'd', spans: spans.map((text, i) => ({ id: `${id}-s${i}`, text })), entities: [],
});

describe('nameInSentence', () => {
  it('writes `the` when the corpus mostly does, counting every span that holds the name (identical ones too)', () => {
    const corpus = corpusView([
      passage('p1', ['Harlow Bank grew.', 'Harlow Bank grew.', 'The Harlow Bank deal closed.', 'the Harlow Bank deal failed.']),
      passage('p2', ['The Harbour Lions won.', 'the Harbour Lions lost.', 'Harbour Lions fans sang.']),
    ]);
    // Two uses with `the`, two without: not more often with it.
    expect(nameInSentence('Harlow Bank', corpus)).toBe('Harlow Bank');
    expect(nameInSentence('Harbour Lions', corpus)).toBe('the Harbour Lions');
  });

  it('leaves a name no span holds, part of a word, or split over two spans, as it is', () => {
    const corpus = corpusView([passage('p1', ['The Lions won.', 'the Harlow', 'Bank grew.', 'The Lionsgate film.'])]);
    expect(nameInSentence('Lions', corpus)).toBe('the Lions');
    expect(nameInSentence('Lionsgate film', corpus)).toBe('the Lionsgate film');
    expect(nameInSentence('Harlow Bank', corpus)).toBe('Harlow Bank');
    expect(nameInSentence('Calder Savings', corpus)).toBe('Calder Savings');
    expect(nameInSentence('', corpus)).toBe('');
  });
});

describe('shortName: the short form a passage writes a name in', () => {
  const org = (text: string) => ({ text, kind: 'org' as const });
  const person = (text: string) => ({ text, kind: 'person' as const });
  it("is a person's surname or an organisation's first word", () => {
    expect(shortName(person('Dana Reeve'), [])).toBe('Reeve');
    expect(shortName(org('Pixelgate Systems'), [])).toBe('Pixelgate');
  });

  it('is none for a one-word name, a place, a form under four letters or in lower case, or a word of another name', () => {
    expect(shortName(org('Pixelgate'), [])).toBeNull();
    expect(shortName({ text: 'New Leeds', kind: 'place' }, [])).toBeNull();
    expect(shortName(person('Chen Li'), [])).toBeNull();
    expect(shortName(org('eBay Europe'), [])).toBeNull();
    const harlow = org('Harlow Bank');
    expect(shortName(harlow, [harlow, org('Harlow Mutual')])).toBeNull();
    expect(shortName(harlow, [harlow, org('Calder Savings')])).toBe('Harlow');
  });

  it('stands alone in a sentence only outside a longer capitalised run', () => {
    expect(shortNameOffsets('Reeve said Brandt Technical University would grow.', 'Brandt')).toEqual([]);
    expect(shortNameOffsets('Reeve said Brandt would grow.', 'Brandt')).toEqual([11]);
  });
});
