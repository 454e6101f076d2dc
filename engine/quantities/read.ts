/**
 * The quantity reader: figures with their scale, unit, rate period, counted noun and hedge, and the links between
 * the two ends of a range, as canonical quantities.
 */
import { readFigure, type RawFigure } from './figures.ts';
import { lexQuantities, type QToken } from './lexer.ts';
import { readHedge } from './hedges.ts';
import { readPer, readUnitAfter, symbolUnit, type UnitMatch } from './unitMatch.ts';
import type { Quantity, QuantityLink, TextRange } from './types.ts';

const SCALE_POWERS: ReadonlyMap<string, number> = new Map([
  ['thousand', 3], ['million', 6], ['billion', 9], ['trillion', 12],
  ['k', 3], ['m', 6], ['mn', 6], ['mln', 6], ['bn', 9], ['b', 9], ['tn', 12], ['trn', 12],
]);

/** Words that never name what a count counts (the reader leaves `noun` empty before them). */
const NOT_A_NOUN = new Set([
  'of', 'in', 'on', 'at', 'to', 'for', 'and', 'or', 'by', 'from', 'with', 'a', 'an', 'the', 'than', 'per', 'each',
  'was', 'were', 'is', 'are', 'has', 'had', 'have', 'will', 'would', 'could', 'can', 'more', 'less', 'fewer', 'as',
  'after', 'before', 'over', 'under', 'into', 'since', 'but', 'that', 'which', 'who', 'when', 'while', 'out', 'up',
  'down', 'times', 'later', 'earlier', 'ago', 'apart', 'behind', 'ahead', 'so', 'this', 'these', 'those', 'its', 'their',
]);

function rangeOf(tokens: readonly QToken[], from: number, to: number, text: string): TextRange {
  return { start: tokens[from].start, end: tokens[to - 1].end, text: text.slice(tokens[from].start, tokens[to - 1].end) };
}

/** The scale after the figure: a glued suffix (`1.35bn`) or the next word (`2.9 million`), for digit counts only. */
function readScale(tokens: readonly QToken[], raw: RawFigure, text: string): { scale?: Quantity['scale']; next: number; suffixLeft?: string } {
  if (raw.dimension !== 'count' || raw.figure.form !== 'digits') return { next: raw.next, suffixLeft: raw.suffix };
  if (raw.suffix !== undefined) {
    const power = SCALE_POWERS.get(raw.suffix);
    if (power === undefined) return { next: raw.next, suffixLeft: raw.suffix };
    const t = tokens[raw.next - 1];
    const start = t.start + t.digits!.length;
    return { scale: { start, end: t.end, text: text.slice(start, t.end), power }, next: raw.next };
  }
  const word = tokens[raw.next];
  const power = word?.kind === 'word' ? SCALE_POWERS.get(word.lower) : undefined;
  if (power === undefined || word.lower.length <= 3) return { next: raw.next };
  return { scale: { ...rangeOf(tokens, raw.next, raw.next + 1, text), power }, next: raw.next + 1 };
}

/** The first currency symbol's currency (`$` → USD, `€` → EUR), for `cents`. */
function centCurrency(tokens: readonly QToken[]): string {
  const symbol = tokens.find((t) => t.kind === 'symbol' && /\$|€/.test(t.text));
  return symbol?.text === '€' ? 'EUR' : 'USD';
}

function keyOf(dimension: string, currency: string | undefined, per: Quantity['per']): string {
  const base = dimension === 'money' ? `money:${currency ?? '?'}` : dimension;
  if (per === undefined) return base;
  return `${base}/${per.unit?.dimension ?? per.noun ?? 'head'}`;
}

