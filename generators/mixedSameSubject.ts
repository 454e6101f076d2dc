/**
 * The same-subject second clauses of `mixed` (full repertoire), as people most often write a mixed claim: a true
 * reading of a plan sentence, recast the way a writer shortens it (named, trimmed, reworded: `generators/recast.ts`),
 * and a second predicate of the same subject that the plan does not state (`Flimmer lost 312 million kroner in 2024
 * and plans to cut 120 jobs`): a sibling passage's predicate, naming no one, of a subject of the same kind
 * (`added-predicate`), or what another plan sentence tells of the same subject, reversed (`reversed-fact`:
 * `Djurvården agreed to buy Lemmikki Klinikat and has already been cleared`, the plan saying it must still be).
 */
import type { Passage } from '../datasets/types.ts';
import { ORG_NOUNS } from './decontextualise.ts';
import { composeReading, readingEdits, readingProblems, readingText } from './recast.ts';
import { namedSpans } from './text/carrySubjects.ts';
import { negate, reversalProblems } from './negation.ts';
import { eventOfSpan } from './text/fabrication.ts';
import { sentenceStating } from './text/fabricationRisk.ts';
import { reversalsOf } from './text/reversals.ts';
import { tokenize } from '../engine/tokens.ts';
import { foreignProblems } from './text/fabricationRisk.ts';
import { eventOf, isPast, openingSubject, opensInPast, type EventSubject, type SpanEvent } from './text/events.ts';
import { isVerbOpener } from './text/verbs.ts';
import { capitalize, splitFinalPunct } from './text/casing.ts';
import { roleClash } from './text/statedRoles.ts';
import { trimOptions } from './text/trims.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { siblingPassages } from './topical-fabrication.ts';
import type { Rng } from '../engine/rng.ts';
import type { CorpusView, GeneratedClaim, ReadingStep } from './types.ts';

/** Transform prefix of a claim joining a plan sentence (or its reading) to a sibling's predicate. */
export const PREDICATE_TAIL = 'plan sentence joined to the predicate of ';
/** Transform prefix of a claim joining a plan sentence (or its reading) to another plan sentence's predicate, reversed. */
export const REVERSED_TAIL = 'plan sentence joined to the reversed predicate of ';
const RECAST_NOTE = '; head recast: ';

/** Readings drawn per plan sentence for the head (each may give another head), and claims kept per sentence. */
const HEAD_READINGS = 4;
const PREDICATE_TAILS_PER_SPAN = 4;
/** Predicates added to one head, and heads one predicate is added to (so a sentence's claims differ in both parts). */
const PREDICATES_PER_HEAD = 2;
const HEADS_PER_PREDICATE = 2;
/** Reversed plan predicates joined per plan sentence. */
const REVERSED_TAILS_PER_SPAN = 3;

