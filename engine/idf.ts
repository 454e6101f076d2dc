/**
 * PlanIdf (SPEC A2): inverse document frequency over the plan's truth-class spans only.
 */
import { tokenize } from './tokens.ts';
import type { EvidenceSpan } from './types.ts';

/** IDF table of one plan. */
export interface PlanIdf {
  /** Number of truth-class spans N. */
  readonly n: number;
  /** Weight ln(1 + N/df(t)), df floored at 1; a term absent from every span gets the maximum ln(1 + N). */
  idf(term: string): number;
  /** The weight of an absent term, ln(1 + N). */
  readonly maxIdf: number;
}

/** Whether a span is truth-class (the default when `class` is omitted). */
export function isTruthSpan(span: EvidenceSpan): boolean {
  return (span.class ?? 'truth') === 'truth';
}

/** PlanIdf from the token lists of the truth spans (one list per span). */
export function buildPlanIdfFromTokens(spanTokens: readonly (readonly string[])[]): PlanIdf {
  const n = spanTokens.length;
  const df = new Map<string, number>();
  for (const tokens of spanTokens) {
    for (const term of new Set(tokens)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const maxIdf = Math.log1p(n);
  const weights = new Map<string, number>();
  for (const [term, count] of df) weights.set(term, Math.log1p(n / count));
  return { n, maxIdf, idf: (term) => weights.get(term) ?? maxIdf };
}

/** PlanIdf of a plan: cache-class spans never count (SPEC A2 Decision). */
export function buildPlanIdf(spans: readonly EvidenceSpan[]): PlanIdf {
  return buildPlanIdfFromTokens(spans.filter(isTruthSpan).map((s) => tokenize(s.text)));
}
