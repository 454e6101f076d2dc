/**
 * The overlap of each case with its evidence, for run, compare and realism reporting: measured from the case's content
 * by generators/difficulty.ts, so it works for generated, hand-written and any other labelled cases.
 */
import { casesAtLevel } from '../datasets/caseKind.ts';
import type { AnyCase, LabelledCase } from '../datasets/types.ts';
import { evidenceJson } from '../engine/evidenceJson.ts';
import { createDifficultyMeter } from '../generators/difficulty.ts';
import { createBoundedMemo } from '../engine/boundedMemo.ts';
import type { CaseOverlapFacts } from './types.ts';

/** Reads a case's overlap facts (a draft case's: its whole draft's against the evidence). */
export type OverlapReader = (c: AnyCase) => CaseOverlapFacts;

/** Distinct case contents whose overlap a reader remembers (least recently measured forgotten first). */
const OVERLAP_MEMO_ENTRIES = 65_536;
/**
 * Characters of keys a reader's memos hold, each (evidence lists' JSON, case contents; oldest forgotten first): about
 * 32 MB of UTF-16 at most, whatever the size of the evidence lists.
 */
const OVERLAP_MEMO_KEY_CHARS = 1 << 24;

/** Bounds of an overlap reader's memos (defaults OVERLAP_MEMO_ENTRIES keys and OVERLAP_MEMO_KEY_CHARS characters). */
export interface OverlapReaderOptions {
  reuseGenerated: boolean;
  /** Keys per memo, ≥ 0 (0: every case measured). */
  memoEntries?: number;
  /** Characters of keys per memo, ≥ 0. */
  memoKeyChars?: number;
}

/**
 * A reader measuring each case from its content (a plan prepared once per evidence list object, or per content while
 * remembered: createDifficultyMeter). The overlap is a function of the content a case's difficulty reads (class,
 * expected verdict, claim, evidence, source span, edits), so a content seen before under another id is not measured
 * again (while remembered: `memoEntries` contents and `memoKeyChars` characters of keys). With `reuseGenerated`, a
 * case that carries the difficulty recorded when it was generated in this checkout (a suite's cases, whose cache is
 * keyed by the generators' code) reuses it instead of measuring again: same function, same content, same value.
 */
export function createOverlapReader(options: OverlapReaderOptions): OverlapReader {
  const measure = createDifficultyMeter();
  const limits = { maxEntries: options.memoEntries ?? OVERLAP_MEMO_ENTRIES, maxKeyChars: options.memoKeyChars ?? OVERLAP_MEMO_KEY_CHARS };
  // Plan ids are never reused: a content key naming a forgotten plan's id is never met again and ages out of the memo.
  const planIds = createBoundedMemo<number>(limits);
  const memo = createBoundedMemo<CaseOverlapFacts>(limits);
  let nextPlanId = 0;
  const contentKey = (c: LabelledCase): string => {
    const plan = evidenceJson(c.evidence);
    let id = planIds.get(plan);
    if (id === undefined) planIds.set(plan, (id = nextPlanId++));
    const p = c.provenance;
    return JSON.stringify([id, c.class, c.expected, c.claim, p?.source_span ?? null, p?.edits ?? null]);
  };
  return (c) => {
    const recorded = options.reuseGenerated ? c.provenance?.difficulty : undefined;
    if (recorded !== undefined) return facts(recorded);
    const labelled = casesAtLevel([c], 'claim')[0] as LabelledCase;
    if (limits.maxEntries <= 0) return facts(measure(labelled));
    const key = contentKey(labelled);
    let known = memo.get(key);
    if (known === undefined) {
      known = facts(measure(labelled));
      memo.set(key, known);
    }
    return { ...known };
  };
}

function facts(d: CaseOverlapFacts): CaseOverlapFacts {
  return { jaccard: d.jaccard, coverage: d.coverage, numerics: d.numerics, tier: d.tier };
}
