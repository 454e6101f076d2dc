/**
 * Prepared plans shared by a whole run: plans are keyed by content (span ids, texts, classes, masks), so cases with
 * the same evidence share one plan however they are chunked, and every plan analyses its texts in the cache's one
 * text store. Bounded: past `maxPlans` the least recently used plan is dropped (datasets where most plans are unique).
 */
import { evidenceJson } from './evidenceJson.ts';
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


/** A new plan cache. */
export function createPlanCache(options: PlanCacheOptions = {}): PlanCache {
  const store = options.store ?? createTextStore();
  const bound = Math.max(1, Math.floor(options.maxPlans ?? DEFAULT_MAX_PLANS));
  const plans = new Map<string, PreparedPlan>();
  return {
    plan(spans, model) {
      // The list's JSON holds everything preparePlan reads; it is built once per list object, shared with the cases hash.
      const key = evidenceJson(spans);
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
