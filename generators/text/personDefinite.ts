/**
 * Definites that refer to a person as a pronoun would (`the striker`, `The Dane`, `the 24-year-old Dane`, `the Danish
 * former champion`): a sentence holding one may speak of a person it does not name.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { loadWordNet } from '../../engine/wordnet/wordnet.ts';
import { isPersonDemonym, isPersonRole } from './apposition.ts';
import { BEFORE_VERB } from './trims.ts';
import { FINITE_AUXILIARY, verbFormsOf } from './verbForms.ts';

/** Nouns of a person that are no title (`the champion`, `the teenager`). */
const PERSON_NOUNS = new Set(`champion winner runner-up veteran rookie teenager youngster newcomer favourite challenger
incumbent holder man woman`.split(/\s+/).filter(Boolean));

/**
 * Words after a person definite that close it as a noun phrase (`beat the Italian on the climb`, `The Italian's bike`,
 * `the rider who led`): a preposition, a genitive's `s` or a relative pronoun, never a capitalised name (a title).
 */
const AFTER_DEFINITE = /^(?:of|on|in|at|to|for|with|by|from|into|over|under|behind|after|before|during|since|against|s|who|that)$/;

/** Most words between `the` and the person noun (`the Danish former champion`). */
const MAX_MODIFIERS = 2;

/** Whether `word` may stand between a subject and its verb: an adverb, never a noun in `-ly` (`family`, `rally`). */
function isAdverb(word: string): boolean {
  return BEFORE_VERB.test(word) && (!word.endsWith('ly') || loadWordNet().synsets(word, 'r').length > 0);
}

/** Whether `word` is a finite verb: an auxiliary, a past or a third-person form (`will`, `beat`, `leads`). */
function isFiniteVerb(word: string): boolean {
  return FINITE_AUXILIARY.test(word) || verbFormsOf(word).some((f) => f.form === 'past' || f.form === 'third');
}

/** Whether `word` heads a person definite: a role, a person noun, or a demonym that is no name's word (`The Scotsman`). */
function isPersonHead(word: string, entities: readonly EntityMention[]): boolean {
  if (isPersonRole(word) || PERSON_NOUNS.has(word)) return true;
  const named = entities.some((e) => e.text === word || e.text.startsWith(`${word} `) || e.text.startsWith(`The ${word}`));
  return isPersonDemonym(word) && !named;
}

/** A regular past the verb lexicon may not list (`resigned`, `retired`): after a person noun it is that person's verb. */
const REGULAR_PAST = /^[a-z]{3,}ed$/;

/** Whether `word` may modify a person noun after `the` (`24-year-old`, `Danish`, `Olympic`): a word, no finite verb. */
function isModifier(word: string): boolean {
  return !/^[.,;]$/.test(word) && !isFiniteVerb(word);
}

/**
 * Whether `sentence` refers to a person by a definite as a pronoun would: `the`, up to two modifiers, then a role, a
 * person noun or a demonym (`The Dane`, `the Danish rider`) standing whole before a verb (one adverb between: `The Dane
 * also finished`), a preposition, `'s`, `who` or `that`, or at a clause's end; not a title before a name (`the striker
 * Ana Silva`), nor a place or body (`in the Netherlands`, `The Senate voted`), nor a demonym a name holds (`The
 * Scotsman reported`).
 */
export function hasPersonDefinite(sentence: string, entities: readonly EntityMention[]): boolean {
  const words = sentence.match(/[\p{L}\p{N}-]+|[.,;]/gu) ?? [];
  return words.some((w, i) => (w === 'the' || w === 'The') && definiteAt(words, i + 1, entities));
}

/** Whether the words from `start` (just after `the`) are a person definite before a verb or a clause's end. */
function definiteAt(words: readonly string[], start: number, entities: readonly EntityMention[]): boolean {
  for (let k = start; k < words.length && k <= start + MAX_MODIFIERS; k++) {
    if (isPersonHead(words[k], entities)) {
      const next = isAdverb(words[k + 1] ?? '') ? words[k + 2] : words[k + 1];
      if (next === undefined || /^[.,;]$/.test(next) || AFTER_DEFINITE.test(next) || isFiniteVerb(next) || REGULAR_PAST.test(next)) return true;
    }
    if (!isModifier(words[k])) return false;
  }
  return false;
}
