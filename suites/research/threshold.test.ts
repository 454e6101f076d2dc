import { describe, expect, it } from 'vitest';
import { balancedAccuracyAt, tuneThreshold } from './threshold.ts';

const pts = (rows: Array<[number, boolean]>) => rows.map(([score, positive]) => ({ score, positive }));

describe('dev-tuned thresholds', () => {
  it('picks the threshold with the best balanced accuracy, predicting positive at or above it', () => {
    const dev = pts([[0.9, true], [0.8, true], [0.6, false], [0.55, true], [0.3, false], [0.1, false]]);
    // 0.8 (two of three positives, no false positive) and 0.55 (every positive, one false positive) tie: the lower wins.
    expect(tuneThreshold(dev)).toEqual({ threshold: 0.55, balanced_accuracy: (2 / 3 + 1) / 2 });
    expect(tuneThreshold(dev.filter((p) => p.score !== 0.6))).toEqual({ threshold: 0.55, balanced_accuracy: 1 });
    expect(balancedAccuracyAt(dev, 0.8)).toBeCloseTo((2 / 3 + 1) / 2, 12);
    expect(balancedAccuracyAt(dev, 0.55)).toBeCloseTo((1 + 2 / 3) / 2, 12);
  });

  it('separable scores reach 1 at the lowest positive score; ties go to the lowest threshold', () => {
    expect(tuneThreshold(pts([[0.2, false], [0.4, true], [0.7, true]]))).toEqual({ threshold: 0.4, balanced_accuracy: 1 });
    // 0.5 and 0.3 both give BAcc 0.75 here: the lower one wins.
    expect(tuneThreshold(pts([[0.5, true], [0.4, false], [0.3, true], [0.1, false]]))!.threshold).toBe(0.3);
  });

  it('a tie at one score moves all its points together; reversed scores never beat chance', () => {
    expect(tuneThreshold(pts([[0.2, true], [0.2, false], [0.2, false], [0.9, true]]))).toEqual({ threshold: 0.9, balanced_accuracy: 0.75 });
    expect(tuneThreshold(pts([[0.1, true], [0.9, false]]))).toEqual({ threshold: 0.1, balanced_accuracy: 0.5 });
  });

  it('is undefined without both labels', () => {
    expect(tuneThreshold(pts([[0.3, true]]))).toBeNull();
    expect(balancedAccuracyAt(pts([[0.3, false]]), 0.5)).toBeNull();
  });
});
