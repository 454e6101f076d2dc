/**
 * The balanced draw of recast classes (negation, scale-swap, number-swap, date-shift), role swaps and fabrications. Two
 * construction features of a claim are drawn in the shares people write them, measured on the hand-written set, never
 * on a score:
 * - **context**: the claim names what its source sentence leans on or carries another sentence's content (48–65% of
 *   hand-written number swaps, scale swaps and negations name something their source span does not; 3 of 23 date
 *   shifts);
 * - **recomposed**, within context: fewer than 3/5 of the claim's words come from its source sentence, the rest from
 *   the passage's other sentences (`Fairway shares fell 2% on the news.` → `Fairway Foods shares rose 2% on the news
 *   that Harriet Lowther would replace Simon Okonjo.`): 7 of the 15 hand-written negations that name something new, 4
 *   of 11 scale swaps, 3 of 12 number swaps, 1 of 3 date shifts (every recomposed hand-written claim names something);
 * - **part**: the claim keeps only part of its source sentence, fewer than 3/5 of the source's words (people claim one
 *   fact of a long sentence: 10 of 23 hand-written negations, 15 of 22 scale swaps, 5 of 25 number swaps, 17 of 23
 *   date shifts, 7 of 22 role swaps), the rest of the sentence dropped by trims.
 * Drawn level by level (`generators/generate.ts` `interleaveByKind`): context in its share, within context recomposed
 * in its share, within each part in its share (among recomposed claims and among the rest, as people write each),
 * within each the kinds of edit evenly, as far as each kind yields.
 */
import type { LabelledCase } from '../datasets/types.ts';
import { numericGateTrips, numerics } from '../engine/numerics.ts';
import { tokenize } from '../engine/tokens.ts';
import { addsNames } from './difficulty.ts';
import { formatNeutral } from './text/formats.ts';
import { NAMING_EDITS } from './tiers.ts';
import type { Generator } from './types.ts';

/** A claim keeping fewer than this share of its source sentence's distinct words keeps only part of it. */
export const PART_KEPT = 0.6;

/** Hand-written claims naming something their source span does not, per recast class (of 23, 22, 25 and 23). */
export const HANDWRITTEN_CONTEXT_SHARE = { negation: 15 / 23, 'scale-swap': 11 / 22, 'number-swap': 12 / 25, 'date-shift': 3 / 23 } as const;

/** Hand-written claims of a recast class that name something new and are recomposed (`recomposes`), of those naming something (of 15, 11, 12 and 3). */
export const HANDWRITTEN_RECOMPOSED_SHARE = { negation: 7 / 15, 'scale-swap': 4 / 11, 'number-swap': 3 / 12, 'date-shift': 1 / 3 } as const;

/**
 * Hand-written role swaps keeping only part of their source sentence (`keepsPart`), of 22; paraphrases and recast
 * classes draw part by composition (HANDWRITTEN_PARAPHRASE_SHARES, HANDWRITTEN_PART_SHARE_BY_COMPOSITION).
 */
export const HANDWRITTEN_PART_SHARE = { 'role-swap': 7 / 22 } as const;

/**
 * Hand-written paraphrases that are recomposed (of 97), and those keeping only part of their sentence among the
 * recomposed ones and among the rest (of 29 and 68). A person rewording a sentence either keeps its frame and most of
 * its words or rewrites nearly every word (`Skerrin Ferries cancelled 212 sailings …` → `… called off 212 crossings`),
 * and the second kind keeps few of the source's words too.
 */
export const HANDWRITTEN_PARAPHRASE_SHARES = { recomposed: 29 / 97, part: { recomposed: 25 / 29, single: 2 / 68 } } as const;

/** Whether an edit id brings in context the source span leans on or another plan sentence gives (a naming, a carry). */
function addsContext(edit: string): boolean {
  return NAMING_EDITS.includes(edit) || edit.startsWith('carry-');
}

/**
 * The share in [0, 1] of `source`'s distinct tokens (SPEC A1) that `claim` still has, formats aside (`formatNeutral`:
 * `2,340` and `2340`, `12%` and `12 per cent`, a date in any form are one word); 1 for an empty source.
 */
export function keptOfSource(claim: string, source: string): number {
  const words = new Set(tokenize(formatNeutral(source)));
  if (words.size === 0) return 1;
  const have = new Set(tokenize(formatNeutral(claim)));
  let kept = 0;
  for (const w of words) if (have.has(w)) kept++;
  return kept / words.size;
}

/** A claim with fewer than this share of its distinct words from its source sentence is recomposed. */
export const RECOMPOSED_FROM_SOURCE = 0.6;

