/** Lexical measure `coverage` (SPEC A2): IDF-weighted multiset coverage of the claim by the span. */
import { accumulateOverlaps, coverageFromWeights, lexCoverage } from '../../lex.ts';
import type { PreparedPlan } from '../../plan.ts';
import type { AnalysedText } from '../../textStore.ts';
import type { LexicalMeasure } from './types.ts';

/** A claim's weighted overlap with every truth span, and its own weight (buffers reused claim after claim). */
export interface OverlapClaim {
  /** Σ idf(t)·cnt(t) over the claim. */
  weight: number;
  /** Σ idf(t)·min(cnt_claim, cnt_span) per truth span. */
  overlaps: Float64Array;
}

/** The per-plan state of overlap-based measures: one reusable claim record. */
export function overlapState(plan: PreparedPlan): OverlapClaim {
  return { weight: 0, overlaps: new Float64Array(plan.truth.length) };
}

/** Fills the plan's reusable claim record with the claim's overlaps through the postings. */
export function prepareOverlaps(claim: AnalysedText, plan: PreparedPlan, state: OverlapClaim): OverlapClaim {
  state.overlaps.fill(0);
  state.weight = accumulateOverlaps(claim, plan.terms, state.overlaps);
  return state;
}

/** SPEC A2 lex: Σ idf·min(cnt_claim, cnt_span) / Σ idf·cnt_claim; a long span holding the claim's words scores 1. */
export const coverage: LexicalMeasure<OverlapClaim, OverlapClaim> = {
  id: 'coverage',
  description: 'IDF-weighted multiset coverage of the claim by the span (SPEC A2)',
  params: {},
  preparePlan: overlapState,
  prepareClaim: prepareOverlaps,
  pair: (claim, k) => coverageFromWeights(claim.overlaps[k], claim.weight),
  reference: lexCoverage,
};
