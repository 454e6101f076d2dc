/**
 * Figures in running text (counts, decimals, percentages, prices, years): find them, re-format them, perturb them.
 */
import { UNITS, smallCardinal } from '../../engine/quantities.ts';

/** What a figure measures, judged from its surface form. */
export type NumberKind = 'count' | 'decimal' | 'percent' | 'price' | 'year';

/** A figure found in text; [start, end) covers only the digits (`1,500`, `4.5`), not `$` or `%`. */
export interface NumberMention {
  start: number;
  end: number;
  text: string;
  value: number;
  /** Digits after the decimal point. */
  decimals: number;
  /** Whether the figure uses digit-group commas (`1,500`). */
  grouped: boolean;
  kind: NumberKind;
}

/** A new value for a figure plus how it was obtained. */
export interface Perturbation {
  text: string;
  how: string;
}

// Digits not glued to letters or to another figure (`A320`, `COVID-19`, `3:30`, `2026-03-05` are left alone).
const NUMBER_RE = /(?<![\p{L}\p{N}_.,/:]|[\p{L}\p{N}]-)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\p{L}\p{N}_/:]|[.,]\d)/gu;

/** Every figure of `text` outside the `skip` ranges (dates, entity names), in order. */
export function findNumbers(text: string, skip: ReadonlyArray<readonly [number, number]> = []): NumberMention[] {
  const found: NumberMention[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (skip.some(([a, b]) => start < b && end > a)) continue;
    const decimals = m[2] ? m[2].length - 1 : 0;
    const grouped = m[1].includes(',');
    const value = Number(m[0].replaceAll(',', ''));
    found.push({ start, end, text: m[0], value, decimals, grouped, kind: kindOf(text, start, end, value, decimals, grouped) });
  }
  return found;
}

function kindOf(text: string, start: number, end: number, value: number, decimals: number, grouped: boolean): NumberKind {
  const before = text.slice(Math.max(0, start - 2), start);
  const after = text.slice(end, end + 12);
  if (/[$€£]\s?$/.test(before)) return 'price';
  if (/^(\s?%| percent\b)/.test(after)) return 'percent';
  if (decimals === 0 && !grouped && value >= 1800 && value <= 2100 && /^\d{4}$/.test(text.slice(start, end))) {
    return 'year';
  }
  return decimals > 0 ? 'decimal' : 'count';
}

/** Writes `value` with `decimals` digits after the point, grouped by commas when `grouped`. */
export function formatNumber(value: number, decimals: number, grouped: boolean): string {
  const fixed = value.toFixed(decimals);
  if (!grouped) return fixed;
  const [int, frac] = fixed.split('.');
  const withCommas = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? withCommas : `${withCommas}.${frac}`;
}

/** Re-writes a figure the way its source wrote figures, grouping large results when the source had no chance to. */
function restyle(value: number, decimals: number, like: NumberMention): string {
  const grouped = like.grouped || (like.kind !== 'year' && value >= 10000 && like.value < 10000);
  return formatNumber(value, Math.max(0, decimals), grouped);
}

/** Swaps two adjacent different digits of the integer part; null when none can be swapped without a leading zero. */
function transposeDigits(mention: NumberMention, rng: () => number): string | null {
  const digits = mention.text.replaceAll(',', '').split('');
  const candidates: number[] = [];
  for (let i = 0; i + 1 < digits.length; i++) {
    if (!/\d/.test(digits[i]) || !/\d/.test(digits[i + 1]) || digits[i] === digits[i + 1]) continue;
    if (i === 0 && digits[i + 1] === '0') continue;
    candidates.push(i);
  }
  if (candidates.length === 0) return null;
  const i = candidates[Math.floor(rng() * candidates.length)];
  [digits[i], digits[i + 1]] = [digits[i + 1], digits[i]];
  const value = Number(digits.join(''));
  return restyle(value, mention.decimals, mention);
}

/** Candidate new values for a figure: near misses (±1 in the last place, ×10, ÷10, digit transposition) and jumps. */
export function perturbNumber(mention: NumberMention, rng: () => number): Perturbation[] {
  const { value, decimals } = mention;
  const unit = 10 ** -decimals;
  const out: Perturbation[] = [];
  const add = (text: string | null, how: string): void => {
    if (text !== null && text !== mention.text && !out.some((p) => p.text === text)) out.push({ text, how });
  };
  const round = (v: number): number => Number(v.toFixed(decimals));
  if (mention.kind === 'year') {
    for (const d of [1, -1, 2, -2, 3, 5, -5, 10]) add(String(value + d), `year ${d > 0 ? '+' : ''}${d}`);
    return out;
  }
  add(restyle(round(value + unit), decimals, mention), `+${unit} (near miss)`);
  if (value - unit > 0) add(restyle(round(value - unit), decimals, mention), `-${unit} (near miss)`);
  add(transposeDigits(mention, rng), 'digit transposition');
  if (decimals === 0 && (mention.kind !== 'percent' || value * 10 <= 100)) add(restyle(round(value * 10), decimals, mention), '×10');
  if (decimals > 0) add(restyle(value * 10, decimals - 1, mention), '×10');
  const tenth = value / 10;
  if (Number.isInteger(tenth * 10 ** decimals) && tenth > 0) add(restyle(tenth, decimals, mention), '÷10');
  const step = Math.max(unit, Number((value * 0.2).toPrecision(1)));
  add(restyle(round(value + step), decimals, mention), `+${formatNumber(step, decimals, false)}`);
  if (value - step > 0) add(restyle(round(value - step), decimals, mention), `-${formatNumber(step, decimals, false)}`);
  return out;
}

/** Toggles digit grouping of a 4-digit non-year figure (`1,500` ↔ `1500`); null when it does not apply. */
export function toggleGrouping(mention: NumberMention): string | null {
  if (mention.kind === 'year' || mention.decimals > 0) return null;
  if (mention.value < 1000 || mention.value >= 10000) return null;
  return formatNumber(mention.value, 0, !mention.grouped);
}

/** Unit words of the engine's units (`minutes`, `kilometres`), and the counts of a race or a table (`points`, `laps`). */
const UNIT_WORDS: ReadonlySet<string> = new Set([
  ...UNITS.flatMap((u) => u.names).filter((n) => !n.includes(' ')), 'point', 'points', 'place', 'places', 'length', 'lengths', 'lap', 'laps',
]);

/** Whether `amount unit` is a measure written in words (`three minutes`, `twenty-five metres`, `a week`, `several hours`). */
export function isWordMeasure(amount: string | undefined, unit: string | undefined): boolean {
  if (amount === undefined || unit === undefined || !UNIT_WORDS.has(unit)) return false;
  return smallCardinal(amount.toLowerCase()) !== undefined || /^(?:a|an|several|few|some|hundred)$/i.test(amount);
}
