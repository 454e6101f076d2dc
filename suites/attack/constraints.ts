/**
 * What keeps an attack's label honest: each constraint is a small object whose `check` returns the problems of a
 * state (empty when it holds). A state that breaks one is never scored: a "success" whose label is wrong would be a
 * false alarm. The meaning check is the paraphrase class check (numerics as a multiset, names, polarity, modality,
 * quantifiers, directions, tense, who did what): of the claim against its source span for a supported seed, of the
 * claim's unpadded core against the seed claim for an unsupported one (a faithful rewording of a false claim is false).
 */
import { createOwnedMemo } from '../../generators/text/textMemo.ts';
import { numerics } from '../../engine/numerics.ts';
import { tokenize } from '../../engine/tokens.ts';
import { paddingProblems } from '../../generators/edits/padding.ts';
import { paraphrase } from '../../generators/paraphrase.ts';
import { containsPhrase } from '../../generators/text/phrases.ts';
import type { CorpusView } from '../../generators/types.ts';
import { occurrences } from './atoms.ts';
import type { AttackSeed, AttackState } from './types.ts';

/** What constraints read besides the state and its seed. */
export interface ConstraintEnv {
  corpus: CorpusView;
  maxEdits: number;
}

/** One constraint of the search. */
export interface AttackConstraint {
  /** Kebab-case id. */
  id: string;
  description: string;
  check(state: AttackState, seed: AttackSeed, env: ConstraintEnv): string[];
}

const SEED_SPAN = 'attack-seed';

/** No more edits than the budget allows. */
export const editBudget: AttackConstraint = {
  id: 'edit-budget',
  description: 'at most --max-edits edits in a chain',
  check: (state, _seed, env) => (state.steps.length > env.maxEdits ? [`${state.steps.length} edits, more than ${env.maxEdits}`] : []),
};

const sortedNumerics = (text: string) => numerics(tokenize(text)).sort().join(' ');

/**
 * The protected atom: an unsupported seed's false words stand in the core exactly as often as in the seed; a supported
 * seed's claim keeps its source span's numerics (as a multiset) and names.
 */
export const protectedAtom: AttackConstraint = {
  id: 'protected-atom',
  description: 'the changed figure, name, polarity or unit (unsupported seeds) or the source span\'s numerics and names (supported seeds) kept',
  check(state, seed) {
    if (seed.direction === 'raise') {
      return seed.atoms.filter((a) => occurrences(state.core, a) !== occurrences(seed.case.claim, a)).map((a) => `false atom "${a}" touched`);
    }
    const problems = sortedNumerics(state.core) === sortedNumerics(seed.sourceText) ? [] : ['numerics of the source span changed'];
    for (const e of seed.plan.entities) {
      if (containsPhrase(seed.sourceText, e.text) && !containsPhrase(state.core, e.text)) problems.push(`lost name ${e.text}`);
    }
    return problems;
  },
};

/** Padding only around a claim that must stay false, and only with plan words around the whole core. */
export const paddingFromPlan: AttackConstraint = {
  id: 'padding-from-plan',
  description: 'padding (plan words, a restated plan sentence, an attribution) only on unsupported seeds, adding only plan words',
  check(state, seed) {
    if (!state.padded) return [];
    if (seed.direction === 'lower') return ['a supported claim is never padded (padding changes what it says)'];
    return paddingProblems(state.core, state.text, { plan: seed.plan.spans });
  },
};

/**
 * Meaning problems per seed and core (a seed is drawn from one corpus): padding keeps a core, and every model of a run
 * meets the same cores.
 */
const meaningMemo = createOwnedMemo<AttackSeed, string[]>();

/** The paraphrase class check of the core: against the source span (supported seeds) or the seed claim (unsupported). */
export const meaningKept: AttackConstraint = {
  id: 'meaning-kept',
  description: 'the paraphrase class check: against the source span (supported seeds) or the seed claim (unsupported seeds)',
  check(state, seed, env) {
    return meaningMemo(seed, state.core, () => meaningProblemsOf(state.core, seed, env.corpus));
  },
};

/** The paraphrase class check's problems of `core` as a rewording of the seed's source span or claim. */
function meaningProblemsOf(core: string, seed: AttackSeed, corpus: CorpusView): string[] {
  if (seed.direction === 'lower') {
    const claim = { claim: core, evidence: seed.case.evidence, sourceSpan: seed.case.provenance!.source_span, transform: 'attack' };
    return paraphrase.check!(claim, seed.plan, corpus);
  }
  if (core === seed.case.claim) return [];
  const reference = { ...seed.plan, spans: [{ id: SEED_SPAN, text: seed.case.claim }], entities: seed.names };
  const claim = { claim: core, evidence: reference.spans, sourceSpan: SEED_SPAN, transform: 'attack' };
  return paraphrase.check!(claim, reference, corpus);
}

/** Every constraint, cheapest first. */
export const ATTACK_CONSTRAINTS: readonly AttackConstraint[] = [editBudget, protectedAtom, paddingFromPlan, meaningKept];

/** The problems of a state under every constraint (stops at the first constraint that finds any). */
export function constraintProblems(state: AttackState, seed: AttackSeed, env: ConstraintEnv): string[] {
  for (const constraint of ATTACK_CONSTRAINTS) {
    const problems = constraint.check(state, seed, env);
    if (problems.length > 0) return problems.map((p) => `${constraint.id}: ${p}`);
  }
  return [];
}
