/**
 * Why a fabrication people write might still be supported by its plan, kind by kind: an attribution to the person who
 * did say it, a cause where the plan states causes, a predicate the plan already gives to that entity, an event moved
 * to its own partner. Each problem names the sentence or name at fault; an empty list means the label is safe.
 */
import type { Passage } from '../../datasets/types.ts';
import type { CorpusView } from '../types.ts';
import { contentTokens } from './evidence.ts';
import { YEAR_PATTERN, findDates } from './dates.ts';
import { CAUSAL_MARKERS, isPast, type SpanEvent } from './events.ts';
import { eventOfSpan, movedPredicate, passageOfSpanId, spanTextById, type Recipe } from './fabrication.ts';
import { containsPhrase } from './phrases.ts';
import { presupposedProblems } from './presupposed.ts';
import { SPEECH_VERBS } from './reporting.ts';
import { movedPronounProblems } from './pronouns.ts';
import { roleClash } from './statedRoles.ts';
import { isParticiple, verbFormsOf, withoutAdverbAfterBe } from './verbForms.ts';

/** The first year a text gives. */
const YEAR = new RegExp(String.raw`\b(${YEAR_PATTERN})\b`);

/** Share of a predicate's content words a plan sentence must hold to count as stating it. */
export const STATED_SHARE = 0.5;

/** Share of a sibling predicate's word stems the whole plan may hold before the plan may state it in other words. */
export const PLAN_STEM_SHARE = 0.5;

/** Fewest content words a predicate from a sibling needs: `was convicted` may be entailed by `was sentenced`. */
export const FOREIGN_MIN_WORDS = 3;

/** Kinds of name that speak, blame and are quoted. */
const SPEAKERS: readonly string[] = ['person', 'org'];

/** Kinds of name that act: a place or a work given an organisation's deed reads as nonsense, not as a fabrication. */
const ACTORS = new Set(['person', 'org']);

/** Deeds one is blamed or accused for (`blamed Ofpower for lowering the cap`); a neutral act is not blamed. */
const HARM = /\b(?:cut|cuts|cutting|closed|shut|lost|fell|dropped|failed|delayed|postponed|cancell?ed|suspended|banned|rejected|refused|withdrew|fined|sued|sacked|fired|laid off|raised (?:prices|fees|the price|rents|its prices|the cap)|increased (?:prices|fees|the price)|criticised|breached|infringed|damaged|destroyed|killed|flooded|leaked|missed|abandoned|halted|stopped|blocked|scrapped|dismissed|lowered|reduced|overran|exceeded|broke|violated|copied|charged|sold|dumped|polluted|ignored|kept|hid|appealed|lifted|capped|axed|ended)\b/;

/** Relations both sides share (`signed a deal with B`, `merged`): moving them to the partner keeps them true. */
const SYMMETRIC = /\b(?:with|and|together|jointly|between|against|met|merged|married|shared|settled|tied|drew|partnered|joined)\b/;
/**
 * Verbs by which a plan sentence has its actor state content: SPEECH_VERBS plus `insisted`, `called`, `described`;
 * unlike REPORTING_WORD (reporting.ts) never `according to`, which names a source rather than having the actor speak.
 */
const REPORTING_VERB = new RegExp(String.raw`\b(?:${[...SPEECH_VERBS, 'insisted', 'called', 'described'].join('|')})\b`);

/** Where a span lies relative to the plan: in it, in a same-topic sibling, or elsewhere. */
function placeOf(id: string, plan: Passage, siblings: readonly Passage[]): 'plan' | 'sibling' | 'elsewhere' {
  if (plan.spans.some((s) => s.id === id)) return 'plan';
  return siblings.some((p) => p.spans.some((s) => s.id === id)) ? 'sibling' : 'elsewhere';
}

const wordMemo = new Map<string, ReadonlySet<string>>();

/** Distinct content words of a text (memoised: plans are checked once per candidate). */
function contentSet(text: string): ReadonlySet<string> {
  let words = wordMemo.get(text);
  if (words === undefined) {
    words = new Set(contentTokens(text));
    if (wordMemo.size > 50_000) wordMemo.clear();
    wordMemo.set(text, words);
  }
  return words;
}

