/**
 * Trims: what people leave out when they recast a sentence into a claim of their own. Only material that restricts
 * nothing is dropped, so the shorter sentence is entailed by the longer: a title or apposition beside a name (`Crumb &
 * Co, a bakery chain based in Cork, agreed …` → `Crumb & Co agreed …`), a non-restrictive relative clause (`The stone,
 * which weighs about 600 grams, was found …`), a comma-set clause at the end (`…, while demand kept growing`, `…, up
 * from 1.2 billion`, `…, ahead of the Brazilian side`), a final `before winning …` (never after a stretch of time it
 * picks out), a second coordinated predicate (`… on June 7, 2025 and lost 2 minutes`), the first of two comma-joined
 * clauses, and a date said of the whole event (`agreed on 3 February 2025 to acquire …` → `agreed to acquire …`: what
 * happened on a day happened). Places, conditions and attributions are never dropped, nor a date that picks out a
 * thing (`the budget approved in 2019`), ends a range or a list of dates, or leaves an apposition on something else.
 * One trim keeps the part instead of dropping it: a non-restrictive relative clause as the sentence, said of what it
 * describes (`The stone weighs about 600 grams.`; `relativeClauses.ts`), as people claim one fact of a long sentence.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { findTitledNames } from './apposition.ts';
import { MONTH_NAMES, findDates } from './dates.ts';
import { capitalize, splitFinalPunct } from './casing.ts';
import { entityRanges } from './phrases.ts';
import { DETERMINER } from './articles.ts';
import { REPORTING_WORD } from './reporting.ts';
import { isVerbOpener } from './verbs.ts';
import { AUXILIARY, verbFormsOf, verbOfPast } from './verbForms.ts';
import { closesOnMainVerb, hasVerb } from './clauseVerbs.ts';
import { mainTrims } from './relativeClauses.ts';

/** One trim of a sentence: the shorter sentence, what was dropped, and the edit id. */
export interface Trim {
  text: string;
  note: string;
  edit: 'trim-title' | 'trim-apposition' | 'trim-relative' | 'trim-main' | 'trim-clause' | 'trim-conjunct' | 'trim-first-predicate' | 'trim-date';
}

/** Subordinators that restrict or bound the clause they attach to: never dropped. */
const RESTRICTING = /^(?:if|unless|until|whether|provided|so|than|as long)\b/;
/** How a droppable comma-set final segment may open. */
const TAIL_OPENER = /^(?:while|whereas|but|and|which|who|when|after|before|because|up|down|ahead|twice|more|almost|nearly|a|an|the|its|their|his|her|with|[a-z]+ing)\b/;
/** `-ing` words that open an attribution or a bound, not a participle clause. */
const NOT_PARTICIPLE = /^(?:according|during|excluding|starting|beginning|ending|lasting|covering|costing|rising|falling)$/;
/** Past forms that are as often nouns or adjectives (`led`, `found`, `set`, `cut`): no second predicate opens on them. */
const AMBIGUOUS_PAST = /^(?:led|found|set|cut|hit|put|cost|bid|shed|spread|read|quit|let|shut|split)$/;

/** Offsets of `, ` in `body` that separate phrases: not inside a date (`May 2, 2025`) nor a name. */
function commaBreaks(body: string, entities: readonly EntityMention[]): number[] {
  const inside = [...findDates(body).map((d) => [d.start, d.end] as const), ...entityRanges(body, entities)];
  const out: number[] = [];
  for (const m of body.matchAll(/, /g)) {
    if (!inside.some(([s, e]) => m.index > s && m.index < e)) out.push(m.index);
  }
  return out;
}

/** The sentence with [start, stop) of its body removed and its end kept; null when what is left has no verb. */
function without(body: string, end: string, start: number, stop: number): string | null {
  return replaced(body, end, start, stop, '');
}

/** The sentence with [start, stop) of its body replaced by `by` and its end kept; null when what is left has no verb. */
function replaced(body: string, end: string, start: number, stop: number, by: string): string | null {
  const kept = `${body.slice(0, start)}${by}${body.slice(stop)}`.replace(/\s{2,}/g, ' ').trim();
  return hasVerb(kept) ? `${capitalize(kept)}${end || '.'}` : null;
}

