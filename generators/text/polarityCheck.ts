/**
 * The negation check: the claim differs from its source by exactly one polarity reversal a careful reader accepts
 * (`not`, `did not`, `never`, `no longer`, `failed to`, `refused to`, `denied`, or a curated antonym in its context),
 * in a clause that was not negative already, under no `may`/`might`/`could`, no partial quantifier and no `whether`.
 */
import {
  ANTONYMS, COMPARATIVE_DIFFERENCE, FAILABLE, NEGATORS, PRESENT_VERBS, REFUSABLE, TIME_ADVERB, VERB_BASE, antonymForm,
  breaksButContrast, opensFiniteClause, opensOnAdjectivalParticiple,
} from './polarity.ts';
import { createTextMemo } from './textMemo.ts';
import { YEAR_PATTERN } from './dates.ts';
import { verbOfPast, verbOfThird } from './verbForms.ts';

/** How the claim reverses its source. */
export type ReversalKind = 'not' | 'did-not' | 'never' | 'no-longer' | 'failed-to' | 'refused-to' | 'denied' | 'antonym';

interface Word {
  w: string;
  start: number;
  end: number;
}

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)].map((m) => ({ w: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));

// A source sentence is read against many candidate claims: its words are read once.
const sourceWordsMemo = createTextMemo<readonly Word[]>(2_000);
const sourceWordsOf = (source: string): readonly Word[] => sourceWordsMemo(source, () => wordsOf(source));

/** Finite auxiliaries a `not` goes after (`was not`); not `can`, which takes it as `cannot`. FINITE_WORDS extends them. */
const AUXILIARIES: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'would', 'could', 'should', 'must', 'do', 'does', 'did', 'may', 'might', 'shall']);
const REPORTING = new Set(['said', 'says', 'confirmed', 'told', 'announced', 'reported']);
const BOUNDARY = /[,;:]|\b(?:that|which|who|whom|whose|and|but|while|whereas|because|although|though|if|whether|when|after|before|since|until|as|where|said|says|told)\b/gi;

/** The changed window: source words [p, ns - s) became claim words [p, nc - s). */
export interface Window {
  from: string[];
  to: string[];
  /** Source char offsets of the window (an insertion point when `from` is empty). */
  start: number;
  end: number;
  previous?: string;
  next?: string;
}

function windowOf(source: string, claim: string): Window {
  const a = sourceWordsOf(source);
  const b = wordsOf(claim);
  let p = 0;
  while (p < a.length && p < b.length && a[p].w === b[p].w) p++;
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s].w === b[b.length - 1 - s].w) s++;
  const fromWords = a.slice(p, a.length - s);
  const start = fromWords[0]?.start ?? a[p]?.start ?? source.length;
  const end = fromWords.at(-1)?.end ?? start;
  return { from: fromWords.map((x) => x.w), to: b.slice(p, b.length - s).map((x) => x.w), start, end, previous: a[p - 1]?.w, next: a[a.length - s]?.w };
}

const same = (xs: readonly string[], ys: readonly string[]): boolean => xs.length === ys.length && xs.every((x, i) => x === ys[i]);
const withoutArticle = (ws: string[]): [string | undefined, string[]] => (ws[0] === 'a' || ws[0] === 'an' ? [ws[0], ws.slice(1)] : [undefined, ws]);

/** The antonym entry the window applies in its context on the source, or null. */
function antonymOf(source: string, win: Window): boolean {
  const [articleA, fromWords] = withoutArticle(win.from);
  const [articleB, toWords] = withoutArticle(win.to);
  if ((articleA === undefined) !== (articleB === undefined)) return false;
  const from = fromWords.join(' ');
  const to = toWords.join(' ');
  if (articleB !== undefined && articleB !== (/^[aeiou]/.test(to) ? 'an' : 'a')) return false;
  const at = source.toLowerCase().indexOf(from, articleA === undefined ? win.start : win.start + articleA.length);
  if (at < 0) return false;
  const before = source.slice(0, at);
  const after = source.slice(at + from.length);
  const previous = /([a-z]+)\s+$/i.exec(before)?.[1].toLowerCase();
  return ANTONYMS.some((e) => e.from === from && antonymForm(e.to, previous) === to && (e.after?.test(after) ?? true) && (e.before?.test(before) ?? true) && !(e.notBefore?.test(before) ?? false));
}

