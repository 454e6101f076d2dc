/**
 * Events a plan presupposes without stating them: `Fresh Plate would keep the contract` presupposes that Fresh Plate
 * won it, `Skyreach Networks matched the price` that Skyreach cut its price. A fabrication telling its subject's deed
 * on a thing (`won the contract …`, `cut the price of …`) is refused when a plan sentence already relates that
 * subject to the same thing: the plan may well imply it, whatever the word overlap.
 */
import type { Passage } from '../../datasets/types.ts';
import { NP_END } from './events.ts';
import { wholeWordOffsets } from './phrases.ts';
import { SPEECH_VERBS } from './reporting.ts';

/** Words that open a predicate before its verb's object (auxiliaries, passive `be`, particles). */
const BEFORE_OBJECT = /^(?:was|were|is|are|has|have|had|been|be|will|would|did|not|also|up|out|off|down|back|over)$/;

/** Determiners and quantifiers before an object's head. */
const DETERMINER = /^(?:the|a|an|its|their|his|her|some|all|every|each|new|more|two|three|four|five)$/;

/**
 * The head noun of the object a predicate acts on (`cut the price of its home internet service` → `price`, `won the
 * contract to supply …` → `contract`), lower-cased, or null when the verb takes no noun object (`was charged with`).
 */
export function objectHead(predicate: string): string | null {
  const words = predicate.replace(/[.,;:]+$/, '').split(' ');
  let at = 1;
  while (at < words.length && BEFORE_OBJECT.test(words[at])) at++;
  if (at < words.length && /^[a-z]+ed$/.test(words[at]) && BEFORE_OBJECT.test(words[at - 1])) at++;
  while (at < words.length && DETERMINER.test(words[at])) at++;
  let head: string | null = null;
  for (; at < words.length && !NP_END.has(words[at]) && !/[,;]$/.test(words[at - 1] ?? ''); at++) head = words[at];
  if (head === null || !/^[a-z][a-z-]{2,}$/.test(head)) return null;
  return head;
}

/**
 * Verbs by which a subject reports (`Arjun Kapoor said the company …`): what follows is their words, not their deed.
 * SPEECH_VERBS plus expecting, hoping and believing, since a hope is no deed either; right after the subject only.
 */
const REPORTS = new RegExp(String.raw`^[\s,]*(?:${[...SPEECH_VERBS, 'expects', 'expected', 'hopes', 'believes'].join('|')})\b`);

/** A comma-set description right after a name (`Arjun Kapoor, the chief executive, said …`). */
const APPOSITION = /^, (?:the|a|an|its|their|his|her) [^,]+,/;

/**
 * Where a clause with a subject of its own begins (`…, and the council cut the contract`); never before a time phrase,
 * which opens the subject's own next predicate (`…, and the next year renewed the contract`).
 */
const NEW_CLAUSE = /(?:, (?:and|but)|,? (?:while|whereas|although|though)|;) (?=(?:the|a|an|its|their|his|her) (?!(?:next|following|same|previous|last|first|second|third|year|month|week|day|decade|season|spring|summer|autumn|winter)\b)|\p{Lu})/u;

/**
 * Whether `text` tells `subject` acting on a definite `head` (`Skyreach Networks matched the price`, `… said Fresh
 * Plate would keep the contract`): after the subject (and a description of it), in its own clause, not after its own
 * reporting verb, `the`/`its` + the head. An indefinite object (`developed a wheat variety`) introduces the thing and
 * presupposes nothing; a later clause about someone else (`…, and the council cut the contract`) is not the subject's.
 */
function relatesTo(text: string, subject: string, head: string): boolean {
  const definite = new RegExp(String.raw`\b(?:the|its|their|his|her) (?:[\w-]+ ){0,2}${head}s?\b`, 'i');
  return wholeWordOffsets(text, subject).some((at) => {
    const after = text.slice(at + subject.length).replace(APPOSITION, '');
    const own = after.split(NEW_CLAUSE)[0];
    return !REPORTS.test(own) && definite.test(own);
  });
}

/**
 * Problems of telling `subject` did `predicate`: a plan sentence tells the subject acting on the predicate's object
 * (`Fresh Plate would keep the contract` against `Fresh Plate won the contract to supply school lunches`).
 */
export function presupposedProblems(subject: string, predicate: string, plan: Passage): string[] {
  const head = objectHead(predicate);
  if (head === null || !/^[A-Z]/.test(subject)) return [];
  const stem = head.replace(/(?<=[a-z]{3})s$/, '');
  const relates = plan.spans.find((s) => relatesTo(s.text, subject, stem));
  return relates === undefined ? [] : [`plan sentence ${relates.id} already tells ${subject} acting on the ${head}: it may presuppose "${predicate}"`];
}
