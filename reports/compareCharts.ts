/**
 * Inline SVG charts of a score-model comparison: ROC curves (supported vs not) and balanced accuracy against the
 * supported threshold, one line per model (labels escaped; numbers only otherwise).
 */
import type { ModelComparison } from '../suites/research/types.ts';
import { escapeXml } from './escape.ts';

/** Line colours, one per model in order (cycled). */
export const MODEL_COLOURS = ['#1d4e89', '#c0392b', '#1f8a4c', '#b7791f', '#7b3fa0', '#0f8b8d', '#e67e22', '#555c66', '#d63384', '#6c8a1f'];

const f = (x: number): string => (Math.round(x * 10) / 10).toString();
const colour = (i: number): string => MODEL_COLOURS[i % MODEL_COLOURS.length];

interface Frame {
  x0: number;
  y0: number;
  w: number;
  h: number;
}

function frame(fr: Frame, xLabel: string, yLabel: string): string {
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => {
    const x = f(fr.x0 + t * fr.w);
    const y = f(fr.y0 + fr.h - t * fr.h);
    return `<line class="grid" x1="${x}" x2="${x}" y1="${fr.y0}" y2="${fr.y0 + fr.h}"/>` +
      `<line class="grid" x1="${fr.x0}" x2="${fr.x0 + fr.w}" y1="${y}" y2="${y}"/>` +
      `<text class="tick" x="${x}" y="${fr.y0 + fr.h + 14}" text-anchor="middle">${t.toFixed(2)}</text>` +
      `<text class="tick" x="${fr.x0 - 6}" y="${f(Number(y) + 3)}" text-anchor="end">${t.toFixed(2)}</text>`;
  });
  return ticks.join('') +
    `<text class="label" x="${f(fr.x0 + fr.w / 2)}" y="${fr.y0 + fr.h + 30}" text-anchor="middle">${escapeXml(xLabel)}</text>` +
    `<text class="label" x="12" y="${f(fr.y0 + fr.h / 2)}" text-anchor="middle" transform="rotate(-90 12 ${f(fr.y0 + fr.h / 2)})">${escapeXml(yLabel)}</text>`;
}

function polyline(points: ReadonlyArray<[number, number]>, fr: Frame, i: number, title: string): string {
  const pts = points.map(([x, y]) => `${f(fr.x0 + x * fr.w)},${f(fr.y0 + fr.h - y * fr.h)}`).join(' ');
  return `<polyline fill="none" stroke="${colour(i)}" stroke-width="2" points="${pts}"><title>${escapeXml(title)}</title></polyline>`;
}

function legend(models: readonly ModelComparison[], x: number, y: number, value: (m: ModelComparison) => string): string {
  return models.map((m, i) => {
    const ly = y + i * 18;
    return `<line x1="${x}" x2="${x + 18}" y1="${ly}" y2="${ly}" stroke="${colour(i)}" stroke-width="3"/>` +
      `<text class="label" x="${x + 24}" y="${ly + 4}">${escapeXml(`${m.score_model} ${value(m)}`)}</text>`;
  }).join('');
}

function svg(label: string, body: string, height: number): string {
  return `<svg class="chart" role="img" aria-label="${escapeXml(label)}" viewBox="0 0 640 ${height}" width="640" ` +
    `height="${height}" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
}

const fmt = (x: number | null): string => (x === null ? '—' : x.toFixed(3));

/** ROC curves of every model (points of its threshold sweep, ends pinned at (0,0) and (1,1)) with the chance line. */
export function rocChart(models: readonly ModelComparison[]): string {
  const fr: Frame = { x0: 50, y0: 10, w: 340, h: 340 };
  const lines = models.map((m, i) => {
    if (m.sweep.length === 0) return '';
    const pts: Array<[number, number]> = [[1, 1], ...m.sweep.map((p): [number, number] => [p.fpr, p.tpr]), [0, 0]];
    return polyline(pts, fr, i, `${m.score_model}: AUROC ${fmt(m.binary.auroc)}`);
  }).join('');
  const chance = `<line class="band" x1="${fr.x0}" y1="${fr.y0 + fr.h}" x2="${fr.x0 + fr.w}" y2="${fr.y0}"/>`;
  const body = frame(fr, 'false-positive rate', 'true-positive rate') + chance + lines +
    legend(models, 410, 24, (m) => `AUROC ${fmt(m.binary.auroc)}`);
  return svg('ROC curves, supported vs not', body, 400);
}

/** Balanced accuracy (supported vs not) against the supported threshold, each model's own threshold marked. */
export function sweepChart(models: readonly ModelComparison[]): string {
  const fr: Frame = { x0: 50, y0: 10, w: 340, h: 240 };
  const lines = models.map((m, i) => {
    if (m.sweep.length === 0) return '';
    const pts = m.sweep.map((p): [number, number] => [p.threshold, p.balanced_accuracy]);
    const own = m.sweep.reduce((a, p) => (Math.abs(p.threshold - m.bands.supported) < Math.abs(a.threshold - m.bands.supported) ? p : a));
    const cx = f(fr.x0 + own.threshold * fr.w);
    const cy = f(fr.y0 + fr.h - own.balanced_accuracy * fr.h);
    return polyline(pts, fr, i, `${m.score_model}: balanced accuracy by threshold`) +
      `<circle cx="${cx}" cy="${cy}" r="4" fill="${colour(i)}"><title>${escapeXml(`${m.score_model} at its supported band ${m.bands.supported}: ${own.balanced_accuracy.toFixed(3)}`)}</title></circle>`;
  }).join('');
  const best = (m: ModelComparison): string => {
    if (m.sweep.length === 0) return '';
    const top = m.sweep.reduce((a, p) => (p.balanced_accuracy > a.balanced_accuracy ? p : a));
    return `max ${top.balanced_accuracy.toFixed(3)} @ ${top.threshold.toFixed(2)}`;
  };
  const body = frame(fr, 'supported threshold', 'balanced accuracy') + lines + legend(models, 410, 24, best);
  return svg('Balanced accuracy against the supported threshold', body, 300);
}
