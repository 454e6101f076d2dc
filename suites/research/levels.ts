/**
 * Claim level against response level on one labelled dataset, LLM-AggreFact style: every variant (a score model at
 * claim level; a score model × an aggregation at response level) gets its decision threshold tuned on dev and its
 * balanced accuracy and AUROC measured on test. The best variant of a level is the one with the best mean dev
 * balanced accuracy over the datasets (never picked on test). Pure: scored rows in, numbers out.
 */
import { AGGREGATES, aggregateScore, type Aggregate } from '../aggregate.ts';
import type { CaseResult } from '../types.ts';
import { auroc, type LabelledScore } from './labelMetrics.ts';
import { balancedAccuracyAt, tuneThreshold } from './threshold.ts';

/** A case level. */
export type Level = 'claim' | 'response';

/** One variant: `v1` at claim level, `v1 · min` at response level. */
export interface Variant {
  level: Level;
  model: string;
  aggregate?: Aggregate;
}

/** The label of a variant, e.g. `lex-only · mass`. */
export function variantId(v: Variant): string {
  return v.aggregate === undefined ? v.model : `${v.model} · ${v.aggregate}`;
}

/** What one variant measures on one dataset. */
export interface LevelCell {
  /** The threshold tuned on dev (predict supported iff score ≥ it); null without both labels on dev. */
  threshold: number | null;
  dev_balanced_accuracy: number | null;
  /** Balanced accuracy on test at the dev-tuned threshold. */
  test_balanced_accuracy: number | null;
  dev_auroc: number | null;
  test_auroc: number | null;
  n_dev: number;
  n_test: number;
}

/** Scored, labelled points of case results (errored cases left out); positive = expected `supported`. */
export function pointsOf(results: readonly CaseResult[], score: (r: CaseResult) => number | null = (r) => r.score): LabelledScore[] {
  return results.flatMap((r) => {
    const s = r.outcome === 'error' ? null : score(r);
    return s === null ? [] : [{ score: s, positive: r.expected === 'supported' }];
  });
}

/** A variant's cell from its dev and test points. */
export function levelCell(dev: readonly LabelledScore[], test: readonly LabelledScore[]): LevelCell {
  const tuned = tuneThreshold(dev);
  return {
    threshold: tuned?.threshold ?? null,
    dev_balanced_accuracy: tuned?.balanced_accuracy ?? null,
    test_balanced_accuracy: tuned === null ? null : balancedAccuracyAt(test, tuned.threshold),
    dev_auroc: auroc(dev),
    test_auroc: auroc(test),
    n_dev: dev.length,
    n_test: test.length,
  };
}

/** Scores of a response-level result re-aggregated (claims carry score and mass, the result its draft's mass). */
export function reaggregated(aggregate: Aggregate): (r: CaseResult) => number | null {
  return (r) => (r.claims === undefined ? null : aggregateScore(r.claims, aggregate, r.draft_mass));
}

/** Every variant's cell on one dataset from each model's dev and test results at both levels. */
export function datasetCells(
  perModel: ReadonlyArray<{ model: string; claim: { dev: CaseResult[]; test: CaseResult[] }; response: { dev: CaseResult[]; test: CaseResult[] } }>,
): Map<string, { variant: Variant; cell: LevelCell }> {
  const cells = new Map<string, { variant: Variant; cell: LevelCell }>();
  for (const m of perModel) {
    const claim: Variant = { level: 'claim', model: m.model };
    cells.set(key(claim), { variant: claim, cell: levelCell(pointsOf(m.claim.dev), pointsOf(m.claim.test)) });
    for (const aggregate of AGGREGATES) {
      const variant: Variant = { level: 'response', model: m.model, aggregate };
      const score = reaggregated(aggregate);
      cells.set(key(variant), { variant, cell: levelCell(pointsOf(m.response.dev, score), pointsOf(m.response.test, score)) });
    }
  }
  return cells;
}

/** Map key of a variant: its level and label. */
export function key(v: Variant): string {
  return `${v.level}:${variantId(v)}`;
}

const mean = (xs: ReadonlyArray<number | null>): number | null => {
  const ok = xs.filter((x): x is number => x !== null);
  return ok.length === xs.length && ok.length > 0 ? ok.reduce((a, b) => a + b, 0) / ok.length : null;
};

/** Mean of a cell field over datasets; null when any dataset lacks it. */
export function meanOf(datasets: ReadonlyArray<Map<string, { cell: LevelCell }>>, k: string, field: keyof LevelCell): number | null {
  return mean(datasets.map((d) => (d.get(k)?.cell[field] as number | null | undefined) ?? null));
}

/**
 * The best variant of a level: the best mean dev balanced accuracy (at each dataset's dev-tuned threshold) over the
 * datasets; ties keep the first in `variants` order.
 */
export function bestVariant(datasets: ReadonlyArray<Map<string, { variant: Variant; cell: LevelCell }>>, level: Level): Variant | null {
  let best: { variant: Variant; score: number } | null = null;
  for (const { variant } of datasets[0]?.values() ?? []) {
    if (variant.level !== level) continue;
    const score = meanOf(datasets, key(variant), 'dev_balanced_accuracy');
    if (score !== null && (best === null || score > best.score)) best = { variant, score };
  }
  return best?.variant ?? null;
}
