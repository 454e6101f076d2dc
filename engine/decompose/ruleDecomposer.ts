/**
 * The offline rule-based decomposer (SPEC A7), the default when no LLM is configured: sentences, then independent
 * clauses; questions and hedges dropped; `[S1]` markers collected.
 *
 * Decision: a claim's `draftSpan` is exact and covers the clause including its own citation markers (so redaction
 * removes them too); `claimText` is that span's text with the markers removed and spacing tidied, because marker
 * tokens such as `s1` are not words of the claim and would distort lexical coverage.
 */
import type { Claim } from '../types.ts';
import { isHedged, isQuestion, splitClauses, stripLead } from './clauses.ts';
import { findMarkerRuns, plainText, splitSentences, type MarkerRun, type TextRange } from './segment.ts';
import type { DecomposeOutcome, Decomposer } from './types.ts';

/** Id recorded as `models.decompose` for the rule-based decomposer. */
export const RULE_DECOMPOSER_ID = 'rule-based-v1';


function markersIn(range: TextRange, runs: readonly MarkerRun[]): string[] {
  const ids = runs.filter((r) => r.start >= range.start && r.end <= range.end).flatMap((r) => r.markers);
  return [...new Set(ids)];
}

/** Markers placed after the sentence's final punctuation: they cite the whole sentence. */
function trailingMarkers(text: string, sentence: TextRange, runs: readonly MarkerRun[]): string[] {
  const last = runs.filter((r) => r.start >= sentence.start && r.end === sentence.end).pop();
  if (!last || !/[.!?]["'’”)\]]*\s*$/.test(text.slice(sentence.start, last.start))) return [];
  return last.markers;
}

function claimsOfSentence(text: string, sentence: TextRange, runs: readonly MarkerRun[]): Claim[] {
  const plain = (r: TextRange) => plainText(text, r, runs);
  const inherited = trailingMarkers(text, sentence, runs);
  const claims: Claim[] = [];
  for (const clause of splitClauses(text, stripLead(text, sentence), plain)) {
    const range = stripLead(text, clause);
    const claimText = plain(range);
    if ((claimText.match(/[\p{L}\p{N}]+/gu) ?? []).length < 2) continue;
    if (isQuestion(claimText) || isHedged(claimText)) continue;
    const own = markersIn(range, runs);
    claims.push({
      claimText,
      draftSpan: [range.start, range.end],
      citedMarkers: own.length > 0 ? own : [...inherited],
    });
  }
  return claims;
}

/** Decomposes `draft` offline and deterministically; every span is exact, in bounds and non-empty. */
export function decomposeByRules(draft: string): Claim[] {
  const runs = findMarkerRuns(draft);
  return splitSentences(draft, runs).flatMap((sentence) => claimsOfSentence(draft, sentence, runs));
}

/** The rule-based Decomposer (no LLM, no network, zero usage). */
export const ruleDecomposer: Decomposer = {
  id: RULE_DECOMPOSER_ID,
  decompose: async (draft: string) => decomposeByRules(draft),
  decomposeWithUsage: async (draft: string): Promise<DecomposeOutcome> => ({
    claims: decomposeByRules(draft),
    usage: { inputTokens: 0, outputTokens: 0 },
    attempts: 1,
  }),
};
