/**
 * How the passage's names are written when a claim names what it leans on: as a subject (with `The` or bare, as the
 * passage writes them), as an owner, and which names the sentences before a span bring in.
 */
import type { EntityMention, Passage } from '../../datasets/types.ts';
import { loadWordNet } from '../../engine/wordnet/wordnet.ts';
import { containsPhrase, escapeRegExp, wholeWordOffsets } from './phrases.ts';

/** Words that end an organisation's name written with `the` (`the National Apiculture Union`). */
const THE_ORGS = /\b(Union|Agency|Institute|Association|Federation|Council|Society|Board|Commission|Court|Ministry|Museum|University|Office|Fund|Service|Authority|Trust|Foundation|Network|Observatory|Centre|Center)\b/;

/** A name's possessive (`Harlow Bank's`, `Crestline Foods'`). */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/**
 * How a named entity is written as a sentence subject: with `The` when the passage writes it so or the name ends on a
 * common noun (`The Carrick Bridge toll road`); bare when the passage writes it bare (`Brandt Technical University
 * rose …`), never after `the` and a title (`the retailer Brightmart`); else with `The` for an agency-like name.
 */
export function asSubject(e: EntityMention, passage: Passage): string {
  if (e.text.startsWith('The ')) return e.text;
  const withThe = passage.spans.some((s) => containsPhrase(s.text.toLowerCase(), `the ${e.text.toLowerCase()}`));
  if (withThe || /\s\p{Ll}+$/u.test(e.text)) return `The ${e.text}`;
  const name = escapeRegExp(e.text);
  const bare = new RegExp(`(?<!\\b[Tt]he (?:[\\p{L}-]+ ){0,2})(?<![\\p{L}'’-])${name}\\b`, 'u');
  if (passage.spans.some((s) => bare.test(s.text))) return e.text;
  return e.kind === 'org' && THE_ORGS.test(e.text) ? `The ${e.text}` : e.text;
}

/** Entities named in the spans before span `index`, most recent first (later spans first, later positions first). */
export function earlierEntities(passage: Passage, index: number): EntityMention[] {
  const out: EntityMention[] = [];
  for (let i = index - 1; i >= 0; i--) {
    const text = passage.spans[i].text;
    const found = passage.entities
      .map((e) => ({ e, at: wholeWordOffsets(text, e.text).pop() ?? -1 }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => b.at - a.at || b.e.text.length - a.e.text.length);
    for (const { e } of found) if (!out.includes(e)) out.push(e);
  }
  return out;
}

/**
 * Whether a sentence opens with `name`, after at most `The` and lower-case descriptors (`The vertical farm company
 * Stackgrow`); never a name inside a phrase of the subject (`The statistics office of Veloria`: the office is the
 * subject, not Veloria).
 */
export function startsWithName(sentence: string, name: string): boolean {
  const at = wholeWordOffsets(sentence, name)[0];
  const lead = at === undefined ? '' : sentence.slice(0, at);
  return at !== undefined && /^(The )?([a-z-]+ )*$/.test(lead) && !/\b(?:of|in|at|on|by|for|from|with|to|near|behind)\s/.test(lead);
}

/**
 * The short form a passage writes a name in once it has given it whole: a person's surname (`Koivisto`), an
 * organisation's first word (`Redgum`); null for a one-word name, another kind, a form under four letters or not
 * capitalised, or one that is a word of another name of `entities`.
 */
export function shortName(e: EntityMention, entities: readonly EntityMention[]): string | null {
  const words = e.text.split(' ');
  if (words.length < 2) return null;
  const short = e.kind === 'person' ? words[words.length - 1] : e.kind === 'org' ? words[0] : null;
  if (short === null || short.length < 4 || !/^\p{Lu}/u.test(short)) return null;
  return entities.some((o) => o !== e && containsPhrase(o.text, short)) ? null : short;
}

/** Offsets where `short` stands alone in `text`: a whole word, not one of a longer capitalised run (`Brandt Technical University`). */
export function shortNameOffsets(text: string, short: string): number[] {
  return wholeWordOffsets(text, short).filter((at) => !/\p{Lu}[\p{L}'’-]*\s$/u.test(text.slice(0, at)) && !/^\s\p{Lu}/u.test(text.slice(at + short.length)));
}

/** Whether `text` names `e` whole or in its short form (`… ahead of Ravnholt`, `Lumora claimed that …`). */
export function namesEntity(text: string, e: EntityMention, entities: readonly EntityMention[]): boolean {
  const short = shortName(e, entities);
  return containsPhrase(text, e.text) || (short !== null && shortNameOffsets(text, short).length > 0);
}

/**
 * Whether an organisation's first word `short` is an adjective, not the name's distinctive head: a proper adjective
 * WordNet knows (`Irish` of `Irish Academic Staff Union`, `Nordic`) or an adjective it has seen in use (`National`,
 * `Royal`, `Golden`). A rare adjective a brand is coined from (`Skyward`, `Pellucid`) stays a name.
 */
export function shortReadsAsAdjective(short: string): boolean {
  const wn = loadWordNet();
  const lemma = short.toLowerCase();
  if (wn.synsets(lemma, 'a').some((s) => s.words.includes(short))) return true;
  return wn.senses(lemma, 'a').some((s) => s.tagCount > 0);
}