/** A relative, complement or subordinate clause inside a sentence (`that …`, `whose …`, `after his conviction was …`). */
const CLAUSE_INSIDE = /\b(?:that|who|whom|whose|which|because|when|while|although|if|unless|whether)\b|\b(?:after|before|since|until|as)\b(?: [\w'’-]+){0,5}? (?:was|were|had|has|have|is|are|did|would|could)\b/;

/** Whether a sentence leans on an earlier one: an unnamed pronoun (`replaced him`, `Its director`, `Her evidence`), `also`, `again`. */
export function leansOnEarlier(body: string): boolean {
  return /\b(?:he|she|him|it|they|them|also|again)\b/i.test(body) || /^(?:Its|Her|His|Their)\b/.test(body);
}

/**
 * Whether a clause already joins two predicates (`hit 14 aces and saved 9 of 12 break points`, `paid for the study but
 * did not analyse the data`): a third joined by `and` runs on (`… and saved … and failed to collect …`). A past verb or
 * auxiliary after `and`/`but` tells it; names and nouns (`Rahul Menon and Zoë Müller`, `oil and gas`) do not.
 */
export function joinsPredicates(clause: string): boolean {
  return [...clause.matchAll(/\b(?:and|but) ([a-z]+)\b/g)].some(([, w]) => (isVerbOpener(w) && !/[^s]s$/.test(w)) || /^(?:never|not)$/.test(w));
}

const headNoun = (s: EventSubject): string => s.text.split(' ').at(-1)!;
const actsAsOrg = (s: EventSubject): boolean => s.kind === 'org' || (s.kind === 'common' && ORG_NOUNS.has(headNoun(s)));

/**
 * Whether `other`'s predicate can be told of `head`: people of people, organisations (named, or `the bank`) of
 * organisations, a named thing of a name of its kind, a common thing (`the fault`) only of the same noun.
 */
export function subjectsAgree(head: EventSubject, other: EventSubject): boolean {
  if (head.kind === 'person' || other.kind === 'person') return head.kind === other.kind;
  if (actsAsOrg(head) || actsAsOrg(other)) return actsAsOrg(head) && actsAsOrg(other);
  return head.kind === 'common' ? other.kind === 'common' && headNoun(other) === headNoun(head) : head.kind === other.kind;
}

/** The span id a tail transform names after its prefix (up to a `: how` or the head's recast note). */
function tailSpanOf(transform: string, prefix: string): string {
  return transform.slice(prefix.length).split(RECAST_NOTE)[0].split(': ')[0];
}

/** The supported clause of a claim: its source span, or the reading it records when every step is a true one. */
function headBody(claim: GeneratedClaim, source: Passage): string | { problems: string[] } {
  const span = spanText(source, claim.sourceSpan);
  if (span === undefined) return { problems: [missingSpan(claim.sourceSpan, source)] };
  const reading = claim.reading ?? [];
  const problems = reading.length > 0 ? readingProblems(reading, source, claim.sourceSpan) : [];
  if (problems.length > 0) return { problems: problems.map((p) => `supported clause: ${p}`) };
  return splitFinalPunct(readingText(span, reading)).body;
}

/** Problems of the head a predicate is added to: it opens with a plain subject of the predicate's kind and a past verb. */
function headProblems(body: string, other: EventSubject, source: Passage): string[] {
  const subject = openingSubject(body, source);
  // A comma or a reporting verb in the head (`X said Y`) would leave the added predicate attached to the wrong clause.
  if (subject === null || !opensInPast(body, source) || /,|\b(?:said|says|told|warned|argued|announced)\b/.test(body)) {
    return ['the supported clause has no plain subject of the same kind to share'];
  }
  // `Elena Vasquez replaced him with …`, `Harlow Bank also opened …`, `Engineer Thomas Fairbairn designed its 14
  // bridges`: a head leaning on an earlier sentence is no claim of its own.
  if (leansOnEarlier(body) || (subject.kind === 'person' && /\bits\b/.test(body))) {
    return ['the supported clause leans on an earlier sentence (an unnamed pronoun, `also`, `again`)'];
  }
  // `… claimed that Pixelgate copied 3 patents and appealed`, `… released after his conviction was overturned and wrote
  // …`: after a clause inside the head the added predicate reads as that clause's.
  if (CLAUSE_INSIDE.test(body)) return ['the supported clause holds a clause of its own the added predicate would attach to'];
  if (joinsPredicates(body)) return ['the supported clause already joins two predicates: a third would run on'];
  // `The fault … and published its report`, `The act came into force … and argued …`: a subject of another kind.
  return subjectsAgree(subject, other) ? [] : ['the supported clause has no plain subject of the same kind to share'];
}

/**
 * Problems of a sibling predicate telling its own subject's role (`won best actress`, said of Actress Priya Kaur) of
 * a person the plan gives another role (`Composer Eliza Warren … and won best actress`): `statedRoles.ts` roleClash.
 */
function roleProblems(head: EventSubject, event: SpanEvent, source: Passage, corpus: CorpusView): string[] {
  const clash = roleClash(head, event, source, corpus);
  return clash === null ? [] : [`the added predicate ${clash}`];
}

/**
 * Problems of a second predicate of the head's subject: the head is the plan sentence or a true reading of it (every
 * recorded step replayed), opening with a subject of the predicate's kind and a past verb, with no comma and no
 * reported speech; the predicate is a sibling's, told in the past, names no one, tells no role the plan denies the
 * subject, and is not stated by the plan.
 */
export function checkPredicateTail(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const spanId = tailSpanOf(claim.transform, PREDICATE_TAIL);
  const event = eventOfSpan(spanId, corpus);
  if (event === undefined || !siblingPassages(source, corpus).some((p) => p.spans.some((s) => s.id === spanId))) return [`span ${spanId} holds no event of a sibling of ${source.id}`];
  const head = headBody(claim, source);
  if (typeof head !== 'string') return head.problems;
  const body = head;
  const problems = headProblems(body, event.subject, source);
  const subject = openingSubject(body, source);
  if (subject !== null) problems.push(...roleProblems(subject, event, source, corpus));
  if (claim.claim !== `${body} and ${event.predicate}.`) problems.push('claim is not the supported clause and the sibling\'s predicate');
  if (!isPast(event) || /\b[A-Z]/.test(event.predicate)) problems.push(`"${event.predicate}" is not a past predicate naming no one`);
  if (joinsPredicates(event.predicate)) problems.push(`"${event.predicate}" already joins two predicates: joined to the head it runs on`);
  return [...problems, ...foreignProblems(event, source, subject?.text).map((p) => `added predicate may be supported: ${p}`)];
}

/** A plan sentence with what it leans on named (`It opened` → `Petrolux opened`), as the decontextualiser names it. */
function namedEventText(span: { id: string; text: string }, source: Passage): string {
  return namedSpans(source).find((s) => s.id === span.id)?.text ?? span.text;
}

/** A plan sentence's event, what it leans on named; null without one. */
function namedEventOf(spanId: string, source: Passage): SpanEvent | null {
  const span = source.spans.find((s) => s.id === spanId);
  return span === undefined ? null : eventOf({ id: span.id, text: namedEventText(span, source) }, source);
}

/** The first plan sentence that may state the reversal: it holds the words the reversal adds and most of the rest. */
function reversalStated(predicate: string, reversed: string, source: Passage): string | null {
  const before = new Set(tokenize(predicate));
  const added = tokenize(reversed).filter((t) => !before.has(t));
  for (const span of source.spans) {
    const words = new Set(tokenize(span.text));
    if (added.every((t) => words.has(t)) && sentenceStating(reversed, { ...source, spans: [span] }) !== null) return span.id;
  }
  return null;
}

/**
 * Problems of another plan sentence's predicate, reversed, told of the head's subject: the head is as for an added
 * predicate and opens with the very subject the other sentence tells of (named as the decontextualiser names it);
 * the tail is that sentence's predicate (figures cut off) with exactly one reversal the negation check accepts, and no
 * plan sentence holds the reversal's words.
 */
export function checkReversedTail(claim: GeneratedClaim, source: Passage): string[] {
  const spanId = tailSpanOf(claim.transform, REVERSED_TAIL);
  if (spanId === claim.sourceSpan) return ['the reversed sentence is the supported clause itself'];
  const event = namedEventOf(spanId, source);
  if (event === null) return [`span ${spanId} holds no event of ${source.id}`];
  const head = headBody(claim, source);
  if (typeof head !== 'string') return head.problems;
  const problems = headProblems(head, event.subject, source);
  if (openingSubject(head, source)?.text !== event.subject.text) problems.push(`the supported clause is not about ${event.subject.text}`);
  const prefix = `${head} and `;
  if (!claim.claim.startsWith(prefix) || !claim.claim.endsWith('.')) return [...problems, 'claim is not the supported clause and a reversed predicate'];
  const tail = claim.claim.slice(prefix.length, -1);
  if (joinsPredicates(tail)) problems.push(`"${tail}" already joins two predicates: joined to the head it runs on`);
  const subject = capitalize(event.subject.text);
  problems.push(...reversalProblems(`${subject} ${event.predicate}`, `${subject} ${tail}`, source).map((p) => `reversed predicate: ${p}`));
  const stated = reversalStated(event.predicate, tail, source);
  if (stated !== null) problems.push(`plan sentence ${stated} may state the reversed predicate`);
  return problems;
}

/** The reversals of an event's predicate told of its subject (`not`, antonyms, `failed to`…), as predicates with their note and edit. */
function reversedPredicates(event: SpanEvent, source: Passage): Array<{ predicate: string; how: string; edit: string }> {
  const subject = capitalize(event.subject.text);
  const sentence = `${subject} ${event.predicate}`;
  const not = negate(sentence, source.entities.map((e) => e.text));
  const all = [...(not === null ? [] : [{ text: not.text, how: not.note, edit: 'not' }]), ...reversalsOf(sentence)];
  return all.filter((r) => r.text.startsWith(`${subject} `)).map((r) => ({ predicate: r.text.slice(subject.length + 1), how: r.how, edit: r.edit }));
}

/** Up to REVERSED_TAILS_PER_SPAN claims joining a head of the plan sentence to another plan sentence's predicate of the same subject, reversed. */
function reversedTails(span: { id: string; text: string }, passage: Passage, heads: readonly ReadingStep[][], others: readonly SpanEvent[], rng: Rng): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = [];
  for (const reading of heads) {
    const body = splitFinalPunct(readingText(span.text, reading)).body;
    const recast = reading.length > 0 ? `${RECAST_NOTE}${readingEdits(reading).join(', ')}` : '';
    for (const event of rng.shuffle(others)) {
      for (const r of rng.shuffle(reversedPredicates(event, passage))) {
        const claim: GeneratedClaim = {
          claim: `${body} and ${r.predicate}.`, evidence, sourceSpan: span.id, transform: `${REVERSED_TAIL}${event.spanId}: ${r.how}${recast}`,
          edits: ['join', 'reversed-fact', r.edit, ...readingEdits(reading)],
        };
        if (reading.length > 0) claim.reading = reading;
        if (out.some((c) => c.claim === claim.claim) || checkReversedTail(claim, passage).length !== 0) continue;
        out.push(claim);
        break;
      }
      if (out.length === REVERSED_TAILS_PER_SPAN) return out;
    }
  }
  return out;
}

/** Whether a reading shortens or rewords its sentence (a naming alone leaves the sentence as written). */
const recastsWording = (steps: readonly ReadingStep[]): boolean => steps.some((s) => /^(?:trim|reword)-/.test(s.edit));

/**
 * Heads for a plan sentence: up to HEAD_READINGS distinct recast readings without carries that trim or reword it, as
 * people write the true part of a mixed claim (every hand-written one is trimmed or reworded), drawn from twice as
 * many tries; then the sentence itself, for the second clauses no reading takes.
 */
function headReadings(span: { id: string; text: string }, passage: Passage, rng: Rng): ReadingStep[][] {
  const out: ReadingStep[][] = [];
  for (let i = 0; i < 2 * HEAD_READINGS && out.length < HEAD_READINGS; i++) {
    const steps = composeReading(span, passage, rng.fork(`head-${i}`), false);
    const text = readingText(span.text, steps);
    if (recastsWording(steps) && !out.some((s) => readingText(span.text, s) === text)) out.push(steps);
  }
  return [...out, []];
}

/**
 * Up to PREDICATE_TAILS_PER_SPAN claims joining a head of the plan sentence (a recast reading first, the sentence
 * itself last) to a sibling's predicate of the same kind of subject; one per head and predicate, seeded choice.
 */
function predicateTails(
  span: { id: string; text: string }, passage: Passage, heads: readonly ReadingStep[][], events: readonly SpanEvent[], corpus: CorpusView, rng: Rng,
): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = [];
  const uses = new Map<string, number>();
  for (const reading of heads) {
    const body = splitFinalPunct(readingText(span.text, reading)).body;
    const recast = reading.length > 0 ? `${RECAST_NOTE}${readingEdits(reading).join(', ')}` : '';
    let added = 0;
    for (const event of rng.shuffle(events)) {
      if ((uses.get(event.spanId) ?? 0) >= HEADS_PER_PREDICATE) continue;
      const claim: GeneratedClaim = {
        claim: `${body} and ${event.predicate}.`, evidence, sourceSpan: span.id, transform: `${PREDICATE_TAIL}${event.spanId}${recast}`,
        edits: ['join', 'added-predicate', ...readingEdits(reading)],
      };
      if (reading.length > 0) claim.reading = reading;
      if (out.some((c) => c.claim === claim.claim) || checkPredicateTail(claim, passage, corpus).length !== 0) continue;
      uses.set(event.spanId, (uses.get(event.spanId) ?? 0) + 1);
      out.push(claim);
      if (out.length === PREDICATE_TAILS_PER_SPAN || ++added === PREDICATES_PER_HEAD) break;
    }
    if (out.length === PREDICATE_TAILS_PER_SPAN) break;
  }
  return out;
}

