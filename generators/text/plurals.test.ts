import { describe, expect, it } from 'vitest';
import { readsPlural } from './plurals.ts';

describe('readsPlural', () => {
  it('reads an -s after no s, u or apostrophe as plural, case aside', () => {
    expect(['branches', 'bonds', 'Rovers', 'PAYMENTS', 'staffs'].map(readsPlural)).toEqual([true, true, true, true, true]);
  });

  it('reads -ss, -us, a possessive, -is, -ics, news and series as singular', () => {
    const singular = ['class', 'bonus', "Harlow's", 'Harlow’s', 'analysis', 'Paris', 'economics', 'Analytics', 'news', 'series', 's', 'bank'];
    expect(singular.filter(readsPlural)).toEqual([]);
  });
});
