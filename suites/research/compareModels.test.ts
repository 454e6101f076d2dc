import { describe, expect, it } from 'vitest';
import { getScoreModel } from '../../engine/scoreModels/registry.ts';
import type { LabelledCase } from '../../datasets/types.ts';
import { embedCaseTexts } from '../embedCases.ts';
import { createTestEmbedder } from '../testEmbedder.ts';
import { binaryMetrics, compareModels, pairedTests, summariseRows, threeWayAccuracy } from './compareModels.ts';
import type { CompactCase } from './types.ts';

const row = (id: string, expected: CompactCase['expected'], verdict: CompactCase['verdict'], score: number | null, cls = 'k'): CompactCase =>
  ({ id, class: cls, expected, verdict, score });

const evidence = [
  { id: 'e1', text: 'The Harbour Bridge opened in 1932 after eight years of work.' },
  { id: 'e2', text: 'Maria Olsen designed the northern approach of the bridge.' },
];
const cases: LabelledCase[] = [
  { id: 'a1', class: 'verbatim', claim: evidence[0].text, evidence, expected: 'supported' },
  { id: 'a2', class: 'verbatim', claim: evidence[1].text, evidence, expected: 'supported' },
  { id: 'b1', class: 'number-swap', claim: 'The Harbour Bridge opened in 1933 after eight years of work.', evidence, expected: 'unsupported' },
  { id: 'c1', class: 'entity-swap', claim: 'Pablo Reyes designed the northern approach of the bridge.', evidence, expected: 'unsupported' },
  { id: 'd1', class: 'fabrication', claim: 'Tolls on the bridge were abolished by referendum.', evidence, expected: 'unsupported' },
];

describe('compareModels', () => {
  it('scores the same cases under every model, first model as the paired reference', async () => {
    const vectors = await embedCaseTexts(cases, createTestEmbedder());
    const models = ['v1', 'entity-gate', 'cos-only'].map(getScoreModel);
    const out = compareModels(cases, vectors, models, { classes: ['verbatim', 'number-swap'] });
    expect(out.map((m) => m.score_model)).toEqual(['v1', 'entity-gate', 'cos-only']);
    expect(Object.keys(out[0].classes)).toEqual(['verbatim', 'number-swap', 'entity-swap', 'fabrication']);
    expect(out[0].vs_first).toBeNull();
    for (const m of out) {
      expect(m.cases.map((c) => c.id)).toEqual(['a1', 'a2', 'b1', 'c1', 'd1']);
      expect(m.classes.verbatim.supported).toBe(2);
      expect(m.binary.auroc).not.toBeNull();
      expect(m.three_way_accuracy).toBeNull();
      expect(m.sweep).toHaveLength(101);
    }
    // Overlap is a property of the cases: every model carries the same, measured from content.
    for (const m of out) expect(m.classes['number-swap'].overlap).toEqual(out[0].classes['number-swap'].overlap);
    expect(out[0].classes.verbatim.overlap).toMatchObject({ n: 2, jaccard_median: 1, coverage_median: 1 });
    expect(out[0].classes['number-swap'].overlap!.jaccard_median).toBeLessThan(1);
    expect(out[0].cases.find((c) => c.id === 'd1')!.overlap).toMatchObject({ numerics: 'none' });
    // The entity gate caps the swapped name's pair: entity-gate passes c1 where v1 may not, never the reverse.
    expect(out[1].cases.find((c) => c.id === 'c1')!.verdict).toBe('unsupported');
    expect(out[1].vs_first!['entity-swap'].b).toBe(0);
  });

  it('is deterministic', async () => {
    const vectors = await embedCaseTexts(cases, createTestEmbedder());
    const models = ['v1', 'lexcap'].map(getScoreModel);
    expect(JSON.stringify(compareModels(cases, vectors, models))).toBe(JSON.stringify(compareModels(cases, vectors, models)));
  });
});

describe('comparison metrics', () => {
  const rows = [
    row('1', 'supported', 'supported', 0.9), row('2', 'supported', 'partial', 0.6),
    row('3', 'partial', 'partial', 0.55), row('4', 'unsupported', 'supported', 0.75),
    row('5', 'unsupported', 'unsupported', 0.1), row('6', 'unsupported', 'error', null),
  ];
  it('balanced accuracy and AUROC treat partial as not supported and skip errors', () => {
    const b = binaryMetrics(rows);
    expect(b.n).toBe(5);
    expect(b.confusion).toEqual({ tp: 1, fn: 1, fp: 1, tn: 2 });
    expect(b.balanced_accuracy).toBeCloseTo((1 / 2 + 2 / 3) / 2, 12);
    // Positives .9, .6 against .55, .75, .1: .9 beats 3, .6 beats 2 → 5/6.
    expect(b.auroc).toBeCloseTo(5 / 6, 12);
  });
  it('3-way accuracy exists only with a partial label', () => {
    expect(threeWayAccuracy(rows)).toBe(3 / 5);
    expect(threeWayAccuracy(rows.filter((r) => r.expected !== 'partial'))).toBeNull();
  });
  it('pairs by id and counts discordant pairs against the reference', () => {
    const ref = [row('1', 'supported', 'supported', 0.9), row('2', 'supported', 'partial', 0.6), row('3', 'unsupported', 'supported', 0.8)];
    const mine = [row('1', 'supported', 'partial', 0.6), row('2', 'supported', 'supported', 0.8), row('3', 'unsupported', 'unsupported', 0.1)];
    expect(pairedTests(mine, ref)).toEqual({ k: { paired: 3, b: 1, c: 2, p_value: 1 } });
  });
  it('summarises rows with a shared class order', () => {
    const [m] = summariseRows([getScoreModel('v1')], [rows], {});
    expect(m.errors).toBe(1);
    expect(m.accuracy).toBe(3 / 5);
    expect(m.classes.k.n).toBe(6);
  });
});
