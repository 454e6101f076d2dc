/**
 * The HTML report's view model: everything the template shows, derived from a RunResults only.
 * Untrusted text stays raw here; the template's `{{ }}` escapes it. Only chart SVG (built from numbers and escaped
 * labels in charts.ts) is inserted unescaped.
 */
import path from 'node:path';
import { caseCount } from '../suites/caseRows.ts';
import { SAMPLE_MISSED_PER_CLASS, SAMPLE_WORST_PER_CLASS } from '../suites/caseSample.ts';
import { describeFloor } from '../suites/floors.ts';
import { classMetric, metricChange } from '../suites/metrics.ts';
import type { CaseResult, FloorResult, RunResults } from '../suites/types.ts';
import { histogramChart, overlapHistogramChart, rateChart, type RateRow } from './charts.ts';
import { draftView, type DraftView } from './draftView.ts';
import { highlightPair, type Segment } from './highlight.ts';

/** Worst cases shown per class (a large run's sample keeps as many: suites/caseSample.ts). */
export const WORST_PER_CLASS = SAMPLE_WORST_PER_CLASS;
/** Missed cases listed in full before the list is truncated. */
export const MISSED_LISTED = 500;

const num = (x: number | null | undefined, digits = 3): string => (x === null || x === undefined ? '—' : x.toFixed(digits));

interface CaseView {
  id: string;
  class: string;
  expected: string;
  verdict: string;
  outcome: string;
  score: string;
  cos: string;
  lex: string;
  numericGated: boolean;
  bestSpan: string;
  transform: string;
  claim: Segment[];
  span: Segment[];
  /** Draft cases: the draft with its claims marked, one row per claim, and the redacted text; null for a claim. */
  draft: DraftView | null;
}

function caseView(c: CaseResult): CaseView {
  const { claim, span } = highlightPair(c.claim, c.best_span_text);
  return {
    id: c.id, class: c.class, expected: c.expected, verdict: c.verdict, outcome: c.outcome,
    score: num(c.score), cos: num(c.cos), lex: num(c.lex), numericGated: c.numeric_gated,
    bestSpan: c.best_span ?? '—', transform: c.transform ?? '', claim, span, draft: draftView(c),
  };
}

/** Cases of a class ranked worst first: lowest scores when `supported` is expected, otherwise highest. */
export function worstCases(cases: readonly CaseResult[], cls: string, limit = WORST_PER_CLASS): CaseResult[] {
  const scored = cases.filter((c) => c.class === cls && c.score !== null);
  const up = scored[0]?.expected === 'supported';
  return [...scored]
    .sort((a, b) => (up ? a.score! - b.score! : b.score! - a.score!) || (a.id < b.id ? -1 : 1))
    .slice(0, limit);
}

function floorOf(results: RunResults, cls: string): FloorResult | undefined {
  return results.floors.find((f) => f.class === cls);
}

function rateRows(results: RunResults): RateRow[] {
  return Object.entries(results.classes).map(([cls, s]) => {
    const floor = floorOf(results, cls);
    const value = floor?.value ?? s.rate;
    return {
      label: cls,
      rate: value,
      wilson: floor?.wilson ?? s.wilson,
      floor: floor ? { threshold: floor.threshold, bound: floor.bound, gating: floor.gating } : null,
      status: floor ? (floor.gating ? floor.status : 'watch') : 'none',
    };
  });
}

function classRows(results: RunResults) {
  return Object.entries(results.classes).map(([cls, s]) => {
    const floor = floorOf(results, cls);
    return {
      id: cls, expected: s.expected, n: s.n, supported: s.supported, partial: s.partial, unsupported: s.unsupported,
      redacted: s.evidence_redacted, errors: s.errors, rate: num(s.rate), ci: `${num(s.wilson[0])}–${num(s.wilson[1])}`,
      floor: floor ? describeFloor(floor) : '—',
      floorStatus: floor ? (floor.gating ? floor.status : `${floor.status} (measured)`) : 'none',
      floorClass: floor ? (floor.gating ? floor.status : 'watch') : 'none',
      mean: num(s.score_mean),
      median: num(s.score_quantiles?.p50),
      histogram: histogramChart(s.score_histogram, results.meta.bands, cls),
      jaccard: num(s.overlap?.jaccard_median, 2),
      coverage: num(s.overlap?.coverage_median, 2),
      overlapHistogram: s.overlap ? overlapHistogramChart(s.overlap.jaccard_histogram, s.overlap.jaccard_median, cls) : '',
      worstTitle: s.expected === 'supported' ? 'lowest-scoring' : 'highest-scoring',
      worst: worstCases(results.cases, cls).map(caseView),
    };
  });
}

