/**
 * The gate (SPEC B2): floors, a paired regression test against the committed baseline of the same score model,
 * and the score-model fingerprint rule. Errors (exit 2) always win over quality failures (exit 1).
 */
import { claimHash, type Baseline } from './baseline.ts';
import { eachCase } from './caseRows.ts';
import { caseDrift, describeDrift, hasDrift } from './drift.ts';
import { describeFloor } from './floors.ts';
import { mcnemarExact } from './metrics.ts';
import type { CaseResult, ClassComparison, Comparison, FlippedCase, GateDecision, RunResults } from './types.ts';

/** Significance level of the regression test. */
export const REGRESSION_ALPHA = 0.05;

function flipOf(c: CaseResult, b: Baseline['cases'][string]): FlippedCase | null {
  if (c.outcome === 'error' || c.verdict === 'error' || c.score === null || c.outcome === b.outcome) return null;
  return {
    id: c.id,
    class: c.class,
    from: { outcome: b.outcome, verdict: b.verdict, score: b.score },
    to: { outcome: c.outcome, verdict: c.verdict, score: Math.round(c.score * 1e4) / 1e4 },
  };
}

function compareClass(pairs: Array<[CaseResult, Baseline['cases'][string]]>): ClassComparison {
  let before = 0;
  let after = 0;
  let passToFail = 0;
  let failToPass = 0;
  for (const [c, b] of pairs) {
    if (b.outcome === 'pass') before++;
    if (c.outcome === 'pass') after++;
    if (b.outcome === 'pass' && c.outcome === 'fail') passToFail++;
    if (b.outcome === 'fail' && c.outcome === 'pass') failToPass++;
  }
  const n = pairs.length;
  const p = mcnemarExact(passToFail, failToPass);
  return {
    paired: n,
    baseline_rate: n > 0 ? before / n : 0,
    rate: n > 0 ? after / n : 0,
    pass_to_fail: passToFail,
    fail_to_pass: failToPass,
    p_value: p,
    regressed: passToFail > failToPass && p < REGRESSION_ALPHA,
  };
}

/** Options of the gate. */
export interface GateOptions {
  /** Let cases that changed since the baseline through (reported as a note instead of failing the gate). */
  acceptNewCases?: boolean;
}

/** How the run's and the baseline's draft settings differ (`aggregate min → mean, …`); undefined when they agree. */
export function responseChange(results: RunResults, baseline: Baseline): string | undefined {
  const describe = (r: Baseline['response']) => (r ? `aggregate ${r.aggregate}, decomposer ${r.decomposer}` : 'no draft cases');
  const before = describe(baseline.response);
  const after = describe(results.meta.response);
  return before === after ? undefined : `${before} → ${after}`;
}

/**
 * Compares a run with a baseline: cases pair by id when their claim text matches and neither errored; the rest is
 * the cases' drift. Not comparable (no paired test) when the embedder or the draft settings differ; the fingerprint
 * rule applies whenever ids match and the draft settings agree (they enter the run fingerprint too).
 */
export function compareToBaseline(results: RunResults, baseline: Baseline, baselineFile: string, options: GateOptions = {}): Comparison {
  const responseChanged = responseChange(results, baseline);
  const comparison: Comparison = {
    baseline_file: baselineFile,
    baseline_score_model: baseline.score_model,
    baseline_fingerprint: baseline.fingerprint,
    comparable: true,
    fingerprint_changed: responseChanged === undefined && baseline.score_model === results.score_model &&
      baseline.fingerprint !== results.fingerprint,
    classes: {},
    flipped: [],
  };
  if (baseline.suite !== results.meta.suite) {
    comparison.comparable = false;
    comparison.reason = `baseline records suite ${baseline.suite}, this run is suite ${results.meta.suite}`;
    return comparison;
  }
  if (responseChanged !== undefined) {
    comparison.comparable = false;
    comparison.response_changed = responseChanged;
    comparison.reason = `draft cases were verified otherwise than in the baseline (${responseChanged})`;
    return comparison;
  }
  comparison.drift = caseDrift(results, baseline, options.acceptNewCases === true);
  if (baseline.embed_fingerprint !== results.meta.embed_fingerprint) {
    comparison.comparable = false;
    comparison.reason = `baseline was recorded with embedder ${baseline.embed_model} (${baseline.embed_fingerprint}), ` +
      `this run used ${results.embed_model} (${results.meta.embed_fingerprint})`;
    return comparison;
  }
  const pairsByClass = new Map<string, Array<[CaseResult, Baseline['cases'][string]]>>();
  for (const c of eachCase(results)) {
    const b = baseline.cases[c.id];
    if (b === undefined || c.outcome === 'error' || b.h !== claimHash(c.claim)) continue;
    pairsByClass.set(c.class, [...(pairsByClass.get(c.class) ?? []), [c, b]]);
    const flip = flipOf(c, b);
    if (flip !== null) comparison.flipped.push(flip);
  }
  for (const cls of Object.keys(results.classes)) {
    const pairs = pairsByClass.get(cls);
    if (pairs !== undefined) comparison.classes[cls] = compareClass(pairs);
  }
  if (pairsByClass.size === 0) {
    comparison.comparable = false;
    comparison.reason = 'no case of this run pairs with a baseline case (different suite, seed or corpus)';
  }
  comparison.flipped.sort((a, b) =>
    a.from.outcome === b.from.outcome ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.from.outcome === 'pass' ? -1 : 1);
  return comparison;
}

