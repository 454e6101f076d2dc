/**
 * The attack search's types: a seed case ready to attack, the states the search walks through, what one seed's attack
 * ends as, and the per-class summary (SPEC B3-style research output: rates with their counts).
 */
import type { EntityMention, LabelledCase, Passage } from '../../datasets/types.ts';
import type { Verdict } from '../../engine/types.ts';
import type { Generator } from '../../generators/types.ts';

/** Which way a seed's verdict must move: a supported seed below the supported band, any other up to `supported`. */
export type AttackDirection = 'lower' | 'raise';

/** A seed case resolved against the corpus: its passages, source text, protected atom and the names its edits keep. */
export interface AttackSeed {
  case: LabelledCase;
  generator: Generator;
  /** The passage whose spans are the case's plan. */
  plan: Passage;
  /** Text of the span the claim was made from (a sibling's span for fabrications). */
  sourceText: string;
  /** Whether the source span is a span of the plan (swaps, paraphrases) or of a sibling (fabrications). */
  sourceInPlan: boolean;
  direction: AttackDirection;
  /**
   * The false atom of an unsupported seed: the words of the claim that make it false (the changed figure, name,
   * polarity or unit; for a claim from outside the plan, its words the plan never uses). Never touched by an edit.
   */
  atoms: string[];
  /** Names an edit must keep whole: the passage's and every corpus name the claim holds. */
  names: EntityMention[];
}

/** One edit of a chain: the operator, the recorded edit id and what it did. */
export interface AttackStep {
  operator: string;
  edit: string;
  note: string;
}

/** A state of the search: the claim as edited so far. */
export interface AttackState {
  /** The claim as scored. */
  text: string;
  /** The claim before any padding: what meaning edits changed and the class checks judge. */
  core: string;
  steps: AttackStep[];
  /** Set once a padding edit was applied: from then on only padding edits apply. */
  padded: boolean;
  /** A plan sentence was joined in front: the claim is part true, part false (`partial`, as the `mixed` class). */
  restated: boolean;
}

/** A scored state. */
export interface ScoredState extends AttackState {
  score: number;
  verdict: Verdict;
}

/** How one seed's attack under one score model ended. */
export type AttackStatus = 'success' | 'failure' | 'skipped' | 'invalid' | 'error';

/** One seed's attack under one score model. */
export interface AttackOutcome {
  seed_case: string;
  class: string;
  status: AttackStatus;
  /** Why a seed was skipped (already at the goal), invalid (no source, fails its class check) or errored. */
  reason?: string;
  /** Queries spent (scorings of a claim text, the seed's own included). */
  queries: number;
  seed_score: number | null;
  seed_verdict: Verdict | null;
  /** The flip found (success) or the state with the best objective reached (failure). */
  best?: ScoredState;
  /** The label of the best state's claim (the seed's, or `partial` once a plan sentence was restated in front). */
  expected?: Verdict;
}

/** Per-class figures of one model's attack. Means are over successes; `score_shift` is toward the flip (positive). */
export interface AttackClassSummary {
  seeds: number;
  invalid: number;
  skipped: number;
  attacked: number;
  successes: number;
  errors: number;
  /** successes / attacked (0 when none attacked). */
  asr: number;
  mean_queries_per_success: number | null;
  mean_edits: number | null;
  mean_score_shift: number | null;
}

/** Search settings (recorded in every result). */
export interface AttackSettings {
  /** Queries per seed at most, the seed's own included. */
  budget: number;
  /** States kept per depth. */
  beam: number;
  /** Edits per chain at most. */
  maxEdits: number;
  /** Candidates per operator and state at most (a seeded sample beyond). */
  perOperator: number;
  seed: number;
}
