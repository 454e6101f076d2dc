/**
 * The quantity-level reading of a number swap: the one figure whose value changed between a source sentence and a
 * claim (in digits or words, as a fraction, ordinal or multiplier), and the problems that would make its label wrong.
 */
import { sameMagnitude, type Quantity } from '../../engine/quantities.ts';
import { quantitiesOf } from './quantityReadings.ts';
import type { EvidenceSpan } from '../../engine/types.ts';
import { planStatesForSameRole } from './quantityRoles.ts';

/** The one quantity that differs between source and claim, aligned by position. */
export interface FigureChange {
  index: number;
  before: Quantity;
  after: Quantity;
  sourceQuantities: readonly Quantity[];
  claimQuantities: readonly Quantity[];
}

/** The single changed quantity, or the problem that prevents reading one. */
export function findFigureChange(source: string, claim: string): FigureChange | string {
  const sourceQuantities = quantitiesOf(source);
  const claimQuantities = quantitiesOf(claim);
  if (sourceQuantities.length !== claimQuantities.length) {
    return `figures read differently: ${sourceQuantities.length} in the source, ${claimQuantities.length} in the claim`;
  }
  const changed = sourceQuantities.map((_, i) => i).filter((i) => sourceQuantities[i].text !== claimQuantities[i].text);
  if (changed.length === 0) return 'no figure changed';
  if (changed.length > 1) return `${changed.length} figures changed, want one`;
  const index = changed[0];
  return { index, before: sourceQuantities[index], after: claimQuantities[index], sourceQuantities, claimQuantities };
}

/** The source and claim text outside the changed figure are equal (a fraction may gain or lose `of` after it). */
function wordsKept(source: string, claim: string, change: FigureChange): boolean {
  const { before, after } = change;
  // `a 10-word` → `an 8-word`: the article before the figure follows its sound.
  const lead = (text: string, at: number): string => text.slice(0, at).replace(/\b(?:a|an)(\s+)$/i, 'a$1');
  if (lead(source, before.figure.start) !== lead(claim, after.figure.start)) return false;
  const tailA = source.slice(before.figure.end);
  const tailB = claim.slice(after.figure.end);
  if (tailA === tailB) return true;
  return before.dimension === 'fraction' && (tailA === tailB.replace(/^ of(?= )/, '') || tailB === tailA.replace(/^ of(?= )/, ''));
}

/** The largest count news style spells out (`four strikes`, `12 strikes`): a restated figure may take that style. */
export const SPELLED_UP_TO = 9;

/** Whether news style spells a count out: a whole number from two to SPELLED_UP_TO (never 0 or 1, so plurals stay right). */
export function spelledByNews(value: number): boolean {
  return Number.isInteger(value) && value >= 2 && value <= SPELLED_UP_TO;
}

/**
 * Whether the claim writes the figure in the source's form, or spells a count of two to nine the source wrote in
 * digits as news style does (`3 strikes` → `four strikes`); never a larger figure (`12 hours` → `fourteen hours`).
 */
function formKept(change: FigureChange): boolean {
  const { before, after } = change;
  if (before.figure.form === after.figure.form) return true;
  return before.figure.form === 'digits' && after.figure.form === 'words' && spelledByNews(before.figure.value) && spelledByNews(after.figure.value);
}

/** Problems of a figure changed in its own kind and form: words, kind, value and form kept but for the value. */
function valueProblems(source: string, claim: string, change: FigureChange): string[] {
  const { before, after } = change;
  const problems: string[] = [];
  if (!wordsKept(source, claim, change)) problems.push('words other than figures changed');
  if (before.key !== after.key || before.dimension !== after.dimension || before.unit?.def.id !== after.unit?.def.id || before.scale?.power !== after.scale?.power) {
    problems.push(`the figure's kind changed (${before.key} → ${after.key}), not only its value`);
  }
  if (sameMagnitude(before.value, after.value)) problems.push(`${before.figure.text} → ${after.figure.text} keeps the value: a form change, not a swap`);
  if (!formKept(change)) problems.push(`${before.figure.text} → ${after.figure.text} changes how the figure is written`);
  return problems;
}

