/**
 * Pure statistics for suite results: Wilson intervals, the exact McNemar test, quantiles, histograms, and the
 * per-class metrics floors refer to (each declares its direction, STYLE 4).
 */
import type { Verdict } from '../engine/types.ts';
import type { ClassSummary, MetricId } from './types.ts';

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** Wilson score interval [low, high] ⊂ [0, 1] for `successes` of `trials` (default 95%); [0, 1] when trials = 0. */
export function wilson(successes: number, trials: number, z = Z95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // Rounding leaves e.g. 0.9999999999999999 for an all-success class: pin the exact ends.
  const low = successes <= 0 ? 0 : Math.max(0, centre - half);
  const high = successes >= trials ? 1 : Math.min(1, centre + half);
  return [low, high];
}

/**
 * Two-sided exact McNemar p-value in [0, 1] for `b` pass→fail and `c` fail→pass discordant pairs:
 * 2·P(X ≤ min(b, c)) with X ~ Binomial(b + c, ½), capped at 1. Exact (not mid-p, not χ²): conservative at small counts.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  // ln P(X = i) built up term by term in log space: 0.5^n underflows past n ≈ 1074.
  let logPmf = n * Math.log(0.5);
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    tail += Math.exp(logPmf);
    logPmf += Math.log(n - i) - Math.log(i + 1);
  }
  return Math.min(1, 2 * tail);
}

/** Nearest-rank quantile q ∈ [0, 1] of an ascending array (non-empty). */
export function quantileSorted(sorted: readonly number[], q: number): number {
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Two-sample Kolmogorov–Smirnov distance in [0, 1]: the largest gap between the two empirical CDFs (0 when either is empty). */
export function ksDistance(a: readonly number[], b: readonly number[]): number {
  const xs = [...a].sort((x, y) => x - y);
  const ys = [...b].sort((x, y) => x - y);
  let i = 0;
  let j = 0;
  let d = 0;
  while (i < xs.length && j < ys.length) {
    const v = Math.min(xs[i], ys[j]);
    while (i < xs.length && xs[i] <= v) i++;
    while (j < ys.length && ys[j] <= v) j++;
    d = Math.max(d, Math.abs(i / xs.length - j / ys.length));
  }
  return d;
}

/** Counts of `values` (clamped to [0, 1]) in `bins` equal bins; the last bin includes 1. */
export function histogram(values: readonly number[], bins: number): number[] {
  const counts = new Array<number>(bins).fill(0);
  for (const v of values) {
    const x = Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
    counts[Math.min(bins - 1, Math.floor(x * bins))]++;
  }
  return counts;
}

/** A per-class metric: a proportion successes / trials over a class summary. */
export interface ClassMetric {
  id: MetricId;
  description: string;
  /** Whether a higher value is better for a class expecting `expected`. */
  higherIsBetter(expected: Verdict): boolean;
  count(summary: ClassSummary): { successes: number; trials: number };
}

function verdictShare(id: MetricId, verdict: Verdict): ClassMetric {
  return {
    id,
    description: `share of scored cases judged ${verdict}`,
    higherIsBetter: (expected) => expected === verdict,
    count: (s) => ({ successes: s[verdict], trials: s.n - s.errors }),
  };
}

/** Every per-class metric a floor may name. A plain literal list. */
export const CLASS_METRICS: readonly ClassMetric[] = [
  {
    id: 'rate',
    description: 'share of scored cases that got their expected verdict',
    higherIsBetter: () => true,
    count: (s) => ({ successes: s.passed, trials: s.n - s.errors }),
  },
  verdictShare('supported_rate', 'supported'),
  verdictShare('partial_rate', 'partial'),
  verdictShare('unsupported_rate', 'unsupported'),
  verdictShare('evidence_redacted_rate', 'evidence_redacted'),
];

/** How a change of a metric reads for a class expecting `expected`, by the metric's declared direction. */
export type MetricChange = 'better' | 'worse' | 'same';

/** Whether moving `metric` from `before` to `after` is better or worse for a class expecting `expected`. */
export function metricChange(metric: Pick<ClassMetric, 'higherIsBetter'>, expected: Verdict, before: number, after: number): MetricChange {
  if (after === before) return 'same';
  return (after > before) === metric.higherIsBetter(expected) ? 'better' : 'worse';
}

/** The per-class metric with id `id` (a MetricId of CLASS_METRICS). */
export function classMetric(id: MetricId): ClassMetric {
  return CLASS_METRICS.find((m) => m.id === id)!;
}
