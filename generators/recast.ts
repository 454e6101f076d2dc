/**
 * Recast readings: people do not falsify a sentence in place, they recast it around the edit. They name what it
 * leans on, leave out what restricts nothing, reword it, and bring in what another sentence of the passage says
 * (`Zipride raised its fares by 18%.` → `Zipride, which challenged the cap in the courts of Port Amaris, cut its fares
 * by 18%.`). A recast claim is built in two parts, so its label is proven part by part: a *reading* of the source span
 * that the plan entails, recorded step by step (naming, trims, a meaning-keeping rewording, a carry), and then the
 * class's own edit of that reading, judged by the class check as an edit of the reading.
 */
import type { Passage, ReadingStep } from '../datasets/types.ts';
import { countTokens } from '../engine/lex.ts';
import { tokenize } from '../engine/tokens.ts';
import { decontextualise } from './decontextualise.ts';
import { carryEdit, trimEdit } from './edits/recast.ts';
import { editContext, type EditContext } from './edits/types.ts';
import { nearCopies, tokenJaccard } from './difficulty.ts';
import { NAMING_EDITS } from './tiers.ts';
import { createRng, type Rng } from '../engine/rng.ts';
import { composeParaphrase, type FormatsMade } from './text/recompose.ts';
import { createOwnedMemo } from './text/textMemo.ts';
import { rewordingProblems } from './text/rewording.ts';
import { addedTokens } from './text/evidence.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { insertedText } from './text/phrases.ts';
import type { GeneratedClaim } from './types.ts';

/** Share of readings that are reworded with the paraphrase repertoire, and that carry content from another sentence. */
const REWORD_SHARE = 0.5;
const CARRY_SHARE = 0.6;
/** Most trims one reading makes. */
const MAX_TRIMS = 3;

type Naming = { text: string; edit: string } | null;

/** Namings already found, per passage and (span id, text): every reading and every check of a span names it again. */
const namings = createOwnedMemo<Passage, Naming>();

/** The sentence with what it leans on named (`generators/decontextualise.ts`), and the naming edits; null when nothing is. */
function named(text: string, passage: Passage, spanId: string): Naming {
  return namings(passage, `${spanId}\0${text}`, () => {
    const result = decontextualise({ claim: text, evidence: passagePlan(passage), sourceSpan: spanId, transform: '' }, passage);
    return result === null ? null : { text: result.claim, edit: (result.edits ?? []).join('+') };
  });
}

function contextOf(passage: Passage, spanId: string): EditContext {
  return { ...editContext(passage), sourceSpan: spanId };
}

/**
 * One recast reading of a span, drawn with `rng`: named where the span leans on its passage, up to three trims, a
 * rewording half the time, a carry from another sentence most of the time (never when `carry` is false). Empty when
 * nothing applies.
 */
export function composeReading(span: { id: string; text: string }, passage: Passage, rng: Rng, carry = true): ReadingStep[] {
  const ctx = contextOf(passage, span.id);
  const steps = namedTrims(span, passage, ctx, rng);
  if (rng.next() < REWORD_SHARE) {
    const reword = rewordStep(readingText(span.text, steps), passage, rng);
    if (reword !== null) steps.push(reword);
  }
  if (carry && rng.next() < CARRY_SHARE) {
    const carried = carryStep(readingText(span.text, steps), ctx, rng);
    if (carried !== null) steps.push(carried);
  }
  return steps;
}

/**
 * A reworded reading of a span that brings in context, as a paraphrase people write: named where the span leans on
 * its passage, up to three trims `accept` takes, always reworded (the paraphrase repertoire), then a carry from another
 * sentence when one is offered, set into the reworded text so no rewording moves it (`…, which bought the rights` stays
 * on its name). Empty unless it is reworded and names or carries something.
 */
export function contextReading(
  span: { id: string; text: string },
  passage: Passage,
  rng: Rng,
  { accept, formats }: { accept?: (trimmed: string) => boolean; formats?: FormatsMade } = {},
): ReadingStep[] {
  const ctx = contextOf(passage, span.id);
  const steps = namedTrims(span, passage, ctx, rng, accept);
  const reword = rewordStep(readingText(span.text, steps), passage, rng, formats);
  if (reword === null) return [];
  steps.push(reword);
  const carried = carryStep(reword.text, ctx, rng);
  if (carried !== null) steps.push(carried);
  return steps.some((s) => NAMING_EDITS.includes(s.edit.split('+')[0]) || s.edit.startsWith('carry-')) ? steps : [];
}

/** A reading's first steps: the span named where it leans on its passage, then up to three trims `accept` takes. */
function namedTrims(span: { id: string; text: string }, passage: Passage, ctx: EditContext, rng: Rng, accept?: (trimmed: string) => boolean): ReadingStep[] {
  const naming = named(span.text, passage, span.id);
  const steps: ReadingStep[] = naming === null ? [] : [{ edit: naming.edit, text: naming.text }];
  steps.push(...drawTrims(readingText(span.text, steps), ctx, rng, rng.int(MAX_TRIMS + 1), accept));
  return steps;
}

