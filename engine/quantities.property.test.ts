import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UNITS, formatCardinal, formatFraction, formatOrdinal, ordinalSuffix, ordinalValue, parseCardinalWords, readQuantities,
  sameMagnitude, sameQuantity, unitName,
} from './quantities.ts';

const SEED = 20260;
const runs = { seed: SEED, numRuns: 300 };

describe('number words (fast-check)', () => {
  it('formatCardinal and parseCardinalWords are inverse on [0, 999,999]', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => parseCardinalWords(formatCardinal(n)!.split(' ')) === n), runs);
  });

  it('a cardinal in words before a noun reads as that count, capitalised or not', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 999_999 }), fc.boolean(), (n, capitalised) => {
      const words = formatCardinal(n, { capitalised })!;
      const found = readQuantities(`${words} lanterns were lit.`);
      return found.length === 1 && found[0].value === n && found[0].noun === 'lanterns' && found[0].figure.text === words;
    }), runs);
  });

  it('ordinals in words and digits read back as their value; a wrong digit suffix does not', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99 }), (n) => {
      const wrong = ordinalSuffix(n) === 'th' ? 'st' : 'th';
      return ordinalValue(formatOrdinal(n)!) === n && ordinalValue(`${n}${ordinalSuffix(n)}`) === n && ordinalValue(`${n}${wrong}`) === undefined;
    }), runs);
  });

  it('fractions in words read back as numerator / denominator', () => {
    const fractions = fc.integer({ min: 2, max: 10 }).chain((d) => fc.tuple(fc.integer({ min: 1, max: d - 1 }), fc.constant(d)));
    fc.assert(fc.property(fractions, fc.boolean(), ([numerator, denominator], hyphen) => {
      const words = formatFraction({ numerator, denominator }, { hyphen })!;
      const found = readQuantities(`They sold ${words} of the shares.`);
      return found.length === 1 && found[0].dimension === 'fraction' && sameMagnitude(found[0].value, numerator / denominator);
    }), runs);
  });
});

describe('units (fast-check)', () => {
  const figure = fc.integer({ min: 2, max: 99_999 });
  const unit = fc.constantFrom(...UNITS.filter((u) => u.symbols === undefined && u.dimension !== 'percent'));

  it('every unit name reads back as its unit, with magnitude = value × factor', () => {
    fc.assert(fc.property(figure, unit, fc.boolean(), (n, def, plural) => {
      const name = unitName(def, plural);
      const found = readQuantities(`It measured ${n} ${name} in all.`);
      if (found.length !== 1 || found[0].unit?.def.id !== def.id) return false;
      return sameMagnitude(found[0].magnitude, n * def.factor + (def.offset ?? 0));
    }), runs);
  });

  it('a rate period divides the magnitude and marks the key', () => {
    const period = fc.constantFrom(...UNITS.filter((u) => u.dimension === 'time'));
    fc.assert(fc.property(figure, period, (n, def) => {
      const [q] = readQuantities(`They shipped ${n} crates a ${unitName(def, false)}.`);
      return q.key === 'count/time' && sameMagnitude(q.magnitude, n / def.factor);
    }), runs);
  });

  it('sameQuantity holds across convertible units of one amount and fails when the amount changes', () => {
    const pairs = fc.constantFrom(['hour', 'minute', 60], ['kilometre', 'metre', 1000], ['tonne', 'kilogram', 1000], ['day', 'hour', 24]);
    fc.assert(fc.property(figure, pairs, fc.integer({ min: 1, max: 9 }), (n, [big, small, ratio], delta) => {
      const [a] = readQuantities(`${n} ${big}s`);
      const [b] = readQuantities(`${n * (ratio as number)} ${small}s`);
      const [c] = readQuantities(`${n * (ratio as number) + delta} ${small}s`);
      return sameQuantity(a, b) && sameQuantity(b, a) && !sameQuantity(a, c);
    }), runs);
  });
});

describe('reader invariants (fast-check)', () => {
  const pieces = fc.constantFrom(
    'two', 'Twenty-three', 'a third', 'half', 'second', '21st', '3', '1,500', '2.5', 'million', 'hours', 'km', '%', '$', '£',
    'a year', 'per', 'of', 'from', 'to', 'between', 'and', 'about', 'more than', 'March', '2026', '2026-03-05', '-', ',',
    'people', 'the', 'one', 'No', 'metres', 'square', 'kilometres', 'twice', 'hundreds', 'dozen', 'in', '5pc', '1.35bn', '°C',
  );
  const texts = fc.oneof(fc.array(pieces, { maxLength: 14 }).map((ws) => ws.join(' ')), fc.string({ maxLength: 60 }));

  it('never throws; mentions are in order, disjoint, and their offsets give back their text', () => {
    fc.assert(fc.property(texts, (text) => {
      const found = readQuantities(text);
      let last = 0;
      for (const q of found) {
        if (q.start < last || q.end <= q.start) return false;
        if (text.slice(q.start, q.end) !== q.text || text.slice(q.figure.start, q.figure.end) !== q.figure.text) return false;
        if (q.figure.start < q.start || q.figure.end > q.end || !Number.isFinite(q.magnitude)) return false;
        last = q.end;
      }
      return true;
    }), { seed: SEED, numRuns: 1000 });
  });

  it('is deterministic and reads a text the same wherever it stands', () => {
    fc.assert(fc.property(texts, (text) => {
      const a = readQuantities(text);
      const shifted = readQuantities(`Then: ${text}`).map((q) => [q.value, q.key, q.start - 6]);
      expect(readQuantities(text)).toEqual(a);
      return JSON.stringify(shifted) === JSON.stringify(a.map((q) => [q.value, q.key, q.start]));
    }), { seed: SEED, numRuns: 500 });
  });
});
