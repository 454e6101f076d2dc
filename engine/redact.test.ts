import { describe, expect, it } from 'vitest';
import { REDACTION_NOTICE, mergeRanges, redact } from './redact.ts';

describe('mergeRanges', () => {
  it('sorts, merges overlapping and touching ranges, drops empty ones', () => {
    expect(mergeRanges([[10, 12], [0, 3], [2, 5], [5, 7], [8, 8]])).toEqual([[0, 7], [10, 12]]);
  });

  it('merges ranges separated only by whitespace when given the text', () => {
    const text = 'One. Two.  Three! Four';
    expect(mergeRanges([[0, 4], [5, 9], [11, 17]], text)).toEqual([[0, 17]]);
    expect(mergeRanges([[0, 4], [11, 17]], text)).toEqual([[0, 4], [11, 17]]);
  });
});

describe('redact (SPEC A8)', () => {
  const draft = 'Alpha is true. Beta is false. Gamma is false. Delta is true.';
  const span = (text: string): [number, number] => [draft.indexOf(text), draft.indexOf(text) + text.length];

  it('gives two adjacent unsupported claims one notice and keeps the rest byte-identical', () => {
    const out = redact(draft, [
      { draftSpan: span('Alpha is true.'), verdict: 'supported' },
      { draftSpan: span('Beta is false.'), verdict: 'unsupported' },
      { draftSpan: span('Gamma is false.'), verdict: 'unsupported' },
      { draftSpan: span('Delta is true.'), verdict: 'partial' },
    ]);
    expect(out).toBe(`Alpha is true. ${REDACTION_NOTICE} Delta is true.`);
  });

  it('rewrites nothing without unsupported claims', () => {
    expect(redact(draft, [{ draftSpan: [0, 5], verdict: 'evidence_redacted' }])).toBe(draft);
  });
});
