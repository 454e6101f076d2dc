/**
 * The matcher (SPEC A5): per-plan preparation done once (IDF, an inverted index of truth-span term counts, numerics),
 * then per claim: candidates (cited ∪ top-m by cosine, truth spans only), pair scores under a score model, the best
 * span (strictly greater wins, so ties keep plan order) and its band.
 */
import { bandScore } from './bands.ts';
import { markTopM, resolveMarkerIndex } from './candidates.ts';
import { entityGateTrips, entityNames } from './entityNames.ts';
import { VerityError } from './errors.ts';
import { pairScoreModel } from './fuse.ts';
import { buildPlanIdfFromTokens, isTruthSpan, type PlanIdf } from './idf.ts';
import { countTokens, coverageFromWeights, f1FromWeights, totalWeight } from './lex.ts';
import { numericGateTripsMultiset, numericsFor } from './numerics.ts';
import { tokenize } from './tokens.ts';
import type { ClaimScore, EvidenceSpan, ScoreModel } from './types.ts';
import { cosineFromParts, dot, squaredNorm } from './vector.ts';

type NumericsKind = ScoreModel['numerics'];

/** Numerics of one text, in the shapes the gates need. */
interface NumericAtoms {
  list: string[];
  set: Set<string>;
}

/** One truth span, tokenised and weighed once per plan. */
export interface PreparedSpan {
  id: string;
  /** Index in the plan's original span list (cache spans included). */
  planIndex: number;
  tokens: string[];
  counts: Map<string, number>;
  /** Σ idf(t)·cnt(t) over the span (for lexical F1). */
  weight: number;
  masked: boolean;
}

/** A plan prepared for matching, computed once per plan. */
export interface PreparedPlan {
  spans: readonly EvidenceSpan[];
  /** Truth spans in canonical plan order; marker `S{k+1}` resolves to `truth[k]`. */
  truth: PreparedSpan[];
  idf: PlanIdf;
  /** Inverted index: term → flat [truthIndex, count, truthIndex, count, …]. */
  postings: Map<string, number[]>;
  numerics: Map<NumericsKind, NumericAtoms[]>;
  /** Per-claim work buffers of scoreClaim, one slot per truth span (scoring is synchronous, so never shared). */
  scratch: { cosines: Float64Array; overlaps: Float64Array; chosen: Uint8Array; norms: SpanNorms };
}

/** Squared norms of the truth spans' vectors, remembered per vector object (vectors are never mutated in place). */
interface SpanNorms {
  vectors: Array<Float32Array | undefined>;
  squared: Float64Array;
}

/** A claim tokenised and weighed against one plan. */
export interface PreparedClaim {
  /** Σ idf(t)·cnt(t) over the claim. */
  weight: number;
  /** Σ idf(t)·min(cnt_claim, cnt_span) per truth span. */
  overlaps: Float64Array;
  numerics: NumericAtoms;
  /** Proper names (entity-gate models only), each as lowercase tokens. */
  names: string[][];
}

/** Score of one (claim, span) pair under a model. */
export interface PairScore {
  score: number;
  cos: number;
  lex: number;
  numericGated: boolean;
  entityGated: boolean;
}

const NO_NUMERICS: ReadonlySet<string> = new Set();

function atomsOf(list: string[]): NumericAtoms {
  return { list, set: list.length === 0 ? (NO_NUMERICS as Set<string>) : new Set(list) };
}

function spanNumerics(plan: PreparedPlan, kind: NumericsKind): NumericAtoms[] {
  let atoms = plan.numerics.get(kind);
  if (atoms === undefined) {
    atoms = plan.truth.map((s) => atomsOf(numericsFor(kind, s.tokens)));
    plan.numerics.set(kind, atoms);
  }
  return atoms;
}

