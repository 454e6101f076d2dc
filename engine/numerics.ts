/**
 * Numeric atoms of a token list and the numeric gate (SPEC A3), plus the `numerics-v2` research extractor.
 */
import { countTokens } from './lex.ts';

/** English month names → month number (exactly 12 entries, no abbreviations). */
export const MONTHS: ReadonlyMap<string, number> = new Map(
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november',
    'december'].map((name, i) => [name, i + 1]),
);

/** Whether `token` holds an ASCII digit (a char-code loop: this runs on every token of every claim). */
function hasAsciiDigit(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}
const DATE_SEPARATORS = /[-/:]/;
const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** Digit-group commas in their only valid place: every three digits of the integer part. */
const GROUPED_DECIMAL = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?(?:[eE][+-]?\d+)?$/;

/** Canonical string of a plain decimal through a 64-bit float (`0500`, `500.0` → `"500"`), or null if not finite. */
export function canonicalDecimal(text: string): string | null {
  if (!PLAIN_DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? String(value) : null;
}

/** Candidate parts of a digit-bearing token: split on `-`, `/`, `:` (raw, commas kept; read by readNumericPart). */
function partsOf(token: string): string[] {
  return token.split(DATE_SEPARATORS);
}

/**
 * One part read strictly: its canonical decimal (digit-group commas removed); null when it is no plain decimal.
 * A decimal the reader refuses (non-finite like `1e309`, misplaced group commas like `1,2,3`) is a strict-decimal
 * error: it stays as its literal, so only the same literal in a span covers it and the gate never lets it pass.
 */
export function readNumericPart(part: string): string | null {
  const plain = part.replaceAll(',', '');
  if (!PLAIN_DECIMAL.test(plain)) return null;
  if (plain !== part && !GROUPED_DECIMAL.test(part)) return part;
  return canonicalDecimal(plain) ?? part;
}

/** SPEC A3 numerics: month names → numbers; digit tokens split on `-/:`, read strictly (readNumericPart); in order. */
export function numerics(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const month = MONTHS.get(token);
    if (month !== undefined) {
      out.push(String(month));
      continue;
    }
    if (!hasAsciiDigit(token)) continue;
    for (const part of partsOf(token)) {
      const canonical = readNumericPart(part);
      if (canonical !== null) out.push(canonical);
    }
  }
  return out;
}

/** Scale words and suffixes of numerics v2 → power of ten. */
const SCALE_WORDS: ReadonlyMap<string, number> = new Map([
  ['thousand', 3], ['million', 6], ['billion', 9], ['trillion', 12],
]);
const SCALE_SUFFIXES: ReadonlyMap<string, number> = new Map([
  ['k', 3], ['m', 6], ['mn', 6], ['mln', 6], ['b', 9], ['bn', 9], ['tn', 12], ['trn', 12],
]);
const PERCENT_SUFFIXES = new Set(['pc', 'pct', 'percent']);
const NUMBER_WITH_SUFFIX = /^((?:\d+(?:\.\d*)?|\.\d+))([a-z]+)$/;

/** Shifts a plain decimal by 10^exponent without float error (`1.1` × 10^6 → `"1100000"`). */
function scaledDecimal(mantissa: string, exponent: number): string | null {
  const value = Number(`${mantissa}e${exponent}`);
  return Number.isFinite(value) ? String(value) : null;
}

/** One part under v2 rules: plain decimal, ordinal (`5th`), scale suffix (`1.35bn`) or percent suffix (`5pc`). */
function canonicalPartV2(part: string): string | null {
  const plain = readNumericPart(part);
  if (plain !== null) return plain;
  const match = NUMBER_WITH_SUFFIX.exec(part.replaceAll(',', ''));
  if (match === null) return null;
  const [, digits, suffix] = match;
  if (/^\d+$/.test(digits) && (suffix === 'st' || suffix === 'nd' || suffix === 'rd' || suffix === 'th')) {
    return canonicalDecimal(digits);
  }
  const scale = SCALE_SUFFIXES.get(suffix);
  if (scale !== undefined) return scaledDecimal(digits, scale);
  return PERCENT_SUFFIXES.has(suffix) ? canonicalDecimal(digits) : null;
}

/**
 * Numerics v2 (research): v1 plus ordinals (`5th` → 5), scale words and suffixes (`2.5 million`, `1.1m`, `1.35bn`
 * → one value) and glued percent forms (`5pc`); `5%` and `5 percent` already give `5` because `%` is no token.
 */
export function numericsV2(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const month = MONTHS.get(token);
    if (month !== undefined) {
      out.push(String(month));
      continue;
    }
    if (!hasAsciiDigit(token)) continue;
    const parts = partsOf(token);
    const scale = SCALE_WORDS.get(tokens[i + 1] ?? '');
    const single = parts.length === 1 ? readNumericPart(parts[0]) : null;
    // A literal kept by the strict reader (`1,2,3`) is no number to scale.
    if (scale !== undefined && single !== null && canonicalDecimal(single) !== null) {
      const scaled = scaledDecimal(parts[0].replaceAll(',', ''), scale);
      if (scaled !== null) out.push(scaled);
      i++;
      continue;
    }
    for (const part of parts) {
      const canonical = canonicalPartV2(part);
      if (canonical !== null) out.push(canonical);
    }
  }
  return out;
}

/** SPEC A3 gate: false without claim numerics; true when any claim numeric is absent from the span (set semantics). */
export function numericGateTrips(claimNums: readonly string[], spanNums: readonly string[]): boolean {
  if (claimNums.length === 0) return false;
  const span = new Set(spanNums);
  return claimNums.some((n) => !span.has(n));
}

/** Multiset gate (research): true when the span holds fewer copies of some claim numeric than the claim does. */
export function numericGateTripsMultiset(claimNums: readonly string[], spanNums: readonly string[]): boolean {
  if (claimNums.length === 0) return false;
  const available = countTokens(spanNums);
  for (const n of claimNums) {
    const left = available.get(n) ?? 0;
    if (left === 0) return true;
    available.set(n, left - 1);
  }
  return false;
}