/** Titles and appositions beside a name dropped (`Agriculture minister Wanjiru Kamau` → `Wanjiru Kamau`). */
function titleTrims(body: string, end: string, entities: readonly EntityMention[]): Trim[] {
  const out: Trim[] = [];
  for (const t of findTitledNames(body, entities, body)) {
    // A name modifying the title (`Lumora chief legal officer Naomi Fischer`) would be left before the person's name.
    if (/(?:^|\s)(?!(?:The|A|An|Its|Their|His|Her)\s)\p{Lu}[\p{L}\d'’&.-]*\s$/u.test(body.slice(0, t.start))) continue;
    // After the name, the comma closing the description goes with it; a preposed one (`Its leader, X,`) ends past it.
    const closes = (t.form === 'apposition' || t.form === 'relative') && body.charAt(t.end) === ',' ? 1 : 0;
    const text = replaced(body, end, t.start, t.end + closes, t.name);
    if (text !== null) out.push({ text, note: `dropped the title of ${t.name}`, edit: 'trim-title' });
  }
  return out;
}

/** A comma-set apposition after a name (`Crumb & Co, a bakery chain based in Cork, agreed …`), or an age (`Koivisto, 44,`). */
function appositionTrims(body: string, end: string, entities: readonly EntityMention[]): Trim[] {
  const out: Trim[] = [];
  for (const [, nameEnd] of entityRanges(body, entities)) {
    const m = /^, (?:(?:a|an|the) [^,]{2,80}?|\d{1,3}), (?=[a-z])/.exec(body.slice(nameEnd));
    if (m === null || REPORTING_WORD.test(m[0]) || /\b(?:who|which|that)\b/.test(m[0]) && !/^, (?:a|an|the) /.test(m[0])) continue;
    const text = without(body, end, nameEnd, nameEnd + m[0].length - 1);
    if (text !== null) out.push({ text, note: `dropped the apposition "${m[0].slice(2, -2)}"`, edit: 'trim-apposition' });
  }
  return out;
}

/** A non-restrictive relative clause (`, which weighs about 600 grams,`), inside the sentence or at its end. */
function relativeTrims(body: string, end: string, breaks: readonly number[]): Trim[] {
  const out: Trim[] = [];
  for (const [i, at] of breaks.entries()) {
    if (!/^, (?:who|which|whose) /.test(body.slice(at))) continue;
    const stop = breaks[i + 1] ?? body.length;
    const clause = body.slice(at + 2, stop);
    // Inside the sentence, the comma closing the clause goes with it (`closesOnMainVerb`).
    const inside = stop < body.length;
    if (REPORTING_WORD.test(clause) || inside && !closesOnMainVerb(body, stop)) continue;
    const text = without(body, end, at, inside ? stop + 1 : stop);
    if (text !== null) out.push({ text, note: `dropped the relative clause "${clause}"`, edit: 'trim-relative' });
  }
  return out;
}

/** The last comma-set segment of the sentence when it only adds (`, while …`, `, up from …`, `, a club record`). */
function clauseTrims(body: string, end: string, breaks: readonly number[]): Trim[] {
  const at = breaks.at(-1);
  if (at === undefined) return [];
  const tail = body.slice(at + 2);
  const main = body.slice(0, at);
  const opener = tail.split(' ')[0];
  if (!TAIL_OPENER.test(tail) || /^(?:which|who)$/.test(opener) || NOT_PARTICIPLE.test(opener) || RESTRICTING.test(tail)) return [];
  if (REPORTING_WORD.test(tail) || /^(?:and|but)$/.test(opener) && !hasVerb(tail)) return [];
  // An apposition to the whole sentence names no new actor (`, a club record`); a clause with its own verb is a clause.
  if (/^(?:a|an|the|its|their|his|her)$/.test(opener) && hasVerb(` ${tail}`)) return [];
  // `In its first 3 months, the line carried …`: what is before the comma must hold the sentence's verb.
  if (!hasVerb(main) || /^(?:In|On|At|By|For|From|After|Before|During|Under|Since|Over|With|Within|Between)\b/.test(main) && main.indexOf(',') < 0 && !hasVerb(main.split(' ').slice(2).join(' '))) return [];
  const text = without(body, end, at, body.length);
  return text === null ? [] : [{ text, note: `dropped "${tail}"`, edit: 'trim-clause' }];
}

const MONTH = `(?:${MONTH_NAMES.join('|')})`;
/**
 * A day, a month or a year as people date an event (`3 February 2025`, `November 4, 2025`, `2025-05-07`, `March
 * 2024`, `1906`); `November 4` stands alone only when no year follows, so a date is never dropped in part.
 */
const DATE = `(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2} ${MONTH}(?: \\d{4})?|${MONTH} \\d{1,2}(?:, \\d{4}|(?!\\d|, \\d{4}))|${MONTH} \\d{4}|(?:1[89]|20)\\d{2})(?!\\d)`;
/** `on`/`in` and a date, ending the sentence or its clause (before `,`, `to` or `and`; which of these may follow is judged per match). */
const DATE_ADJUNCT = new RegExp(` (?:on|in) ${DATE}(?=$|, | to | and )`, 'g');
const OPENING_DATE = new RegExp(`^(?:On|In) ${DATE}, `);

/**
 * Whether what follows a date after a noun lets the date go: the sentence's end, a comma-set clause that is no
 * apposition and does not hang on the date (`, while demand kept growing`; never `, the 100th anniversary of the
 * strike`, which would fall on what is left, nor `, when women won the vote`), or a second predicate (`and lost 2 customers`; never `and 2020`, `to 410,000 in 2025`: a range or a
 * coordination of dates).
 */
function endsItsClause(rest: string): boolean {
  if (rest === '') return true;
  // `in 1928, when women won the vote`: a `when`/`where` clause after a date says what happened then; it needs the date.
  if (rest.startsWith(', ')) return !/^, (?:the|a|an|when|where) /.test(rest);
  const next = /^ and ([a-z]+)/.exec(rest)?.[1];
  return next !== undefined && (verbOfPast(next) !== undefined || verbFormsOf(next).some((f) => f.form === 'third'));
}

/**
 * A date said of the whole event, dropped: opening the sentence (`On 3 March 2025, …`) or after its predicate (`…
 * agreed on 3 February 2025 to acquire …`, `… closed its branch on 2 June 2025.`). Never when it is all a verb is
 * said with (`matures in 2032`; `the budget approved in 2019` picks out which budget), nor inside a name.
 */
function dateTrims(body: string, end: string, entities: readonly EntityMention[]): Trim[] {
  const out: Trim[] = [];
  const names = entityRanges(body, entities);
  const opening = OPENING_DATE.exec(body);
  if (opening !== null) {
    const text = without(body, end, 0, opening[0].length);
    if (text !== null) out.push({ text, note: `dropped the date "${opening[0].slice(0, -2)}"`, edit: 'trim-date' });
  }
  for (const m of body.matchAll(DATE_ADJUNCT)) {
    if (names.some(([s, e]) => m.index < e && m.index + m[0].length > s)) continue;
    const before = body.slice(0, m.index).split(' ').at(-1) ?? '';
    // Right after a verb, the date is often all it says (`matures in 2032`, `the budget approved in 2019`): only a
    // verb with more to come (`agreed on 3 February 2025 to acquire`) lets it go.
    const afterVerb = /ed$|en$/.test(before) || verbFormsOf(before).length > 0 || isVerbOpener(before);
    const rest = body.slice(m.index + m[0].length);
    if (afterVerb ? !rest.startsWith(' to ') : before === '' || /^(?:between|from|and|to|than|as|since|until|of|by|for|with|at)$/.test(before) || !endsItsClause(rest)) continue;
    // A comma before the date closes a phrase (`Glucarin, made by Petrova Biotech, on 2025-06-27`): it goes too.
    const start = body.charAt(m.index - 1) === ',' ? m.index - 1 : m.index;
    const text = without(body, end, start, m.index + m[0].length);
    if (text !== null) out.push({ text, note: `dropped the date "${m[0].trim()}"`, edit: 'trim-date' });
  }
  return out;
}

/** A final `before winning …` / `after losing …` adjunct without a comma (`trailed 5-2 before winning eight frames`). */
function adjunctTrims(body: string, end: string): Trim[] {
  const m = / (?:before|after|while) [a-z]+ing\b[^,]*$/.exec(body);
  // After a comma the clause is comma-set (`…, while broadcasting brought in …`): `clauseTrims` drops it, comma and all.
  if (m === null || body.charAt(m.index - 1) === ',' || NOT_PARTICIPLE.test(m[0].split(' ')[2]) || REPORTING_WORD.test(m[0]) || !hasVerb(body.slice(0, m.index))) return [];
  // After a stretch of time the adjunct says which stretch (`its first 12 months after reopening`): it stays.
  if (/\b(?:minutes?|hours?|days?|weeks?|months?|years?|seasons?|decades?|period|time)$/.test(body.slice(0, m.index))) return [];
  const text = without(body, end, m.index, body.length);
  return text === null ? [] : [{ text, note: `dropped "${m[0].trim()}"`, edit: 'trim-clause' }];
}

/**
 * Words that may stand between a subject and its verb and bear on the first predicate or the whole sentence (`never`,
 * `also`, `almost`, any `-ly` adverb): kept before the second predicate they would move onto it (`The firm almost went
 * bankrupt and sought a buyer.` ↛ `The firm almost sought a buyer.`).
 */
export const BEFORE_VERB = /^(?:never|not|also|then|later|first|still|already|again|only|just|now|recently|finally|jointly|each|both|all|almost|nearly|[a-z]+ly)$/;
/**
 * Words of a second predicate that point back into the first or to something before it (`accepted his account`, `got
 * 9%` of what the union demanded, `gave more weight`, `lost it a year later`): alone, the predicate would not say
 * what it said.
 */
const POINTS_BACK = /\b(?:it|its|them|their|him|his|her|there|then|that|this|these|those|same|rest|other|again|more|much|most|less|half|one|none|later|result)\b|\d%?$/;
/** Most words of a subject a first predicate may be dropped after. */
const MAX_SUBJECT_WORDS = 6;

/**
 * The subject of a clause that opens on it and then a plain past verb (`The expansion cost €18.5 million` → `The expansion`), or
 * null: not a report (the second predicate may be reported too: `said it had put … and cancelled …`), no
 * auxiliary, adverb or word that may be a verb before that verb (an auxiliary may scope over a second predicate too:
 * `was arrested and charged`), no second past form after it (the first restricted the subject: `The company founded
 * in 1990 raised …`), and at most MAX_SUBJECT_WORDS words.
 */
function plainSubject(clause: string): string | null {
  if (REPORTING_WORD.test(clause)) return null;
  const words = clause.split(' ');
  // A past form right after a determiner is a noun (`Their set lasted …`).
  const at = words.findIndex((w, i) => i > 0 && verbOfPast(w) !== undefined && !DETERMINER.test(words[i - 1]));
  if (at < 1 || at > MAX_SUBJECT_WORDS) return null;
  // A second past form in the clause makes the first a participle restricting the subject (`The bank founded in 1990
  // closed …`).
  if (words.slice(at + 1).some((w, i) => verbOfPast(w) !== undefined && !DETERMINER.test(words[at + i]))) return null;
  const subject = words.slice(0, at);
  const leans = (w: string) => BEFORE_VERB.test(w) || AUXILIARY.test(w) || verbFormsOf(w).length > 0 || /^[a-z]{3,}ed$/.test(w) || /[,;:]/.test(w);
  return subject.some(leans) ? null : subject.join(' ');
}

/**
 * A second coordinated predicate (`… and lost 2 minutes`), or the first (`trim-first-predicate`: `The expansion cost
 * €18.5 million and added 4 scanners.` → `The expansion added 4 scanners.`, after a plain subject, `plainSubject`, and
 * only when the second points back at nothing, POINTS_BACK), or the first of two comma-joined clauses (`A, and B` → `B`).
 */
function conjunctTrims(body: string, end: string, breaks: readonly number[], entities: readonly EntityMention[]): Trim[] {
  const out: Trim[] = [];
  const coordinated = / and ([a-z]+) /.exec(body);
  if (coordinated !== null && verbOfPast(coordinated[1]) !== undefined && !AMBIGUOUS_PAST.test(coordinated[1])) {
    const main = body.slice(0, coordinated.index);
    // `between 2023 and 2025`, `Madrid and Lisbon`: only a predicate after a main clause with its own verb.
    if (hasVerb(main) && !/\bbetween\b[^,]*$/.test(main) && !main.includes(',')) {
      const text = without(body, end, coordinated.index, body.length);
      if (text !== null) out.push({ text, note: `dropped the second predicate "${body.slice(coordinated.index + 5)}"`, edit: 'trim-conjunct' });
      const subject = plainSubject(main);
      const second = body.slice(coordinated.index + 5);
      if (subject !== null && !POINTS_BACK.test(second)) {
        out.push({ text: `${subject} ${second}${end}`, note: `dropped the first predicate "${main.slice(subject.length + 1)}"`, edit: 'trim-first-predicate' });
      }
    }
  }
  const joined = breaks.find((at) => body.startsWith(', and ', at));
  if (joined !== undefined) {
    const first = body.slice(0, joined);
    const second = body.slice(joined + 6);
    const opensOnSubject = /^(?:the|its|their|his|her|a|an) /.test(second) || entityRanges(second, entities)[0]?.[0] === 0;
    if (!REPORTING_WORD.test(first) && opensOnSubject && hasVerb(second) && hasVerb(first)) {
      out.push({ text: `${capitalize(second)}${end || '.'}`, note: `dropped the first clause "${first}"`, edit: 'trim-conjunct' });
    }
  }
  return out;
}

/** Every single trim of `sentence` (each drops one phrase; the result differs from the sentence), in a fixed order. */
export function trimOptions(sentence: string, entities: readonly EntityMention[]): Trim[] {
  const { body, end } = splitFinalPunct(sentence);
  const breaks = commaBreaks(body, entities);
  const all = [
    ...titleTrims(body, end, entities), ...appositionTrims(body, end, entities), ...relativeTrims(body, end, breaks),
    ...mainTrims(body, end, breaks, entities),
    ...clauseTrims(body, end, breaks), ...adjunctTrims(body, end), ...conjunctTrims(body, end, breaks, entities),
    ...dateTrims(body, end, entities),
  ];
  const out: Trim[] = [];
  for (const t of all) if (t.text !== sentence && !out.some((o) => o.text === t.text)) out.push(t);
  return out;
}
