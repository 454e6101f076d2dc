/**
 * Number formats people switch between without changing a figure: `12%` ↔ `12 per cent` ↔ `12 percent`, `1,800` ↔
 * `1800`, a currency symbol ↔ its word (`£412 million` ↔ `412 million pounds`, `€1.49` ↔ `1.49 euros`) and a unit
 * ↔ its abbreviation (`38 kilometres` → `38 km`). Every option keeps the engine's numerics (SPEC A3) as they were.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { CURRENCY_NAMES } from '../../engine/quantities/units.ts';
import { MONTH_NAMES, findDates, formatDate, type DateFormat, type DateMention } from './dates.ts';
import { findNumbers, toggleGrouping, type NumberMention } from './numbers.ts';
import { entityRanges, spliceText } from './phrases.ts';
import { createOwnedMemo } from './textMemo.ts';

/** Words a sum may be written with after its figure (`74 million kroner`): the currency units, and `pounds` (a mass too). */
export const CURRENCY_WORD_PATTERN = `(?:${[...CURRENCY_NAMES, 'pound', 'pounds'].join('|')})`;
/** One way to re-write a figure: the new sentence and what changed. */
export interface FormatOption {
  text: string;
  note: string;
  /** Set on a sum of money whose currency sign is written out as its word (`£4 million` → `4 million pounds`). */
  spellsOutSign?: boolean;
}

/** The currency signs and their words, singular and plural. */
export const CURRENCY_SIGN_WORDS: Readonly<Record<string, readonly [string, string]>> = { '$': ['dollar', 'dollars'], '€': ['euro', 'euros'], '£': ['pound', 'pounds'] };
/** The plural currency words and their signs (`pounds` → `£`). */
const WORD_SYMBOL: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(CURRENCY_SIGN_WORDS).map(([sign, [, many]]) => [many, sign]));

/** Words after which a four-digit figure is a year (`in 1284`, `March 1646`: a month of a year no date reader takes). */
const YEAR_BEFORE = new RegExp(`\\b(?:in|since|during|from|until|by|of|before|after|to|and|year|${MONTH_NAMES.join('|')})\\s$`);

const formatMemo = createOwnedMemo<readonly EntityMention[], readonly FormatOption[]>();

/** Every format change of one figure of `sentence` (names and dates left alone). */
export function formatOptions(sentence: string, entities: readonly EntityMention[]): FormatOption[] {
  return formatMemo(entities, sentence, () => findFormatOptions(sentence, entities)).map((o) => ({ ...o }));
}

function findFormatOptions(sentence: string, entities: readonly EntityMention[]): FormatOption[] {
  const skip = [...findDates(sentence).map((d) => [d.start, d.end] as const), ...entityRanges(sentence, entities)];
  const out: FormatOption[] = [];
  const amounts: CurrencyAmount[] = [];
  const counts: NumberMention[] = [];
  for (const n of findNumbers(sentence, skip)) {
    // `in 1284`, `March 1646` is a year whatever its value: it is never grouped.
    const yearLike = /^\d{4}$/.test(n.text) && YEAR_BEFORE.test(sentence.slice(0, n.start));
    if (!yearLike && n.decimals === 0 && n.value >= 1000 && n.kind !== 'year') counts.push(n);
    const after = sentence.slice(n.end);
    const percent = /^(%| per cent\b| percent\b)/.exec(after);
    if (percent && !out.some((o) => o.note.startsWith('every '))) {
      // Every percentage of the sentence in the same style: `from 81 percent to 92 per cent` reads as a slip.
      // The corpus writes British English: `%` and `percent` become `per cent`, `per cent` becomes `%`.
      for (const written of percent[1] === ' per cent' ? ['%'] : [' per cent']) {
        const text = sentence.replace(/(?<=\d)(?:%| per cent\b| percent\b)/g, written);
        out.push({ text, note: `every ${percent[1].trim()} → ${written.trim()}` });
      }
    }
    const amount = currencyAmount(sentence, n);
    if (amount !== null) amounts.push(amount);
  }
  const grouping = groupingOption(sentence, counts);
  if (grouping !== null) out.push(grouping);
  const currency = currencyOption(sentence, amounts);
  if (currency !== null) out.push(currency);
  for (const [unit, short] of UNIT_ABBREVIATIONS) {
    for (const m of sentence.matchAll(unit)) {
      out.push({ text: spliceText(sentence, m.index, m.index + m[0].length, short), note: `${m[0].trim()} → ${short.trim()}` });
    }
  }
  return out;
}

