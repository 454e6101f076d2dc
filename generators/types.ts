/**
 * The generator contract (SPEC B1): one file per claim class, one typed object each.
 */
import type { EvidenceSpan, Verdict } from '../engine/types.ts';
import type { CorpusView, LabelledCase, Passage, ReadingStep } from '../datasets/types.ts';
import type { Rng } from '../engine/rng.ts';

export type { ReadingStep } from '../datasets/types.ts';

export type { CorpusView } from '../datasets/types.ts';

/** One generated claim before the harness assigns its id and provenance. */
export interface GeneratedClaim {
  claim: string;
  /** The evidence plan the claim is judged against. */
  evidence: EvidenceSpan[];
  cited?: string[];
  /** Evidence id of the span the claim was derived from. */
  sourceSpan: string;
  /** What was done, human-readable and specific, e.g. `number 1,500 → 1,600 (±100)`. */
  transform: string;
  /** Kebab-case ids of the edit operators applied, in order (e.g. `['passive', 'synonym']`); recorded in provenance. */
  edits?: string[];
  /**
   * A recast claim: the steps from the source span to the true reading the class edit was applied to (named, trimmed,
   * reworded, given context from the plan; `generators/recast.ts`). The class check verifies every step, then judges
   * the claim as an edit of the reading.
   */
  reading?: ReadingStep[];
}

/**
 * Which edit repertoire a generator draws from. `classic`: the rules the default suite was built on (its output is
 * byte-identical across releases, so the default suite and its baseline stay put). `full`: classic plus the harder
 * edits people write (structural rewordings, number words, units, antonym negations, number-free fabrications…).
 */
export type Repertoire = 'classic' | 'full';

/** Options every generator receives. */
export interface GeneratorOptions {
  repertoire: Repertoire;
}

/** A claim-class generator: deterministic given the rng. */
export interface Generator {
  /** Class id in kebab-case, e.g. `number-swap`. */
  id: string;
  expected: Verdict;
  /** One line: what the class is. */
  description: string;
  /** Candidate claims derived from one source passage (may be empty when the passage does not fit the class). */
  generate(passage: Passage, corpus: CorpusView, rng: Rng, options: GeneratorOptions): GeneratedClaim[];
  /**
   * The class's own check of one generated claim against its source passage: the problems found (empty when the
   * claim is a faithful member of the class, e.g. exactly one figure changed and absent from the plan).
   */
  check?(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[];
  /**
   * The kind a balanced draw groups a case on, from its recorded edits and the case (default: the first edit id). A
   * class whose first edit is shared by every case (`mixed`: the join) names the kind that varies; recast classes add
   * what the claim keeps of its source (`generators/recastDraw.ts`).
   */
  balanceKind?(edits: readonly string[], c: LabelledCase): string;
  /**
   * A balance kind's weight at one level of its kind, relative to its siblings' (default, or undefined: drawn evenly):
   * a class whose kinds people write in unequal shares states them (`mixed`: three same-subject claims to one about
   * someone else; recast classes: context and part in the hand-written shares). `parents` are the kinds of the levels
   * above (a share may depend on them: recast classes keep part of their sentence more often when recomposed).
   */
  balanceShare?(kind: string, level: number, parents: readonly string[]): number | undefined;
}
