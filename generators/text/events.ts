/**
 * Events of a passage that fabrications are built from: a sentence whose subject is a named entity (optionally after a
 * title: `Judge Eleanor Whitman`, `The vertical farm company Stackgrow`) and whose predicate, once the phrases
 * carrying figures and dates are cut off, is a digit-free verb phrase the sentence still entails:
 * `Stackgrow opened the world's largest indoor farm in Rotterdam on 2025-11-11.` → `opened the world's largest indoor
 * farm in Rotterdam`. Reported speech (`said the board would pay a dividend`) also yields its reported clause.
 */
import type { EntityKind, Passage } from '../../datasets/types.ts';
import { splitFinalPunct } from './casing.ts';
import { entityRanges } from './phrases.ts';
import { createObjectMemo } from './textMemo.ts';
import { isVerbOpener } from './verbs.ts';
import { lexicalVerb, verbFormsOf } from './verbForms.ts';

/** Who or what does the event: a named entity, or a definite noun phrase (`the bank`) of kind `common`. */
export interface EventSubject {
  text: string;
  kind: EntityKind | 'common';
}

/** One event of a span. */
export interface SpanEvent {
  spanId: string;
  /** Words before the subject at the start of the sentence (`Judge `, `The `), '' when none. */
  title: string;
  /** A named entity of the passage, or a common noun phrase (`the bank`, kind `common`). */
  subject: EventSubject;
  /** Verb-initial, without final punctuation; digit-free but in a figured event (`figuredEventOf`). */
  predicate: string;
  /** The reported clause of a reporting predicate (`the board would pay a dividend`), else null. */
  reported: string | null;
}

/** Prepositions a phrase carrying a figure may start with (cut off together with it); each opens a new phrase. */
export const CUT_AT = new Set([
  'on', 'in', 'by', 'for', 'from', 'to', 'at', 'with', 'after', 'during', 'between', 'over', 'within', 'since', 'until',
  'of', 'than', 'worth', 'before', 'per', 'across', 'into', 'under', 'above', 'below',
]);

/**
 * Words that end a noun phrase before them: a preposition opening a phrase of its own (CUT_AT), a clause opener or a
 * conjunction (`a new cash machine for …`, `its lung scan programme to …`, `the fine because …`).
 */
export const NP_END: ReadonlySet<string> = new Set([
  ...CUT_AT, 'to', 'that', 'which', 'who', 'whose', 'where', 'and', 'or', 'but', 'as', 'because', 'so', 'if', 'when', 'while',
]);

/** Words a predicate may not end on: it would leave a verb, article or measure noun without its complement. */
export const DANGLING = new Set([
  'is', 'was', 'were', 'are', 'be', 'been', 'being', 'has', 'had', 'have', 'valued', 'estimated', 'cost', 'costs',
  'make', 'makes', 'bring', 'give', 'set', 'put', 'take', 'reach', 'hit', 'totalled', 'stood', 'stands', 'measures',
  'measured', 'weighs', 'runs', 'run', 'lasted', 'lasts', 'holds', 'counted', 'priced', 'worth', 'located', 'based',
  'the', 'a', 'an', 'its', 'their', 'his', 'her', 'up', 'down', 'about', 'around', 'nearly', 'almost', 'more', 'less',
  'and', 'or', 'but', 'that', 'which', 'who', 'only', 'just', 'some', 'first', 'last', 'each', 'every', 'out',
  'front', 'behalf', 'result', 'ahead', 'instead', 'record', 'total', 'staff', 'average', 'least', 'most', 'rate',
  'price', 'level', 'height', 'area', 'depth', 'length', 'width', 'capacity', 'share', 'sum', 'population', 'budget',
  'salary', 'fee', 'bonus', 'premium', 'discount', 'cap', 'target', 'number', 'amount', 'value', 'size', 'top',
  'kept', 'remained', 'stayed', 'held', 'limited', 'temperatures', 'equivalent', 'figure', 'figures', 'home', 'room',
  'shift', 'period', 'distance', 'margin', 'lead', 'score', 'time', 'times', 'age', 'speed', 'weight',
]);

