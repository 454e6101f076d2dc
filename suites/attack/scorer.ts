/**
 * Incremental scoring for the search, through the engine's public API: a seed's plan is prepared once (its IDF, span
 * numerics and part states, shared by every score model through one plan cache) and its span vectors embedded once;
 * per query only the candidate claim is analysed, embedded and matched.
 */
import { scoreClaim } from '../../engine/match.ts';
import { createPlanCache, type PlanCache } from '../../engine/planCache.ts';
import type { ClaimScore, Embedder, EvidenceSpan, ScoreModel } from '../../engine/types.ts';

const NO_VECTOR = new Float32Array(0);

/** Vectors of claim and span texts under one embedder: spans kept for the run, claims until `forgetClaims`. */
export interface AttackVectors {
  /** Vectors of `texts`, embedding the ones not yet known in one call (throws what the embedder throws). */
  claims(texts: readonly string[]): Promise<Float32Array[]>;
  /** Vectors of a plan's spans, aligned with it (cache spans get an empty vector, never read). */
  spans(spans: readonly EvidenceSpan[]): Promise<Float32Array[]>;
  /** Forgets claim vectors (a seed's candidates rarely recur in another seed). */
  forgetClaims(): void;
}

/** The vector memo of one embedder. */
export function createAttackVectors(embedder: Embedder): AttackVectors {
  const claimVectors = new Map<string, Float32Array>();
  const spanVectors = new Map<string, Float32Array>();
  const fill = async (memo: Map<string, Float32Array>, texts: readonly string[]) => {
    const missing = [...new Set(texts.filter((t) => !memo.has(t)))];
    if (missing.length > 0) {
      const vectors = await embedder.embed(missing);
      missing.forEach((t, i) => memo.set(t, vectors[i]));
    }
  };
  return {
    async claims(texts) {
      await fill(claimVectors, texts);
      return texts.map((t) => claimVectors.get(t)!);
    },
    async spans(spans) {
      const truth = spans.filter((s) => (s.class ?? 'truth') === 'truth').map((s) => s.text);
      await fill(spanVectors, truth);
      return spans.map((s) => ((s.class ?? 'truth') === 'truth' ? spanVectors.get(s.text)! : NO_VECTOR));
    },
    forgetClaims: () => claimVectors.clear(),
  };
}

/** Scores claims of one plan under one model. */
export interface AttackScorer {
  readonly model: ScoreModel;
  /** Scores of `texts` (citing `cited`) against `evidence`; each text is one query. */
  score(texts: readonly string[], evidence: readonly EvidenceSpan[], cited: readonly string[]): Promise<ClaimScore[]>;
}

/** A scorer for `model` over shared vectors and plans (pass one plan cache to every model of a run). */
export function createAttackScorer(model: ScoreModel, vectors: AttackVectors, plans: PlanCache = createPlanCache()): AttackScorer {
  return {
    model,
    async score(texts, evidence, cited) {
      const plan = plans.plan(evidence, model);
      const spanVectors = await vectors.spans(evidence);
      const claimVectors = await vectors.claims(texts);
      return texts.map((text, i) => scoreClaim({ text, citedMarkers: cited }, claimVectors[i], spanVectors, plan, model));
    },
  };
}