/** The share in [0, 1] of `claim`'s distinct tokens (SPEC A1) that `source` has, formats aside; 1 for an empty claim. */
export function fromSource(claim: string, source: string): number {
  return keptOfSource(source, claim);
}

/** The case's source span text, or undefined when its evidence names no source span. */
const sourceText = (c: Pick<LabelledCase, 'evidence' | 'provenance'>) => c.evidence.find((e) => e.id === c.provenance?.source_span)?.text;

/** Whether a case's claim is recomposed: under 3/5 of its words from its source span (false without a source span). */
export function recomposes(c: Pick<LabelledCase, 'claim' | 'evidence' | 'provenance'>): boolean {
  const source = sourceText(c);
  return source !== undefined && fromSource(c.claim, source) < RECOMPOSED_FROM_SOURCE;
}

/** Whether a case's claim keeps only part of its source span (false when the case names no source span in its evidence). */
export function keepsPart(c: Pick<LabelledCase, 'claim' | 'evidence' | 'provenance'>): boolean {
  const source = sourceText(c);
  return source !== undefined && keptOfSource(c.claim, source) < PART_KEPT;
}

const partLevel = (c: LabelledCase) => (keepsPart(c) ? 'part' : 'whole');

/** The levels of a recast class's kind, in the order they are drawn (`context/recomposed/part/not`). */
const RECAST_LEVELS = ['context', 'composition', 'part', 'edit'] as const;
type RecastLevel = (typeof RECAST_LEVELS)[number];

/**
 * A recast class's kind: `context|plain`, then `recomposed|single` (a plain claim is always `single`), then
 * `part|whole`, then its own edit (`context/recomposed/part/not`).
 */
export function recastBalanceKind(edits: readonly string[], c: LabelledCase): string {
  const context = edits.slice(1).some(addsContext);
  const levels: Record<RecastLevel, string> = {
    context: context ? 'context' : 'plain', composition: context && recomposes(c) ? 'recomposed' : 'single', part: partLevel(c), edit: edits[0] ?? '-',
  };
  return RECAST_LEVELS.map((name) => levels[name]).join('/');
}

/** A role swap's kind: `part|whole`, then its kind of relation (`part/passive`). */
export function partBalanceKind(edits: readonly string[], c: LabelledCase): string {
  return `${partLevel(c)}/${edits[0] ?? '-'}`;
}

/**
 * Hand-written claims of a recast class keeping only part of their source sentence, among the recomposed ones and
 * among the rest (of 7 and 16, 4 and 18, 3 and 22, 1 and 22): people who bring in another sentence's content mostly
 * drop part of their own (`The winner received £100,000, twice as much as the runner-up.` → `Gethin Rowlands received
 * €100,000 for winning the Gdańsk Open.`).
 */
export const HANDWRITTEN_PART_SHARE_BY_COMPOSITION = {
  negation: { recomposed: 4 / 7, single: 6 / 16 },
  'scale-swap': { recomposed: 4 / 4, single: 11 / 18 },
  'number-swap': { recomposed: 1 / 3, single: 4 / 22 },
  'date-shift': { recomposed: 0 / 1, single: 17 / 22 },
} as const;

/** `yes` in `share`, any other value of the level in the rest. */
const weight = (kind: string, yes: string, share: number) => (kind === yes ? share : 1 - share);

/**
 * Shares of a composition level then a part level, counted from the composition level (`parents[0]` is the
 * composition): recomposed in `recomposed` share; within recomposed claims part in `part.recomposed` share, within the
 * rest in `part.single` share; deeper levels evenly. Paraphrases draw on these alone, recast classes under context.
 */
function composedShares(
  recomposed: number,
  part: { recomposed: number; single: number },
): (kind: string, level: number, parents: readonly string[]) => number | undefined {
  return (kind, level, parents) => {
    if (level === 0) return weight(kind, 'recomposed', recomposed);
    if (level === 1) return weight(kind, 'part', parents[0] === 'recomposed' ? part.recomposed : part.single);
    return undefined;
  };
}

/**
 * Shares of `recastBalanceKind`'s levels: context in `context` share; within context, the composition and part
 * levels in their shares (`composedShares`); edits evenly.
 */
export function recastShares(
  context: number,
  recomposed: number,
  part: { recomposed: number; single: number },
): (kind: string, level: number, parents: readonly string[]) => number | undefined {
  const composed = composedShares(recomposed, part);
  const below = RECAST_LEVELS.indexOf('composition');
  return (kind, level, parents) =>
    RECAST_LEVELS[level] === 'context' ? weight(kind, 'context', context) : composed(kind, level - below, parents.slice(below));
}

