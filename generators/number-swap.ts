/**
 * `number-swap`: exactly one figure or date component changed, the rest verbatim (expected `unsupported`). Classic:
 * digits and date components, the new value absent from every plan span. Full adds what people write: number words,
 * a count of two to nine restated in words as news style writes it (`3 strikes` → `four strikes`), ordinals,
 * fractions (a share in per cent too, restated as a fraction that misses it: `60% of` → `three-quarters of`),
 * multipliers, a figure the same sentence or another plan sentence states in another role, and range ends moved the
 * way that falsifies (a time window narrowed, any other range widened); the new value is never one the plan states for the same quantity,
 * and the new figure keeps the source figure's form otherwise (never `12 hours` → `fourteen hours`).
 */
import type { Passage } from '../datasets/types.ts';
import { MONTHS } from '../engine/numerics.ts';
import { tokenize } from '../engine/tokens.ts';
import { numericAtoms } from './text/atoms.ts';
import { numericChange, planNumerics } from './text/evidence.ts';
import {
  countsAPair, countsNamedThings, datesOfStatedLength, figureSwapProblems, findFigureChange, type FigureChange, namedUpTo, nearShareProblem, partValueProblem, partWholeProblems, rangeEndProblem, rangesKept,
} from './text/figureCheck.ts';
import { figureSlots } from './text/quantitySwaps.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { spliceText } from './text/phrases.ts';
import { checkAgainstReadings } from './text/sourceReadings.ts';
import { recastClaims, withRecasts, type EditCandidateOf } from './recast.ts';
import { recastDraw } from './recastDraw.ts';
import type { GeneratedClaim, Generator } from './types.ts';
import type { Rng } from '../engine/rng.ts';

/** Tokens that are not numerics (digits and month names masked), to prove the rest stayed verbatim. */
function wordsOnly(text: string): string {
  return tokenize(text)
    .map((t) => (/\d/.test(t) || MONTHS.has(t) ? '#' : t))
    .join(' ');
}

/** Problems of a classic number swap against `original`: one numeric out, one in, the new one absent from the plan, words unchanged. */
function classicProblems(original: string, claim: GeneratedClaim): string[] {
  const { removed, added } = numericChange(original, claim.claim);
  const problems: string[] = [];
  if (removed.length !== 1 || added.length !== 1) problems.push(`numerics changed -[${removed}] +[${added}], want one each`);
  const known = planNumerics(claim.evidence);
  for (const n of added) if (known.has(n)) problems.push(`new numeric ${n} appears in the plan`);
  if (wordsOnly(original) !== wordsOnly(claim.claim)) problems.push('words other than figures changed');
  return problems;
}

/**
 * Problems of the changed figure in context, beyond the classic rules: a count that points back at things the passage
 * names (`the two cities`: `named` is how many it names up to the span), a part no smaller than its whole, a date
 * range end moved against the length the sentence states, a fraction moved too little to misstate it (`1 in 8` →
 * `1 in 7`), or a figure given the value of the sentence's count of part of its things (`38 witnesses, including 4` →
 * `4 witnesses`).
 */
function contextProblems(original: string, claim: string, change: FigureChange | string, { named, written }: SpanContext): string[] {
  const problems = partWholeProblems(claim);
  if (typeof change === 'string') return problems;
  if (countsNamedThings(original, change.before, named)) {
    problems.push(`"${change.before.text}" counts things the passage names: changing it breaks the reference, not a figure`);
  }
  if (countsAPair(original, change.before)) {
    problems.push(`"${change.before.text}" is a count \`neither\`, \`either\` or \`both\` governs: those speak of two things`);
  }
  if (datesOfStatedLength(original, change.before)) {
    problems.push(`${change.before.text} ends a range whose length the sentence states: moving it contradicts the sentence`);
  }
  const near = nearShareProblem(change);
  if (near !== null) problems.push(near);
  const part = partValueProblem([original, written], change);
  if (part !== null) problems.push(part);
  return problems;
}

/** What the context rules read of the span: how many names the passage gives up to it, and the span as written. */
interface SpanContext {
  named: number;
  written: string;
}

/**
 * Problems of a number swap of `original` (see `checkNumberSwap`), given its classic problems against `original`;
 * `context` (the span's) turns on the context rules, which the classic rules lack.
 */
function numberSwapProblems(original: string, claim: GeneratedClaim, classic: string[], context?: SpanContext): string[] {
  const change = findFigureChange(original, claim.claim);
  // Both repertoires: a range end moved the way that keeps the claim true (a time window widened, another range narrowed).
  const keptTrue = typeof change === 'string' ? null : rangeEndProblem(change);
  const inContext = [...(context === undefined ? [] : contextProblems(original, claim.claim, change, context)), ...(keptTrue === null ? [] : [keptTrue])];
  if (classic.length === 0) {
    const problems: string[] = [];
    if (typeof change !== 'string' && change.before.hedge !== undefined) {
      problems.push(`the figure follows "${change.before.hedge.text}" (a hedge or bound): a nearby value may stay true`);
    }
    if (!rangesKept(original, claim.claim)) problems.push('the swap breaks a range (its ends now meet or run the other way)');
    return [...problems, ...inContext];
  }
  const full = figureSwapProblems(original, claim.claim, claim.evidence);
  return full.length === 0 && inContext.length === 0 ? [] : [...new Set([...classic, ...full, ...inContext])];
}

