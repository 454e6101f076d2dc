/**
 * Inline SVG charts built from numbers (labels escaped): per-class rates vs floors, and score histograms with bands.
 */
import type { Bands } from '../engine/types.ts';
import { escapeXml } from './escape.ts';

/** One row of the rates chart. */
export interface RateRow {
  label: string;
  rate: number;
  wilson: [number, number];
  /** Floor threshold and bound, when the class has a floor. */
  floor: { threshold: number; bound: 'min' | 'max'; gating: boolean } | null;
  /** Floor outcome; `watch` for a measured, non-gating floor. */
  status: 'met' | 'missed' | 'no-data' | 'none' | 'watch';
}

const f = (x: number): string => (Math.round(x * 10) / 10).toString();

const STATUS_CLASS: Record<RateRow['status'], string> = {
  met: 'bar-met', missed: 'bar-missed', 'no-data': 'bar-nodata', none: 'bar-none', watch: 'bar-watch',
};

function axis(x0: number, width: number, y: number, height: number): string {
  return [0, 0.25, 0.5, 0.75, 1]
    .map((t) => {
      const x = f(x0 + t * width);
      return `<line class="grid" x1="${x}" x2="${x}" y1="${f(y)}" y2="${f(y + height)}"/>` +
        `<text class="tick" x="${x}" y="${f(y + height + 14)}" text-anchor="middle">${t.toFixed(2)}</text>`;
    })
    .join('');
}

function rateRow(row: RateRow, i: number, x0: number, width: number): string {
  const y = 10 + i * 30;
  const mid = y + 10;
  const sx = (v: number): string => f(x0 + Math.min(1, Math.max(0, v)) * width);
  const rateText = row.status === 'no-data' ? 'no data' : row.rate.toFixed(3);
  let out = `<text class="label" x="${f(x0 - 8)}" y="${f(mid + 4)}" text-anchor="end">${escapeXml(row.label)}</text>`;
  const barWidth = f(Math.max(0, Math.min(1, row.rate)) * width);
  out += `<rect class="${STATUS_CLASS[row.status]}" x="${f(x0)}" y="${f(y + 2)}" width="${barWidth}" height="16">` +
    `<title>${escapeXml(`${row.label}: ${rateText}`)}</title></rect>`;
  out += `<line class="whisker" x1="${sx(row.wilson[0])}" x2="${sx(row.wilson[1])}" y1="${f(mid)}" y2="${f(mid)}"/>`;
  out += `<line class="whisker" x1="${sx(row.wilson[0])}" x2="${sx(row.wilson[0])}" y1="${f(mid - 5)}" y2="${f(mid + 5)}"/>`;
  out += `<line class="whisker" x1="${sx(row.wilson[1])}" x2="${sx(row.wilson[1])}" y1="${f(mid - 5)}" y2="${f(mid + 5)}"/>`;
  if (row.floor !== null) {
    const cls = row.floor.gating ? 'floor' : 'floor floor-watch';
    const x = sx(row.floor.threshold);
    const title = `floor ${row.floor.bound === 'min' ? '≥' : '≤'} ${row.floor.threshold}`;
    out += `<line class="${cls}" x1="${x}" x2="${x}" y1="${f(y - 2)}" y2="${f(y + 22)}"><title>${escapeXml(title)}</title></line>`;
  }
  out += `<text class="value" x="${f(x0 + width + 6)}" y="${f(mid + 4)}">${escapeXml(rateText)}</text>`;
  return out;
}

/** Horizontal bars of each class's rate with its 95% Wilson whisker and a dashed floor marker. */
export function rateChart(rows: readonly RateRow[]): string {
  const x0 = 190;
  const width = 560;
  const height = rows.length * 30 + 10;
  const body = rows.map((row, i) => rateRow(row, i, x0, width)).join('');
  return `<svg class="chart" role="img" aria-label="Per-class rates against floors" viewBox="0 0 820 ${height + 24}" ` +
    `width="820" height="${height + 24}" xmlns="http://www.w3.org/2000/svg">${axis(x0, width, 4, height)}${body}</svg>`;
}

