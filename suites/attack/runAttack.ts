/**
 * An attack run: every seed case attacked under every score model with the same budget and seed (models side by
 * side), scored incrementally over one plan cache and one vector memo. Pure given the cases, the corpus, the models
 * and the embedder; the CLI wires it and writes what it returns.
 */
import type { AnyCase, LabelledCase } from '../../datasets/types.ts';
import { createPlanCache } from '../../engine/planCache.ts';
import { fingerprintScoreModel } from '../../engine/scoreModels/fingerprint.ts';
import type { Embedder, ScoreModel } from '../../engine/types.ts';
import type { CorpusView } from '../../generators/types.ts';
import { attackCases } from './attackCases.ts';
import { createAttackScorer, createAttackVectors } from './scorer.ts';
import { attackSeed } from './search.ts';
import { createSeedResolver } from './seeds.ts';
import { summariseClasses } from './summary.ts';
import type { AttackClassSummary, AttackOutcome, AttackSettings } from './types.ts';

/** What to attack, under which models, with which embedder and settings. */
export interface AttackRequest {
  cases: readonly AnyCase[];
  corpus: CorpusView;
  models: readonly ScoreModel[];
  embedder: Embedder;
  settings: AttackSettings;
  /** Called after each seed (all models done) with the seeds done and the total. */
  onProgress?: (done: number, total: number) => void;
}

/** One model's attack: its per-class figures, every outcome, and its successes as cases. */
export interface AttackModelResult {
  score_model: string;
  fingerprint: string;
  classes: Record<string, AttackClassSummary>;
  outcomes: AttackOutcome[];
  cases: LabelledCase[];
}

/** A whole attack run. */
export interface AttackResults {
  kind: 'attack';
  settings: AttackSettings;
  embedder: string;
  models: AttackModelResult[];
}

/** Attacks every case under every model; seeds that cannot be attacked are reported invalid with the reason. */
export async function runAttack(req: AttackRequest): Promise<AttackResults> {
  const resolve = createSeedResolver(req.corpus);
  const vectors = createAttackVectors(req.embedder);
  const plans = createPlanCache();
  const scorers = req.models.map((model) => createAttackScorer(model, vectors, plans));
  const outcomes: AttackOutcome[][] = req.models.map(() => []);
  const seedCases = new Map<string, LabelledCase>();
  for (const [done, c] of req.cases.entries()) {
    const resolved = resolve(c);
    if ('invalid' in resolved) {
      for (const list of outcomes) list.push({ seed_case: c.id, class: c.class, status: 'invalid', reason: resolved.invalid, queries: 0, seed_score: null, seed_verdict: null });
    } else {
      seedCases.set(c.id, resolved.seed.case);
      for (const [m, scorer] of scorers.entries()) outcomes[m].push(await attackSeed(resolved.seed, scorer, { ...req.settings, corpus: req.corpus }));
    }
    vectors.forgetClaims();
    req.onProgress?.(done + 1, req.cases.length);
  }
  const models = req.models.map((model, m) => ({
    score_model: model.id,
    fingerprint: fingerprintScoreModel(model),
    classes: summariseClasses(outcomes[m]),
    outcomes: outcomes[m],
    cases: attackCases(outcomes[m], seedCases, model.id, req.settings.seed),
  }));
  return { kind: 'attack', settings: { ...req.settings }, embedder: req.embedder.id, models };
}