function errorReasons(results: RunResults): string[] {
  const reasons: string[] = [];
  if (results.errors > 0) {
    const first = results.cases.find((c) => c.outcome === 'error');
    reasons.push(`${results.errors} case(s) errored (harness error, not a quality result): ${first?.error ?? ''}`);
  }
  for (const f of results.floors) {
    if (f.gating && f.status === 'no-data') reasons.push(`${f.class}: no scored case for floor ${describeFloor(f)}`);
  }
  return reasons;
}

function qualityReasons(results: RunResults, comparison: Comparison | undefined): string[] {
  const reasons: string[] = [];
  for (const f of results.floors) {
    if (!f.gating || f.status !== 'missed' || f.value === null) continue;
    reasons.push(`${f.class}: ${f.metric} ${f.value.toFixed(3)} missed floor ${describeFloor(f)} ` +
      `(95% CI ${f.wilson![0].toFixed(3)}–${f.wilson![1].toFixed(3)}, ${f.successes}/${f.trials})`);
  }
  if (comparison?.response_changed !== undefined) {
    reasons.push(`draft settings differ from baseline ${comparison.baseline_file} (${comparison.response_changed}): ` +
      'the runs measure different things; record a baseline with these settings (verity baseline update --baseline FILE)');
  }
  if (comparison?.fingerprint_changed) {
    reasons.push(`score model ${results.score_model}: fingerprint changed (${comparison.baseline_fingerprint} → ` +
      `${results.fingerprint}) without a new id; give changed parameters a new score-model id`);
  }
  const drift = comparison?.drift;
  if (drift !== undefined && !drift.accepted && hasDrift(drift)) {
    reasons.push(`cases changed since baseline ${comparison!.baseline_file}: ${describeDrift(drift, results.meta.cases_hash)}; ` +
      'changed cases cannot be paired, so a regression among them would go unseen: pass --accept-new-cases to gate ' +
      'anyway, then record them with verity baseline update');
  }
  for (const [cls, c] of Object.entries(comparison?.comparable ? comparison.classes : {})) {
    if (!c.regressed) continue;
    const flipped = comparison!.flipped.filter((f) => f.class === cls && f.from.outcome === 'pass').map((f) => f.id);
    reasons.push(`${cls}: regressed against baseline ${c.baseline_rate.toFixed(3)} → ${c.rate.toFixed(3)} ` +
      `(McNemar exact p = ${c.p_value.toPrecision(3)}, ${c.pass_to_fail} pass→fail vs ${c.fail_to_pass} fail→pass); ` +
      `flipped pass→fail: ${flipped.join(', ')}`);
  }
  return reasons;
}

/** The gate's decision: exit 2 on any harness error, else exit 1 on a missed floor, regression or fingerprint change. */
export function decideGate(results: RunResults, comparison: Comparison | undefined): GateDecision {
  const errors = errorReasons(results);
  const quality = qualityReasons(results, comparison);
  if (errors.length > 0) return { status: 'errored', exit_code: 2, reasons: [...errors, ...quality] };
  if (quality.length > 0) return { status: 'failed', exit_code: 1, reasons: quality };
  return { status: 'passed', exit_code: 0, reasons: [] };
}

/** Attaches the comparison and the gate decision to the results (what the reports render). */
export function applyGate(results: RunResults, baseline: Baseline | null, baselineFile: string, options: GateOptions = {}): RunResults {
  const comparison = baseline === null ? undefined : compareToBaseline(results, baseline, baselineFile, options);
  const gate = decideGate(results, comparison);
  if (comparison === undefined) gate.notes = [`no baseline at ${baselineFile}: regression check skipped (floors checked)`];
  else if (!comparison.comparable) gate.notes = [`regression check skipped: ${comparison.reason}`];
  const drift = comparison?.drift;
  if (drift?.accepted && hasDrift(drift)) {
    gate.notes = [...(gate.notes ?? []), `cases changed since the baseline, accepted (--accept-new-cases): ${describeDrift(drift, results.meta.cases_hash)}`];
  }
  return { ...results, status: gate.status, ...(comparison ? { comparison } : {}), gate };
}
