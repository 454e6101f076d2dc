import { describe, expect, it } from 'vitest';
import { readQuantities, sameQuantity, type Quantity } from './quantities.ts';

/** A compact view of a reading: the text, then the figure, dimension and what else was found. */
const view = (q: Quantity) => ({
  text: q.text,
  value: q.value,
  dimension: q.dimension,
  ...(q.unit ? { unit: q.unit.def.id } : {}),
  ...(q.per ? { per: q.per.unit?.id ?? q.per.noun } : {}),
  ...(q.noun ? { noun: q.noun } : {}),
  ...(q.hedge ? { hedge: `${q.hedge.kind}:${q.hedge.text}` } : {}),
  ...(q.exact ? {} : { exact: false }),
});
const read = (text: string) => readQuantities(text).map(view);
const one = (text: string): Quantity => {
  const found = readQuantities(text);
  expect(found, text).toHaveLength(1);
  return found[0];
};

describe('readQuantities: figures', () => {
  it('reads digits with scale, percent, currency and counted nouns', () => {
    expect(read('Farmers harvested 2.9 million bags in 2025, up 12%, for £412 million.')).toEqual([
      { text: '2.9 million', value: 2_900_000, dimension: 'count', noun: 'bags' },
      { text: '2025', value: 2025, dimension: 'year' },
      { text: '12%', value: 12, dimension: 'percent', unit: 'percent' },
      { text: '£412 million', value: 412_000_000, dimension: 'money', unit: 'pound-sterling' },
    ]);
  });

  it('reads number words, capitalised, hyphenated and compound', () => {
    expect(read('Nineteen climbers, twenty-three guides, one hundred and five mules and a dozen eggs.')).toEqual([
      { text: 'Nineteen', value: 19, dimension: 'count', noun: 'climbers' },
      { text: 'twenty-three', value: 23, dimension: 'count', noun: 'guides' },
      { text: 'one hundred and five', value: 105, dimension: 'count', noun: 'mules' },
      { text: 'a dozen', value: 12, dimension: 'count', noun: 'eggs' },
    ]);
    expect(one('Two thousand and five runners started.').value).toBe(2005);
  });

  it('leaves `one` alone where it counts nothing, and words inside compounds', () => {
    expect(read('No one was hurt; one of the men left; an electric one on Monday; the fly-half scored.')).toEqual([]);
    expect(read('One person died in 3 one-day strikes.')).toEqual([
      { text: 'One', value: 1, dimension: 'count', noun: 'person' },
      { text: '3', value: 3, dimension: 'count' },
      { text: 'one-day', value: 1, dimension: 'time', unit: 'day' },
    ]);
  });

  it('reads fractions, and tells a singular fraction from an ordinal', () => {
    expect(read('about a third of the fee, two-thirds of voters, three quarters, half of its systems, one in five adults')).toEqual([
      { text: 'a third', value: 1 / 3, dimension: 'fraction', hedge: 'approximate:about' },
      { text: 'two-thirds', value: 2 / 3, dimension: 'fraction' },
      { text: 'three quarters', value: 0.75, dimension: 'fraction' },
      { text: 'half', value: 0.5, dimension: 'fraction' },
      { text: 'one in five', value: 0.2, dimension: 'fraction' },
    ]);
    expect(read('She announced a third auction in the fourth quarter.')).toEqual([
      { text: 'third', value: 3, dimension: 'ordinal' },
      { text: 'fourth', value: 4, dimension: 'ordinal' },
    ]);
  });

  it('reads ordinals in words and digits, and multipliers', () => {
    expect(read('She finished second, the twenty-first entrant, in the 79th minute of the 21st race.').map((q) => q.value)).toEqual([2, 21, 79, 21]);
    expect(read('Storms became twice as frequent and the fund doubled, while costs halved.').map((q) => [q.dimension, q.value])).toEqual([
      ['multiplier', 2], ['multiplier', 2], ['multiplier', 0.5],
    ]);
  });

  it('reads vague plurals as inexact, with their smallest value', () => {
    expect(read('hundreds of people and tens of thousands of fans')).toEqual([
      { text: 'hundreds', value: 200, dimension: 'count', exact: false },
      { text: 'tens of thousands', value: 20_000, dimension: 'count', exact: false },
    ]);
  });

  it('reads dates in three formats as one code, and leaves names, clock times and glued codes alone', () => {
    expect(read('on 2026-03-05, 5 March 2026, March 5, 2026 and in March 2026').map((q) => q.value)).toEqual([
      20260305, 20260305, 20260305, 20260300,
    ]);
    expect(read('The A320 of COVID-19 fame met Tarn-17 at 3:30.')).toEqual([]);
    expect(read('You may go in May.')).toEqual([]);
  });
});

