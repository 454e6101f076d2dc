/**
 * A plan event told inside a claim: as a sentence opening, inside a sentence, as a gerund clause, or mentioned briefly
 * (the predicate up to its first adjunct), as people mention the event they attach a cause, a result or a blame to.
 */
import type { CorpusView } from '../types.ts';
import { capitalize } from './casing.ts';
import { DANGLING, withIsNeeded, type SpanEvent } from './events.ts';
import { isWordMeasure } from './numbers.ts';
import { nameInSentence } from './names.ts';
import { isSpeechAct } from './reporting.ts';
import { gerundPhrase, isVerbOpener } from './verbs.ts';

/** Prepositions where a brief mention of an event may stop (never `of`, `to` or `by`: they bind the object or agent). */
const BRIEF_STOP = new Set(['in', 'on', 'at', 'for', 'from', 'with', 'after', 'during', 'between', 'over', 'within', 'across', 'into', 'under']);

/**
 * The predicate up to its first adjunct (`opened the world's largest indoor farm in Rotterdam` → `opened the world's
 * largest indoor farm`): how people mention a plan event they attach a cause to. Entailed by the predicate. A speech
 * act is kept whole (a brief mention would cut what is said short: `said the fault lay`), and so is a phrase a measure is
 * bound to (`scored the winner three minutes from the end`) or a verb's second object (`replaced X with Y`).
 */
export function briefPredicate(predicate: string): string {
  if (isSpeechAct(predicate)) return predicate;
  const words = predicate.split(' ');
  const stop = words.findIndex((w, i) => i >= 2 && BRIEF_STOP.has(w) && !keepsPhrase(words, i));
  return stop < 0 ? predicate : words.slice(0, stop).join(' ');
}

/**
 * Whether a brief mention may not stop at the preposition `words[i]`: the word before needs what follows (`was based
 * on records`, `was worst in physics`), a measure is bound to the phrase (`three minutes from the end`), or the verb
 * takes it as its second object or joins its object to it (`replaced Pieter Bosveld with Ilse Kramer`; `withIsNeeded`).
 */
function keepsPhrase(words: readonly string[], i: number): boolean {
  if (needsWhatFollows(words[i - 1]) || isWordMeasure(words[i - 2], words[i - 1])) return true;
  return words[i] === 'with' && withIsNeeded(words, i);
}

/** A word a predicate may not stop on: one `DANGLING` lists, or a superlative (`worst`, `highest`) without its domain. */
function needsWhatFollows(word: string): boolean {
  return DANGLING.has(word) || /^(?:worst|best|[a-z]+est)$/.test(word);
}

/** The event as a sentence opening (`Judge Eleanor Whitman rejected the third patent claim`), optionally brief. */
export function headClause(event: SpanEvent, brief = false): string {
  return capitalize(`${event.title}${event.subject.text} ${brief ? briefPredicate(event.predicate) : event.predicate}`);
}

/** The subject inside a sentence, title dropped (`the Coastal Geography Institute`, `the bank`). */
export function subjectInSentence(event: SpanEvent, corpus: CorpusView): string {
  return event.subject.kind === 'common' ? event.subject.text : nameInSentence(event.subject.text, corpus);
}

/** The event inside a sentence, title dropped (`the Coastal Geography Institute published a study`), optionally brief. */
export function innerClause(event: SpanEvent, corpus: CorpusView, brief = false): string {
  return `${subjectInSentence(event, corpus)} ${brief ? briefPredicate(event.predicate) : event.predicate}`;
}

/** The event as a gerund clause (`Stackgrow opening a farm`), or null when its verb has no `-ing` form here. */
export function gerundClause(event: SpanEvent, corpus: CorpusView): string | null {
  // `apologised and paid …` has a second verb, `began offering …` a gerund already: neither turns cleanly.
  if (/ and (\S+)/.test(event.predicate) && isVerbOpener(/ and (\S+)/.exec(event.predicate)![1])) return null;
  if (/^\S+ \S+ing\b/.test(event.predicate)) return null;
  const phrase = gerundPhrase(event.predicate);
  return phrase === null ? null : `${subjectInSentence(event, corpus)} ${phrase}`;
}
