import { describe, expect, it } from 'vitest';
import { createBoundedMemo } from './boundedMemo.ts';

const keyOf = (i: number, chars: number) => `${i}:`.padEnd(chars, 'x');

describe('a bounded memo', () => {
  it('forgets the oldest keys once their characters would pass the cap, however few they are', () => {
    const memo = createBoundedMemo<number>({ maxEntries: 1000, maxKeyChars: 10_000 });
    for (let i = 0; i < 8; i++) memo.set(keyOf(i, 3_000), i);
    expect(memo.keyChars).toBeLessThanOrEqual(10_000);
    expect(memo.size).toBe(3);
    expect([0, 1, 2, 3, 4].map((i) => memo.get(keyOf(i, 3_000)))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect([5, 6, 7].map((i) => memo.get(keyOf(i, 3_000)))).toEqual([5, 6, 7]);
    memo.set(keyOf(8, 9_000), 8);
    expect([memo.size, memo.keyChars, memo.get(keyOf(7, 3_000)), memo.get(keyOf(8, 9_000))]).toEqual([1, 9_000, undefined, 8]);
  });

  it('forgets the oldest keys past its count, and keeps no key longer than the character cap', () => {
    const memo = createBoundedMemo<string>({ maxEntries: 2, maxKeyChars: 100 });
    for (const k of ['a', 'b', 'c']) memo.set(k, k.toUpperCase());
    expect([memo.get('a'), memo.get('b'), memo.get('c'), memo.size, memo.keyChars]).toEqual([undefined, 'B', 'C', 2, 2]);
    memo.set('x'.repeat(101), 'huge');
    expect([memo.get('x'.repeat(101)), memo.get('b'), memo.size]).toEqual([undefined, 'B', 2]);
    memo.set('b', 'again');
    memo.set('d', 'D');
    expect([memo.get('b'), memo.get('c'), memo.get('d'), memo.keyChars]).toEqual(['again', undefined, 'D', 2]);
    const none = createBoundedMemo<number>({ maxEntries: 0, maxKeyChars: 100 });
    none.set('a', 1);
    expect([none.get('a'), none.size]).toEqual([undefined, 0]);
  });
});