/** A rewording of `text` by the paraphrase repertoire that keeps its meaning (`rewordingProblems`); null when none does. */
function rewordStep(text: string, passage: Passage, rng: Rng, formats?: FormatsMade): ReadingStep | null {
  const r = composeParaphrase(text, passage, rng.fork('reword'), formats);
  if (r === null || rewordingProblems(text, r.text, passage.entities).length > 0) return null;
  return { edit: r.edits.map((e) => `reword-${e}`).join('+'), text: r.text };
}

/** One carry into `text` from another plan sentence, drawn among those offered; null when none is. */
function carryStep(text: string, ctx: EditContext, rng: Rng): ReadingStep | null {
  const options = carryEdit.apply(text, ctx, rng);
  if (options.length === 0) return null;
  const carry = rng.pick(options);
  return { edit: carry.edit, text: carry.text };
}

/**
 * Up to `count` trims of `text` in a row, each drawn among what the trim operator offers and `accept` takes (every
 * offer when absent); fewer when none applies.
 */
function drawTrims(text: string, ctx: EditContext, rng: Rng, count: number, accept?: (trimmed: string) => boolean): ReadingStep[] {
  const steps: ReadingStep[] = [];
  for (let i = 0; i < count; i++) {
    const offered = trimEdit.apply(steps.at(-1)?.text ?? text, ctx, rng);
    const options = accept === undefined ? offered : offered.filter((t) => accept(t.text));
    if (options.length === 0) break;
    const trim = rng.pick(options);
    steps.push({ edit: trim.edit, text: trim.text });
  }
  return steps;
}

/**
 * A reading of a span that only trims it (one to three trims, each leaving a text `accept` takes), the span keeping
 * what it says in fewer words; empty when no trim applies.
 */
export function trimReading(span: { id: string; text: string }, passage: Passage, rng: Rng, accept?: (trimmed: string) => boolean): ReadingStep[] {
  return drawTrims(span.text, contextOf(passage, span.id), rng, 1 + rng.int(MAX_TRIMS), accept);
}

/** The text a reading arrives at (the source when it has no step). */
export function readingText(source: string, steps: readonly ReadingStep[]): string {
  return steps.at(-1)?.text ?? source;
}

/** The edit ids a reading records in a claim's provenance, after the class's own edit. */
export function readingEdits(steps: readonly ReadingStep[]): string[] {
  return steps.flatMap((s) => s.edit.split('+'));
}

/** Whether the operator offers exactly this step (trims and carries do not depend on the rng). */
function offered(op: typeof trimEdit, before: string, step: ReadingStep, ctx: EditContext): boolean {
  return op.apply(before, ctx, createRng(0)).some((c) => c.edit === step.edit && c.text === step.text);
}

/** Why one step does not keep a true sentence true (empty when it does). */
function stepProblems(before: string, step: ReadingStep, source: Passage, ctx: EditContext): string[] {
  const ids = step.edit.split('+');
  if (ids.every((id) => NAMING_EDITS.includes(id))) {
    const naming = named(before, source, ctx.sourceSpan ?? '');
    return naming?.text === step.text && naming.edit === step.edit ? [] : ['is not the sentence with what it leans on named from earlier sentences'];
  }
  if (ids.length === 1 && ids[0].startsWith('trim-')) {
    return offered(trimEdit, before, step, ctx) ? [] : ['drops more than a phrase that restricts nothing (a title, an apposition, a non-restrictive relative clause, a final comma-set or before/after clause, a conjunct, a date said of the whole event)'];
  }
  if (ids.length === 1 && ids[0].startsWith('carry-')) {
    return offered(carryEdit, before, step, ctx) ? [] : ['adds what no other plan sentence says in that form (its event as a relative clause, its title, an earlier dated event, the sentence that brought in a definite\'s thing)'];
  }
  if (ids.every((id) => id.startsWith('reword-'))) return rewordingProblems(before, step.text, source.entities);
  return [`unknown reading edit ${step.edit}`];
}

/**
 * Why a recorded reading is not a true reading of its source span (empty when every step keeps the span's truth: a
 * naming the decontextualiser gives, a trim or carry its operator offers, a rewording the paraphrase check accepts).
 */
export function readingProblems(steps: readonly ReadingStep[], source: Passage, sourceSpan: string): string[] {
  return [...proofs(source, `${sourceSpan}\0${JSON.stringify(steps)}`, () => proveReading(steps, source, sourceSpan))];
}

/** Proofs already made, per source passage and (span id, steps): every candidate edit of a reading is checked on it. */
const proofs = createOwnedMemo<Passage, readonly string[]>();

function proveReading(steps: readonly ReadingStep[], source: Passage, sourceSpan: string): string[] {
  let text = spanText(source, sourceSpan);
  if (text === undefined) return [missingSpan(sourceSpan, source)];
  if (steps.length === 0) return ['the reading has no step'];
  const ctx = contextOf(source, sourceSpan);
  for (const [i, step] of steps.entries()) {
    const problems = stepProblems(text, step, source, ctx);
    if (problems.length > 0) return problems.map((p) => `reading step ${i + 1} (${step.edit}) ${p}`);
    text = step.text;
  }
  return [];
}

