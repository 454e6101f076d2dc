/**
 * Claim cases and draft cases: the text a case verifies, which kind it is, and the cases seen at a level.
 */
import type { AnyCase, DraftCase } from './types.ts';

/** The text a case verifies: its claim, or its whole draft. */
export function caseText(c: AnyCase): string {
  return c.draft ?? c.claim!;
}

/** Whether a case is a draft case (a whole response to decompose). */
export function isDraftCase(c: AnyCase): c is DraftCase {
  return c.draft !== undefined;
}

/** How cases are verified: `claim` (each case's text as one claim) or `response` (each text decomposed). */
export type CaseLevel = 'claim' | 'response';

/** Every case level. */
export const CASE_LEVELS: readonly CaseLevel[] = ['claim', 'response'];

/**
 * The cases seen at `level`: at `claim` a draft becomes one claim of the same text (the whole response verified as
 * one claim); at `response` a claim becomes a draft of the same text (decomposed and aggregated). Labels unchanged.
 */
export function casesAtLevel(cases: readonly AnyCase[], level: CaseLevel | undefined): AnyCase[] {
  if (level === undefined) return [...cases];
  return cases.map((c): AnyCase => {
    if (level === 'claim' && c.draft !== undefined) {
      const { draft, ...rest } = c;
      return { ...rest, claim: draft };
    }
    if (level === 'response' && c.claim !== undefined) {
      const { claim, ...rest } = c;
      return { ...rest, draft: claim };
    }
    return c;
  });
}