/** The kind of reversal the window is, or null when it is none (or more than one). */
export function classifyReversal(source: string, win: Window): ReversalKind | null {
  const { from, to, previous, next } = win;
  const base = from.length === 1 ? VERB_BASE.get(from[0]) : undefined;
  if (from.length === 0 && same(to, ['not']) && previous !== undefined && AUXILIARIES.has(previous)) return 'not';
  if (same(from, ['can']) && same(to, ['cannot'])) return 'not';
  if (base !== undefined && same(to, ['did', 'not', base])) return 'did-not';
  // `cut` → `did not cut`: a verb whose base is its past leaves the verb itself in the common suffix.
  if (from.length === 0 && same(to, ['did', 'not']) && next !== undefined && VERB_BASE.get(next) === next) return 'did-not';
  // An inserted word leaves the verb in the common suffix: `had approved` → `had never approved`, `employs` → `no longer employs`.
  if (from.length === 0 && same(to, ['never']) && (previous === 'has' || previous === 'have' || previous === 'had' || VERB_BASE.has(next ?? ''))) return 'never';
  if (from.length === 0 && same(to, ['no', 'longer']) && (previous === 'is' || previous === 'are' || PRESENT_VERBS.has(next ?? ''))) return 'no-longer';
  if (base !== undefined && FAILABLE.has(from[0]) && same(to, ['failed', 'to', base])) return 'failed-to';
  if (base !== undefined && REFUSABLE.has(from[0]) && same(to, ['refused', 'to', base])) return 'refused-to';
  if (same(from, ['agreed']) && same(to, ['refused']) && next === 'to') return 'refused-to';
  if ((same(from, ['said']) || same(from, ['confirmed'])) && (same(to, ['denied', 'that']) || (same(to, ['denied']) && next === 'that'))) return 'denied';
  if (same(from, ['says']) && (same(to, ['denies', 'that']) || (same(to, ['denies']) && next === 'that'))) return 'denied';
  return antonymOf(source, win) ? 'antonym' : null;
}

/** The clause of `text` around [start, end): from the last boundary before to the next after (a reporting verb ends it). */
function clauseAround(text: string, start: number, end: number): string {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(BOUNDARY)) {
    const mEnd = m.index + m[0].length;
    if (mEnd <= start) from = mEnd;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  const word = text.slice(start, end).toLowerCase();
  return text.slice(from, REPORTING.has(word) ? end : to);
}

/** The part of `clause` (a substring of `source`) before the reversal at `start`: its subject. */
function subjectOf(source: string, clause: string, start: number): string {
  const at = source.indexOf(clause);
  return at < 0 || start < at ? '' : clause.slice(0, start - at);
}

/** A claim read against its source once: the window it changed and the reversal that is, for every rule to read. */
export interface Reversal {
  source: string;
  claim: string;
  window: Window;
  /** Whether the claim's words equal its source's. */
  unchanged: boolean;
  /** The kind of reversal; null when the claim makes none (or more than one). */
  kind: ReversalKind | null;
}

/** `claim` read against `source`: its changed window and the kind of reversal it makes. */
export function readReversal(source: string, claim: string): Reversal {
  const window = windowOf(source, claim);
  const unchanged = window.from.length === 0 && window.to.length === 0;
  return { source, claim, window, unchanged, kind: unchanged ? null : classifyReversal(source, window) };
}

/** The kind of reversal `claim` makes of `source`, or null when it makes none (or more than one). */
export function reversalKind(source: string, claim: string): ReversalKind | null {
  return readReversal(source, claim).kind;
}