/** A rate period right after the quantity, or after `of` and one or two words (`14,000 tonnes of hydrogen a year`). */
function readPerAfter(tokens: readonly QToken[], at: number, text: string): ReturnType<typeof readPer> {
  const direct = readPer(tokens, at, text);
  if (direct !== null || tokens[at]?.lower !== 'of') return direct;
  for (const skip of [2, 3]) {
    const words = tokens.slice(at + 1, at + skip);
    if (words.length !== skip - 1 || words.some((t) => t.kind !== 'word' || !/^[a-z]/.test(t.text))) return null;
    const found = readPer(tokens, at + skip, text);
    if (found !== null && /^(?:a|an|per|each|every)$/.test(tokens[at + skip].lower)) return found;
  }
  return null;
}

/** Assembles one quantity from its figure and what follows and precedes it. */
function readQuantityAt(tokens: readonly QToken[], raw: RawFigure, i: number, text: string): { quantity: Quantity; next: number } {
  const times = tokens[raw.next];
  if (raw.dimension === 'count' && raw.suffix === undefined && times?.lower === 'times' && times.spaced) {
    // `three times`, `18 times`: a multiplier like `twice`, its figure spanning both words.
    raw = { ...raw, dimension: 'multiplier', next: raw.next + 1, figure: { ...raw.figure, end: times.end, text: text.slice(raw.figure.start, times.end) } };
  }
  const symbol = symbolUnit(tokens, i, text);
  const { scale, next: afterScale, suffixLeft } = readScale(tokens, raw, text);
  let unitMatch: UnitMatch | null = symbol;
  let next = afterScale;
  if (raw.dimension === 'count' || (raw.dimension === 'year' && symbol === null)) {
    const after = readUnitAfter(tokens, next, text, suffixLeft, scale !== undefined);
    if (after !== null && (symbol === null || after.def.dimension === 'percent')) {
      unitMatch = after;
      next = after.next;
    }
  }
  const dimension = unitMatch?.def.dimension ?? (raw.dimension === 'year' && (scale !== undefined) ? 'count' : raw.dimension);
  let noun: string | undefined;
  if (dimension === 'count' && unitMatch === null && tokens[next]?.kind === 'word' && tokens[next].spaced) {
    const word = tokens[next].lower;
    if (!NOT_A_NOUN.has(word) && /^[a-z]/.test(tokens[next].text) && readFigure(tokens, next, text) === null) noun = word;
  }
  const perAt = noun !== undefined ? next + 1 : next;
  const per = unitMatch?.perUnit !== undefined
    ? { per: { start: unitMatch.start, end: unitMatch.end, text: unitMatch.text, unit: unitMatch.perUnit }, next }
    : raw.dimension === 'date' || raw.dimension === 'year' ? null : readPerAfter(tokens, perAt, text);
  const value = raw.figure.value * 10 ** (scale?.power ?? 0);
  const def = unitMatch?.def;
  const currency = def?.currency === '*' ? centCurrency(tokens) : def?.currency;
  const base = def === undefined ? value : value * def.factor + (def.offset ?? 0);
  const magnitude = per?.per.unit === undefined ? base : base / per.per.unit.factor;
  const end = Math.max(tokens[(per?.next ?? next) - 1].end, raw.figure.end);
  const start = Math.min(symbol?.start ?? raw.figure.start, raw.figure.start);
  const quantity: Quantity = {
    start, end, text: text.slice(start, end), figure: raw.figure, dimension, value, exact: raw.exact, magnitude,
    key: keyOf(dimension, currency, per?.per),
  };
  if (scale !== undefined) quantity.scale = scale;
  if (unitMatch !== null) quantity.unit = { start: unitMatch.start, end: unitMatch.end, text: unitMatch.text, def: unitMatch.def };
  if (per !== null) quantity.per = per.per;
  if (noun !== undefined) quantity.noun = noun;
  const hedge = readHedge(text, start, dimension === 'date' || dimension === 'year');
  if (hedge !== null) quantity.hedge = hedge;
  return { quantity, next: Math.max(per?.next ?? next, raw.next) };
}

