/**
 * What a sentence-opening pronoun refers to, named only when the passage decides it: `He`/`She` the person the
 * sentence before opens on, `It` the one thing the sentence before opens on. Where two persons or two things compete
 * for the pronoun, nothing is named (a guess may name the wrong one and turn the claim's label).
 */
import type { EntityMention, Passage } from '../../datasets/types.ts';
import { NP_END } from './events.ts';
import { asSubject, namesEntity, possessive, shortName, shortNameOffsets, startsWithName } from './nameForms.ts';
import { hasPersonDefinite } from './personDefinite.ts';
import { entityRanges, wholeWordOffsets } from './phrases.ts';
import { BEFORE_VERB } from './trims.ts';
import { AUXILIARY, verbFormsOf } from './verbForms.ts';
import { isVerbOpener } from './verbs.ts';

/** A title before a person's name (`Belgian rider`, `Judge`, `Her coach`): one capitalised word, then lower-case ones. */
const TITLE = /^(?:[A-Z][a-z'-]*(?: [a-z'-]+){0,3} )?$/;
/** Openings that are no title: a determiner, a preposition, a conjunction (`The Dane finished ahead of Sagasta`). */
const NOT_TITLE = /^(?:The|A|An|In|On|At|By|For|From|With|After|Before|Under|Since|During|Its|Their|Our|As|When|While|Although)\b/;

/** The person a sentence opens on as its subject (`Expedition leader Thorvald Eskesen said …`), or null. */
export function personSubject(sentence: string, passage: Passage): EntityMention | null {
  const first = entityRanges(sentence, passage.entities)[0];
  if (first === undefined || !/^[ ,]/.test(sentence.slice(first[1]))) return null;
  const title = sentence.slice(0, first[0]);
  if (!TITLE.test(title) || NOT_TITLE.test(title) || title.split(' ').some((w) => isVerbOpener(w))) return null;
  const e = passage.entities.find((x) => x.text === sentence.slice(first[0], first[1]));
  return e?.kind === 'person' ? e : null;
}

/** `He`/`His` and `She`/`Her` as two sorts: a pronoun of one sort never refers to what one of the other referred to. */
const sortOf = (pronoun: string) => (/^(?:He|His)$/.test(pronoun) ? 'he' : 'she');

/**
 * The person a `He`/`She`/`His`/`Her` opening sentence `index` refers to: the sentence before's person subject, when
 * it names no other person, in full or by surname, nor speaks of one unnamed (`the Dane`); through that sentence when
 * it opens on a pronoun of the same sort; else the one person the passage names before, when the sentence before
 * names no person or opens on a thing's name, that person's genitive (`Victor Salgado's appeal`) or surname, never
 * after another subject (`The Dane finished ahead of Iñigo Sagasta.`: the Dane may be another person).
 */
function personReferent(passage: Passage, index: number, pronoun: string): EntityMention | null {
  if (index === 0) return null;
  const previous = passage.spans[index - 1].text;
  // `… finished ahead of the Dane.`: a person the sentence before speaks of unnamed may be the `He`.
  if (hasPersonDefinite(previous, passage.entities)) return null;
  const persons = (i: number) => passage.entities.filter((e) => e.kind === 'person' && namesEntity(passage.spans[i].text, e, passage.entities));
  const subject = personSubject(previous, passage);
  // `Judge Anna Berg sentenced Declan Fennimore.`: without genders known, either person may be the `He`.
  if (subject !== null) return persons(index - 1).some((e) => e !== subject) ? null : subject;
  const opening = /^(He|She) /.exec(previous)?.[1];
  if (opening !== undefined) return sortOf(opening) === sortOf(pronoun) ? personReferent(passage, index - 1, opening) : null;
  const earlier = [...new Set(passage.spans.slice(0, index).flatMap((_, i) => persons(i)))];
  if (earlier.length !== 1) return null;
  const only = earlier[0];
  // `The Dane finished ahead of Iñigo Sagasta.`: a subject that may be a person unnamed competes with the one named.
  const subjectNotPerson = passage.entities.some((e) => e.kind !== 'person' && startsWithName(previous, e.text)) || previous.startsWith(possessive(only.text));
  // `Fennimore sent 340 emails.`: the sentence before opens on the one person, by surname.
  const short = shortName(only, passage.entities);
  const opensOnSurname = short !== null && shortNameOffsets(previous, short)[0] === 0;
  return persons(index - 1).length === 0 || subjectNotPerson || opensOnSurname ? only : null;
}

/** `He`/`She` → the person referred to (`personReferent`), `His`/`Her` → that person's; null when undecided. */
export function namePronoun(claim: string, passage: Passage, index: number): string | null {
  const m = /^(He|She|His|Her) /.exec(claim);
  const referent = m === null ? null : personReferent(passage, index, m[1]);
  if (m === null || referent === null) return null;
  return (m[1] === 'His' || m[1] === 'Her' ? possessive(referent.text) : referent.text) + claim.slice(m[1].length);
}

