/**
 * The same embedded cases through several score models: per-class summaries, floors, paired McNemar tests against
 * the first model, supported-vs-not balanced accuracy and AUROC, 3-way accuracy, threshold sweeps. Pure.
 */
import { createPlanCache } from '../../engine/planCache.ts';
import { fingerprintScoreModel } from '../../engine/scoreModels/registry.ts';
import type { ScoreModel } from '../../engine/types.ts';
import type { AnyCase } from '../../datasets/types.ts';
import { runFingerprint } from '../aggregate.ts';
import type { ResponseOptions } from '../drafts.ts';
import type { VectorStore } from '../embedCases.ts';
import { checkFloors } from '../floors.ts';
import { mcnemarExact } from '../metrics.ts';
import { createOverlapReader } from '../overlap.ts';
import { scoreCases } from '../scoreCases.ts';
import { classOrder, summariseClass } from '../summarise.ts';
import type { CaseResult, ClassSummary, Floor } from '../types.ts';
import { auroc, balancedAccuracy, confusionOf, sweepThresholds, thresholdSweep } from './labelMetrics.ts';
import type { BinaryMetrics, CompactCase, ModelComparison, PairedClassTest } from './types.ts';
import { byId } from '../caseSample.ts';

/** Significance level (exact McNemar p) marking a class difference against the first model, in text and HTML. */
export const COMPARE_ALPHA = 0.05;

/** What the comparison checks and how it orders classes. */
export interface CompareOptions {
  floors?: readonly Floor[];
  /** Preferred class order (e.g. the suite's generators); other classes follow alphabetically. */
  classes?: readonly string[];
  /** How draft cases are verified; set only when the cases hold drafts (it then enters each model's fingerprint). */
  response?: ResponseOptions;
}


/** The compact row of a case result. */
export function toCompact(r: CaseResult): CompactCase {
  const row: CompactCase = { id: r.id, class: r.class, expected: r.expected, verdict: r.verdict, score: r.score };
  if (r.overlap !== undefined) row.overlap = r.overlap;
  return row;
}

/** A case result rebuilt from a compact row (enough for summaries: verdict, outcome, score). */
export function fromCompact(c: CompactCase): CaseResult {
  const errored = c.verdict === 'error';
  return {
    ...c,
    outcome: errored ? 'error' : c.verdict === c.expected ? 'pass' : 'fail',
    best_span: null, cos: null, lex: null, numeric_gated: false, entity_gated: false, claim: '', best_span_text: null,
  };
}

function scored(rows: readonly CompactCase[]): Array<CompactCase & { score: number }> {
  return rows.filter((r): r is CompactCase & { score: number } => r.verdict !== 'error' && r.score !== null);
}

/** Supported-vs-not metrics of compact rows. */
export function binaryMetrics(rows: readonly CompactCase[]): BinaryMetrics {
  const ok = scored(rows);
  const confusion = confusionOf(ok.map((r) => ({ positive: r.expected === 'supported', predicted: r.verdict === 'supported' })));
  return {
    n: ok.length,
    positives: confusion.tp + confusion.fn,
    confusion,
    balanced_accuracy: balancedAccuracy(confusion),
    auroc: auroc(ok.map((r) => ({ score: r.score, positive: r.expected === 'supported' }))),
  };
}

/** Share of scored cases expecting supported/partial/unsupported that got it; null without a `partial` label. */
export function threeWayAccuracy(rows: readonly CompactCase[]): number | null {
  const ok = scored(rows).filter((r) => r.expected !== 'evidence_redacted');
  if (!ok.some((r) => r.expected === 'partial')) return null;
  return ok.filter((r) => r.verdict === r.expected).length / ok.length;
}

/** Exact McNemar per class of `rows` against `reference` (paired by case id; errored pairs skipped). */
export function pairedTests(rows: readonly CompactCase[], reference: readonly CompactCase[]): Record<string, PairedClassTest> {
  const ref = new Map(reference.map((r) => [r.id, r]));
  const tests: Record<string, PairedClassTest> = {};
  for (const r of rows) {
    const other = ref.get(r.id);
    if (other === undefined || r.verdict === 'error' || other.verdict === 'error') continue;
    const t = (tests[r.class] ??= { paired: 0, b: 0, c: 0, p_value: 1 });
    const pass = r.verdict === r.expected;
    const refPass = other.verdict === other.expected;
    t.paired++;
    if (refPass && !pass) t.b++;
    if (!refPass && pass) t.c++;
  }
  for (const t of Object.values(tests)) t.p_value = mcnemarExact(t.b, t.c);
  return tests;
}

/** Summarises one model's compact rows (sorted by id) against the reference rows (null for the first model). */
export function summariseModel(
  model: ScoreModel,
  rows: readonly CompactCase[],
  reference: readonly CompactCase[] | null,
  order: readonly string[],
  floors: readonly Floor[],
  response?: Pick<ResponseOptions, 'aggregate'> & { decomposer: string },
): ModelComparison {
  const results = [...rows].sort(byId);
  const full = results.map(fromCompact);
  const classes: Record<string, ClassSummary> = {};
  for (const cls of order) {
    const of = full.filter((r) => r.class === cls);
    if (of.length > 0) classes[cls] = summariseClass(of);
  }
  const ok = scored(results);
  return {
    score_model: model.id,
    fingerprint: runFingerprint(fingerprintScoreModel(model), response),
    description: model.description,
    beta: model.fusion.beta,
    bands: model.bands,
    classes,
    floors: checkFloors(floors, classes),
    errors: results.length - ok.length,
    accuracy: ok.length > 0 ? ok.filter((r) => r.verdict === r.expected).length / ok.length : 0,
    binary: binaryMetrics(results),
    three_way_accuracy: threeWayAccuracy(results),
    vs_first: reference === null ? null : pairedTests(results, reference),
    sweep: thresholdSweep(ok.map((r) => ({ score: r.score, positive: r.expected === 'supported' })), sweepThresholds()),
    cases: results,
  };
}

/**
 * Scores `cases` under every model (vectors shared) and summarises each; `models[0]` is the paired reference. Each
 * case's overlap with its evidence is measured once and carried by every model's rows.
 */
export function compareModels(
  cases: readonly AnyCase[],
  vectors: VectorStore,
  models: readonly ScoreModel[],
  options: CompareOptions = {},
): ModelComparison[] {
  const read = createOverlapReader({ reuseGenerated: false });
  const overlaps = new Map(cases.map((c) => [c, read(c)]));
  const overlapOf = (c: AnyCase) => overlaps.get(c)!;
  const plans = createPlanCache();
  const rowsPerModel = models.map((model) =>
    scoreCases(cases, vectors, model, { overlapOf, response: options.response, plans }).map(toCompact));
  return summariseRows(models, rowsPerModel, options);
}

/** Summarises each model's compact rows; the class order is shared by every model. */
export function summariseRows(
  models: readonly ScoreModel[],
  rowsPerModel: ReadonlyArray<readonly CompactCase[]>,
  options: CompareOptions = {},
): ModelComparison[] {
  const order = classOrder(rowsPerModel.flat().map(fromCompact), options.classes ?? []);
  const r = options.response;
  const response = r === undefined ? undefined : { aggregate: r.aggregate, decomposer: r.drafts.decomposer };
  return models.map((model, i) =>
    summariseModel(model, rowsPerModel[i], i === 0 ? null : rowsPerModel[0], order, options.floors ?? [], response),
  );
}