/** Links the two ends of ranges and from–to changes, and lends the second end's unit, scale or month to the first. */
function linkRanges(text: string, quantities: Quantity[]): void {
  for (let k = 0; k + 1 < quantities.length; k++) {
    const a = quantities[k];
    const b = quantities[k + 1];
    if (a.link !== undefined) continue;
    const between = text.slice(a.end, b.start);
    const before = text.slice(Math.max(0, a.start - 8), a.start);
    let kind: QuantityLink['kind'] | null = null;
    if (/^\s*(?:to|until)\s+$/.test(between)) kind = /\bfrom\s+$/i.test(before) ? 'from-to' : 'to';
    else if (/^\s*and\s+$/.test(between) && /\bbetween\s+$/i.test(before)) kind = 'between-and';
    else if (/^[-–]$/.test(between) && (a.dimension === b.dimension || b.dimension === 'count')) kind = 'dash';
    if (kind === null || !compatibleEnds(a, b)) continue;
    a.link = { kind, partner: k + 1, role: 'first' };
    b.link = { kind, partner: k, role: 'second' };
    lendToFirst(a, b);
  }
}

/** Whether two quantities can be the ends of one range: same dimension, or a bare first end the second can lend to. */
function compatibleEnds(a: Quantity, b: Quantity): boolean {
  if (a.dimension === b.dimension && (a.key === b.key || (a.per === undefined && b.per !== undefined))) return true;
  if (a.dimension === 'year' && b.dimension === 'count') return /^\d{2}$/.test(b.figure.text);
  return a.dimension === 'count' && a.noun === undefined && a.unit === undefined && a.scale === undefined && b.dimension !== 'year';
}

function lendToFirst(a: Quantity, b: Quantity): void {
  if (a.dimension === 'year' && b.dimension === 'count' && /^\d{2}$/.test(b.figure.text)) {
    // `2024-25`: the second year is written with two digits.
    b.dimension = 'year';
    b.value = Math.floor(a.value / 100) * 100 + b.figure.value;
    b.magnitude = b.value;
    b.key = 'year';
    return;
  }
  if (a.dimension === 'count' && b.dimension === 'date' && a.figure.value >= 1 && a.figure.value <= 31 && b.value % 100 !== 0) {
    a.dimension = 'date';
    a.value = b.value - (b.value % 100) + a.figure.value;
    a.magnitude = a.value;
    a.key = 'date';
    return;
  }
  if (b.dimension === 'date') return;
  if (a.dimension === b.dimension && a.per === undefined && b.per?.unit !== undefined && a.key !== b.key) {
    // `from €0.38 to €0.21 per kilometre`: the first end is per kilometre too.
    a.magnitude /= b.per.unit.factor;
    a.key = b.key;
    return;
  }
  if (a.dimension === b.dimension && a.per === undefined && b.per !== undefined) {
    a.key = b.key;
    return;
  }
  if (a.dimension !== 'count' || a.noun !== undefined || a.unit !== undefined || a.figure.form !== b.figure.form) return;
  if (b.dimension === 'count' && b.scale === undefined && b.per === undefined) return;
  const value = a.figure.value * 10 ** (a.scale?.power ?? b.scale?.power ?? 0);
  const ratio = b.value === 0 ? 1 : value / b.value;
  a.dimension = b.dimension;
  a.value = value;
  a.magnitude = b.magnitude * ratio;
  a.key = b.key;
}

/** Every quantity mention of `text`, in order of position. */
export function readQuantities(text: string): Quantity[] {
  const tokens = lexQuantities(text);
  const out: Quantity[] = [];
  for (let i = 0; i < tokens.length;) {
    const raw = readFigure(tokens, i, text);
    if (raw === null) {
      i++;
      continue;
    }
    const { quantity, next } = readQuantityAt(tokens, raw, i, text);
    out.push(quantity);
    i = next;
  }
  linkRanges(text, out);
  return out;
}
