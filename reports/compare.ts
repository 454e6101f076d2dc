/**
 * The self-contained HTML comparison report of `verity compare`: summary metrics per model, per-class rates side by
 * side with paired McNemar tests against the first model, floors, and inline SVG ROC and threshold-sweep charts.
 */
import path from 'node:path';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';
import { classMetric, metricChange } from '../suites/metrics.ts';
import { COMPARE_ALPHA } from '../suites/research/compareModels.ts';
import type { ComparisonResults, ModelComparison } from '../suites/research/types.ts';
import { rocChart, sweepChart, MODEL_COLOURS } from './compareCharts.ts';
import { template, templateText } from './templates.ts';

const fmt = (x: number | null | undefined, digits = 3): string => (x === null || x === undefined ? '—' : x.toFixed(digits));
const pfmt = (p: number): string => (p < 0.001 ? p.toExponential(1) : p.toFixed(3));

function summaryRow(m: ModelComparison, i: number) {
  const missed = m.floors.filter((fl) => fl.gating && fl.status !== 'met');
  return {
    id: m.score_model,
    colour: MODEL_COLOURS[i % MODEL_COLOURS.length],
    fingerprint: m.fingerprint,
    beta: m.beta,
    bands: `${m.bands.supported} / ${m.bands.partial}`,
    accuracy: fmt(m.accuracy),
    balanced: fmt(m.binary.balanced_accuracy),
    auroc: fmt(m.binary.auroc),
    threeWay: fmt(m.three_way_accuracy),
    errors: m.errors,
    floors: m.floors.length === 0 ? '—' : missed.length === 0 ? 'all met' : `missed: ${missed.map((fl) => fl.class).join(', ')}`,
    floorClass: m.floors.length === 0 ? '' : missed.length === 0 ? 'st-met' : 'st-missed',
  };
}

/** The class floor's metric against the first model's: the signed change, coloured by the metric's direction. */
function floorDelta(m: ModelComparison, first: ModelComparison | undefined, cls: string): { delta: string; deltaClass: string } {
  const floor = m.floors.find((fl) => fl.class === cls);
  const ref = first?.floors.find((fl) => fl.class === cls && fl.metric === floor?.metric);
  const expected = m.classes[cls]?.expected;
  if (m === first || floor?.value == null || ref?.value == null || expected === undefined) return { delta: '', deltaClass: '' };
  const change = metricChange(classMetric(floor.metric), expected, ref.value, floor.value);
  const d = floor.value - ref.value;
  return { delta: `Δ ${d >= 0 ? '+' : '−'}${Math.abs(d).toFixed(3)}`, deltaClass: change === 'same' ? '' : `delta-${change}` };
}

function classCell(m: ModelComparison, cls: string, first: ModelComparison | undefined) {
  const s = m.classes[cls];
  if (s === undefined) return { rate: '—', ci: '', test: '', cellClass: '', floor: '', delta: '', deltaClass: '' };
  const floor = m.floors.find((fl) => fl.class === cls);
  const t = m.vs_first?.[cls];
  const significant = t !== undefined && t.p_value < COMPARE_ALPHA;
  return {
    rate: fmt(s.rate),
    ci: `${fmt(s.wilson[0])}–${fmt(s.wilson[1])}`,
    test: t === undefined ? '' : `b ${t.b} · c ${t.c} · p ${pfmt(t.p_value)}`,
    cellClass: significant ? (t.c > t.b ? 'better' : 'worse') : '',
    floor: floor === undefined ? '' : `${floor.metric} ${fmt(floor.value)} ${floor.status === 'met' ? '✓' : '✗'}${floor.gating ? '' : ' (measured)'}`,
    floorClass: floor === undefined ? '' : floor.status === 'met' ? 'st-met' : floor.gating ? 'st-missed' : 'st-watch',
    ...floorDelta(m, first, cls),
  };
}

/** The template's view of a comparison. */
export function buildCompareView(results: ComparisonResults) {
  const first = results.models[0];
  return {
    title: `Verity compare · ${results.meta.source}`,
    source: results.meta.source,
    embedModel: results.meta.embed_model,
    total: results.meta.total,
    shard: results.meta.shard ? `shard ${results.meta.shard.index}/${results.meta.shard.count} of ${results.meta.shard.total_cases} cases` : '',
    reference: first?.score_model ?? '',
    models: results.models.map(summaryRow),
    modelIds: results.models.map((m) => m.score_model),
    classes: results.class_order.map((cls) => ({
      id: cls,
      expected: first?.classes[cls]?.expected ?? '',
      n: first?.classes[cls]?.n ?? 0,
      jaccard: fmt(first?.classes[cls]?.overlap?.jaccard_median, 2),
      coverage: fmt(first?.classes[cls]?.overlap?.coverage_median, 2),
      cells: results.models.map((m) => classCell(m, cls, first)),
    })),
    rocChart: rocChart(results.models),
    sweepChart: sweepChart(results.models),
    meta: Object.entries(results.meta).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) })),
  };
}

/** The comparison as one self-contained HTML page (no script, no network; every text escaped). */
export function renderCompareHtml(results: ComparisonResults): string {
  return template('compare.hbs')({ ...buildCompareView(results), css: templateText('report.css') });
}

/** Writes `compare.json` (the results object) and `compare.html` (self-contained) into `dir`; returns both paths. */
export function writeCompareReports(results: ComparisonResults, dir: string): string[] {
  const json = path.join(dir, 'compare.json');
  const html = path.join(dir, 'compare.html');
  writeTextAtomic(json, `${JSON.stringify(results, null, 1)}\n`);
  writeTextAtomic(html, renderCompareHtml(results));
  return [json, html];
}
