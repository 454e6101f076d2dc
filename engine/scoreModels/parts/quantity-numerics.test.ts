import { describe, expect, it } from 'vitest';
import { coversQuantity, quantityExtractor, quantityNumerics } from './quantity-numerics.ts';

/** Whether every atom of the claim is covered by the span's atoms. */
function covered(claim: string, span: string): boolean {
  const spanAtoms = new Set(quantityNumerics(span));
  return quantityNumerics(claim).every((atom) => coversQuantity(atom, spanAtoms));
}

describe('quantityNumerics', () => {
  it('reads number words, scale words, units, percent, ordinals and fractions as atoms', () => {
    expect(quantityNumerics('Nineteen climbers spent 3 hours above 8,000 metres.')).toEqual(['19', 'time:10800@3', 'length:8000@8000']);
    expect(quantityNumerics('Sales of 2.9 million bags, up 12 per cent.')).toEqual(['2900000', 'percent:12@12']);
    expect(quantityNumerics('It cost £1.4m and came 21st.')).toEqual(['money:GBP:1400000@1.4', 'ordinal:21@21']);
    expect(quantityNumerics('Two-thirds of 40 members')).toEqual(['fraction:0.666666666667@0.666666666667', '40']);
  });

  it('reads an ISO date, a prose date and a lower-cased prose date alike', () => {
    const iso = quantityNumerics('2026-03-05');
    expect(iso).toEqual(['date:20260305', 'date:20260300', 'date:305', 'date:300', '2026', '3', '5']);
    expect(quantityNumerics('on 5 March 2026.')).toEqual(iso);
    expect(quantityNumerics('5 march 2026')).toEqual(iso);
    expect(quantityNumerics('March 5, 2026')).toEqual(iso);
  });

  it('canonicalises digit forms as SPEC A3 does, years included', () => {
    for (const form of ['500', '0500', '500.0', '00500.000']) expect(quantityNumerics(form)).toEqual(['500']);
    expect(quantityNumerics('2000.0')).toEqual(quantityNumerics('2000'));
    expect(quantityNumerics('1.35bn')).toEqual(quantityNumerics('1,350,000,000'));
    expect(quantityNumerics('$85.6-million')).toEqual(quantityNumerics('$85.6 million'));
  });

  it('leaves out number words up to ten and keeps digits, larger number words and scaled words', () => {
    expect(quantityNumerics('two victims were found one day after the first storm')).toEqual([]);
    expect(quantityNumerics('2 victims')).toEqual(['2']);
    expect(quantityNumerics('Twenty-six boats and two million euros')).toEqual(['26', 'money:EUR:2000000@2000000']);
  });

  it('keeps SPEC A3 numerics of what the reader leaves, so a product code still counts', () => {
    expect(quantityNumerics('the VX-412 trial')).toEqual(['412']);
    expect(quantityExtractor.extract(['the', 'vx', '412', 'trial'])).toEqual(['412']);
  });
});

describe('coversQuantity', () => {
  it('covers the same amount in another form', () => {
    expect(covered('It had 2.5 million residents.', 'It had 2,500,000 residents.')).toBe(true);
    expect(covered('It rose 12%.', 'It rose 12 per cent.')).toBe(true);
    expect(covered('The trail is 20 km long.', 'The trail is 20,000 metres long.')).toBe(true);
    expect(covered('Nineteen climbers', '19 climbers')).toBe(true);
    expect(covered('It opened in March 2026.', 'It opened on 5 March 2026.')).toBe(true);
    expect(covered('It opened in June.', 'It opened on June 25, 1876.')).toBe(true);
  });

  it('covers a figure the reader gave a unit on one side only, and a rate the span adds', () => {
    expect(covered('two teens, 16 and 18 years old', 'two teens aged 16 and 18')).toBe(true);
    expect(covered('aged 16 and 18', 'two teens, 16 and 18 years')).toBe(true);
    expect(covered('He will earn $395,000.', 'He will get $395,000 a year.')).toBe(true);
  });

  it('rejects a changed figure, unit, scale, currency, rate period, ordinal or date', () => {
    expect(covered('It cost 600 million pounds.', 'It cost 500 million pounds.')).toBe(false);
    expect(covered('The trail is 12 miles long.', 'The trail is 12 km long.')).toBe(false);
    expect(covered('It lost £80 billion.', 'It lost £80 million.')).toBe(false);
    expect(covered('It was sold for $18.5 million.', 'It was sold for €18.5 million.')).toBe(false);
    expect(covered('It earns $5 a month.', 'It earns $5 a year.')).toBe(false);
    expect(covered('She finished 14th.', 'She finished 12th.')).toBe(false);
    expect(covered('Twenty-nine climbers', 'Twenty-six climbers')).toBe(false);
    expect(covered('It opened on 6 March 2026.', 'It opened on 5 March 2026.')).toBe(false);
    expect(covered('It opened on 5 March 2026.', 'It opened in March 2026.')).toBe(false);
    expect(covered('It rose 5 percentage points.', 'It rose 5%.')).toBe(false);
  });

  it('is monotone: more span atoms never uncover a claim atom', () => {
    const atoms = quantityNumerics('The trail is 12 km long, 5 March 2026, 2.5 million visitors.');
    const span = new Set(quantityNumerics('It is 12 km long; 2.5 million came on 5 March 2026.'));
    const more = new Set([...span, ...quantityNumerics('18 years, $5 a year, 12, 21st')]);
    for (const atom of atoms) if (coversQuantity(atom, span)) expect(coversQuantity(atom, more)).toBe(true);
  });
});
