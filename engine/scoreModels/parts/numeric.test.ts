import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numericGateTrips, numericGateTripsMultiset } from '../../numerics.ts';
import { tripOn } from '../../properties/gates.ts';
import { tokenize } from '../../tokens.ts';
import { numericsV1, numericsV2Extractor } from './extractors.ts';
import { numericGate } from './numeric.ts';

/** Texts of 0–40 figures from a small pool (so repeats, shared and long lists are all common), with some words. */
const textArb = fc.array(fc.oneof(fc.constantFrom('7', '7.0', '12', '2026', 'June', 'July', '1,000', '5th', 'the', '3.5'),
  fc.nat({ max: 30 }).map(String)), { maxLength: 40 }).map((words) => words.join(' '));

describe('numeric gate against the SPEC A3 reference gates', () => {
  it.each([numericsV1, numericsV2Extractor])('agrees with numericGateTrips (set) and the multiset reference, lists short and long (%s)', (extractor) => {
    const set = numericGate({ numerics: extractor, semantics: 'set' });
    const multiset = numericGate({ numerics: extractor, semantics: 'multiset' });
    fc.assert(fc.property(textArb, textArb, (claim, span) => {
      const claimNums = extractor.extract(tokenize(claim));
      const spanNums = extractor.extract(tokenize(span));
      expect(tripOn(set, claim, span) > 0).toBe(numericGateTrips(claimNums, spanNums));
      expect(tripOn(multiset, claim, span) > 0).toBe(numericGateTripsMultiset(claimNums, spanNums));
    }), { numRuns: 400, seed: 31 });
  });

  it('reads a span of many figures (a table) through its counts', () => {
    const table = Array.from({ length: 40 }, (_, i) => String(i)).join(' ');
    expect(tripOn(numericGate(), '12 and 39', table)).toBe(0);
    expect(tripOn(numericGate(), '12 and 40', table)).toBe(1);
    expect(tripOn(numericGate({ semantics: 'multiset' }), '12 12', table)).toBe(1);
    expect(tripOn(numericGate({ semantics: 'multiset' }), '12 12', `${table} 12`)).toBe(0);
  });
});
