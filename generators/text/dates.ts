/**
 * Full dates in the corpus's three formats (`2026-03-05`, `5 March 2026`, `March 5, 2026`): find, format, shift.
 */
import { createTextMemo } from './textMemo.ts';

/** English month names, January first. */
export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** English weekday names, Monday first. */
export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A year the corpus may date an event to, 1500–2099, as a regular-expression source (no group). */
export const YEAR_PATTERN = String.raw`(?:1[5-9]\d\d|20\d\d)`;

/** How a date is written. */
export type DateFormat = 'iso' | 'day-month-year' | 'month-day-year';

/** Every date format, in a fixed order. */
export const DATE_FORMATS: readonly DateFormat[] = ['iso', 'day-month-year', 'month-day-year'];

/** A calendar day; month in 1–12, day in 1–31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A date found in text: half-open [start, end) JavaScript string offsets. */
export interface DateMention extends CalendarDate {
  start: number;
  end: number;
  text: string;
  format: DateFormat;
}

const MONTHS = MONTH_NAMES.join('|');
const DATE_RE = new RegExp(
  `\\b(\\d{4})-(\\d{2})-(\\d{2})\\b|\\b(\\d{1,2}) (${MONTHS}) (\\d{4})\\b|\\b(${MONTHS}) (\\d{1,2}), (\\d{4})\\b`,
  'g',
);

/** Number of days in a month of a year (proleptic Gregorian). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether the date exists on the calendar. */
export function isValidDate(date: CalendarDate): boolean {
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month);
}

function monthNumber(name: string): number {
  return MONTH_NAMES.indexOf(name as (typeof MONTH_NAMES)[number]) + 1;
}

// Generation asks for the dates of the same sentence many times (20 calls a text in the hard suite).
const datesMemo = createTextMemo<readonly DateMention[]>();

/** Every valid full date in `text`, in order of appearance (a fresh array of fresh mentions: callers may change them). */
export function findDates(text: string): DateMention[] {
  return datesMemo(text, () => scanDates(text)).map((d) => ({ ...d }));
}

function scanDates(text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    const base = { start: m.index, end: m.index + m[0].length, text: m[0] };
    let mention: DateMention;
    if (m[1] !== undefined) {
      mention = { ...base, format: 'iso', year: +m[1], month: +m[2], day: +m[3] };
    } else if (m[4] !== undefined) {
      mention = { ...base, format: 'day-month-year', year: +m[6], month: monthNumber(m[5]), day: +m[4] };
    } else {
      mention = { ...base, format: 'month-day-year', year: +m[9], month: monthNumber(m[7]), day: +m[8] };
    }
    if (isValidDate(mention)) found.push(mention);
  }
  return found;
}

/** Words joining the two ends of a date range, and the word that must open the range for them to be one. */
const RANGE_JOINS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^ and $/, /\bbetween $/i], [/^ (?:to|until|till|through) $/, /\b(?:from|for) $/i], [/^ ?[–—] ?$/, /(?:)/],
];

/**
 * The full dates of `text` grouped as a format change must treat them: the two ends of a range (`between A and B`,
 * `from A to B`, `for A to B`, `A–B`) together, so both keep one format; every other date alone. In order of appearance.
 */
export function dateUnits(text: string): DateMention[][] {
  const dates = findDates(text);
  const units: DateMention[][] = [];
  for (let i = 0; i < dates.length; i++) {
    const [a, b] = [dates[i], dates[i + 1]];
    const gap = b === undefined ? '' : text.slice(a.end, b.start);
    const ranged = b !== undefined && RANGE_JOINS.some(([join, opener]) => join.test(gap) && opener.test(text.slice(0, a.start)));
    units.push(ranged ? [a, b] : [a]);
    if (ranged) i++;
  }
  return units;
}

/**
 * The date units of `text` (see `dateUnits`) a format change may rewrite: not a range opened by a bare `for` (`a profit
 * of $640 million for 2026-01-01 to 2026-03-31`), which reads as a period only in figures; written out (`for January
 * 1, 2026 to March 31, 2026`) it needs `the period from`, so it is left as the source writes it.
 */
export function reformattableUnits(text: string): DateMention[][] {
  return dateUnits(text).filter((unit) => unit.length === 1 || !/\bfor $/i.test(text.slice(0, unit[0].start)));
}

/** A number that orders calendar dates as time does (`2026-03-05` → 20260305). */
export function dayNumber(d: CalendarDate): number {
  return d.year * 10000 + d.month * 100 + d.day;
}

/** The ranges of `text` (see `dateUnits`) whose start is not before their end, as `start – end` texts. */
export function backwardRanges(text: string): string[] {
  return dateUnits(text).flatMap((unit) => (unit.length === 2 && dayNumber(unit[0]) >= dayNumber(unit[1]) ? [`${unit[0].text} – ${unit[1].text}`] : []));
}

/** Writes a date in the given format (`2026-03-05`, `5 March 2026`, `March 5, 2026`). */
export function formatDate(date: CalendarDate, format: DateFormat): string {
  const name = MONTH_NAMES[date.month - 1];
  if (format === 'iso') {
    return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  }
  return format === 'day-month-year' ? `${date.day} ${name} ${date.year}` : `${name} ${date.day}, ${date.year}`;
}

/** The date `days` calendar days later (earlier when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
