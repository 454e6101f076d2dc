import { describe, expect, it } from 'vitest';
import { getScoreModel } from '../../engine/scoreModels/registry.ts';
import type { LabelledCase } from '../../datasets/types.ts';
import { embedCaseTexts } from '../embedCases.ts';
import { createTestEmbedder } from '../testEmbedder.ts';
import type { Floor } from '../types.ts';
import { calibrate, calibrateRows, searchBands } from './calibrate.ts';
import type { CompactCase } from './types.ts';

const v1 = getScoreModel('v1');
const rows = (cls: string, expected: CompactCase['expected'], scores: number[]): CompactCase[] =>
  scores.map((score, i) => ({ id: `${cls}${i}`, class: cls, expected, verdict: 'unsupported', score }));
const data = [...rows('A', 'supported', [0.6, 0.7, 0.8, 0.9]), ...rows('B', 'unsupported', [0.1, 0.2, 0.3, 0.65])];
const grid = [0.5, 0.6, 0.66, 0.7, 0.8];

describe('searchBands', () => {
  it('maximises the smallest margin, then the next (leximin)', () => {
    const floors: Floor[] = [
      { class: 'A', metric: 'supported_rate', min: 0.75 },
      { class: 'B', metric: 'unsupported_rate', min: 0.75 },
    ];
    const s = searchBands(data, 0.65, { supported: 0.7, partial: 0.5 }, { floors, thresholds: grid });
    expect(s.objective).toBe('floors');
    expect(s.best.meets_all).toBe(true);
    // A needs supported ≤ 0.7 (margin ≤ 0.25 only at ≤ 0.6); B needs partial > 0.3, margin 0.25 only above 0.65.
    expect(s.best.score).toBe(0);
    expect(s.current.meets_all).toBe(true);
    // Both settings leave B at margin 0; supported 0.6 also gives A margin .25 where the current 0.7 gives 0.
    expect(s.best.bands).toEqual({ supported: 0.6, partial: 0.5 });
    expect(s.best.floors.map((f) => f.margin)).toEqual([0.25, 0]);
  });

  it('moves the bands to the largest margin', () => {
    const floors: Floor[] = [{ class: 'A', metric: 'supported_rate', min: 0.5 }, { class: 'B', metric: 'unsupported_rate', min: 0.5 }];
    const s = searchBands(data, 0.65, { supported: 0.8, partial: 0.5 }, { floors, thresholds: grid });
    // B tops out at margin .25 (partial 0.5–0.6); A reaches .25 at supported 0.7 and .5 at 0.6: leximin prefers 0.6,
    // and among partial 0.5 and 0.6 (same margins) the one nearest the current bands.
    expect(s.best.bands).toEqual({ supported: 0.6, partial: 0.5 });
    expect(s.best.score).toBe(0.25);
  });

  it('without floors maximises balanced accuracy', () => {
    const s = searchBands(data, 0.65, { supported: 0.8, partial: 0.5 }, { thresholds: grid });
    expect(s.objective).toBe('balanced_accuracy');
    expect(s.current.score).toBe(0.75);
    // 0.66 and 0.7 both give A 3/4 and B 4/4; 0.7 is nearer the current 0.8.
    expect(s.best.bands.supported).toBe(0.7);
    expect(s.best.score).toBe(0.875);
  });
});

describe('calibrateRows', () => {
  it('keeps the model\'s own β when another β is only as good, and moves when it is better', () => {
    const floors: Floor[] = [{ class: 'A', metric: 'supported_rate', min: 0.5 }];
    const same = calibrateRows(v1, [{ beta: 0.5, rows: data }, { beta: 0.65, rows: data }], { floors, thresholds: grid });
    expect(same.recommended.beta).toBe(0.65);
    const lifted = data.map((r) => (r.class === 'A' ? { ...r, score: Math.round(((r.score ?? 0) + 0.1) * 100) / 100 } : r));
    const moved = calibrateRows(v1, [{ beta: 0.5, rows: lifted }, { beta: 0.65, rows: data }], { floors, thresholds: [0.7, 0.8] });
    expect(moved.recommended.beta).toBe(0.5);
    expect(moved.per_beta.map((p) => p.score)).toEqual([0.5, 0.25]);
  });

  it('says which floor cannot be met and by how much', () => {
    const floors: Floor[] = [
      { class: 'A', metric: 'supported_rate', min: 1 },
      { class: 'B', metric: 'unsupported_rate', min: 1 },
      { class: 'B', metric: 'unsupported_rate', min: 0.99, gating: false },
    ];
    const r = calibrateRows(v1, [{ beta: 0.65, rows: data }], { floors, thresholds: grid });
    expect(r.recommended.meets_all).toBe(false);
    expect(r.recommended.floors).toHaveLength(2);
    // Both cannot hold at once (A needs supported ≤ 0.6, B partial > 0.65); each alone can.
    expect(r.unmet.length).toBeGreaterThan(0);
    for (const u of r.unmet) {
      expect(u.shortfall).toBe(0.25);
      expect(u.best_alone.margin).toBe(0);
    }
  });
});

describe('calibrate', () => {
  it('rescores per β and reports the best setting of each', async () => {
    const evidence = [{ id: 'e1', text: 'The river flooded the valley in 1998.' }, { id: 'e2', text: 'Farmers rebuilt the dikes.' }];
    const cases: LabelledCase[] = [
      { id: 's1', class: 'verbatim', claim: evidence[0].text, evidence, expected: 'supported' },
      { id: 's2', class: 'paraphrase', claim: 'The dikes were rebuilt by farmers.', evidence, expected: 'supported' },
      { id: 'u1', class: 'number-swap', claim: 'The river flooded the valley in 1999.', evidence, expected: 'unsupported' },
      { id: 'u2', class: 'fabrication', claim: 'A new dam was opened in the valley.', evidence, expected: 'unsupported' },
    ];
    const vectors = await embedCaseTexts(cases, createTestEmbedder());
    const r = calibrate(cases, vectors, v1, { betas: [0.5, 0.65], thresholds: grid });
    expect(r.per_beta.map((p) => p.beta)).toEqual([0.5, 0.65]);
    expect(r.evaluated).toBe(2 * 15);
    expect(r.current.bands).toEqual(v1.bands);
    expect(r.recommended.score).toBeGreaterThanOrEqual(r.current.score);
  });
});

describe('applyBands', () => {
  it('re-bands scores and keeps errors and redactions', async () => {
    const { applyBands } = await import('./calibrate.ts');
    const out = applyBands([
      { id: 'a', class: 'k', expected: 'supported', verdict: 'unsupported', score: 0.6 },
      { id: 'b', class: 'k', expected: 'supported', verdict: 'partial', score: 0.3 },
      { id: 'c', class: 'k', expected: 'supported', verdict: 'evidence_redacted', score: 0.9 },
      { id: 'd', class: 'k', expected: 'supported', verdict: 'error', score: null },
    ], { supported: 0.6, partial: 0.4 });
    expect(out.map((r) => r.verdict)).toEqual(['supported', 'unsupported', 'evidence_redacted', 'error']);
  });
});
