/**
 * The readings of a claim's source sentence a class check may compare against: the span as written and, when the
 * full repertoire names what the span leans on (`It measured …` → `Gerhard Vogl's pumpkin measured …`, see
 * `generators/decontextualise.ts`), the span so named. Naming only adds what the plan's earlier sentences say, so a
 * faithful edit of either reading is a faithful edit of the source.
 */
import type { Passage } from '../../datasets/types.ts';
import { decontextualise } from '../decontextualise.ts';
import type { GeneratedClaim } from '../types.ts';
import { missingSpan, spanText } from './sentences.ts';

/**
 * Runs `problemsOf` against each reading of the claim's source span: no problems when one reading accepts the
 * claim, else the problems found against the span as written.
 */
export function checkAgainstReadings(claim: GeneratedClaim, source: Passage, problemsOf: (original: string) => string[]): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const asWritten = problemsOf(original);
  if (asWritten.length === 0) return asWritten;
  const named = decontextualise({ claim: original, evidence: claim.evidence, sourceSpan: claim.sourceSpan, transform: '' }, source);
  if (named === null || named.claim === claim.claim) return asWritten;
  return problemsOf(named.claim).length === 0 ? [] : asWritten;
}
