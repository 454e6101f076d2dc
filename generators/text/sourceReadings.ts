/**
 * The readings of a claim's source sentence a class check may compare against: the span as written; when the full
 * repertoire names what the span leans on (`It measured …` → `Gerhard Vogl's pumpkin measured …`, see
 * `generators/decontextualise.ts`), the span so named; and for a recast claim, the reading it records
 * (`generators/recast.ts`: named, trimmed, reworded, given context from other plan sentences), once every step of
 * that reading is verified to keep the span's truth. A faithful edit of a true reading is a faithful edit of the source.
 */
import type { Passage } from '../../datasets/types.ts';
import { decontextualise } from '../decontextualise.ts';
import { keepsCarried, readingProblems, readingText } from '../recast.ts';
import type { GeneratedClaim } from '../types.ts';
import { missingSpan, spanText } from './passageSpans.ts';

/**
 * Runs `problemsOf` against each reading of the claim's source span: no problems when one reading accepts the
 * claim. A recast claim's recorded reading is proven first, whichever reading accepts it (a step that does not keep
 * the truth, or a class edit that touches carried content, is a problem even when the span as written accepts the
 * claim); then the class's problems against that reading. For any other claim, the problems against the span as
 * written.
 */
export function checkAgainstReadings(claim: GeneratedClaim, source: Passage, problemsOf: (original: string) => string[]): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  // A recorded reading is provenance the case carries: it must be true whichever reading accepts the claim.
  if (claim.reading !== undefined) {
    const unproven = readingProblems(claim.reading, source, claim.sourceSpan);
    if (unproven.length > 0) return unproven;
    // The class edit acts on the span's own content: what a carry brought in stays as the plan says it.
    if (!keepsCarried(original, claim.reading, claim.claim)) return ['the class edit changes what a carry brought in from another plan sentence'];
  }
  const asWritten = problemsOf(original);
  if (asWritten.length === 0) return asWritten;
  const named = decontextualise({ claim: original, evidence: claim.evidence, sourceSpan: claim.sourceSpan, transform: '' }, source);
  if (named !== null && named.claim !== claim.claim && problemsOf(named.claim).length === 0) return [];
  if (claim.reading === undefined) return asWritten;
  return problemsOf(readingText(original, claim.reading)).map((p) => `against its reading: ${p}`);
}
