/**
 * Plain-text output of a comparison and a calibration for the terminal.
 */
import { PART_KEPT, RECOMPOSED_FROM_SOURCE } from '../../generators/recastDraw.ts';
import { formatTextTable, OVERLAP_LEGEND, overlapCells } from '../table.ts';
import type { CalibrationPoint, CalibrationResult } from './calibrate.ts';
import { COMPARE_ALPHA } from './compareModels.ts';
import type { RealismResults } from './realism.ts';
import type { ComparisonResults } from './types.ts';

const fmt = (x: number | null | undefined): string => (x === null || x === undefined ? '—' : x.toFixed(3));

/** Models × summary metrics, then classes × models rates (with `*` where McNemar p < 0.05 against the first). */
export function formatComparisonText(results: ComparisonResults): string {
  const summary = [['score model', 'accuracy', 'bal. acc', 'AUROC', '3-way', 'errors', 'floors missed']];
  for (const m of results.models) {
    const missed = m.floors.filter((fl) => fl.gating && fl.status !== 'met').map((fl) => fl.class);
    summary.push([m.score_model, fmt(m.accuracy), fmt(m.binary.balanced_accuracy), fmt(m.binary.auroc), fmt(m.three_way_accuracy),
      String(m.errors), m.floors.length === 0 ? '—' : missed.join(',') || 'none']);
  }
  const classes = [['class', 'n', 'jaccard', 'coverage', ...results.models.map((m) => m.score_model)]];
  for (const cls of results.class_order) {
    const first = results.models[0]?.classes[cls];
    classes.push([cls, String(first?.n ?? 0), ...overlapCells(first?.overlap), ...results.models.map((m) => {
      const s = m.classes[cls];
      const t = m.vs_first?.[cls];
      return s === undefined ? '—' : `${fmt(s.rate)}${t !== undefined && t.p_value < COMPARE_ALPHA ? '*' : ''}`;
    })]);
  }
  const r = results.meta.response;
  const drafts = r ? ` · drafts decomposed by ${r.decomposer}, aggregated by ${r.aggregate}` : '';
  return `${results.meta.source} · ${results.meta.total} cases · embedder ${results.meta.embed_model}${drafts}\n\n` +
    `${formatTextTable(summary)}\n\n${formatTextTable(classes)}\n* McNemar p < ${COMPARE_ALPHA} against ${results.models[0]?.score_model ?? ''}\n` +
    `${OVERLAP_LEGEND}\n`;
}

function describePoint(p: CalibrationPoint): string {
  return `β ${p.beta} · supported ≥ ${p.bands.supported} · partial ≥ ${p.bands.partial}`;
}

/** The recommendation, or which floor cannot be met and by how much, plus each floor's value and margin. */
export function formatCalibrationText(r: CalibrationResult & { source?: string }): string {
  const lines = [`${r.score_model} on ${r.source ?? 'cases'} · objective ${r.objective} · ${r.evaluated} settings`];
  lines.push(`current:     ${describePoint(r.current)} · ${r.objective === 'floors' ? 'min margin' : r.objective} ${r.current.score.toFixed(3)}`);
  lines.push(`recommended: ${describePoint(r.recommended)} · ${r.objective === 'floors' ? 'min margin' : r.objective} ${r.recommended.score.toFixed(3)}`);
  if (r.objective === 'floors') {
    const rows = [['floor', 'value', 'margin']];
    for (const fl of r.recommended.floors) rows.push([`${fl.class} ${fl.metric} ${fl.bound === 'min' ? '≥' : '≤'} ${fl.threshold}`, fmt(fl.value), fl.margin.toFixed(3)]);
    lines.push('', formatTextTable(rows));
  }
  if (r.objective === 'floors' && r.recommended.meets_all) lines.push('', 'Every floor is met by the recommended bands.');
  for (const u of r.unmet) {
    lines.push(`CANNOT MEET ${u.class} ${u.metric} ${u.bound === 'min' ? '≥' : '≤'} ${u.threshold} together with the others: short by ${u.shortfall.toFixed(3)}; ` +
      `alone its best is ${fmt(u.best_alone.value)} (margin ${u.best_alone.margin.toFixed(3)}) at ${describePoint({ ...r.recommended, beta: u.best_alone.beta, bands: u.best_alone.bands })}`);
  }
  return `${lines.join('\n')}\n`;
}