/** Shares of `partBalanceKind`'s levels: part in `part` share; relations evenly. */
export function partShares(part: number): (kind: string, level: number) => number | undefined {
  return (kind, level) => (level === 0 ? weight(kind, 'part', part) : undefined);
}

/** Role swaps' draw, on part only: their kind and their part share from the hand-written set. */
export function roleSwapDraw(): Pick<Generator, 'balanceKind' | 'balanceShare'> {
  return { balanceKind: partBalanceKind, balanceShare: partShares(HANDWRITTEN_PART_SHARE['role-swap']) };
}

/** A paraphrase's kind: `recomposed|single`, then `part|whole`, then its first edit (`recomposed/part/thesaurus`). */
export function composedBalanceKind(edits: readonly string[], c: LabelledCase): string {
  return `${recomposes(c) ? 'recomposed' : 'single'}/${partLevel(c)}/${edits[0] ?? '-'}`;
}

/** Paraphrases' draw: recomposed in the hand-written share, within each composition part in its share, edits evenly. */
export function composedDraw(): Pick<Generator, 'balanceKind' | 'balanceShare'> {
  const { recomposed, part } = HANDWRITTEN_PARAPHRASE_SHARES;
  return { balanceKind: composedBalanceKind, balanceShare: composedShares(recomposed, part) };
}

/** A recast class's draw: its kind and its shares from the hand-written set. */
export function recastDraw(cls: keyof typeof HANDWRITTEN_CONTEXT_SHARE): Pick<Generator, 'balanceKind' | 'balanceShare'> {
  return { balanceKind: recastBalanceKind, balanceShare: recastShares(HANDWRITTEN_CONTEXT_SHARE[cls], HANDWRITTEN_RECOMPOSED_SHARE[cls], HANDWRITTEN_PART_SHARE_BY_COMPOSITION[cls]) };
}

/**
 * Hand-written fabrications naming something the plan never names (`addsNames`: `The wolves were brought to the valley
 * from Slovakia.`), of 78: people reuse the plan's names to say what it does not. A sibling passage's event brings its
 * own names, which an entity check catches whatever the matcher does.
 */
export const HANDWRITTEN_FABRICATION_NEW_NAMES_SHARE = 3 / 78;

/** A fabrication's kind: `names|plan` (whether it names what the plan does not), then its first edit (`plan/blame`). */
export function namesBalanceKind(edits: readonly string[], c: LabelledCase): string {
  return `${addsNames(c) ? 'names' : 'plan'}/${edits[0] ?? '-'}`;
}

/** Fabrications' draw: naming what the plan does not in the hand-written share, as far as the plan-named ones yield; edits evenly. */
export function fabricationDraw(): Pick<Generator, 'balanceKind' | 'balanceShare'> {
  return { balanceKind: namesBalanceKind, balanceShare: (kind, level) => (level === 0 ? weight(kind, 'names', HANDWRITTEN_FABRICATION_NEW_NAMES_SHARE) : undefined) };
}

/**
 * Hand-written padded claims whose figures come from more than one plan sentence (`spreadsFigures`), of 20 (17 carry
 * a figure): people pad with what several sentences say (`Mayor Rui Mendonça said the 870 firefighters had kept the
 * flames out of all 30 evacuated villages`).
 */
export const HANDWRITTEN_SEVERAL_FIGURES_SHARE = 6 / 20;

/** Whether a case's claim has figures (SPEC A3 numerics) that no one evidence span holds together. */
export function spreadsFigures(c: Pick<LabelledCase, 'claim' | 'evidence'>): boolean {
  const figures = numerics(tokenize(c.claim));
  return figures.length > 0 && c.evidence.every((e) => numericGateTrips(figures, numerics(tokenize(e.text))));
}

/** A padded claim's kind: `figures|plain` (wrapped in plan figures of two sentences or not), then its first edit. */
export function padBalanceKind(edits: readonly string[]): string {
  return `${edits.includes('carry-figure') ? 'figures' : 'plain'}/${edits[0] ?? '-'}`;
}

/** Padded claims' draw: figures of two sentences in the hand-written share, as far as they yield; fabrication kinds evenly. */
export function padDraw(): Pick<Generator, 'balanceKind' | 'balanceShare'> {
  return { balanceKind: padBalanceKind, balanceShare: (kind, level) => (level === 0 ? weight(kind, 'figures', HANDWRITTEN_SEVERAL_FIGURES_SHARE) : undefined) };
}