/** The first plan sentence (other than `except`) holding ≥ STATED_SHARE of the predicate's content words, or null. */
export function sentenceStating(predicate: string, plan: Passage, except?: string): { id: string; text: string } | null {
  const words = contentSet(predicate);
  if (words.size === 0) return null;
  for (const span of plan.spans) {
    if (span.id === except) continue;
    const inSpan = contentSet(span.text);
    let hit = 0;
    for (const w of words) if (inSpan.has(w)) hit++;
    if (hit / words.size >= STATED_SHARE) return span;
  }
  return null;
}

/**
 * Problems of content taken from a sibling, told of `subject` (the event's own, unless a plan name stands in): specific
 * enough, stated by no plan sentence nor by the plan as a whole, and not presupposed by what the plan tells of the subject.
 */
export function foreignProblems(event: SpanEvent, plan: Passage, subject = event.subject.text): string[] {
  if (contentSet(event.predicate).size < FOREIGN_MIN_WORDS) return [genericProblem(event.predicate)];
  const stated = sentenceStating(event.predicate, plan);
  if (stated !== null) return [`plan sentence ${stated.id} states "${event.predicate}"`];
  if (event.reported === null) {
    const presupposed = presupposedProblems(subject, event.predicate, plan);
    if (presupposed.length > 0) return presupposed;
  }
  // `agreed to merge with Coastal Air` against a plan on `the merged airline` and `Coastal Air's booking system`: the
  // plan names the event in other words across its sentences. Most of its word stems anywhere in the plan is too close.
  const stems = new Set(stemsOf(event.predicate));
  const planStems = new Set(plan.spans.flatMap((s) => stemsOf(s.text)));
  const shared = [...stems].filter((w) => planStems.has(w)).length;
  if (shared / stems.size >= PLAN_STEM_SHARE) return [`the plan holds ${shared} of the ${stems.size} word stems of "${event.predicate}": it may state it in other words`];
  return [];
}

/** Problems of a plan name standing in for an event's subject. */
function actorProblems(actor: string, event: SpanEvent, plan: Passage, corpus: CorpusView, kinds: readonly string[]): string[] {
  const entity = plan.entities.find((e) => e.text === actor);
  if (entity === undefined || !kinds.includes(entity.kind) || !ACTORS.has(entity.kind)) return [`${actor} is not a ${kinds.filter((k) => ACTORS.has(k)).join(' or ') || 'person or org'} of the plan`];
  if (actor === event.subject.text) return [`${actor} is the event's own subject`];
  return containsPhrase(spanTextById(event.spanId, corpus), actor) ? [`${actor} is named in the event's sentence ${event.spanId}`] : [];
}

/**
 * Problems of the plan name `actor` made the subject of `event`'s predicate: its role (a predicate telling its own
 * subject's role, `won best actress` of Actress Priya Kaur, is never told of a person the plan gives another role,
 * Composer Eliza Warren), then its pronouns.
 */
export function newSubjectProblems(actor: string, event: SpanEvent, plan: Passage, corpus: CorpusView): string[] {
  const entity = plan.entities.find((e) => e.text === actor);
  if (entity === undefined) return [];
  const clash = roleClash(entity, event, plan, corpus);
  // `The Westward Telegraph Company kept the Westward name`: a predicate naming its new subject tells it of itself.
  const own = actor.split(' ').find((w) => /^\p{Lu}\p{L}{3,}/u.test(w) && containsPhrase(event.predicate, w));
  return [
    ...(clash === null ? [] : [`"${event.predicate}" ${clash}`]),
    ...(own === undefined ? [] : [`"${event.predicate}" names ${own}, of ${actor}'s own name: told of it, it says nothing or nonsense`]),
    ...movedPronounProblems(entity, event, plan, corpus),
  ];
}

