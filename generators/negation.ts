/**
 * `negation`: the source sentence with its main assertion reversed (expected `unsupported`). Classic: `was` → `was
 * not`, `<Name> acquired` → `<Name> did not acquire`. Full adds what people write: antonyms in context (`rose` →
 * `fell`, `approved` → `rejected`, `beat` → `lost to`), `failed to`, `refused to`, `denied that`, `no longer`, `never`.
 */
import type { Passage } from '../datasets/types.ts';
import { tokenize } from '../engine/tokens.ts';
import type { Rng } from '../engine/rng.ts';
import {
  coordinationProblemsOf, polarityProblemsOf, readReversal, reversalKind, shareSubjectProblemsOf, type Reversal, type ReversalKind,
} from './text/polarityCheck.ts';
import { verbOfBase, verbOfParticiple, verbOfPast } from './text/verbForms.ts';
import { reversalsOf } from './text/reversals.ts';
import { antonymSenseProblems } from './text/antonymSense.ts';
import { CLASSIC_VERB_BASE } from './text/polarity.ts';
import { TRANSITIVE_VERBS } from './text/voice.ts';
import { passagePlan, spanText } from './text/passageSpans.ts';
import { containsPhrase } from './text/phrases.ts';
import { checkAgainstReadings } from './text/sourceReadings.ts';
import { readingText, recastClaims, withRecasts, type EditCandidateOf } from './recast.ts';
import { recastDraw } from './recastDraw.ts';
import type { GeneratedClaim, Generator } from './types.ts';

// `has` and `will` are auxiliaries only before a participle or a verb; `has 20 players` cannot take `not`.
const AUXILIARY = /\b(?:is|are|was|were)\b(?! not\b)|\b(?:has|have|had)\b(?= (?:been|[a-z]+(?:ed|en|wn)) )|\b(?:will|would|could|can)\b(?= [a-z]+ )(?! not\b)/;

/** The negated sentence and a note, or null when no auxiliary or known past-tense main verb is found. */
export function negate(sentence: string, names: readonly string[]): { text: string; note: string } | null {
  const aux = AUXILIARY.exec(sentence);
  if (aux) {
    const negated = aux[0] === 'can' ? 'cannot' : `${aux[0]} not`;
    return { text: sentence.slice(0, aux.index) + negated + sentence.slice(aux.index + aux[0].length), note: `${aux[0]} → ${negated}` };
  }
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const m = new RegExp(`^(.*?\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}) ([a-z]+)\\b`).exec(sentence);
    const base = m ? CLASSIC_VERB_BASE.get(m[2]) : undefined;
    // The name must head the subject (`Chair Helen Okafor sold`), not sit inside it (`The trial of Victor Salgado opened`).
    if (m && / (of|in|at|for|by|with|from|to|and)\b/.test(m[1])) continue;
    if (m && base !== undefined && (TRANSITIVE_VERBS.has(m[2]) || CLASSIC_VERB_BASE.has(m[2]))) {
      const at = m[1].length + 1;
      return { text: `${sentence.slice(0, at)}did not ${base}${sentence.slice(at + m[2].length)}`, note: `${m[2]} → did not ${base}` };
    }
  }
  return null;
}

/**
 * The class check: exactly one polarity reversal a careful reader accepts (`polarityProblems`), of the source as
 * written or named, over the whole assertion, never one of two predicates (`coordinationProblemsOf`) nor of a share of
 * a whole (`30% of calls could not …`, `shareSubjectProblemsOf`), no `never … again`, no `refused to` of a thing, no
 * result participle left after a denied event (`refused to cut rents, ending the dispute`), no antonym beside a word
 * that presupposes the original or with an object it does not take (`closed a new hall`, `fell … thanks to strong
 * sales`, `removed a glass wing`; `antonymSenseProblems`);
 * an antonym keeps the date its reading trimmed (`LeafTower opened its site`, undated, may be true the day before).
 */
export function checkNegation(claim: GeneratedClaim, source: Passage): string[] {
  const problems = checkAgainstReadings(claim, source, (original) => reversalProblems(original, claim.claim, source));
  if (problems.length > 0 || claim.reading === undefined) return problems;
  const trimmedDate = claim.reading.some((step) => step.edit.split('+').includes('trim-date'));
  const reading = readingText(spanText(source, claim.sourceSpan) ?? '', claim.reading);
  return trimmedDate && reversalKind(reading, claim.claim) === 'antonym'
    ? ['an antonym of an event whose date the reading trimmed may be true at another time: the passage no longer contradicts it']
    : [];
}

/**
 * Why `claim` is not a reversal of `original` a careful reader accepts as a plain negation (empty when it is): the
 * rules of the class check, for any generator that reverses a plan sentence (`mixed`'s reversed predicates too).
 */
