/**
 * Antecedent carries: a bare definite of a claim told which thing or event it is, from the earlier plan sentence that
 * brought it in (`The contract runs for 5 years.` → `The contract that Cafe Andino signed runs for 5 years.`; `The
 * expansion cost …` → `The Caldera Cancer Network's expansion of its lung scan programme cost …`).
 */
import type { Passage } from '../../datasets/types.ts';
import type { Carry } from './carries.ts';
import { isVerbAfterName, namedSpans, subjectInside } from './carrySubjects.ts';
import { NP_END, openingSubject, type EventSubject } from './events.ts';
import { capitalize } from './casing.ts';
import { DEFINITE_EVENT_NOUN, EVENT_NOUNS, VERBS_OF_NOUN, eventNounPhrase } from './eventNouns.ts';
import { possessive } from './nameForms.ts';
import { containsPhrase, escapeRegExp, wholeWordOffsets } from './phrases.ts';
import { smallCardinal } from '../../engine/quantities.ts';
import { createObjectMemo } from './textMemo.ts';
import { isVerbOpener } from './verbs.ts';
import { FINITE_AUXILIARY, isParticiple, verbFormsOf } from './verbForms.ts';

/**
 * The thing an earlier sentence brings in as the direct object of its opening verb (`Cafe Andino signed a contract …`
 * → `contract`, with its lowercase modifiers `new container`): the sentence read with what it leans on named, its
 * verb one plain past form or a past form and a gerund (`began building`), never a negation or an auxiliary. Null
 * otherwise.
 */
function introducedObject(span: { id: string; text: string }, passage: Passage): { subject: EventSubject; verb: string; modifiers: string; noun: string } | null {
  const subject = openingSubject(span.text, passage);
  const at = subject === null ? -1 : span.text.toLowerCase().indexOf(subject.text.toLowerCase());
  if (subject === null || at < 0) return null;
  const m = /^ ([a-z]+(?: [a-z]+ing)?) (?:a|an) (.*)$/.exec(span.text.slice(at + subject.text.length));
  const first = m?.[1].split(' ')[0] ?? '';
  if (m === null || !isVerbOpener(first) || /s$/.test(first) || notPlainPast(first)) return null;
  // The noun phrase runs to the first word that opens another phrase (`to`, `in`, `that`), a figure or a comma.
  const words: string[] = [];
  for (const w of m[2].split(' ')) {
    const word = w.replace(/[.!?]$/, '');
    if (!/^[a-z][a-z-]*$/.test(word) || NP_END.has(word)) break;
    words.push(word);
    if (word !== w) break;
  }
  if (words.length === 0 || words.length > 4 || m[2].startsWith(`${words.join(' ')} of `)) return null;
  return { subject, verb: m[1], modifiers: words.slice(0, -1).map((w) => `${w} `).join(''), noun: words[words.length - 1] };
}

/** Opening words that are no plain past of a verb of their own: auxiliaries and modals, `never`, reporting words. */
const notPlainPast = (word: string) => FINITE_AUXILIARY.test(word) || /^(?:never|said|told|reported|claimed)$/.test(word);

/** Whole-word mentions of `noun` (any form `the X`/`a X`/`X`) in `text`. */
const mentions = (text: string, noun: string) => wholeWordOffsets(text.toLowerCase(), noun).length;

/**
 * A bare definite of `text` (`The contract`, `the robot`) told which thing it is: the one an earlier plan sentence
 * brought in (`The contract that Cafe Andino signed …`). Only when the noun is mentioned once in `text`, stands whole
 * (a verb, a comma or the end follows), `text` does not name the earlier subject, and exactly one earlier sentence
 * mentions the noun, as its opening verb's object.
 */
export function antecedentCarries(text: string, passage: Passage, sourceSpan: string): Carry[] {
  const index = passage.spans.findIndex((s) => s.id === sourceSpan);
  const out: Carry[] = [];
  for (const span of namedSpans(passage).slice(0, Math.max(index, 0))) {
    const object = introducedObject(span, passage);
    // `Under the contract that DocLink signed, DocLink will …` names the same thing twice.
    if (object === null || mentions(text, object.noun) !== 1 || containsPhrase(text, object.subject.text)) continue;
    if (passage.spans.slice(0, index).filter((s) => mentions(s.text, object.noun) > 0).length !== 1) continue;
    const m = new RegExp(`\\b([Tt]he) ${escapeRegExp(object.noun)}\\b`).exec(text);
    if (m === null) continue;
    // Only before a comma, the end or a verb: `the contract with Harlow Bank` may be another contract.
    if (!standsWhole(text, m.index + m[0].length)) continue;
    const after = text.slice(m.index + m[0].length);
    const carried = `${object.modifiers}${object.noun} that ${subjectInside(object.subject, passage)} ${object.verb}`;
    out.push({
      text: `${text.slice(0, m.index)}${m[1]} ${carried}${after}`, from: span.id,
      note: `the ${object.noun}: "${carried}" from ${span.id}`, edit: 'carry-antecedent',
    });
  }
  return out;
}

