/**
 * The `date-shift` generator's full repertoire: shifts of the span as written and of recast readings, each recording
 * its kind of shift, every one passing the class check with its reading proven step by step.
 */
import { describe, expect, it } from 'vitest';
import { corpusView, loadCorpus } from '../datasets/corpus.ts';
import { createRng } from '../engine/rng.ts';
import { dateShift } from './date-shift.ts';
import { readingProblems } from './recast.ts';

const corpus = corpusView(loadCorpus());

describe('date-shift generator', () => {
  const passages = corpus.passages.slice(0, 60);
  const full = passages.flatMap((p) => dateShift.generate(p, corpus, createRng(1).fork(p.id), { repertoire: 'full' }).map((c) => ({ c, p })));

  it('full: recast claims beside plain ones, each kind of shift recorded, every claim passing the check', () => {
    expect(full.some(({ c }) => c.reading !== undefined)).toBe(true);
    expect(new Set(full.map(({ c }) => c.edits?.[0]))).toEqual(new Set(['day', 'week', 'month', 'year']));
    for (const { c, p } of full) {
      expect(dateShift.check!(c, p, corpus), c.claim).toEqual([]);
      if (c.reading !== undefined) expect(readingProblems(c.reading, p, c.sourceSpan), c.claim).toEqual([]);
    }
  });

  it('classic: the span as written with one date shifted, no edits recorded', () => {
    const classic = passages.flatMap((p) => dateShift.generate(p, corpus, createRng(1).fork(p.id), { repertoire: 'classic' }));
    expect(classic.length).toBeGreaterThan(0);
    expect(classic.every((c) => c.reading === undefined && c.edits === undefined)).toBe(true);
  });
});

describe('date-shift on a range', () => {
  const passage = {
    id: 'r', topic: 't', domain: 'd', entities: [],
    spans: [{ id: 'r-s1', text: 'Skyward Airlines posted a profit of 640 million dollars for 1 January 2026 to 31 March 2026.' }],
  };
  const claimOf = (claim: string) => ({ claim, evidence: passage.spans, sourceSpan: 'r-s1', transform: 'test' });

  it('rejects a shift that puts the start after the end, and accepts one inside the range', () => {
    expect(dateShift.check!(claimOf('Skyward Airlines posted a profit of 640 million dollars for 1 January 2027 to 31 March 2026.'), passage, corpus))
      .toContainEqual(expect.stringContaining('ends before it starts'));
    expect(dateShift.check!(claimOf('Skyward Airlines posted a profit of 640 million dollars for 8 January 2026 to 31 March 2026.'), passage, corpus)).toEqual([]);
  });

  it('never generates a backward range, and still shifts a range end', () => {
    const claims = [1, 2, 3, 4, 5, 6].flatMap((seed) => dateShift.generate(passage, corpus, createRng(seed), { repertoire: 'full' }).map((c) => c.claim));
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.filter((c) => /1 January 2027|31 March 2025|January 1, 2027|2027-01-01/.test(c))).toEqual([]);
  });
});

describe('date-shift on a range whose length the sentence states', () => {
  const passage = {
    id: 'l', topic: 't', domain: 'd', entities: [],
    spans: [{ id: 'l-s1', text: 'The strike lasted 5 days, from 12 January 2026 to 16 January 2026.' }],
  };
  const claimOf = (claim: string) => ({ claim, evidence: passage.spans, sourceSpan: 'l-s1', transform: 'test' });

  it('rejects moving either end, which contradicts the stated length, and still shifts a range with no length', () => {
    expect(dateShift.check!(claimOf('The strike lasted 5 days, from 12 January 2026 to 16 February 2026.'), passage, corpus))
      .toContainEqual(expect.stringContaining('length the sentence states'));
    expect(dateShift.generate(passage, corpus, createRng(1), { repertoire: 'full' })).toEqual([]);
    const bare = { ...passage, spans: [{ id: 'l-s1', text: 'The strike ran from 12 January 2026 to 16 January 2026.' }] };
    expect(dateShift.generate(bare, corpus, createRng(1), { repertoire: 'full' }).length).toBeGreaterThan(0);
  });
});
