/**
 * The words that attribute a statement to a speaker (`said`, `told`, `according`, …), shared by the edits that must
 * not cut a statement off its speaker nor date or own what is only reported.
 */

/** A reporting word (lowercase, whole) anywhere in a text: the text holds what somebody says, not (only) what happened. */
export const REPORTING_WORD = /\b(?:said|says|say|told|tells|according|stated|added|warned|argued|claimed|announced|reported)\b/;