/** Why the reversal, accepted word for word, does not read as one sentence saying the opposite (empty when it does). */
function placementProblems(source: string, win: Window, kind: ReversalKind): string[] {
  const after = source.slice(win.end);
  const problems: string[] = [];
  if (kind === 'denied' && same(win.to, ['denied', 'that']) && !opensFiniteClause(after)) {
    problems.push(`"denied that" needs a clause after it, and "${after.trim()}" has no finite verb`);
  }
  if (kind === 'not' && /^(?:has|have|had)$/.test(win.previous ?? '') && opensOnAdjectivalParticiple(source.slice(win.start))) {
    problems.push(`"${win.previous}" is the main verb here (a participle modifies the noun after it): "${win.previous} not" negates nothing`);
  }
  if (kind === 'never' && TIME_ADVERB.test(win.previous ?? '')) problems.push(`"${win.previous} never" places an event and denies it at once`);
  if (kind === 'no-longer' && COMPARATIVE_DIFFERENCE.test(source.slice(win.start).replace(/^\s*\S+/, ''))) {
    problems.push('"no longer" on a comparative difference ("uses 95% less water") says nothing that can stop');
  }
  if (kind === 'no-longer' && /^(?:now|currently|presently)$/.test(win.previous ?? '')) problems.push(`"${win.previous} no longer" says the time twice`);
  if (kind === 'no-longer' && /^(?:\d+|the|a|an|its|his|her|their|our|these|those|many|some|all)$/.test(win.previous ?? '')) {
    problems.push(`"${win.next}" after "${win.previous}" is a noun: "no longer" goes before a verb`);
  }
  // `Maintenance costs dropped`: a past verb after the present `-s` word makes that word a noun.
  const afterVerb = /^\s*\S+\s+([a-z]+)/.exec(source.slice(win.start))?.[1];
  if (kind === 'no-longer' && afterVerb !== undefined && verbOfPast(afterVerb) !== undefined) problems.push(`"${win.next}" is a noun here: "${afterVerb}" is the verb`);
  if (kind !== 'antonym' && breaksButContrast(source, win.start)) problems.push('the other side of the "but" is negative: reversing this side leaves "but" contrasting nothing');
  // `Thomas Kessler, who is not the jury president, called …`: a comma-set relative describes; the claim's assertion is elsewhere.
  for (const m of source.matchAll(/, (?:who|which) [^,]*(?:,|$)/g)) {
    if (win.start > m.index && win.start < m.index + m[0].length) problems.push('the reversal sits in a comma-set relative clause: it negates a description, not what the sentence asserts');
  }
  return problems;
}

/** Problems of a negation: exactly one accepted reversal, in a clause where it cannot cancel out or stay possibly true. */
export function polarityProblems(source: string, claim: string): string[] {
  return polarityProblemsOf(readReversal(source, claim));
}

/** `polarityProblems` of a reversal already read. */
export function polarityProblemsOf(reversal: Reversal): string[] {
  const { source, window: win, kind } = reversal;
  if (reversal.unchanged) return ['claim equals its source: it does not add exactly one "not" or another reversal'];
  if (kind === null) {
    return [`claim does not add exactly one "not" or make one other polarity reversal ("${win.from.join(' ')}" → "${win.to.join(' ')}")`];
  }
  const clause = clauseAround(source, win.start, Math.max(win.end, win.start));
  const problems: string[] = placementProblems(source, win, kind);
  if (NEGATORS.test(clause)) problems.push(`the clause "${clause.trim()}" is negative already: a second reversal may cancel out`);
  if (/\b(?:whether|if|unless)\b/i.test(source.slice(0, win.start))) problems.push('a reversal inside whether/if leaves the claim possibly true');
  // Lower-case only: `May` is a month.
  const possibility = kind === 'not' || kind === 'did-not' ? /\b(?:may|might)\b/ : /\b(?:may|might|could)\b/;
  if (possibility.test(clause)) problems.push(`a reversal under ${possibility.exec(clause)![0]} leaves the claim possibly true`);
  // A partial subject (`Some residents`, `most of the staff`): `some passed` and `some failed` can both be true.
  const partial = /\b(?:some|several|many|a few|a number of|most of)\b|^\s*most\b/i.exec(subjectOf(source, clause, win.start));
  if (partial !== null) problems.push(`"${partial[0]}" is a partial quantifier: the reversed claim may be true of the rest`);
  return problems;
}

/**
 * The window of a reversal that turns a predicate (`is not`, `fell`, `never …`), or null when there is none or it is a
 * reported clause denied as a whole (`denied that …`): what the one-predicate and share-of-a-whole rules read.
 */
function predicateReversal(reversal: Reversal): Window | null {
  return reversal.kind === null || reversal.kind === 'denied' ? null : reversal.window;
}

