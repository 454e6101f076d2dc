/**
 * Difficulty tiers: which measured cases are `hard` and which `easy`, per class, from the overlap `difficulty.ts`
 * measures and the edit kinds a case records; the bars are set from the hand-written set, never from a score.
 */
import type { Tier } from '../datasets/types.ts';
import type { Verdict } from '../engine/types.ts';
import type { CaseOverlap } from './difficulty.ts';

/** What `verity generate --difficulty` selects: one tier, or every case (`all`). */
export type DifficultyFilter = 'easy' | 'hard' | 'all';

/** The values `--difficulty` accepts. */
export const DIFFICULTY_FILTERS: readonly DifficultyFilter[] = ['easy', 'hard', 'all'];

/** The measured facts a tier rule may use: the overlap and the edit kinds recorded in provenance. */
export interface TierFacts {
  overlap: CaseOverlap;
  edits: readonly string[];
}

/** How one class splits into tiers: a one-line description (docs, help) and the predicate of its hard tier. */
export interface TierRule {
  description: string;
  /** True when the class has no split: each case belongs to both tiers (tier `both`). */
  everyTier?: boolean;
  isHard(facts: TierFacts): boolean;
}

/**
 * A supported claim is hard when it shares at most this token Jaccard with its source span: the bar at which the
 * generated paraphrases in the tier have the Jaccard distribution closest to the hand-written ones' (smallest
 * Kolmogorov–Smirnov distance over bars 0.55–0.75, `npm run eval:tiers`; MRPC positives' median: 0.57).
 */
export const SUPPORTED_HARD_JACCARD = 0.64;
/**
 * An unsupported edit of a plan span is hard when the span still covers at least this share of its IDF weight: below
 * every hand-written claim of the edit classes (the lowest, a scale swap recomposed from two sentences, 0.30), so the
 * tier calls easy nothing people write. People recast a sentence around the edit and bring in other sentences'
 * content: a third of the hand-written negations keep under 3/5 of their words from their source, and those are the
 * claims v1 catches; a bar of 0.50 (the 10th percentiles of the classes run from 0.43 to 0.74) left out most of them.
 */
export const UNSUPPORTED_HARD_COVERAGE = 0.25;
/**
 * A fabrication is hard when it adds no figure of its own (the numeric gate would catch it) and the best plan span
 * covers at least this share of it (it reuses the plan's names and words): the hand-written number-free fabrications'
 * 10th percentile of coverage is 0.22.
 */
export const FABRICATION_HARD_COVERAGE = 0.2;

/**
 * Edit kinds of the classic repertoire, per class: a case whose recorded edits are all of these is easy whatever its
 * overlap (a digit changed to a figure the plan never states is what the numeric gate exists for; people write number
 * words, ordinals, fractions, a figure moved from another role). Cases recording no edit are judged on overlap alone.
 */
export const CLASSIC_EDITS: Readonly<Record<string, readonly string[]>> = {
  'number-swap': ['digits', 'date-component'],
};

/** Edits that only name what a claim leans on (generators/decontextualise.ts): never the class's own edit. */
const NAMING = ['decontext-pronoun', 'decontext-definite', 'decontext-object', 'decontext-short'] as const;
/** One naming edit id. */
export type NamingEdit = (typeof NAMING)[number];
export const NAMING_EDITS: readonly string[] = NAMING;
/**
 * Whether an edit id only builds the true reading a class edit acts on (generators/recast.ts): naming, a trim, a
 * carry from another plan sentence or a meaning-keeping rewording; never the class's own edit.
 */
export function isReadingEdit(edit: string): boolean {
  return NAMING_EDITS.includes(edit) || /^(?:trim|carry|reword)-/.test(edit);
}

/** Whether every recorded edit of a case, reading edits aside, is one of the class's classic kinds (false when none is). */
function onlyClassicEdits(cls: string, edits: readonly string[]): boolean {
  const classic = CLASSIC_EDITS[cls];
  const own = edits.filter((e) => !isReadingEdit(e));
  return classic !== undefined && own.length > 0 && own.every((e) => classic.includes(e));
}

const lowOverlap: TierRule = {
  description: `hard when token Jaccard with the source span ≤ ${SUPPORTED_HARD_JACCARD}`,
  isHard: ({ overlap }) => overlap.jaccard <= SUPPORTED_HARD_JACCARD,
};

/** The rule of a class editing its source span: looks like the source, and (where classic kinds are listed) not only classic edits. */
function looksLikeSource(cls: string): TierRule {
  const classic = CLASSIC_EDITS[cls];
  const kinds = classic === undefined ? '' : ` and an edit other than ${classic.map((k) => `\`${k}\``).join(', ')}`;
  return {
    description: `hard when the source span covers ≥ ${UNSUPPORTED_HARD_COVERAGE} of the claim's IDF weight${kinds}`,
    isHard: ({ overlap, edits }) => overlap.coverage >= UNSUPPORTED_HARD_COVERAGE && !onlyClassicEdits(cls, edits),
  };
}

const looksLikePlan: TierRule = {
  description: `hard when it states no figure absent from the plan and the best plan span covers ≥ ` +
    `${FABRICATION_HARD_COVERAGE} of its IDF weight`,
  isHard: ({ overlap }) => overlap.numerics !== 'novel' && overlap.coverage >= FABRICATION_HARD_COVERAGE,
};

/** Tier rules of the registered classes; any other class gets the rule of its expected verdict (DEFAULT_TIER_RULES). */
const TIER_RULES: Readonly<Record<string, TierRule>> = {
  verbatim: { description: 'no split: a plan span as is is the anchor of both tiers', everyTier: true, isHard: () => true },
  paraphrase: lowOverlap,
  'number-swap': looksLikeSource('number-swap'),
  'topical-fabrication': looksLikePlan,
  'entity-swap': looksLikeSource('entity-swap'),
  negation: looksLikeSource('negation'),
  'scale-swap': looksLikeSource('scale-swap'),
  'date-shift': looksLikeSource('date-shift'),
  'role-swap': looksLikeSource('role-swap'),
  'distractor-pad': looksLikePlan,
  mixed: {
    description: 'hard when its added clause states no figure absent from the plan',
    isHard: ({ overlap }) => overlap.numerics !== 'novel',
  },
};

/** Tier rules of classes not in TIER_RULES, by expected verdict (supported: low overlap; otherwise: looks like the plan). */
const DEFAULT_TIER_RULES: Readonly<Record<Verdict, TierRule>> = {
  supported: lowOverlap,
  partial: looksLikePlan,
  unsupported: looksLikePlan,
  evidence_redacted: looksLikePlan,
};

/** The tier rule of a class. */
export function tierRuleOf(cls: string, expected: Verdict): TierRule {
  return TIER_RULES[cls] ?? DEFAULT_TIER_RULES[expected];
}

/** The tier of a class's case given its measured facts. */
export function tierOf(cls: string, expected: Verdict, facts: TierFacts): Tier {
  const rule = tierRuleOf(cls, expected);
  if (rule.everyTier) return 'both';
  return rule.isHard(facts) ? 'hard' : 'easy';
}

/** Whether a tier belongs to what a filter selects (`both` belongs to every tier). */
export function inTier(tier: Tier, filter: DifficultyFilter): boolean {
  return filter === 'all' || tier === 'both' || tier === filter;
}