describe('readQuantities: units and rates', () => {
  it('reads units of every dimension, with spellings, abbreviations, glued and hyphenated forms', () => {
    const units = (text: string) => readQuantities(text).map((q) => q.unit?.def.id);
    expect(units('3 hours, 12 metres, 4 centimeters, 5km, 10 kg, 2 tonnes, 68,500 square kilometres, 60 hectares')).toEqual([
      'hour', 'metre', 'centimetre', 'kilometre', 'kilogram', 'tonne', 'square-kilometre', 'hectare',
    ]);
    expect(units('1 teaspoon, 2 tablespoons, 3 cups, 212 cubic metres, 40 litres, 5,200 gigawatt-hours, 300 megawatts')).toEqual([
      'teaspoon', 'tablespoon', 'cup', 'cubic-metre', 'litre', 'gigawatt-hour', 'megawatt',
    ]);
    expect(units('a 3-year deal, a 60-metre tower, 30°C, 0.25 percentage points, 14.5p, 30 cents, 400 kroner')).toEqual([
      'year', 'metre', 'degree-celsius', 'percentage-point', 'penny', 'cent', 'krone',
    ]);
  });

  it('reads `pounds` as money after a scale word or before `sterling`, otherwise as a weight', () => {
    expect(readQuantities('5 million pounds, 7 pounds sterling and 5 pounds of flour').map((q) => q.unit?.def.id)).toEqual([
      'pound-sterling', 'pound-sterling', 'pound',
    ]);
  });

  it('reads rate periods and per-units into the key', () => {
    const keys = (text: string) => readQuantities(text).map((q) => q.key);
    expect(keys('120,000 bags a year, $3.85 per kilogram, £9 million a year, 14.5 pence per share, 120 km/h, 70 mph, $40 annually')).toEqual([
      'count/time', 'money:USD/mass', 'money:GBP/time', 'money:GBP/share', 'length/time', 'length/time', 'money:USD/time',
    ]);
    expect(one('212 cubic metres per second').magnitude).toBeCloseTo(212_000);
  });

  it('reads hedges and bounds, time bounds only before times, dates and years', () => {
    expect(read('more than 1,500 people within 6 days since 2011, by 2028, about $9 million, by 40%')).toEqual([
      { text: '1,500', value: 1500, dimension: 'count', noun: 'people', hedge: 'lower-bound:more than' },
      { text: '6 days', value: 6, dimension: 'time', unit: 'day', hedge: 'upper-bound:within' },
      { text: '2011', value: 2011, dimension: 'year', hedge: 'time-bound:since' },
      { text: '2028', value: 2028, dimension: 'year', hedge: 'time-bound:by' },
      { text: '$9 million', value: 9_000_000, dimension: 'money', unit: 'us-dollar', hedge: 'approximate:about' },
      { text: '40%', value: 40, dimension: 'percent', unit: 'percent' },
    ]);
  });

  it('links range ends and lends the second end its unit, month or century', () => {
    const found = readQuantities('from 12 to 16 March, the 2024-25 season, between 3 and 5 hours, cut from 12 to 7 a day');
    expect(found.map((q) => [q.text, q.value, q.key, q.link?.kind, q.link?.role])).toEqual([
      ['12', 312, 'date', 'from-to', 'first'], ['16 March', 316, 'date', 'from-to', 'second'],
      ['2024', 2024, 'year', 'dash', 'first'], ['25', 2025, 'year', 'dash', 'second'],
      ['3', 3, 'time', 'between-and', 'first'], ['5 hours', 5, 'time', 'between-and', 'second'],
      ['12', 12, 'count/time', 'from-to', 'first'], ['7 a day', 7, 'count/time', 'from-to', 'second'],
    ]);
    expect(found[4].magnitude).toBe(3 * 3600);
  });
});

describe('readQuantities: readings the generators rely on', () => {
  it('reads `N times` as a multiplier spanning both words, like `twice`', () => {
    expect(read('scored three times, 18 times the limit, more than three times the amount')).toEqual([
      { text: 'three times', value: 3, dimension: 'multiplier' },
      { text: '18 times', value: 18, dimension: 'multiplier' },
      { text: 'three times', value: 3, dimension: 'multiplier', hedge: 'lower-bound:more than' },
    ]);
  });

  it('reads 4-digit years from 1000 to 2100, but a plural noun after one makes it a count', () => {
    expect(read('a fortress built in 1284 for 1500 people and 2000 staff in 1843').map((q) => q.dimension)).toEqual(['year', 'count', 'count', 'year']);
  });

  it('reads `by` and `from` as bounds of dates and years only: `by 85 seconds` is a difference', () => {
    expect(read('broke the record by 85 seconds and fell from 8 weeks to 3 weeks by 2028').map((q) => q.hedge ?? null)).toEqual([
      null, null, null, 'time-bound:by',
    ]);
  });

  it('links only ends that can be one range, and lends a per-unit to the first end', () => {
    const rose = readQuantities('Visitors rose from 180,000 in 2024 to 410,000 in 2025.');
    expect(rose.some((q) => q.link !== undefined)).toBe(false);
    const [a, b] = readQuantities('Costs dropped from €0.38 to €0.21 per kilometre.');
    expect([a.key, b.key, a.link?.role, b.link?.role]).toEqual(['money:EUR/length', 'money:EUR/length', 'first', 'second']);
    const [day] = readQuantities('from 32 to 16 March');
    expect(day.dimension).toBe('count');
  });
});

describe('sameQuantity', () => {
  it('is true across units, scales and forms of one amount, false across amounts, currencies and dimensions', () => {
    const same = (a: string, b: string) => sameQuantity(one(a), one(b));
    expect(same('1 hour', '60 minutes')).toBe(true);
    expect(same('2.5 million people', '2,500,000 people')).toBe(true);
    expect(same('two', '2')).toBe(true);
    expect(same('1 kilometre', '1,000 metres')).toBe(true);
    expect(same('3 hours', '3 days')).toBe(false);
    expect(same('$5', '€5')).toBe(false);
    expect(same('a third', 'a quarter')).toBe(false);
    expect(same('5 metres', '5 minutes')).toBe(false);
    expect(same('12 a day', '12 a week')).toBe(false);
  });
});