/**
 * Every figure of a sentence from 1,000 up grouped the other way, or none: `from 10000 to 112,000` mixes two styles, so
 * a figure changes only when all of them are in one style and can change (`112,000` keeps its commas: never `112000`).
 */
function groupingOption(sentence: string, counts: readonly NumberMention[]): FormatOption | null {
  const toggled = counts.map((n) => toggleGrouping(n));
  if (counts.length === 0 || toggled.some((t) => t === null) || counts.some((n) => n.grouped !== counts[0].grouped)) return null;
  let text = sentence;
  for (let i = counts.length - 1; i >= 0; i--) text = spliceText(text, counts[i].start, counts[i].end, toggled[i]!);
  return { text, note: `number ${counts.map((n) => n.text).join(' and ')} → ${toggled.join(' and ')}` };
}

/** A sum of money in a sentence: where it is written, its other way of writing (null: it keeps its form), and its style. */
interface CurrencyAmount {
  start: number;
  end: number;
  written: string;
  replaced: string | null;
  style: 'symbol' | 'word';
}

/** The sum of money figure `n` belongs to (`£412 million`, `412 million pounds`), or null when it is none. */
function currencyAmount(sentence: string, n: ReturnType<typeof findNumbers>[number]): CurrencyAmount | null {
  const after = sentence.slice(n.end);
  const symbol = sentence.charAt(n.start - 1);
  const words = CURRENCY_SIGN_WORDS[symbol];
  if (words !== undefined) {
    const scale = /^ (?:million|billion|thousand|trillion)\b/.exec(after)?.[0] ?? '';
    const written = sentence.slice(n.start - 1, n.end + scale.length);
    // `$5.10 per kilogram` and `$45 a month` keep the symbol: `5.10 dollars per kilogram` reads as a conversion.
    if (/^ (?:per|a|an|each)\b/.test(after.slice(scale.length))) return { start: n.start - 1, end: n.end + scale.length, written, replaced: null, style: 'symbol' };
    const unit = n.value === 1 && scale === '' ? words[0] : words[1];
    return { start: n.start - 1, end: n.end + scale.length, written, replaced: `${n.text}${scale} ${unit}`, style: 'symbol' };
  }
  const named = /^(?: (million|billion|thousand))? (dollars|euros|pounds)\b/.exec(after);
  if (named === null || /[$€£]$/.test(sentence.slice(0, n.start))) return null;
  const replaced = `${WORD_SYMBOL[named[2]]}${n.text}${named[1] ? ` ${named[1]}` : ''}`;
  return { start: n.start, end: n.end + named[0].length, written: `${n.text}${named[0]}`, replaced, style: 'word' };
}

/**
 * Every sum of money of a sentence written the other way, or none: `€26 each and 3.1 billion euros` mixes two
 * styles, so a sum changes only when every sum of the sentence is in one style and can change with it.
 */
function currencyOption(sentence: string, amounts: readonly CurrencyAmount[]): FormatOption | null {
  if (amounts.length === 0 || amounts.some((a) => a.replaced === null || a.style !== amounts[0].style)) return null;
  let text = sentence;
  for (const a of [...amounts].reverse()) text = spliceText(text, a.start, a.end, a.replaced!);
  const note = `${amounts.map((a) => a.written).join(' and ')} → ${amounts.map((a) => a.replaced).join(' and ')}`;
  return { text, note, spellsOutSign: amounts[0].style === 'symbol' };
}

