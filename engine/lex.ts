/**
 * Lexical signals (SPEC A2): IDF-weighted multiset coverage of the claim (v1) and IDF-weighted F1 (research).
 */
import type { PlanIdf } from './idf.ts';
import { idfOfId, slotOfId, type PlanTerms } from './plan.ts';
import type { AnalysedText } from './textStore.ts';

/** Occurrence count of each token. */
export function countTokens(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** IDF-weighted multiset overlap Σ idf(t)·min(cnt_claim, cnt_span) and the claim's total weight. */
function weightedOverlap(
  claimCounts: ReadonlyMap<string, number>,
  spanCounts: ReadonlyMap<string, number>,
  idf: PlanIdf,
): { overlap: number; claimWeight: number } {
  let overlap = 0;
  let claimWeight = 0;
  for (const [term, count] of claimCounts) {
    const w = idf.idf(term);
    claimWeight += w * count;
    const inSpan = spanCounts.get(term);
    if (inSpan !== undefined) overlap += w * Math.min(count, inSpan);
  }
  return { overlap, claimWeight };
}

/** Total IDF weight Σ idf(t)·cnt(t) of a count map. */
export function totalWeight(counts: ReadonlyMap<string, number>, idf: PlanIdf): number {
  let total = 0;
  for (const [term, count] of counts) total += idf.idf(term) * count;
  return total;
}

/** Coverage in [0, 1] from count maps; 0 for a claim with no (weighted) tokens. */
export function lexCoverageCounts(
  claimCounts: ReadonlyMap<string, number>,
  spanCounts: ReadonlyMap<string, number>,
  idf: PlanIdf,
): number {
  const { overlap, claimWeight } = weightedOverlap(claimCounts, spanCounts, idf);
  return coverageFromWeights(overlap, claimWeight);
}

/** Coverage in [0, 1] of weighted overlap against the claim's weight; 0 for a claim of weight 0. */
export function coverageFromWeights(overlap: number, claimWeight: number): number {
  return claimWeight > 0 ? Math.min(1, overlap / claimWeight) : 0;
}

/** SPEC A2 lex(claim, span): IDF-weighted multiset coverage of the claim's tokens by the span's, in [0, 1]. */
export function lexCoverage(claimTokens: readonly string[], spanTokens: readonly string[], idf: PlanIdf): number {
  return lexCoverageCounts(countTokens(claimTokens), countTokens(spanTokens), idf);
}

/** F1 in [0, 1] of weighted overlap against claim weight (recall) and span weight (precision). */
export function f1FromWeights(overlap: number, claimWeight: number, spanWeight: number): number {
  if (overlap <= 0 || claimWeight <= 0 || spanWeight <= 0) return 0;
  const recall = Math.min(1, overlap / claimWeight);
  const precision = Math.min(1, overlap / spanWeight);
  return (2 * precision * recall) / (precision + recall);
}

/** IDF-weighted lexical F1 (research variant `f1`), in [0, 1]: penalises verbose spans, unlike coverage. */
export function lexF1(claimTokens: readonly string[], spanTokens: readonly string[], idf: PlanIdf): number {
  const spanCounts = countTokens(spanTokens);
  const { overlap, claimWeight } = weightedOverlap(countTokens(claimTokens), spanCounts, idf);
  return f1FromWeights(overlap, claimWeight, totalWeight(spanCounts, idf));
}

/**
 * Adds each truth span's Σ idf(t)·min(cnt_claim, cnt_span) into `overlaps` (indexed by truth span) through the plan's
 * postings; returns the claim weight Σ idf(t)·cnt(t). Terms are visited in first-occurrence order, as in the reference.
 */
export function accumulateOverlaps(claim: AnalysedText, terms: PlanTerms, overlaps: Float64Array): number {
  const { idf, maxIdf, postStart, postSpan, postCount } = terms;
  let weight = 0;
  for (let i = 0; i < claim.terms.length; i++) {
    const count = claim.counts[i];
    const slot = slotOfId(terms, claim.terms[i]);
    if (slot < 0) {
      weight += maxIdf * count;
      continue;
    }
    const w = idf[slot];
    weight += w * count;
    for (let p = postStart[slot]; p < postStart[slot + 1]; p++) overlaps[postSpan[p]] += w * Math.min(count, postCount[p]);
  }
  return weight;
}

/** Σ idf(t)·cnt(t) over an analysed text's terms under the plan's IDF (a truth span's weight, for F1). */
export function weightOfText(text: AnalysedText, terms: PlanTerms): number {
  let total = 0;
  for (let i = 0; i < text.terms.length; i++) total += idfOfId(terms, text.terms[i]) * text.counts[i];
  return total;
}