/** What the number-swap check may be asked beyond the class check. */
export interface NumberSwapCheckOptions {
  /** Reject first, on the classic rules alone, a claim that is no classic swap of its span as written. */
  classicOnly?: boolean;
}

/**
 * The class check: a classic swap (one SPEC A3 numeric changed to a value absent from the plan, words kept) or a
 * quantity-level swap (one figure in digits or words changed, words kept, the plan never stating the new value for
 * the same quantity); either way the changed figure must not follow a hedge or bound, nor break a range. The source
 * is read as written or with what it leans on named (`sourceReadings.ts`). With `classicOnly`, a claim that is no
 * classic swap of the span as written is rejected on those problems alone (the classic repertoire's rule).
 */
export function checkNumberSwap(claim: GeneratedClaim, source: Passage, options: NumberSwapCheckOptions = {}): string[] {
  const asWritten = spanText(source, claim.sourceSpan);
  if (asWritten === undefined) return [missingSpan(claim.sourceSpan, source)];
  let classicOfSpan: string[] | undefined;
  // `classicOnly` and the readings both read the span as written: its classic problems are computed once.
  const classicOf = (original: string): string[] =>
    original === asWritten ? (classicOfSpan ??= classicProblems(original, claim)) : classicProblems(original, claim);
  if (options.classicOnly === true && classicOf(asWritten).length > 0) return classicOf(asWritten);
  // The classic repertoire is pinned: its own admission (`classicOnly`) reads no context.
  const context = options.classicOnly === true ? undefined : { named: namedUpTo(source.spans, source.entities, claim.sourceSpan), written: asWritten };
  return checkAgainstReadings(claim, source, (original) => numberSwapProblems(original, claim, classicOf(original), context));
}

/** Classic swaps: one per changeable atom of each span (the first replacement, in seeded order, that passes). */
function classicSwaps(passage: Passage, rng: Rng, full: boolean): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = [];
  for (const span of passage.spans) {
    const spanRng = rng.fork(span.id);
    for (const atom of numericAtoms(span.text, passage.entities, spanRng)) {
      for (const r of spanRng.shuffle(atom.replacements)) {
        const claim: GeneratedClaim = {
          claim: spliceText(span.text, atom.start, atom.end, r.text),
          evidence,
          sourceSpan: span.id,
          transform: `${atom.label} → ${r.text} (${r.how})`,
        };
        if (full) claim.edits = [atom.label.startsWith('date') ? 'date-component' : 'digits'];
        // The classic rules alone admit a candidate; both repertoires then drop a bounded figure (`since September 2023`),
        // a broken range, or a range end moved the way that keeps the claim true.
        if (checkNumberSwap(claim, passage, { classicOnly: true }).length !== 0) continue;
        // The full repertoire also drops what the whole check rejects in context (`8 of the 11` → `80 of the 11`).
        if (full && checkNumberSwap(claim, passage).length !== 0) continue;
        out.push(claim);
        break;
      }
    }
  }
  return out;
}

/** Full-repertoire swaps: per figure and kind of edit, the first candidate (in seeded order) that passes the check. */
function fullSwaps(passage: Passage, rng: Rng): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = [];
  for (const span of passage.spans) {
    const spanRng = rng.fork(`full:${span.id}`);
    for (const slot of figureSlots(span.text, passage.entities, evidence, span.id, spanRng)) {
      const done = new Set<string>();
      for (const swap of slot.swaps) {
        if (done.has(swap.edit)) continue;
        const claim: GeneratedClaim = { claim: swap.text, evidence, sourceSpan: span.id, transform: `${slot.label}: ${swap.how}`, edits: [swap.edit] };
        if (checkNumberSwap(claim, passage).length !== 0) continue;
        done.add(swap.edit);
        out.push(claim);
      }
    }
  }
  return out;
}

/** Every quantity-level swap of a sentence (a reading of span `spanId`), per figure in seeded order. */
function figureEdits(text: string, spanId: string, passage: Passage, rng: Rng): EditCandidateOf[] {
  return figureSlots(text, passage.entities, passagePlan(passage), spanId, rng)
    .flatMap((slot) => slot.swaps.map((swap) => ({ text: swap.text, how: `${slot.label}: ${swap.how}`, edit: swap.edit })));
}

/** Full-repertoire swaps, recast where people would (`generators/recast.ts`): a recast claim replaces its span's plain one of that kind. */
function recastSwaps(passage: Passage, rng: Rng): GeneratedClaim[] {
  const recast = recastClaims(passage, rng.fork('recast'), {
    edits: (text, spanId, editRng) => figureEdits(text, spanId, passage, editRng),
    check: (claim) => checkNumberSwap(claim, passage),
  });
  return withRecasts(fullSwaps(passage, rng.fork('full')), recast);
}

/** The full repertoire before recasting: classic swaps the whole check accepts, then the quantity-level swaps. */
export function plainSwaps(passage: Passage, rng: Rng): GeneratedClaim[] {
  return [...classicSwaps(passage, rng, true), ...fullSwaps(passage, rng.fork('full'))];
}

/** The number-swap generator. */
export const numberSwap: Generator = {
  id: 'number-swap',
  expected: 'unsupported',
  description: 'one figure or date component changed, the rest verbatim',
  generate(passage, _corpus, rng, options) {
    if (options?.repertoire !== 'full') return classicSwaps(passage, rng, false);
    return [...classicSwaps(passage, rng, true), ...recastSwaps(passage, rng)];
  },
  check: (claim, source) => checkNumberSwap(claim, source),
  ...recastDraw('number-swap'),
};
