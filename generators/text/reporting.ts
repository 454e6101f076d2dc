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

/**
 * A predicate opening on a speech act (active or passive): a report, an appeal, a name called (`called X a partner`, not
 * `called off`), a denial, praise, thanks, an apology. It tells what somebody said, not what they did.
 */
const SPEECH_ACT = new RegExp(String.raw`^(?:(?:was|were|has|have|had)(?: been)? )?(?:${[
  ...SPEECH_VERBS, 'tells', 'insisted', 'urged', 'urges', 'asked', 'asks', 'called(?! off\\b)', 'calls(?! off\\b)', 'denied', 'denies',
  'described', 'praised', 'criticised', 'thanked', 'welcomed', 'apologised', 'apologized',
].join('|')})\b`);

/**
 * Whether a verb-initial predicate is a speech act, not a deed (`urged both sides to accept mediation`, `apologised to
 * patients`): nothing others do follows from it as a result, and nobody is blamed for it.
 */
export function isSpeechAct(predicate: string): boolean {
  return SPEECH_ACT.test(predicate);
}
