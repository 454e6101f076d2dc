/**
 * What a meaning-keeping rewording of a sentence must keep (the paraphrase class check, also run on each rewording
 * step of a recast reading): its figures as a multiset, every name (and no new one), polarity, modality, quantifiers, number words,
 * directions, tense and aspect, and who did what to whom; it adds no word nothing of the source explains
 * (`addedWords.ts`); it must differ in its tokens and never be one polarity reversal of the source.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { tokenize } from '../../engine/tokens.ts';
import { numericChange } from './evidence.ts';
import { meaningProblems } from './meaning.ts';
import { polarityProblems } from './polarityCheck.ts';
import { roleProblems } from './roles.ts';
import { containsPhrase } from './phrases.ts';
import { MONTH_NAMES } from './dates.ts';
import { unexplainedWords } from './addedWords.ts';
import { createOwnedMemo } from './textMemo.ts';

/** Verdicts already reached, per entity list and (original, claim): composing, keeping and proving a reading ask again. */
const verdicts = createOwnedMemo<readonly EntityMention[], readonly string[]>();

/** Why `claim` is not a meaning-keeping rewording of `original` (empty when it is); a fresh array the caller may extend. */
export function rewordingProblems(original: string, claim: string, entities: readonly EntityMention[]): string[] {
  return [...verdicts(entities, `${original}\0${claim}`, () => findRewordingProblems(original, claim, entities))];
}

function findRewordingProblems(original: string, claim: string, entities: readonly EntityMention[]): string[] {
  const problems: string[] = [];
  const change = numericChange(original, claim);
  if (change.added.length + change.removed.length > 0) {
    problems.push(`numerics changed: -[${change.removed}] +[${change.added}]`);
  }
  // A passage's name the source lacks counts wherever it stands (a capital opening the claim says nothing of itself).
  const addedEntities: string[] = [];
  for (const e of entities) {
    const inOriginal = containsPhrase(original, e.text);
    const inClaim = containsPhrase(claim, e.text);
    if (inOriginal && !inClaim) problems.push(`lost name ${e.text}`);
    if (inClaim && !inOriginal) addedEntities.push(e.text.toLowerCase());
  }
  const added = [...new Set([...addedEntities, ...addedNames(original, claim)])];
  if (added.length > 0) problems.push(`adds a name the source does not: ${added.join(', ')}`);
  const years = yearsAsCounts(original, claim);
  if (years.length > 0) problems.push(`writes a year as a count: ${years.join(', ')}`);
  const unexplained = unexplainedWords(original, claim, entities);
  if (unexplained.length > 0) problems.push(`adds words no rewording of the source explains: ${unexplained.join(', ')}`);
  problems.push(...meaningProblems(original, claim), ...roleProblems(original, claim, entities));
  if (tokenize(original).join(' ') === tokenize(claim).join(' ')) problems.push('same tokens as the source');
  // A rewording the negation check would accept as one polarity reversal (`closed` → `opened`) says the opposite.
  else if (polarityProblems(original, claim).length === 0) problems.push('reverses the polarity of the source');
  return problems;
}

/** A grouped four-digit figure after a month name or `in` (`March 1,646`, `in 1,284`): a year written as a count. */
const GROUPED_YEAR = new RegExp(String.raw`\b(?:in|since|until|by|from|${MONTH_NAMES.join('|')}) (\d,\d{3})\b`, 'g');

/** The years `claim` writes as counts (`March 1,646`) where `original` writes them as years (`March 1646`). */
function yearsAsCounts(original: string, claim: string): string[] {
  return [...claim.matchAll(GROUPED_YEAR)].map((m) => m[1]).filter((grouped) => new RegExp(`\\b${grouped.replace(',', '')}\\b`).test(original));
}

/** Calendar words are capitalised by convention; a date's format is the figures' business, checked as numerics. */
const CALENDAR = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/;

/** A word as a name is compared: lowercase, without a possessive `'s`. */
function nameKey(word: string): string {
  return word.toLowerCase().replace(/['’]s$/, '');
}

/**
 * Capitalised words of `claim` past its first word that `original` never has (`… in York` is new content, not new
 * wording); a sentence's first word is capitalised by position, month and day names by convention, and an all-capitals word
 * is an abbreviation the thesaurus writes (`CEO`, `MW`). Not `engine/entityNames.ts`: that one keeps a sentence's
 * opening run of capitalised words (`Chairman Gareth Morgan`, `The Food and Agriculture Agency`), all-capitals words
 * and possessives as tokens (`petrolux's`), so over the hard suite's source/claim pairs it would turn 81 of 3,806
 * accept/reject verdicts (`… of Petrolux to 11,000 MW.` from a source with `Petrolux's` would add `petrolux` and `mw`).
 */
function addedNames(original: string, claim: string): string[] {
  const known = new Set(tokenize(original).map(nameKey));
  const words = [...claim.matchAll(/(?<![\p{L}\p{N}'’])\p{Lu}[\p{L}\p{N}'’-]*/gu)]
    .filter((m) => !/(?:^|[.!?:]["”’)]?)\s*$/u.test(claim.slice(0, m.index)) && !/^\p{Lu}+$/u.test(m[0]))
    .map((m) => m[0]);
  return [...new Set(words.map(nameKey))].filter((w) => !known.has(w) && !CALENDAR.test(w) && !tokenize(w).every((t) => known.has(nameKey(t))));
}

