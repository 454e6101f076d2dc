/**
 * Calibration: sweeps the supported/partial band thresholds (and β) of a score model and recommends
 * the bands that meet every gating floor with the largest margin, or says which floor cannot be met and by how much.
 * Without floors it maximises 3-way accuracy (when a `partial` label exists) or supported-vs-not balanced accuracy.
 * Pure: cases and vectors come in, nothing is read or written.
 */
import { createPlanCache } from '../../engine/planCache.ts';
import { withBeta } from '../../engine/scoreModels/withBeta.ts';
import type { Bands, ScoreModel, Verdict } from '../../engine/types.ts';
import type { AnyCase } from '../../datasets/types.ts';
import type { ResponseOptions } from '../drafts.ts';
import type { VectorStore } from '../embedCases.ts';
import { metricOf } from '../floors.ts';
import { scoreCases } from '../scoreCases.ts';
import type { ClassSummary, Floor } from '../types.ts';
import { countAtLeast } from './labelMetrics.ts';
import { toCompact } from './compareModels.ts';
import type { CompactCase } from './types.ts';

/** What calibration optimises. */
export type CalibrationObjective = 'floors' | 'three_way_accuracy' | 'balanced_accuracy';

/** One floor at a candidate setting: its value and margin (≥ 0 when met). */
export interface FloorCheck {
  class: string;
  metric: string;
  bound: 'min' | 'max';
  threshold: number;
  value: number | null;
  /** value − min, or max − value; −1 when the class has no scored case. */
  margin: number;
}

/** One evaluated setting of β and bands. */
export interface CalibrationPoint {
  beta: number;
  bands: Bands;
  /** Floors objective: the smallest floor margin; otherwise the accuracy objective's value. */
  score: number;
  meets_all: boolean;
  floors: FloorCheck[];
}

/** A floor that the recommendation misses, with its shortfall and the best value any setting reaches for it alone. */
export interface UnmetFloor extends FloorCheck {
  shortfall: number;
  best_alone: { value: number | null; margin: number; beta: number; bands: Bands };
}

/** The calibration of one score model over one set of cases. */
export interface CalibrationResult {
  score_model: string;
  objective: CalibrationObjective;
  current: CalibrationPoint;
  recommended: CalibrationPoint;
  /** Empty when the recommendation meets every floor. */
  unmet: UnmetFloor[];
  /** Best setting per β, in β order. */
  per_beta: CalibrationPoint[];
  /** Settings evaluated. */
  evaluated: number;
}

/** Sweep grids: thresholds for the supported and partial bands, and the β values to rescore with. */
export interface CalibrateOptions {
  floors?: readonly Floor[];
  /** Default: the model's own β, plus 0.30 … 0.90 by 0.05 for the geometric and arithmetic fusions. */
  betas?: readonly number[];
  /** Default 0.05 … 0.95 by 0.01 (partial ≤ supported; partial = supported leaves no partial band). */
  thresholds?: readonly number[];
  /** How draft cases are verified (their decompositions and aggregation); bands then apply to response scores. */
  response?: ResponseOptions;
}

const round = (x: number): number => Math.round(x * 1e6) / 1e6;
const DEFAULT_THRESHOLDS = Array.from({ length: 91 }, (_, i) => round(0.05 + i * 0.01));

/** Rows of one class with one expected verdict: band-eligible scores ascending, plus fixed verdict counts. */
interface Group {
  cls: string;
  expected: Verdict;
  scores: number[];
  redacted: number;
  errors: number;
}

function groupsOf(rows: readonly CompactCase[]): Group[] {
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const key = `${r.class}\u0000${r.expected}`;
    const g = groups.get(key) ?? { cls: r.class, expected: r.expected, scores: [], redacted: 0, errors: 0 };
    groups.set(key, g);
    if (r.verdict === 'error' || r.score === null) g.errors++;
    else if (r.verdict === 'evidence_redacted') g.redacted++;
    else g.scores.push(r.score);
  }
  for (const g of groups.values()) g.scores.sort((a, b) => a - b);
  return [...groups.values()];
}