/**
 * The same-subject claims of a plan sentence: its heads (recast readings, then the sentence) joined to a sibling's
 * predicate (`added-predicate`, from `siblingEvents`) or to another plan sentence's predicate of the same subject, reversed.
 */
export function sameSubjectTails(
  span: { id: string; text: string }, passage: Passage, siblingEvents: readonly SpanEvent[], corpus: CorpusView, rng: Rng,
): GeneratedClaim[] {
  // Readings keep the sentence's subject (named, or bared by a trim): one no second clause can share is not worth recasting.
  const named = namedEventText(span, passage);
  const subject = [named, ...trimOptions(named, passage.entities).map((t) => t.text)]
    .map((text) => openingSubject(splitFinalPunct(text).body, passage)).find((found) => found !== null) ?? null;
  if (subject === null) return [];
  const others = passage.spans.filter((s) => s.id !== span.id).flatMap((s) => namedEventOf(s.id, passage) ?? []).filter((e) => e.subject.text === subject.text);
  const agreeing = siblingEvents.filter((e) => subjectsAgree(subject, e.subject));
  if (others.length === 0 && agreeing.length === 0) return [];
  const heads = headReadings(span, passage, rng.fork('heads'));
  return [...predicateTails(span, passage, heads, agreeing, corpus, rng), ...reversedTails(span, passage, heads, others, rng.fork('reversed'))];
}
