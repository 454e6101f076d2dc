/**
 * Scores embedded cases under one score model: pure given the cases, the vectors and the model.
 */
import { preparePlan, scoreClaim, type PreparedPlan } from '../engine/match.ts';
import type { ClaimScore, ScoreModel } from '../engine/types.ts';
import type { LabelledCase } from '../datasets/types.ts';
import { isTruth, type VectorStore } from './embedCases.ts';
import type { OverlapReader } from './overlap.ts';
import type { CaseResult } from './types.ts';

const NO_VECTOR = new Float32Array(0);

function errorResult(c: LabelledCase, message: string): CaseResult {
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
    claim: c.claim,
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

/** The first missing vector's error among the texts a case needs, or null when all are there. */
function missingVector(c: LabelledCase, vectors: VectorStore): string | null {
  for (const text of [c.claim, ...c.evidence.filter(isTruth).map((s) => s.text)]) {
    if (vectors.get(text) === undefined) return vectors.errorOf(text) ?? `suite: no vector for a text of case ${c.id}`;
  }
  return null;
}

/** Scores one case; a case whose vectors are missing ends `error` (never `fail`). */
export function scoreCase(c: LabelledCase, vectors: VectorStore, model: ScoreModel, plan: PreparedPlan): CaseResult {
  const claim = { text: c.claim, citedMarkers: c.cited ?? [] };
  if (plan.truth.length === 0) return scoredResult(c, scoreClaim(claim, NO_VECTOR, [], plan, model));
  const missing = missingVector(c, vectors);
  if (missing !== null) return errorResult(c, missing);
  const spanVectors = c.evidence.map((s) => (isTruth(s) ? vectors.get(s.text)! : NO_VECTOR));
  try {
    return scoredResult(c, scoreClaim(claim, vectors.get(c.claim)!, spanVectors, plan, model));
  } catch (err) {
    return errorResult(c, `suite: case ${c.id}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Scores every case under `model` (plans shared by cases with identical evidence), in input order; with `overlapOf`,
 * each result also carries the case's overlap with its evidence.
 */
export function scoreCases(cases: readonly LabelledCase[], vectors: VectorStore, model: ScoreModel, overlapOf?: OverlapReader): CaseResult[] {
  const plans = new Map<string, PreparedPlan>();
  return cases.map((c) => {
    const key = JSON.stringify(c.evidence);
    let plan = plans.get(key);
    if (plan === undefined) {
      plan = preparePlan(c.evidence, model);
      plans.set(key, plan);
    }
    const result = scoreCase(c, vectors, model, plan);
    return overlapOf === undefined ? result : { ...result, overlap: overlapOf(c) };
  });
}
