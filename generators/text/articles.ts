/**
 * The indefinite article of a word, chosen by how the word sounds, not by its first letter: `a utility`, `a union`,
 * `a European`, `an hour`, `an honest`, `an MP`. Words whose first sound the spelling hides are listed; an
 * all-capitals abbreviation is read letter by letter (`an MP`, `a BBC`), unless it is read as a word (`a NATO`).
 */

/** Vowel letters that open with a consonant sound (`you`, `wuh`). */
const CONSONANT_SOUND = /^(?:uni(?!n|mp|d)|use|usu|uti|ukr|ugand|urug|eu|ewe|one$|once$|ubiq|unesco)/;
/** A silent `h`: the word opens with a vowel sound. */
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/;
/** Letters whose name opens with a vowel sound (`an F`, `an M`, `an S`, `an X`). */
const VOWEL_LETTER_NAME = /^[AEFHILMNORSX]/;
/** Abbreviations read as words, not letter by letter. */
const READ_AS_WORD = new Set(['NATO', 'UNESCO', 'UNICEF', 'NASA', 'OPEC', 'FIFA', 'UEFA', 'AIDS', 'ASEAN', 'OECD']);

/** `a` or `an` for `word` (the word that follows the article), by its first sound. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const first = /^[\p{L}\p{N}]+/u.exec(word)?.[0] ?? '';
  if (first === '') return 'a';
  if (/^\p{Lu}{2,}$/u.test(first) && !READ_AS_WORD.has(first)) return VOWEL_LETTER_NAME.test(first) ? 'an' : 'a';
  // `an 8-year sentence`, `an 11-day strike`, `an 18th`: the figures whose spoken form opens on a vowel.
  if (/^\d/.test(first)) return /^8/.test(first) || /^1[18](?:st|nd|rd|th)?$/.test(first) ? 'an' : 'a';
  const lower = first.toLowerCase();
  if (VOWEL_SOUND.test(lower)) return 'an';
  if (CONSONANT_SOUND.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** `word` with its indefinite article before it (`a utility company`, `an hour`). */
export function withIndefiniteArticle(word: string): string {
  return `${indefiniteArticle(word)} ${word}`;
}

/** Determiners and possessives before a noun (`the`, `its`, `every`), any case: the word after one is no verb. */
export const DETERMINER = /^(?:the|a|an|its|his|her|their|our|this|that|these|those|each|every)$/i;
