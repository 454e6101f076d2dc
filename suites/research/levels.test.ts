import { describe, expect, it } from 'vitest';
import { caseResult } from '../../test/syntheticResults.ts';
import type { CaseResult, ClaimResult } from '../types.ts';
import { bestVariant, datasetCells, key, levelCell, meanOf, pointsOf, reaggregated } from './levels.ts';

const claim = (score: number, mass: number): ClaimResult => ({
  text: 't', draft_span: [0, 1], verdict: score >= 0.7 ? 'supported' : 'unsupported', score, best_span: 'e1', cos: 0.5, lex: 0.5,
  numeric_gated: false, entity_gated: false, mass,
});

const draft = (id: string, expected: 'supported' | 'unsupported', scores: Array<[number, number]>): CaseResult =>
  caseResult({ id, expected, verdict: expected, score: Math.min(...scores.map(([s]) => s)), claims: scores.map(([s, m]) => claim(s, m)), aggregate: 'min' });

describe('claim level against response level', () => {
  it('tunes the threshold on dev and measures test at it; errored cases are left out', () => {
    const dev = pointsOf([caseResult({ id: 'a', score: 0.9 }), caseResult({ id: 'b', expected: 'unsupported', score: 0.4 }), caseResult({ id: 'c', verdict: 'error' })]);
    expect(dev).toHaveLength(2);
    const test = pointsOf([caseResult({ id: 'd', score: 0.85 }), caseResult({ id: 'e', expected: 'unsupported', score: 0.95 })]);
    expect(levelCell(dev, test)).toMatchObject({ threshold: 0.9, dev_balanced_accuracy: 1, test_balanced_accuracy: 0, test_auroc: 0, n_dev: 2, n_test: 2 });
  });

  it('re-aggregates response results from their claims (min, mean, mass, cover) without rescoring', () => {
    const r = { ...draft('d1', 'supported', [[0.9, 3], [0.3, 1]]), draft_mass: 6 };
    expect(reaggregated('min')(r)).toBe(0.3);
    expect(reaggregated('mean')(r)).toBeCloseTo(0.6, 12);
    expect(reaggregated('mass')(r)).toBeCloseTo(0.75, 12);
    expect(reaggregated('cover')(r)).toBeCloseTo(0.5, 12);
    expect(reaggregated('mean')(caseResult({ id: 'c1' }))).toBeNull();
  });

  it('builds one cell per model at claim level and per model × aggregation at response level', () => {
    // `min` separates dev (0.85 > 0.8); `mean` inverts it (0.875 < 0.9).
    const devRows = [draft('a', 'supported', [[0.9, 1], [0.85, 1]]), draft('b', 'unsupported', [[1, 1], [0.8, 1]])];
    const testRows = [draft('c', 'supported', [[0.9, 1], [0.9, 1]]), draft('d', 'unsupported', [[0.3, 1], [0.3, 1]])];
    const claimRows = { dev: [caseResult({ id: 'a', score: 0.5 }), caseResult({ id: 'b', expected: 'unsupported', score: 0.6 })], test: [] };
    const cells = datasetCells([{ model: 'v1', claim: claimRows, response: { dev: devRows, test: testRows } }]);
    expect([...cells.keys()]).toEqual(['claim:v1', 'response:v1 · min', 'response:v1 · mean', 'response:v1 · mass', 'response:v1 · cover']);
    expect(cells.get('response:v1 · min')!.cell).toMatchObject({ threshold: 0.85, dev_balanced_accuracy: 1, test_balanced_accuracy: 1 });
    expect(cells.get('response:v1 · mean')!.cell.dev_balanced_accuracy).toBe(0.5);
    expect(cells.get('claim:v1')!.cell).toMatchObject({ dev_balanced_accuracy: 0.5, test_balanced_accuracy: null, n_test: 0 });
  });

  it('picks the best variant of a level by mean dev balanced accuracy over datasets, never by test', () => {
    const cell = (dev: number, test: number) => ({
      threshold: 0.5, dev_balanced_accuracy: dev, test_balanced_accuracy: test, dev_auroc: dev, test_auroc: test, n_dev: 10, n_test: 10,
    });
    const variants = [
      { level: 'response' as const, model: 'v1', aggregate: 'min' as const },
      { level: 'response' as const, model: 'v1', aggregate: 'mean' as const },
      { level: 'claim' as const, model: 'v1' },
    ];
    const dataset = (cells: Array<[number, number]>) => new Map(variants.map((v, i) => [key(v), { variant: v, cell: cell(...cells[i]) }]));
    // `min` has the better dev mean (0.75 vs 0.7) and the worse test mean (0.55 vs 0.9).
    const datasets = [dataset([[0.8, 0.5], [0.6, 0.9], [0.9, 0.9]]), dataset([[0.7, 0.6], [0.8, 0.9], [0.9, 0.9]])];
    expect(bestVariant(datasets, 'response')).toEqual(variants[0]);
    expect(bestVariant(datasets, 'claim')).toEqual(variants[2]);
    expect(meanOf(datasets, key(variants[0]), 'test_balanced_accuracy')).toBeCloseTo(0.55, 12);
    expect(meanOf([...datasets, new Map()], key(variants[0]), 'test_balanced_accuracy')).toBeNull();
  });
});
