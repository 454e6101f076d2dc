/**
 * Fabrications people write, built from the events of a plan and of its same-topic siblings (`events.ts`), each
 * number-free and worded with the plan's names: a sibling's event or predicate given to a plan entity, a plan event
 * moved to another plan actor, an invented cause or consequence (the plan event mentioned briefly, as people do), an
 * attribution the plan does not make, a blame, a request told as granted.
 * A recipe names its parts by span id; its transform is the recipe written out, so a check can rebuild the claim.
 */
import type { Passage } from '../../datasets/types.ts';
import type { CorpusView } from '../types.ts';
import { briefPredicate, gerundClause, headClause, innerClause, subjectInSentence } from './eventClauses.ts';
import { eventsOf, type SpanEvent } from './events.ts';
import { nameInSentence } from './names.ts';
import { capitalize } from './casing.ts';
import { containsPhrase } from './phrases.ts';
import { repeatPronoun } from './pronouns.ts';
import { isSpeechAct } from './reporting.ts';
import { createObjectMemo } from './textMemo.ts';
import { gerundPhrase } from './verbs.ts';
import { isParticiple, withoutAdverbAfterBe } from './verbForms.ts';

/** The kinds of fabrication people write (edit ids recorded in provenance). */
export const FABRICATION_KINDS = [
  'sibling-event', 'sibling-predicate', 'actor-move', 'speaker-move', 'cause', 'consequence', 'attribution', 'blame',
  'state-change',
] as const;

/** One kind of fabrication people write. */
export type FabricationKind = (typeof FABRICATION_KINDS)[number];

/** How a kind is worded. */
export type FabricationForm =
  | 'plain' | 'because' | 'said-because' | 'which-led-to' | 'as-a-result' | 'according-to' | 'said' | 'blamed' | 'accused';

/** The forms each kind is worded in. */
export const FORMS_OF: Readonly<Record<FabricationKind, readonly FabricationForm[]>> = {
  'sibling-event': ['plain'],
  'sibling-predicate': ['plain'],
  'actor-move': ['plain'],
  'speaker-move': ['plain'],
  cause: ['because', 'said-because'],
  consequence: ['which-led-to', 'as-a-result'],
  attribution: ['according-to', 'said'],
  blame: ['blamed', 'accused'],
  'state-change': ['plain'],
};

/** What a fabrication is made of: its kind and form, the span of its main event, a second event, a plan name. */
export interface Recipe {
  kind: FabricationKind;
  form: FabricationForm;
  /** Span id of the event the claim is about (the case's source span); for a blame, what is blamed. */
  event: string;
  /** Span id of the second event: the cause or the consequence. */
  other?: string;
  /** A plan name: the new subject, the speaker, the one who blames. */
  actor?: string;
}

/** The recipe written out as a transform note: `cause (because): event fx-001-s1 | other fx-002-s3`. */
export function recipeNote(recipe: Recipe): string {
  const other = recipe.other === undefined ? '' : ` | other ${recipe.other}`;
  const actor = recipe.actor === undefined ? '' : ` | actor ${recipe.actor}`;
  return `${recipe.kind} (${recipe.form}): event ${recipe.event}${other}${actor}`;
}

const NOTE = /^([a-z-]+) \(([a-z-]+)\): event (\S+)(?: \| other (\S+))?(?: \| actor ([^|;]+?))?(?=;|$)/;

/** The recipe a transform note writes out (a trailing `; …` is ignored), or null when it is no fabrication recipe. */
export function parseRecipe(note: string): Recipe | null {
  const m = NOTE.exec(note);
  if (m === null || !(FABRICATION_KINDS as readonly string[]).includes(m[1])) return null;
  const kind = m[1] as FabricationKind;
  if (!(FORMS_OF[kind] as readonly string[]).includes(m[2])) return null;
  const recipe: Recipe = { kind, form: m[2] as FabricationForm, event: m[3] };
  if (m[4] !== undefined) recipe.other = m[4];
  if (m[5] !== undefined) recipe.actor = m[5];
  return recipe;
}

const spanIndex = createObjectMemo<CorpusView, ReadonlyMap<string, Passage>>();

/** The passage holding span `id` in the corpus. */
export function passageOfSpanId(id: string, corpus: CorpusView): Passage | undefined {
  return spanIndex(corpus, () => new Map(corpus.passages.flatMap((p) => p.spans.map((s) => [s.id, p] as const)))).get(id);
}

/** The text of span `id` in the corpus ('' when unknown). */
export function spanTextById(id: string, corpus: CorpusView): string {
  return passageOfSpanId(id, corpus)?.spans.find((s) => s.id === id)?.text ?? '';
}

/** The event of span `id`, or undefined when the span has none. */
export function eventOfSpan(id: string, corpus: CorpusView): SpanEvent | undefined {
  const passage = passageOfSpanId(id, corpus);
  return passage === undefined ? undefined : eventsOf(passage).find((e) => e.spanId === id);
}

