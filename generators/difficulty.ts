/**
 * How hard a case is, measured from its content alone: token Jaccard and v1 IDF coverage of the claim against the span
 * it was derived from (fabrications: against the plan span that covers it best), whether it carries figures the plan
 * does not state, and the edits applied. Tiers (`easy` / `hard`) are defined on these measures, never on any score
 * model's score: selecting cases by what the engine says would make the harness measure itself.
 */
import type { CaseDifficulty, CaseNumerics, LabelledCase } from '../datasets/types.ts';
import { createBoundedMemo } from '../engine/boundedMemo.ts';
import { buildPlanIdfFromTokens, isTruthSpan, type PlanIdf } from '../engine/idf.ts';
import { lexCoverage } from '../engine/lex.ts';
import { entityNames } from '../engine/entityNames.ts';
import { numerics } from '../engine/numerics.ts';
import { tokenize } from '../engine/tokens.ts';
import type { EvidenceSpan } from '../engine/types.ts';
import { formatNeutral } from './text/formats.ts';
import { createObjectMemo } from './text/textMemo.ts';
import { tierOf } from './tiers.ts';

export type { CaseDifficulty, CaseNumerics, Tier } from '../datasets/types.ts';

/** The overlap part of a case's difficulty (everything but the tier). */
export type CaseOverlap = Omit<CaseDifficulty, 'tier'>;

/** The fields of a case its difficulty is computed from (any cases file, with or without provenance). */
export type DifficultyInput = Pick<LabelledCase, 'class' | 'claim' | 'evidence' | 'expected'> & {
  provenance?: { source_span?: string; edits?: readonly string[] };
};

/**
 * Classes whose claim is taken from outside the plan: their overlap is measured against the plan span that covers the
 * claim best, since the span they were derived from is not evidence (a sibling passage's sentence).
 */
export const BEST_SPAN_CLASSES: ReadonlySet<string> = new Set(['topical-fabrication', 'distractor-pad']);

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/** Token-set Jaccard in [0, 1] of two token lists; 1 when both are empty. */
export function jaccardOfTokens(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  if (setA.size === 0 && setB.size === 0) return 1;
  let shared = 0;
  for (const t of setA) if (setB.has(t)) shared++;
  return shared / (setA.size + setB.size - shared);
}

/** Token-set Jaccard in [0, 1] of two texts (SPEC A1 tokens): the figure MRPC paraphrase pairs are quoted with. */
export function tokenJaccard(a: string, b: string): number {
  return jaccardOfTokens(tokenize(a), tokenize(b));
}

/**
 * Whether two claims of one span are near-copies: formats aside (`formatNeutral`), at most one word of each is not in
 * the other (`On 7 May 2025, the survey was published.` / `On May 7, 2025, the poll was published.`; `cut 240 jobs` /
 * `cut 250 jobs`). A person writing cases would not write both; the hard suite had 37 same-span paraphrase pairs equal
 * formats aside, and 128 number swaps one word apart.
 */
export function nearCopies(a: string, b: string): boolean {
  return nearCopyWords(nearCopyForm(a), nearCopyForm(b));
}

/** A claim's words as `nearCopies` compares them: its distinct tokens, formats aside. */
export function nearCopyForm(text: string): ReadonlySet<string> {
  return new Set(tokenize(formatNeutral(text)));
}

/** `nearCopies` on two claims' `nearCopyForm`s: at most one word of each is not in the other. */
export function nearCopyWords(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  const onlyX = [...x].filter((t) => !y.has(t)).length;
  const onlyY = [...y].filter((t) => !x.has(t)).length;
  return onlyX <= 1 && onlyY <= 1;
}

interface Measured {
  span: EvidenceSpan;
  jaccard: number;
  coverage: number;
}

/** What overlap needs of a plan, computed once per distinct plan: its truth spans' tokens, IDF and numerics. */
interface PreparedPlan {
  truth: EvidenceSpan[];
  tokens: string[][];
  idf: PlanIdf;
  numerics: ReadonlySet<string>;
}

function preparePlan(evidence: readonly EvidenceSpan[]): PreparedPlan {
  const truth = evidence.filter(isTruthSpan);
  const tokens = truth.map((s) => tokenize(s.text));
  return { truth, tokens, idf: buildPlanIdfFromTokens(tokens), numerics: new Set(tokens.flatMap((t) => numerics(t))) };
}

function measureAt(claimTokens: readonly string[], plan: PreparedPlan, i: number): Measured {
  const spanTokens = plan.tokens[i];
  return { span: plan.truth[i], jaccard: jaccardOfTokens(claimTokens, spanTokens), coverage: lexCoverage(claimTokens, spanTokens, plan.idf) };
}

/** The truth span covering the claim best (highest coverage, then Jaccard, then plan order); null without truth spans. */
function bestSpan(claimTokens: readonly string[], plan: PreparedPlan): Measured | null {
  let best: Measured | null = null;
  for (let i = 0; i < plan.truth.length; i++) {
    const m = measureAt(claimTokens, plan, i);
    if (best === null || m.coverage > best.coverage || (m.coverage === best.coverage && m.jaccard > best.jaccard)) best = m;
  }
  return best;
}

