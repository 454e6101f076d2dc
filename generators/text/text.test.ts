import { describe, expect, it } from 'vitest';
import { createRng } from '../../engine/rng.ts';
import { addDays, findDates, formatDate } from './dates.ts';
import { addedTokens, multisetChange, numericChange, restatementRisk } from './evidence.ts';
import { findNumbers, formatNumber, perturbNumber, toggleGrouping } from './numbers.ts';
import { numericAtoms } from './atoms.ts';
import { REWRITE_RULES } from './rewrite.ts';
import { applySubstitutions, findSubstitutions } from './synonyms.ts';
import { toActive, toPassive } from './voice.ts';

const rule = (id: string) => REWRITE_RULES.find((r) => r.id === id)!;
const rng = () => createRng(1);

describe('dates', () => {
  it('finds the three formats with offsets and rejects impossible days', () => {
    const text = 'Opened 2026-03-05, closed 5 March 2026, sold March 5, 2026; not 2026-02-30.';
    const dates = findDates(text);
    expect(dates.map((d) => [d.format, d.year, d.month, d.day])).toEqual([
      ['iso', 2026, 3, 5], ['day-month-year', 2026, 3, 5], ['month-day-year', 2026, 3, 5],
    ]);
    expect(text.slice(dates[2].start, dates[2].end)).toBe('March 5, 2026');
  });

  it('formats and shifts across month and year ends', () => {
    const d = { year: 2025, month: 12, day: 31 };
    expect(formatDate(d, 'iso')).toBe('2025-12-31');
    expect(formatDate(d, 'day-month-year')).toBe('31 December 2025');
    expect(formatDate(d, 'month-day-year')).toBe('December 31, 2025');
    expect(addDays(d, 1)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('numbers', () => {
  it('finds figures with their kind, and leaves names, dates and glued tokens alone', () => {
    const text = 'A320 jets: 1,500 seats, 4.25% coupon, £412 million, COVID-19 in 2024 and 3:30 pm.';
    const found = findNumbers(text, [[0, 4]]);
    expect(found.map((n) => [n.text, n.kind])).toEqual([
      ['1,500', 'count'], ['4.25', 'percent'], ['412', 'price'], ['2024', 'year'],
    ]);
  });

  it('formats like the source and toggles grouping only for 4-digit non-years', () => {
    expect(formatNumber(1234567.5, 1, true)).toBe('1,234,567.5');
    const [grouped, year] = findNumbers('It had 1,500 staff in 2024.');
    expect(toggleGrouping(grouped)).toBe('1500');
    expect(toggleGrouping(year)).toBeNull();
  });

  it('perturbs into near misses that differ after canonicalisation', () => {
    const [n] = findNumbers('Sales of 1,500 units.');
    const texts = perturbNumber(n, () => 0.5).map((p) => p.text);
    expect(texts).toContain('1,501');
    expect(texts).toContain('15,000');
    expect(texts).not.toContain('1500');
    for (const t of texts) expect(numericChange('1,500', t).added).toHaveLength(1);
  });

  it('never offers a hedged or bounded figure for a swap', () => {
    const atoms = numericAtoms('More than 1,500 people came within 6 days, and 27 stayed until 2 June 2025.', [], rng());
    expect(atoms.map((a) => a.label)).toEqual(['count 27']);
  });
});

describe('evidence', () => {
  it('reports numeric changes as a multiset and flags restatements', () => {
    expect(numericChange('on 2026-03-05 for 1,500', 'on 5 March 2026 for 1500')).toEqual({ removed: [], added: [] });
    expect(numericChange('27 of 27', '27 of 28')).toEqual({ removed: ['27'], added: ['28'] });
    const plan = [{ id: 'a', text: 'Harlow Bank closed 27 branches in Yorkshire in 2025.' }];
    expect(restatementRisk('In 2025 Harlow Bank closed 27 branches.', plan)).not.toBeNull();
    expect(restatementRisk('The bank hired 180 engineers for its digital team.', plan)).toBeNull();
  });
});

describe('voice', () => {
  const names = [{ text: 'Harlow Bank', kind: 'org' as const }, { text: 'Calder Savings', kind: 'org' as const }];
  it('turns simple active sentences passive and back', () => {
    const passive = toPassive('Harlow Bank acquired Calder Savings for £215 million in 2024.', names);
    expect(passive).toBe('Calder Savings was acquired by Harlow Bank for £215 million in 2024.');
    expect(toActive(passive!, names)).toBe('Harlow Bank acquired Calder Savings for £215 million in 2024.');
    expect(toPassive('Harlow Bank closed 27 branches in 2024.', names)).toBe('27 branches were closed by Harlow Bank in 2024.');
  });

  it('refuses rewrites that would change who did what', () => {
    expect(toPassive('Harlow Bank closed 45 stores in 2024 and cut 1,100 jobs.', names)).toBeNull();
    expect(toPassive('Harlow Bank sold its card arm to Calder Savings.', names)).toBeNull();
    expect(toActive('The bank was founded by Harlow Bank and Calder Savings in 1990.', names)).toBeNull();
  });
});

describe('rewrite rules', () => {
  const names = [{ text: 'Dana Reeve', kind: 'person' as const }];
  it('moves adjuncts and reporting clauses without touching words', () => {
    expect(rule('adjunct-to-end').apply('In 2025, the bank closed 27 branches.', names, rng())?.text).toBe('The bank closed 27 branches in 2025.');
    // The comma after `March 31` is inside the date: moving `By March 31` would leave `2026,` opening the sentence.
    expect(rule('adjunct-to-end').apply('By March 31, 2026, the bank had closed 27 branches.', names, rng())).toBeNull();
    expect(rule('adjunct-to-end').apply('On Monday, March 3, the bank closed 27 branches.', names, rng())).toBeNull();
    expect(rule('adjunct-to-end').apply('In Leeds, Yorkshire, the bank closed 27 branches.', names, rng())).toBeNull();
    // Also a subject with its own apposition: the rule cannot tell it from the adjunct's, so it leaves it.
    expect(rule('adjunct-to-end').apply('In 2025, Dana Reeve, the chief executive, resigned.', names, rng())).toBeNull();
    expect(rule('adjunct-to-end').apply('In 2025, the chief executive resigned.', names, rng())?.text).toBe('The chief executive resigned in 2025.');
    expect(rule('adjunct-to-end').apply('By March 2026, the bank had closed 27 branches.', names, rng())?.text).toBe('The bank had closed 27 branches by March 2026.');
    expect(rule('adjunct-to-front').apply('The bank closed 27 branches in 2025.', names, rng())?.text).toBe('In 2025, the bank closed 27 branches.');
    expect(rule('adjunct-to-front').apply('Dana Reeve said the bank would grow in 2026.', names, rng())).toBeNull();
    expect(rule('report-to-end').apply('Dana Reeve said the board would pay 14.5 pence.', names, rng())?.text)
      .toBe('The board would pay 14.5 pence, Dana Reeve said.');
    expect(rule('according-to').apply('Dana Reeve said the board would pay 14.5 pence.', names, rng())?.text)
      .toBe('According to Dana Reeve, the board would pay 14.5 pence.');
  });

  it('re-formats dates, figures and contractions', () => {
    expect(rule('date-format').apply('Paid on 2026-02-19.', [], rng())?.text).toMatch(/^Paid on (19 February 2026|February 19, 2026)\.$/);
    expect(rule('number-format').apply('Up 8.4% to 1,500.', [], createRng(3))?.text).toMatch(/^Up (8\.4 percent to 1,500|8\.4% to 1500)\.$/);
    expect(rule('contraction').apply('The bank did not pay.', [], rng())?.text).toBe("The bank didn't pay.");
  });

  it('writes a figure followed by percent as %, never the start of percentage points', () => {
    for (let seed = 0; seed < 8; seed++) {
      expect(rule('number-format').apply('Rates rose by 1.6 percentage points.', [], createRng(seed))).toBeNull();
      expect(rule('number-format').apply('Rates rose by 1.6 percent.', [], createRng(seed))?.text).toBe('Rates rose by 1.6%.');
    }
  });
});

describe('synonyms', () => {
  it('substitutes curated words outside protected ranges and fixes a/an', () => {
    const text = 'Dana Reeve bought a large stake and said it was the largest deal.';
    const subs = findSubstitutions(text, [[0, 10]]);
    expect(subs.map((s) => s.note)).toEqual(expect.arrayContaining(['bought → purchased', 'largest → biggest']));
    expect(applySubstitutions('It was an early start.', [{ start: 10, end: 15, replacement: 'prompt', note: '' }])).toBe('It was a prompt start.');
  });

  it('rewords a past `cut` but never the infinitive (`to cut its emissions`)', () => {
    const notes = (text: string) => findSubstitutions(text, []).map((s) => s.note);
    expect(notes('The bank cut its rate.')).toContain('cut → reduced');
    for (const text of ['The firm will use hydrogen to cut its emissions.', 'The bank could cut the rate.', 'It did not cut the rate.']) {
      expect(notes(text)).not.toContain('cut → reduced');
    }
  });

  it('never touches figures, months or negations', () => {
    const text = 'It did not sell more than 20 units in May.';
    const subs = findSubstitutions(text, []);
    expect(subs.every((s) => !/not|may|20/i.test(text.slice(s.start, s.end)))).toBe(true);
  });
});

describe('multisetChange and addedTokens', () => {
  it('counts copies: an item is added or removed once per copy the other side lacks', () => {
    expect(multisetChange(['a', 'b', 'b', 'c'], ['b', 'd', 'a', 'd'])).toEqual({ removed: ['b', 'c'], added: ['d', 'd'] });
    expect(multisetChange([], ['x'])).toEqual({ removed: [], added: ['x'] });
    expect(addedTokens('The chief executive said so.', 'The chief executive, the chief executive, said so.')).toEqual(['the', 'chief', 'executive']);
    expect(addedTokens('Harlow Bank hired staff.', 'Harlow Bank hired staff.')).toEqual([]);
  });
});
