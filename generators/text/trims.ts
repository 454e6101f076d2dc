/**
 * Trims: what people leave out when they recast a sentence into a claim of their own. Only material that restricts
 * nothing is dropped, so the shorter sentence is entailed by the longer: a title or apposition beside a name (`Crumb &
 * Co, a bakery chain based in Cork, agreed …` → `Crumb & Co agreed …`), a non-restrictive relative clause (`The stone,
 * which weighs about 600 grams, was found …`), a comma-set clause at the end (`…, while demand kept growing`, `…, up
 * from 1.2 billion`, `…, a club record`), a second coordinated predicate (`… on June 7, 2025 and lost 2 minutes`), or
 * the first of two comma-joined clauses. Dates, places, conditions and attributions are never dropped.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { findTitledNames } from './apposition.ts';
import { findDates } from './dates.ts';
import { capitalize, splitFinalPunct } from './casing.ts';
import { entityRanges } from './phrases.ts';
import { REPORTING_WORD } from './reporting.ts';
import { isVerbOpener } from './verbs.ts';
import { verbFormsOf, verbOfPast } from './verbForms.ts';

/** One trim of a sentence: the shorter sentence, what was dropped, and the edit id. */
export interface Trim {
  text: string;
  note: string;
  edit: 'trim-title' | 'trim-apposition' | 'trim-relative' | 'trim-clause' | 'trim-conjunct';
}

/** Subordinators that restrict or bound the clause they attach to: never dropped. */
const RESTRICTING = /^(?:if|unless|until|whether|provided|so|than|as long)\b/;
/** How a droppable comma-set final segment may open. */
const TAIL_OPENER = /^(?:while|whereas|but|and|which|who|when|after|before|because|up|down|a|an|the|its|their|his|her|with|[a-z]+ing)\b/;
/** `-ing` words that open an attribution or a bound, not a participle clause. */
const NOT_PARTICIPLE = /^(?:according|during|excluding|starting|beginning|ending|lasting|covering|costing|rising|falling)$/;
/** Past forms that are as often nouns or adjectives (`led`, `found`, `set`, `cut`): no second predicate opens on them. */
const AMBIGUOUS_PAST = /^(?:led|found|set|cut|hit|put|cost|bid|shed|spread|read|quit|let|shut|split)$/;

/** Auxiliaries and modals that may open the main clause's verb after a subject's relative clause. */
const MAIN_VERB = /^(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|should|did|does|do)$/;

/** Whether `text` holds a finite verb (a known verb form or a verb opener past its first word). */
function hasVerb(text: string): boolean {
  const words = text.split(/\s+/).map((w) => w.replace(/[^\p{L}'-]/gu, '')).filter((w) => w.length > 0);
  return words.slice(1).some((w) => /^[a-z]/.test(w) && (isVerbOpener(w) || verbFormsOf(w).some((f) => f.form === 'past' || f.form === 'third')));
}

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
    // Inside the sentence, the comma closing the clause goes with it, and the main verb must follow (`The stone,
    // which weighs 600 grams, was found …`); a list after the clause (`which makes A, B and C`) is no close.
    const next = body.slice(stop + 2).split(' ')[0];
    const inside = stop < body.length;
    if (REPORTING_WORD.test(clause) || inside && !(MAIN_VERB.test(next) || verbOfPast(next) !== undefined)) continue;
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

/** A second coordinated predicate (`… and lost 2 minutes`), or the first of two comma-joined clauses (`A, and B` → `B`). */
function conjunctTrims(body: string, end: string, breaks: readonly number[], entities: readonly EntityMention[]): Trim[] {
  const out: Trim[] = [];
  const coordinated = / and ([a-z]+) /.exec(body);
  if (coordinated !== null && verbOfPast(coordinated[1]) !== undefined && !AMBIGUOUS_PAST.test(coordinated[1])) {
    const main = body.slice(0, coordinated.index);
    // `between 2023 and 2025`, `Madrid and Lisbon`: only a predicate after a main clause with its own verb.
    if (hasVerb(main) && !/\bbetween\b[^,]*$/.test(main) && !main.includes(',')) {
      const text = without(body, end, coordinated.index, body.length);
      if (text !== null) out.push({ text, note: `dropped the second predicate "${body.slice(coordinated.index + 5)}"`, edit: 'trim-conjunct' });
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
    ...clauseTrims(body, end, breaks), ...conjunctTrims(body, end, breaks, entities),
  ];
  const out: Trim[] = [];
  for (const t of all) if (t.text !== sentence && !out.some((o) => o.text === t.text)) out.push(t);
  return out;
}
