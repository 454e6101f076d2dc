/**
 * `topical-fabrication`: same topic and entities as the evidence, asserting what it never says (expected
 * `unsupported`). Classic: sentences of sibling passages of the same topic, judged against a passage that lacks them,
 * and splices that put a plan entity in front of a sibling sentence's predicate. Full adds the number-free
 * fabrications people write (`text/fabrication.ts`): a sibling's event or predicate given to a plan entity, a plan
 * event moved to another plan actor (mentioned briefly; never its sentence with only the name changed: an entity swap), an invented cause or consequence, an attribution or a blame the plan never makes,
 * a request the plan states told as granted (`asked for` → `won`), a possibility as certain (`could` → `will`).
 * Full never lifts a bare definite the plan never introduces (`The film follows …` against a festival plan:
 * `text/unintroduced.ts`), and tells a cause or consequence pair in one form only.
 */
import type { EntityMention, Passage } from '../datasets/types.ts';
import type { Rng } from '../engine/rng.ts';
import { fabricationDraw } from './recastDraw.ts';
import { restatementRisk } from './text/evidence.ts';
import { eventsOf, type SpanEvent } from './text/events.ts';
import { FABRICATION_KINDS, FORMS_OF, parseRecipe, recipeNote, renderRecipe, stateChange, subjectName, swappedPlanSentence, type FabricationKind, type Recipe } from './text/fabrication.ts';
import { newSubjectProblems, recipeRisks } from './text/fabricationRisk.ts';
import { passagePlan, spanText } from './text/passageSpans.ts';
import { containsPhrase } from './text/phrases.ts';
import { unintroducedDefinites } from './text/unintroduced.ts';
import type { CorpusView, GeneratedClaim, Generator } from './types.ts';

/**
 * How many fabrications of each kind, at most, per plan (a seeded choice among the candidates). Attributions are the
 * most plentiful (every plan person or organisation times every event); capped lower so no kind dominates.
 */
export const PER_KIND: Readonly<Record<FabricationKind, number>> = {
  'sibling-event': 5, 'sibling-predicate': 5, 'actor-move': 5, 'speaker-move': 5, cause: 5, consequence: 5, attribution: 3, blame: 5,
  'state-change': 5,
};

/** The passages of the same topic as `passage`, other than itself. */
export function siblingPassages(passage: Passage, corpus: CorpusView): Passage[] {
  return (corpus.byTopic.get(passage.topic) ?? []).filter((p) => p.id !== passage.id);
}

/** The passage holding span `id` among `passages`. */
function passageOfSpan(id: string, passages: readonly Passage[]): Passage | undefined {
  return passages.find((p) => p.spans.some((s) => s.id === id));
}

/** A splice: its text and note, the sibling's subject it replaced and the plan entity now in front. */
interface Splice {
  text: string;
  note: string;
  subject: EntityMention;
  actor: EntityMention;
}

/**
 * A sibling sentence whose subject is a named entity, with that subject replaced by a different plan entity of the
 * same kind: `Owen Marsh expected savings …` → `Dana Reeve expected savings …`. Null when no such pair exists.
 */
function splice(sentence: string, sibling: Passage, plan: Passage, corpus: CorpusView): Splice | null {
  const subject = sibling.entities
    .filter((e) => sentence.startsWith(`${e.text} `) && /^[a-z]/.test(sentence.slice(e.text.length + 1)))
    .sort((a, b) => b.text.length - a.text.length)[0];
  if (subject === undefined) return null;
  const other = plan.entities.find(
    (e) => e.kind === subject.kind && e.text !== subject.text && !containsPhrase(sentence, e.text)
      && !e.text.includes(subject.text) && !subject.text.includes(e.text),
  );
  if (other === undefined) return null;
  // The name as the corpus writes it opening a sentence (`The Prudential Oversight Board withdrew …`).
  return { text: subjectName(other.text, corpus) + sentence.slice(subject.text.length), note: `subject ${subject.text} → ${other.text}`, subject, actor: other };
}

/**
 * Problems of a splice's predicate told of its new subject: the rules `sibling-predicate` follows (a role the plan
 * gives the new subject otherwise, a gendered pronoun that would read wrongly: `text/fabricationRisk.ts`), applied to
 * the sentence after the replaced subject.
 */
function spliceSubjectProblems(spliced: Splice, spanId: string, plan: Passage, corpus: CorpusView): string[] {
  const predicate = spliced.text.slice(spliced.actor.text.length + 1).replace(/[.!?]$/, '');
  const event: SpanEvent = { spanId, title: '', subject: spliced.subject, predicate, reported: null };
  return newSubjectProblems(spliced.actor.text, event, plan, corpus);
}

/** An opening that leans on the sentence before: a pronoun, a possessive, a demonstrative or a discourse connective. */
const LEANING_OPENER = /^(?:It|Its|They|Their|He|His|She|Her|This|These|Those|That|There|In return|However|But|And|Also|Meanwhile|Instead|Still|Yet|Then|As a result|Later|By then|At the time|The same)\b/;

