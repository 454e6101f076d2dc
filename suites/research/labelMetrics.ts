/**
 * Pure metrics over labelled scores: AUROC (ties count one half), balanced accuracy, 3-way accuracy, and the
 * threshold sweep of a score against a binary label. All are higher-is-better, in [0, 1].
 */

/** One scored, labelled case: `positive` = the gold label is the positive class (e.g. expected `supported`). */
export interface LabelledScore {
  score: number;
  positive: boolean;
}

/**
 * Area under the ROC curve in [0, 1]: the probability that a random positive outscores a random negative, a tie
 * counting ½ (Mann–Whitney U / (P·N)). Null when either class is empty.
 */
export function auroc(points: readonly LabelledScore[]): number | null {
  const sorted = [...points].sort((a, b) => a.score - b.score);
  const positives = sorted.filter((p) => p.positive).length;
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return null;
  let negativesBelow = 0;
  let u = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    let pos = 0;
    let neg = 0;
    while (j < sorted.length && sorted[j].score === sorted[i].score) {
      if (sorted[j].positive) pos++;
      else neg++;
      j++;
    }
    u += pos * (negativesBelow + neg / 2);
    negativesBelow += neg;
    i = j;
  }
  return u / (positives * negatives);
}

/** Binary confusion counts. */
export interface Confusion {
  tp: number;
  fn: number;
  tn: number;
  fp: number;
}

/** Balanced accuracy (TPR + TNR) / 2 in [0, 1]; null when either class is empty. */
export function balancedAccuracy(c: Confusion): number | null {
  const pos = c.tp + c.fn;
  const neg = c.tn + c.fp;
  if (pos === 0 || neg === 0) return null;
  return (c.tp / pos + c.tn / neg) / 2;
}

/** Confusion of predicted-positive (`predicted`) against the gold label. */
export function confusionOf(rows: ReadonlyArray<{ positive: boolean; predicted: boolean }>): Confusion {
  const c: Confusion = { tp: 0, fn: 0, tn: 0, fp: 0 };
  for (const r of rows) {
    if (r.positive) r.predicted ? c.tp++ : c.fn++;
    else r.predicted ? c.fp++ : c.tn++;
  }
  return c;
}

/** One point of a threshold sweep: predicted positive iff score ≥ threshold. */
export interface SweepPoint {
  threshold: number;
  /** True-positive rate (recall of the positive class) in [0, 1]. */
  tpr: number;
  /** False-positive rate in [0, 1]. */
  fpr: number;
  balanced_accuracy: number;
}

/** Thresholds 0, 1/steps, …, 1 (rounded to 6 decimals so they print cleanly). */
export function sweepThresholds(steps = 100): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => Math.round((i / steps) * 1e6) / 1e6);
}

/** Number of values in an ascending array that are ≥ t (binary search). */
export function countAtLeast(ascending: readonly number[], t: number): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ascending[mid] >= t) hi = mid;
    else lo = mid + 1;
  }
  return ascending.length - lo;
}

/** TPR, FPR and balanced accuracy at each threshold; empty when either class is empty. */
export function thresholdSweep(points: readonly LabelledScore[], thresholds: readonly number[]): SweepPoint[] {
  const pos = points.filter((p) => p.positive).map((p) => p.score).sort((a, b) => a - b);
  const neg = points.filter((p) => !p.positive).map((p) => p.score).sort((a, b) => a - b);
  if (pos.length === 0 || neg.length === 0) return [];
  return thresholds.map((threshold) => {
    const tpr = countAtLeast(pos, threshold) / pos.length;
    const fpr = countAtLeast(neg, threshold) / neg.length;
    return { threshold, tpr, fpr, balanced_accuracy: (tpr + 1 - fpr) / 2 };
  });
}
