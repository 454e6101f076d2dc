/**
 * `mixed`: a supported clause (a plan sentence) joined to an unsupported one, expected `partial`. Classic: the
 * unsupported clause is a same-topic sentence the plan never says. Full adds the number-free fabrications people
 * write (a sibling's event given to a plan name, a misattributed statement, a blame) as the second clause, and, as
 * people most often write it, a second predicate of the same subject (`Flimmer lost 312 million kroner in 2024 and
 * plans to cut 120 jobs`): a sibling's predicate naming no one, which the plan does not state.
 */
import type { Passage } from '../datasets/types.ts';
import { restatementRisk } from './text/evidence.ts';
import { eventOfSpan, parseRecipe, renderRecipe } from './text/fabrication.ts';
import { eventsOf, isPast, openingSubject, opensInPast } from './text/events.ts';
import { foreignProblems } from './text/fabricationRisk.ts';
import { ORG_NOUNS } from './decontextualise.ts';
import { JOIN, joinClauses } from './edits/padding.ts';
import { lowerFirstWord, splitFinalPunct } from './text/casing.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { siblingPassages, topicalFabrication } from './topical-fabrication.ts';
import type { Rng } from '../engine/rng.ts';
import type { CorpusView, GeneratedClaim, Generator } from './types.ts';

const FABRICATION_TAIL = 'plan sentence joined to fabrication: ';
const PREDICATE_TAIL = 'plan sentence joined to the predicate of ';

/** Kinds of fabrication that read well after `, and ` (a cause or a moved event would repeat the head). */
const TAIL_KINDS = new Set(['sibling-event', 'sibling-predicate', 'attribution', 'blame', 'speaker-move']);

/** Problems of a fabrication people write as the second clause: it must be what its recipe words, and safe. */
function checkFabricationTail(tail: string, claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const note = claim.transform.slice(FABRICATION_TAIL.length);
  const recipe = parseRecipe(note);
  if (recipe === null || !TAIL_KINDS.has(recipe.kind)) return [`"${note}" is no fabrication that reads as a second clause`];
  if (recipe.event === claim.sourceSpan) return ['the second clause is built on the supported clause'];
  const whole = renderRecipe(recipe, corpus);
  if (whole === null || splitFinalPunct(whole).body.toLowerCase() !== splitFinalPunct(tail).body.toLowerCase()) return ['unsupported clause is not what its recipe words'];
  const problems = topicalFabrication.check!({ claim: whole, evidence: claim.evidence, sourceSpan: recipe.event, transform: note }, source, corpus);
  return problems.map((p) => `unsupported clause: ${p}`);
}

/**
 * Problems of a second predicate of the head's subject: the head opens with a subject (a person for a person's
 * predicate, a named subject for a named actor's) and a past verb, has no comma and reports no speech; the predicate is a sibling's, told in the past, names no one and is not
 * stated by the plan.
 */
function checkPredicateTail(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const spanId = claim.transform.slice(PREDICATE_TAIL.length);
  const event = eventOfSpan(spanId, corpus);
  if (event === undefined || !siblingPassages(source, corpus).some((p) => p.spans.some((s) => s.id === spanId))) return [`span ${spanId} holds no event of a sibling of ${source.id}`];
  const body = splitFinalPunct(spanText(source, claim.sourceSpan) ?? '').body;
  const subject = openingSubject(body, source);
  const isPerson = (kind: string) => kind === 'person';
  const problems: string[] = [];
  // A comma or a reporting verb in the head (`X said Y`) would leave the added predicate attached to the wrong clause.
  // A thing (`The fault`) takes no named actor's predicate: `The fault … and published its report` reads as nonsense.
  const thingForActor = subject !== null && subject.kind === 'common' && event.subject.kind !== 'common' && !ORG_NOUNS.has(subject.text.split(' ').at(-1)!);
  if (subject === null || !opensInPast(body, source) || /,|\b(?:said|says|told|warned|argued|announced)\b/.test(body) || isPerson(subject.kind) !== isPerson(event.subject.kind) || thingForActor) {
    problems.push('the supported clause has no plain subject of the same kind to share');
  }
  if (claim.claim !== `${body} and ${event.predicate}.`) problems.push('claim is not the supported clause and the sibling\'s predicate');
  if (!isPast(event) || /\b[A-Z]/.test(event.predicate)) problems.push(`"${event.predicate}" is not a past predicate naming no one`);
  return [...problems, ...foreignProblems(event, source).map((p) => `added predicate may be supported: ${p}`)];
}