/** Problems of moving a plan event to another plan actor (the new subject never does it in the plan). */
function moveProblems(event: SpanEvent, actor: string, plan: Passage, corpus: CorpusView): string[] {
  const problems = [...actorProblems(actor, event, plan, corpus, [event.subject.kind]), ...newSubjectProblems(actor, event, plan, corpus)];
  // A deed is mentioned briefly (`movedPredicate`): what the plan states of the brief mention, which says less, is read
  // as well as of the whole predicate, and a brief mention of two content words is as generic as a sibling's (`The
  // United Nations Language Office will translate documents.` of the office that hired a translator). What the plan
  // presupposes is read off the predicate's object, which the brief mention keeps (it stops before an adjunct).
  const brief = movedPredicate(event);
  if (contentSet(brief).size < FOREIGN_MIN_WORDS) problems.push(genericProblem(brief));
  for (const predicate of new Set([event.predicate, brief])) {
    const stated = sentenceStating(predicate, plan, event.spanId);
    if (stated !== null) problems.push(`plan sentence ${stated.id} also states "${predicate}"`);
  }
  if (event.reported === null) problems.push(...presupposedProblems(actor, event.predicate, plan));
  if (SYMMETRIC.test(event.predicate)) problems.push(`"${event.predicate}" is a shared relation: ${actor} may take part in it`);
  // A deed, not a speech: a speaker who says something else in the plan implies nothing of what is moved to them.
  const told = event.reported === null ? sentenceTellingActorVerb(actor, event.predicate, plan) : undefined;
  if (told !== undefined) problems.push(`plan sentence ${told.id} tells ${actor} with "${told.word}": it may imply the move (\`would not appeal further\`)`);
  return problems;
}

/**
 * A plan sentence naming `actor` with a word of the predicate's verb stem, and that word: such a
 * sentence may imply the actor did it too (`Lumora Devices appealed the damages award.` against `Lumora Devices said it
 * would not appeal further`); undefined when none does.
 */
function sentenceTellingActorVerb(actor: string, predicate: string, plan: Passage): { id: string; word: string } | undefined {
  // The first word the verb lexicon knows, past an auxiliary or an adverb (`was recently fined` → `fined`).
  const verb = contentTokens(predicate).find((w) => verbFormsOf(w).length > 0);
  if (verb === undefined) return undefined;
  const stem = stemsOf(verb)[0];
  // The event's own sentence never names the actor (`actorProblems` refuses that first).
  for (const span of plan.spans) {
    if (!containsPhrase(span.text, actor)) continue;
    const word = [...contentSet(span.text)].find((w) => stemsOf(w)[0] === stem);
    if (word !== undefined) return { id: span.id, word };
  }
  return undefined;
}

/** The problem of a predicate too short to tell apart from what the plan says in other words. */
function genericProblem(predicate: string): string {
  return `"${predicate}" is too generic to be told apart from what the plan says`;
}

