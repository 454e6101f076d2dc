/**
 * Clause heuristics for the rule-based decomposer: where a sentence splits into independent clauses, and which
 * clauses assert nothing (questions, hedges). Deliberately conservative: a doubtful split is not made.
 */
import { trimRange, type TextRange } from './segment.ts';

const SEPARATOR = /;\s+|,\s+(?:and|but|or|so|yet)\s+/gi;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;
const CONTRACTED_SUBJECT_VERB = /^(?:it|he|she|that|there|here|what|who|they|we|you|i)(?:['’](?:s|re|m|ve|ll|d))$/;

const AUXILIARIES = new Set(
  ('is are was were am be has have had does do did will would can could shall should must may might ' +
    "isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't can't cannot couldn't shouldn't")
    .split(' '),
);
const IRREGULAR_PAST = new Set(
  ('went said made took came saw knew got gave found thought told became left felt brought began kept held wrote ' +
    'stood heard meant met ran paid sat spoke led grew lost fell sent built won rose drew sold bought taught caught ' +
    'spent fought chose broke drove ate flew forgot hid rode rang sang shook stole swam threw understood woke wore ' +
    'slept struck hung dug fed fled bent lent shot shut spread set put cut hit let quit sank sprang sought')
    .split(' '),
);
const SUBJECT_PRONOUNS = new Set('i you he she it we they this that these those there who which one'.split(' '));
const PLURAL_PRONOUNS = new Set('i you we they'.split(' '));
const DETERMINERS = new Set(
  ('the a an this that these those its his her their our my your some any many much few several each every no ' +
    'all both either neither one two three four five six seven eight nine ten')
    .split(' '),
);
const PREPOSITIONS = new Set(
  ('in on at by for with from to of after before during since until under over into onto about against between ' +
    'through without within among across behind beyond near per than via as')
    .split(' '),
);
const ED_NOT_VERBS = new Set('hundred bed red seed speed shed sled breed creed greed steed weed indeed'.split(' '));
const HEDGE_WORDS = new Set(
  ('might perhaps possibly maybe probably presumably arguably seemingly supposedly allegedly apparently conceivably')
    .split(' '),
);
const HEDGE_PHRASES = [
  /\b(?:i|we)\s+(?:think|believe|guess|suppose|feel|suspect|assume|reckon)\b/i,
  /\bit\s+(?:seems|appears|looks)\b/i,
  /\b(?:seems|seem|appears|appear)\s+to\b/i,
  /\bin\s+(?:my|our)\s+(?:opinion|view)\b/i,
  /\bnot\s+(?:sure|certain)\b/i,
  /(?<!\b(?:more|less|most|least|as|times)\s+)\b(?:un)?likely\b/i, // "more likely" compares; it does not hedge
  /\bmay\b(?!\s+\d)/, // lowercase only: capitalised `May` is the month
];
const LEADING_TRANSITION = new RegExp(
  '^(?:(?:however|moreover|furthermore|additionally|also|in addition|finally|overall|in conclusion|in summary|' +
    'in short|first(?:ly)?|second(?:ly)?|third(?:ly)?|next|meanwhile|therefore|thus|hence|consequently|similarly|' +
    'likewise|indeed|notably|importantly|besides|still|nevertheless|nonetheless|of course),\\s+|(?:and|but|so|yet)\\s+)',
  'i',
);
const LIST_BULLET = /^(?:[-*•+]|\d+[.)]|#{1,6})\s+/;

/** Lowercased word tokens of `text` with citation markers already removed by the caller. */
function words(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/[.]+$/, ''));
}

/** Whether `ws[i]` reads as a finite verb of a clause whose subject precedes it. */
function isFiniteVerb(ws: readonly string[], i: number): boolean {
  const w = ws[i];
  const prev = ws[i - 1];
  if (DETERMINERS.has(prev) || PREPOSITIONS.has(prev) || prev.endsWith("'s") || prev.endsWith('’s')) return false;
  if (AUXILIARIES.has(w) || IRREGULAR_PAST.has(w)) return true;
  if (/^[a-z]{2,}ed$/.test(w) && !ED_NOT_VERBS.has(w)) return true;
  if (PLURAL_PRONOUNS.has(prev) && /^[a-z]+$/.test(w) && !PREPOSITIONS.has(w)) return true;
  const thirdPerson = /^[a-z]{2,}s$/.test(w) && !/(?:ss|us|is)$/.test(w);
  return thirdPerson && (SUBJECT_PRONOUNS.has(prev) || (i >= 2 && DETERMINERS.has(ws[i - 2])));
}

/** Whether a word before position `verb` can be the clause's subject (not a preposition, number or -ly adverb). */
function hasSubjectBefore(ws: readonly string[], verb: number): boolean {
  return ws.slice(0, verb).some((w) => !PREPOSITIONS.has(w) && !/^[\d.,%-]+$/.test(w) && !/ly$/.test(w));
}

/** Heuristic: `text` has a subject followed by a finite verb, so it can stand alone as a sentence. */
export function isIndependentClause(text: string): boolean {
  const ws = words(text);
  if (ws.some((w) => CONTRACTED_SUBJECT_VERB.test(w))) return true;
  // An inverted question ("did costs fall?") is a clause of its own, dropped later as a question.
  if (isQuestion(text) && ws.length >= 3 && AUXILIARIES.has(ws[0])) return true;
  for (let i = 1; i < ws.length; i++) {
    if (isFiniteVerb(ws, i)) return hasSubjectBefore(ws, i);
  }
  return false;
}

/**
 * Splits `range` of `text` at `; ` and `, and|but|or|so|yet ` where both sides are independent clauses.
 * `plain(range)` gives the range's text with citation markers removed, for the clause test.
 */
export function splitClauses(text: string, range: TextRange, plain: (r: TextRange) => string): TextRange[] {
  const body = text.slice(range.start, range.end);
  const seps = [...body.matchAll(SEPARATOR)].map((m) => ({ start: range.start + (m.index ?? 0), end: range.start + (m.index ?? 0) + m[0].length }));
  const clauses: TextRange[] = [];
  let start = range.start;
  seps.forEach((sep, k) => {
    const rightEnd = k + 1 < seps.length ? seps[k + 1].start : range.end;
    const left = { start, end: sep.start };
    const right = { start: sep.end, end: rightEnd };
    if (isIndependentClause(plain(left)) && isIndependentClause(plain(right))) {
      clauses.push(left);
      start = sep.end;
    }
  });
  clauses.push({ start, end: range.end });
  return clauses.map((c) => trimRange(text, c));
}

/** `range` without a leading list bullet or transition word (`However, `, `And `): they are not part of the claim. */
export function stripLead(text: string, range: TextRange): TextRange {
  let { start } = range;
  for (const pattern of [LIST_BULLET, LEADING_TRANSITION]) {
    const m = pattern.exec(text.slice(start, range.end));
    if (m) start += m[0].length;
  }
  return trimRange(text, { start, end: range.end });
}

/** Whether the clause (markers removed) is a question. */
export function isQuestion(plainText: string): boolean {
  return /\?["'’”)\]]*$/.test(plainText.trim());
}

/** Whether the clause (markers removed) is hedged: `may`, `might`, `perhaps`, `I think`, `it seems`, … */
export function isHedged(plainText: string): boolean {
  if (words(plainText).some((w) => HEDGE_WORDS.has(w))) return true;
  return HEDGE_PHRASES.some((p) => p.test(plainText));
}
