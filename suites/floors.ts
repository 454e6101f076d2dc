/**
 * Floors checked by generic code (STYLE 4): each names a class, a metric and a `min` or `max` bound.
 */
import { VerityError } from '../engine/errors.ts';
import { CLASS_METRICS, type ClassMetric, wilson } from './metrics.ts';
import type { ClassSummary, Floor, FloorResult } from './types.ts';

/** The metric a floor names; throws VerityError `unknown-metric` for an unknown id. */
export function metricOf(floor: Floor): ClassMetric {
  const metric = CLASS_METRICS.find((m) => m.id === floor.metric);
  if (metric === undefined) {
    throw new VerityError('unknown-metric', `floors: unknown metric '${floor.metric}' on class ${floor.class}`);
  }
  return metric;
}

/** Checks one floor against the class summaries; a class with no scored case gives `no-data`. */
export function checkFloor(floor: Floor, classes: Record<string, ClassSummary>): FloorResult {
  const metric = metricOf(floor);
  const bound = floor.min !== undefined ? 'min' : 'max';
  const threshold = (floor.min ?? floor.max) as number;
  const base = {
    class: floor.class,
    metric: floor.metric,
    bound,
    threshold,
    gating: floor.gating !== false,
    ...(floor.label !== undefined ? { label: floor.label } : {}),
  } as const;
  const summary = classes[floor.class];
  const { successes, trials } = summary === undefined ? { successes: 0, trials: 0 } : metric.count(summary);
  if (trials === 0) return { ...base, value: null, successes, trials, wilson: null, status: 'no-data' };
  const value = successes / trials;
  const met = bound === 'min' ? value >= threshold : value <= threshold;
  return { ...base, value, successes, trials, wilson: wilson(successes, trials), status: met ? 'met' : 'missed' };
}

/** Checks every floor, in the suite's order. */
export function checkFloors(floors: readonly Floor[], classes: Record<string, ClassSummary>): FloorResult[] {
  return floors.map((floor) => checkFloor(floor, classes));
}

/** Human text of a floor's bound, e.g. `unsupported_rate ≥ 0.95`. */
export function describeFloor(floor: Pick<FloorResult, 'metric' | 'bound' | 'threshold'>): string {
  return `${floor.metric} ${floor.bound === 'min' ? '≥' : '≤'} ${floor.threshold.toFixed(2)}`;
}

/** Loud notices for non-gating floors that are met (a recorded limitation has closed). */
export function floorNotices(floors: readonly Floor[], results: readonly FloorResult[]): string[] {
  const notices: string[] = [];
  floors.forEach((floor, i) => {
    const result = results[i];
    if (floor.gating === false && result.status === 'met' && result.value !== null) {
      const text = floor.notice ?? 'a measured, non-gating floor is now met';
      notices.push(`${floor.class}: ${describeFloor(result)} reached (${result.value.toFixed(3)}): ${text}`);
    }
  });
  return notices;
}