function comparisonView(results: RunResults) {
  const c = results.comparison;
  if (c === undefined) return null;
  return {
    file: c.baseline_file, model: c.baseline_score_model, fingerprint: c.baseline_fingerprint,
    comparable: c.comparable, reason: c.reason ?? '', fingerprintChanged: c.fingerprint_changed,
    classes: Object.entries(c.classes).map(([cls, k]) => ({
      id: cls, paired: k.paired, before: num(k.baseline_rate), after: num(k.rate), passToFail: k.pass_to_fail,
      failToPass: k.fail_to_pass, p: k.p_value.toPrecision(3), regressed: k.regressed,
      change: results.classes[cls] === undefined ? 'same' : metricChange(classMetric('rate'), results.classes[cls].expected, k.baseline_rate, k.rate),
    })),
    flipped: c.flipped.map((f) => ({
      id: f.id, class: f.class, direction: `${f.from.outcome} → ${f.to.outcome}`, worse: f.from.outcome === 'pass',
      from: `${f.from.verdict} ${num(f.from.score)}`, to: `${f.to.verdict} ${num(f.to.score)}`,
    })),
  };
}

function metaRows(results: RunResults): Array<{ key: string; value: string }> {
  const m = results.meta;
  const rows: Array<[string, string]> = [
    ['suite', m.suite], ['seed', String(m.seed)], ['score model', `${m.score_model} (fingerprint ${m.fingerprint})`],
    ['bands', `supported ≥ ${m.bands.supported}, partial ≥ ${m.bands.partial}`],
    ['embedder', `${m.embed_model} (fingerprint ${m.embed_fingerprint})`],
    ...Object.entries(m.datasets).map(([k, v]): [string, string] => [`dataset ${k}`, v]),
    ['cases hash', m.cases_hash],
    ...(m.response ? [['draft cases', `${m.response.drafts} drafts, ${m.response.claims} claims (${m.response.no_claims} drafts without a claim); ` +
      `decomposer ${m.response.decomposer}, aggregate ${m.response.aggregate}`] as [string, string]] : []),
    ['durations', Object.entries(m.durations_ms).map(([k, v]) => `${k} ${(v / 1000).toFixed(2)} s`).join(', ')],
    ['embedding cache', m.cache ? `${m.cache.hits} hits, ${m.cache.misses} misses (hit rate ${num(m.cache.hit_rate)})` : 'off'],
    ['replay', m.replay], ['started', m.started_at],
  ];
  return rows.map(([key, value]) => ({ key, value }));
}

/** The complete view model of one run's HTML report. */
export function buildHtmlView(results: RunResults) {
  const missed = results.cases.filter((c) => c.outcome !== 'pass');
  // A large run holds a sample of its rows: the totals come from the class summaries.
  const missedTotal = Object.values(results.classes).reduce((n, s) => n + s.n - s.passed, 0);
  return {
    title: `Verity ${results.meta.suite} · ${results.score_model}`,
    suite: results.meta.suite,
    scoreModel: results.score_model,
    fingerprint: results.fingerprint,
    embedModel: results.embed_model,
    status: results.status,
    total: caseCount(results),
    sampled: results.case_rows === undefined ? null : {
      worst: SAMPLE_WORST_PER_CLASS, missed: SAMPLE_MISSED_PER_CLASS, file: path.basename(results.case_rows.file),
    },
    errors: results.errors,
    gateReasons: results.gate?.reasons ?? [],
    gateNotes: results.gate?.notes ?? [],
    notices: results.notices,
    rateChart: rateChart(rateRows(results)),
    classes: classRows(results),
    missed: missed.slice(0, MISSED_LISTED).map((c) => ({
      id: c.id, class: c.class, expected: c.expected, verdict: c.verdict, score: num(c.score), error: c.error ?? '',
    })),
    missedTotal,
    missedTruncated: Math.min(missed.length, MISSED_LISTED) < missedTotal,
    comparison: comparisonView(results),
    meta: metaRows(results),
  };
}
