/**
 * The balanced draw of recast classes (negation, scale-swap, number-swap, date-shift) and role swaps. Two
 * construction features of a claim are drawn in the shares people write them, measured on the hand-written set, never
 * on a score:
 * - **context**: the claim names what its source sentence leans on or carries another sentence's content (48–65% of
 *   hand-written number swaps, scale swaps and negations name something their source span does not; 3 of 23 date
 *   shifts);
 * - **part**: the claim keeps only part of its source sentence, fewer than 3/5 of the source's words (people claim one
 *   fact of a long sentence: 10 of 23 hand-written negations, 16 of 22 scale swaps, 5 of 25 number swaps, 17 of 23
 *   date shifts, 7 of 22 role swaps), the rest of the sentence dropped by trims.
 * Drawn level by level (`generators/generate.ts` `interleaveByKind`): context in its share, within each part in its
 * share, within each the kinds of edit evenly, as far as each kind yields.
 */
import type { LabelledCase } from '../datasets/types.ts';
import { tokenize } from '../engine/tokens.ts';
import { NAMING_EDITS } from './difficulty.ts';
import type { Generator } from './types.ts';

/** A claim keeping fewer than this share of its source sentence's distinct words keeps only part of it. */
export const PART_KEPT = 0.6;

/** Hand-written claims naming something their source span does not, per recast class (of 23, 22, 25 and 23). */
export const HANDWRITTEN_CONTEXT_SHARE = { negation: 15 / 23, 'scale-swap': 11 / 22, 'number-swap': 12 / 25, 'date-shift': 3 / 23 } as const;

/** Hand-written claims keeping only part of their source sentence (`keepsPart`), per class (of 23, 22, 25, 23 and 22). */
export const HANDWRITTEN_PART_SHARE = { negation: 10 / 23, 'scale-swap': 16 / 22, 'number-swap': 5 / 25, 'date-shift': 17 / 23, 'role-swap': 7 / 22 } as const;

/** Whether an edit id brings in context the source span leans on or another plan sentence gives (a naming, a carry). */
function addsContext(edit: string): boolean {
  return NAMING_EDITS.includes(edit) || edit.startsWith('carry-');
}

/** The share in [0, 1] of `source`'s distinct tokens (SPEC A1) that `claim` still has; 1 for an empty source. */
export function keptOfSource(claim: string, source: string): number {
  const words = new Set(tokenize(source));
  if (words.size === 0) return 1;
  const have = new Set(tokenize(claim));
  let kept = 0;
  for (const w of words) if (have.has(w)) kept++;
  return kept / words.size;
}

/** Whether a case's claim keeps only part of its source span (false when the case names no source span in its evidence). */
export function keepsPart(c: Pick<LabelledCase, 'claim' | 'evidence' | 'provenance'>): boolean {
  const source = c.evidence.find((e) => e.id === c.provenance?.source_span);
  return source !== undefined && keptOfSource(c.claim, source.text) < PART_KEPT;
}

const partLevel = (c: LabelledCase) => (keepsPart(c) ? 'part' : 'whole');

/** A recast class's kind: `context|plain`, then `part|whole`, then its own edit (`context/part/not`). */
export function recastBalanceKind(edits: readonly string[], c: LabelledCase): string {
  return `${edits.slice(1).some(addsContext) ? 'context' : 'plain'}/${partLevel(c)}/${edits[0] ?? '-'}`;
}

/** A role swap's kind: `part|whole`, then its kind of relation (`part/passive`). */
export function partBalanceKind(edits: readonly string[], c: LabelledCase): string {
  return `${partLevel(c)}/${edits[0] ?? '-'}`;
}

/** `yes` in `share`, any other value of the level in the rest. */
const weight = (kind: string, yes: string, share: number) => (kind === yes ? share : 1 - share);

/** Shares of `recastBalanceKind`'s levels: context in `context` share; within each, part in `part` share; edits evenly. */
export function recastShares(context: number, part: number): (kind: string, level: number) => number | undefined {
  return (kind, level) => (level === 0 ? weight(kind, 'context', context) : level === 1 ? weight(kind, 'part', part) : undefined);
}

/** Shares of `partBalanceKind`'s levels: part in `part` share; relations evenly. */
export function partShares(part: number): (kind: string, level: number) => number | undefined {
  return (kind, level) => (level === 0 ? weight(kind, 'part', part) : undefined);
}

/** A recast class's draw: its kind and its shares from the hand-written set. */
export function recastDraw(cls: keyof typeof HANDWRITTEN_CONTEXT_SHARE): Pick<Generator, 'balanceKind' | 'balanceShare'> {
  return { balanceKind: recastBalanceKind, balanceShare: recastShares(HANDWRITTEN_CONTEXT_SHARE[cls], HANDWRITTEN_PART_SHARE[cls]) };
}