export function reversalProblems(original: string, claim: string, source: Passage): string[] {
  // Every rule reads the same window: it is read once.
  const reversal = readReversal(original, claim);
  return [
    ...polarityProblemsOf(reversal), ...coordinationProblemsOf(reversal), ...neverAgainProblems(reversal),
    ...shareSubjectProblemsOf(reversal), ...refusalProblems(reversal, source),
    ...resultParticipleProblems(reversal), ...neverOnceProblems(reversal), ...antonymSenseProblems(reversal),
  ];
}

/** `never` before an `again` of its clause reads `never again` (`never reached Thornbury again`): not the source's event denied. */
function neverAgainProblems({ kind, claim }: Reversal): string[] {
  return kind === 'never' && /\bnever\b[^,.;]*\bagain\b/.test(claim)
    ? ['"never … again" reads "never again": it denies a repeat, not the event the source tells'] : [];
}

/**
 * A window that happens once (`3 of her prior 4 matches`, `in its first 2 months`, `over the year`), or the time a
 * one-off took (`took 8 years to build`).
 */
const ONE_WINDOW = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) of (?:her|his|its|their|the) (?:prior|previous|last|first|next)\b|\bin (?:its|her|his|their|the) first\b|\bover the (?:year|season|month|week)\b|\btook (?:about |around |nearly |almost |more than )?[\w.,]+ (?:minutes|hours|days|weeks|months|years|decades) to\b/;

/** `never` over a window that happens once (`had never won 3 of her prior 4 matches`) reads as nonsense: `did not` is meant. */
function neverOnceProblems({ source, kind, claim }: Reversal): string[] {
  if (kind !== 'never') return [];
  const window = ONE_WINDOW.exec(claim.slice(reversalAt(source, claim, kind) ?? 0))?.[0];
  return window === undefined ? [] : [`"never" over "${window}", a window that happens once: nothing could happen there again`];
}

/** A negator a reversal writes, in the claim. */
const NEGATOR_WORD = /\b(?:not|never|no longer|failed to|refused to|denied)\b|n['’]t\b/;
/** Participles after a comma that add a detail or a source, not a result (`cut 300 jobs, including 40 in Leeds`). */
const NOT_RESULT = /^(?:including|excluding|according|following|regarding|concerning|depending|counting|barring|pending|starting|beginning|totalling|averaging)$/;
/** A copula before an antonym makes it a state (`was larger`, `remained closed`), which brings nothing about. */
const COPULA = /^(?:is|are|was|were|be|been|being|remain|remains|remained|stay|stays|stayed)$/;

/** Where the first word the claim changed starts (the claim's length when it only adds at the end). */
function changedWordAt(original: string, claim: string): number {
  let at = 0;
  while (at < original.length && at < claim.length && original[at] === claim[at]) at++;
  return claim.slice(0, at).search(/[\p{L}\p{N}]*$/u);
}

/** Where the claim's reversal starts: its negator, or for an antonym of an event the first word it changed; undefined for a state. */
function reversalAt(original: string, claim: string, kind: ReversalKind): number | undefined {
  const at = changedWordAt(original, claim);
  if (kind !== 'antonym') {
    // The negator the reversal wrote, not one the sentence already had before it (`did not stop …, and closed` → `… never closed`).
    const negator = NEGATOR_WORD.exec(claim.slice(at));
    return negator === null ? undefined : at + negator.index;
  }
  const word = /^[a-z]+/.exec(claim.slice(at))?.[0] ?? '';
  const previous = /([a-z]+)\s+$/i.exec(claim.slice(0, at))?.[1].toLowerCase() ?? '';
  const event = verbOfPast(word) !== undefined || verbOfBase(word) !== undefined || verbOfParticiple(word) !== undefined;
  return event && !COPULA.test(previous) ? at : undefined;
}

/**
 * A participle after the reversed predicate tells what the event brought about (`agreed to cut rents by 8%, ending
 * the dispute`; `won the Coastal Open, beating Irina Volkova`): denied or reversed (`closed its site, creating 300
 * jobs`), the event leaves the result standing alone. A reversed state (`was larger, covering …`) brings nothing about.
 */
function resultParticipleProblems({ source: original, claim, kind }: Reversal): string[] {
  const at = kind === null ? undefined : reversalAt(original, claim, kind);
  if (at === undefined) return [];
  const result = /^[^,]*, ([a-z]+ing)\b/.exec(claim.slice(at))?.[1];
  return result === undefined || NOT_RESULT.test(result) ? [] : [`"${result} …" tells the result of the event the claim reverses: the sentence contradicts itself`];
}

// Things that cannot refuse: a work, product or event named, or a thing's noun heading the subject (before any `of`).
const THING_NOUN = /\b(?:book|guide|newspaper|film|game|album|song|novel|report|study|survey|tournament|festival|match|race|show|app|vaccine|drug|device|model)$/i;

/** `refused to` needs a subject that can refuse (`The book refused to sell 9,000 copies` reads as nonsense). */
function refusalProblems({ claim, kind }: Reversal, passage: Passage): string[] {
  if (kind !== 'refused-to') return [];
  const subject = claim.slice(0, claim.indexOf(' refused')).replace(/,[^,]*,/g, '');
  const named = passage.entities.filter((e) => containsPhrase(subject, e.text));
  // `It refused …`: naming (`decontextualise.ts`) may make it `The book`; what `It` stands for is not known here.
  // `The newspaper of the league, The Northern Voice,`: the head noun stands before its `of` phrase.
  const head = subject.replace(/ of .*$/, '');
  const thing = subject === 'It' || THING_NOUN.test(head) || (named.length > 0 && named.every((e) => /^(?:work|product|event)$/.test(e.kind)));
  return thing ? [`"${subject}" cannot refuse: "refused to" needs a person or an organisation`] : [];
}

/** Classic: one `not` per span (`was` → `was not`, `sold` → `did not sell`), as the classic check counted it. */
function classicNegations(passage: Passage): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const names = passage.entities.map((e) => e.text);
  const out: GeneratedClaim[] = [];
  for (const span of passage.spans) {
    const r = negate(span.text, names);
    if (r === null) continue;
    const claim = { claim: r.text, evidence, sourceSpan: span.id, transform: r.note };
    if (addsOneNot(span.text, claim.claim)) out.push(claim);
  }
  return out;
}