/** A plan name at the start of a sentence (`The Coastal Geography Institute`). */
export function subjectName(name: string, corpus: CorpusView): string {
  return capitalize(nameInSentence(name, corpus));
}

/** What is reported or done, as a clause after `according to X,` or `X said`. */
function contentOf(event: SpanEvent, corpus: CorpusView): string {
  return event.reported ?? innerClause(event, corpus);
}

/** A request or a possibility the plan states, told as done or certain (what people write when they overstate it). */
const STATE_CHANGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:asked for|called for|applied for|demanded|sought)(?= )/, 'won'],
  [/\b(?:may|might|could)(?= [a-z]+ )/, 'will'],
];

/**
 * A plan sentence with its first request turned into its success (`EduWorkers asked for a pay rise of 8%` → `EduWorkers
 * won a pay rise of 8%`) or its first possibility into a certainty (`the supply could fall` → `will fall`); null when
 * it has none, or has a negation or a second clause that the change would garble (`demanded 15% and got 9%`).
 */
export function stateChange(sentence: string): { text: string; from: string } | null {
  if (/\b(?:not|never|no|cannot)\b/.test(sentence)) return null;
  for (const [pattern, to] of STATE_CHANGES) {
    const m = pattern.exec(sentence);
    if (m === null || / and /.test(sentence.slice(m.index))) continue;
    return { text: sentence.slice(0, m.index) + to + sentence.slice(m.index + m[0].length), from: m[0] };
  }
  return null;
}

/** Words of a name (`Coldwater Markets`, `Crumb & Co`, `Bank of the North`, `Serra da Arrábida`), punctuation after it aside. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|&|of|and|the|de|da|du|del|della|di|la|le|van|von|der|den)$/u;

/**
 * Whether `words` is one name or the end of one: up to six name words, the last capitalised (`Declan Hogan,` counts as
 * `Declan Hogan`; `da Arrábida` ends `Serra da Arrábida`).
 */
function isName(words: readonly string[]): boolean {
  const bare = words.map((w) => w.replace(/[,;:]+$/, ''));
  return bare.length > 0 && bare.length <= 6 && /^\p{Lu}/u.test(bare[bare.length - 1]) && bare.every((w) => NAME_WORD.test(w));
}