/** Whether `the <noun>` ending at `end` of `text` stands whole: a comma, the end or a verb follows. */
function standsWhole(text: string, end: number): boolean {
  const after = text.slice(end);
  const next = /^ ([a-z]+)/.exec(after)?.[1];
  return /^[.!?,]/.test(after) || after === '' || (next !== undefined && isVerbAfterName(next));
}

/** An earlier sentence's event an event noun names: the sentence, its named subject and the noun phrase (`eventNounPhrase`). */
interface ToldEvent {
  index: number;
  span: { id: string; text: string };
  subject: EventSubject;
  noun: string;
  phrase: string;
}

const toldMemo = createObjectMemo<Passage, ToldEvent[]>();

/** Every event a sentence of the passage tells that an event noun names, read with what the sentence leans on named. */
function toldEvents(passage: Passage): ToldEvent[] {
  return toldMemo(passage, () => namedSpans(passage).flatMap((span, index) => {
    const subject = openingSubject(span.text, passage);
    const at = subject === null || subject.kind === 'common' ? -1 : span.text.toLowerCase().indexOf(subject.text.toLowerCase());
    if (subject === null || at < 0) return [];
    return EVENT_NOUNS.flatMap((e) => {
      const phrase = eventNounPhrase(span.text, at + subject.text.length, e);
      return phrase === null ? [] : [{ index, span, subject, noun: e.noun, phrase }];
    });
  }));
}

/**
 * A bare definite event noun of `text` (`The expansion`) told which event it is: the one earlier sentence whose
 * subject did it (`The Caldera Cancer Network expanded its lung scan programme …` → `The Caldera Cancer Network's
 * expansion of its lung scan programme`, `eventNouns.ts`). Only when the noun is mentioned once in `text`, stands
 * whole, no earlier sentence mentions the noun itself (another thing of that name may be meant), exactly one earlier
 * sentence opens on its verb, and `text` does not name that sentence's subject.
 */
export function eventNounCarries(text: string, passage: Passage, sourceSpan: string): Carry[] {
  const index = passage.spans.findIndex((s) => s.id === sourceSpan);
  const out: Carry[] = [];
  for (const m of text.matchAll(DEFINITE_EVENT_NOUN)) {
    const [found, article, noun] = m;
    if (mentions(text, noun) !== 1 || !standsWhole(text, m.index! + found.length)) continue;
    if (passage.spans.slice(0, index).some((s) => mentions(s.text, noun) > 0)) continue;
    const told = toldEvents(passage).filter((e) => e.index < index && e.noun === noun);
    if (told.length !== 1 || containsPhrase(text, told[0].subject.text)) continue;
    const { span, subject, phrase } = told[0];
    const owner = possessive(subjectInside(subject, passage));
    out.push({
      text: `${text.slice(0, m.index)}${article === 'The' ? capitalize(owner) : owner} ${phrase}${text.slice(m.index! + found.length)}`,
      from: span.id, note: `the ${noun}: "${owner} ${phrase}" from ${span.id}`, edit: 'carry-antecedent',
    });
  }
  return out;
}

/**
 * Modifiers that lean on another thing of the kind (`a second swarm`, `a smaller outbreak`, `a fresh study`): never
 * carried. (`new` stays: `A new grain terminal at Odesa opened …` describes the one terminal the passage brings in.)
 */
const LEANING = new RegExp(
  '^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|another|other|further|fresh|additional|' +
    'related|more|most|less|same|similar|separate|rival|different|smaller|larger|bigger|higher|lower|earlier|later|' +
    'longer|shorter|older|newer|wider|deeper|heavier|lighter|cheaper|dearer)$',
);
/** Words that open a phrase restricting the noun before them (`a memorial to …`, `a jury in Delaware`). */
const RESTRICTS = /^(?:of|to|in|at|on|near|from|for|with|by|about|over|into|off|outside|inside)$/;
/** Words that open a clause inside a description (`the victims whose names …`): its end cannot be read off the words. */
const OPENS_CLAUSE = /^(?:that|which|who|whose|whom|where|when|while)$/;
/** Whether a description may not end on `word`: a preposition, determiner or conjunction left without what it needs. */
const leavesOpen = (word: string) => RESTRICTS.test(word) || /^(?:the|a|an|its|their|his|her|and|or)$/.test(word);
/** Most words of a description's restricting phrase. */
const MAX_TAIL_WORDS = 10;

