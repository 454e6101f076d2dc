/**
 * The search method: greedy beam search by score change. From the seed claim, every state of the beam is expanded by
 * one edit (transformations.ts), children breaking a constraint are dropped unscored, the rest are scored in a seeded
 * order until the query budget runs out; the first depth where a child reaches the goal ends the search with the best
 * such child (the fewest edits), otherwise the `beam` best children by objective go on. Deterministic under the seed.
 */
import { redactSecrets } from '../../engine/secrets.ts';
import { createRng } from '../../engine/rng.ts';
import type { CorpusView } from '../../generators/types.ts';
import { constraintProblems } from './constraints.ts';
import { verdictFlip, type AttackGoal } from './goal.ts';
import type { AttackScorer } from './scorer.ts';
import { expand } from './transformations.ts';
import type { AttackOutcome, AttackSeed, AttackSettings, AttackState, ScoredState } from './types.ts';

/** Everything one seed's search needs besides the seed and the scorer. */
export interface SearchOptions extends AttackSettings {
  corpus: CorpusView;
  goal?: AttackGoal;
}

/** The label of a state's claim: the seed's, or `partial` once a plan sentence is joined in front (as in `mixed`). */
function labelOf(state: AttackState, seed: AttackSeed) {
  return state.restated ? 'partial' as const : seed.case.expected;
}

/** Attacks one seed under one scorer; a scorer failure ends the seed `error` (never a success or a failure). */
export async function attackSeed(seed: AttackSeed, scorer: AttackScorer, options: SearchOptions): Promise<AttackOutcome> {
  const goal = options.goal ?? verdictFlip;
  const base = { seed_case: seed.case.id, class: seed.case.class };
  let queries = 0;
  const score = async (states: readonly AttackState[]): Promise<ScoredState[]> => {
    const scores = await scorer.score(states.map((s) => s.text), seed.case.evidence, seed.case.cited ?? []);
    queries += states.length;
    return states.map((s, i) => ({ ...s, score: scores[i].score, verdict: scores[i].verdict }));
  };
  try {
    const [start] = await score([{ text: seed.case.claim, core: seed.case.claim, steps: [], padded: false, restated: false }]);
    const origin = { queries, seed_score: start.score, seed_verdict: start.verdict };
    if (goal.reached(seed.direction, start.verdict)) {
      return { ...base, status: 'skipped', reason: `already ${start.verdict}: the engine gets the seed wrong`, ...origin };
    }
    const found = await search(seed, start, score, () => queries, options, goal);
    const status = goal.reached(seed.direction, found.verdict) ? 'success' : 'failure';
    return { ...base, status, ...origin, queries, best: found, expected: labelOf(found, seed) };
  } catch (err) {
    const message = redactSecrets(err instanceof Error ? err.message : String(err));
    return { ...base, status: 'error', reason: `attack: seed ${seed.case.id}: ${message}`, queries, seed_score: null, seed_verdict: null };
  }
}

/** The beam search from the scored seed: the flip found, else the state with the best objective. */
async function search(
  seed: AttackSeed, start: ScoredState, score: (states: readonly AttackState[]) => Promise<ScoredState[]>,
  spent: () => number, options: SearchOptions, goal: AttackGoal,
): Promise<ScoredState> {
  const rng = createRng(options.seed).fork(seed.case.id);
  const objective = (s: ScoredState) => goal.objective(seed.direction, s.score);
  const env = { corpus: options.corpus, maxEdits: options.maxEdits };
  const seen = new Set([start.text]);
  let beam = [start];
  let best = start;
  for (let depth = 1; depth <= options.maxEdits && spent() < options.budget; depth++) {
    const children: AttackState[] = [];
    for (const state of beam) {
      for (const c of expand(state, seed, options.perOperator, rng)) {
        if (seen.has(c.text)) continue;
        seen.add(c.text);
        if (constraintProblems(c, seed, env).length === 0) children.push(c);
      }
    }
    if (children.length === 0) break;
    const scored = await score(rng.fork(`depth-${depth}`).shuffle(children).slice(0, options.budget - spent()));
    const ranked = scored.map((s, i) => ({ s, i })).sort((a, b) => objective(b.s) - objective(a.s) || a.i - b.i).map((x) => x.s);
    const flip = ranked.find((s) => goal.reached(seed.direction, s.verdict));
    if (flip !== undefined) return flip;
    if (objective(ranked[0]) > objective(best)) best = ranked[0];
    beam = ranked.slice(0, options.beam);
  }
  return best;
}
