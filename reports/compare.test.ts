import { describe, expect, it } from 'vitest';
import { getScoreModel } from '../engine/scoreModels/registry.ts';
import { summariseRows } from '../suites/research/compareModels.ts';
import type { CompactCase, ComparisonResults } from '../suites/research/types.ts';
import { buildCompareView, renderCompareHtml } from './compare.ts';
import { rocChart, sweepChart } from './compareCharts.ts';

const hostile = '<script>alert("x")</script>';
const rows = (shift: number): CompactCase[] => Array.from({ length: 40 }, (_, i) => ({
  id: `c${String(i).padStart(2, '0')}`,
  class: i % 2 === 0 ? hostile : 'paraphrase',
  expected: i % 2 === 0 ? 'unsupported' : 'supported',
  verdict: (i % 2 === 0) === (i % 5 === shift) ? 'supported' : 'unsupported',
  score: ((i * 37 + shift * 11) % 100) / 100,
}));

function results(): ComparisonResults {
  const models = [getScoreModel('v1'), getScoreModel('entity-gate')];
  const compared = summariseRows(models, [rows(0), rows(1)], { floors: [{ class: 'paraphrase', metric: 'supported_rate', min: 0.9 }] });
  return {
    models: compared,
    class_order: Object.keys(compared[0].classes),
    meta: {
      source: `cases:${hostile}.jsonl`, seed: 0, embed_model: 'test-bow', embed_fingerprint: 'x', datasets: {}, cases_hash: 'h',
      total: 40, class_preference: [], durations_ms: { total: 1 }, replay: `verity compare --cases ${hostile}`, started_at: '2026-01-01T00:00:00.000Z',
    },
  };
}

describe('compare report', () => {
  it('is one self-contained page: CSP, no script, no external resource, every label escaped', () => {
    const html = renderCompareHtml(results());
    expect(html).toContain("Content-Security-Policy");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain('&lt;script&gt;');
    expect(html.match(/<svg /g)).toHaveLength(2);
    // Both models, their per-class cells and the paired test of the second against the first.
    expect(html).toContain('entity-gate');
    expect(html).toMatch(/b \d+ · c \d+ · p /);
  });

  it('draws one line per model in each chart, from the sweep', () => {
    const r = results();
    expect(rocChart(r.models).match(/<polyline /g)).toHaveLength(2);
    expect(sweepChart(r.models).match(/<polyline /g)).toHaveLength(2);
    expect(sweepChart(r.models).match(/<circle /g)).toHaveLength(2);
    expect(renderCompareHtml(r)).toBe(renderCompareHtml(results()));
  });
});

describe('compare deltas', () => {
  const block = (cls: string, expected: 'supported' | 'unsupported', supported: number): CompactCase[] =>
    Array.from({ length: 10 }, (_, i) => ({
      id: `${cls}-${i}`, class: cls, expected, verdict: i < supported ? 'supported' : 'unsupported', score: i < supported ? 0.9 : 0.1,
    }));
  const compare = (first: number, second: number): ComparisonResults => {
    const models = [getScoreModel('v1'), getScoreModel('entity-gate')];
    const floors = [{ class: 'paraphrase', metric: 'supported_rate' as const, min: 0.5 }, { class: 'number-swap', metric: 'supported_rate' as const, max: 0.5 }];
    const compared = summariseRows(models, [first, second].map((k) => [...block('paraphrase', 'supported', k), ...block('number-swap', 'unsupported', k)]), { floors });
    return { ...results(), models: compared, class_order: ['paraphrase', 'number-swap'] };
  };

  it('colours the floor metric change against the first model by the metric direction for the class', () => {
    const view = buildCompareView(compare(3, 6));
    const [paraphrase, numberSwap] = view.classes.map((c) => c.cells);
    expect(paraphrase[0]).toMatchObject({ delta: '', deltaClass: '' });
    // More supported verdicts: better where supported is expected, worse where unsupported is.
    expect(paraphrase[1]).toMatchObject({ delta: 'Δ +0.300', deltaClass: 'delta-better' });
    expect(numberSwap[1]).toMatchObject({ delta: 'Δ +0.300', deltaClass: 'delta-worse' });
    const down = buildCompareView(compare(6, 3)).classes.map((c) => c.cells[1]);
    expect(down[0]).toMatchObject({ delta: 'Δ −0.300', deltaClass: 'delta-worse' });
    expect(down[1]).toMatchObject({ delta: 'Δ −0.300', deltaClass: 'delta-better' });
    expect(buildCompareView(compare(4, 4)).classes[0].cells[1]).toMatchObject({ delta: 'Δ +0.000', deltaClass: '' });
    expect(renderCompareHtml(compare(3, 6))).toContain('<div class="cell-sub delta-worse">Δ +0.300</div>');
  });
});
