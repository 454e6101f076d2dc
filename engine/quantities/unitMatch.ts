/**
 * Units around a figure: a currency symbol before it (`£`, `US$`), a unit word or abbreviation after it (`hours`,
 * `square kilometres`, `km`, `5kg`, `3-year`), and a rate period or per-unit after that (`a year`, `per kilogram`).
 */
import type { QToken } from './lexer.ts';
import type { Per } from './types.ts';
import { PERIOD_ADVERBS, RATE_ABBREVIATIONS, UNITS, unitById, type UnitDef } from './units.ts';

/** A unit found in the text, and the token index after it. */
export interface UnitMatch {
  def: UnitDef;
  start: number;
  end: number;
  text: string;
  next: number;
  /** Set for rate abbreviations (`mph` = mile per hour): the period divided by. */
  perUnit?: UnitDef;
}

const BY_NAME: ReadonlyMap<string, UnitDef> = new Map(UNITS.flatMap((unit) => unit.names.map((n) => [n, unit] as const)));
const BY_ABBREVIATION: ReadonlyMap<string, UnitDef> = new Map(
  UNITS.flatMap((unit) => (unit.abbreviations ?? []).map((a) => [a.toLowerCase(), unit] as const)),
);
const BY_SYMBOL: ReadonlyMap<string, UnitDef> = new Map(UNITS.flatMap((unit) => (unit.symbols ?? []).map((s) => [s, unit] as const)));
/** Abbreviations read only when glued to the figure (`14.5p`, `5m` is a scale): too ambiguous on their own. */
const GLUED_ONLY = new Set(['p', 'pc', 'bp', 'hp', 'cc', 'kb', 'mb', 'gb', 'tb', 'wh']);
const POUND_STERLING = unitById('pound-sterling')!;

/** The currency symbol right before the figure at token `i` (`$5`, `US$ 5`), as a unit. */
export function symbolUnit(tokens: readonly QToken[], i: number, text: string): UnitMatch | null {
  const t = tokens[i - 1];
  if (t === undefined || t.kind !== 'symbol' || tokens[i].kind !== 'figure') return null;
  const def = BY_SYMBOL.get(t.text);
  return def === undefined ? null : { def, start: t.start, end: t.end, text: text.slice(t.start, t.end), next: i };
}

/** Up to `n` word tokens from `j` joined the way they are written (`square kilometres`, `gigawatt-hours`). */
function phrases(tokens: readonly QToken[], j: number, n: number): Array<{ phrase: string; next: number }> {
  const out: Array<{ phrase: string; next: number }> = [];
  let phrase = '';
  let k = j;
  for (let words = 0; words < n && k < tokens.length; words++) {
    const t = tokens[k];
    if (t.kind !== 'word' && !(t.kind === 'symbol' && t.text === '°')) break;
    phrase += t.lower;
    k++;
    out.push({ phrase, next: k });
    if (tokens[k]?.text === '-' && !tokens[k].spaced && tokens[k + 1]?.kind === 'word' && !tokens[k + 1].spaced) {
      phrase += '-';
      k++;
    } else phrase += ' ';
  }
  return out;
}

/** The unit word or abbreviation from token `j` (longest spelling first), or null. */
function unitWordAt(tokens: readonly QToken[], j: number, text: string, afterScale: boolean): UnitMatch | null {
  for (const { phrase, next } of phrases(tokens, j, 3).reverse()) {
    let def = BY_NAME.get(phrase) ?? (GLUED_ONLY.has(phrase) ? undefined : BY_ABBREVIATION.get(phrase));
    if (def === undefined) continue;
    let end = next;
    // `5 million pounds` and `pounds sterling` are money; `5 pounds` alone a weight.
    if (def.id === 'pound' && (afterScale || tokens[next]?.lower === 'sterling')) {
      def = POUND_STERLING;
      if (tokens[next]?.lower === 'sterling') end = next + 1;
    }
    const start = tokens[j].start;
    return { def, start, end: tokens[end - 1].end, text: text.slice(start, tokens[end - 1].end), next: end };
  }
  return null;
}

/**
 * The unit after a figure ending before token `j`: a glued suffix (`5km`), `%`, `°C`, a hyphenated unit (`3-year`,
 * `60-metre`) or unit words (`square kilometres`, `per cent`).
 */
