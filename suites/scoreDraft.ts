/**
 * Scores a draft case at response level: each claim of its decomposition through the public matcher (scoreClaim)
 * against the case's plan, then the claim scores aggregated to one response score banded with the model's bands.
 * Pure given the case, its claims, the vectors and the model.
 */
import { findMarkerRuns, plainText } from '../engine/decompose/segment.ts';
import type { PlanIdf } from '../engine/idf.ts';
import { countTokens, totalWeight } from '../engine/lex.ts';
import { scoreClaim, type PreparedPlan } from '../engine/match.ts';
import { redact } from '../engine/redact.ts';
import { tokenize } from '../engine/tokens.ts';
import type { Claim, ScoreModel } from '../engine/types.ts';
import type { DraftCase } from '../datasets/types.ts';
import { aggregateScore, responseVerdict, weakestClaim, type Aggregate } from './aggregate.ts';
import type { CaseResult, ClaimResult } from './types.ts';

/** Vectors a draft's claims are scored with: one per claim (aligned), and the plan's span vectors. */
export interface DraftVectors {
  claims: readonly Float32Array[];
  /** Aligned with the plan's spans; entries of cache spans are never read. */
  spans: readonly Float32Array[];
}

/** A claim's markers: its own `[S1]` citations, then the case's `cited` markers (which cite the whole response). */
function markersOf(claim: Claim, cited: readonly string[] | undefined): string[] {
  return [...new Set([...claim.citedMarkers, ...(cited ?? [])])];
}

function scoreOne(claim: Claim, vector: Float32Array, c: DraftCase, vectors: DraftVectors, plan: PreparedPlan, model: ScoreModel): ClaimResult {
  const s = scoreClaim({ text: claim.claimText, citedMarkers: markersOf(claim, c.cited) }, vector, vectors.spans, plan, model);
  const hasBest = s.bestSpanIndex >= 0;
  return {
    text: claim.claimText,
    draft_span: [claim.draftSpan[0], claim.draftSpan[1]],
    verdict: s.verdict,
    score: s.score,
    best_span: s.bestSpanId,
    cos: hasBest ? s.cos : null,
    lex: hasBest ? s.lex : null,
    numeric_gated: s.numericGated,
    entity_gated: s.entityGated,
    mass: totalWeight(countTokens(tokenize(claim.claimText)), plan.idf),
  };
}

/** IDF mass of the whole draft under the plan, its `[S1]` citation markers removed (they are not its words). */
export function draftMass(draft: string, idf: PlanIdf): number {
  const text = plainText(draft, { start: 0, end: draft.length }, findMarkerRuns(draft));
  return totalWeight(countTokens(tokenize(text)), idf);
}

/** The response-level result of a draft case whose claims were all scored. */
export function scoreDraft(
  c: DraftCase,
  claims: readonly Claim[],
  vectors: DraftVectors,
  plan: PreparedPlan,
  model: ScoreModel,
  aggregate: Aggregate,
): CaseResult {
  const scored = claims.map((claim, i) => scoreOne(claim, vectors.claims[i], c, vectors, plan, model));
  const mass = draftMass(c.draft, plan.idf);
  const score = aggregateScore(scored, aggregate, mass);
  const verdict = responseVerdict(score, scored, model.bands);
  const weakest = scored[weakestClaim(scored)];
  const bestIndex = weakest?.best_span === null || weakest === undefined ? -1 : plan.spans.findIndex((s) => s.id === weakest.best_span);
  return {
    id: c.id,
    class: c.class,
    expected: c.expected,
    verdict,
    outcome: verdict === c.expected ? 'pass' : 'fail',
    score,
    best_span: weakest?.best_span ?? null,
    cos: weakest?.cos ?? null,
    lex: weakest?.lex ?? null,
    numeric_gated: weakest?.numeric_gated ?? false,
    entity_gated: weakest?.entity_gated ?? false,
    claim: c.draft,
    best_span_text: bestIndex >= 0 ? plan.spans[bestIndex].text : null,
    ...(c.provenance ? { transform: c.provenance.transform } : {}),
    claims: scored,
    draft_mass: mass,
    aggregate,
    delivered: redact(c.draft, scored.map((s) => ({ draftSpan: s.draft_span, verdict: s.verdict }))),
  };
}
