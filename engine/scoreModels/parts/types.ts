/**
 * The parts a score model is made of: one lexical measure, any number of gates, one fusion. Each part is one object
 * with a kebab-case id, the parameters that enter the model's fingerprint, and pure functions: a per-plan prepare
 * step, a per-claim prepare step (work shared by every span of the plan) and a per-pair function.
 *
 * Per-claim state may live in buffers of the per-plan state: it is valid until the next claim is prepared against
 * the same plan (scoring is synchronous, so the matcher never interleaves claims).
 */
import type { PlanIdf } from '../../idf.ts';
import type { PreparedPlan } from '../../plan.ts';
import type { AnalysedText } from '../../textStore.ts';

/** A fingerprinted parameter value: JSON data only (canonicalised, so key order never matters). */
export type ParamValue = string | number | boolean | null | readonly ParamValue[] | { readonly [key: string]: ParamValue };

/** What every part has. */
export interface ScorePart {
  /** Kebab-case id of the part's code (the same id for every parameter setting). */
  readonly id: string;
  readonly description: string;
  /** Every parameter that changes the part's output; enters the model fingerprint. */
  readonly params: { readonly [key: string]: ParamValue };
}

/** A lexical measure in [0, 1] of a (claim, truth span) pair, e.g. SPEC A2 IDF coverage. */
export interface LexicalMeasure<P = unknown, C = unknown> extends ScorePart {
  preparePlan(plan: PreparedPlan): P;
  prepareClaim(claim: AnalysedText, plan: PreparedPlan, state: P): C;
  /** The measure of the prepared claim against truth span `k`, in [0, 1]. */
  pair(claim: C, k: number): number;
  /** The same measure from token lists and a PlanIdf: the definition the property library checks `pair` against. */
  reference(claimTokens: readonly string[], spanTokens: readonly string[], idf: PlanIdf): number;
}

/** A documented decision of a gate: the gate must trip on `claim` against the one-span plan `span`, or must not. */
export interface GateExample {
  claim: string;
  span: string;
  trips: boolean;
}

/** Numeric atoms of a token list (canonical strings, in order), e.g. SPEC A3 numerics. */
export interface NumericExtractor {
  /** Kebab-case id; enters the fingerprint of gates that read it. */
  readonly id: string;
  readonly description: string;
  extract(tokens: readonly string[]): string[];
  /** The numerics of the raw text, for extractors that need case, symbols or punctuation; preferred over `extract`. */
  extractText?(text: string): string[];
  /** Whether a span's numerics cover one claim numeric (default: the span holds the same atom); monotone in the span's. */
  covers?(atom: string, spanAtoms: ReadonlySet<string>): boolean;
}

/**
 * A gate: per pair a trip degree (0 = not tripped, (0, 1] = tripped), and what a tripped gate does to the pair score
 * (`scope: 'pair'`) or to the lexical term before fusion (`'lex'`).
 */
export interface Gate<P = unknown, C = unknown> extends ScorePart {
  /** What the gate checks: `numeric` and `entity` gates set ClaimScore.numericGated / entityGated. */
  readonly kind: string;
  readonly scope: 'pair' | 'lex';
  /** The bound `apply` keeps a tripped value under, when the gate is a cap (the property library checks it). */
  readonly cap?: number;
  /** The extractor of a gate that reads numerics (numeric-gate properties then apply to it). */
  readonly numerics?: NumericExtractor;
  /** Decisions the gate must make (the contract kit checks each; at least one trip and one pass). */
  readonly examples: readonly GateExample[];
  preparePlan(plan: PreparedPlan): P;
  prepareClaim(claim: AnalysedText, plan: PreparedPlan, state: P): C;
  /** Trip degree of the prepared claim against truth span `k`, in [0, 1]. */
  trip(claim: C, k: number): number;
  /** The value (pair score or lexical term, in [0, 1]) after the gate tripped at `degree` > 0; never above `value`. */
  apply(value: number, degree: number): number;
}

/** How cos and lex combine into a pair score in [0, 1]. */
export interface Fusion extends ScorePart {
  /** Weight of the cosine in [0, 1] (1 for cosine alone, 0 for lex alone). */
  readonly beta: number;
  /** Fused score in [0, 1] for any inputs (NaN and ±∞ included). */
  fuse(cos: number, lex: number): number;
  /** A cheap upper bound of `fuse(cos, lex)`, never below it (lets the matcher skip pairs that cannot win). */
  bound?(cos: number, lex: number): number;
  /** The same fusion at another β, when β is a free parameter (calibration sweeps it). */
  withBeta?(beta: number): Fusion;
}