/** Four-letter stems of a text's content words (`closed`/`closure` at `clos`, `cuts`/`cut`): a coarse, cautious relatedness. */
function stemsOf(text: string): string[] {
  return [...contentSet(text)].map((w) => w.replace(/['’]s$/, '').replace(/(?<=...)s$/, '').slice(0, 4));
}

/** Participles after `be` that still tell a state (`was based on records`, `was valued at`), not an event. */
const STATE_PARTICIPLES = new Set(['based', 'located', 'situated', 'valued', 'owned', 'estimated', 'expected']);

/**
 * Whether a predicate tells a state (`was based on records`, `was part of a programme`, `was the largest buyer`): `be`
 * before no participle, or before one of STATE_PARTICIPLES (an adverb after `be` aside). A state may explain an
 * event, never be brought about by one.
 */
function isState(predicate: string): boolean {
  const be = /^(?:was|were) (\w*)/.exec(withoutAdverbAfterBe(predicate));
  return be !== null && (!isParticiple(be[1]) || STATE_PARTICIPLES.has(be[1]));
}

/** A subject's own founding or birth (`DocLink was founded by …`): it precedes all the subject does, caused by none of it. */
const ORIGIN = /^(?:was|were) (?:founded|established|set up|created|formed|born|incorporated)\b/;

/** When a span's event happened, as a sortable `yyyy-mm-dd` (its own date, else its passage's first), or null. */
function whenOf(id: string, corpus: CorpusView): string | null {
  const own = dateIn(spanTextById(id, corpus));
  if (own !== null) return own;
  // An undated sentence (`The line was out of service for 19 days.`) happened around its passage's first date.
  const passage = passageOfSpanId(id, corpus);
  for (const span of passage?.spans ?? []) {
    const when = dateIn(span.text);
    if (when !== null) return when;
  }
  return null;
}

/** A text's first full date (`yyyy-mm-dd`), else its first year (`yyyy-00-00`), or null. */
function dateIn(text: string): string | null {
  const date = findDates(text)[0];
  if (date !== undefined) return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  const year = YEAR.exec(text);
  return year === null ? null : `${year[1]}-00-00`;
}

/**
 * Problems of a cause or consequence: the added event comes from a sibling and the plan does not state it (a link
 * between two plan events may be implied by the plan, so it is never invented), and where both are dated, a cause
 * comes first and a consequence after.
 */
function linkProblems(recipe: Recipe, event: SpanEvent, other: SpanEvent, plan: Passage, siblings: readonly Passage[], corpus: CorpusView): string[] {
  if (event.reported !== null) return [`event ${event.spanId} is reported speech`];
  if (!isPast(event)) return [`event ${event.spanId} is not told in the past: it cannot cause or follow another`];
  if (recipe.kind === 'consequence' && !isPast(other)) return [`consequence ${other.spanId} is a state, not an event that followed`];
  const effect = recipe.kind === 'cause' ? event : other;
  if (isState(effect.predicate)) return [`${effect.spanId} tells a state ("${effect.predicate}"): no event brings it about`];
  const where = placeOf(other.spanId, plan, siblings);
  if (where === 'plan') return [`${recipe.kind} ${other.spanId} is a plan event: the plan may imply the link`];
  if (where === 'elsewhere') return [`event ${other.spanId} is in neither the plan nor a sibling of ${plan.id}`];
  // `Eastport Hawks signed Callum Drury because Alan Birtles said the club accepted the ruling`: a remark, leaning on its
  // own passage (`the ruling`), brings no deed about; a remark may follow one (`… came into force, and as a result the
  // federation argued …`), so consequences keep them.
  if (recipe.kind === 'cause' && other.reported !== null) return [`cause ${other.spanId} is a statement ("${other.predicate}"), not a deed`];
  const related = new Set([...stemsOf(spanTextById(event.spanId, corpus)), ...stemsOf(`${other.subject.text} ${other.predicate}`)]);
  const stated = plan.spans.find((s) => CAUSAL_MARKERS.test(s.text) && stemsOf(s.text).some((w) => related.has(w)));
  if (stated !== undefined) return [`plan sentence ${stated.id} states a cause or consequence ("${CAUSAL_MARKERS.exec(stated.text)![0]}")`];
  if (event.subject.text === other.subject.text && (ORIGIN.test(event.predicate) || ORIGIN.test(other.predicate))) {
    return [`${event.subject.text}'s founding is no ${recipe.kind} of what it does: it precedes all of it`];
  }
  const problems = foreignProblems(other, plan);
  const [then, now] = [whenOf(other.spanId, corpus), whenOf(event.spanId, corpus)];
  if (then !== null && now !== null && (recipe.kind === 'cause' ? then > now : then < now)) {
    problems.push(`the ${recipe.kind} is dated ${recipe.kind === 'cause' ? 'after' : 'before'} the event (${then} vs ${now})`);
  } else if (then !== null && now !== null && then.slice(0, 4) === now.slice(0, 4) && (then.endsWith('-00-00') || now.endsWith('-00-00'))) {
    // `Norvale acquired Brightwater in 2024 because Marcus Lindqvist kept the Brightwater brand` (2024, after buying it).
    problems.push(`the ${recipe.kind} and the event share only their year (${then} vs ${now}): which came first is unknown`);
  }
  return problems;
}

/** Problems of attributing an event to a plan person who never says it. */
function attributionProblems(event: SpanEvent, actor: string, plan: Passage, siblings: readonly Passage[], corpus: CorpusView): string[] {
  const problems = actorProblems(actor, event, plan, corpus, SPEAKERS);
  if (placeOf(event.spanId, plan, siblings) === 'sibling') return [...problems, ...foreignProblems(event, plan)];
  // An organisation quoted on a plan fact (`Harlow Bank said the bond pays a coupon`, or its chief's words) may well
  // have announced it: organisations are only quoted on what the plan never says.
  if (plan.entities.some((e) => e.text === actor && e.kind === 'org')) {
    problems.push(`${actor} is an organisation quoted on the plan's own content, which it may have announced`);
  }
  // `According to Margaret Olsen, the case was brought by Darnell Price`: the author of the ruling may well have said
  // what the plan states as fact; only a quote the plan gives to someone else is moved to another speaker.
  if (event.reported === null) problems.push(`event ${event.spanId} is a plan fact, not a quote: ${actor} may have said it`);
  const content = event.reported ?? event.predicate;
  const says = plan.spans.find((s) => containsPhrase(s.text, actor) && REPORTING_VERB.test(s.text) && sentenceStating(content, { ...plan, spans: [s] }) !== null);
  if (says !== undefined) problems.push(`${actor} says it in plan sentence ${says.id}`);
  return problems;
}

/** Words that tell how a request or a possibility turned out (`got 9%`, `offered 4.5%`, `approved`, `will`). */
const OUTCOME = /\b(?:won|awarded|granted|received|got|agreed|accepted|approved|rejected|refused|offered|gave|paid|settled|decided|will|would|fell|rose|erupted|happened)\b/;

/**
 * Problems of a request told as granted or a possibility as certain: the sentence is the plan's, and no other plan
 * sentence tells an outcome of what it is about (`Daniel Okoro offered 4.5%` after `EduWorkers asked for a pay rise`).
 */
function stateChangeProblems(spanId: string, plan: Passage, corpus: CorpusView): string[] {
  const span = plan.spans.find((s) => s.id === spanId);
  if (span === undefined) return [`sentence ${spanId} is not in the plan`];
  const stems = new Set(stemsOf(span.text));
  const told = plan.spans.find((s) => s.id !== spanId && OUTCOME.test(s.text) && stemsOf(s.text).some((w) => stems.has(w)));
  if (told !== undefined) return [`plan sentence ${told.id} tells an outcome ("${OUTCOME.exec(told.text)![0]}")`];
  return spanTextById(spanId, corpus) === span.text ? [] : [`sentence ${spanId} is not the plan's`];
}

/**
 * The problems of a fabrication recipe judged against `plan` (empty when the claim is safely unsupported). The main
 * event must lie in the plan for moves, causes and consequences, in a sibling for sibling kinds and blames (what is
 * blamed), in either for attributions.
 */
export function recipeRisks(recipe: Recipe, plan: Passage, siblings: readonly Passage[], corpus: CorpusView): string[] {
  if (recipe.kind === 'state-change') return stateChangeProblems(recipe.event, plan, corpus);
  const event = eventOfSpan(recipe.event, corpus);
  const other = recipe.other === undefined ? undefined : eventOfSpan(recipe.other, corpus);
  if (event === undefined) return [`span ${recipe.event} has no event`];
  const where = placeOf(event.spanId, plan, siblings);
  const fromSibling = recipe.kind === 'sibling-event' || recipe.kind === 'sibling-predicate' || recipe.kind === 'blame';
  const want = fromSibling ? 'sibling' : recipe.kind === 'attribution' ? where : 'plan';
  if (where !== want || where === 'elsewhere') return [`event ${event.spanId} is not in ${want === 'plan' ? 'the plan' : `a sibling of ${plan.id}`}`];
  const actor = recipe.actor ?? '';
  switch (recipe.kind) {
    case 'sibling-event':
      return foreignProblems(event, plan);
    case 'sibling-predicate':
      return [...actorProblems(actor, event, plan, corpus, [event.subject.kind]), ...newSubjectProblems(actor, event, plan, corpus), ...foreignProblems(event, plan, actor)];
    case 'actor-move':
    case 'speaker-move':
      if ((event.reported !== null) !== (recipe.kind === 'speaker-move')) return [`${recipe.kind} does not fit event ${event.spanId}`];
      return moveProblems(event, actor, plan, corpus);
    case 'cause':
    case 'consequence': {
      const problems = linkProblems(recipe, event, other!, plan, siblings, corpus);
      if (recipe.form === 'said-because') {
        problems.push(...actorProblems(actor, event, plan, corpus, SPEAKERS), ...actorProblems(actor, other!, plan, corpus, SPEAKERS));
      }
      return problems;
    }
    case 'attribution':
      return attributionProblems(event, actor, plan, siblings, corpus);
    case 'blame': {
      const target = plan.entities.some((e) => e.text === event.subject.text && ACTORS.has(e.kind)) ? [] : [`${event.subject.text} is not a person or org named in the plan`];
      // `blamed Victor Salgado for being charged`: what was done to someone is not their deed.
      if (!HARM.test(event.predicate) || /^(?:was|were|is|are|had been|has been)\b/.test(event.predicate)) target.push(`"${event.predicate}" is no deed one is blamed for`);
      return [...target, ...actorProblems(actor, event, plan, corpus, SPEAKERS), ...foreignProblems(event, plan)];
    }
  }
}
