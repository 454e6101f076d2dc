import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markTopM, resolveMarkerIndex } from './candidates.ts';

const top = (cosines: number[], m: number) => {
  const chosen = new Uint8Array(cosines.length);
  markTopM(Float64Array.from(cosines), m, chosen);
  return [...chosen.keys()].filter((k) => chosen[k] === 1);
};

describe('markTopM', () => {
  it('picks the m highest raw cosines', () => {
    expect(top([0.1, 0.9, -0.5, 0.4, 0.8], 2)).toEqual([1, 4]);
    expect(top([0.1, 0.9, -0.5], 5)).toEqual([0, 1, 2]);
    expect(top([0.1, 0.9], 0)).toEqual([]);
  });

  it('keeps plan order on ties and ranks NaN last', () => {
    expect(top([0.5, 0.5, 0.5, 0.5], 2)).toEqual([0, 1]);
    expect(top([NaN, 0.2, 0.5, 0.5, NaN], 2)).toEqual([2, 3]);
    expect(top([NaN, NaN, NaN], 2)).toEqual([0, 1]);
    expect(top([-1, 0.3, 0.3, 0.9, 0.3], 3)).toEqual([1, 2, 3]);
  });

  it('agrees with a stable sort on random inputs', () => {
    let state = 7;
    const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let trial = 0; trial < 200; trial++) {
      const cosines = Array.from({ length: 1 + Math.floor(next() * 15) }, () => Math.round(next() * 6) / 6);
      const m = Math.floor(next() * 10);
      const expected = cosines.map((c, k) => ({ c, k })).sort((a, b) => b.c - a.c || a.k - b.k).slice(0, m).map((x) => x.k).sort((a, b) => a - b);
      expect(top(cosines, m)).toEqual(expected);
    }
  });
});

describe('resolveMarkerIndex', () => {
  it('resolves 1-based S-markers, with or without brackets, and rejects the rest', () => {
    expect(['S1', '[S2]', 's3', 'S4', 'S0', 'X1', ''].map((m) => resolveMarkerIndex(m, 3))).toEqual([0, 1, 2, -1, -1, -1, -1]);
  });

  it('agrees with the marker pattern /^\\[?S(\\d+)\\]?$/i after trimming, on any string of marker characters', () => {
    const reference = (marker: string, n: number): number => {
      const m = /^\[?S(\d+)\]?$/i.exec(marker.trim());
      const k = m === null ? -1 : Number(m[1]) - 1;
      return k >= 0 && k < n ? k : -1;
    };
    const markerArb = fc.string({ unit: fc.constantFrom('S', 's', '[', ']', ' ', '0', '1', '2', '9', 'x'), maxLength: 20 });
    fc.assert(fc.property(markerArb, fc.nat({ max: 30 }), (marker, n) => resolveMarkerIndex(marker, n) === reference(marker, n)),
      { numRuns: 3000, seed: 5 });
    for (const marker of ['S12', 's007', 'S99999999999999999999', ' S3 ', 'S3\n', 'S'.padEnd(17, '1')]) {
      expect(resolveMarkerIndex(marker, 20)).toBe(reference(marker, 20));
    }
  });
});
