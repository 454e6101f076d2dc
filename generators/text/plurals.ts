/**
 * Whether a noun reads as plural from its spelling alone: the agreement the voice and pronoun edits choose (`were`,
 * `they`) when no name or figure settles it.
 */

/**
 * Whether a word ends like a plural noun (`branches`, `Rovers`): an `-s` after no `s`, `u` or apostrophe (`class`,
 * `bonus`, `Harlow's`), and no `-is`, `-ics`, `news` or `series` (`analysis`, `economics`). Case aside.
 */
export function readsPlural(word: string): boolean {
  return /[^su'’]s$/i.test(word) && !/(?:is|ics|news|series)$/i.test(word);
}
