/**
 * Clause-level rewordings: a subordinate clause moved to the other end of its sentence (`After X, Y` ↔ `Y after X`),
 * a participle clause written as a finite one and back (`…, taking X` ↔ `… and took X`, `…, saying …`), and one
 * sentence split into two (a trailing `which`/`who` clause, a participle clause or a second verb gets its own subject).
 */
import type { EntityMention } from '../../datasets/types.ts';
import { capitalize, lowerStart, opensOnFigure, splitFinalPunct } from './casing.ts';
import { DAY_NAMES, MONTH_NAMES } from './dates.ts';
import { FINITE_AUXILIARY, verbFormsOf, verbOfPast } from './verbForms.ts';

const SUBORDINATORS = 'after|before|when|while|because|although|once|until|since';
// The main clause must not report or coordinate: `X said Y after Z` would change what `after Z` attaches to.
const UNSAFE_MAIN = /\b(?:said|says|told|that|and|which|who|whom|but|warned|argued|added|expects|expected)\b|,/;
const MONTHS = MONTH_NAMES.join('|');
const DAYS = DAY_NAMES.join('|');
const TRAILING_TIME = new RegExp(
  String.raw`\b(?:(?:on|in|during|by|at|from|until|through) (?:(?:early|late|mid-?)\s?)?(?:the )?(?:${MONTHS}|${DAYS}|\d)[^]*|(?:last|next|this|that) (?:week|month|year|spring|summer|autumn|winter)|(?:yesterday|today))$`,
);
const TIME_NOUN = /\b(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|decades?|\d[\d,.]*)$/;

/** `After X, Y.` → `Y after X.`; null when the sentence does not open on a subordinate clause. */
export function subordinateToEnd(sentence: string, entities: readonly EntityMention[], source: string): string | null {
  const { body, end } = splitFinalPunct(sentence);
  const m = new RegExp(`^(${SUBORDINATORS.split('|').map(capitalize).join('|')}) ([^,]{3,80}), (.+)$`).exec(body);
  if (!m || UNSAFE_MAIN.test(m[3])) return null;
  return `${capitalize(m[3])} ${m[1].toLowerCase()} ${lowerStart(m[2], entities, source)}${end}`;
}

/** `Y after X.` → `After X, Y.`; null when no trailing subordinate clause can move safely. */
export function subordinateToFront(sentence: string, entities: readonly EntityMention[], source: string): string | null {
  const { body, end } = splitFinalPunct(sentence);
  const m = new RegExp(`^(.{12,}?) (${SUBORDINATORS}) ([^,]{3,80})$`).exec(body);
  if (!m || UNSAFE_MAIN.test(m[1]) || TIME_NOUN.test(m[1]) || opensOnFigure(m[3])) return null;
  // `the first reduction since 2023`, `an increase of 11% since 2015`: `since` belongs to the noun unless the verb is perfect.
  if (m[2] === 'since' && !/\b(?:has|have|had) [a-z]+(?:ed|en|wn)\b/.test(m[1])) return null;
  // A fronted gerund takes the main subject as its doer: refuse when another doer is in view (`requires landlords to …`).
  if (/^[a-z]+ing\b/.test(m[3]) && / to [a-z]+/.test(m[1])) return null;
  // After a figure, the clause may qualify the figure (`£236 million before reinsurance`).
  if (/(?:\d[\d,.]*%?|million|billion|thousand|percent|cent)$/.test(m[1])) return null;
  // A time adjunct ending the clause may date the main verb (`reopened after restoration on May 9`): fronting it would
  // date the subordinate event instead (`After restoration on May 9, … reopened`).
  if (TRAILING_TIME.test(m[3])) return null;
  const main = lowerStart(m[1], entities, source);
  return `${capitalize(m[2])} ${m[3]}, ${main}${end}`;
}

/** Participles that are prepositions or fixed phrases, never turned into a finite verb. */
const NOT_CLAUSE = /^(?:including|according|following|starting|beginning|ending|meaning|excluding|regarding|concerning|compared|given|lasting|covering|costing)$/;

/** The past tense of a verb's -ing form (`taking` → `took`), from the lexicon; undefined when unknown. */
function pastOfIng(ing: string): string | undefined {
  return verbFormsOf(ing).find((f) => f.form === 'ing')?.verb.past;
}


/** `Egypt was the largest buyer, taking 6.8 million tonnes.` → `Egypt was the largest buyer and took 6.8 million tonnes.` */
export function participleToFinite(sentence: string): string | null {
  const { body, end } = splitFinalPunct(sentence);
  const m = /^([^,]+), ([a-z]+ing) ([^,]+)$/.exec(body);
  if (!m || NOT_CLAUSE.test(m[2]) || UNSAFE_MAIN.test(m[1])) return null;
  // `…, dealing would resume`: a gerund that is the subject of its own verb, no participle clause.
  if (FINITE_AUXILIARY.test(m[3].split(/\s+/)[0] ?? '')) return null;
  const past = pastOfIng(m[2]);
  // Only a past main clause takes a past second verb; a present one would need agreement with its subject.
  if (past === undefined || !/\b(?:was|were|had)\b|[a-z]ed\b/.test(m[1]) || /\b(?:is|are|has|have|will|would)\b/.test(m[1])) return null;
  return `${m[1]} and ${past} ${m[3]}${end}`;
}