/** Whether `words` is a name, or, opening a sentence, a name after a title of up to three words (`Jury president Thomas Kessler`). */
function isNameStretch(words: readonly string[], opening: boolean): boolean {
  if (isName(words)) return true;
  const titled = (k: number) => words.slice(0, k).every((w) => /^[\p{L}'’-]+$/u.test(w)) && isName(words.slice(k));
  return opening && [1, 2, 3].some((k) => k < words.length && titled(k));
}

/**
 * The plan sentence `claim` repeats with one name changed and the rest verbatim (`Coldwater Markets dropped its limit
 * in November.` → `Birchmore Eggs dropped its limit in November.`; a title opening the sentence goes with its name:
 * `Jury president Thomas Kessler called …` → `Mariana Reyes called …`), or undefined. That is an entity swap (SPEC
 * B1: one name changed, rest verbatim), not a fabrication: none of the 78 hand-written fabrications repeats a plan
 * sentence so (the closest shares 0.53 of its words).
 */
export function swappedPlanSentence(claim: string, spans: ReadonlyArray<{ id: string; text: string }>): string | undefined {
  const words = (text: string) => text.replace(/[.!?]+$/, '').split(/\s+/).filter((w) => w !== '');
  const said = words(claim);
  return spans.find((span) => {
    const plan = words(span.text);
    let head = 0;
    while (head < said.length && head < plan.length && said[head] === plan[head]) head++;
    let tail = 0;
    while (tail < said.length - head && tail < plan.length - head && said[said.length - 1 - tail] === plan[plan.length - 1 - tail]) tail++;
    const swapped = [said.slice(head, said.length - tail), plan.slice(head, plan.length - tail)];
    return head + tail >= 3 && swapped.every((w) => isNameStretch(w, head === 0));
  })?.id;
}

/**
 * What a move says of its new actor: a deed mentioned briefly, as people write it, never the plan sentence with its
 * subject changed (that is a swap: `Birchmore Eggs dropped its two-carton limit in November on rising supplies …`); a
 * speech whole, since a brief mention would cut its reported clause short (`told analysts that demand`).
 */
export function movedPredicate(event: SpanEvent): string {
  return event.reported === null ? briefPredicate(event.predicate) : event.predicate;
}

/** A stative verb opening a predicate, and the word after it (a participle after it makes the predicate a deed). */
const STATIVE_VERB = /^(?:is|are|was|were|has|have|had|remains|remained|owns|employs|holds|lies|stands)\b(?: (\w*))?/;

/**
 * Whether a predicate states how things are, not what was done (`was part of`, `is the largest`): no participle after
 * its verb (an adverb after `be` aside: `was first renewed` is a deed, as `fabricationRisk.ts` reads it).
 */
function isStative(predicate: string): boolean {
  const verb = STATIVE_VERB.exec(withoutAdverbAfterBe(predicate));
  return verb !== null && !(verb[1] !== undefined && isParticiple(verb[1]));
}

/** The claim a recipe words, or null when its parts are missing or do not fit the form. */
export function renderRecipe(recipe: Recipe, corpus: CorpusView): string | null {
  if (recipe.kind === 'state-change') {
    return recipe.other === undefined && recipe.actor === undefined ? stateChange(spanTextById(recipe.event, corpus))?.text ?? null : null;
  }
  const e = eventOfSpan(recipe.event, corpus);
  const o = recipe.other === undefined ? undefined : eventOfSpan(recipe.other, corpus);
  const actor = recipe.actor;
  if (e === undefined || (recipe.other !== undefined && o === undefined)) return null;
  const needsOther = recipe.kind === 'cause' || recipe.kind === 'consequence';
  if (needsOther !== (o !== undefined)) return null;
  // A cause or result is something a named actor did (`as a result the test was part of a programme` is neither).
  if (o !== undefined && (o.subject.kind === 'common' || isStative(o.predicate))) return null;
  // What causes is done, not said (`Korbach urged both sides to accept mediation, and as a result Wendler reported a loss`).
  const causing = recipe.kind === 'cause' ? o : recipe.kind === 'consequence' ? e : undefined;
  if (causing !== undefined && isSpeechAct(causing.predicate)) return null;
  const needsActor = recipe.kind !== 'sibling-event' && recipe.form !== 'because' && recipe.kind !== 'consequence';
  if (needsActor !== (actor !== undefined)) return null;
  const text = renderParts(recipe.form, recipe.kind, e, o, actor ?? '', corpus);
  return text === null ? null : `${text}.`;
}

/**
 * The second event of a cause or consequence after `before` (what is already written): as `innerClause` (or, for
 * `gerund`, as `gerundClause`), with its subject as a pronoun when `before` names it already (`Petrolux reported a
 * profit, which led to it agreeing …`); null when that pronoun would be unclear (`pronouns.ts`), or the gerund fails.
 */
function secondClause(o: SpanEvent, e: SpanEvent, before: string, corpus: CorpusView, gerund = false): string | null {
  const plain = gerund ? gerundClause(o, corpus) : innerClause(o, corpus);
  if (plain === null || !containsPhrase(before.toLowerCase(), o.subject.text.toLowerCase())) return plain;
  const passages = [...new Set([passageOfSpanId(e.spanId, corpus), passageOfSpanId(o.spanId, corpus)])].filter((p): p is Passage => p !== undefined);
  const entities = passages.flatMap((p) => p.entities);
  const pronoun = repeatPronoun(o.subject, before, entities, passages);
  if (pronoun === null) return null;
  return `${gerund ? pronoun.object : pronoun.subject} ${plain.slice(subjectInSentence(o, corpus).length + 1)}`;
}

function renderParts(form: FabricationForm, kind: FabricationKind, e: SpanEvent, o: SpanEvent | undefined, actor: string, corpus: CorpusView): string | null {
  const then = (before: string, gerund = false) => secondClause(o!, e, before, corpus, gerund);
  const joined = (before: string, link: string, gerund = false) => {
    const second = then(before, gerund);
    return second === null ? null : `${before}${link}${second}`;
  };
  switch (form) {
    case 'plain':
      if (kind === 'sibling-event') return headClause(e);
      return `${subjectName(actor, corpus)} ${kind === 'sibling-predicate' ? e.predicate : movedPredicate(e)}`;
    case 'because':
      return joined(headClause(e, true), ' because ');
    case 'said-because':
      return joined(`${subjectName(actor, corpus)} said ${innerClause(e, corpus, true)}`, ' because ');
    case 'which-led-to':
      return joined(headClause(e, true), ', which led to ', true);
    case 'as-a-result':
      return joined(headClause(e, true), ', and as a result ');
    case 'according-to':
      return `According to ${nameInSentence(actor, corpus)}, ${contentOf(e, corpus)}`;
    case 'said':
      return e.reported === null ? `${subjectName(actor, corpus)} said ${innerClause(e, corpus)}` : null;
    case 'blamed':
    case 'accused': {
      const deed = gerundPhrase(e.predicate);
      const target = subjectInSentence(e, corpus);
      // Nobody is blamed for what they said, nor for an apology, thanks or praise (`blamed X for apologising to patients`).
      if (deed === null || gerundClause(e, corpus) === null || isSpeechAct(e.predicate)) return null;
      return `${subjectName(actor, corpus)} ${form === 'blamed' ? `blamed ${target} for` : `accused ${target} of`} ${deed}`;
    }
  }
}
