/**
 * English number words: cardinals (`two`, `twenty-three`, `one hundred and five`, `a dozen`), ordinals (`second`,
 * `twenty-first`, `21st`), fractions (`half`, `a third`, `two-thirds`) and multipliers (`twice`, `double`), read and
 * written.
 */

/** Cardinal words below twenty, by value. */
export const SMALL_CARDINALS: readonly string[] = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
/** Tens words by value / 10 (index 2 = `twenty`). */
export const TENS: readonly string[] = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SMALL_ORDINALS: readonly string[] = [
  'zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
  'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth',
];
const TENS_ORDINALS: readonly string[] = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];

/** Multipliers of the big cardinal words. */
export const MULTIPLIER_WORDS: ReadonlyMap<string, number> = new Map([
  ['hundred', 100], ['thousand', 1e3], ['million', 1e6], ['billion', 1e9], ['trillion', 1e12],
]);

const CARDINAL_VALUE: ReadonlyMap<string, number> = new Map([
  ...SMALL_CARDINALS.map((w, i) => [w, i] as const),
  ...TENS.map((w, i) => [w, i * 10] as const).filter(([w]) => w !== ''),
]);
const ORDINAL_VALUE: ReadonlyMap<string, number> = new Map([
  ...SMALL_ORDINALS.map((w, i) => [w, i] as const),
  ...TENS_ORDINALS.map((w, i) => [w, i * 10] as const).filter(([w]) => w !== ''),
  ['hundredth', 100], ['thousandth', 1000], ['millionth', 1e6],
]);

/** Value of one cardinal word below a hundred (`seven`, `forty`, `twenty-three`), or undefined. */
export function smallCardinal(word: string): number | undefined {
  const lower = word.toLowerCase();
  const direct = CARDINAL_VALUE.get(lower);
  if (direct !== undefined) return direct;
  const m = /^([a-z]+)-([a-z]+)$/.exec(lower);
  if (m === null) return undefined;
  const tens = CARDINAL_VALUE.get(m[1]);
  const ones = CARDINAL_VALUE.get(m[2]);
  return tens !== undefined && tens >= 20 && tens % 10 === 0 && ones !== undefined && ones >= 1 && ones <= 9 ? tens + ones : undefined;
}

/** Value of one ordinal word (`second`, `twenty-first`, `hundredth`) or digit ordinal (`21st`, `79th`), or undefined. */
export function ordinalValue(word: string): number | undefined {
  const lower = word.toLowerCase();
  const digits = /^(\d+)(st|nd|rd|th)$/.exec(lower);
  if (digits !== null) return digits[2] === ordinalSuffix(Number(digits[1])) ? Number(digits[1]) : undefined;
  const direct = ORDINAL_VALUE.get(lower);
  if (direct !== undefined) return direct;
  const m = /^([a-z]+)-([a-z]+)$/.exec(lower);
  if (m === null) return undefined;
  const tens = CARDINAL_VALUE.get(m[1]);
  const ones = ORDINAL_VALUE.get(m[2]);
  return tens !== undefined && tens >= 20 && tens % 10 === 0 && ones !== undefined && ones >= 1 && ones <= 9 ? tens + ones : undefined;
}

/**
 * Value of a run of cardinal words already split on spaces (`['one', 'hundred', 'and', 'five']` → 105,
 * `['a', 'dozen']` → 12, `['two', 'thousand']` → 2000), or undefined when the words are not one well-formed number.
 */
export function parseCardinalWords(words: readonly string[]): number | undefined {
  const ws = words.map((w) => w.toLowerCase());
  if (ws.length === 0) return undefined;
  if (ws.length === 2 && (ws[0] === 'a' || ws[0] === 'one') && ws[1] === 'dozen') return 12;
  let total = 0;
  let group = 0;
  let groupHasValue = false;
  let lastMultiplier = Infinity;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i];
    if (w === 'and') {
      if (i === 0 || i === ws.length - 1 || !/^(?:hundred|thousand|million|billion)$/.test(ws[i - 1])) return undefined;
      continue;
    }
    const multiplier = MULTIPLIER_WORDS.get(w);
    if (multiplier !== undefined) {
      const base = groupHasValue ? group : undefined;
      if (base === undefined || base === 0) return undefined;
      if (multiplier === 100) {
        if (base >= 100 || i + 1 < ws.length && ws[i + 1] === 'hundred') return undefined;
        group = base * 100;
        continue;
      }
      if (multiplier >= lastMultiplier) return undefined;
      total += group * multiplier;
      lastMultiplier = multiplier;
      group = 0;
      groupHasValue = false;
      continue;
    }
    const value = w === 'a' || w === 'an' ? (i === 0 && i + 1 < ws.length && MULTIPLIER_WORDS.has(ws[i + 1]) ? 1 : undefined) : smallCardinal(w);
    if (value === undefined) return undefined;
    // Two small words in a row (`twenty three` is written `twenty-three`; `five six` is no number).
    if (groupHasValue && (group % 100 !== 0 || group === 0)) return undefined;
    group += value;
    groupHasValue = true;
  }
  if (!groupHasValue && total === 0) return undefined;
  return total + group;
}

