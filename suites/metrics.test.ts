import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_METRICS, classMetric, histogram, ksDistance, mcnemarExact, metricChange, quantileSorted, wilson } from './metrics.ts';
import { summarise, summariseClass } from './summarise.ts';
import { caseResult, syntheticResults } from '../test/syntheticResults.ts';

describe('wilson', () => {
  it('matches published 95% intervals', () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)[0]).toBeCloseTo(0.7225, 4);
    expect(wilson(10, 10)[1]).toBe(1);
  });

  it('is the whole unit interval with no trials', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('always contains the point estimate and stays in [0, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.round(f * n);
        const [lo, hi] = wilson(k, n);
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
        expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
        expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
      }),
    );
  });
});

describe('mcnemarExact', () => {
  it('gives exact binomial two-sided p-values', () => {
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(5, 0)).toBeCloseTo(0.0625, 12);
    expect(mcnemarExact(6, 0)).toBeCloseTo(0.03125, 12);
    expect(mcnemarExact(10, 2)).toBeCloseTo((2 * 79) / 4096, 12);
    expect(mcnemarExact(3, 3)).toBe(1);
  });

  it('is symmetric, in [0, 1], and finite for large counts', () => {
    fc.assert(
      fc.property(fc.nat(3000), fc.nat(3000), (b, c) => {
        const p = mcnemarExact(b, c);
        expect(p).toBe(mcnemarExact(c, b));
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }),
    );
    expect(mcnemarExact(2000, 1900)).toBeGreaterThan(0.05);
    expect(mcnemarExact(2000, 1700)).toBeLessThan(1e-4);
  });
});

describe('histogram and quantiles', () => {
  it('puts 1 in the last bin and clamps out-of-range values', () => {
    expect(histogram([0, 0.05, 0.5, 1, 1.5, -1], 10)).toEqual([3, 0, 0, 0, 0, 1, 0, 0, 0, 2]);
  });

  it('takes nearest-rank quantiles', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantileSorted(sorted, 0.5)).toBe(5);
    expect(quantileSorted(sorted, 0.95)).toBe(10);
    expect(quantileSorted(sorted, 0)).toBe(1);
  });
});

describe('CLASS_METRICS', () => {
  it('counts over scored cases only and declares direction by the expected verdict', () => {
    const summary = summariseClass([
      caseResult({ id: 'a', expected: 'unsupported', verdict: 'unsupported', score: 0.1 }),
      caseResult({ id: 'b', expected: 'unsupported', verdict: 'supported', score: 0.9 }),
      caseResult({ id: 'c', expected: 'unsupported', verdict: 'error' }),
    ]);
    const get = (id: string) => CLASS_METRICS.find((m) => m.id === id)!;
    expect(get('rate').count(summary)).toEqual({ successes: 1, trials: 2 });
    expect(get('supported_rate').count(summary)).toEqual({ successes: 1, trials: 2 });
    expect(get('unsupported_rate').higherIsBetter('unsupported')).toBe(true);
    expect(get('supported_rate').higherIsBetter('unsupported')).toBe(false);
  });

  it('reads a change by the metric direction for the class (metricChange)', () => {
    expect(metricChange(classMetric('rate'), 'unsupported', 0.9, 0.95)).toBe('better');
    expect(metricChange(classMetric('rate'), 'supported', 0.95, 0.9)).toBe('worse');
    expect(metricChange(classMetric('unsupported_rate'), 'unsupported', 0.5, 0.6)).toBe('better');
    expect(metricChange(classMetric('supported_rate'), 'unsupported', 0.1, 0.2)).toBe('worse');
    expect(metricChange(classMetric('supported_rate'), 'unsupported', 0.2, 0.1)).toBe('better');
    expect(metricChange(classMetric('partial_rate'), 'supported', 0.3, 0.3)).toBe('same');
  });
});

describe('summariseClass', () => {
  it('reports a class of mixed expected verdicts as its accumulator does (first case by id), in any order, as a run does', () => {
    const rows = [
      caseResult({ id: 'b', expected: 'supported', verdict: 'supported' }),
      caseResult({ id: 'a', expected: 'unsupported', verdict: 'supported' }),
      caseResult({ id: 'c', expected: 'partial', verdict: 'partial' }),
    ];
    expect(summariseClass(rows).expected).toBe('unsupported');
    expect(summariseClass([...rows].reverse())).toEqual(summariseClass(rows));
    const run = summarise(rows, { floors: [], generators: {} }, syntheticResults({}).meta);
    expect(run.classes[rows[0].class]).toEqual(summariseClass(rows));
  });
});

describe('ksDistance', () => {
  it('is the largest gap between the empirical CDFs', () => {
    expect(ksDistance([0.1, 0.2, 0.3], [0.1, 0.2, 0.3])).toBe(0);
    expect(ksDistance([0.1, 0.2], [0.8, 0.9])).toBe(1);
    expect(ksDistance([0.1, 0.2, 0.3, 0.4], [0.3, 0.4, 0.5, 0.6])).toBe(0.5);
    expect(ksDistance([0.5, 0.5, 0.9], [0.5])).toBeCloseTo(1 / 3, 12);
    expect(ksDistance([], [0.5])).toBe(0);
  });
});
