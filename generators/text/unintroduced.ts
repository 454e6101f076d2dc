/**
 * Bare definites a plan never introduces: a `the <noun>` of a sentence lifted from another passage (`The film follows
 * a family of fishermen`, `signed the pooling agreement`) that points at a thing of that passage. People who invent a
 * claim about a passage name what they talk about, so such a claim is no fabrication people write.
 */
import type { EntityMention, Passage } from '../../datasets/types.ts';
import { containsPhrase, entityRanges } from './phrases.ts';
import { createObjectMemo } from './textMemo.ts';
import { verbOfPast, verbOfThird } from './verbForms.ts';

/** Words that end a definite's noun phrase: determiners, prepositions, conjunctions, auxiliaries, relative words. */
const ENDS_PHRASE = new Set(`and or but its their his her a an the of in on at to for with by from as that which who whom
whose than into over under after before during between across about around since until while when where is was were are
be been being has had have will would could should may might must can do does did not also said says this these those
there then`.split(/\s+/));

/** Words after a definite that tell which thing it is: `the question of river tolls`, `the contract that X signed`. */
const SPECIFIES = new Set(['of', 'that', 'who', 'which', 'whose']);

/** Modifiers that name no thing: a definite of only these (`the largest`, `the first`) is no reference to a thing. */
const NO_THING = new Set(`new old final first last next previous following same other whole entire main largest biggest
highest lowest best worst smallest longest oldest two three four five six seven eight nine ten`.split(/\s+/));

/** Nouns of time: `the summer of 2025`, `game of the year` name no thing of a passage. */
const TIME = new Set(['year', 'years', 'day', 'days', 'week', 'month', 'summer', 'winter', 'spring', 'autumn', 'season', 'time', 'past', 'future', 'morning', 'night', 'weekend', 'decade', 'century']);

/** Modifiers that tie a time to the passage's own events (`the next day`): that time is not introduced either. */
const RELATIVE_TIME = new Set(['next', 'following', 'previous', 'same']);

/** Nouns one of which a setting has, named as known (`the government`, `the police`). */
const UNIQUE_BY_ROLE = new Set(['government', 'police', 'public', 'world', 'country', 'nation', 'economy', 'parliament', 'army', 'military', 'navy', 'president']);

/** Nouns one of which a plan or the claim has by role when it tells of what the pattern finds (`sued …, but the court …`). */
const UNIQUE_IN_PLAN: ReadonlyArray<readonly [string, RegExp]> = [
  ['court', /\b(?:judge|justice|jury|trial|ruled|ruling|lawsuit|sued|verdict|convicted|sentenced)\b/i],
];

/** Nouns that stand for an organisation the claim names (`Harvest Table chief executive … said the company …`). */
const ORG_ITSELF = new Set(['company', 'firm', 'group', 'business']);

const planNounsMemo = createObjectMemo<Passage, ReadonlySet<string>>();
/** A plan's sentences joined, read once per plan (every sibling sentence and recipe is judged against it). */
const planTextMemo = createObjectMemo<Passage, string>();

/** Words the plan uses as nouns of its own (outside its names) and the last words of its names, in lower case. */
function planNouns(plan: Passage): ReadonlySet<string> {
  return planNounsMemo(plan, () => {
    const out = new Set(plan.entities.map((e) => lastWord(e.text)));
    for (const span of plan.spans) {
      let text = span.text;
      for (const [start, end] of entityRanges(text, plan.entities)) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
      for (const word of text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []) out.add(word);
    }
    return out;
  });
}

const lastWord = (name: string) => name.split(' ').pop()!.toLowerCase();

/** One `the …` of a text: its words, the word after it, and the text before it. */
interface Definite { words: string[]; next: string; before: string }

/** The `the <words>` of `text`: up to four lower-case words before a word that ends the phrase or a verb form. */
function definitesOf(text: string): Definite[] {
  const tokens = text.split(/\s+/);
  const out: Definite[] = [];
  tokens.forEach((token, i) => {
    if (!/^[Tt]he$/.test(token)) return;
    const words: string[] = [];
    let at = i + 1;
    for (; at < tokens.length && words.length < 4; at++) {
      const m = /^([a-z][a-z-]*)(['’]s?)?([,.;:!?]*)$/.exec(tokens[at]);
      if (m === null || ENDS_PHRASE.has(m[1])) break;
      // `the film follows`, `the verdict sent`: a verb after the noun ends its phrase.
      if (words.length > 0 && (verbOfPast(m[1]) !== undefined || verbOfThird(m[1]) !== undefined)) break;
      words.push(m[1]);
      if (m[2] !== undefined || m[3] !== '') { at = tokens.length; break; }
    }
    out.push({ words, next: tokens[at] ?? '', before: tokens.slice(0, i).join(' ').toLowerCase() });
  });
  return out;
}

/** Whether one definite is a thing the plan or the claim introduces, one named in place, or no thing at all. */
function introduced(d: Definite, plan: Passage, planText: string, names: readonly EntityMention[]): boolean {
  const nouns = d.words.filter((w) => !NO_THING.has(w));
  // `the publisher Talonridge Interactive` names it; `the question of river tolls` tells which.
  if (nouns.length === 0 || /^\p{Lu}/u.test(d.next) || SPECIFIES.has(d.next)) return true;
  if (TIME.has(nouns[nouns.length - 1]) && !d.words.some((w) => RELATIVE_TIME.has(w))) return true;
  const known = planNouns(plan);
  const namedBefore = names.filter((e) => d.before.includes(e.text.toLowerCase()));
  return nouns.some((w) => known.has(w) || UNIQUE_BY_ROLE.has(w)
    || UNIQUE_IN_PLAN.some(([noun, tells]) => noun === w && (tells.test(planText) || tells.test(d.before)))
    || containsPhrase(d.before, w)
    || namedBefore.some((e) => lastWord(e.text) === w || (ORG_ITSELF.has(w) && e.kind === 'org')));
}

/**
 * The bare definites of `text` the plan never introduces (`the film`, `the pooling agreement`). A definite is
 * introduced when the plan uses its noun in that form outside its names (`festival`) or ends a name with it (`Lisbon
 * Film Festival`: `the festival`, not `the film`), the claim names it in place (`the publisher Talonridge
 * Interactive`, `the question of river tolls`) or brings it in before (`a factory … the factory`, `Halden Observatory
 * … the observatory`), or a setting has one by role (`the government`; `the court` in a plan that tells of a trial).
 * `names` are the names the text may hold (the plan's and its source passage's).
 */
export function unintroducedDefinites(text: string, plan: Passage, names: readonly EntityMention[]): string[] {
  const planText = planTextMemo(plan, () => plan.spans.map((s) => s.text).join(' '));
  return definitesOf(text)
    .filter((d) => d.words.length > 0 && !introduced(d, plan, planText, names))
    .map((d) => `the ${d.words.join(' ')}`);
}
