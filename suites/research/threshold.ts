/**
 * Threshold tuning as LLM-AggreFact does it: the decision threshold of a score is picked on the dev split (the one
 * with the best balanced accuracy there) and applied unchanged to the test split. Pure.
 */
import { balancedAccuracy, confusionOf, type LabelledScore } from './labelMetrics.ts';

/** A tuned threshold: predict positive iff score ≥ `threshold`; its balanced accuracy on the points it was tuned on. */
export interface TunedThreshold {
  threshold: number;
  balanced_accuracy: number;
}

/** Balanced accuracy in [0, 1] of predicting positive iff score ≥ `threshold`; null when a class is empty. */
export function balancedAccuracyAt(points: readonly LabelledScore[], threshold: number): number | null {
  return balancedAccuracy(confusionOf(points.map((p) => ({ positive: p.positive, predicted: p.score >= threshold }))));
}

/**
 * The threshold with the best balanced accuracy on `points`, among every distinct score (and +∞: nothing positive);
 * ties go to the lowest threshold. Null when a class is empty.
 */
export function tuneThreshold(points: readonly LabelledScore[]): TunedThreshold | null {
  const positives = points.filter((p) => p.positive).length;
  const negatives = points.length - positives;
  if (positives === 0 || negatives === 0) return null;
  // Sweep from the highest score down: lowering the threshold to s makes every point scoring s positive.
  const sorted = [...points].sort((a, b) => b.score - a.score);
  let tp = 0;
  let fp = 0;
  let best: TunedThreshold = { threshold: Infinity, balanced_accuracy: 0.5 };
  for (let i = 0; i < sorted.length; ) {
    const score = sorted[i].score;
    while (i < sorted.length && sorted[i].score === score) {
      if (sorted[i].positive) tp++;
      else fp++;
      i++;
    }
    const ba = (tp / positives + (negatives - fp) / negatives) / 2;
    if (ba >= best.balanced_accuracy) best = { threshold: score, balanced_accuracy: ba };
  }
  return best;
}
