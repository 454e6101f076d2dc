import { describe, expect, it } from 'vitest';
import { canonicalDecimal, numericGateTrips, numericGateTripsMultiset, numerics, numericsV2 } from './numerics.ts';
import { tokenize } from './tokens.ts';

const nums = (text: string) => numerics(tokenize(text));
const numsV2 = (text: string) => numericsV2(tokenize(text));

describe('numerics (SPEC A3)', () => {
  it('gives ISO and prose dates the same components', () => {
    expect([...nums('2026-03-05')].sort()).toEqual(['2026', '3', '5']);
    expect([...nums('5 March 2026')].sort()).toEqual(['2026', '3', '5']);
  });

  it('canonicalises 500, 500.0 and 0500 identically through a 64-bit float', () => {
    expect(nums('500 500.0 0500 500.')).toEqual(['500', '500', '500', '500']);
  });

  it('splits on - / : and removes digit-group commas', () => {
    expect(numerics(['3:30', '1/2', '1,000,000', '2026-03-05'])).toEqual(['3', '30', '1', '2', '1000000', '2026', '3', '5']);
  });

  it('maps exactly the 12 full English month names, no abbreviations', () => {
    expect(numerics(['january', 'may', 'december', 'jan', 'sept', 'mar'])).toEqual(['1', '5', '12']);
  });

  it('keeps exponents but never reads Infinity, hex, empty parts or words as numbers', () => {
    expect(numerics(['2.5e3', '1e400', '0x1f', '5-', '-', 'infinity', 'abc'])).toEqual(['2500', '1e400', '5']);
    expect(canonicalDecimal('')).toBeNull();
    expect(canonicalDecimal('1e-3')).toBe('0.001');
    expect(canonicalDecimal('.5')).toBe('0.5');
    expect(canonicalDecimal('1_000')).toBeNull();
  });

  it('keeps a number the strict reader refuses (non-finite, misplaced group commas) as its literal, never drops it', () => {
    expect(nums('1e309')).toEqual(['1e309']);
    expect(nums('1,2,3')).toEqual(['1,2,3']);
    expect(nums('12,34 and 1,000,00 and 1,000.5,0')).toEqual(['12,34', '1,000,00', '1,000.5,0']);
    expect(nums('1,000 and 12,345.5 and 1,000,000')).toEqual(['1000', '12345.5', '1000000']);
    expect(numsV2('1e309 1,2,3')).toEqual(['1e309', '1,2,3']);
  });

  it('never lets an unreadable claim number pass the gate against a different figure', () => {
    expect(numericGateTrips(nums('It cost 1e309 dollars.'), nums('It cost 100 dollars.'))).toBe(true);
    expect(numericGateTrips(nums('The codes were 1,2,3.'), nums('The code was 123.'))).toBe(true);
    expect(numericGateTrips(nums('The codes were 1,2,3.'), nums('The codes were 1,2,3.'))).toBe(false);
  });

  it('drops tokens v1 cannot read: ordinals and suffixed amounts', () => {
    expect(nums('the 5th of June')).toEqual(['6']);
    expect(nums('$1.35bn')).toEqual([]);
  });
});

describe('numericGateTrips (∀ coverage, set semantics)', () => {
  it('never trips on a claim without numerics', () => {
    expect(numericGateTrips([], ['1'])).toBe(false);
    expect(numericGateTrips([], [])).toBe(false);
  });

  it('trips when the span confirms only one of two claim numbers', () => {
    expect(numericGateTrips(nums('12 boats and 40 crew'), nums('There were 12 boats.'))).toBe(true);
    expect(numericGateTrips(nums('12 boats and 40 crew'), nums('12 boats, 40 crew'))).toBe(false);
  });

  it('lets "7 June" cover a swapped "7 July" (the set-semantics weakness)', () => {
    expect(numericGateTrips(nums('7 July'), nums('7 June'))).toBe(false);
  });
});

describe('numericGateTripsMultiset', () => {
  it('needs one span occurrence per claim occurrence', () => {
    expect(numericGateTripsMultiset(nums('7 July'), nums('7 June'))).toBe(true);
    expect(numericGateTripsMultiset(nums('won 6-6'), nums('won 7-6'))).toBe(true);
    expect(numericGateTripsMultiset(nums('won 7-6 7-4'), nums('won 7-6 6-4'))).toBe(true);
    expect(numericGateTripsMultiset(nums('7 July'), nums('on 7 July'))).toBe(false);
    expect(numericGateTripsMultiset([], ['1'])).toBe(false);
  });
});

describe('numericsV2', () => {
  it('reads ordinals', () => {
    expect(numsV2('the 5th of June')).toEqual(['5', '6']);
    expect(numsV2('1st 2nd 3rd 21st')).toEqual(['1', '2', '3', '21']);
  });

  it('folds scale words and suffixes into one canonical value without float error', () => {
    expect(numsV2('2.5 million')).toEqual(['2500000']);
    expect(numsV2('2,500,000')).toEqual(['2500000']);
    expect(numsV2('1.1m')).toEqual(['1100000']);
    expect(numsV2('$1.35bn')).toEqual(['1350000000']);
    expect(numsV2('1.35 billion')).toEqual(['1350000000']);
    expect(numsV2('3k')).toEqual(['3000']);
  });

  it('reads percent forms as the bare figure', () => {
    expect(numsV2('5%')).toEqual(['5']);
    expect(numsV2('5 percent')).toEqual(['5']);
    expect(numsV2('5pc')).toEqual(['5']);
  });

  it('agrees with v1 on dates and plain numbers', () => {
    for (const text of ['2026-03-05', '5 March 2026', '500 0500 500.0', '3:30 1/2']) {
      expect(numsV2(text)).toEqual(nums(text));
    }
  });
});
