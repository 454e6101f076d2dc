/**
 * Words of a text with their case and sentence position, and the runs of capitalised words that name someone or
 * something (`Brightwater Solar`, `Oslo`), for the role and soft-entity gates. Word `i` is SPEC A1 token `i`.
 */
import { MONTHS } from './numerics.ts';
import { tableDigest } from './lexicon/digest.ts';
import { isFunctionWord } from './lexicon/functionWords.ts';
import { lowerCharwise, segmentWords } from './tokens.ts';
import { editDistance } from './errors.ts';

const ALNUM = /[\p{Alphabetic}\p{N}]/u;
const CAPITALISED = /^[\p{Lu}\p{Lt}]/u;
const SENTENCE_END = /[.!?]\s/;
/** Words after which a full stop is an abbreviation's, not a sentence end (`Mr. Bush`, `George W. Bush`, `Corp.`). */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'inc', 'corp', 'co', 'ltd', 'no', 'vs', 'gen', 'gov', 'sen', 'rep', 'lt', 'col', 'capt', 'sgt', 'u.s', 'u.k']);
const SPACES_ONLY = /^[ \t\u00a0]+$/;
const CONJUNCTIONS = new Set(['and', 'but', 'while', 'whereas', 'yet', 'although', 'though']);
/** Joins two capitalised words into one name across `&` (`Crumb & Co`) as well as spaces. */
const NAME_JOINER = /^[ \t\u00a0]*&[ \t\u00a0]*$/;
const CALENDAR = new Set([...MONTHS.keys(), 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
/** Titles and name suffixes that say nothing about who is named (`Mr Bush` = `Bush`, `Sony Corp` = `Sony`). */
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'sir', 'dame', 'lord', 'lady', 'st', 'the']);
const SUFFIXES = new Set(['inc', 'corp', 'co', 'ltd', 'plc', 'llc', 'ag', 'sa', 'group', 'company', 'corporation', 'jr', 'sr']);

/** Digest of the name reader's word lists (enters the fingerprint of parts that read names). */
export const NAMES_DIGEST = tableDigest([ABBREVIATIONS, CONJUNCTIONS, CALENDAR, TITLES, SUFFIXES].map((set) => [...set].sort()));
/**
 * Endings that make a word of a name, not another name: plural and possessive (`Parks`, `Cuba's`), demonyms (`Cuban`,
 * `Americans`, `Iranian`, `Japanese`, `Israeli`, `Israelis`). `Johnson` is not `John`: `son` is none of these.
 */
const DERIVED_ENDINGS = new Set(['s', "'s", '’s', 'n', 'ns', 'an', 'ans', 'ian', 'ians', 'ese', 'i', 'is']);
/** Digest of the endings the `derived` rule accepts (enters the fingerprint of parts that use that rule). */
export const DERIVED_ENDINGS_DIGEST = tableDigest([[...DERIVED_ENDINGS].sort()]);

/**
 * How a longer word counts as a spelling of a name that starts it: `prefix`, any longer word of four letters or more
 * (`Cuban` for `Cuba`, but also `Johnson` for `John`); `derived`, only with a derived ending (`Cuban`, never `Johnson`).
 */
export type SameNameRule = 'prefix' | 'derived';

/** One word of a text. */
export interface Word {
  /** The SPEC A1 token of the word (lowercase). */
  token: string;
  capitalised: boolean;
  /** First word of its sentence. */
  sentenceStart: boolean;
  /** First word of its sentence, or of a clause after `;` or a comma and a conjunction (`, and`, `, but`). */
  clauseStart: boolean;
  /** Separated from the previous word by spaces, `&` or an abbreviation's full stop only (one name can go on). */
  joined: boolean;
}

/** A run of capitalised words naming one thing. */
export interface NameRun {
  /** Word indices [start, end). */
  start: number;
  end: number;
  /** Its tokens without titles and company suffixes (`Mr Bush` → `bush`); never empty. */
  tokens: string[];
  /** The name's head: its last token once titles and suffixes are dropped (`Sony Corp` → `sony`). */
  head: string;
  /** A single capitalised word opening a sentence: a name or an ordinary word, which the caller decides. */
  openerOnly: boolean;
}

