/**
 * The overlap of each case with its evidence, for run, compare and realism reporting: measured from the case's content
 * by generators/difficulty.ts, so it works for generated, hand-written and any other labelled cases.
 */
import { casesAtLevel } from '../datasets/caseKind.ts';
import type { AnyCase, LabelledCase } from '../datasets/types.ts';
import { evidenceJson } from '../engine/evidenceJson.ts';
import { createDifficultyMeter } from '../generators/difficulty.ts';
import type { CaseOverlapFacts } from './types.ts';

/** Reads a case's overlap facts (a draft case's: its whole draft's against the evidence). */
export type OverlapReader = (c: AnyCase) => CaseOverlapFacts;

/** Distinct case contents whose overlap a reader remembers (least recently measured forgotten first). */
const OVERLAP_MEMO_ENTRIES = 65_536;

/**
 * A reader measuring each case from its content (a plan prepared once per evidence list object, or per content while
 * remembered: createDifficultyMeter). The overlap is a function of the content a case's difficulty reads (class,
 * expected verdict, claim, evidence, source span, edits), so a content seen before under another id is not measured
 * again (up to `memoEntries` contents remembered). With `reuseGenerated`, a case that carries the difficulty recorded
 * when it was generated in this checkout (a suite's cases, whose cache is keyed by the generators' code) reuses it
 * instead of measuring again: same function, same content, same value.
 */
export function createOverlapReader(options: { reuseGenerated: boolean; memoEntries?: number }): OverlapReader {
  const measure = createDifficultyMeter();
  const bound = Math.max(0, options.memoEntries ?? OVERLAP_MEMO_ENTRIES);
  const planIds = new Map<string, number>();
  const memo = new Map<string, CaseOverlapFacts>();
  const contentKey = (c: LabelledCase): string => {
    const plan = evidenceJson(c.evidence);
    let id = planIds.get(plan);
    if (id === undefined) planIds.set(plan, (id = planIds.size));
    const p = c.provenance;
    return JSON.stringify([id, c.class, c.expected, c.claim, p?.source_span ?? null, p?.edits ?? null]);
  };
  return (c) => {
    const recorded = options.reuseGenerated ? c.provenance?.difficulty : undefined;
    if (recorded !== undefined) return facts(recorded);
    const labelled = casesAtLevel([c], 'claim')[0] as LabelledCase;
    if (bound === 0) return facts(measure(labelled));
    // Plan ids are part of the keys: forgetting them forgets every key built on them.
    if (planIds.size >= bound) {
      planIds.clear();
      memo.clear();
    }
    const key = contentKey(labelled);
    let known = memo.get(key);
    if (known === undefined) {
      known = facts(measure(labelled));
      if (memo.size >= bound) memo.delete(memo.keys().next().value as string);
      memo.set(key, known);
    }
    return { ...known };
  };
}

function facts(d: CaseOverlapFacts): CaseOverlapFacts {
  return { jaccard: d.jaccard, coverage: d.coverage, numerics: d.numerics, tier: d.tier };
}