/** Prepares a plan once: PlanIdf over truth spans, their token counts, weights, an inverted index and numerics. */
export function preparePlan(spans: readonly EvidenceSpan[], model: ScoreModel): PreparedPlan {
  const truthSpans: Array<{ span: EvidenceSpan; planIndex: number; tokens: string[] }> = [];
  spans.forEach((span, planIndex) => {
    if (isTruthSpan(span)) truthSpans.push({ span, planIndex, tokens: tokenize(span.text) });
  });
  const idf = buildPlanIdfFromTokens(truthSpans.map((t) => t.tokens));
  const postings = new Map<string, number[]>();
  const truth = truthSpans.map(({ span, planIndex, tokens }, k): PreparedSpan => {
    const counts = countTokens(tokens);
    for (const [term, count] of counts) {
      const list = postings.get(term);
      if (list === undefined) postings.set(term, [k, count]);
      else list.push(k, count);
    }
    const masked = (span.masked ?? []).some(([start, end]) => end > start);
    return { id: span.id, planIndex, tokens, counts, weight: totalWeight(counts, idf), masked };
  });
  const n = truth.length;
  const norms: SpanNorms = { vectors: new Array<Float32Array | undefined>(n).fill(undefined), squared: new Float64Array(n) };
  const scratch = { cosines: new Float64Array(n), overlaps: new Float64Array(n), chosen: new Uint8Array(n), norms };
  const plan: PreparedPlan = { spans, truth, idf, postings, numerics: new Map(), scratch };
  spanNumerics(plan, model.numerics);
  return plan;
}

/** Adds each truth span's Σ idf(t)·min(cnt_claim, cnt_span) into `overlaps`; returns the claim weight Σ idf(t)·cnt(t). */
function accumulateOverlaps(tokens: readonly string[], plan: PreparedPlan, overlaps: Float64Array): number {
  let weight = 0;
  for (const [term, count] of countTokens(tokens)) {
    const w = plan.idf.idf(term);
    weight += w * count;
    const list = plan.postings.get(term);
    if (list === undefined) continue;
    for (let i = 0; i < list.length; i += 2) overlaps[list[i]] += w * Math.min(count, list[i + 1]);
  }
  return weight;
}

const NO_NAMES: string[][] = [];

function claimOf(text: string, tokens: readonly string[], plan: PreparedPlan, model: ScoreModel, overlaps: Float64Array): PreparedClaim {
  return {
    weight: accumulateOverlaps(tokens, plan, overlaps),
    overlaps,
    numerics: atomsOf(numericsFor(model.numerics, tokens)),
    names: model.entityGate ? entityNames(text) : NO_NAMES,
  };
}

/** Tokenises a claim and accumulates its weighted overlap with every truth span through the inverted index. */
export function prepareClaim(text: string, plan: PreparedPlan, model: ScoreModel): PreparedClaim {
  return claimOf(text, tokenize(text), plan, model, new Float64Array(plan.truth.length));
}

function gateTrips(model: ScoreModel, claim: NumericAtoms, span: NumericAtoms): boolean {
  if (model.gate === 'none' || claim.list.length === 0) return false;
  if (model.gate === 'multiset') return numericGateTripsMultiset(claim.list, span.list);
  for (const n of claim.set) if (!span.set.has(n)) return true;
  return false;
}

function lexOf(claim: PreparedClaim, span: PreparedSpan, overlap: number, model: ScoreModel): number {
  if (model.lexical === 'f1') return f1FromWeights(overlap, claim.weight, span.weight);
  return coverageFromWeights(overlap, claim.weight);
}

/** Pair score of a prepared claim against truth span `truthIndex` of the plan, given their raw cosine. */
export function scorePair(claim: PreparedClaim, plan: PreparedPlan, truthIndex: number, cos: number, model: ScoreModel): PairScore {
  const span = plan.truth[truthIndex];
  const lex = lexOf(claim, span, claim.overlaps[truthIndex], model);
  const numericGated = gateTrips(model, claim.numerics, spanNumerics(plan, model.numerics)[truthIndex]);
  const entityGated = model.entityGate && entityGateTrips(claim.names, span.counts);
  return { score: pairScoreModel(model, cos, lex, numericGated, entityGated), cos, lex, numericGated, entityGated };
}

