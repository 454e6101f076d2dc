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
import { cosineFromParts, dot, dotAndSquaredNorm, squaredNorm } from './vector.ts';

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

/** Per (plan, model) state, built once: the parts' plan states, the reusable prepared claim, the best pair's degrees. */
interface ClaimWork {
  lexicalState: unknown;
  gateStates: unknown[];
  claim: PreparedClaim;
  bestDegrees: Float64Array;
}

function workOf(plan: PreparedPlan, model: ScoreModel): ClaimWork {
  let work = plan.states.get(model) as ClaimWork | undefined;
  if (work === undefined) {
    const n = model.gates.length;
    work = {
      lexicalState: partState(plan, model.lexical),
      gateStates: model.gates.map((gate) => partState(plan, gate)),
      claim: { lexical: undefined, gates: new Array<unknown>(n).fill(undefined), degrees: new Float64Array(n) },
      bestDegrees: new Float64Array(n),
    };
    plan.states.set(model, work);
  }
  return work;
}

/**
 * Analyses a claim in the plan's store and runs every part's per-claim step (overlaps, numerics, names) into the
 * plan's reusable record for this model.
 */
export function prepareClaim(text: string, plan: PreparedPlan, model: ScoreModel): PreparedClaim {
  const work = workOf(plan, model);
  const claim = plan.store.analyse(text);
  const prepared = work.claim;
  prepared.lexical = model.lexical.prepareClaim(claim, plan, work.lexicalState);
  for (let g = 0; g < model.gates.length; g++) {
    prepared.gates[g] = model.gates[g].prepareClaim(claim, plan, work.gateStates[g]);
  }
  return prepared;
}

/** Writes each gate's trip degree for truth span `k` into `claim.degrees`; returns the bound they put on the score. */
function tripGates(claim: PreparedClaim, k: number, model: ScoreModel): number {
  const { gates } = model;
  let bound = Infinity;
  for (let g = 0; g < gates.length; g++) {
    const degree = gates[g].trip(claim.gates[g], k);
    claim.degrees[g] = degree;
    const cap = gates[g].cap;
    // A tripped pair-scope cap bounds the final score: later gates never raise it (the gate contract).
    if (degree > 0 && cap !== undefined && gates[g].scope === 'pair' && cap < bound) bound = cap;
  }
  return bound;
}

/** Which gates tripped, by kind and by id, from trip degrees aligned with the model's gates. */
function gateFlags(model: ScoreModel, degrees: Float64Array): Pick<PairScore, 'numericGated' | 'entityGated' | 'gatesTripped'> {
  const flags = { numericGated: false, entityGated: false, gatesTripped: [] as string[] };
  model.gates.forEach((gate, g) => {
    if (!(degrees[g] > 0)) return;
    flags.gatesTripped.push(gate.id);
    if (gate.kind === 'numeric') flags.numericGated = true;
    else if (gate.kind === 'entity') flags.entityGated = true;
  });
  return flags;
}

/** Pair score of a prepared claim against truth span `truthIndex` of the plan, given their raw cosine. */
export function scorePair(claim: PreparedClaim, plan: PreparedPlan, truthIndex: number, cos: number, model: ScoreModel): PairScore {
  if (truthIndex < 0 || truthIndex >= plan.truth.length) {
    throw new VerityError('bad-span-index', `match: truth index ${truthIndex} is outside 0…${plan.truth.length - 1}`);
  }
  tripGates(claim, truthIndex, model);
  const lex = model.lexical.pair(claim.lexical, truthIndex);
  return { score: modelPairScore(model, cos, lex, claim.degrees), cos, lex, ...gateFlags(model, claim.degrees) };
}

/** The best candidate (index -1 without candidates), its score and lex, and the number of candidates scored. */
interface BestPair {
  best: number;
  score: number;
  lex: number;
  considered: number;
}

/**
 * The best candidate pair; strictly greater wins, so ties keep plan order. A pair whose tripped caps, or whose
 * fusion bound, cannot beat the best so far is not fused (its score could not win). No allocation per pair; the best
 * pair's gate degrees land in `bestDegrees`.
 */
function bestCandidate(claim: PreparedClaim, plan: PreparedPlan, model: ScoreModel, bestDegrees: Float64Array): BestPair {
  const { cosines, chosen } = plan.scratch;
  const { fusion } = model;
  let best = -1;
  let bestScore = 0;
  let bestLex = 0;
  let considered = 0;
  for (let k = 0; k < chosen.length; k++) {
    if (chosen[k] === 0) continue;
    considered++;
    const cap = tripGates(claim, k, model);
    if (best >= 0 && cap <= bestScore) continue;
    const lex = model.lexical.pair(claim.lexical, k);
    // Gates only lower a score and the fusion is monotone, so the fusion's bound on (cos, lex) bounds the pair.
    if (best >= 0 && fusion.bound !== undefined && fusion.bound(cosines[k], lex) <= bestScore) continue;
    const score = modelPairScore(model, cosines[k], lex, claim.degrees);
    if (best < 0 || score > bestScore) {
      best = k;
      bestScore = score;
      bestLex = lex;
      bestDegrees.set(claim.degrees);
    }
  }
  return { best, score: bestScore, lex: bestLex, considered };
}

function emptyScore(unknownMarkers: string[]): ClaimScore {
  return {
    score: 0, verdict: 'unsupported', bestSpanId: null, bestSpanIndex: -1, cos: 0, lex: 0,
    numericGated: false, entityGated: false, gatesTripped: [], candidatesConsidered: 0, unknownMarkers,
  };
}

/** Raw cosine of the claim with every truth span; the claim's norm is summed beside its first dot product. */
function fillCosines(claimVector: Float32Array, spanVectors: readonly Float32Array[], plan: PreparedPlan): void {
  const { cosines, norms, claimNorm: normOut } = plan.scratch;
  let claimNorm = 0;
  for (let k = 0; k < cosines.length; k++) {
    const vector = spanVectors[plan.truth[k].planIndex];
    if (vector === undefined) throw new VerityError('missing-span-vector', `match: no vector for span '${plan.truth[k].id}'`);
    if (norms.vectors[k] !== vector) {
      norms.vectors[k] = vector;
      norms.squared[k] = squaredNorm(vector);
    }
    let product: number;
    if (k === 0) {
      product = dotAndSquaredNorm(claimVector, vector, normOut);
      claimNorm = normOut[0];
    } else {
      product = dot(claimVector, vector);
    }
    cosines[k] = cosineFromParts(product, claimNorm, norms.squared[k]);
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
  markTopM(cosines, model.candidatesM, chosen, plan.scratch.topM);
  const { bestDegrees } = workOf(plan, model);
  const found = bestCandidate(prepareClaim(claim.text, plan, model), plan, model, bestDegrees);
  if (found.best < 0) return emptyScore(unknownMarkers);
  const span = plan.truth[found.best];
  const flags = gateFlags(model, bestDegrees);
  return {
    score: found.score,
    verdict: span.masked ? 'evidence_redacted' : bandScore(found.score, model.bands),
    bestSpanId: span.id,
    bestSpanIndex: span.planIndex,
    cos: cosines[found.best],
    lex: found.lex,
    numericGated: flags.numericGated,
    entityGated: flags.entityGated,
    gatesTripped: flags.gatesTripped,
    candidatesConsidered: found.considered,
    unknownMarkers,
  };
}
