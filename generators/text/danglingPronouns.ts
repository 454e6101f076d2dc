/**
 * Pronouns a claim cannot resolve on its own. A claim is read alone: `Ana Lucia Vidal denied that it would create 1800
 * positions`, `On 30 June 2026, their union held a vote`, `The Aspen Software Foundation paid him a reward …` point at
 * a thing, group or person an earlier sentence of the passage named, and nothing in the claim says which. A pronoun is
 * resolved when a word before it in the claim can be what it stands for: a person of its gender for `he`/`she`, a
 * singular thing for `it`, a plural for `they`; an object pronoun (`constructed it`, `replace them`) or a copula's
 * possessive (`became its`) never points at the subject of its own clause, so its antecedent must stand in an
 * earlier clause.
 */
import type { CorpusView, EntityMention, Passage } from '../../datasets/types.ts';
import { shareLemma } from '../../engine/lexicon/lemmas.ts';
import { tokenize } from '../../engine/tokens.ts';
import { isPersonRole } from './apposition.ts';
import { DAY_NAMES, MONTH_NAMES, YEAR_PATTERN } from './dates.ts';
import { pronounsFor } from './pronouns.ts';
import { wholeWordOffsets } from './phrases.ts';
import { readsPlural } from './plurals.ts';
import { createObjectMemo } from './textMemo.ts';

/** One pronoun of a claim that nothing before it in the claim can stand for. */
export interface DanglingPronoun {
  word: string;
  at: number;
}

type Want = 'person' | 'thing' | 'plural';

const WANT: Readonly<Record<string, Want>> = {
  he: 'person', him: 'person', his: 'person', she: 'person', her: 'person',
  it: 'thing', its: 'thing', they: 'plural', their: 'plural', them: 'plural',
};

const PRONOUN = /\b(?:it|its|they|their|them|he|him|his|she|her)\b/gi;

/** Words that open a new clause: an antecedent before one may be what an object pronoun after it stands for. */
const CLAUSE_OPENER = /\b(?:that|said|says|told|after|before|when|because|but|which|who|while|until|if|and|according to)\b/i;
/** Every clause opener of a text, for the last one before a pronoun. */
const CLAUSE_OPENERS = new RegExp(CLAUSE_OPENER.source, 'gi');

/** Words a pronoun may follow as a preposition's object (`worked on it`, `5% of them`): any earlier word may be meant. */
const PREPOSITION = /^(?:of|on|in|at|to|for|with|by|from|about|into|over|under|without|against|behind|after|before)$/i;

/** Copulas whose possessive complement cannot point at their subject (`Portugal became its 19th member state`). */
const COPULA = /^(?:is|was|are|were|became|becomes|become|remains|remained)$/i;

/** Capitalised words that are no name: sentence openers, months, weekdays, pronouns. */
const NOT_A_NAME = new Set([
  'In', 'On', 'At', 'According', 'After', 'Before', 'When', 'The', 'A', 'An', 'By', 'For', 'From', 'Under', 'Since',
  'During', 'Until', 'As', 'It', 'Its', 'They', 'Their', 'He', 'She', 'His', 'Her', 'Him', 'Them', 'This', 'That',
  ...MONTH_NAMES, ...DAY_NAMES,
]);

/** Plural nouns that do not end in `s`. */
const IRREGULAR_PLURALS = /\b(?:people|police|staff|children|men|women|crew|cattle)\b/;

/** A title opening a sentence before a name (`Port director Orhan Celik`, `Engineer Edmund Hale`): title and name. */
const OPENING_TITLE = /^(\p{Lu}[\p{L}-]*(?: [\p{Ll}-]+){0,2}) (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){1,2})\b/u;

/**
 * Offsets of the words of `text` that name a person: a person the passage names, a name of `people` (two or three
 * capitalised words), or a name after an opening title whose head is a person's role, with that title.
 */