/**
 * Whether `claim` keeps what the reading's carries brought in: every word, and each carried stretch as written (the
 * false atom is never the carried content: `which was built by …` may not become `which was not built by …`).
 */
export function keepsCarried(source: string, steps: readonly ReadingStep[], claim: string): boolean {
  const have = countTokens(tokenize(claim));
  let before = source;
  for (const step of steps) {
    if (step.edit.startsWith('carry-')) {
      for (const [t, n] of countTokens(addedTokens(before, step.text))) if ((have.get(t) ?? 0) < n) return false;
      if (!claim.includes(insertedText(before, step.text).trim())) return false;
    }
    before = step.text;
  }
  return true;
}

/** A candidate class edit of a sentence: the edited text, what was done, and the kind (its edit id). */
export interface EditCandidateOf {
  text: string;
  how: string;
  edit: string;
}

/** How a class turns a sentence into its candidates, and how it checks a claim. */
export interface RecastClass {
  /** The class edits of `text` (a reading of span `spanId`), in the order to try them. */
  edits(text: string, spanId: string, rng: Rng): EditCandidateOf[];
  check(claim: GeneratedClaim): string[];
}

/** Readings drawn per span, and claims kept per span and kind of class edit (each from another reading). */
const READINGS = 4;
const PER_KIND = 2;
/**
 * Readings drawn of a span that leans on its passage or takes a carry: only these make the claims that name something
 * their source does not, which people write most (`recastDraw.ts`) and the corpus yields fewest of, so more are drawn.
 */
const READINGS_WITH_CONTEXT = 16;

/** Spans already read for context, per passage and span id: every recast class draws readings of the same spans. */
const contextTaken = createOwnedMemo<Passage, boolean>();

/** Whether a reading of the span can bring in context: the span leans on its passage (a naming) or takes a carry. */
function takesContext(span: { id: string; text: string }, passage: Passage): boolean {
  return contextTaken(passage, `${span.id}\0${span.text}`, () =>
    named(span.text, passage, span.id) !== null || carryEdit.apply(span.text, contextOf(passage, span.id), createRng(0)).length > 0);
}

/** Distinct readings of a span, the most recast first (fewest tokens shared with the span; ties in draw order). */
function drawReadings(span: { id: string; text: string }, passage: Passage, rng: Rng): ReadingStep[][] {
  const drawn: Array<{ steps: ReadingStep[]; overlap: number }> = [];
  const readings = takesContext(span, passage) ? READINGS_WITH_CONTEXT : READINGS;
  for (let i = 0; i < readings; i++) {
    const steps = composeReading(span, passage, rng.fork(`reading-${i}`));
    const text = readingText(span.text, steps);
    if (steps.length > 0 && !drawn.some((d) => readingText(span.text, d.steps) === text)) drawn.push({ steps, overlap: tokenJaccard(span.text, text) });
  }
  return drawn.map((d, i) => ({ ...d, i })).sort((a, b) => a.overlap - b.overlap || a.i - b.i).map((d) => d.steps);
}

/**
 * Recast claims of a passage: per span, its drawn readings (most recast first), and per kind of class edit up to
 * PER_KIND claims, each the first candidate of another reading that keeps the carried words and passes the class check.
 */
export function recastClaims(passage: Passage, rng: Rng, cls: RecastClass): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = [];
  for (const span of passage.spans) {
    const spanRng = rng.fork(`recast:${span.id}`);
    const kept = new Map<string, number>();
    const ofSpan: string[] = [];
    for (const steps of drawReadings(span, passage, spanRng)) {
      const done = new Set<string>();
      const reading = readingText(span.text, steps);
      for (const c of cls.edits(reading, span.id, spanRng.fork(reading))) {
        if (done.has(c.edit) || (kept.get(c.edit) ?? 0) >= PER_KIND || c.text === reading || !keepsCarried(span.text, steps, c.text)) continue;
        // Never a near-copy of a claim the span already gave (`cut 240 jobs` beside `cut 250 jobs`).
        if (ofSpan.some((k) => nearCopies(k, c.text))) continue;
        const claim: GeneratedClaim = {
          claim: c.text, evidence, sourceSpan: span.id, transform: `${c.how}; recast: ${readingEdits(steps).join(', ')}`,
          edits: [c.edit, ...readingEdits(steps)], reading: steps,
        };
        if (cls.check(claim).length > 0) continue;
        done.add(c.edit);
        kept.set(c.edit, (kept.get(c.edit) ?? 0) + 1);
        ofSpan.push(c.text);
        out.push(claim);
      }
    }
  }
  return out;
}

/** The recast claims, and each plain claim whose span and kind of edit no recast claim covers. */
export function withRecasts(plain: readonly GeneratedClaim[], recast: readonly GeneratedClaim[]): GeneratedClaim[] {
  const covered = new Set(recast.map((c) => `${c.sourceSpan}\0${c.edits?.[0] ?? ''}`));
  return [...recast, ...plain.filter((c) => !covered.has(`${c.sourceSpan}\0${c.edits?.[0] ?? ''}`))];
}