/** The digit-ordinal suffix of `n` (`1` → `st`, `12` → `th`, `22` → `nd`). */
export function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** How to spell a number in words. */
export interface WordStyle {
  /** Upper-case the first letter (sentence start: `Twenty-three`). */
  capitalised?: boolean;
}

function below100(n: number): string {
  if (n < 20) return SMALL_CARDINALS[n];
  const ones = n % 10;
  return ones === 0 ? TENS[n / 10] : `${TENS[Math.floor(n / 10)]}-${SMALL_CARDINALS[ones]}`;
}

/** `n` (an integer in [0, 999,999]) in cardinal words, British style (`one hundred and five`); null outside that range. */
export function formatCardinal(n: number, style: WordStyle = {}): string | null {
  if (!Number.isInteger(n) || n < 0 || n > 999_999) return null;
  const under1000 = (x: number): string => {
    const hundreds = Math.floor(x / 100);
    const rest = x % 100;
    if (hundreds === 0) return below100(rest);
    return rest === 0 ? `${SMALL_CARDINALS[hundreds]} hundred` : `${SMALL_CARDINALS[hundreds]} hundred and ${below100(rest)}`;
  };
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  let text = thousands === 0 ? under1000(rest) : `${under1000(thousands)} thousand`;
  if (thousands > 0 && rest > 0) text += rest < 100 ? ` and ${below100(rest)}` : ` ${under1000(rest)}`;
  return style.capitalised ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** `n` (an integer in [1, 99]) as an ordinal word (`second`, `twenty-first`); null outside that range. */
export function formatOrdinal(n: number, style: WordStyle = {}): string | null {
  if (!Number.isInteger(n) || n < 1 || n > 99) return null;
  let text: string;
  if (n < 20) text = SMALL_ORDINALS[n];
  else if (n % 10 === 0) text = TENS_ORDINALS[n / 10];
  else text = `${TENS[Math.floor(n / 10)]}-${SMALL_ORDINALS[n % 10]}`;
  return style.capitalised ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Denominator words of fractions (singular and plural), by denominator. */
export const DENOMINATORS: ReadonlyMap<string, number> = new Map([
  ['half', 2], ['halves', 2], ['third', 3], ['thirds', 3], ['quarter', 4], ['quarters', 4], ['fourth', 4], ['fourths', 4],
  ['fifth', 5], ['fifths', 5], ['sixth', 6], ['sixths', 6], ['seventh', 7], ['sevenths', 7], ['eighth', 8], ['eighths', 8],
  ['ninth', 9], ['ninths', 9], ['tenth', 10], ['tenths', 10], ['hundredth', 100], ['hundredths', 100],
]);

/** A fraction written in words, e.g. `{ numerator: 2, denominator: 3 }` for `two-thirds`. */
export interface WordFraction {
  numerator: number;
  denominator: number;
}

/** The words of a fraction (`a third`, `two-thirds`, `three quarters`, `half`); null when no word spells it. */
export function formatFraction(f: WordFraction, style: WordStyle & { hyphen?: boolean } = {}): string | null {
  const { numerator, denominator } = f;
  if (numerator < 1 || numerator >= denominator || numerator > 19) return null;
  const name = denominator === 2 ? 'half' : denominator === 4 ? 'quarter' : [...DENOMINATORS].find(([w, d]) => d === denominator && !w.endsWith('s'))?.[0];
  if (name === undefined) return null;
  let text: string;
  if (numerator === 1) text = denominator === 2 ? 'half' : `a ${name}`;
  else text = `${SMALL_CARDINALS[numerator]}${style.hyphen ? '-' : ' '}${name === 'half' ? 'halves' : `${name}s`}`;
  return style.capitalised ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Multiplier words and their factor (`twice` = 2, `halved` = 0.5). */
export const MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['twice', 2], ['thrice', 3], ['double', 2], ['doubled', 2], ['doubling', 2], ['doubles', 2], ['triple', 3], ['tripled', 3],
  ['tripling', 3], ['triples', 3], ['quadruple', 4], ['quadrupled', 4], ['halve', 0.5], ['halved', 0.5], ['halving', 0.5],
]);

/** Vague plurals (`dozens`, `hundreds of thousands`): read as inexact quantities whose value is the smallest reading. */
export const VAGUE_PLURALS: ReadonlyMap<string, number> = new Map([
  ['dozens', 24], ['hundreds', 200], ['thousands', 2000], ['millions', 2e6], ['billions', 2e9], ['tens', 20],
]);