/** A preposition placing what happens (`closed 3 sites in Hamburg`), closing the text before a place. */
const LOCATIVE_END = /\s(?:in|at|near|outside)\s+$/;

/**
 * Whether `before` ends on a preposition placing what happens after a noun phrase (`closed 3 sites in`): the place
 * after it is where, no thing acted on; after a verb or participle (`invested in`, `is based in`), adverbs between
 * or not (`is based mainly in`, `is now in`), it may be that thing.
 */
function placesAfterNoun(before: string): boolean {
  if (!LOCATIVE_END.test(before)) return false;
  const words = before.trim().toLowerCase().split(/\s+/).slice(0, -1);
  const word = words.reverse().find((w) => !BEFORE_VERB.test(w));
  return word !== undefined && !AUXILIARY.test(word) && !/ed$/.test(word) && verbFormsOf(word).length === 0;
}

/** A determiner opening a noun phrase after the verb (`the site`, `a painting`, `its fleet`). */
const DETERMINER = /\b(?:the|a|an|its|their|his|her|this)\s+/g;

/**
 * Whether the sentence names, after its subject, a second thing an `It` after it may refer to: any named thing
 * (`Quillon acquired Nexa Labs`, `invested in Tallin Harbour`) but a place where it happens (`closed 3 sites in
 * Hamburg`), or any noun phrase (`traced the site`, `was given a painting`, `traced a 19th-century ship`) unless shown
 * plural (`acquired the paintings`) or a measure (`covers an area of 412 …`).
 */
function objectCompetes(sentence: string, subjectEnd: number, passage: Passage): boolean {
  const rest = sentence.slice(subjectEnd).replace(/[.!?]$/, '');
  const thing = ([from, to]: [number, number]) => passage.entities.some((e) => e.text === rest.slice(from, to)
    && e.kind !== 'person' && !(e.kind === 'place' && placesAfterNoun(rest.slice(0, from))));
  if (entityRanges(rest, passage.entities).some(thing)) return true;
  return [...rest.matchAll(DETERMINER)].some((m) => singularThing(rest.slice(m.index + m[0].length)));
}

/** Whether the phrase `text` opens on (after its determiner) may be one thing: not a plural head nor a measure. */
function singularThing(text: string): boolean {
  const words: string[] = [];
  for (const word of text.split(' ')) {
    if (!/^[a-z][a-z-]*$/.test(word) || NP_END.has(word)) break;
    words.push(word);
  }
  const [next, figure] = text.split(' ').slice(words.length);
  const head = words.at(-1);
  // `covers an area of 412 square kilometres`: a measure, not a thing.
  return head === undefined || !(/[^s]s$/.test(head) || (next === 'of' && /^[\d£$€]/.test(figure ?? '')));
}

/**
 * `It`/`Its` → the subject the sentence before opens on, when that is a named thing (`Quillon Semiconductor`) or a
 * definite noun (`The memorial`) and its verb takes no singular thing as object to compete with it (`The team traced
 * the site …`); never after a person, a plural or an indefinite subject, nor in `It was the …` (which may point at an
 * event), nor when an adverb leans on the sentence before too (`It then closed …`); `evenCompeting` names the subject
 * over a competing object (for a guard that must count every thing `It` may be). Not `openingSubject` (events.ts):
 * the name may be followed by a phrase or apposition (`Starward Drift, made by …`).
 */
export function nameIt(claim: string, passage: Passage, index: number, evenCompeting = false): string | null {
  const m = /^(It|Its) (\S+)/.exec(claim);
  if (m === null || index === 0 || (m[1] === 'It' && /^(?:was|is|were|had|has)$/.test(m[2]))) return null;
  // `It then closed …`, `Its sensors also measured …`: the sentence leans on the one before beyond its pronoun.
  if (/^\S+(?: \S+){0,2} (?:then|also|later|still|again|too|thus|therefore)\b/.test(claim)) return null;
  const previous = passage.spans[index - 1].text;
  // `The team surveyed Tallin Harbour`: a name after a verb is its object, not the subject the sentence opens on.
  const opensOn = (name: string) => startsWithName(previous, name) && !previous.slice(0, previous.indexOf(name)).split(' ').some((w) => isVerbOpener(w));
  const entity = passage.entities.find((e) => e.kind !== 'person' && opensOn(e.text) && !/[^s']s$/.test(e.text));
  const definite = /^The ([a-z]+) (?:is|was|will|can|has|had|[a-z]+(?:s|ed))\b/.exec(previous);
  const subject = entity !== undefined ? asSubject(entity, passage) : definite !== null && !/s$/.test(definite[1]) ? `The ${definite[1]}` : null;
  if (subject === null) return null;
  const subjectEnd = entity !== undefined ? wholeWordOffsets(previous, entity.text)[0] + entity.text.length : `The ${definite![1]}`.length;
  if (!evenCompeting && objectCompetes(previous, subjectEnd, passage)) return null;
  return (m[1] === 'Its' ? possessive(subject) : subject) + claim.slice(m[1].length);
}
