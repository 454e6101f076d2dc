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

describe('date-shift of a past-perfect clause', () => {
  const passage = {
    id: 'p', topic: 't', domain: 'd', entities: [],
    spans: [
      { id: 'p-s1', text: 'The high court had dismissed the lawsuit on 2026-02-17.' },
      { id: 'p-s2', text: 'On 3 March 2026, the board had raised its allocations.' },
      { id: 'p-s3', text: 'The high court dismissed the appeal on 2026-02-17.' },
    ],
  };
  const check = (spanId: string, claim: string) => dateShift.check!({ claim, evidence: passage.spans, sourceSpan: spanId, transform: 'test' }, passage, corpus);

  it('rejects a later date, which may read as a time by which it had happened, the date after the verb or fronted', () => {
    expect(check('p-s1', 'The high court had dismissed the lawsuit on 2027-02-17.')).toContainEqual(expect.stringContaining('past-perfect'));
    expect(check('p-s2', 'On 10 March 2026, the board had raised its allocations.')).toContainEqual(expect.stringContaining('past-perfect'));
  });

  it('accepts an earlier date there, and a later one of a simple past', () => {
    expect(check('p-s1', 'The high court had dismissed the lawsuit on 2026-02-16.')).toEqual([]);
    expect(check('p-s2', 'On 2 March 2026, the board had raised its allocations.')).toEqual([]);
    expect(check('p-s3', 'The high court dismissed the appeal on 2027-02-17.')).toEqual([]);
  });

  it('generates only earlier dates for a past-perfect clause', () => {
    const claims = [1, 2, 3, 4, 5, 6].flatMap((seed) => dateShift.generate(passage, corpus, createRng(seed), { repertoire: 'full' }));
    const of = (id: string) => claims.filter((c) => c.sourceSpan === id).map((c) => c.transform);
    expect(of('p-s1').length).toBeGreaterThan(0);
    expect([...of('p-s1'), ...of('p-s2')].filter((t) => t.includes('(+'))).toEqual([]);
    expect(of('p-s3').some((t) => t.includes('(+'))).toBe(true);
  });
});
