/**
 * Where a sentence's finite verbs are, as the trims read them: whether a stretch holds one, and whether a comma closes
 * a clause set inside the sentence (the main verb follows it).
 */
import { isVerbOpener } from './verbs.ts';
import { FINITE_AUXILIARY, verbFormsOf, verbOfPast } from './verbForms.ts';

/** Whether `text` holds a finite verb (a known verb form or a verb opener past its first word). */
export function hasVerb(text: string): boolean {
  const words = text.split(/\s+/).map((w) => w.replace(/[^\p{L}'-]/gu, '')).filter((w) => w.length > 0);
  return words.slice(1).some((w) => /^[a-z]/.test(w) && (isVerbOpener(w) || verbFormsOf(w).some((f) => f.form === 'past' || f.form === 'third')));
}

/**
 * Whether the comma at `stop` closes a clause set inside the sentence: the main verb follows it (`The stone, which
 * weighs 600 grams, was found …`); a list after the clause (`which makes A, B and C`) is no close.
 */
export function closesOnMainVerb(body: string, stop: number): boolean {
  const next = body.slice(stop + 2).split(' ')[0];
  return FINITE_AUXILIARY.test(next) || verbOfPast(next) !== undefined;
}
