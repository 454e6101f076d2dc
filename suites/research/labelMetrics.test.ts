import { describe, expect, it } from 'vitest';
import { auroc, balancedAccuracy, confusionOf, countAtLeast, sweepThresholds, thresholdSweep } from './labelMetrics.ts';

const pts = (pos: number[], neg: number[]) => [
  ...pos.map((score) => ({ score, positive: true })),
  ...neg.map((score) => ({ score, positive: false })),
];

describe('auroc', () => {
  it('matches a hand count with ties (ties count one half)', () => {
    // Pairs (pos, neg): (.9,.5)=1 (.9,.1)=1 (.5,.5)=½ ×2 (.5,.1)=1 ×2 → 5 of 6.
    expect(auroc(pts([0.9, 0.5, 0.5], [0.5, 0.1]))).toBeCloseTo(5 / 6, 12);
  });
  it('is 1 for a perfect ranking, 0 for a reversed one, ½ when everything ties', () => {
    expect(auroc(pts([0.8, 0.9], [0.1, 0.2]))).toBe(1);
    expect(auroc(pts([0.1], [0.9, 0.8]))).toBe(0);
    expect(auroc(pts([0.5, 0.5], [0.5]))).toBe(0.5);
  });
  it('is null with a single label and independent of input order', () => {
    expect(auroc(pts([0.3], []))).toBeNull();
    const a = pts([0.7, 0.2, 0.4], [0.3, 0.4, 0.1]);
    expect(auroc([...a].reverse())).toBe(auroc(a));
    // 0.7 beats 3; 0.2 beats 1; 0.4 beats 2 and ties 1 → (3+1+2.5)/9.
    expect(auroc(a)).toBeCloseTo(6.5 / 9, 12);
  });
});

describe('balancedAccuracy', () => {
  it('averages TPR and TNR', () => {
    expect(balancedAccuracy({ tp: 3, fn: 1, tn: 2, fp: 2 })).toBe(0.625);
    expect(balancedAccuracy({ tp: 0, fn: 0, tn: 2, fp: 2 })).toBeNull();
  });
  it('counts a confusion from predictions', () => {
    const c = confusionOf([
      { positive: true, predicted: true }, { positive: true, predicted: false },
      { positive: false, predicted: true }, { positive: false, predicted: false }, { positive: false, predicted: false },
    ]);
    expect(c).toEqual({ tp: 1, fn: 1, fp: 1, tn: 2 });
  });
});

describe('thresholdSweep', () => {
  it('counts scores at or above each threshold', () => {
    expect(countAtLeast([0.1, 0.5, 0.5, 0.9], 0.5)).toBe(3);
    expect(countAtLeast([0.1, 0.5], 0.95)).toBe(0);
    const sweep = thresholdSweep(pts([0.9, 0.6], [0.6, 0.2]), [0, 0.6, 0.7, 1]);
    expect(sweep.map((p) => [p.tpr, p.fpr])).toEqual([[1, 1], [1, 0.5], [0.5, 0], [0, 0]]);
    expect(sweep[1].balanced_accuracy).toBe(0.75);
    expect(sweepThresholds(4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
  it('is empty with a single label', () => {
    expect(thresholdSweep(pts([0.2], []), [0.5])).toEqual([]);
  });
});