/** Whether `claim` has exactly one more `not`/`cannot` than `original` (the classic rule, kept for classic output). */
function addsOneNot(original: string, claim: string): boolean {
  const count = (text: string) => tokenize(text).filter((t) => t === 'not' || t === 'cannot').length;
  return count(claim) === count(original) + 1;
}

/** Every reversal of a sentence, in seeded order: the classic `not` (never before `still`/`already`/`also`/`now`) and the full kinds. */
function negationEdits(text: string, names: readonly string[], rng: Rng): EditCandidateOf[] {
  const classic = negate(text, names);
  const not = classic === null || /\bnot (?:still|already|also|now)\b/.test(classic.text) ? [] : [{ text: classic.text, how: classic.note, edit: 'not' }];
  return [...not, ...rng.shuffle(reversalsOf(text)).map((r) => ({ text: r.text, how: r.how, edit: r.edit }))];
}

/** Full: the classic negations the whole check accepts, then per span one reversal of each kind (seeded order); recast where people would. */
function fullNegations(passage: Passage, rng: Rng): GeneratedClaim[] {
  const names = passage.entities.map((e) => e.text);
  const recast = recastClaims(passage, rng.fork('recast'), {
    edits: (text, _spanId, editRng) => negationEdits(text, names, editRng),
    check: (claim) => checkNegation(claim, passage),
  });
  return withRecasts(plainNegations(passage, rng), recast);
}

/** Full before recasting: the classic negations the whole check accepts, then per span one reversal of each kind (seeded order). */
export function plainNegations(passage: Passage, rng: Rng): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  // `could not still be printed` reads wrong: `not` never goes before still/already/also/now.
  const out: GeneratedClaim[] = classicNegations(passage)
    .filter((claim) => checkNegation(claim, passage).length === 0 && !/\bnot (?:still|already|also|now)\b/.test(claim.claim))
    .map((claim) => ({ ...claim, edits: ['not'] }));
  for (const span of passage.spans) {
    const done = new Set<string>();
    for (const r of rng.fork(span.id).shuffle(reversalsOf(span.text))) {
      if (done.has(r.edit)) continue;
      const claim: GeneratedClaim = { claim: r.text, evidence, sourceSpan: span.id, transform: r.how, edits: [r.edit] };
      if (checkNegation(claim, passage).length !== 0) continue;
      done.add(r.edit);
      out.push(claim);
    }
  }
  return out;
}

/** The negation generator: classic `not`; full adds antonyms, `failed to`, `refused to`, `denied`, `no longer`, `never`. */
export const negation: Generator = {
  id: 'negation',
  expected: 'unsupported',
  description: 'the source sentence with its assertion reversed (not, an antonym, failed to, denied, no longer, never)',
  generate(passage, _corpus, rng, options) {
    return options?.repertoire === 'full' ? fullNegations(passage, rng.fork('full')) : classicNegations(passage);
  },
  check: (claim, source) => checkNegation(claim, source),
  ...recastDraw('negation'),
};