function personRanges(text: string, entities: readonly EntityMention[], people: ReadonlySet<string>): Array<[number, number]> {
  const out = entities.filter((e) => e.kind === 'person')
    .flatMap((e) => wholeWordOffsets(text, e.text).map((at): [number, number] => [at, at + e.text.length]));
  for (const m of text.matchAll(/\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){1,2}/gu)) {
    if (people.has(m[0]) || people.has(m[0].split(' ').slice(0, 2).join(' '))) out.push([m.index, m.index + m[0].length]);
  }
  const titled = OPENING_TITLE.exec(text);
  const head = titled?.[1].split(' ').pop() ?? '';
  if (titled !== null && (isPersonRole(head) || /ists?$/i.test(head))) out.push([0, titled[0].length]);
  return out;
}

/** Whether `before` holds a singular thing a pronoun `it` may stand for: a noun after a determiner, or a name of no person. */
function hasThing(text: string, entities: readonly EntityMention[], people: ReadonlySet<string>): boolean {
  // `Achieng Otieno, who is an entomologist, said that it …`: what describes a person is no thing `it` may mean.
  const before = text.replace(/, who [^,]*(?:,|$)/g, ' ')
    .replace(/, (?:a|an|the) ([\p{Ll} -]+),/gu, (m, title: string) => (isPersonRole(title.split(' ').pop()!) ? ' ' : m));
  if (/\b(?:the|a|an|each|every)\s+[a-z-]/i.test(before)) return true;
  const persons = personRanges(before, entities, people);
  for (const m of before.matchAll(/\p{Lu}[\p{L}'’-]*/gu)) {
    const word = m[0].replace(/['’]s?$/, '');
    if (NOT_A_NAME.has(word)) continue;
    if (!persons.some(([from, to]) => m.index >= from && m.index < to)) return true;
  }
  return false;
}

/** Whether `before` holds a plural a pronoun `they` may stand for: a plural noun, a plural name, or two names joined by `and`. */
function hasPlural(before: string): boolean {
  if (IRREGULAR_PLURALS.test(before)) return true;
  if (/\p{Lu}[\p{L}-]* and (?:the )?\p{Lu}/u.test(before)) return true;
  return before.split(/[^\p{L}'’-]+/u).some((w) => /^\p{L}{4,}$/u.test(w) && readsPlural(w));
}

/**
 * Whether `before` names a person a pronoun of `gender` may stand for: one the passage never calls by the other
 * gender, or a name of `people` the passage does not name (a person of another passage, whose pronouns it never uses).
 */
function hasPerson(before: string, gender: 'he' | 'she', passage: Passage, people: ReadonlySet<string>): boolean {
  const called = pronounsFor(passage);
  const own = passage.entities.filter((e) => e.kind === 'person');
  if (own.some((e) => wholeWordOffsets(before, e.text).length > 0 && !(called.get(e.text)?.size === 1 && !called.get(e.text)!.has(gender)))) return true;
  return [...people].some((name) => !own.some((e) => e.text === name) && wholeWordOffsets(before, name).length > 0);
}

/** Words after `it` that show it is an object (`constructed it for …`, `cost it $1.9 million`), not a subject (`it sells`). */
const AFTER_OBJECT = /^(?:$|[^\p{L}]|(?:for|to|in|on|at|by|with|from|over|into|again|too|also|back|up|down|off|out|a|an|the)\b)/u;

/**
 * The text before the pronoun at `at` in which its antecedent may stand: all of it, or, for the object of a verb or a
 * copula's possessive, only the clauses before its own (a verb's object is never its own subject).
 */
function reachable(claim: string, at: number, word: string): string {
  const before = claim.slice(0, at);
  const previous = /(\S+)\s*$/.exec(before)?.[1] ?? '';
  const lower = word.toLowerCase();
  const afterVerb = /^\p{Ll}+$/u.test(previous) && !PREPOSITION.test(previous) && !CLAUSE_OPENER.test(previous);
  const object = lower === 'him' || lower === 'them' || (lower === 'it' && AFTER_OBJECT.test(claim.slice(at + word.length).trimStart()));
  if (!(afterVerb && object) && !(lower === 'its' && COPULA.test(previous))) return before;
  let last = -1;
  for (const m of before.matchAll(CLAUSE_OPENERS)) last = m.index;
  return last < 0 ? '' : before.slice(0, last);
}

/** A time told as the same as another (`the same year`, `the same period`): an anaphor like a pronoun. */
const SAME_TIME = /\bthe same (?:year|period|decade|month|week|day|season|quarter|time|morning|afternoon|evening|night)\b/gi;
const MONTH = `(?:${MONTH_NAMES.join('|')})`;
/** A year or a span of time a claim may give before `the same …` (`In 1843 …, and in the same year …`). */
const TIME_BEFORE = new RegExp(String.raw`\b${YEAR_PATTERN}\b|\b(?:years?|periods?|decades?|months?|weeks?|days?|seasons?|quarters?|mornings?|afternoons?|evenings?|nights?|tonight|today|yesterday)\b|\b\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)\b`, 'i');
/** A date without a year or a weekday (`On 4 May the bridge opened and the tunnel closed on the same day`); case kept: `may` is a verb. */
const DATE_BEFORE = new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)? ${MONTH}\b|\b${MONTH} \d{1,2}(?:st|nd|rd|th)?\b|\b(?:${DAY_NAMES.join('|')})\b`);

/**
 * The pronouns of `claim` (a sentence told of `passage`) that nothing before them in the claim can stand for, and a
 * `the same year` with no time before it; `people` are further names of persons the claim may hold (a name swapped
 * in from another passage).
 */
export function danglingPronouns(claim: string, passage: Passage, people: ReadonlySet<string> = new Set()): DanglingPronoun[] {
  const out: DanglingPronoun[] = [];
  // `In its first 3 months, the toll road carried …`: a pronoun in an opening phrase may point ahead at the subject.
  const opener = /^(?:In|On|At|During|After|Before|Over|For|Within|Since) [^,]*, /.exec(claim)?.[0];
  for (const m of claim.matchAll(PRONOUN)) {
    const lower = m[0].toLowerCase();
    const before = opener !== undefined && m.index < opener.length ? claim : reachable(claim, m.index, m[0]);
    const want = WANT[lower];
    const resolved = want === 'thing' ? hasThing(before, passage.entities, people)
      : want === 'plural' ? hasPlural(before) || (lower === 'they' && hasThing(before.replace(/\b(?:the|a|an|each|every)\s+[a-z-]+/gi, ''), passage.entities, people))
        : hasPerson(before, lower === 'she' || lower === 'her' ? 'she' : 'he', passage, people);
    if (!resolved) out.push({ word: m[0], at: m.index });
  }
  // `reached 95,000 tonnes in the same year`: the same as a time an earlier sentence gave, unless the claim gives one.
  for (const m of claim.matchAll(SAME_TIME)) {
    const before = claim.slice(0, m.index);
    if (!TIME_BEFORE.test(before) && !DATE_BEFORE.test(before)) out.push({ word: m[0], at: m.index });
  }
  // `to review its data for those languages`: a demonstrative whose noun the claim has not named before.
  for (const m of claim.matchAll(DEMONSTRATIVE)) {
    // `those who attended`, `these include`, `those affected`: a pronoun heading a clause, no demonstrative before a noun.
    if (PRONOUN_USE.test(m[2]) || /^these days$/i.test(m[0])) continue;
    const noun = m[2].toLowerCase();
    if (!tokenize(claim.slice(0, m.index)).some((t) => shareLemma(t, noun))) out.push({ word: m[0], at: m.index });
  }
  return out;
}

/** Words after `those`/`these` that make it a pronoun heading a clause or a verb's subject (`those who`, `these include`). */
const PRONOUN_USE = /^(?:who|that|which|whose|whom|[a-z]+ed|include|includes|are|were|have|had|will|would|can|could|may|might)$/i;
/** `those languages`, `these workers`: a demonstrative before a plural noun, which points at something named before. */
const DEMONSTRATIVE = /\b(those|these) ([a-z][a-z-]*)/gi;

const peopleMemo = createObjectMemo<CorpusView, ReadonlySet<string>>();

/** The names of every person the corpus's passages name (for claims that bring in a name from another passage). */
export function corpusPeople(corpus: CorpusView): ReadonlySet<string> {
  return peopleMemo(corpus, () => new Set(corpus.passages.flatMap((p) => p.entities.filter((e) => e.kind === 'person').map((e) => e.text))));
}
