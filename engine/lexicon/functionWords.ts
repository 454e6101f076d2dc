/**
 * English function words (articles, pronouns, prepositions, conjunctions, auxiliaries, common determiners): words
 * that carry grammar rather than content, so a lexical measure may weigh them below content words. Lowercase tokens.
 * Negators (`not`, `no`, `never`, `nor`, `neither`, `without`) are deliberately absent: they carry meaning.
 */

import { tableDigest } from './digest.ts';

/** The function-word list (lowercase SPEC A1 tokens). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(`
a an the this that these those there here
i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
who whom whose which what whatever whoever whichever where when why how
myself yourself himself herself itself ourselves themselves
am is are was were be been being do does did done doing have has had having
will would shall should can could may might must
of in on at to for from by with about as into onto upon over under within through throughout during
before after above below between among against across along around behind beyond near off out up down toward towards
and or but so yet if then than because while although though whether unless until since
also just only very too quite rather such
some any each every all both either many much more most other another own same
s t d ll m re ve
`.trim().split(/\s+/));

/** Digest of the list (enters the fingerprint of parts that weigh function words). */
export const FUNCTION_WORDS_DIGEST = tableDigest([...FUNCTION_WORDS].sort());

/** Whether a lowercase token is a function word. */
export function isFunctionWord(token: string): boolean {
  return FUNCTION_WORDS.has(token);
}
