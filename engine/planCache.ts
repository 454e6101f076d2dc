/**
 * Prepared plans shared by a whole run: plans are keyed by content (span ids, texts, classes, masks), so cases with
 * the same evidence share one plan however they are chunked, and every plan analyses its texts in the cache's one
 * text store. Bounded: past `maxPlans` the least recently used plan is dropped (datasets where most plans are unique).
 */
import { preparePlan, type PreparedPlan } from './plan.ts';
import { createTextStore, type TextStore } from './textStore.ts';
import type { EvidenceSpan, ScoreModel } from './types.ts';

/** Default bound on cached plans (a plan of 10 spans holds a few KB besides its texts). */
export const DEFAULT_MAX_PLANS = 4096;

/** A run-wide cache of prepared plans. */
export interface PlanCache {
  /** The prepared plan of these spans (prepared on first request; the part states of `model` too when given). */
  plan(spans: readonly EvidenceSpan[], model?: ScoreModel): PreparedPlan;
  /** The text store every cached plan (and every claim scored against one) is analysed in. */
  readonly store: TextStore;
  /** Number of plans currently cached. */
  readonly size: number;
}

/** Options of createPlanCache. */
export interface PlanCacheOptions {
  maxPlans?: number;
  /** Text store to analyse in (default: a new one). */
  store?: TextStore;
}

/** Content key of a plan: everything preparePlan reads. */
export function planKey(spans: readonly EvidenceSpan[]): string {
  return JSON.stringify(spans.map((s) => [s.id, s.text, s.class ?? 'truth', s.masked ?? []]));
}

/** A new plan cache. */
export function createPlanCache(options: PlanCacheOptions = {}): PlanCache {
  const store = options.store ?? createTextStore();
  const bound = Math.max(1, Math.floor(options.maxPlans ?? DEFAULT_MAX_PLANS));
  const plans = new Map<string, PreparedPlan>();
  // Cases sharing one evidence list object (a streamed cases file interns them) build its key once.
  const keys = new WeakMap<readonly EvidenceSpan[], string>();
  return {
    plan(spans, model) {
      let key = keys.get(spans);
      if (key === undefined) keys.set(spans, (key = planKey(spans)));
      let plan = plans.get(key);
      if (plan === undefined) {
        plan = preparePlan(spans, model, store);
        if (plans.size >= bound) plans.delete(plans.keys().next().value as string);
      } else {
        plans.delete(key);
      }
      plans.set(key, plan);
      return plan;
    },
    store,
    get size() {
      return plans.size;
    },
  };
}