/** `X cut 240 jobs and said …` → `X cut 240 jobs, saying …`: a second past verb becomes a participle clause. */
export function finiteToParticiple(sentence: string): string | null {
  const { body, end } = splitFinalPunct(sentence);
  const m = /^([^,]+?) and ([a-z]+) ([^,]+)$/.exec(body);
  if (!m) return null;
  const verb = verbOfPast(m[2]);
  if (verb === undefined || verb.past === verb.base) return null;
  // After a passive (`was carried out by X and published on …`) the second verb shares `was`: it is no participle clause.
  if (/\b(?:was|were|is|are|been|be)\b/.test(m[1]) && !/^(?:the|a|an|its|their|\d|[$€£])/.test(m[3])) return null;
  // The first part must hold its own past verb (two coordinated predicates), not a list (`Nigeria, Kenya and Brazil`).
  if (!m[1].split(' ').slice(1).some((w) => verbOfPast(w) !== undefined && !/^(?:led|found|set|cut)$/.test(w))) return null;
  return `${m[1]}, ${verb.ing} ${m[3]}${end}`;
}

/** The subject phrase of a simple sentence (words before its first past verb), or null. */
function subjectOf(text: string): string | null {
  const words = text.split(' ');
  for (let i = 1; i < Math.min(words.length, 7); i++) {
    if (/^(?:was|were|had|has|is|are|will|would|could)$/.test(words[i]) || verbOfPast(words[i]) !== undefined) {
      return words.slice(0, i).join(' ');
    }
  }
  return null;
}

// A name after a preposition is not the subject's head: `The trial of Victor Salgado` is the trial.
const HEADED_BY_NOUN = /^(?:The|A|An) (?:[a-z-]+ ){0,3}?([a-z-]+) (?:of|for|against|between|by|with|from|to|at|in|on) /;

/** A pronoun for a subject phrase that is not a person (`it`/`they`), or the name itself. */
function referTo(subject: string, entities: readonly EntityMention[]): string {
  const headed = HEADED_BY_NOUN.exec(subject);
  if (headed !== null) return `The ${headed[1]}`;
  const named = entities.find((e) => subject === e.text || subject.endsWith(` ${e.text}`));
  if (named?.kind === 'person') return capitalize(surname(named.text));
  if (named !== undefined) return capitalize(subject.endsWith(` ${named.text}`) && /^the /i.test(subject) ? `the ${named.text}` : named.text);
  return /s$/.test(subject) && !/(?:ss|us|is)$/.test(subject) ? 'They' : 'It';
}

/** A person's surname as a second mention (`Maya Okonkwo` → `Okonkwo`, `Joris van Dam` → `van Dam`). */
function surname(name: string): string {
  const words = name.split(' ');
  let i = words.length - 1;
  while (i > 1 && /^(?:van|von|de|da|del|der|di|le|la|du|bin|al)$/.test(words[i - 1])) i--;
  return words.length === 1 ? name : words.slice(i).join(' ');
}

/**
 * One sentence into two: a trailing `, which …`/`, who …` gets its noun as subject, a participle clause or a second
 * past verb gets the sentence's subject. Null when no split is certain.
 */
export function splitSentence(sentence: string, entities: readonly EntityMention[]): string | null {
  const { body, end } = splitFinalPunct(sentence);
  if (end !== '.') return null;
  const rel = /^(.+?) ((?:the|a|an|its|their|his|her) (?:[a-z-]+ ){0,3}([a-z-]+)|[A-Z][\p{L}' -]+?), (which|who) ((?:was|were|is|are|had|has|[a-z]+ed) [^,]+)$/u.exec(body);
  if (rel) {
    const named = entities.find((e) => rel[2] === e.text || rel[2].endsWith(e.text));
    const article = named !== undefined && (rel[2] === `the ${named.text}` || rel[2].endsWith(` the ${named.text}`)) ? 'The ' : '';
    const head = named !== undefined ? `${article}${named.text}` : rel[3] !== undefined ? `The ${rel[3]}` : null;
    if (head === null || (rel[4] === 'who') !== (named?.kind === 'person')) return null;
    return `${rel[1]} ${rel[2]}. ${capitalize(head)} ${rel[5]}.`;
  }
  const part = /^([^,]+), ([a-z]+ing) ([^,]+)$/.exec(body);
  if (part && !NOT_CLAUSE.test(part[2]) && !UNSAFE_MAIN.test(part[1])) {
    const past = pastOfIng(part[2]);
    const subject = subjectOf(part[1]);
    if (past !== undefined && subject !== null && /\b(?:was|were|had)\b|[a-z]ed\b/.test(part[1])) {
      return `${part[1]}. ${referTo(subject, entities)} ${past} ${part[3]}.`;
    }
  }
  const coord = /^([^,]+?) and ([a-z]+) ([^,]+)$/.exec(body);
  if (coord) {
    const verb = verbOfPast(coord[2]);
    const subject = subjectOf(coord[1]);
    // After a passive (`was written by X and published on …`) a second participle shares `was`: only an object after it
    // (`and included 9 climbers`) shows an active verb.
    const active = !/\b(?:was|were|been)\b/.test(coord[1]) || /^(?:the|a|an|its|their|\d|[$€£])/.test(coord[3]);
    if (verb !== undefined && verb.past !== verb.base && subject !== null && active) {
      return `${coord[1]}. ${referTo(subject, entities)} ${coord[2]} ${coord[3]}.`;
    }
  }
  return null;
}
