/**
 * The overlap of each case with its evidence, for run, compare and realism reporting: measured from the case's content
 * by generators/difficulty.ts, so it works for generated, hand-written and any other labelled cases.
 */
import { casesAtLevel } from '../datasets/caseKind.ts';
import type { AnyCase, LabelledCase } from '../datasets/types.ts';
import { createDifficultyMeter } from '../generators/difficulty.ts';
import type { CaseOverlapFacts } from './types.ts';

/** Reads a case's overlap facts (a draft case's: its whole draft's against the evidence). */
export type OverlapReader = (c: AnyCase) => CaseOverlapFacts;

/**
 * A reader measuring each case from its content (each distinct plan prepared once). With `reuseGenerated`, a case
 * that carries the difficulty recorded when it was generated in this checkout (a suite's cases, whose cache is keyed by
 * the generators' code) reuses it instead of measuring again: same function, same content, same value.
 */
export function createOverlapReader(options: { reuseGenerated: boolean }): OverlapReader {
  const measure = createDifficultyMeter();
  return (c) => {
    const d = (options.reuseGenerated ? c.provenance?.difficulty : undefined) ?? measure(casesAtLevel([c], 'claim')[0] as LabelledCase);
    return { jaccard: d.jaccard, coverage: d.coverage, numerics: d.numerics, tier: d.tier };
  };
}
