/**
 * Number swaps people write (the `full` repertoire of `number-swap`): a number word to another (`two` → `three`,
 * `Nineteen` → `Twenty-three`), a count up to nine restated in words as news style writes it (`3 strikes` → `four
 * strikes`, never `12 hours` → `fourteen hours`), an ordinal (`second` → `third`, `79th` → `80th`), a fraction (`a
 * third` → `a quarter`), a multiplier (`twice` → `three times`), a figure the plan states in another role, and a range
 * end moved so the claim states what the source does not (a time window narrowed, any other range widened).
 */
import type { EntityMention } from '../../datasets/types.ts';
import {
  formatCardinal, formatFraction, formatOrdinal, ordinalSuffix, type Quantity,
} from '../../engine/quantities.ts';
import type { EvidenceSpan } from '../../engine/types.ts';
import type { Rng } from '../../engine/rng.ts';
import { countsNamedThings, datesOfStatedLength, namedUpTo, partWithValue, rangeEndDirection, sharesApart, spelledByNews } from './figureCheck.ts';
import { opensSentence } from './casing.ts';
import { formatNumber } from './numbers.ts';
import { quantitiesOf } from './quantityReadings.ts';
import { planQuantities } from './quantityRoles.ts';
import { entityRanges, spliceText } from './phrases.ts';
import { shareFractions } from './shareFractions.ts';

/** One candidate claim for one figure: the new text, a note and the edit id. */
export interface FigureSwap {
  text: string;
  how: string;
  edit: 'number-word' | 'figure-in-words' | 'ordinal' | 'fraction' | 'multiplier' | 'figure-reuse' | 'sentence-figure-reuse' | 'range-end';
}

/** Candidates for one figure of a sentence, in the order to try them. */
export interface FigureSlot {
  label: string;
  swaps: FigureSwap[];
}