/** A pronoun inside a sentence that needs a referent (`to replace them`, `to use it`). */
const BARE_PRONOUN = /\b(?:it|them|they)\b/i;

/**
 * Whether a sibling sentence reads on its own against `plan`, as people write a fabrication: it opens with no pronoun
 * or connective (`It was the highest temperature …`, `In return, …`), holds no pronoun needing a referent (`to replace
 * them`), names one of `names` (`No one was injured.` is about nothing the reader can place), and holds no bare
 * definite the plan never introduces (`The film follows …` against a festival plan that names no film).
 */
export function readsAlone(sentence: string, names: readonly EntityMention[], plan: Passage): boolean {
  return !LEANING_OPENER.test(sentence) && !BARE_PRONOUN.test(sentence) && names.some((e) => containsPhrase(sentence, e.text))
    && unintroducedDefinites(sentence, plan, names).length === 0;
}

/** Problems shared by every fabrication: a plan that is the passage, and no plan sentence restated. */
function planProblems(claim: GeneratedClaim, plan: Passage): string[] {
  const problems: string[] = [];
  if (claim.evidence.map((e) => e.id).join() !== plan.spans.map((s) => s.id).join()) problems.push('plan is not the passage');
  if (plan.spans.some((s) => s.text.trim() === claim.claim.trim())) problems.push('claim is a plan sentence');
  return problems;
}

/** Problems of a fabrication people write: the claim is what its recipe words, and the recipe's risks are clear. */
function checkRecipe(recipe: Recipe, claim: GeneratedClaim, plan: Passage, corpus: CorpusView): string[] {
  const problems = planProblems(claim, plan);
  if (claim.sourceSpan !== recipe.event) problems.push(`source span ${claim.sourceSpan} is not the recipe's event ${recipe.event}`);
  const expected = renderRecipe(recipe, corpus);
  if (expected !== claim.claim) problems.push(expected === null ? `recipe "${recipeNote(recipe)}" words no claim` : `claim is not what its recipe words ("${expected}")`);
  // A state change keeps its plan sentence's figures (the render changes one verb); every other kind states none.
  if (recipe.kind !== 'state-change' && /\d/.test(claim.claim)) problems.push('a fabrication people write carries no figure');
  const swapped = swappedPlanSentence(claim.claim, plan.spans);
  if (swapped !== undefined) problems.push(`plan sentence ${swapped} with one name changed, the rest verbatim: an entity swap, not a fabrication`);
  const siblings = siblingPassages(plan, corpus);
  const names = [...plan.entities, ...siblings.flatMap((p) => p.entities)];
  for (const definite of unintroducedDefinites(claim.claim, plan, names)) problems.push(`"${definite}" is a thing of another passage the plan never introduces`);
  return [...problems, ...recipeRisks(recipe, plan, siblings, corpus).map((r) => `may be supported: ${r}`)];
}

/** Problems of a fabrication: its source must be a same-topic sibling sentence and its content absent from the plan. */
function checkFabrication(claim: GeneratedClaim, plan: Passage, corpus: CorpusView): string[] {
  const recipe = parseRecipe(claim.transform);
  if (recipe !== null) return checkRecipe(recipe, claim, plan, corpus);
  const siblings = siblingPassages(plan, corpus);
  const source = passageOfSpan(claim.sourceSpan, siblings);
  if (source === undefined) return [`source span ${claim.sourceSpan} is not in a sibling of ${plan.id}`];
  const problems = planProblems(claim, plan).filter((p) => p !== 'claim is a plan sentence');
  if (claim.evidence.some((e) => e.id === claim.sourceSpan)) problems.push('source span is in the plan');
  const risk = restatementRisk(claim.claim, claim.evidence);
  if (risk !== null) problems.push(`may be supported: ${risk}`);
  const original = spanText(source, claim.sourceSpan) ?? '';
  if (claim.claim !== original && splice(original, source, plan, corpus)?.text !== claim.claim) problems.push('not a sibling sentence or splice');
  return problems;
}

