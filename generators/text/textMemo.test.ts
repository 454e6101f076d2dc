import { describe, expect, it } from 'vitest';
import { readQuantities } from '../../engine/quantities.ts';
import type { EntityMention } from '../../datasets/types.ts';
import { findTitledNames } from './apposition.ts';
import { findDates } from './dates.ts';
import { numericsOf } from './evidence.ts';
import { quantitiesOf } from './quantityReadings.ts';
import { reversalsOf } from './reversals.ts';
import { rolesOf } from './roles.ts';
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

  it('remembers an undefined result too', () => {
    const memo = createTextMemo<undefined>();
    let runs = 0;
    memo('k', () => void runs++);
    memo('k', () => void runs++);
    expect(runs).toBe(1);
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

  it('hand each caller its own dates, numerics, roles and titles', () => {
    const text = 'Chief executive Dana Reeve said Harlow Bank cut 300 jobs on 5 March 2026.';
    const entities: EntityMention[] = [{ text: 'Dana Reeve', kind: 'person' }, { text: 'Harlow Bank', kind: 'org' }];
    const dates = findDates(text);
    expect(dates.map((d) => d.text)).toEqual(['5 March 2026']);
    dates[0].year = 1999;
    dates.pop();
    expect(findDates(text).map((d) => d.year)).toEqual([2026]);
    const numerics = numericsOf(text);
    numerics.length = 0;
    expect(numericsOf(text)).toEqual(numericsOf(`${text} `));
    expect(numericsOf(text).length).toBeGreaterThan(0);
    const roles = rolesOf(text, entities);
    expect(roles.size).toBeGreaterThan(0);
    roles.clear();
    expect(rolesOf(text, entities).size).toBeGreaterThan(0);
    const titled = findTitledNames(text, entities);
    expect(titled.map((t) => t.title)).toEqual(['chief executive']);
    titled[0].title = 'changed';
    expect(findTitledNames(text, entities)[0].title).toBe('chief executive');
  });

  it('tell the titles of one text read against two sources apart', () => {
    const entities: EntityMention[] = [{ text: 'Dana Reeve', kind: 'person' }];
    const text = 'Energy minister Dana Reeve resigned.';
    // The source tells whether `Energy` is a name (capitalised inside a sentence) or only opens this one.
    expect(findTitledNames(text, entities, text).map((t) => t.title)).toEqual(['energy minister']);
    expect(findTitledNames(text, entities, `${text} Officials at Energy House agreed.`).map((t) => t.title)).toEqual(['Energy minister']);
    expect(findTitledNames(text, entities, text).map((t) => t.title)).toEqual(['energy minister']);
  });
});