/** Verdict counts of a group under `bands`. */
function countsOf(g: Group, bands: Bands) {
  const supported = countAtLeast(g.scores, bands.supported);
  const partial = countAtLeast(g.scores, bands.partial) - supported;
  const unsupported = g.scores.length - supported - partial;
  const counts = { supported, partial, unsupported, evidence_redacted: g.redacted };
  return { ...counts, errors: g.errors, n: g.scores.length + g.redacted + g.errors, passed: counts[g.expected] };
}

/** Per-class summaries (counts only) under `bands`. */
function classCounts(groups: readonly Group[], bands: Bands): Record<string, ClassSummary> {
  const out: Record<string, ClassSummary> = {};
  for (const g of groups) {
    const c = countsOf(g, bands);
    const s = (out[g.cls] ??= { expected: g.expected, n: 0, supported: 0, partial: 0, unsupported: 0, evidence_redacted: 0, errors: 0, passed: 0 } as ClassSummary);
    for (const k of ['n', 'supported', 'partial', 'unsupported', 'evidence_redacted', 'errors', 'passed'] as const) s[k] += c[k];
  }
  return out;
}

function checkFloorsAt(floors: readonly Floor[], classes: Record<string, ClassSummary>): FloorCheck[] {
  return floors.map((floor) => {
    const bound = floor.min !== undefined ? 'min' : 'max';
    const threshold = (floor.min ?? floor.max) as number;
    const summary = classes[floor.class];
    const { successes, trials } = summary === undefined ? { successes: 0, trials: 0 } : metricOf(floor).count(summary);
    const value = trials > 0 ? successes / trials : null;
    const margin = value === null ? -1 : bound === 'min' ? value - threshold : threshold - value;
    return { class: floor.class, metric: floor.metric, bound, threshold, value, margin: round(margin) };
  });
}

function accuracyObjective(groups: readonly Group[], bands: Bands, objective: CalibrationObjective): number {
  let passed = 0, scored = 0, tp = 0, pos = 0, tn = 0, neg = 0;
  for (const g of groups) {
    const c = countsOf(g, bands);
    const n = c.n - c.errors;
    if (g.expected !== 'evidence_redacted') { passed += c.passed; scored += n; }
    if (g.expected === 'supported') { tp += c.supported; pos += n; } else { tn += n - c.supported; neg += n; }
  }
  if (objective === 'three_way_accuracy') return scored > 0 ? passed / scored : 0;
  return pos > 0 && neg > 0 ? (tp / pos + tn / neg) / 2 : 0;
}

/** Evaluates one setting. */
function evaluate(groups: readonly Group[], beta: number, bands: Bands, floors: readonly Floor[], objective: CalibrationObjective): CalibrationPoint {
  const checks = checkFloorsAt(floors, classCounts(groups, bands));
  const meets = checks.every((c) => c.margin >= 0);
  const score = objective === 'floors'
    ? Math.min(...checks.map((c) => c.margin))
    : round(accuracyObjective(groups, bands, objective));
  return { beta, bands, score, meets_all: meets, floors: checks };
}

/** The objective calibration uses: floors when any gating floor is given, else an accuracy over the labels. */
export function objectiveOf(rows: readonly CompactCase[], floors: readonly Floor[]): CalibrationObjective {
  if (floors.length > 0) return 'floors';
  return rows.some((r) => r.expected === 'partial') ? 'three_way_accuracy' : 'balanced_accuracy';
}

const distance = (a: Bands, b: Bands): number => Math.abs(a.supported - b.supported) + Math.abs(a.partial - b.partial);

/** Floor margins ascending, for a leximin comparison. */
const sortedMargins = (p: CalibrationPoint): number[] => p.floors.map((f) => f.margin).sort((a, b) => a - b);

/**
 * Compares two settings on quality alone: higher score; then (floors) the larger second-smallest margin, and so on
 * (leximin), so a floor pinned at its ceiling (e.g. verbatim ≥ 0.99) does not hide the others. > 0 when `a` is better.
 */
function compareQuality(a: CalibrationPoint, b: CalibrationPoint): number {
  if (a.score !== b.score) return a.score - b.score;
  const ma = sortedMargins(a);
  const mb = sortedMargins(b);
  for (let i = 0; i < ma.length; i++) if (ma[i] !== mb[i]) return ma[i] - mb[i];
  return 0;
}