/** The best candidate pair (null without candidates), its truth index and the number of candidates scored. */
interface BestPair {
  best: number;
  pair: PairScore | null;
  considered: number;
}

/** The best candidate pair; strictly greater wins, so ties keep plan order. */
function bestCandidate(claim: PreparedClaim, plan: PreparedPlan, model: ScoreModel): BestPair {
  const { cosines, chosen } = plan.scratch;
  let best = -1;
  let pair: PairScore | null = null;
  let considered = 0;
  for (let k = 0; k < chosen.length; k++) {
    if (chosen[k] === 0) continue;
    considered++;
    const candidate = scorePair(claim, plan, k, cosines[k], model);
    if (pair === null || candidate.score > pair.score) {
      best = k;
      pair = candidate;
    }
  }
  return { best, pair, considered };
}

function emptyScore(unknownMarkers: string[]): ClaimScore {
  return {
    score: 0, verdict: 'unsupported', bestSpanId: null, bestSpanIndex: -1, cos: 0, lex: 0,
    numericGated: false, entityGated: false, candidatesConsidered: 0, unknownMarkers,
  };
}

function fillCosines(claimVector: Float32Array, spanVectors: readonly Float32Array[], plan: PreparedPlan): void {
  const { cosines, norms } = plan.scratch;
  const claimNorm = squaredNorm(claimVector);
  for (let k = 0; k < cosines.length; k++) {
    const vector = spanVectors[plan.truth[k].planIndex];
    if (vector === undefined) throw new VerityError('missing-span-vector', `match: no vector for span '${plan.truth[k].id}'`);
    if (norms.vectors[k] !== vector) {
      norms.vectors[k] = vector;
      norms.squared[k] = squaredNorm(vector);
    }
    cosines[k] = cosineFromParts(dot(claimVector, vector), claimNorm, norms.squared[k]);
  }
}

/**
 * Scores one claim (SPEC A5): candidates = cited truth spans ∪ top-m by cosine; the best pair (strictly greater wins,
 * so ties keep plan order) gives score and verdict; a masked best span gives `evidence_redacted`.
 * `spanVectors` is aligned with the plan's spans; entries of cache spans are never read. Span norms are remembered
 * per vector object across calls, so a vector must not be mutated in place once scored.
 */
export function scoreClaim(
  claim: { text: string; citedMarkers?: readonly string[] },
  claimVector: Float32Array,
  spanVectors: readonly Float32Array[],
  plan: PreparedPlan,
  model: ScoreModel,
): ClaimScore {
  const n = plan.truth.length;
  const { cosines, overlaps, chosen } = plan.scratch;
  chosen.fill(0);
  const unknownMarkers: string[] = [];
  for (const marker of claim.citedMarkers ?? []) {
    const k = resolveMarkerIndex(marker, n);
    if (k < 0) unknownMarkers.push(marker);
    else chosen[k] = 1;
  }
  if (n === 0) return emptyScore(unknownMarkers);
  fillCosines(claimVector, spanVectors, plan);
  markTopM(cosines, model.candidatesM, chosen);
  overlaps.fill(0);
  const prepared = claimOf(claim.text, tokenize(claim.text), plan, model, overlaps);
  const { best, pair, considered } = bestCandidate(prepared, plan, model);
  if (pair === null) return emptyScore(unknownMarkers);
  const span = plan.truth[best];
  return {
    score: pair.score,
    verdict: span.masked ? 'evidence_redacted' : bandScore(pair.score, model.bands),
    bestSpanId: span.id,
    bestSpanIndex: span.planIndex,
    cos: pair.cos,
    lex: pair.lex,
    numericGated: pair.numericGated,
    entityGated: pair.entityGated,
    candidatesConsidered: considered,
    unknownMarkers,
  };
}
