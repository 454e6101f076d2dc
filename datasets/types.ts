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

/** The corpus as generators see it: every passage plus lookups by topic and domain (each in passage order). */
export interface CorpusView {
  passages: readonly Passage[];
  byTopic: ReadonlyMap<string, readonly Passage[]>;
  byDomain: ReadonlyMap<string, readonly Passage[]>;
}

/** `none`: the claim has no SPEC A3 numerics; `in-plan`: the plan states every one; `novel`: it adds a figure. */
export type CaseNumerics = 'none' | 'in-plan' | 'novel';

/** A difficulty tier (generators/tiers.ts); `both` for a class with no split (verbatim). */
export type Tier = 'easy' | 'hard' | 'both';

/** How hard a case is, measured from its content (generators/difficulty.ts). Ratios in [0, 1], 4 decimals. */
export interface CaseDifficulty {
  /** Evidence id of the span measured against; null when the plan has no truth span. */
  span: string | null;
  /** The case's own source span, or (fabrications, cases without one) the plan span that covers the claim best. */
  against: 'source-span' | 'best-plan-span';
  /** |claim ∩ span| / |claim ∪ span| over distinct SPEC A1 tokens. */
  jaccard: number;
  /** SPEC A2 lex(claim, span) under the plan's IDF: the share of the claim's IDF weight the span covers. */
  coverage: number;
  numerics: CaseNumerics;
  tier: Tier;
}

/** How an attack case was found (`verity attack`): the model it fools, the verdict and score it got, the search spent. */
export interface AttackProvenance {
  score_model: string;
  /** The attack's seed (the search's sampling), beside the generation seed of the case it started from. */
  seed: number;
  /** Verdict and score the attacked claim got under `score_model`; `seed_score` is the seed claim's score. */
  verdict: Verdict;
  score: number;
  seed_score: number;
  /** Queries the search spent (the seed's own scoring included). */
  queries: number;
  /** Ids of the edit operators of the chain, in order. */
  operators: string[];
}

/**
 * One step of a recast reading (generators/recast.ts): the kebab-case edit (`+`-joined when one step applies several)
 * and the sentence after it. The steps lead from the source span to the true sentence a recast claim edits.
 */
export interface ReadingStep {
  edit: string;
  text: string;
}

/** Where a generated case came from (SPEC Part C keys, plus the edits applied and the measured difficulty). */
export interface Provenance {
  generator: string;
  seed: number;
  source_passage: string;
  source_span: string;
  transform: string;
  /** Kebab-case ids of the edit operators applied, in order. */
  edits?: string[];
  difficulty?: CaseDifficulty;
  /** A recast case: the steps from its source span to the true reading its class edit was applied to. */
  reading?: ReadingStep[];
  /** An attack case: the id of the seed case it was found from, and how (`verity attack`). */
  seed_case?: string;
  attack?: AttackProvenance;
}

/** A labelled case (SPEC Part C): one claim against an evidence plan, with its expected verdict. */
export interface LabelledCase {
  id: string;
  class: string;
  claim: string;
  /** Never set on a claim case (a case carries `claim` or `draft`, not both). */
  draft?: never;
  evidence: EvidenceSpan[];
  cited?: string[];
  expected: Verdict;
  provenance?: Provenance;
}

/**
 * A labelled draft case: a whole response, decomposed into claims, each verified against the evidence plan and
 * aggregated to one response verdict (docs/suites.md "Draft cases"). `expected` labels the whole response.
 */
export interface DraftCase {
  id: string;
  class: string;
  draft: string;
  /** Never set on a draft case. */
  claim?: never;
  evidence: EvidenceSpan[];
  cited?: string[];
  expected: Verdict;
  provenance?: Provenance;
}

/** A case of a cases file or dataset: a claim case or a draft case. */
export type AnyCase = LabelledCase | DraftCase;