/** Whether `p` beats `best`: better quality, then closer to the current bands (the earlier setting wins exact ties). */
function better(p: CalibrationPoint, best: CalibrationPoint | null, current: Bands): boolean {
  if (best === null) return true;
  const q = compareQuality(p, best);
  return q !== 0 ? q > 0 : distance(p.bands, current) < distance(best.bands, current);
}

/** Best bands for one β over pre-scored rows, plus every floor's best margin alone. */
export function searchBands(rows: readonly CompactCase[], beta: number, current: Bands, options: CalibrateOptions = {}) {
  const floors = (options.floors ?? []).filter((f) => f.gating !== false);
  const objective = objectiveOf(rows, floors);
  const groups = groupsOf(rows);
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  let best: CalibrationPoint | null = null;
  const alone = floors.map(() => null as CalibrationPoint | null);
  let evaluated = 0;
  for (const supported of thresholds) {
    for (const partial of thresholds) {
      if (partial > supported) break;
      const point = evaluate(groups, beta, { supported, partial }, floors, objective);
      evaluated++;
      if (better(point, best, current)) best = point;
      point.floors.forEach((f, i) => {
        const prev = alone[i];
        if (prev === null || f.margin > prev.floors[i].margin) alone[i] = point;
      });
    }
  }
  return { best: best!, alone, objective, evaluated, current: evaluate(groups, beta, current, floors, objective) };
}

function defaultBetas(model: ScoreModel): number[] {
  if (model.fusion.withBeta === undefined) return [model.fusion.beta];
  const grid = Array.from({ length: 13 }, (_, i) => round(0.3 + i * 0.05));
  return [...new Set([model.fusion.beta, ...grid])].sort((a, b) => a - b);
}

/** Calibrates `model` on embedded `cases`: rescored once per β, bands searched per β. */
export function calibrate(
  cases: readonly AnyCase[],
  vectors: VectorStore,
  model: ScoreModel,
  options: CalibrateOptions = {},
): CalibrationResult {
  const betas = options.betas ?? defaultBetas(model);
  const plans = createPlanCache();
  const rowsOf = (beta: number): CompactCase[] =>
    scoreCases(cases, vectors, withBeta(model, beta), { response: options.response, plans }).map(toCompact);
  return calibrateRows(model, betas.map((beta) => ({ beta, rows: rowsOf(beta) })), options);
}

/** Calibration over rows already scored at each β (the pure core of `calibrate`). */
export function calibrateRows(
  model: ScoreModel,
  perBeta: ReadonlyArray<{ beta: number; rows: readonly CompactCase[] }>,
  options: CalibrateOptions = {},
): CalibrationResult {
  const searches = perBeta.map(({ beta, rows }) => searchBands(rows, beta, model.bands, options));
  const own = searches[perBeta.findIndex((p) => p.beta === model.fusion.beta)] ?? searches[0];
  let recommended = searches[0].best;
  for (const s of searches) {
    // Equal quality keeps the model's own β: a recommendation only moves β when that buys margin or accuracy.
    const q = compareQuality(s.best, recommended);
    if (q > 0 || (q === 0 && s.best.beta === model.fusion.beta)) recommended = s.best;
  }
  const unmet: UnmetFloor[] = recommended.floors.flatMap((f, i) => {
    if (f.margin >= 0) return [];
    const bestAlone = searches
      .map((s) => s.alone[i]!)
      .reduce((a, b) => (b.floors[i].margin > a.floors[i].margin ? b : a));
    const fb = bestAlone.floors[i];
    return [{ ...f, shortfall: round(-f.margin), best_alone: { value: fb.value, margin: fb.margin, beta: bestAlone.beta, bands: bestAlone.bands } }];
  });
  return {
    score_model: model.id,
    objective: own.objective,
    current: own.current,
    recommended,
    unmet,
    per_beta: searches.map((s) => s.best),
    evaluated: searches.reduce((a, s) => a + s.evaluated, 0),
  };
}

/** Rows re-banded under `bands` (errors and redacted verdicts kept): what a model with those bands would say. */
export function applyBands(rows: readonly CompactCase[], bands: Bands): CompactCase[] {
  return rows.map((r) => {
    if (r.verdict === 'error' || r.verdict === 'evidence_redacted' || r.score === null) return r;
    const verdict = r.score >= bands.supported ? 'supported' : r.score >= bands.partial ? 'partial' : 'unsupported';
    return { ...r, verdict };
  });
}