function checkMixed(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const supported = spanText(source, claim.sourceSpan);
  if (supported === undefined) return [missingSpan(claim.sourceSpan, source)];
  if (claim.transform.startsWith(PREDICATE_TAIL)) return checkPredicateTail(claim, source, corpus);
  const head = splitFinalPunct(supported).body;
  if (!claim.claim.startsWith(head + JOIN)) return ['claim does not start with its supported clause'];
  const tail = claim.claim.slice(head.length + JOIN.length);
  if (claim.transform.startsWith(FABRICATION_TAIL)) return checkFabricationTail(tail, claim, source, corpus);
  const fromSibling = siblingPassages(source, corpus).some((p) =>
    p.spans.some((s) => splitFinalPunct(s.text).body.toLowerCase() === splitFinalPunct(tail).body.toLowerCase()),
  );
  const problems: string[] = [];
  if (!fromSibling) problems.push('unsupported clause is not a sibling sentence');
  const risk = restatementRisk(tail, claim.evidence);
  if (risk !== null) problems.push(`unsupported clause may be supported: ${risk}`);
  return problems;
}

/** The transform of a claim joining a plan sentence to `fab`. */
function joinNote(fab: GeneratedClaim): string {
  const recipe = parseRecipe(fab.transform);
  return recipe === null ? `plan sentence joined to sibling sentence ${fab.sourceSpan}` : `${FABRICATION_TAIL}${fab.transform}`;
}

/** Second predicates drawn per plan sentence, each from another sibling event (seeded choice). */
const PREDICATE_TAILS_PER_SPAN = 3;

/** Up to PREDICATE_TAILS_PER_SPAN claims joining a plan sentence to a sibling's predicate of the same kind of subject (seeded choice). */
function predicateTails(span: { id: string; text: string }, passage: Passage, events: ReturnType<typeof eventsOf>, corpus: CorpusView, rng: Rng): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const body = splitFinalPunct(span.text).body;
  const out: GeneratedClaim[] = [];
  for (const event of rng.shuffle(events)) {
    const claim: GeneratedClaim = {
      claim: `${body} and ${event.predicate}.`, evidence, sourceSpan: span.id, transform: `${PREDICATE_TAIL}${event.spanId}`, edits: ['join', 'added-predicate'],
    };
    if (out.some((c) => c.claim === claim.claim) || checkMixed(claim, passage, corpus).length !== 0) continue;
    out.push(claim);
    if (out.length === PREDICATE_TAILS_PER_SPAN) break;
  }
  return out;
}

/**
 * The two kinds a balanced draw of `mixed` takes evenly: the head's own subject doing more (`same-subject`, the
 * added predicate: what people most often write, about three in four hand-written mixed claims) or another actor's
 * deed, statement or blame (`other-actor`: the fabrication kinds).
 */
export function mixedBalanceKind(edits: readonly string[]): string {
  return edits.includes('added-predicate') ? 'same-subject' : 'other-actor';
}

/** Each plan sentence joined to one seeded same-topic fabrication. */
export const mixed: Generator = {
  id: 'mixed',
  expected: 'partial',
  description: 'a supported clause joined to an unsupported one',
  generate(passage, corpus, rng, options) {
    const evidence = passagePlan(passage);
    const names = [passage, ...siblingPassages(passage, corpus)].flatMap((p) => p.entities);
    const fabrications = topicalFabrication.generate(passage, corpus, rng, options)
      .filter((f) => !f.transform.includes('splice') && (parseRecipe(f.transform) === null || TAIL_KINDS.has(parseRecipe(f.transform)!.kind)));
    const out: GeneratedClaim[] = [];
    const predicates = options.repertoire === 'full' ? siblingPassages(passage, corpus).flatMap(eventsOf) : [];
    for (const span of passage.spans) {
      if (predicates.length > 0) out.push(...predicateTails(span, passage, predicates, corpus, rng.fork(`${span.id}|predicate`)));
      const spanRng = rng.fork(span.id);
      for (const fab of spanRng.shuffle(fabrications)) {
        const tail = lowerFirstWord(fab.claim, names);
        if (tail === null) continue;
        const claim: GeneratedClaim = { claim: joinClauses(span.text, tail), evidence, sourceSpan: span.id, transform: joinNote(fab) };
        if (fab.edits !== undefined) claim.edits = ['join', ...fab.edits];
        if (checkMixed(claim, passage, corpus).length === 0) {
          out.push(claim);
          break;
        }
      }
    }
    return out;
  },
  check: (claim, source, corpus) => checkMixed(claim, source, corpus),
  balanceKind: mixedBalanceKind,
};
