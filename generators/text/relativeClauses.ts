/**
 * A non-restrictive relative clause kept as the sentence, said of what it describes (`trim-main`): people claim one
 * fact of a long sentence, and such a clause asserts its own. One of the trims (`trims.ts`).
 */
import type { EntityMention } from '../../datasets/types.ts';
import { capitalize } from './casing.ts';
import { closesOnMainVerb, hasVerb } from './clauseVerbs.ts';
import { entityRanges } from './phrases.ts';
import { REPORTING_WORD } from './reporting.ts';
import type { Trim } from './trims.ts';
import { isVerbOpener } from './verbs.ts';
import { FINITE_AUXILIARY, verbOfPast } from './verbForms.ts';

/** Pronouns in a relative clause may stand for something the main clause names: read alone, the clause would lose them. */
const PRONOUN = /\b(?:it|its|itself|they|them|their|he|him|his|she|her|this|these|those)\b/i;
/** Words that put a name inside a larger phrase (`office in Antwerp`, `the road across the river`) or a list (`A and B`). */
const LINKS = String.raw`(?:in|of|at|on|for|from|with|near|by|to|under|over|across|outside|inside|and|or)`;
/** What may precede a name the relative clause may not describe: a preposition or a list before it (`office in Antwerp, which`). */
const NOT_HEAD = new RegExp(String.raw`\b${LINKS}\s+(?:the\s+)?$`);
/** A subject holding a preposition or a coordination: the clause may describe its inner noun (`Shares in X, which`). */
const INNER_NOUN = new RegExp(String.raw`\s${LINKS}\s`);

/** Whether a relative clause's first word is its own finite verb (`which weighs`, `who had led`, `who led`), not an object (`which Eamon Rusk founded`). */
function opensOnVerb(clause: string): boolean {
  const first = clause.split(' ')[0];
  return FINITE_AUXILIARY.test(first) || isVerbOpener(first) || verbOfPast(first) !== undefined;
}

/**
 * The subject a relative clause set inside the sentence's subject describes: the whole subject when it opens with an
 * article or a passage name and holds no verb, preposition or coordination (`The stone, which …`; never `Shares in
 * Kinloch Utilities, which …`, `Harlow Bank and Calder Savings, which …`, `On Monday the bank, which …`, `Their union,
 * which …`). Null otherwise.
 */
function describedSubject(before: string, entities: readonly EntityMention[]): string | null {
  const opensOnName = entityRanges(before, entities).some(([start]) => start === 0);
  if (!(/^(?:The|A|An) /.test(before) || opensOnName) || hasVerb(before)) return null;
  return INNER_NOUN.test(before) ? null : before;
}

/**
 * The passage name a relative clause right after it describes: one that heads its phrase (not after a preposition,
 * nor the last of a list), a person for `who`, anything but a person for `which` (only set inside the sentence: at
 * its end `which` may be said of the whole clause, `left Harlow Bank, which surprised investors`), any for `whose`;
 * the article before it goes with it. Null otherwise.
 */
function describedName(body: string, at: number, pronoun: string, inside: boolean, entities: readonly EntityMention[]): string | null {
  const named = entityRanges(body, entities).find(([, e]) => e === at);
  if (named === undefined || NOT_HEAD.test(body.slice(0, named[0]))) return null;
  const person = entities.find((e) => e.text === body.slice(...named))?.kind === 'person';
  if (pronoun === 'who' && !person || pronoun === 'which' && (person || !inside)) return null;
  const article = /(?:^|\s)(the|The) $/.exec(body.slice(0, named[0]));
  return `${article === null ? '' : 'the '}${body.slice(...named)}`;
}

/**
 * The main clause dropped, a non-restrictive relative clause kept as the sentence, said of what it describes (`The
 * stone, which weighs about 600 grams, was found by a farmer` → `The stone weighs about 600 grams.`): people claim one
 * fact of a long sentence, and the clause asserts its own. Never a clause on a figure or on a whole clause (`rose 12%,
 * which analysts expected`), inside or of a report, with a pronoun or an object relative word, or one whose closing
 * comma is not followed by the main verb.
 */
export function mainTrims(body: string, end: string, breaks: readonly number[], entities: readonly EntityMention[]): Trim[] {
  const out: Trim[] = [];
  for (const [i, at] of breaks.entries()) {
    const m = /^, (who|which|whose) /.exec(body.slice(at));
    if (m === null) continue;
    const stop = breaks[i + 1] ?? body.length;
    const inside = stop < body.length;
    const clause = body.slice(at + m[0].length, stop);
    if (inside && !closesOnMainVerb(body, stop) || REPORTING_WORD.test(body.slice(0, stop)) || PRONOUN.test(clause)) continue;
    if (m[1] === 'whose' ? !hasVerb(`whose ${clause}`) : !opensOnVerb(clause)) continue;
    const subject = i === 0 && inside ? describedSubject(body.slice(0, at), entities) : null;
    const antecedent = subject ?? describedName(body, at, m[1], inside, entities);
    if (antecedent === null) continue;
    const said = m[1] === 'whose' ? `${antecedent.endsWith('s') ? `${antecedent}'` : `${antecedent}'s`} ${clause}` : `${antecedent} ${clause}`;
    out.push({ text: `${capitalize(said)}${end || '.'}`, note: `kept the relative clause "${m[1]} ${clause}" as the sentence, said of ${antecedent}`, edit: 'trim-main' });
  }
  return out;
}