/** Units written out after a figure and their usual abbreviations (`38 kilometres` → `38 km`). */
const UNIT_ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<=\d )square kilometres\b/g, 'sq km'], [/(?<=\d )kilometres\b/g, 'km'], [/(?<=\d )centimetres\b/g, 'cm'],
  [/(?<=\d )millimetres\b/g, 'mm'], [/(?<=\d )kilograms\b/g, 'kg'], [/(?<=\d )megawatts\b/g, 'MW'],
  [/(?<=\d )gigawatts\b/g, 'GW'], [/(?<=\d )kilowatt-hours\b/g, 'kWh'], [/(?<=\d )degrees Celsius\b/g, '°C'],
  [/(?<=\d )kilometres per hour\b/g, 'km/h'], [/(?<=\d )square metres\b/g, 'sq m'],
];

/**
 * `text` with every date of one unit (a date, or both ends of a range: `dates.ts` dateUnits; in order of appearance)
 * written in `format`, so a range never mixes formats (`between 25 January 2026 and 2026-01-26`); the note names what
 * changed.
 */
export function reformatDates(text: string, unit: readonly DateMention[], format: DateFormat): FormatOption {
  let out = text;
  for (const d of [...unit].reverse()) out = spliceText(out, d.start, d.end, formatDate(d, format));
  const written = unit.map((d) => formatDate(d, format));
  if (unit.length === 1) return { text: out, note: `date ${unit[0].text} → ${written[0]}` };
  return { text: out, note: `dates ${unit.map((d) => d.text).join(' and ')} → ${written.join(' and ')}` };
}

/** The unit abbreviations, longest unit first: `kilometres per hour` before `kilometres` (the table keeps its draw order). */
const UNITS_LONGEST_FIRST = [...UNIT_ABBREVIATIONS].sort((a, b) => b[0].source.length - a[0].source.length);

/**
 * `text` with every format a rewording may change written one way: dates in ISO form, figures without thousands
 * separators, `per cent`/`percent` as `%`, units abbreviated, a rate's period as `per <period>` (`a month`, `monthly`). Two texts differing only in format then have the same
 * tokens (`2,340 flights on 1 March 2026` and `2340 flights on 2026-03-01`): a writer who changes only formats has
 * not recomposed a sentence.
 */
export function formatNeutral(text: string): string {
  // Every date of the text, not one unit: a range's two ends both become ISO, so it mixes no formats either.
  let out = reformatDates(text, findDates(text), 'iso').text;
  out = out.replace(/(?<=\d)(?: per cent| percent)\b/g, '%');
  for (const [unit, short] of UNITS_LONGEST_FIRST) out = out.replace(unit, short);
  // The period before the separators go: `£1,690 a year` would read as the year 1690 once written `£1690`.
  out = out.replace(RATE_PERIOD, (_m, figure: string, period: string | undefined, adverb: string | undefined) => `${figure} per ${period ?? PERIOD_OF[adverb!.toLowerCase()]}`);
  return out.replace(/(?<=\d),(?=\d{3}\b)/g, '');
}

/** The period an adverb of rate names (`monthly` → `month`). */
const PERIOD_OF: Readonly<Record<string, string>> = { daily: 'day', weekly: 'week', monthly: 'month', annually: 'year', yearly: 'year', 'per annum': 'year' };

/**
 * A rate's period after its figure and up to three words (`£17.8 million a month`, `52,000 copies each week`, `€89
 * monthly`): every wording of it is `per <period>` (`a month`, `each month`, `every month`, `monthly`). Never across a
 * preposition (`14% from a year earlier`, `40 jobs in a month`) nor before `ago`, `earlier`, `later`, `before`, `after`
 * (`2 wins a year ago`); never after a year (`In 2025 the council met every month`) or a piece of a date; an adverb only
 * where no noun follows it (`10% of its monthly bill` is no rate).
 */
const RATE_PERIOD = /((?<![\w-])(?!(?:1[5-9]|20)\d\d\b)\d+(?:[.,]\d+)*%?(?: (?!(?:from|in|on|at|since|to|than|for|by|after|before|until|over)\b)[\p{L}'’-]+){0,3}?) (?:(?:a|an|per|each|every) (day|week|month|year)|(daily|weekly|monthly|annually|yearly|per annum)(?![ ](?!(?:and|or|but|in|on|at|for|from|to|by|with|until|since|after|before|while|which|who|that|between|across|during|over|through|under|within|into|against|among|around|per|each|as|than)\b)[a-z]))\b(?! (?:ago|earlier|later|before|after)\b)/giu;