/** Words that refer outside the sentence (`them`, `that year`) or imply an earlier one (`also`, `again`). */
const CONTEXT_BOUND = /\b(?:it|them|they|their|this|these|those|there|here|he|she|him|also|again|too|same|such|another|other|former|latter|previous|earlier|later|then|next|second|third|still|yet)\b/;

/** Words that state a cause, purpose or sequence: an event never carries one, and a plan sentence with one states a cause. */
export const CAUSAL_MARKERS = /\b(?:because|due to|owing to|thanks to|as a result|result of|led to|lead to|leads to|leading to|caused|causing|causes|reason|why|so that|in order to|meant to|designed to|aimed|forced|prompted|triggered|after|following|blamed|blaming|blames|therefore|amid|since|so as)\b/i;

/**
 * Verbs that report speech; their predicate's object is a reported clause. Anchored at a predicate's start and taking
 * `told <whom> that`, so it cuts the reported clause off; unlike `REPORTING_WORD` (reporting.ts) it needs a clause after it.
 */
const REPORTING = /^(?:said|says|told [\w' -]*? that|warned|argued|claimed|insisted|stated|added)(?: that)? /;

/** Adverbs between a subject and its verb (`The company also agreed`): dropped from the event. */
const ADVERB = /^(?:later|also|then|now|still|recently|previously|finally|first|originally|already|again|initially|eventually|officially|formally)$/;

/** Words a title before the subject may not open with (an adjunct or an indefinite subject, not a title). */
const NOT_TITLE = /^(?:A|An|In|On|At|By|For|From|With|After|Before|Under|Since|During|Her|His|Its|Their|Our|Under|As|When|While|Although|Two|Three|Four|Five|Six|Some|Most|Many|About)\b/;

/** The predicate with figure-carrying phrases cut off from the right; null when a figure sits inside a needed phrase. */
function withoutFigures(predicate: string, names: ReadonlyArray<readonly [number, number]>): string | null {
  let words = predicate.split(' ');
  for (let round = 0; round < 6 && words.some((w) => /\d/.test(w)); round++) {
    const lastFigure = words.length - 1 - [...words].reverse().findIndex((w) => /\d/.test(w));
    if (words.length - 1 - lastFigure > 3) return null;
    let at = lastFigure - 1;
    while (at >= 1 && lastFigure - at <= 5 && !CUT_AT.has(words[at])) at--;
    if (at < 1 || lastFigure - at > 5) return null;
    // `expects Karavel to reach …`: an infinitive `to` carries the verb's complement, not a figure's phrase.
    if (words[at] === 'to' && /^[a-z]/.test(words[at + 1]) && !/^(?:the|a|an|its|their|about|around|nearly|over|under|up)$/.test(words[at + 1])) return null;
    // `land with visibility of 50 metres`, `won with a bid of $690 million`: the noun only carried the measure.
    if (words[at] === 'of' && (CUT_AT.has(words[at - 2] ?? '') || (/^(?:a|an|the)$/.test(words[at - 2] ?? '') && CUT_AT.has(words[at - 3] ?? '')))) return null;
    // `the first reduction since 2023`, `more than 40`: the cut phrase bounds the rest; `was led by 9 climbers`: the agent.
    if (words[at] === 'since' || words[at] === 'than' || (words[at] === 'by' && isVerbOpener(words[at - 1]))) return null;
    if (dropsNeededPhrase(words, at)) return null;
    const offset = words.slice(0, at).join(' ').length;
    if (names.some(([s, e]) => offset > s && offset < e)) return null;
    // A measure verb loses its value with `at` (`valued Dogger Crest at £3.5 billion`).
    if (words[at] === 'at' && words.slice(0, at).some((w) => /^(?:valued|priced|estimated|measured|put|set|put)$/.test(w))) return null;
    words = words.slice(0, at);
  }
  return words.join(' ');
}

/** Verbs whose `with` phrase is their second object (`replaced X with Y`, `supplied X with the fleet`), not an adjunct. */
const WITH_OBJECT = new Set(['replace', 'supply', 'provide', 'equip', 'present', 'credit', 'reward', 'charge', 'fill', 'swap', 'exchange', 'substitute', 'trade']);
/** Verbs whose `with` phrase names what is joined to the object (`merged its investments with 3 neighbouring funds`). */
const JOINS_WITH = /^(?:merge|merges|merged|merging|combine|combines|combined|combining|pair|pairs|paired|pairing)$/;
/** Verbs whose object is stored for a time (`store power for 4 hours`): within three words before the duration. */
const STORES = /^(?:store|stores|stored|storing)$/;
/** Intransitive verbs a duration is what they say of (`lasted for 3 days`, `had lived for 68 days`, `sat for 31 days`). */
const LASTS = /^(?:last|lasts|lasted|run|runs|ran|live|lives|lived|sit|sits|sat)$/;
/** A duration phrase (`for 4 hours`, `for about 12 days`). */
const DURATION = /^for (?:about |some |nearly |around |up to )?[\d.,]+ (?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?)\b/;

/**
 * Whether the `with` phrase at `words[at]` is one the verb needs: the predicate's own verb (`supplied Brannagh Power
 * Networks with …`, `replaced X with Y`), or one of the three words before it (`agreed to merge its funds with …`),
 * takes it as its second object or as what its object is joined to.
 */
export function withIsNeeded(words: readonly string[], at: number): boolean {
  const verb = lexicalVerb(words) ?? '';
  return [verb, ...words.slice(Math.max(0, at - 3), at)].some((w) => JOINS_WITH.test(w) || verbFormsOf(w).some((f) => WITH_OBJECT.has(f.verb.base)));
}

/**
 * Whether cutting the figure phrase at `words[at]` drops what the rest needs, so the event is refused: `early`/`late`
 * left dangling (`made landfall near Clifden early` from `early on 23 October 2025`: the adverb belonged to the date);
 * the `with` phrase of a merger (`merged its investments` no longer says with whom, and reads as a merger of its own
 * funds) or a verb's second object (`supplied Brannagh Power Networks` without `with 150 line crews`); the duration
 * of storing or lasting (`batteries that can store power` is any battery; `had lived` says he died). Narrow on
 * purpose: other verbs lose only an adjunct (`signed a deal with 3 funds` → `signed a deal`).
 */
function dropsNeededPhrase(words: readonly string[], at: number): boolean {
  if (/^(?:early|late)$/.test(words[at - 1] ?? '')) return true;
  const before = words.slice(Math.max(0, at - 3), at);
  if (words[at] === 'with') return withIsNeeded(words, at);
  if (!DURATION.test(words.slice(at).join(' '))) return false;
  return before.some((w) => STORES.test(w)) || LASTS.test(words[at - 1] ?? '');
}

/** A predicate whose content is the measure a figure gave it: a rating or placing, or a reported total. */
const MEASURED = /^(?:rated|ranked|graded|scored|placed|finished)(?: [a-z'-]+){0,3}$|^(?:reported|posted|recorded|generated|earned|made|had) (?:its |their |a |an |the )?(?:annual |full-year |quarterly |net )?(?:revenue|revenues|sales|turnover|income|earnings|growth|results|profit|profits|loss|losses)$/;

/**
 * Whether a predicate ends whole and stands without its passage: its last word neither leaves a verb or measure
 * without its complement nor opens a phrase, no word leans on context or tells a cause, and no `his`/`her` is said of
 * what is not a person.
 */
function selfContained(predicate: string, subject: EventSubject): boolean {
  const last = predicate.split(' ').at(-1) ?? '';
  if (DANGLING.has(last) || CUT_AT.has(last) || CONTEXT_BOUND.test(predicate) || CAUSAL_MARKERS.test(predicate)) return false;
  return subject.kind === 'person' || !/\b(?:his|her)\b/.test(predicate);
}

/** Whether a predicate reads as a whole, self-contained verb phrase. */
function wellFormed(predicate: string, subject: EventSubject): boolean {
  const words = predicate.split(' ');
  if (words.length < 2 || words.length > 16 || /\d/.test(predicate) || !selfContained(predicate, subject)) return false;
  // A comparison or extreme left without what it was measured against (`was smaller`, `a maximum shift`).
  if (/^(?:was|were|is|are) [a-z]+er$/.test(predicate) || /\b(?:maximum|minimum|average|total|record)\b/.test(predicate)) return false;
  // A relative clause cut after its verb (`ended a dispute that had led`).
  if (/\b(?:that|which|who)\b/.test(predicate) && isVerbOpener(words[words.length - 1])) return false;
  // A bound left without its figure (`pays out above losses`) says something else.
  return !/\b(?:above|below|beyond|under|over|up to|at least|more than|less than|fewer than)(?: [a-z'-]+){0,2}$/.test(predicate);
}

/** The sentence's subject when it is a name (after an optional title), with what follows it; null otherwise. */
function namedSubject(body: string, passage: Passage): { title: string; subject: EventSubject; at: number } | null {
  const first = entityRanges(body, passage.entities)[0];
  if (first === undefined || body.charAt(first[1]) !== ' ') return null;
  const title = body.slice(0, first[0]);
  if (!/^(?:[A-Z][a-z'-]*(?: [a-z'-]+){0,3} )?$/.test(title) || NOT_TITLE.test(title)) return null;
  // `Analysts at X`, `The remains of the X`, `Repair crews led by X`: the name is not the subject.
  if (title.split(' ').some((w) => CUT_AT.has(w) || isVerbOpener(w))) return null;
  const subject = passage.entities.find((e) => e.text === body.slice(first[0], first[1]));
  return subject === undefined ? null : { title, subject, at: first[1] + 1 };
}

/** A definite common subject (`The bank`, `The final rail`) of up to four words before the verb; null otherwise. */
function commonSubject(body: string): { title: string; subject: EventSubject; at: number } | null {
  const m = /^The((?: [a-z][a-z'-]*){1,4}) /.exec(body);
  if (m === null) return null;
  const words = m[1].trim().split(' ');
  const verbAt = words.findIndex((w) => isVerbOpener(w));
  const nouns = verbAt < 0 ? words : words.slice(0, verbAt);
  if (nouns.length === 0 || nouns.some((w) => CUT_AT.has(w) || DANGLING.has(w) || ADVERB.test(w) || /^(?:and|or|but|of)$/.test(w))) return null;
  const text = `the ${nouns.join(' ')}`;
  return { title: '', subject: { text, kind: 'common' }, at: text.length + 1 };
}

/**
 * The subject a sentence opens with, when a verb follows it (`Petrova Biotech sold …`, `The bank hired …`); null otherwise.
 * Stricter than `nameIt` (decontextualise.ts), which names `It` after a subject with a phrase before its verb.
 */
export function openingSubject(sentence: string, passage: Passage): EventSubject | null {
  const { body } = splitFinalPunct(sentence);
  const found = namedSubject(body, passage) ?? commonSubject(body);
  if (found === null) return null;
  const words = body.slice(found.at).split(' ');
  const verb = ADVERB.test(words[0]) ? words[1] : words[0];
  return verb !== undefined && isVerbOpener(verb) ? found.subject : null;
}

/** Whether the sentence's first verb after its subject is a past form (`sold`, `was`, `had`), not `will`, `is`, `expects`. */
export function opensInPast(sentence: string, passage: Passage): boolean {
  const { body } = splitFinalPunct(sentence);
  const found = namedSubject(body, passage) ?? commonSubject(body);
  if (found === null) return false;
  const words = body.slice(found.at).split(' ');
  const verb = (ADVERB.test(words[0]) ? words[1] : words[0]) ?? '';
  return /^(?:was|were|had)$/.test(verb) || (isVerbOpener(verb) && !/s$/.test(verb) && !/^(?:will|would|must|can|could|may|might|should|do|does|did)$/.test(verb));
}

/**
 * Whether the comma-set stretches after a first comma go on a list (`Kenya and Brazil`; `Kenya, Ghana and Brazil`;
 * `Kenya, and Brazil`): each, of up to five words and no verb, until one holds `and`/`or`.
 */
function listTail(segments: readonly string[]): boolean {
  for (const segment of segments) {
    const words = segment.split(' ');
    if (words.length > 5 || words.some((w) => isVerbOpener(w) || /ing$/.test(w))) return false;
    if (words.includes('and') || words.includes('or')) return true;
  }
  return false;
}

/** A sentence's subject and title and what follows up to its first comma, when a verb opens it; null otherwise. */
function subjectAndRest(text: string, passage: Passage): { title: string; subject: EventSubject; rest: string; body: string; at: number } | null {
  const { body } = splitFinalPunct(text);
  const found = namedSubject(body, passage) ?? commonSubject(body);
  if (found === null) return null;
  const [first, ...after] = body.slice(found.at).split(', ');
  // `is most popular in Nigeria, Kenya and Brazil`: the first comma cuts a list, so no phrase ends there.
  if (listTail(after)) return null;
  let rest = first;
  if (ADVERB.test(rest.split(' ')[0])) rest = rest.slice(rest.indexOf(' ') + 1);
  return isVerbOpener(rest.split(' ')[0]) ? { title: found.title, subject: found.subject, rest, body, at: found.at } : null;
}

/** Most words of a figured event's predicate. */
const MAX_FIGURED_WORDS = 24;

/**
 * The event of one span with its figures and dates kept (`raised its fares from 89 to 99 kroner on 1 January 2025`),
 * or null when the sentence does not open with a named subject and a verb, its predicate carries no figure, reports
 * speech, or does not read as a whole verb phrase.
 */
export function figuredEventOf(span: { id: string; text: string }, passage: Passage): SpanEvent | null {
  const found = subjectAndRest(span.text, passage);
  if (found === null || found.subject.kind === 'common' || !/\d/.test(found.rest) || REPORTING.test(found.rest)) return null;
  const words = found.rest.split(' ').length;
  if (words < 3 || words > MAX_FIGURED_WORDS || !selfContained(found.rest, found.subject)) return null;
  return { spanId: span.id, title: found.title, subject: found.subject, predicate: found.rest, reported: null };
}

/** The event of one span of `passage`, or null when the sentence does not open with a subject and a verb. */
export function eventOf(span: { id: string; text: string }, passage: Passage): SpanEvent | null {
  const found = subjectAndRest(span.text, passage);
  if (found === null) return null;
  const { title, subject, rest, body } = found;
  const offset = body.length - body.slice(found.at).length;
  const names = entityRanges(body, passage.entities).map(([s, e]) => [s - offset, e - offset] as const);
  const predicate = withoutFigures(rest, names);
  if (predicate === null || !wellFormed(predicate, subject)) return null;
  // `rated the event at level 0`, `reported revenue of $8.9 billion`: the cut figure was all the predicate said.
  if (predicate !== rest && MEASURED.test(predicate)) return null;
  // `was not relegated in 2019` does not entail `was not relegated`: a negation widens when its qualifier goes.
  if (predicate !== rest && /\b(?:not|never|no|nor|without|failed|refused|denied)\b/.test(predicate)) return null;
  const said = REPORTING.exec(predicate);
  const reported = said === null ? null : predicate.slice(said[0].length);
  // A reported clause cut down to a noun phrase (`said the port`) no longer says anything.
  if (reported !== null && !reported.split(' ').slice(1).some(isVerbOpener)) return null;
  return { spanId: span.id, title, subject, predicate, reported };
}

const eventMemo = createObjectMemo<Passage, SpanEvent[]>();

/** The events of a passage's spans, in span order (memoised per passage). */
export function eventsOf(passage: Passage): SpanEvent[] {
  return eventMemo(passage, () => passage.spans.flatMap((span) => eventOf(span, passage) ?? []));
}

/** Whether the event is told in the past (`opened`, `was founded`, `had grown`), so it can cause or follow another. */
export function isPast(event: SpanEvent): boolean {
  const first = event.predicate.split(' ')[0];
  return /^(?:was|were|had)$/.test(first) || (isVerbOpener(first) && !/^(?:is|are|has|have|will|would|must|can|could|may|might|should|do|does)$/.test(first) && !/s$/.test(first));
}
