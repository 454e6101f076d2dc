import { describe, expect, it } from 'vitest';
import { readQuantities } from '../../engine/quantities.ts';
import { quantitiesOf } from './quantityReadings.ts';
import { reversalsOf } from './reversals.ts';
import { createObjectMemo, createOwnedMemo, createTextMemo } from './textMemo.ts';

describe('createTextMemo', () => {
  it('computes once per key and forgets everything at its limit', () => {
    const memo = createTextMemo<number>(2);
    let runs = 0;
    const length = (key: string) => memo(key, () => (runs++, key.length));
    expect([length('ab'), length('ab'), length('abc')]).toEqual([2, 2, 3]);
    expect(runs).toBe(2);
    length('abcd');
    length('ab');
    expect(runs).toBe(4);
  });
});

describe('createObjectMemo', () => {
  it('computes once per owner, an undefined result included', () => {
    const memo = createObjectMemo<object, string | undefined>();
    const a = {};
    const b = {};
    let runs = 0;
    const get = (owner: object, value: string | undefined) => memo(owner, () => (runs++, value));
    expect([get(a, 'A'), get(a, 'other'), get(b, undefined), get(b, 'B')]).toEqual(['A', 'A', undefined, undefined]);
    expect(runs).toBe(2);
  });
});

describe('createOwnedMemo', () => {
  it('keeps each owner its own results by key', () => {
    const memo = createOwnedMemo<object, string>();
    const a = {};
    const b = {};
    let runs = 0;
    const get = (owner: object, key: string, value: string) => memo(owner, key, () => (runs++, value));
    expect([get(a, 'k', 'A'), get(a, 'k', 'other'), get(b, 'k', 'B')]).toEqual(['A', 'A', 'B']);
    expect(runs).toBe(2);
  });
});

describe('remembered readings', () => {
  it('give what the unremembered reader gives, frozen so no caller can change a shared one', () => {
    const text = 'Nineteen climbers spent 3 hours above 8,000 metres.';
    expect(quantitiesOf(text)).toEqual(readQuantities(text));
    expect(quantitiesOf(text)).toBe(quantitiesOf(text));
    expect(() => {
      (quantitiesOf(text)[0].figure as { value: number }).value = 20;
    }).toThrow(TypeError);
  });

  it('hand each caller its own reversal objects', () => {
    const sentence = 'The council approved the plan.';
    const first = reversalsOf(sentence);
    expect(first.length).toBeGreaterThan(0);
    first[0].text = 'changed';
    expect(reversalsOf(sentence)[0].text).not.toBe('changed');
  });
});