const capitalised = (text: string): boolean => /^[A-Z]/.test(text);
const upperFirst = (text: string, upper: boolean): string => (upper ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** Whether a figure as written is said with a vowel first (`eight`, `11`, `18,000`), so takes `an`. */
export function saidWithVowel(figure: string): boolean {
  return /^(?:eight|eleven)/i.test(figure) || /^(?:8|1[18](?![\d.])|1[18],\d{3}(?![\d,]))/.test(figure);
}

/** `text` with the figure of `q` replaced by `figure`, an `a`/`an` right before it picked by sound (`an eight-word`). */
function withFigure(text: string, q: Quantity, figure: string): string {
  const spliced = spliceText(text, q.figure.start, q.figure.end, figure);
  const article = /\b(an?)(\s+)$/i.exec(text.slice(0, q.figure.start));
  if (article === null) return spliced;
  const wanted = saidWithVowel(figure) ? 'an' : 'a';
  const written = upperFirst(wanted, capitalised(article[1]));
  return `${spliced.slice(0, article.index)}${written}${spliced.slice(article.index + article[1].length)}`;
}

function cardinalWords(text: string, q: Quantity, values: number[]): FigureSwap[] {
  // A figure opening the sentence (`3 printing workers had been detained, …`) is spelled with a capital.
  const upper = capitalised(q.figure.text) || opensSentence(text, q.figure.start);
  return values.flatMap((v) => {
    const words = formatCardinal(v, { capitalised: upper });
    return words === null ? [] : [{ text: withFigure(text, q, words), how: `${q.figure.text} → ${words}`, edit: 'number-word' as const }];
  });
}

/** Other values for a count: near misses first, then jumps (never 0 or 1, so plurals stay right). */
function otherCounts(n: number, rng: Rng): number[] {
  const near = [n + 1, n - 1, n + 2, n - 2];
  const far = [n + 4, n - 4, n * 2, Math.round(n * 1.5)];
  const keep = (v: number): boolean => Number.isInteger(v) && v >= 2 && v !== n;
  return [...new Set([...rng.shuffle(near), ...rng.shuffle(far)].filter(keep))];
}

// An ordinal swap reads as a different rank only after a determiner or a ranking verb (`its second`, `finished
// second`); `was first climbed` is an adverb and `first-class` a compound.
const ORDINAL_BEFORE = /(?:\b(?:the|its|a|an|his|her|their|our|this|that|every)|'s|\b(?:finished|came|placed|ranked|was|is|were|are))\s+$/i;

// `the first 12 months` and `its first electricity` have no second; `was first climbed` is an adverb (a participle
// follows), and `the first rooms` the earliest of them (a plural follows `first`), not a rank.
const NO_SECOND = /^\s+(?:\d|electricity|light|power|rain|snow|water|time\b(?= in)|ever\b|[a-z]+ed\b)/i;
const EARLIEST = /^\s+[a-z]+[^s\s]s\b/;

// `a first swarm` reads wrong; `the first largest city` is `the largest` (a superlative ranks from second on); and one
// who `finished first` is behind no one (`finished first, 11 seconds behind`).
const SUPERLATIVE_AFTER = /^[\s-]+(?:most\b|least\b|[a-z]+est\b)/i;
const noFirst = (before: string, after: string): boolean =>
  /\ban?\s+$/i.test(before) || SUPERLATIVE_AFTER.test(after) || /\b(?:behind|trailing)\b/i.test(after);

function ordinalSwaps(text: string, q: Quantity, rng: Rng): FigureSwap[] {
  const before = text.slice(0, q.figure.start);
  // `first-class` is a compound; `18th-century`, `second-longest` are ranks people change (`17th-century`).
  const compound = text.charAt(q.figure.end) === '-' && !/^-(?:century|longest|largest|biggest|highest|tallest|oldest|placed|best)\b/.test(text.slice(q.figure.end));
  if ((!ORDINAL_BEFORE.test(before) && text.charAt(q.figure.end) !== '-') || compound || NO_SECOND.test(text.slice(q.figure.end))) return [];
  const n = q.figure.value;
  const after = text.slice(q.figure.end);
  if (n === 1 && EARLIEST.test(after)) return [];
  // A year has 4 quarters and 2 halves: `the fifth quarter` is no date, `the third half` no part of a race.
  const cap = /^\s+quarters?\b/i.test(after) ? 4 : /^\s+(?:half|halves)\b/i.test(after) ? 2 : Infinity;
  // Words move by one rank (`second` → `third`); `a first swarm` reads wrong, so `a`/`an` never take `first`.
  const steps = q.figure.form === 'words' ? [1, -1] : [1, -1, 2, -2, 3];
  const values = rng.shuffle(steps.map((d) => n + d).filter((v) => v >= 1 && v <= cap && v !== n && !(v === 1 && noFirst(before, after))));
  return values.flatMap((v) => {
    const written = q.figure.form === 'words' ? formatOrdinal(v, { capitalised: capitalised(q.figure.text) }) : `${v}${ordinalSuffix(v)}`;
    return written === null ? [] : [{ text: withFigure(text, q, written), how: `${q.figure.text} → ${written}`, edit: 'ordinal' as const }];
  });
}

const FRACTION_ALTERNATIVES: ReadonlyMap<string, ReadonlyArray<readonly [number, number]>> = new Map([
  ['1/2', [[1, 3], [1, 4], [2, 3], [3, 4]]], ['1/3', [[1, 4], [1, 2], [2, 3]]], ['2/3', [[3, 4], [1, 2], [1, 3]]],
  ['1/4', [[1, 3], [1, 5], [3, 4]]], ['3/4', [[2, 3], [1, 2], [4, 5]]], ['1/5', [[1, 4], [1, 3]]], ['1/10', [[1, 5], [1, 8]]],
]);

function fractionSwaps(text: string, q: Quantity): FigureSwap[] {
  const { numerator, denominator } = q.figure;
  if (numerator === undefined || denominator === undefined) return [];
  const after = text.slice(q.figure.end);
  // `half marathon`, `half-time`, `first half of 2025`: names and periods, not shares.
  if (/^(?:-|\s+(?:marathon|time|century|hour|term|brother|sister))/i.test(after) || /\b(?:first|second|last|eastern|western|northern|southern|the)\s+$/i.test(text.slice(0, q.figure.start))) return [];
  const oneIn = /^(?:one|1) in /i.exec(q.figure.text);
  if (oneIn !== null) {
    // Only a denominator far enough off to misstate the share (`1 in 8` never becomes `1 in 7`: the check refuses it).
    return [denominator - 1, denominator + 1, denominator * 2].filter((d) => d >= 2 && sharesApart(1 / denominator, 1 / d)).map((d) => {
      const written = `${q.figure.text.slice(0, oneIn[0].length)}${q.figure.form === 'digits' ? d : formatCardinal(d) ?? d}`;
      return { text: withFigure(text, q, written), how: `${q.figure.text} → ${written}`, edit: 'fraction' as const };
    });
  }
  const alternatives = (FRACTION_ALTERNATIVES.get(`${numerator}/${denominator}`) ?? [[1, denominator + 1]]).filter(([n, d]) => sharesApart(q.figure.value, n / d));
  const needsOf = q.figure.text.toLowerCase() === 'half' && /^\s+(?:the|its|their|his|her|our|a|an)\b/i.test(after);
  return alternatives.flatMap(([n, d]) => {
    const words = formatFraction({ numerator: n, denominator: d }, { hyphen: q.figure.text.includes('-'), capitalised: capitalised(q.figure.text) });
    if (words === null) return [];
    const written = needsOf && words.toLowerCase() !== 'half' ? `${words} of` : words;
    return [{ text: withFigure(text, q, written), how: `${q.figure.text} → ${written}`, edit: 'fraction' as const }];
  });
}

const MULTIPLIER_SWAPS: ReadonlyMap<string, readonly string[]> = new Map([
  ['twice', ['three times', 'four times']], ['double', ['triple']], ['doubled', ['tripled']], ['doubles', ['triples']],
  ['doubling', ['tripling']], ['triple', ['double']], ['tripled', ['doubled']], ['three times', ['twice', 'four times']],
]);

function multiplierSwaps(text: string, q: Quantity): FigureSwap[] {
  const lower = q.figure.text.toLowerCase();
  const options = MULTIPLIER_SWAPS.get(lower) ?? (/^\d+ times$/.test(lower) ? [`${q.figure.value + 1} times`, `${q.figure.value * 2} times`] : []);
  return options.map((o) => {
    const written = upperFirst(o, capitalised(q.figure.text));
    return { text: withFigure(text, q, written), how: `${q.figure.text} → ${written}`, edit: 'multiplier' as const };
  });
}

/** Whether a reader could take figure `p` for figure `q`: both whole or both decimal, within a factor of 10, a share ≤ 100. */
function plausibleReuse(q: Quantity, p: Quantity): boolean {
  const a = q.figure.value;
  const b = p.figure.value;
  if (Number.isInteger(a) !== Number.isInteger(b) || b === a || b === 1 || a === 0) return false;
  if (q.dimension === 'percent' && b > 100) return false;
  return b / a <= 10 && a / b <= 10;
}

/**
 * `value` written the way slot `q` writes figures: the decimals it needs, padded to the slot's only for a price in
 * cents (`$2.99` takes `3.40`; `1.4 million` takes `2.5`, not `2.50`), and the slot's digit grouping (a slot below
 * 1,000 has none to show: the reused figure keeps its own, and 10,000 up is always grouped). Null when the slot
 * cannot take it: a scale word takes a figure below 1,000 (`1,150 million` is written `1.15 billion`).
 */
export function inSlotFormat(value: number, q: Quantity, grouped: boolean): string | null {
  if (q.scale !== undefined && value >= 1000) return null;
  const cents = q.dimension === 'money' && q.scale === undefined ? /\.(\d+)$/.exec(q.figure.text)?.[1].length ?? 0 : 0;
  const needed = /\.(\d*[1-9])/.exec(String(value))?.[1].length ?? 0;
  const group = value >= 10000 || (value >= 1000 && (q.figure.value < 1000 ? grouped : q.figure.text.includes(',')));
  return formatNumber(value, Math.max(cents, needed), group);
}

/**
 * Whether figures `q` and `o` of `text` make one compound measure (`2 hours, 17 minutes and 44 seconds`: same dimension,
 * another unit, in one series): `o` never lends its value to `q` (a 17-hour marathon); a list (`214 passengers and 19
 * crew`) still lends.
 */
function inOneCompoundMeasure(text: string, q: Quantity, o: Quantity): boolean {
  const [first, second] = o.start < q.start ? [o, q] : [q, o];
  return SERIES_JOIN.test(text.slice(first.end, second.start)) && o.dimension === q.dimension && o.unit !== undefined && o.unit.def.id !== q.unit?.def.id;
}

/**
 * Digit figures of the plan the slot may take (another figure of the same span first): the plan's own digits. A figure
 * of the sentence itself is its own kind, `sentence-figure-reuse` (`founded in 1987 … a peak of 190,000 in 2004` →
 * `… in 1987`): the numeric gate cannot see it, since the sentence states the new value, and people write it as often
 * as a figure from another sentence (2 of the 4 hand-written reuses).
 */
function reuseSwaps(text: string, q: Quantity, quantities: readonly Quantity[], plan: readonly EvidenceSpan[], spanId: string, rng: Rng): FigureSwap[] {
  const usable = (p: Quantity): boolean => p.figure.form === 'digits' && ['count', 'time', 'length', 'mass', 'area', 'volume', 'money', 'percent', 'power', 'energy'].includes(p.dimension)
    && p.link === undefined && plausibleReuse(q, p);
  const pool = planQuantities(plan).filter((p) => usable(p.quantity));
  const same = rng.shuffle(pool.filter((p) => p.spanId === spanId));
  const other = rng.shuffle(pool.filter((p) => p.spanId !== spanId));
  const seen = new Set<string>();
  return [...same, ...other].flatMap((p) => {
    if (seen.has(p.quantity.figure.text)) return [];
    seen.add(p.quantity.figure.text);
    const inText = p.spanId === spanId ? quantities.find((o) => o !== q && o.figure.text === p.quantity.figure.text) : undefined;
    if (inText !== undefined && inOneCompoundMeasure(text, q, inText)) return [];
    // The class check's rule (`partValueProblem`), asked here so the check is never handed a candidate it refuses; a
    // reading may have trimmed the part away (`Lucia Benitez called 38 witnesses.`): the span as written still has it.
    if (p.spanId === spanId && partWithValue(p.text, q.figure.text, p.quantity.value) !== undefined) return [];
    const written = inSlotFormat(p.quantity.figure.value, q, p.quantity.figure.text.includes(','));
    if (written === null || written === q.figure.text) return [];
    const how = `${q.figure.text} → ${written} (the plan's ${p.quantity.text}${p.spanId === spanId ? ', same sentence' : `, ${p.spanId}`})`;
    return [{ text: withFigure(text, q, written), how, edit: p.spanId === spanId ? 'sentence-figure-reuse' as const : 'figure-reuse' as const }];
  });
}

/** Steps for a figure: ±1 in its last non-zero place, twice that, and ±20 % rounded to that place. */
function figureSteps(value: number): number[] {
  let unit = 1;
  while (value % (unit * 10) === 0 && unit * 10 <= value) unit *= 10;
  const fifth = Math.max(unit, Math.round((value * 0.2) / unit) * unit);
  return [unit, -unit, 2 * unit, -2 * unit, fifth, -fifth];
}

/** New values for one end of a range, moved the one way that falsifies it (the check verifies the range stays valid). */
function rangeEndSwaps(text: string, q: Quantity, partner: Quantity, rng: Rng): FigureSwap[] {
  const digits = q.figure.text;
  const day = q.dimension === 'date';
  const m = /\d+/.exec(digits);
  if (m === null || (!day && !/^\d+$/.test(digits.replaceAll(',', '')))) return [];
  const value = Number(m[0]);
  // A season (`the winter of 2024 to 2025`, `2024-25`) is one period, not a range to stretch.
  if (q.dimension === 'year' && Math.abs(partner.value - q.value) <= 1) return [];
  if (datesOfStatedLength(text, q)) return [];
  const direction = rangeEndDirection(q, partner);
  const steps = day ? [1, 2, 3, -1, -2, -3] : q.dimension === 'year' ? [1, -1, 2, -2, 5, -5] : figureSteps(value);
  const other = partner.dimension === 'date' ? partner.value % 100 : partner.figure.value;
  return rng.shuffle(steps.filter((step) => Math.sign(step) === direction)).flatMap((step) => {
    const v = value + step;
    if (v < 1 || v === other || (day && v > 28) || (q.dimension === 'percent' && v > 100)) return [];
    const written = digits.includes(',') ? v.toLocaleString('en-GB') : String(v);
    const figure = `${digits.slice(0, m.index)}${written}${digits.slice(m.index + m[0].length)}`;
    return [{ text: withFigure(text, q, figure), how: `range end ${digits} → ${figure}`, edit: 'range-end' as const }];
  });
}

// Figures in one series: `2 hours, 16 minutes and 44 seconds`, `3 airports and 2 highways`.
const SERIES_JOIN = /^(?:\s+[\p{L}-]+){0,2}\s*(?:,\s*(?:and\s+)?|and\s+)$/u;

/** Whether `q` stands in a series (a compound measure or a list) with a figure written in digits. */
function inDigitSeries(text: string, q: Quantity, quantities: readonly Quantity[]): boolean {
  return quantities.some((o) => o !== q && o.figure.form === 'digits'
    && (o.start > q.start ? SERIES_JOIN.test(text.slice(q.end, o.start)) : SERIES_JOIN.test(text.slice(o.end, q.start))));
}

/**
 * Whether a count of the span may be restated in words with another value, as news style writes counts up to nine
 * (`3 strikes` → `four strikes`): a plain count, time, length or mass in digits up to SPELLED_UP_TO, no scale, no
 * abbreviated unit (`ten km`), not beside another figure (`9 of eleven`) nor in a series written in digits.
 */
function spellsAsNews(text: string, q: Quantity, quantities: readonly Quantity[]): boolean {
  const besideFigure = /\d[\d,.]*\s+(?:of|out of|to|in)\s+$/.test(text.slice(0, q.figure.start)) || /^\s+(?:of|out of|to)\s+(?:[a-z]+\s+){0,2}\d/.test(text.slice(q.figure.end))
    || inDigitSeries(text, q, quantities);
  const abbreviated = q.unit !== undefined && !q.unit.def.names.includes(q.unit.text.toLowerCase().replace(/^-\s*/, ''));
  return !besideFigure && !abbreviated && q.figure.form === 'digits' && q.scale === undefined && ['count', 'time', 'length', 'mass'].includes(q.dimension)
    && spelledByNews(q.figure.value) && !q.figure.text.includes('.');
}

/** Every figure of a span that a `full` number swap may change, with its candidates in the order to try them. */
export function figureSlots(text: string, entities: readonly EntityMention[], plan: readonly EvidenceSpan[], spanId: string, rng: Rng): FigureSlot[] {
  const names = entityRanges(text, entities);
  const quantities = quantitiesOf(text);
  const named = namedUpTo(plan, entities, spanId);
  const written = plan.find((s) => s.id === spanId)?.text ?? text;
  const slots: FigureSlot[] = [];
  for (const q of quantities) {
    if (q.hedge !== undefined || !q.exact || names.some(([a, b]) => q.start < b && q.end > a) || countsNamedThings(text, q, named)) continue;
    const label = `${q.dimension} ${q.figure.text}`;
    const swaps: FigureSwap[] = [];
    const link = q.link;
    if (link !== undefined && link.kind !== 'dash') swaps.push(...rangeEndSwaps(text, q, quantities[link.partner], rng));
    else if (q.dimension === 'count' && q.figure.form === 'words' && q.figure.value >= 2) swaps.push(...cardinalWords(text, q, otherCounts(q.figure.value, rng)));
    else if (q.dimension === 'ordinal') swaps.push(...ordinalSwaps(text, q, rng));
    else if (q.dimension === 'fraction') swaps.push(...fractionSwaps(text, q));
    else if (q.dimension === 'multiplier') swaps.push(...multiplierSwaps(text, q));
    // A share the span writes that way: a reading that wrote `60%` as `60 per cent` would record a step the claim lost.
    else if (q.dimension === 'percent' && link === undefined && written.includes(q.text)) swaps.push(...shareFractions(text, q, quantities));
    if (link === undefined && spellsAsNews(text, q, quantities)) {
      const words = otherCounts(q.figure.value, rng).filter(spelledByNews);
      swaps.push(...cardinalWords(text, q, words).map((s) => ({ ...s, edit: 'figure-in-words' as const })));
    }
    if (link === undefined && q.figure.form === 'digits' && !['year', 'date', 'ordinal'].includes(q.dimension)) swaps.push(...reuseSwaps(text, q, quantities, plan, spanId, rng));
    if (swaps.length > 0) slots.push({ label, swaps });
  }
  return slots;
}
