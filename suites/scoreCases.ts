/**
 * Scores embedded cases under one score model: pure given the cases, the vectors (and, for draft cases, their
 * decompositions) and the model. Claim cases are scored as one claim; draft cases at response level (scoreDraft.ts).
 */
import { scoreClaim, type PreparedPlan } from '../engine/match.ts';
import { createPlanCache, type PlanCache } from '../engine/planCache.ts';
import type { ClaimScore, ScoreModel } from '../engine/types.ts';
import { caseText } from '../datasets/caseKind.ts';
import type { AnyCase, DraftCase, LabelledCase } from '../datasets/types.ts';
import type { ResponseOptions } from './drafts.ts';
import { isTruth, type VectorStore } from './embedCases.ts';
import type { OverlapReader } from './overlap.ts';
import { scoreDraft } from './scoreDraft.ts';
import type { CaseResult } from './types.ts';

const NO_VECTOR = new Float32Array(0);

function errorResult(c: AnyCase, message: string): CaseResult {
  return {
    id: c.id,
    class: c.class,
    expected: c.expected,
    verdict: 'error',
    outcome: 'error',
    score: null,
    best_span: null,
    cos: null,
    lex: null,
    numeric_gated: false,
    entity_gated: false,
    claim: caseText(c),
    best_span_text: null,
    ...(c.provenance ? { transform: c.provenance.transform } : {}),
    error: message,
  };
}

function scoredResult(c: LabelledCase, s: ClaimScore): CaseResult {
  const hasBest = s.bestSpanIndex >= 0;
  return {
    id: c.id,
    class: c.class,
    expected: c.expected,
    verdict: s.verdict,
    outcome: s.verdict === c.expected ? 'pass' : 'fail',
    score: s.score,
    best_span: s.bestSpanId,
    cos: hasBest ? s.cos : null,
    lex: hasBest ? s.lex : null,
    numeric_gated: s.numericGated,
    entity_gated: s.entityGated,
    claim: c.claim,
    best_span_text: hasBest ? c.evidence[s.bestSpanIndex].text : null,
    ...(c.provenance ? { transform: c.provenance.transform } : {}),
  };
}

/** The first missing vector's error among `texts` and the case's truth spans, or null when all are there. */
function missingVector(c: AnyCase, texts: readonly string[], vectors: VectorStore): string | null {
  for (const text of [...texts, ...c.evidence.filter(isTruth).map((s) => s.text)]) {
    if (vectors.get(text) === undefined) return vectors.errorOf(text) ?? `suite: no vector for a text of case ${c.id}`;
  }
  return null;
}

function spanVectorsOf(c: AnyCase, vectors: VectorStore): Float32Array[] {
  return c.evidence.map((s) => (isTruth(s) ? vectors.get(s.text)! : NO_VECTOR));
}

/** Scores one claim case; a case whose vectors are missing ends `error` (never `fail`). */
export function scoreCase(c: LabelledCase, vectors: VectorStore, model: ScoreModel, plan: PreparedPlan): CaseResult {
  const claim = { text: c.claim, citedMarkers: c.cited ?? [] };
  if (plan.truth.length === 0) return scoredResult(c, scoreClaim(claim, NO_VECTOR, [], plan, model));
  const missing = missingVector(c, [c.claim], vectors);
  if (missing !== null) return errorResult(c, missing);
  try {
    return scoredResult(c, scoreClaim(claim, vectors.get(c.claim)!, spanVectorsOf(c, vectors), plan, model));
  } catch (err) {
    return errorResult(c, `suite: case ${c.id}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Scores one draft case at response level; a draft that could not be decomposed, or whose vectors are missing, ends
 * `error` (never `fail`).
 */
export function scoreDraftCase(
  c: DraftCase, vectors: VectorStore, model: ScoreModel, plan: PreparedPlan, response: ResponseOptions | undefined,
): CaseResult {
  const claims = response?.drafts.get(c.draft);
  if (response === undefined || claims === undefined) {
    return errorResult(c, response?.drafts.errorOf(c.draft) ?? `suite: draft case ${c.id} was not decomposed`);
  }
  if (plan.truth.length === 0) {
    return scoreDraft(c, claims, { claims: claims.map(() => NO_VECTOR), spans: [] }, plan, model, response.aggregate);
  }
  const texts = claims.map((claim) => claim.claimText);
  const missing = missingVector(c, texts, vectors);
  if (missing !== null) return errorResult(c, missing);
  try {
    const claimVectors = texts.map((text) => vectors.get(text)!);
    return scoreDraft(c, claims, { claims: claimVectors, spans: spanVectorsOf(c, vectors) }, plan, model, response.aggregate);
  } catch (err) {
    return errorResult(c, `suite: case ${c.id}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** What scoreCases adds beyond the scores. */
export interface ScoreCasesOptions {
  /** When given, each result also carries the case's overlap with its evidence. */
  overlapOf?: OverlapReader;
  /** How draft cases are verified (their decompositions and the aggregation); without it drafts end `error`. */
  response?: ResponseOptions;
  /**
   * Prepared plans (and the text store claims are analysed in): pass one cache for a whole run, or for several models
   * over the same cases, so each plan is prepared and each text analysed once. Default: a cache for this call.
   */
  plans?: PlanCache;
}

/** Scores every case under `model` (plans shared by cases with identical evidence), in input order. */
export function scoreCases(
  cases: readonly AnyCase[], vectors: VectorStore, model: ScoreModel, options: ScoreCasesOptions = {},
): CaseResult[] {
  const plans = options.plans ?? createPlanCache();
  return cases.map((c) => {
    const plan = plans.plan(c.evidence, model);
    const result = c.draft === undefined ? scoreCase(c, vectors, model, plan) : scoreDraftCase(c, vectors, model, plan, options.response);
    return options.overlapOf === undefined ? result : { ...result, overlap: options.overlapOf(c) };
  });
}
