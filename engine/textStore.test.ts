import { describe, expect, it } from 'vitest';
import { createTextStore, featureOf, type TextFeature } from './textStore.ts';
import { tokenize } from './tokens.ts';

describe('text store', () => {
  it('analyses a text once: SPEC A1 tokens, distinct term ids in first-occurrence order with counts', () => {
    const store = createTextStore();
    const text = 'The river, the RIVER and the sea.';
    const a = store.analyse(text);
    expect(store.analyse(text)).toBe(a);
    expect(a.tokens).toEqual(tokenize(text));
    const [the, river, and, sea] = ['the', 'river', 'and', 'sea'].map(store.idOf);
    expect([...a.terms]).toEqual([the, river, and, sea]);
    expect([...a.counts]).toEqual([3, 2, 1, 1]);
    expect(store.idOf('ocean')).toBe(-1);
  });

  it('gives a token one id across texts and keeps ids when old texts are dropped past the bound', () => {
    const store = createTextStore(2);
    const first = store.analyse('alpha beta');
    store.analyse('beta gamma');
    store.analyse('gamma delta');
    expect(store.size).toBe(2);
    const again = store.analyse('alpha beta');
    expect(again).not.toBe(first);
    expect([...again.terms]).toEqual([...first.terms]);
    expect(store.analyse('delta alpha').terms[1]).toBe(first.terms[0]);
  });

  it('computes a feature once per text, including an undefined value', () => {
    const store = createTextStore();
    let calls = 0;
    const length: TextFeature<number> = { id: 'length', compute: (t) => (calls++, t.tokens.length) };
    const nothing: TextFeature<undefined> = { id: 'nothing', compute: () => void calls++ };
    const text = store.analyse('one two three');
    expect([featureOf(text, length), featureOf(text, length)]).toEqual([3, 3]);
    featureOf(text, nothing);
    featureOf(text, nothing);
    expect(calls).toBe(2);
  });
});

describe('text store arena', () => {
  it('keeps every text\'s terms and counts intact across arena chunks, including texts longer than a chunk', () => {
    const store = createTextStore();
    const long = Array.from({ length: 70_000 }, (_, i) => `w${i}`).join(' ');
    const texts = [...Array.from({ length: 3000 }, (_, i) => `alpha beta w${i} w${i} gamma ${i % 7}`), long, 'alpha alpha'];
    const analysed = texts.map((t) => store.analyse(t));
    analysed.forEach((a, i) => {
      const expected = new Map<number, number>();
      for (const token of tokenize(texts[i])) expected.set(store.idOf(token), (expected.get(store.idOf(token)) ?? 0) + 1);
      expect([...a.terms]).toEqual([...expected.keys()]);
      expect([...a.counts]).toEqual([...expected.values()]);
    });
  });
});
