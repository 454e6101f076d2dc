/**
 * The words that attribute a statement to a speaker (`said`, `told`, `according`, …), shared by the edits that must
 * not cut a statement off its speaker nor date or own what is only reported.
 */

/** Verbs of saying every reporting list holds (`said`, `warned`, …); each list adds the words its own reading needs. */
export const SPEECH_VERBS: readonly string[] = ['said', 'says', 'told', 'warned', 'argued', 'claimed', 'stated', 'added', 'announced'];

/**
 * A reporting word (lowercase, whole) anywhere in a text: the text holds what somebody says, not (only) what happened.
 * SPEECH_VERBS plus `say`, `tells`, `reported` and `according`: it only detects, so any attribution counts.
 */
export const REPORTING_WORD = new RegExp(String.raw`\b(?:${[...SPEECH_VERBS, 'say', 'tells', 'according', 'reported'].join('|')})\b`);
