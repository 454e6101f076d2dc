import { describe, expect, it } from 'vitest';
import { corpusView } from '../../datasets/corpus.ts';
import type { Passage } from '../../datasets/types.ts';
import { nameInSentence } from './names.ts';

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