/** `none` without SPEC A3 numerics, `in-plan` when the truth spans state every one, else `novel`. */
function numericsKind(claimTokens: readonly string[], plan: PreparedPlan): CaseNumerics {
  const claimNums = numerics(claimTokens);
  if (claimNums.length === 0) return 'none';
  return claimNums.every((n) => plan.numerics.has(n)) ? 'in-plan' : 'novel';
}

function overlapIn(input: DifficultyInput, plan: PreparedPlan): CaseOverlap {
  const claimTokens = tokenize(input.claim);
  const sourceId = input.provenance?.source_span;
  const at = BEST_SPAN_CLASSES.has(input.class) ? -1 : plan.truth.findIndex((s) => s.id === sourceId);
  const m = at >= 0 ? measureAt(claimTokens, plan, at) : bestSpan(claimTokens, plan);
  return {
    span: m?.span.id ?? null,
    against: at >= 0 ? 'source-span' : 'best-plan-span',
    jaccard: round4(m?.jaccard ?? 0),
    coverage: round4(m?.coverage ?? 0),
    numerics: numericsKind(claimTokens, plan),
  };
}

/**
 * The overlap of a case's claim with its evidence: against `provenance.source_span` when that span is truth evidence
 * of the case and the class is not a fabrication, else against the plan span that covers the claim best.
 */
export function measureOverlap(input: DifficultyInput): CaseOverlap {
  return overlapIn(input, preparePlan(input.evidence));
}

/**
 * Whether the claim names something its source span does not (a proper name, as SPEC-tokenised capitalised words, with
 * a token absent from the span; fabrications and cases without a source span: from every plan span). A diagnostic of
 * how far people recast a sentence around an edit; no tier uses it (it is the `entity-gate` model's own rule).
 */
export function addsNames(input: DifficultyInput): boolean {
  const truth = input.evidence.filter(isTruthSpan);
  const source = BEST_SPAN_CLASSES.has(input.class) ? undefined : truth.find((s) => s.id === input.provenance?.source_span);
  const known = new Set((source ? [source] : truth).flatMap((s) => tokenize(s.text)));
  return entityNames(input.claim).some((name) => name.some((t) => !known.has(t)));
}

function difficultyOf(input: DifficultyInput, overlap: CaseOverlap): CaseDifficulty {
  const tier = tierOf(input.class, input.expected, { overlap, edits: input.provenance?.edits ?? [] });
  return { ...overlap, tier };
}

/** A case's difficulty: its overlap and the tier that overlap and its recorded edits put it in. */
export function measureDifficulty(input: DifficultyInput): CaseDifficulty {
  return difficultyOf(input, measureOverlap(input));
}

/** Plans a meter remembers by content for evidence lists it meets as new objects (oldest forgotten first). */
export const METER_CONTENT_PLANS = 4096;

/**
 * Characters of content keys (evidence lists' JSON) a meter holds in total, oldest forgotten first: about 32 MB of
 * UTF-16 at most, however long the evidence lists; a list longer than this alone is prepared and not remembered.
 */
export const METER_CONTENT_KEY_CHARS = 1 << 24;

/** measureDifficulty for many cases, each distinct plan prepared once while remembered. */
export type DifficultyMeter = (input: DifficultyInput) => CaseDifficulty;

/** Bounds of a meter's memory by content: at most `contentPlans` lists and `contentKeyChars` characters of their keys. */
export interface DifficultyMeterOptions {
  contentPlans?: number;
  contentKeyChars?: number;
}

/**
 * A meter: plans are remembered per evidence list object (a list shared by many cases is prepared once and forgotten
 * with the list) and, for a list met as a new object, by content (its spans' ids, texts and classes), up to
 * `contentPlans` lists (default METER_CONTENT_PLANS) and `contentKeyChars` characters of content (default
 * METER_CONTENT_KEY_CHARS). The plan is a function of that content: same results either way.
 */
export function createDifficultyMeter(options: DifficultyMeterOptions = {}): DifficultyMeter {
  const byList = createObjectMemo<readonly EvidenceSpan[], PreparedPlan>();
  const byContent = createBoundedMemo<PreparedPlan>({
    maxEntries: options.contentPlans ?? METER_CONTENT_PLANS,
    maxKeyChars: options.contentKeyChars ?? METER_CONTENT_KEY_CHARS,
  });
  const planOf = (evidence: readonly EvidenceSpan[]): PreparedPlan => byList(evidence, () => {
    const key = JSON.stringify(evidence.map((s) => [s.id, s.text, s.class ?? 'truth']));
    let plan = byContent.get(key);
    if (plan === undefined) byContent.set(key, (plan = preparePlan(evidence)));
    return plan;
  });
  return (input) => difficultyOf(input, overlapIn(input, planOf(input.evidence)));
}
