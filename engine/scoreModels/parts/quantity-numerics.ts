/**
 * Numeric extractor `quantities` (research): the numerics of a text read by the quantity reader (engine/quantities.ts),
 * so number words, fractions, ordinals, scale words, units and dates count. Atoms (strings):
 *
 * - a count or year without unit as its value at scale, canonicalised as SPEC A3 does (`Nineteen` → `19`,
 *   `2.5 million` and `2,500,000` → `2500000`);
 * - a quantity with a unit, rate, percent, or an ordinal, fraction or multiplier as `<kind>:<magnitude>@<figure>`
 *   (`12 miles` → `length:19312.128@12`, `£1.4m` → `money:GBP:1400000@1.4`, `12 per cent` → `percent:12@12`,
 *   `21st` → `ordinal:21@21`);
 * - a date as `date:<yyyymmdd>` (0 for a missing part) plus every less specific form it implies and its parts as
 *   counts, so `March 2026` is covered by `5 March 2026` and not the reverse;
 * - SPEC A3 numerics of whatever the reader leaves (`VX-412` → `412`, a lone month name → its number).
 *
 * Whole number words and word ordinals from one to ten (without a scale word) are left out: in running text they are mostly
 * determiners and loose durations (`two victims`, `the first time`, `two days after`), not figures a writer gets wrong.
 */
import { numerics } from '../../numerics.ts';
import { readQuantities, type Quantity } from '../../quantities.ts';
import { tokenize } from '../../tokens.ts';
import type { NumericExtractor } from './types.ts';

const MONTH = /\b(january|february|march|april|june|july|august|september|october|november|december)\b/gi;
// `may` is a month only next to a figure (`May 5`, `5 May`), as the quantity reader itself decides for `May`.
const MAY = /\bmay\b(?=\s+\d)|(?<=\d\s+)may\b/gi;
const HYPHENATED_SCALE = /(\d)-(thousand|million|billion|trillion)\b/gi;
/** Word figures up to this value are no atoms (see the module TSDoc). */
const SMALL_WORD_FIGURE = 10;

/** Month names capitalised and `85.6-million` unhyphenated, so the reader reads lower-cased and wire-style text. */
function normalise(text: string): string {
  const cap = (word: string): string => word[0].toUpperCase() + word.slice(1).toLowerCase();
  return text.normalize('NFC').replace(MONTH, cap).replace(MAY, cap).replace(HYPHENATED_SCALE, '$1 $2');
}

/** A number as a canonical string at 12 significant digits (unit factors leave float noise below that). */
function canonical(value: number): string {
  return String(Number(value.toPrecision(12)));
}

function dateAtoms(code: number): string[] {
  const year = Math.floor(code / 10000);
  const month = Math.floor(code / 100) % 100;
  const day = code % 100;
  const forms = new Set([code, year * 10000 + month * 100, month * 100 + day, month * 100]);
  const atoms = [...forms].filter((form) => form % 10000 !== 0).map((form) => `date:${form}`);
  for (const part of [year, month, day]) if (part > 0) atoms.push(String(part));
  return atoms;
}

function quantityAtoms(q: Quantity): string[] {
  if (q.dimension === 'date') return dateAtoms(q.value);
  if (q.figure.form === 'words' && Number.isInteger(q.figure.value) && q.figure.value <= SMALL_WORD_FIGURE && q.scale === undefined) return [];
  if ((q.dimension === 'count' || q.dimension === 'year') && q.per === undefined) return [canonical(q.value)];
  const kind = q.dimension === 'ordinal' || q.dimension === 'fraction' || q.dimension === 'multiplier' ? q.dimension : q.key;
  return [`${kind}:${canonical(q.magnitude)}@${canonical(q.figure.value)}`];
}

/** The atoms of a text (see the module TSDoc), in order of position, repeats kept. */
export function quantityNumerics(text: string): string[] {
  const normalised = normalise(text);
  const quantities = readQuantities(normalised);
  let residual = '';
  let last = 0;
  for (const q of quantities) {
    residual += `${normalised.slice(last, q.start)} `;
    last = Math.max(last, q.end);
  }
  residual += normalised.slice(last);
  return [...quantities.flatMap(quantityAtoms), ...numerics(tokenize(residual))];
}

const KEYED = /^(.+):([^:@]+)@([^@]+)$/;

/**
 * Whether span atoms cover one claim atom: the same atom, the same amount written with another figure (`20 km`
 * against `20,000 metres`), a figure the reader gave a unit on one side only
 * (`18` against `18 years`, either way), or a claim amount whose rate the span adds (`$395,000` against
 * `$395,000 a year`). A different unit or scale on both sides (`12 miles` against `12 km`) is never covered.
 */
export function coversQuantity(atom: string, spanAtoms: ReadonlySet<string>): boolean {
  if (spanAtoms.has(atom)) return true;
  const keyed = KEYED.exec(atom);
  if (keyed === null) {
    if (atom.startsWith('date:')) return false;
    for (const other of spanAtoms) if (other.endsWith(`@${atom}`)) return true;
    return false;
  }
  const [, kind, magnitude, figure] = keyed;
  if (spanAtoms.has(figure)) return true;
  for (const other of spanAtoms) {
    const match = KEYED.exec(other);
    if (match === null) continue;
    if (match[1] === kind && match[2] === magnitude) return true;
    if (match[1].startsWith(`${kind}/`) && match[3] === figure) return true;
  }
  return false;
}

/** The `quantities` extractor: reads the raw text (units, currency symbols and case need it). */
export const quantityExtractor: NumericExtractor = {
  id: 'quantities',
  description: 'the quantity reader: number words above ten, fractions, ordinals, scale words, units with their magnitude, dates',
  extract: (tokens) => quantityNumerics(tokens.join(' ')),
  extractText: quantityNumerics,
  covers: coversQuantity,
};
