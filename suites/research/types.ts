/**
 * The results object of `verity compare`: the same cases through several score models, side by side (SPEC B3, Part C).
 */
import type { Bands, Verdict } from '../../engine/types.ts';
import type { Aggregate } from '../aggregate.ts';
import type { CaseOverlapFacts, ClassSummary, FloorResult } from '../types.ts';
import type { Confusion, SweepPoint } from './labelMetrics.ts';

/** Paired comparison of one class against the first model (exact McNemar on discordant pairs). */
export interface PairedClassTest {
  paired: number;
  /** Cases the first model passed and this model failed. */
  b: number;
  /** Cases the first model failed and this model passed. */
  c: number;
  /** Two-sided exact McNemar p-value in [0, 1]. */
  p_value: number;
}

/** Supported-vs-not metrics (positive = expected `supported`); null fields when a label is missing. */
export interface BinaryMetrics {
  /** Scored cases counted. */
  n: number;
  positives: number;
  confusion: Confusion;
  /** (TPR + TNR) / 2 of verdict `supported` vs expected `supported`, in [0, 1]. */
  balanced_accuracy: number | null;
  /** AUROC of the claim score against expected `supported`, ties ½, in [0, 1]. */
  auroc: number | null;
}

/** A compact case row kept in compare results, so shards can be merged and numbers recomputed. */
export interface CompactCase {
  id: string;
  class: string;
  expected: Verdict;
  verdict: Verdict | 'error';
  /** Claim score in [0, 1] rounded to 6 decimals; null on error. */
  score: number | null;
  /** The case's overlap with its evidence (the same for every model). */
  overlap?: CaseOverlapFacts;
}

/** One score model's results over the shared cases. */
export interface ModelComparison {
  score_model: string;
  fingerprint: string;
  description: string;
  beta: number;
  bands: Bands;
  classes: Record<string, ClassSummary>;
  floors: FloorResult[];
  errors: number;
  /** Share of scored cases with the expected verdict, over all classes, in [0, 1]. */
  accuracy: number;
  binary: BinaryMetrics;
  /** Accuracy over supported/partial/unsupported labels; null when no case expects `partial`. */
  three_way_accuracy: number | null;
  /** Per class, paired test against the first model; null for the first model itself. */
  vs_first: Record<string, PairedClassTest> | null;
  /** Supported-vs-not sweep of the supported threshold, 0 … 1 by 0.01 (empty without both labels). */
  sweep: SweepPoint[];
  cases: CompactCase[];
}

/** Where compared cases came from, and what made them. */
export interface CompareMeta {
  /** `suite:<id>`, `cases:<file>` or `dataset:<id>/<split>`. */
  source: string;
  seed: number;
  embed_model: string;
  embed_fingerprint: string;
  datasets: Record<string, string>;
  cases_hash: string;
  total: number;
  /** The suite's class order (generators), ahead of other classes in alphabetical order. */
  class_preference: string[];
  /** Set when this is one shard of a sharded compare. */
  shard?: { index: number; count: number; total_cases: number };
  /** Set when the cases hold drafts: how they were decomposed and aggregated (it enters each model's fingerprint). */
  response?: { aggregate: Aggregate; decomposer: string };
  durations_ms: Record<string, number>;
  replay: string;
  started_at: string;
}

/** Everything `verity compare` produced; `models[0]` is the reference of the paired tests. */
export interface ComparisonResults {
  models: ModelComparison[];
  class_order: string[];
  meta: CompareMeta;
}
