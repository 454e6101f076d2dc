/**
 * Figures at a token position: digits (with glued ordinal, scale or unit suffixes), number words, ordinals,
 * fractions, multipliers, vague plurals, years and dates.
 */
import type { QToken } from './lexer.ts';
import {
  DENOMINATORS, MULTIPLIERS, MULTIPLIER_WORDS, VAGUE_PLURALS, ordinalValue, parseCardinalWords, smallCardinal,
} from './numberWords.ts';
import type { Figure, QuantityDimension } from './types.ts';

/** A figure read at a token position, before units and hedges. */
export interface RawFigure {
  figure: Figure;
  dimension: QuantityDimension;
  /** Index of the first token after the figure. */
  next: number;
  exact: boolean;
  /** Letters glued after digits that are no ordinal suffix (`km`, `bn`, `m`), for the unit reader. */
  suffix?: string;
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** Month number of a capitalised month name (`March` → 3); `May` counts only next to a figure, which callers check. */
export function monthOf(token: QToken | undefined): number | undefined {
  if (token === undefined || token.kind !== 'word' || !/^[A-Z]/.test(token.text)) return undefined;
  const index = MONTH_NAMES.indexOf(token.lower);
  return index < 0 ? undefined : index + 1;
}

const isFigure = (t: QToken | undefined): t is QToken => t !== undefined && t.kind === 'figure' && t.suffix === '';
const isDay = (t: QToken | undefined): boolean => isFigure(t) && /^\d{1,2}$/.test(t.digits!) && t.value! >= 1 && t.value! <= 31;
const isYear = (t: QToken | undefined): boolean => isFigure(t) && /^\d{4}$/.test(t.digits!) && t.value! >= 1000 && t.value! <= 2999;

function figureOf(tokens: readonly QToken[], from: number, to: number, text: string, value: number, form: Figure['form']): Figure {
  const start = tokens[from].start;
  const end = tokens[to - 1].end;
  return { start, end, text: text.slice(start, end), value, form };
}

/** A date at token `i`: `5 March 2026`, `March 5, 2026`, `March 2026`, `5 March`, `March 5`, `2026-03-05`. */
function readDate(tokens: readonly QToken[], i: number, text: string): RawFigure | null {
  const t = tokens[i];
  const code = (y: number, m: number, d: number): number => y * 10000 + m * 100 + d;
  const at = (from: number, to: number, value: number): RawFigure =>
    ({ figure: figureOf(tokens, from, to, text, value, 'digits'), dimension: 'date', next: to, exact: true });
  if (t.kind === 'iso-date') {
    const [y, m, d] = t.text.split('-').map(Number);
    return m >= 1 && m <= 12 && d >= 1 && d <= 31 ? at(i, i + 1, code(y, m, d)) : null;
  }
  if (isDay(t) && monthOf(tokens[i + 1]) !== undefined) {
    const month = monthOf(tokens[i + 1])!;
    return isYear(tokens[i + 2]) ? at(i, i + 3, code(tokens[i + 2].value!, month, t.value!)) : at(i, i + 2, code(0, month, t.value!));
  }
  const month = monthOf(t);
  if (month === undefined) return null;
  if (isDay(tokens[i + 1])) {
    const comma = tokens[i + 2]?.text === ',' && isYear(tokens[i + 3]);
    return comma ? at(i, i + 4, code(tokens[i + 3].value!, month, tokens[i + 1].value!)) : at(i, i + 2, code(0, month, tokens[i + 1].value!));
  }
  if (isYear(tokens[i + 1])) return at(i, i + 2, code(tokens[i + 1].value!, month, 0));
  return t.lower === 'may' ? null : at(i, i + 1, code(0, month, 0));
}

/** Digits at token `i`, with a glued ordinal suffix read as an ordinal and any other suffix handed on. */
function readDigits(tokens: readonly QToken[], i: number): RawFigure | null {
  const t = tokens[i];
  if (t.kind !== 'figure') return null;
  const previous = tokens[i - 1];
  // Digits glued to a word (`A320`, `Tarn-17`) belong to a name.
  if (previous !== undefined && !t.spaced && (previous.kind === 'word' || (previous.text === '-' && tokens[i - 2]?.kind === 'word' && !tokens[i - 1].spaced))) return null;
  const digits = t.digits!;
  const figure: Figure = { start: t.start, end: t.start + digits.length, text: digits, value: t.value!, form: 'digits' };
  figure.decimals = digits.includes('.') ? digits.length - digits.indexOf('.') - 1 : 0;
  figure.grouped = digits.includes(',');
  const ordinal = ordinalValue(`${digits}${t.suffix}`);
  if (t.suffix !== '' && ordinal !== undefined) {
    return { figure: { ...figure, end: t.end, text: t.text }, dimension: 'ordinal', next: i + 1, exact: true };
  }
  const next = tokens[i + 1];
  // `1284`, `2025` are years; `1500 people`, `2000 staff` are counts.
  const counted = next !== undefined && next.kind === 'word' && next.spaced && /^(?:[a-z]+s|people|staff|men|women|children)$/.test(next.text) && !/^(?:was|is|has|as|this|its|his|plus)$/.test(next.text);
  const year = /^\d{4}$/.test(digits) && t.value! >= 1000 && t.value! <= 2100 && t.suffix === '' && !counted;
  return { figure, dimension: year ? 'year' : 'count', next: i + 1, exact: true, suffix: t.suffix === '' ? undefined : t.suffix };
}

const isNumberWord = (w: string): boolean => smallCardinal(w) !== undefined || ordinalValue(w) !== undefined || DENOMINATORS.has(w);

/** Whether `words` joined by hyphens/spaces from token `i` are adjacent (`twenty-three` lexes as three tokens). */
function wordRun(tokens: readonly QToken[], i: number): Array<{ word: string; from: number; to: number }> {
  const run: Array<{ word: string; from: number; to: number }> = [];
  let j = i;
  while (j < tokens.length && tokens[j].kind === 'word') {
    let word = tokens[j].lower;
    let to = j + 1;
    // Glue `twenty` `-` `three` and `two` `-` `thirds` into one word, but not `one` `-` `day`.
    while (tokens[to]?.text === '-' && !tokens[to].spaced && tokens[to + 1]?.kind === 'word' && !tokens[to + 1].spaced && isNumberWord(tokens[to + 1].lower)) {
      word += `-${tokens[to + 1].lower}`;
      to += 2;
    }
    run.push({ word, from: j, to });
    j = to;
    if (run.length >= 12) break;
  }
  return run;
}

const PRONOUN_ONE_BEFORE = new Set(['no', 'any', 'every', 'some', 'each', 'the', 'this', 'that', 'which', 'an', 'a', 'another', 'someone', 'anyone']);

/** Words after which `one` is a pronoun (`an electric one on`, `one of`), not a count. */
const NOT_COUNTED = new Set(['of', 'another', 'on', 'in', 'at', 'to', 'for', 'and', 'or', 'with', 'was', 'is', 'that', 'which', 'who', 'by', 'from', 'as', 'but']);

/** Cardinal words at token `i` (the longest well-formed run), `one` only where it counts something. */
function readCardinalWords(tokens: readonly QToken[], i: number, text: string): RawFigure | null {
  const run = wordRun(tokens, i);
  for (let n = run.length; n >= 1; n--) {
    const words = run.slice(0, n).map((r) => r.word);
    if (words[n - 1] === 'and' || words[n - 1] === 'a') continue;
    const value = parseCardinalWords(words);
    if (value === undefined) continue;
    if (words.length === 1 && MULTIPLIER_WORDS.has(words[0])) return null;
    if (words.length === 1 && words[0] === 'one') {
      const before = tokens[i - 1]?.lower ?? '';
      const after = tokens[run[0].to];
      const compound = after?.text === '-' && !after.spaced;
      if (PRONOUN_ONE_BEFORE.has(before) || (!compound && (after === undefined || after.kind !== 'word' || NOT_COUNTED.has(after.lower)))) return null;
    }
    // `one` in `one-day` is a figure; the hyphen and unit are read by the unit reader.
    const end = run[n - 1].to;
    return { figure: figureOf(tokens, i, end, text, value, 'words'), dimension: 'count', next: end, exact: true };
  }
  return null;
}

/** A fraction at token `i`: `half`, `a half`, `a third of`, `two-thirds`, `three quarters`, `one in five`. */
function readFraction(tokens: readonly QToken[], i: number, text: string): RawFigure | null {
  const run = wordRun(tokens, i);
  if (run.length === 0) return null;
  const make = (end: number, numerator: number, denominator: number): RawFigure => {
    const figure = { ...figureOf(tokens, i, end, text, numerator / denominator, 'words'), numerator, denominator };
    return { figure, dimension: 'fraction', next: end, exact: true };
  };
  const first = run[0].word;
  const hyphenated = /^([a-z]+)-([a-z]+)$/.exec(first);
  if (hyphenated !== null) {
    const numerator = smallCardinal(hyphenated[1]);
    const denominator = DENOMINATORS.get(hyphenated[2]);
    if (numerator !== undefined && denominator !== undefined && numerator < denominator) return make(run[0].to, numerator, denominator);
    return null;
  }
  if (first === 'half') return make(run[0].to, 1, 2);
  const numerator = first === 'a' || first === 'an' ? 1 : smallCardinal(first);
  const second = run[1];
  if (numerator === undefined || second === undefined) return null;
  const denominator = DENOMINATORS.get(second.word);
  if (denominator === undefined || numerator >= denominator) return null;
  const plural = second.word.endsWith('s') || second.word === 'halves';
  if (numerator > 1 && !plural) return null;
  if (numerator === 1 && plural) return null;
  // `a third auction`, `one fifth place` are ordinals: a singular fraction stands before `of`, a comparative or a pause.
  const after = tokens[second.to];
  if (numerator === 1 && denominator !== 2 && after !== undefined && after.kind === 'word' && !/^(of|more|less|fewer|higher|lower|smaller|larger|bigger)$/.test(after.lower)) return null;
  return make(second.to, numerator, denominator);
}

/** `one in five`, `1 in 4`: a ratio read as a fraction. */
function readOneIn(tokens: readonly QToken[], i: number, text: string): RawFigure | null {
  const t = tokens[i];
  const isOne = t.lower === 'one' || (t.kind === 'figure' && t.text === '1');
  if (!isOne || tokens[i + 1]?.lower !== 'in') return null;
  const d = tokens[i + 2];
  const denominator = d === undefined ? undefined : d.kind === 'figure' && d.suffix === '' ? d.value : smallCardinal(d.lower);
  if (denominator === undefined || denominator < 2) return null;
  const figure = { ...figureOf(tokens, i, i + 3, text, 1 / denominator, t.kind === 'figure' ? 'digits' : 'words'), numerator: 1, denominator };
  return { figure, dimension: 'fraction', next: i + 3, exact: true };
}

/** Ordinal words (`second`, `twenty-first`), multipliers (`twice`, `doubled`) and vague plurals (`hundreds of`). */
function readOtherWords(tokens: readonly QToken[], i: number, text: string): RawFigure | null {
  const run = wordRun(tokens, i);
  if (run.length === 0) return null;
  const { word, to } = run[0];
  const before = tokens[i - 1]?.lower;
  const ordinal = ordinalValue(word);
  if (ordinal !== undefined && !(word === 'second' && (before === 'per' || before === 'every'))) {
    return { figure: figureOf(tokens, i, to, text, ordinal, 'words'), dimension: 'ordinal', next: to, exact: true };
  }
  const multiplier = MULTIPLIERS.get(word);
  if (multiplier !== undefined) return { figure: figureOf(tokens, i, to, text, multiplier, 'words'), dimension: 'multiplier', next: to, exact: true };
  const vague = VAGUE_PLURALS.get(word);
  if (vague !== undefined && run[1]?.word === 'of') {
    // `tens of thousands`, `hundreds of millions`: the scale after `of` multiplies.
    const scale = run[2] === undefined ? undefined : VAGUE_PLURALS.get(run[2].word);
    if (scale !== undefined && run[3]?.word === 'of' && word !== 'dozens') {
      return { figure: figureOf(tokens, i, run[2].to, text, (vague / 2) * scale, 'words'), dimension: 'count', next: run[2].to, exact: false };
    }
    if (word !== 'tens') return { figure: figureOf(tokens, i, to, text, vague, 'words'), dimension: 'count', next: to, exact: false };
  }
  return null;
}

/** The figure starting at token `i`, or null; a word glued after a hyphen (`Fly-half`) is part of a compound. */
export function readFigure(tokens: readonly QToken[], i: number, text: string): RawFigure | null {
  if (tokens[i].kind === 'word' && !tokens[i].spaced && tokens[i - 1]?.text === '-' && !tokens[i - 1].spaced && tokens[i - 2]?.kind === 'word') return null;
  return readDate(tokens, i, text) ?? readOneIn(tokens, i, text) ?? readDigits(tokens, i)
    ?? (tokens[i].kind === 'word' ? readFraction(tokens, i, text) ?? readCardinalWords(tokens, i, text) ?? readOtherWords(tokens, i, text) : null);
}