/** Every recipe of one kind that the plan and its siblings offer (before risks are checked). */
function recipesOf(kind: FabricationKind, plan: Passage, siblings: readonly Passage[], rng: Rng): Recipe[] {
  const own = eventsOf(plan);
  const foreign = siblings.flatMap(eventsOf);
  const speakers = plan.entities.filter((e) => e.kind === 'person' || e.kind === 'org').map((e) => e.text);
  const sameKind = (kindOf: string) => plan.entities.filter((e) => e.kind === kindOf).map((e) => e.text);
  const form = () => rng.pick(FORMS_OF[kind]);
  switch (kind) {
    case 'sibling-event':
      return foreign.map((e) => ({ kind, form: 'plain', event: e.spanId }));
    case 'sibling-predicate':
      return foreign.flatMap((e) => sameKind(e.subject.kind).map((actor) => ({ kind, form: 'plain' as const, event: e.spanId, actor })));
    case 'actor-move':
    case 'speaker-move':
      return own.flatMap((e) => sameKind(e.subject.kind).map((actor) => ({ kind, form: 'plain' as const, event: e.spanId, actor })));
    case 'cause':
    case 'consequence':
      // Each pair in every form (`E because C`, `S said E because C`); `peopleFabrications` tells a pair in one of them.
      return own.flatMap((e) => foreign.flatMap((o) => FORMS_OF[kind].map((f): Recipe => (f === 'said-because'
        ? { kind, form: f, event: e.spanId, other: o.spanId, actor: rng.pick(speakers.length > 0 ? speakers : ['']) }
        : { kind, form: f, event: e.spanId, other: o.spanId }))));
    case 'attribution':
      return [...own, ...foreign].flatMap((e) => speakers.map((actor) => ({ kind, form: form(), event: e.spanId, actor })));
    case 'blame':
      return foreign.flatMap((e) => speakers.map((actor) => ({ kind, form: form(), event: e.spanId, actor })));
    case 'state-change':
      return plan.spans.filter((s) => stateChange(s.text) !== null).map((s) => ({ kind, form: 'plain' as const, event: s.id }));
  }
}

/** The (event, other) pair of a cause or consequence recipe; a pair is told in one form only. */
const pairOf = (recipe: Recipe) => (recipe.other === undefined ? null : `${recipe.event} ${recipe.other}`);

/**
 * Up to PER_KIND[kind] fabrications people write of each kind, judged against `plan` (seeded choice). A cause or
 * consequence pair is told once, in the first of its forms the seeded order reaches that passes (`E, which led to C`
 * and `E, and as a result C` are one claim worded twice).
 */
function peopleFabrications(plan: Passage, corpus: CorpusView, rng: Rng): GeneratedClaim[] {
  const evidence = passagePlan(plan);
  const siblings = siblingPassages(plan, corpus);
  const out: GeneratedClaim[] = [];
  for (const kind of FABRICATION_KINDS) {
    const kindRng = rng.fork(kind);
    const told = new Set<string>();
    let taken = 0;
    for (const recipe of kindRng.shuffle(recipesOf(kind, plan, siblings, kindRng))) {
      if (taken >= PER_KIND[kind]) break;
      const pair = pairOf(recipe);
      if (pair !== null && told.has(pair)) continue;
      const text = renderRecipe(recipe, corpus);
      if (text === null) continue;
      const claim: GeneratedClaim = { claim: text, evidence, sourceSpan: recipe.event, transform: recipeNote(recipe), edits: [kind] };
      if (checkRecipe(recipe, claim, plan, corpus).length === 0) {
        out.push(claim);
        if (pair !== null) told.add(pair);
        taken++;
      }
    }
  }
  return out;
}

/** Sibling sentences (and subject splices) of the same topic, judged against this passage; under `full`, also people's kinds. */
export const topicalFabrication: Generator = {
  id: 'topical-fabrication',
  expected: 'unsupported',
  description: 'same topic and entities as the evidence, asserting what it never says',
  generate(passage, corpus, rng, options) {
    const evidence = passagePlan(passage);
    const out: GeneratedClaim[] = [];
    for (const sibling of siblingPassages(passage, corpus)) {
      for (const span of sibling.spans) {
        // Under `full` only, so the classic sentences stay as pinned: people copy a sentence that reads on its own.
        if (options.repertoire === 'full' && !readsAlone(span.text, [...sibling.entities, ...passage.entities], passage)) continue;
        const candidates = [{ text: span.text, note: `sentence of sibling passage ${sibling.id}`, edit: 'sibling-sentence' }];
        const spliced = splice(span.text, sibling, passage, corpus);
        // Under `full` only, so the classic splices stay as pinned. The class check does not enforce it: it is not told
        // the repertoire, and a classic splice may break the rule.
        const subjectRefused = spliced !== null && options.repertoire === 'full' && spliceSubjectProblems(spliced, span.id, passage, corpus).length > 0;
        if (spliced !== null && !subjectRefused) candidates.push({ text: spliced.text, note: `splice of sibling passage ${sibling.id}: ${spliced.note}`, edit: 'subject-splice' });
        for (const c of candidates) {
          const claim: GeneratedClaim = { claim: c.text, evidence, sourceSpan: span.id, transform: c.note, edits: [c.edit] };
          if (checkFabrication(claim, passage, corpus).length === 0) out.push(claim);
        }
      }
    }
    if (options.repertoire === 'full') out.push(...peopleFabrications(passage, corpus, rng.fork('people')));
    return out;
  },
  check: (claim, source, corpus) => checkFabrication(claim, source, corpus),
  ...fabricationDraw(),
};