export function readUnitAfter(tokens: readonly QToken[], j: number, text: string, suffix: string | undefined, afterScale: boolean): UnitMatch | null {
  if (suffix !== undefined) {
    const def = BY_ABBREVIATION.get(suffix);
    const t = tokens[j - 1];
    if (def === undefined) return null;
    const start = t.end - suffix.length;
    return { def, start, end: t.end, text: text.slice(start, t.end), next: j };
  }
  const t = tokens[j];
  if (t === undefined) return null;
  if (t.kind === 'symbol' && t.text === '%') return { def: BY_ABBREVIATION.get('%')!, start: t.start, end: t.end, text: t.text, next: j + 1 };
  if (t.kind === 'symbol' && t.text === '°') {
    const scale = tokens[j + 1];
    const def = scale !== undefined && !scale.spaced ? BY_ABBREVIATION.get(`°${scale.lower}`) : undefined;
    const unit = def ?? unitById('degree-celsius')!;
    const last = def === undefined ? t : scale;
    return { def: unit, start: t.start, end: last.end, text: text.slice(t.start, last.end), next: def === undefined ? j + 1 : j + 2 };
  }
  if (t.text === '-' && !t.spaced && tokens[j + 1]?.kind === 'word' && !tokens[j + 1].spaced) {
    const hyphenated = unitWordAt(tokens, j + 1, text, afterScale);
    return hyphenated === null ? null : { ...hyphenated, start: t.start, text: text.slice(t.start, hyphenated.end) };
  }
  if (t.kind !== 'word') return null;
  const rate = RATE_ABBREVIATIONS.get(t.lower) ?? (tokens[j + 1]?.text === '/' && tokens[j + 2]?.lower === 'h' ? RATE_ABBREVIATIONS.get(`${t.lower}/h`) : undefined);
  if (rate !== undefined) {
    const last = t.lower === 'km' ? j + 3 : j + 1;
    return { def: unitById(rate[0])!, perUnit: unitById(rate[1])!, start: t.start, end: tokens[last - 1].end, text: text.slice(t.start, tokens[last - 1].end), next: last };
  }
  return unitWordAt(tokens, j, text, afterScale);
}

/** A rate period or per-unit from token `j` (`a year`, `per month`, `each day`, `per kilogram`, `per share`, `annually`). */
export function readPer(tokens: readonly QToken[], j: number, text: string): { per: Per; next: number } | null {
  const t = tokens[j];
  if (t === undefined || t.kind !== 'word') return null;
  const span = (from: number, to: number): { start: number; end: number; text: string } =>
    ({ start: tokens[from].start, end: tokens[to - 1].end, text: text.slice(tokens[from].start, tokens[to - 1].end) });
  const two = tokens[j + 1] === undefined ? undefined : `${t.lower} ${tokens[j + 1].lower}`;
  // `a month apart`, `a year later`, `a week ago` place an event in time; they are no rate.
  const placed = (next: number): boolean => /^(?:apart|later|earlier|ago|old|long|before|after|on|into)$/.test(tokens[next]?.lower ?? '');
  for (const [phrase, words] of [[two, 2], [t.lower, 1]] as const) {
    const period = phrase === undefined ? undefined : PERIOD_ADVERBS.get(phrase);
    if (period === undefined) continue;
    const per: Per = { ...span(j, j + words) };
    if (period !== '') per.unit = unitById(period);
    return { per, next: j + words };
  }
  if (!/^(a|an|per|each|every)$/.test(t.lower)) return null;
  const unit = unitWordAt(tokens, j + 1, text, false);
  if (unit !== null && (unit.def.dimension === 'time' || t.lower === 'per' || unit.def.dimension !== 'money')) {
    // `a year` but not `a dozen`; `a` before a unit only when that unit is singular (`a metre`).
    if (unit.def.names.indexOf(unit.text.toLowerCase()) % 2 === 1 || placed(unit.next)) return null;
    return { per: { ...span(j, unit.next), unit: unit.def }, next: unit.next };
  }
  const noun = tokens[j + 1];
  if (t.lower === 'per' && noun?.kind === 'word') return { per: { ...span(j, j + 2), noun: noun.lower }, next: j + 2 };
  return null;
}
