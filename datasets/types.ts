/**
 * Data types of datasets and cases (SPEC Part C). Pure declarations.
 */
import type { EvidenceSpan, Verdict } from '../engine/types.ts';

/** Kinds of named entity annotated in the corpus. */
export type EntityKind = 'person' | 'org' | 'place' | 'product' | 'event' | 'work';

/** A named entity that occurs verbatim in at least one span of its passage. */
export interface EntityMention {
  text: string;
  kind: EntityKind;
}

/** A passage of the project's own corpus: 3–6 sentences, one span each. */
export interface Passage {
  id: string;
  topic: string;
  domain: string;
  spans: Array<{ id: string; text: string }>;
  /** Named people, organisations, places… occurring in the spans (used by entity and role swaps). */
  entities: EntityMention[];
}

/** Where a generated case came from (SPEC Part C). */
export interface Provenance {
  generator: string;
  seed: number;
  source_passage: string;
  source_span: string;
  transform: string;
}

/** A labelled case (SPEC Part C): one claim against an evidence plan, with its expected verdict. */
export interface LabelledCase {
  id: string;
  class: string;
  claim: string;
  evidence: EvidenceSpan[];
  cited?: string[];
  expected: Verdict;
  provenance?: Provenance;
}
