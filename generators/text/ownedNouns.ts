/**
 * Whether a sentence brings a noun in as its opening owner's: not a thing it takes as known (`the court ruling`), nor
 * one counted, reported on, or only a word of a name's description.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { NP_END } from './events.ts';
import { wholeWordOffsets } from './phrases.ts';
import { REPORTING_WORD } from './reporting.ts';
import { isVerbOpener } from './verbs.ts';
import { isParticiple, verbFormsOf } from './verbForms.ts';

/**
 * `the` and up to three modifiers before a noun (`the court ruling`, `the Premier Rugby final`, `the Frankfurt Stock
 * Exchange`), in lower case: a thing named as known. A genitive is no modifier (`the world's largest indoor farm`
 * introduces the farm), nor is a word that ends the phrase (`and`, `its`, a preposition).
 */
const DEFINITE_BEFORE = /\bthe (?:(?!(?:and|or|but|its|their|his|her|a|an|of|in|on|at|to|for|with|by|from|as|that|which|who)\b)[\p{L}\d-]+ ){0,3}$/u;

/**
 * Whether a sentence opening on its owner brings the noun in as the owner's (`Stackgrow opened an indoor farm`, `its
 * farm`), uncounted, rather than naming one it takes as known (`the <noun>`, `the <modifier> <noun>`: `Cellmax agreed to pay
 * towards the recall costs`, `Pixelgate Systems appealed the court ruling`), one somebody reports on (`The office
 * said the drought …`), or only a word of a name's description (`Stavrin Group, a software company, …`, `Orbelin, which
 * makes software`: nothing is brought in).
 */
export function ownsNoun(sentence: string, noun: string, entities: readonly EntityMention[]): boolean {
  const text = sentence.toLowerCase();
  const reported = REPORTING_WORD.exec(text)?.index ?? text.length;
  return wholeWordOffsets(text, noun).some((at) => at < reported && !DEFINITE_BEFORE.test(text.slice(0, at)) && !COUNTED_BEFORE.test(text.slice(0, at))
    && headsPhrase(sentence, at + noun.length) && !describesName(sentence, at, entities));
}

/**
 * Whether the word ending at `end` heads its phrase: no lower-case word it modifies follows (`software company`); a
 * phrase, clause or verb may (`a contract worth …`, `an outage lasting …`, `a farm that …`).
 */
function headsPhrase(sentence: string, end: number): boolean {
  const next = /^ ([a-z]+)\b/.exec(sentence.slice(end))?.[1];
  return next === undefined || NP_END.has(next) || /^(?:is|are|was|were|[a-z]{3,}ing)$/.test(next) || isParticiple(next)
    || isVerbOpener(next) || verbFormsOf(next).length > 0;
}

/**
 * Whether `at` of `sentence` lies in a comma-set stretch opened right after a name and not yet closed (`Stavrin Group, a
 * software company …`), never past its closing comma (`Stavrin Group, based in Athens, launched new software`).
 */
function describesName(sentence: string, at: number, entities: readonly EntityMention[]): boolean {
  let open = false;
  for (const comma of sentence.slice(0, at).matchAll(/,/g)) {
    open = !open && entities.some((e) => sentence.slice(0, comma.index).endsWith(e.text));
  }
  return open;
}

/**
 * A count before the noun (`offered to sell 4 of its brands`, `recalled 420,000 smart thermostats`): `the brands` are
 * those counted, and `Crestline Foods' brands` would widen them to all the owner has (a negation of it may be true).
 */
const COUNTED_BEFORE = /(?:\b\d[\d,.]*|\b(?:two|three|four|five|six|seven|eight|nine|ten|dozens|hundreds|thousands|several|some|many|few))(?: of (?:its|their))?(?: [\p{L}-]+){0,2} $/u;
