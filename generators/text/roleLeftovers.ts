/**
 * What a role swap leaves where it stood that still tells the old roles. Only the two names (and their descriptions)
 * trade places; what else the sentence says of one of them stays put, so after the swap it is said of the other: a
 * pronoun (`ahead of its listing`), a bare definite (`sued Thistlebank Construction, arguing that the builder had failed
 * to fit pumps`: the builder was the one sued), a claimant's case after a legal action (`on behalf of 2,340
 * residents`, `seeking refunds for each student`, `in lost wages`), or a place phrase a name owns (`Castor Lane Pharma
 * of Boston`). Such a pair is not swapped.
 */
import type { EntityKind, EntityMention } from '../../datasets/types.ts';
import { isOrgRole } from './apposition.ts';
import { hasPersonDefinite } from './personDefinite.ts';
import { outerEnd, type NameUnit } from './roleNames.ts';

/** Pronouns that could stand for either of two swapped names (`ahead of its listing`, `said he would replace`). */
const PERSON_PRONOUN = /\b(?:he|him|his|himself|she|her|hers|herself)\b/i;
const THING_PRONOUN = /\b(?:it|its|itself|they|them|their|theirs)\b/i;

/**
 * Nouns that stand for an organisation by its part in a relation or a trade an organisation description does not head
 * (`isOrgRole` heads the rest: `company`, `lender`, `trust`).
 */
const ORG_PARTS = new Set(`business side utility university museum hospital school label brewer builder contractor buyer
seller bidder rival owner landlord tenant investor plaintiff defendant claimant winner loser champions holders hosts
visitors`.split(/\s+/).filter(Boolean));

/**
 * Whether `rest` holds a definite that may stand for an organisation of the sentence, a word before its noun or none
 * (`the builder`, `the Leeds builder`, `the construction firm`, `the carmaker`); a capitalised noun is a name's (`the
 * Bank of England`), and a possessive or an `of` tells another thing (`the club's shirt sponsor`, `the savings business
 * of Calder Building Society`, which travels with its owner's name).
 */
function orgDefinite(rest: string): string | null {
  for (const m of rest.matchAll(/\b[Tt]he ([A-Za-z-]+)(?: ([a-z-]+))?/g)) {
    for (const [head, end] of [[m[1], m.index + 4 + m[1].length], [m[2], m.index + m[0].length]] as const) {
      const orgNoun = head !== undefined && /^[a-z]/.test(head) && (isOrgRole(head) || ORG_PARTS.has(head) || /maker$/.test(head));
      if (orgNoun && !/^(?:['’]| of\b)/.test(rest.slice(end))) return rest.slice(m.index, end);
    }
  }
  return null;
}

/** Nouns of a legal action one party brings against another (`filed a lawsuit against`, `brought a case against`). */
export const LEGAL_NOUN = String.raw`(?:lawsuits?|suit|legal action|legal proceedings|proceedings|case|complaint|claim)`;
/** A legal action between the two names (`sued`, `brought a lawsuit against`, `took … to court`). */
const LEGAL_ACTION = new RegExp(String.raw`\b(?:sued|sues|sue|suing|${LEGAL_NOUN} against|(?:took|taken|take|takes|taking)\b[^.]*?\bto court)\b`, 'i');
/** A claimant's case: what the one who sues seeks, claims or sues for, told of the claimant alone. */
const CLAIMANT_CASE = /\b(?:on behalf of|seeking|sought|claiming|alleging|arguing|accusing|demanding|in lost (?:pay|wages|earnings|income|revenue))\b/i;

/**
 * Why a word of the sentence would stand for the other name after the swap (empty when none would): a pronoun anywhere
 * in `sentence`, a definite or a claimant's case in `rest` (the sentence with the two names and their descriptions cut
 * out, which travel with them).
 */
function wordProblems(sentence: string, rest: string, kind: EntityKind | undefined, names: readonly [string, string], entities: readonly EntityMention[]): string[] {
  const [a, b] = names;
  if (kind === 'place') return [];
  const pronoun = (kind === 'person' ? PERSON_PRONOUN : THING_PRONOUN).exec(sentence);
  if (pronoun !== null) return [`the pronoun \`${pronoun[0]}\` may stand for ${a} or ${b}: a swap would move what it says to the other name`];
  const definite = kind === 'person' ? (hasPersonDefinite(rest, entities) ? 'a person definite' : null) : orgDefinite(rest);
  if (definite !== null) return [`\`${definite}\` may stand for ${a} or ${b}: after a swap it would stand for the other name`];
  const claimant = LEGAL_ACTION.test(rest) ? CLAIMANT_CASE.exec(rest) : null;
  if (claimant !== null) return [`\`${claimant[0]} …\` tells the claimant's case: after a swap it would be the case of the one sued`];
  return [];
}

/** Why a word left where it stood would stand for the other name after the swap of `a` and `b` (empty when none would). */
export function leftoverProblems(text: string, a: NameUnit, b: NameUnit, entities: readonly EntityMention[]): string[] {
  const rest = text.slice(0, a.start) + text.slice(outerEnd(a), b.start) + text.slice(outerEnd(b));
  return wordProblems(text, rest, a.kind, [a.name, b.name], entities);
}

/**
 * Why a place phrase after a name belongs to it and would stay behind (empty when none does): `of` + a place
 * (`Castor Lane Pharma of Boston`), or `in` + a place after a name inside an `of`, `to` or `from` phrase (`head of
 * the Harbourline Symphony Orchestra in Ottawa`, `sold the vehicle to the Armorique Institute in Brest`). After a swap
 * it would place the other name. An `in` after a verb's object places the event (`sued Petrova Biotech in Delhi`) and
 * may stay.
 */
export function placePhraseProblems(text: string, a: NameUnit, b: NameUnit, entities: readonly EntityMention[]): string[] {
  for (const u of [a, b]) {
    const m = /^ (of|in) /.exec(text.slice(outerEnd(u)));
    if (m === null || (m[1] === 'in' && !/\b(?:of|to|from) (?:the )?$/i.test(text.slice(0, u.start)))) continue;
    const after = text.slice(outerEnd(u) + m[0].length);
    const place = entities.find((e) => e.kind === 'place' && after.startsWith(e.text) && !/^[\p{L}\p{N}]/u.test(after.slice(e.text.length)));
    if (place !== undefined) return [`\`${m[1]} ${place.text}\` belongs to ${u.name} and would stay behind: after a swap it would place the other name`];
  }
  return [];
}