/** Words between two figures of a sentence that make the later one count part of the earlier one's things. */
const PART_AMONG = /\b(?:including|of whom|of which|of them|among them|among whom)\b/;
/** Words right after the later of two figures that make it count part of the earlier one's things (`4 of whom`). */
const PART_OF_WHOM = /^\s*(?:of whom|of which|of them)\b/;

/**
 * Whether the later of figures `a` and `b` of `text` counts part of the earlier one's things (`38 witnesses,
 * including 4 former employees`, `38 witnesses, 4 of whom were former employees`): the part's value put in the
 * whole's place stays true read as "at least" (`called 4 witnesses`).
 */
function countsPartOf(text: string, a: Quantity, b: Quantity): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  return PART_AMONG.test(text.slice(first.end, second.start)) || PART_OF_WHOM.test(text.slice(second.end));
}

/**
 * The figure of `text` with value `value` that counts part of the things its figure written `figure` counts (`4` in
 * `38 witnesses, including 4 former employees` for `38`), of the same dimension (a 60% share is no part of `$86
 * million`), or undefined.
 */
export function partWithValue(text: string, figure: string, value: number): Quantity | undefined {
  const quantities = quantitiesOf(text);
  const whole = quantities.find((q) => q.figure.text === figure);
  return whole === undefined ? undefined : quantities.find((o) => o !== whole && o.dimension === whole.dimension && sameMagnitude(o.value, value) && countsPartOf(text, whole, o));
}

/**
 * The problem of a figure given the value of its sentence's count of part of the same things, read in each of `texts`
 * (the reading the claim edits and the span as written: a trim may have dropped the part), or null.
 */
export function partValueProblem(texts: readonly string[], { before, after }: FigureChange): string | null {
  const part = texts.map((t) => partWithValue(t, before.figure.text, after.value)).find((p) => p !== undefined);
  return part === undefined ? null : `${after.figure.text} is the sentence's count of part of the same things (${part.text}): read as "at least", the claim stays true`;
}

/** Whether two shares are far enough apart for one to misstate the other: 5 points, or a factor of 1.5. */
export function sharesApart(a: number, b: number): boolean {
  return Math.abs(a - b) >= 0.05 - 1e-9 || Math.max(a, b) / Math.min(a, b) >= 1.5;
}

/**
 * The problem of a fraction changed to one too near to misstate it (`1 in 8` → `1 in 7`), or null: two fractions must
 * be 5 points apart (`a fifth` and `a quarter`, `two-thirds` and `three-quarters`) or a factor of 1.5 (`1 in 8` and
 * `1 in 16`).
 */
export function nearShareProblem({ before, after }: FigureChange): string | null {
  if (before.dimension !== 'fraction' || after.dimension !== 'fraction') return null;
  return sharesApart(before.value, after.value) ? null : `${before.figure.text} → ${after.figure.text} is too near a share to misstate it (under 5 points apart and a factor under 1.5)`;
}

/** Points of per cent by which a fraction must miss a share to misstate it (`60%` is not `three-fifths` nor `two-thirds`). */
export const SHARE_MARGIN = 10;

/**
 * Whether the change restates a share of something in per cent as a common fraction, every other word kept (`paid 60%
 * of the price` → `paid three-quarters of the price`), as a careless summary rounds a share.
 */
function restatesShare(source: string, claim: string, change: FigureChange): boolean {
  const { before, after } = change;
  return before.dimension === 'percent' && after.dimension === 'fraction' && before.scale === undefined
    && source.slice(0, before.start) === claim.slice(0, after.start) && source.slice(before.end) === claim.slice(after.end)
    && /^ of /.test(claim.slice(after.end));
}

/** Problems of a share restated as a fraction: the fraction must miss the share by SHARE_MARGIN points or more. */
function shareProblems(change: FigureChange): string[] {
  const { before, after } = change;
  const miss = Math.abs(after.value * 100 - before.value);
  return miss < SHARE_MARGIN ? [`${before.text} → ${after.text} is within ${SHARE_MARGIN} points of the share: a rounding a reader may accept, not a swap`] : [];
}