/** Whether a word is the verb a subject's description runs up to: an auxiliary or a past form, never a plural noun. */
const isMainVerb = (word: string) => FINITE_AUXILIARY.test(word) || verbFormsOf(word).some((f) => f.form === 'past') || /^[a-z]{3,}ed$/.test(word);
/** Whether a word may be a verb at all (a plural noun such as `prices` may be too): where a description must end. */
const mayBeVerb = (word: string) => isMainVerb(word) || verbFormsOf(word).length > 0;

/**
 * The thing a sentence opens on as an indefinite subject headed by `noun`, with what restricts it (`A memorial to the
 * victims of the Great Fire of Corran was unveiled …` → `memorial to the victims of the Great Fire of Corran`; `A museum
 * dedicated to the Aurelius expedition opened …` → `museum dedicated to the Aurelius expedition`): its lowercase
 * modifiers, the noun and the phrase after it (a preposition's, or a past participle's with its preposition), up to
 * the sentence's verb. Null when the sentence opens otherwise, when nothing restricts the noun, when the description
 * holds a figure (digits or words), a clause, or a word that leans on another thing (`a second swarm`), or when its
 * end is not plainly the verb's place: the first word that may be a verb after a noun must be a past form or an
 * auxiliary (`A museum in Tromso displays …` is refused), and not a participle that a preposition and a later verb
 * follow (`A tax on cars imported from Japan raised …`: `imported` describes the cars).
 */
export function introducedSubject(sentence: string, noun: string): string | null {
  const words = sentence.replace(/[.!?]$/, '').split(' ');
  const at = words.indexOf(noun);
  if (!/^(?:A|An)$/.test(words[0]) || at < 1 || at > 4 || words.slice(1, at).some((w) => !/^[a-z][a-z-]*$/.test(w) || LEANING.test(w))) return null;
  const tail: string[] = [];
  let i = at + 1;
  // A phrase after the noun opens on a preposition, or on a participle only when a preposition follows it (`dedicated
  // to …`); any other word is the sentence's verb.
  const opensTail = RESTRICTS.test(words[i] ?? '') || (isParticiple(words[i] ?? '') && RESTRICTS.test(words[i + 1] ?? ''));
  for (; opensTail && i < words.length; i++) {
    const w = words[i];
    if (/[\d,;:]/.test(w) || OPENS_CLAUSE.test(w) || smallCardinal(w.toLowerCase()) !== undefined || tail.length >= MAX_TAIL_WORDS) return null;
    if (tail.length > 0 && !leavesOpen(tail[tail.length - 1]) && mayBeVerb(w)) break;
    tail.push(w);
  }
  const verb = words[i];
  if (verb === undefined || !isMainVerb(verb)) return null;
  if (isParticiple(verb) && RESTRICTS.test(words[i + 1] ?? '') && words.slice(i + 2).some(isMainVerb)) return null;
  const described = [...words.slice(1, at + 1), ...tail].join(' ');
  return described === noun ? null : described;
}

/**
 * A bare definite of `text` (`The memorial`) told which thing it is, from the earlier sentence that opens on it as an
 * indefinite subject with what restricts it (`The memorial to the victims of the Great Fire of Corran cost …`,
 * `introducedSubject`). Only when the noun is mentioned once in `text` and stands whole, that sentence is the only
 * earlier one mentioning it, and no earlier sentence tells an event the noun names (`eventNouns.ts`). (A text that
 * already describes the thing leaves no bare definite standing whole: `The memorial to the victims …`.)
 */
export function describedCarries(text: string, passage: Passage, sourceSpan: string): Carry[] {
  const index = passage.spans.findIndex((s) => s.id === sourceSpan);
  const earlier = passage.spans.slice(0, Math.max(index, 0));
  const out: Carry[] = [];
  for (const m of text.matchAll(/\b([Tt]he) ([a-z]+)\b/g)) {
    const noun = m[2];
    if (mentions(text, noun) !== 1 || !standsWhole(text, m.index! + m[0].length)) continue;
    const mentioning = earlier.filter((s) => mentions(s.text, noun) > 0);
    // `The expansion` after `… expanded its service …` may be that event, whatever an earlier sentence opened on.
    const verbs = VERBS_OF_NOUN.get(noun) ?? [];
    if (earlier.some((s) => verbs.some((v) => containsPhrase(s.text, v)))) continue;
    const described = mentioning.length === 1 ? introducedSubject(mentioning[0].text, noun) : null;
    if (described === null) continue;
    out.push({
      text: `${text.slice(0, m.index)}${m[1]} ${described}${text.slice(m.index! + m[0].length)}`, from: mentioning[0].id,
      note: `the ${noun}: "${described}" from ${mentioning[0].id}`, edit: 'carry-antecedent',
    });
  }
  return out;
}
