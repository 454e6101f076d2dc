/**
 * What a plan (the evidence of a case) says: its numerics, its words, and how much of a claim it already covers.
 * The class checks use these to prove a case's label (e.g. a swapped figure appears nowhere in the plan).
 */
import type { EvidenceSpan } from '../../engine/types.ts';
import { numerics } from '../../engine/numerics.ts';
import { tokenize } from '../../engine/tokens.ts';
import { createObjectMemo, createTextMemo } from './textMemo.ts';

// Checks read the numerics of the same source (and often the same claim) once per candidate: read once per text.
const numericsMemo = createTextMemo<readonly string[]>();

/** SPEC A3 numerics of a text, in order (a multiset); a fresh array, the caller's to change. */
export function numericsOf(text: string): string[] {
  return numericsMemo(text, () => numerics(tokenize(text))).slice();
}

/** Numerics and content tokens of a plan, computed once per plan array (checks run once per candidate claim). */
const planWords = createObjectMemo<readonly EvidenceSpan[], { numerics: ReadonlySet<string>; content: ReadonlySet<string> }>();

function wordsOfPlan(plan: readonly EvidenceSpan[]): { numerics: ReadonlySet<string>; content: ReadonlySet<string> } {
  return planWords(plan, () => ({
    numerics: new Set(plan.flatMap((span) => numericsOf(span.text))),
    content: new Set(plan.flatMap((span) => contentTokens(span.text))),
  }));
}

/** Every numeric of every span of the plan. */
export function planNumerics(plan: readonly EvidenceSpan[]): ReadonlySet<string> {
  return wordsOfPlan(plan).numerics;
}

/**
 * Multiset difference: the items of `after` left once `before`'s copies are used up (in `after`'s order), and the
 * items of `before` that `after` does not use (grouped by first appearance).
 */
export function multisetChange(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  const counts = new Map<string, number>();
  for (const n of before) counts.set(n, (counts.get(n) ?? 0) + 1);
  const added: string[] = [];
  for (const n of after) {
    const left = counts.get(n) ?? 0;
    if (left > 0) counts.set(n, left - 1);
    else added.push(n);
  }
  const removed = [...counts].flatMap(([n, c]) => Array<string>(c).fill(n));
  return { removed, added };
}

/** Multiset difference of numerics: what `after` lost from and added to `before`. */
export function numericChange(before: string, after: string): { removed: string[]; added: string[] } {
  return multisetChange(numericsOf(before), numericsOf(after));
}

/** SPEC A1 tokens `after` adds to `before`, as a multiset (each extra copy once, in `after`'s order). */
export function addedTokens(before: string, after: string): string[] {
  return multisetChange(tokenize(before), tokenize(after)).added;
}

/** Function words ignored when comparing what two texts assert. */
const FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'and', 'or', 'but', 'from', 'as', 'its', 'it',
  'is', 'was', 'were', 'are', 'be', 'been', 'has', 'had', 'have', 'that', 'this', 'which', 'who', 'their', 'his',
  'her', 'than', 'into', 'after', 'before', 'over', 'per', 's', 'also', 'would', 'will', 'said', 'along', 'since',
  'under', 'about', 'while', 'only', 'just', 'each', 'every', 'some', 'most', 'more', 'less', 'such', 'other', 'there',
  'where', 'when', 'then', 'them', 'they', 'she', 'he', 'him', 'we', 'our', 'what', 'whose', 'between', 'during',
  'until', 'against', 'through', 'across', 'within', 'without', 'because', 'although', 'however', 'not', 'no', 'all',
  'both', 'any', 'can', 'could', 'should', 'may', 'might', 'must', 'do', 'did', 'does', 'being', 'these', 'those',
  'up', 'down', 'out', 'off', 'again', 'still', 'yet', 'so', 'very', 'many', 'much', 'new', 'first', 'last', 'later',
]);

/** Lower-case content tokens of a text (no function words, no pure numbers). */
export function contentTokens(text: string): string[] {
  return tokenize(text).filter((t) => !FUNCTION_WORDS.has(t) && !/^[\d.,]+$/.test(t));
}

/** Share in [0, 1] of the claim's distinct content tokens found anywhere in the plan (1 when the claim has none). */
export function planCoverage(claim: string, plan: readonly EvidenceSpan[]): number {
  const claimTokens = new Set(contentTokens(claim));
  if (claimTokens.size === 0) return 1;
  const planTokens = wordsOfPlan(plan).content;
  let hit = 0;
  for (const t of claimTokens) if (planTokens.has(t)) hit++;
  return hit / claimTokens.size;
}

/**
 * Why a claim taken from outside the plan might still be supported by it, or null when it is clearly new:
 * it repeats a plan sentence, most of its content words are in the plan, or its figures all are and half its words.
 */
export function restatementRisk(claim: string, plan: readonly EvidenceSpan[]): string | null {
  if (plan.some((span) => span.text.trim() === claim.trim())) return 'claim is a plan sentence';
  const coverage = planCoverage(claim, plan);
  if (coverage >= 0.6) return `plan covers ${(coverage * 100).toFixed(0)}% of its content words`;
  const nums = numericsOf(claim);
  const known = planNumerics(plan);
  if (nums.length > 0 && nums.every((n) => known.has(n)) && coverage >= 0.35) {
    return `all its figures are in the plan and ${(coverage * 100).toFixed(0)}% of its content words`;
  }
  return null;
}