/** Finite words that open a second predicate after `and`: AUXILIARIES, `can` (which they leave out) and stative verbs. */
const FINITE_WORDS: ReadonlySet<string> = new Set([...AUXILIARIES, 'can', 'lies', 'stands', 'measures', 'weighs', 'remains', 'matures', 'lasts', 'spans', 'stretches']);
/** A plural noun after a determiner, a possessive or a figure, ending the text before `and` (`its plants `). */
const DETERMINED_PLURAL = /\b(?:the|its|their|his|her|our|all|\d[\d,]*) [a-z]+s $/;
/** Whether a word is a finite verb: FINITE_WORDS, a present verb, or the lexicon's past or `-s` form. */
const isFiniteWord = (word: string): boolean => FINITE_WORDS.has(word) || PRESENT_VERBS.has(word) || verbOfPast(word) !== undefined || verbOfThird(word) !== undefined;

/**
 * Why a reversal of one of two predicates that share a subject (`is not 24.6 km long and has 19 stations`, `never
 * closed 27 branches but hired 180 staff`) leaves a claim half true and reads as if it denied both (empty when the
 * reversal covers the whole assertion). A reversed `said` (`denied that`) covers its whole reported clause.
 */
export function coordinationProblemsOf(reversal: Reversal): string[] {
  const { source } = reversal;
  const win = predicateReversal(reversal);
  if (win === null) return [];
  const after = source.slice(Math.max(win.start, win.end));
  const later = /^((?:[^,;:]|,(?=\d))*?)\b(?:and|but) (?:also |then |later )?([a-z]+)\b(?: ([a-z]+))?/.exec(after);
  // `and costs rose`: a word before a past verb is a noun, the subject of a clause of its own.
  const nounBeforeVerb = later !== null && !FINITE_WORDS.has(later[2]) && verbOfPast(later[2]) === undefined && verbOfPast(later[3] ?? '') !== undefined;
  // `closed its plants and stores.`: a plural after a determined plural, ending its clause, is a second noun. Followed by
  // anything (`and employs 300 people`, `and sells in 40 countries`) it may be a verb: read as a predicate.
  const secondNoun = later !== null && /s$/.test(later[2]) && !FINITE_WORDS.has(later[2]) && DETERMINED_PLURAL.test(later[1])
    && later[3] === undefined && /^\s*(?:[.,;:!?]|$)/.test(after.slice(later.index + later[0].length));
  const opensPredicate = later !== null && isFiniteWord(later[2]) && !nounBeforeVerb && !secondNoun;
  if (opensPredicate && !/\b(?:that|which|who|whom|whose|said|says|told|but)\b/.test(later[1])) {
    return [`the reversal covers only the first of two predicates ("${later[2]} …" stays true): the claim is half true`];
  }
  const before = source.slice(0, win.start);
  const second = /\b(?:and|but)\s+(?:(?:is|are|was|were|has|have|had|will|would|can|could)\s+)?$/.exec(before);
  const first = second === null ? [] : wordsOf(before.slice(0, second.index).split(/[;:]|,(?!\d)/).at(-1) ?? '').slice(1);
  if (first.some((w) => isFiniteWord(w.w))) return ['the reversal covers only the second of two predicates (the first stays true): the claim is half true'];
  return [];
}

// A share of a whole as subject: `30% of night calls`, `a third of the staff`, `1 in 4 teachers`, `3 of its 5 plants`.
// `1 in 4` and `1 in 2000 teachers` are ratios; `40,000 in 2024` a figure and its year.
const SHARE_SUBJECT = new RegExp(String.raw`(?:^|\s)(?:\d[\d,.]*\s?(?:%|per\s?cent)(?: of)?|(?:a|one|two) (?:half|third|quarter|fifth|tenth)s? of|half (?:of )?the|\d[\d,.]* in (?!${YEAR_PATTERN}\b(?! [a-z]+s\b))\d[\d,.]*|\d[\d,.]* of (?:the|its|their|his|her|\d))\b`, 'i');

/**
 * Why a reversal said of a share of a whole (`30% of night calls could not be handled by video`) may be true of
 * another share of it (empty when the subject is no share): the negation needs the whole.
 */
export function shareSubjectProblemsOf(reversal: Reversal): string[] {
  const { source } = reversal;
  const win = predicateReversal(reversal);
  if (win === null) return [];
  const clause = clauseAround(source, win.start, Math.max(win.end, win.start));
  const share = SHARE_SUBJECT.exec(subjectOf(source, clause, win.start));
  return share === null ? [] : [`"${share[0].trim()}" is a share of a whole: the reversed claim may be true of another share`];
}