/** The words of a text (NFC), aligned with its SPEC A1 tokens. */
export function readWords(text: string): Word[] {
  const words: Word[] = [];
  let gap = '';
  for (const segment of segmentWords(text.normalize('NFC'))) {
    if (!ALNUM.test(segment)) {
      gap += segment;
      continue;
    }
    const previous = words[words.length - 1];
    const abbreviation = previous !== undefined && abbreviated(previous, gap);
    const token = lowerCharwise(segment);
    const sentenceStart = previous === undefined || (SENTENCE_END.test(gap) && !abbreviation);
    words.push({
      token,
      capitalised: CAPITALISED.test(segment),
      sentenceStart,
      clauseStart: sentenceStart || gap.includes(';') || (gap.includes(',') && CONJUNCTIONS.has(token)),
      joined: previous !== undefined && (SPACES_ONLY.test(gap) || NAME_JOINER.test(gap) || abbreviation),
    });
    gap = '';
  }
  return words;
}

/** Whether the full stop after `word` belongs to an abbreviation or an initial. */
function abbreviated(word: Word, gap: string): boolean {
  return /^\.\s+$/.test(gap) && (ABBREVIATIONS.has(word.token) || (word.token.length === 1 && word.capitalised));
}

function isNameWord(word: Word): boolean {
  return word.capitalised && !CALENDAR.has(word.token) && !/^i(?:['’]|$)/.test(word.token) && !/^\d/.test(word.token);
}

function runOf(words: readonly Word[], start: number, end: number): NameRun | null {
  const all = words.slice(start, end).map((w) => w.token);
  const tokens = all.filter((t) => !TITLES.has(t));
  const core = tokens.filter((t) => !SUFFIXES.has(t));
  if (core.length === 0) return null;
  const openerOnly = end - start === 1 && words[start].sentenceStart;
  if (openerOnly && isFunctionWord(words[start].token)) return null;
  return { start, end, tokens, head: core[core.length - 1], openerOnly };
}

/** Runs of capitalised words (calendar words, `I` and figures excluded), each a name or a sentence opener. */
export function nameRuns(words: readonly Word[]): NameRun[] {
  const runs: NameRun[] = [];
  let i = 0;
  while (i < words.length) {
    if (!isNameWord(words[i])) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < words.length && words[j].joined && !words[j].sentenceStart && isNameWord(words[j])) j++;
    // A sentence opener that is a function word (`The Hague` stays, `In Paris` splits into `Paris`).
    const start = words[i].sentenceStart && j - i > 1 && isFunctionWord(words[i].token) && words[i].token !== 'the' ? i + 1 : i;
    const run = runOf(words, start, j);
    if (run !== null) runs.push(run);
    i = j;
  }
  return runs;
}

/** Forms a name is known by: its head, the head without dots (`u.s` → `us`), its initials when it has two or more tokens. */
export function nameForms(run: NameRun): string[] {
  const forms = [run.head, run.head.replaceAll('.', '')];
  if (run.tokens.length >= 2) forms.push(run.tokens.map((t) => t[0]).join(''));
  return [...new Set(forms)];
}

/**
 * Whether two name words are spellings of one name: one of four letters or more, the other the same plus more letters
 * (rule `prefix`: any, `Cuba`/`Cuban` and `John`/`Johnson`; rule `derived`: a derived ending only, `Cuba`/`Cuban` but
 * not `John`/`Johnson`), or one edit apart at five letters or more (`Qaeda`, `Qaida`).
 */
export function sameNameWord(a: string, b: string, rule: SameNameRule = 'prefix'): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short) && (rule === 'prefix' || DERIVED_ENDINGS.has(long.slice(short.length)))) {
    return true;
  }
  return short.length >= 5 && long.length - short.length <= 1 && editDistance(a, b) <= 1;
}