const HIST = { w: 300, h: 110, x0: 28 } as const;

/** The bars of a histogram over [0, 1], each coloured by the class `zone` gives its bin centre. */
function histogramBars(counts: readonly number[], zone: (centre: number) => string): string {
  const plotW = HIST.w - HIST.x0 - 8;
  const max = Math.max(1, ...counts);
  const bw = plotW / counts.length;
  return counts
    .map((c, i) => {
      const bh = (c / max) * (HIST.h - 30);
      const cls = zone((i + 0.5) / counts.length);
      return `<rect class="hist ${cls}" x="${f(HIST.x0 + i * bw + 0.5)}" y="${f(HIST.h - 20 - bh)}" width="${f(bw - 1)}" height="${f(bh)}">` +
        `<title>${escapeXml(`${(i / counts.length).toFixed(2)}–${((i + 1) / counts.length).toFixed(2)}: ${c}`)}</title></rect>`;
    })
    .join('');
}

function histogramFrame(counts: readonly number[], ariaLabel: string, inner: string): string {
  const { w, h, x0 } = HIST;
  const plotW = w - x0 - 8;
  const ticks = [0, 0.5, 1]
    .map((t) => `<text class="tick" x="${f(x0 + t * plotW)}" y="${h - 6}" text-anchor="middle">${t.toFixed(1)}</text>`)
    .join('');
  return `<svg class="chart" role="img" aria-label="${escapeXml(ariaLabel)}" viewBox="0 0 ${w} ${h}" ` +
    `width="${w}" height="${h}" xmlns="http://www.w3.org/2000/svg">` +
    `<text class="tick" x="2" y="14">${Math.max(1, ...counts)}</text><line class="grid" x1="${x0}" x2="${x0 + plotW}" y1="${h - 20}" y2="${h - 20}"/>` +
    `${inner}${ticks}</svg>`;
}

/** Histogram of a class's overlap with its evidence over [0, 1] (token Jaccard), its median marked. */
export function overlapHistogramChart(counts: readonly number[], median: number, label: string): string {
  const plotW = HIST.w - HIST.x0 - 8;
  const x = f(HIST.x0 + Math.min(1, Math.max(0, median)) * plotW);
  const marker = `<line class="band" x1="${x}" x2="${x}" y1="4" y2="${HIST.h - 20}"/>` +
    `<text class="band-label" x="${f(Number(x) + 3)}" y="12" text-anchor="start">${escapeXml(`median ${median.toFixed(2)}`)}</text>`;
  return histogramFrame(counts, `Overlap histogram of ${label}`, histogramBars(counts, () => 'hist-o') + marker);
}

/** Histogram of scores over [0, 1] (equal bins) with the partial and supported band thresholds drawn. */
export function histogramChart(counts: readonly number[], bands: Bands, label: string): string {
  const { h, x0 } = HIST;
  const plotW = HIST.w - x0 - 8;
  const bars = histogramBars(counts, (centre) => (centre >= bands.supported ? 'hist-s' : centre >= bands.partial ? 'hist-p' : 'hist-u'));
  const band = (v: number, name: string, anchor: 'start' | 'end'): string => {
    const x = x0 + v * plotW;
    const tx = f(anchor === 'end' ? x - 3 : x + 3);
    return `<line class="band" x1="${f(x)}" x2="${f(x)}" y1="4" y2="${h - 20}"/>` +
      `<text class="band-label" x="${tx}" y="12" text-anchor="${anchor}">${escapeXml(`${name} ${v.toFixed(2)}`)}</text>`;
  };
  return histogramFrame(counts, `Score histogram of ${label}`,
    `${bars}${band(bands.partial, 'partial', 'end')}${band(bands.supported, 'supported', 'start')}`);
}
