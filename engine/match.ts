/**
 * The matcher (SPEC A5): per claim, candidates (cited ∪ top-m by cosine, truth spans only), pair scores under the
 * score model's parts (lexical measure, gates, fusion), the best span (strictly greater wins, so ties keep plan
 * order) and its band. Plans are prepared once (plan.ts); claims are analysed in the plan's text store.
 */
import { bandScore } from './bands.ts';
import { markTopM, resolveMarkerIndex } from './candidates.ts';
import { VerityError } from './errors.ts';
import { modelPairScore } from './fuse.ts';
import { partState, type PreparedPlan } from './plan.ts';
import type { ClaimScore, ScoreModel } from './types.ts';
import { cosineFromParts, dot, squaredNorm } from './vector.ts';

export { preparePlan, type PreparedPlan, type PreparedSpan } from './plan.ts';

/**
 * A claim prepared against one plan under one model: each part's per-claim state. Valid until the next claim is
 * prepared against the same plan (parts reuse per-plan buffers).
 */
export interface PreparedClaim {
  lexical: unknown;
  /** Per-claim state of each gate, aligned with `model.gates`. */
  gates: unknown[];
  /** Work buffer: trip degree of each gate for the pair being scored. */
  degrees: Float64Array;
}

/** Score of one (claim, span) pair under a model. */
export interface PairScore {
  score: number;
  cos: number;
  lex: number;
  numericGated: boolean;
  entityGated: boolean;
  /** Ids of the gates that tripped, in model order. */
  gatesTripped: string[];
}

/** Analyses a claim in the plan's store and runs every part's per-claim step (overlaps, numerics, names). */
export function prepareClaim(text: string, plan: PreparedPlan, model: ScoreModel): PreparedClaim {
  const claim = plan.store.analyse(text);
  return {
    lexical: model.lexical.prepareClaim(claim, plan, partState(plan, model.lexical)),
    gates: model.gates.map((gate) => gate.prepareClaim(claim, plan, partState(plan, gate))),
    degrees: new Float64Array(model.gates.length),
  };
}

/** The lexical measure of truth span `k`, with each gate's trip degree written into `claim.degrees`. */
function measurePair(claim: PreparedClaim, k: number, model: ScoreModel): number {
  const { gates } = model;
  for (let g = 0; g < gates.length; g++) claim.degrees[g] = gates[g].trip(claim.gates[g], k);
  return model.lexical.pair(claim.lexical, k);
}

/** Which gates tripped, by kind and by id, from trip degrees aligned with the model's gates. */
function gateFlags(model: ScoreModel, degrees: Float64Array): Pick<PairScore, 'numericGated' | 'entityGated' | 'gatesTripped'> {
  const tripped = model.gates.filter((_, g) => degrees[g] > 0);
  return {
    numericGated: tripped.some((gate) => gate.kind === 'numeric'),
    entityGated: tripped.some((gate) => gate.kind === 'entity'),
    gatesTripped: tripped.map((gate) => gate.id),
  };
}

/** Pair score of a prepared claim against truth span `truthIndex` of the plan, given their raw cosine. */
export function scorePair(claim: PreparedClaim, plan: PreparedPlan, truthIndex: number, cos: number, model: ScoreModel): PairScore {
  if (truthIndex < 0 || truthIndex >= plan.truth.length) {
    throw new VerityError('bad-span-index', `match: truth index ${truthIndex} is outside 0…${plan.truth.length - 1}`);
  }
  const lex = measurePair(claim, truthIndex, model);
  return { score: modelPairScore(model, cos, lex, claim.degrees), cos, lex, ...gateFlags(model, claim.degrees) };
}

/** The best candidate (index -1 without candidates), its score, lex and gate degrees, and the candidates scored. */
interface BestPair {
  best: number;
  score: number;
  lex: number;
  degrees: Float64Array;
  considered: number;
}

/** The best candidate pair; strictly greater wins, so ties keep plan order. No allocation per pair. */
function bestCandidate(claim: PreparedClaim, plan: PreparedPlan, model: ScoreModel): BestPair {
  const { cosines, chosen } = plan.scratch;
  const found: BestPair = { best: -1, score: 0, lex: 0, degrees: new Float64Array(model.gates.length), considered: 0 };
  for (let k = 0; k < chosen.length; k++) {
    if (chosen[k] === 0) continue;
    found.considered++;
    const lex = measurePair(claim, k, model);
    const score = modelPairScore(model, cosines[k], lex, claim.degrees);
    if (found.best < 0 || score > found.score) {
      found.best = k;
      found.score = score;
      found.lex = lex;
      found.degrees.set(claim.degrees);
    }
  }
  return found;
}

function emptyScore(unknownMarkers: string[]): ClaimScore {
  return {
    score: 0, verdict: 'unsupported', bestSpanId: null, bestSpanIndex: -1, cos: 0, lex: 0,
    numericGated: false, entityGated: false, gatesTripped: [], candidatesConsidered: 0, unknownMarkers,
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

/** Marks the cited truth spans in `chosen` and returns the markers that resolve to none. */
function markCited(citedMarkers: readonly string[], chosen: Uint8Array): string[] {
  const unknownMarkers: string[] = [];
  for (const marker of citedMarkers) {
    const k = resolveMarkerIndex(marker, chosen.length);
    if (k < 0) unknownMarkers.push(marker);
    else chosen[k] = 1;
  }
  return unknownMarkers;
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
  const { cosines, chosen } = plan.scratch;
  chosen.fill(0);
  const unknownMarkers = markCited(claim.citedMarkers ?? [], chosen);
  if (plan.truth.length === 0) return emptyScore(unknownMarkers);
  fillCosines(claimVector, spanVectors, plan);
  markTopM(cosines, model.candidatesM, chosen);
  const found = bestCandidate(prepareClaim(claim.text, plan, model), plan, model);
  if (found.best < 0) return emptyScore(unknownMarkers);
  const span = plan.truth[found.best];
  return {
    score: found.score,
    verdict: span.masked ? 'evidence_redacted' : bandScore(found.score, model.bands),
    bestSpanId: span.id,
    bestSpanIndex: span.planIndex,
    cos: cosines[found.best],
    lex: found.lex,
    ...gateFlags(model, found.degrees),
    candidatesConsidered: found.considered,
    unknownMarkers,
  };
}