const pct = (part: number, whole: number): string => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`);
/** A share in [0, 1] as a percentage; `—` when the side has no such figure. */
const share = (x: number | null | undefined): string => (x === null || x === undefined ? '—' : pct(x, 1));

/** The hand-written hard-tier rate, its interval and n, and whether the generated rate lies inside it. */
function hardCells(row: RealismResults['rows'][number]): string[] {
  const h = row.handwritten_hard;
  return [fmt(h?.rate), h === null ? '—' : `${fmt(h.wilson[0])}–${fmt(h.wilson[1])}`, String(h?.n ?? 0), row.inside_hard === null ? '—' : row.inside_hard ? 'yes' : 'NO'];
}

/** Per class and model: generated rate, hand-written rate with its 95% interval, gap, inside; then each side's overlap. */
export function formatRealismText(r: RealismResults): string {
  const rows = [['class', 'score model', 'generated', 'n', 'hand-written', '95% CI', 'n', 'gap', 'inside', 'hand hard', '95% CI', 'n', 'inside hard']];
  for (const row of r.rows) {
    const g = row.generated;
    const h = row.handwritten;
    rows.push([
      row.class, row.score_model, fmt(g?.rate), String(g?.n ?? 0), fmt(h?.rate),
      h === null ? '—' : `${fmt(h.wilson[0])}–${fmt(h.wilson[1])}`, String(h?.n ?? 0),
      row.gap === null ? '—' : `${row.gap >= 0 ? '+' : ''}${row.gap.toFixed(3)}`,
      row.inside === null ? '—' : row.inside ? 'yes' : 'NO',
      ...hardCells(row),
    ]);
  }
  const overlap = [['class', 'jaccard gen', 'jaccard hand', 'coverage gen', 'coverage hand', 'number-free gen', 'number-free hand',
    'new names gen', 'new names hand', 'part gen', 'part hand', 'recomp gen', 'recomp hand']];
  for (const cls of r.classes) {
    const { generated: g, handwritten: h } = r.overlap[cls];
    const names = r.adds_names[cls];
    const part = r.keeps_part[cls];
    const recomposed = r.recomposed[cls];
    overlap.push([cls, fmt(g?.jaccard_median), fmt(h?.jaccard_median), fmt(g?.coverage_median), fmt(h?.coverage_median),
      g ? pct(g.number_free, g.n) : '—', h ? pct(h.number_free, h.n) : '—',
      share(names.generated), share(names.handwritten),
      share(part?.generated), share(part?.handwritten), share(recomposed?.generated), share(recomposed?.handwritten)]);
  }
  return `realism · generated: ${r.suite} (seed ${r.seed}) · hand-written set · embedder ${r.embed_model}\n\n` +
    `${formatTextTable(rows)}\n\n${r.inside} of ${r.compared} class × model rates lie inside the hand-written 95% Wilson interval.\n` +
    `${r.inside_hard} of ${r.compared_hard} lie inside the interval of the hand-written cases in the hard tier ` +
    `(hand hard: the tier rule the generated side was filtered by, read from each hand-written case's own overlap; ` +
    `none for a class whose rule also reads the kind of edit, which hand-written cases do not record).\n\n` +
    `${formatTextTable(overlap)}\n${OVERLAP_LEGEND}; new names: share of claims naming something their source span does not; ` +
    `part: share keeping fewer than ${PART_KEPT * 100}% of their source span's distinct words; ` +
    `recomp: share with fewer than ${RECOMPOSED_FROM_SOURCE * 100}% of their own distinct words from their source span\n`;
}
