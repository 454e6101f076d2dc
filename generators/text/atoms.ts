/**
 * Numeric atoms of a sentence that a swap may change: figures (counts, decimals, percentages, prices, years) and each
 * component (day, month, year) of a full date, each with candidate replacements written in the source's style.
 */
import type { EntityMention } from '../../datasets/types.ts';
import type { Rng } from '../../engine/rng.ts';
import { MONTH_NAMES, findDates, formatDate, isValidDate, type CalendarDate, type DateMention } from './dates.ts';
import { findNumbers, perturbNumber, type NumberMention } from './numbers.ts';
import { entityRanges } from './phrases.ts';

/** A changeable atom: [start, end) of the text to replace and the replacements to try (text + how). */
export interface NumericAtom {
  start: number;
  end: number;
  /** e.g. `percent 8.4`, `date day 19 in 2026-02-19`. */
  label: string;
  replacements: Array<{ text: string; how: string }>;
}

function numberAtom(n: NumberMention, text: string, rng: Rng): NumericAtom {
  // In a score or range (`7-6`, `28-24`) only a near miss reads naturally; to or from 1 breaks the plural (`1 minutes`).
  const inScore = /^[-–]\d/.test(text.slice(n.end)) || /\d[-–]$/.test(text.slice(0, n.start));
  const replacements = perturbNumber(n, () => rng.next())
    .filter((r) => !inScore || r.how.includes('near miss'))
    .filter((r) => (r.text === '1') === (n.text === '1'));
  return { start: n.start, end: n.end, label: `${n.kind} ${n.text}`, replacements };
}

function dateVariants(date: DateMention, part: 'day' | 'month' | 'year'): Array<{ date: CalendarDate; how: string }> {
  const deltas = part === 'year' ? [1, -1, 2, -2, 3] : part === 'month' ? [1, -1, 2, -2, 3, -3] : [1, -1, 2, -2, 3, 7, -7, 10];
  const out: Array<{ date: CalendarDate; how: string }> = [];
  for (const d of deltas) {
    const next = { year: date.year, month: date.month, day: date.day, [part]: date[part] + d };
    if (isValidDate(next)) out.push({ date: next, how: `${part} ${d > 0 ? '+' : ''}${d}` });
  }
  if (part === 'day' && date.day >= 10 && date.day % 10 !== 0) {
    const swapped = { ...date, day: Number(String(date.day).split('').reverse().join('')) };
    if (isValidDate(swapped) && swapped.day !== date.day) out.push({ date: swapped, how: 'day digits transposed' });
  }
  return out;
}

function dateAtoms(date: DateMention): NumericAtom[] {
  return (['day', 'month', 'year'] as const).map((part) => ({
    start: date.start,
    end: date.end,
    label: `date ${part} ${part === 'month' ? MONTH_NAMES[date.month - 1] : date[part]} in ${date.text}`,
    replacements: dateVariants(date, part).map((v) => ({ text: formatDate(v.date, date.format), how: v.how })),
  }));
}

// A figure under a hedge or a bound is compatible with nearby values: `more than 1,500` entails `more than 1,400`,
// `within 6 days` entails `within 8 days`, `first win since 2011` entails `since 2012`, `about 40,000` ≈ `39,999`.
const HEDGE_OR_BOUND = /\b(?:about|around|roughly|approximately|nearly|almost|some|close to|up to|more than|over|at least|at most|under|less than|fewer than|below|above|exceeding|within|since|until|till|before|after)\s+[$€£]?$/i;
const TIME_BOUND = /\b(?:by|from|through)\s+(?:the end of\s+)?$/i;

/** Whether the atom at `start` follows a hedge or bound (dates and years also after `by`), so a swap may stay true. */
export function isBounded(text: string, start: number, isTime: boolean): boolean {
  const before = text.slice(Math.max(0, start - 30), start);
  return HEDGE_OR_BOUND.test(before) || (isTime && TIME_BOUND.test(before));
}

/** Every changeable atom of `text`, names excluded (`Boeing 737` is a name, not a figure). */
export function numericAtoms(text: string, entities: readonly EntityMention[], rng: Rng): NumericAtom[] {
  const dates = findDates(text);
  const skip = [...dates.map((d) => [d.start, d.end] as const), ...entityRanges(text, entities)];
  // A year opening a range (`2024-25`) is half of one figure; changing it alone reads as a typo.
  const numbers = findNumbers(text, skip)
    .filter((n) => !(n.kind === 'year' && /^[-–]\d/.test(text.slice(n.end))))
    .filter((n) => !isBounded(text, n.start - (/[$€£]/.test(text.charAt(n.start - 1)) ? 1 : 0), n.kind === 'year'));
  const exactDates = dates.filter((d) => !isBounded(text, d.start, true));
  return [...numbers.map((n) => numberAtom(n, text, rng)), ...exactDates.flatMap(dateAtoms)];
}