/**
 * Problems of a quantity-level number swap: exactly one figure changed to another value of the same kind (count,
 * unit, ordinal, fraction…), every other word kept, the source figure under no hedge or bound, the new value not
 * stated by the plan for the same quantity (a figure the plan states in another role is allowed).
 */
export function figureSwapProblems(source: string, claim: string, plan: readonly EvidenceSpan[]): string[] {
  const change = findFigureChange(source, claim);
  if (typeof change === 'string') return [change];
  const { before, after } = change;
  const problems = restatesShare(source, claim, change) ? shareProblems(change) : valueProblems(source, claim, change);
  if (before.hedge !== undefined) problems.push(`the figure follows "${before.hedge.text}" (a hedge or bound): a nearby value may stay true`);
  if (!before.exact || !after.exact) problems.push('a vague figure (hundreds of, dozens): no exact value to swap');
  if (!rangesKept(source, claim)) problems.push(`${before.figure.text} → ${after.figure.text} breaks a range (its ends now meet or run the other way)`);
  const stated = planStatesForSameRole(claim, after, plan);
  if (stated !== null) problems.push(`the plan states ${after.text} for the same quantity (${stated.spanId})`);
  return problems;
}

/**
 * Which way a range end must move for the claim to be false under every reading, as a sign of the change in value. A
 * time window (years, dates) only narrows (`between 2023 and 2025` → `between 2024 and 2025`: the event falls partly
 * outside it); any other range only widens (`aged 55 to 74` → `aged 50 to 74`: values outside it are claimed).
 */
export function rangeEndDirection(q: Quantity, partner: Quantity): number {
  const toward = Math.sign(partner.magnitude - q.magnitude);
  return q.dimension === 'year' || q.dimension === 'date' ? toward : -toward;
}

/** The problem of a range end moved the way that keeps the claim true (a time window widened, another range narrowed). */
export function rangeEndProblem(change: FigureChange): string | null {
  const { before, after, sourceQuantities } = change;
  if (before.link === undefined) return null;
  const partner = sourceQuantities[before.link.partner];
  // `2024-25` lends a count to a year: no two ends of one kind to compare.
  if (partner.key !== before.key) return null;
  if (Math.sign(after.magnitude - before.magnitude) === rangeEndDirection(before, partner)) return null;
  return before.dimension === 'year' || before.dimension === 'date'
    ? `${before.figure.text} → ${after.figure.text} widens a time window: what happened inside it still did`
    : `${before.figure.text} → ${after.figure.text} narrows a range: every value it states stays inside the source's`;
}

/** Whether every range of the source is still a range running the same way in the claim (ends never equal). */
export function rangesKept(source: string, claim: string): boolean {
  const a = quantitiesOf(source);
  const b = quantitiesOf(claim);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const link = a[i].link;
    if (link === undefined || link.role !== 'first') continue;
    const other = b[i].link;
    if (other === undefined || other.partner !== link.partner || b[i].key !== b[link.partner].key) return false;
    const before = Math.sign(a[i].magnitude - a[link.partner].magnitude);
    const after = Math.sign(b[i].magnitude - b[link.partner].magnitude);
    if (before !== after || after === 0) return false;
  }
  return true;
}

