/**
 * The matcher (SPEC A5): per-plan preparation done once, then candidates (cited ∪ top-m by cosine, truth spans only),
 * pair scores under a score model, the best span (ties keep plan order) and its band.
 */
import { bandScore } from './bands.ts';
import { entityGateTrips, entityNames } from './entityNames.ts';
import { VerityError } from './errors.ts';
import { pairScoreModel } from './fuse.ts';
import { buildPlanIdfFromTokens, isTruthSpan, type PlanIdf } from './idf.ts';
import { countTokens, f1FromWeights, totalWeight } from './lex.ts';
import { countValues, numericGateTripsMultiset, numericsFor } from './numerics.ts';
import { tokenize } from './tokens.ts';
import type { ClaimScore, EvidenceSpan, ScoreModel } from './types.ts';
import { cosine } from './vector.ts';

type NumericsKind = ScoreModel['numerics'];

/** Numerics of one text, in the three shapes the gates need. */
interface NumericAtoms {
  list: string[];
  set: Set<string>;
  counts: Map<string, number>;
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

/** A plan prepared for matching: IDF, token counts and numerics of every truth span, computed once. */
export interface PreparedPlan {
  spans: readonly EvidenceSpan[];
  /** Truth spans in canonical plan order; marker `S{k+1}` resolves to `truth[k]`. */
  truth: PreparedSpan[];
  idf: PlanIdf;
  numerics: Map<NumericsKind, NumericAtoms[]>;
}

/** A claim tokenised and weighed against one plan. */
export interface PreparedClaim {
  terms: string[];
  termCounts: number[];
  termWeights: number[];
  /** Σ idf(t)·cnt(t) over the claim. */
  weight: number;
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

function atomsOf(list: string[]): NumericAtoms {
  return { list, set: new Set(list), counts: countValues(list) };
}


function spanNumerics(plan: PreparedPlan, kind: NumericsKind): NumericAtoms[] {
  let atoms = plan.numerics.get(kind);
  if (atoms === undefined) {
    atoms = plan.truth.map((s) => atomsOf(numericsFor(kind, s.tokens)));
    plan.numerics.set(kind, atoms);
  }
  return atoms;
}

/** Prepares a plan once: PlanIdf over truth spans, and per truth span its tokens, counts, weight and numerics. */
export function preparePlan(spans: readonly EvidenceSpan[], model: ScoreModel): PreparedPlan {
  const truthSpans: Array<{ span: EvidenceSpan; planIndex: number; tokens: string[] }> = [];
  spans.forEach((span, planIndex) => {
    if (isTruthSpan(span)) truthSpans.push({ span, planIndex, tokens: tokenize(span.text) });
  });
  const idf = buildPlanIdfFromTokens(truthSpans.map((t) => t.tokens));
  const truth = truthSpans.map(({ span, planIndex, tokens }): PreparedSpan => {
    const counts = countTokens(tokens);
    const masked = (span.masked ?? []).some(([start, end]) => end > start);
    return { id: span.id, planIndex, tokens, counts, weight: totalWeight(counts, idf), masked };
  });
  const plan: PreparedPlan = { spans, truth, idf, numerics: new Map() };
  spanNumerics(plan, model.numerics);
  return plan;
}

/** Tokenises and weighs a claim against a plan's IDF. */
export function prepareClaim(text: string, plan: PreparedPlan, model: ScoreModel): PreparedClaim {
  const tokens = tokenize(text);
  const counts = countTokens(tokens);
  const terms = [...counts.keys()];
  const termCounts = terms.map((t) => counts.get(t)!);
  const termWeights = terms.map((t) => plan.idf.idf(t));
  let weight = 0;
  for (let i = 0; i < terms.length; i++) weight += termWeights[i] * termCounts[i];
  return {
    terms,
    termCounts,
    termWeights,
    weight,
    numerics: atomsOf(numericsFor(model.numerics, tokens)),
    names: model.entityGate ? entityNames(text) : [],
  };
}

function gateTrips(model: ScoreModel, claim: NumericAtoms, span: NumericAtoms): boolean {
  if (model.gate === 'none' || claim.list.length === 0) return false;
  if (model.gate === 'multiset') return numericGateTripsMultiset(claim.list, span.list);
  for (const n of claim.set) if (!span.set.has(n)) return true;
  return false;
}

/** Pair score of a prepared claim against truth span `truthIndex` of the plan, given their raw cosine. */
export function scorePair(
  claim: PreparedClaim,
  plan: PreparedPlan,
  truthIndex: number,
  cos: number,
  model: ScoreModel,
): PairScore {
  const span = plan.truth[truthIndex];
  let overlap = 0;
  for (let i = 0; i < claim.terms.length; i++) {
    const inSpan = span.counts.get(claim.terms[i]);
    if (inSpan !== undefined) overlap += claim.termWeights[i] * Math.min(claim.termCounts[i], inSpan);
  }
  let lex = 0;
  if (model.lexical === 'f1') lex = f1FromWeights(overlap, claim.weight, span.weight);
  else if (claim.weight > 0) lex = Math.min(1, overlap / claim.weight);
  const numericGated = gateTrips(model, claim.numerics, spanNumerics(plan, model.numerics)[truthIndex]);
  const entityGated = model.entityGate && entityGateTrips(claim.names, span.counts);
  return { score: pairScoreModel(model, cos, lex, numericGated, entityGated), cos, lex, numericGated, entityGated };
}

const MARKER = /^\[?S(\d+)\]?$/i;

/** Truth index of a cited marker (`S1` → 0), or -1 when it resolves to no truth span. */
export function resolveMarker(marker: string, plan: PreparedPlan): number {
  const m = MARKER.exec(marker.trim());
  if (m === null) return -1;
  const k = Number(m[1]) - 1;
  return k >= 0 && k < plan.truth.length ? k : -1;
}

/**
 * Marks the top-`m` truth spans by raw cosine (ties keep plan order; NaN ranks last) in `chosen`.
 */
function markTopM(cosines: Float64Array, m: number, chosen: Uint8Array): void {
  const n = cosines.length;
  if (m >= n) {
    chosen.fill(1);
    return;
  }
  const rank = (k: number): number => (Number.isNaN(cosines[k]) ? -Infinity : cosines[k]);
  // Kept sorted by rank descending, then by plan order: an equal rank never displaces an earlier span.
  const top: number[] = [];
  for (let k = 0; k < n; k++) {
    const r = rank(k);
    if (top.length === m && r <= rank(top[m - 1])) continue;
    let at = top.length;
    while (at > 0 && rank(top[at - 1]) < r) at--;
    top.splice(at, 0, k);
    if (top.length > m) top.pop();
  }
  for (const k of top) chosen[k] = 1;
}

function emptyScore(unknownMarkers: string[]): ClaimScore {
  return {
    score: 0, verdict: 'unsupported', bestSpanId: null, bestSpanIndex: -1, cos: 0, lex: 0,
    numericGated: false, entityGated: false, candidatesConsidered: 0, unknownMarkers,
  };
}

/**
 * Scores one claim (SPEC A5): candidates = cited truth spans ∪ top-m by cosine; the best pair (strictly greater wins,
 * so ties keep plan order) gives score and verdict; a masked best span gives `evidence_redacted`.
 * `spanVectors` is aligned with the plan's spans; entries of cache spans are never read.
 */
export function scoreClaim(
  claim: { text: string; citedMarkers?: readonly string[] },
  claimVector: Float32Array,
  spanVectors: readonly Float32Array[],
  plan: PreparedPlan,
  model: ScoreModel,
): ClaimScore {
  const n = plan.truth.length;
  const chosen = new Uint8Array(n);
  const unknownMarkers: string[] = [];
  for (const marker of claim.citedMarkers ?? []) {
    const k = resolveMarker(marker, plan);
    if (k < 0) unknownMarkers.push(marker);
    else chosen[k] = 1;
  }
  if (n === 0) return emptyScore(unknownMarkers);
  const cosines = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const vector = spanVectors[plan.truth[k].planIndex];
    if (vector === undefined) {
      throw new VerityError('missing-span-vector', `match: no vector for span '${plan.truth[k].id}'`);
    }
    cosines[k] = cosine(claimVector, vector);
  }
  markTopM(cosines, model.candidatesM, chosen);
  const prepared = prepareClaim(claim.text, plan, model);
  let best: PairScore | null = null;
  let bestK = -1;
  let considered = 0;
  for (let k = 0; k < n; k++) {
    if (chosen[k] === 0) continue;
    considered++;
    const pair = scorePair(prepared, plan, k, cosines[k], model);
    if (best === null || pair.score > best.score) {
      best = pair;
      bestK = k;
    }
  }
  const span = plan.truth[bestK];
  const score = best!.score;
  return {
    score,
    verdict: span.masked ? 'evidence_redacted' : bandScore(score, model.bands),
    bestSpanId: span.id,
    bestSpanIndex: span.planIndex,
    cos: best!.cos,
    lex: best!.lex,
    numericGated: best!.numericGated,
    entityGated: best!.entityGated,
    candidatesConsidered: considered,
    unknownMarkers,
  };
}