// `3 of her previous 4 matches`, `4 years of an 8-year sentence`, `8 of the 11 charges`: the figure before `of` is a
// part of the one after (up to a determiner and two words between).
const PART_OF = /^(?:\s+[\p{L}'’-]+)?\s+(?:out\s+)?of\s+(?:(?:the|a|an|his|her|its|their|our|my|your|[\p{L}]+['’]s)\s+)?(?:[\p{L}'’-]+\s+){0,2}$/iu;
// `83 islands, of which 31 are inhabited`: the later figure is the part.
const OF_WHICH = /^(?:\s+[\p{L}'’-]+){0,2},?\s+of\s+(?:which|whom)\s+$/iu;

/**
 * Part-whole pairs of `text` whose part is not smaller than its whole (`won 5 of her previous 4 matches`, `11 of the
 * 11 charges`, `served 11 years of an 8-year sentence`), as readable problems; pairs of different kinds are skipped.
 */
export function partWholeProblems(text: string): string[] {
  const qs = quantitiesOf(text);
  const problems: string[] = [];
  for (let i = 0; i + 1 < qs.length; i++) {
    const [a, b] = [qs[i], qs[i + 1]];
    if (a.key !== b.key || a.link !== undefined || b.link !== undefined) continue;
    const between = text.slice(a.end, b.start);
    const [part, whole] = PART_OF.test(between) ? [a, b] : OF_WHICH.test(between) ? [b, a] : [undefined, undefined];
    if (part === undefined || whole === undefined) continue;
    if (part.magnitude >= whole.magnitude) problems.push(`${part.text} is a part of ${whole.text} but not smaller than it`);
  }
  return problems;
}

// `the two cities`, `these three firms`: a definite count followed by what it counts.
const DEFINITE_BEFORE = /\b(?:the|these|those)\s+$/i;
const COUNTED_AFTER = /^\s+(?:[\p{Ll}-]+\s+)?\p{Ll}+s\b/u;

/**
 * Whether count `q` of `text` points back at things the passage has already named (`the two companies` after
 * Crestline Foods and Harvest Table): a definite count of a plural no larger than `named`, the number of distinct
 * names the passage gives up to this sentence. Changing it breaks the reference rather than stating a wrong figure.
 */
export function countsNamedThings(text: string, q: Quantity, named: number): boolean {
  if (q.dimension !== 'count' || q.scale !== undefined || !Number.isInteger(q.figure.value)) return false;
  return q.figure.value <= named && DEFINITE_BEFORE.test(text.slice(0, q.figure.start)) && COUNTED_AFTER.test(text.slice(q.figure.end));
}

// `neither of Nubifer's two aircraft`, `neither of the company's two`, `both of these last two`, `either of its 2 sites`:
// the word before speaks of a pair, through a determiner, a possessive and one ordinal-like word, each optional.
const PAIR_WORD_BEFORE = new RegExp(String.raw`\b(?:[Nn]either|[Ee]ither|[Bb]oth)\s+(?:(?:of\s+)?(?:(?:the|these|those|its|their|his|her|our|my|your)\s+)?` +
  String.raw`(?:(?:\p{Lu}[\p{L}-]*\s+)*\p{L}+['’]s?\s+)?(?:(?:last|first|next|other|remaining|same|only)\s+)?)?$`, 'u');

/** A count after `or`, `nor`, `and` or a comma: the next of a list of counts. */
const NEXT_COUNT = String.raw`(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b)`;
/**
 * `either 3 or 4`, `neither two nor three`, `either 3 aircraft or 4`, `Either 3, 4 or 5 sites`, `both 2 and 3 bedroom
 * flats`: the count is one of the choices, not a pair's size.
 */
const CHOICE_AFTER = new RegExp(String.raw`^(?:(?:\s+\p{Ll}[\p{Ll}-]*){0,2}(?:\s*,\s*${NEXT_COUNT}[\d.,]*)*,?\s+(?:or|nor)|\s+and)\s+${NEXT_COUNT}`, 'u');

/**
 * Whether count `q` of `text` is governed by `neither`, `either` or `both`, which speak of two things: another count
 * there (`neither of its four aircraft`) is no wrong figure but a sentence that contradicts itself.
 */
export function countsAPair(text: string, q: Quantity): boolean {
  return q.dimension === 'count' && PAIR_WORD_BEFORE.test(text.slice(0, q.figure.start)) && !CHOICE_AFTER.test(text.slice(q.figure.end));
}

/** How many distinct entities of `entities` the spans up to and including `spanId` name (all spans when it is absent). */
export function namedUpTo(spans: ReadonlyArray<{ id: string; text: string }>, entities: ReadonlyArray<{ text: string }>, spanId: string): number {
  const end = spans.findIndex((s) => s.id === spanId);
  const text = spans.slice(0, end < 0 ? spans.length : end + 1).map((s) => s.text).join('\n');
  return new Set(entities.filter((e) => text.includes(e.text)).map((e) => e.text)).size;
}

/** Whether `q` is a date ending a range whose length `text` also states (`ran for 5 days, from 12 to 16 January`). */
export function datesOfStatedLength(text: string, q: Quantity): boolean {
  return q.dimension === 'date' && q.link !== undefined && quantitiesOf(text).some((o) => o.dimension === 'time');
}
