/**
 * Committed baselines, one per suite and score model: `suites/baselines/<score_model>.json` for the default suite,
 * `suites/baselines/<suite>/<score_model>.json` for any other. Per-case outcomes of a reference run, written one case
 * a line so a diff shows exactly which cases moved.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VerityError } from '../engine/errors.ts';
import type { Verdict } from '../engine/types.ts';
import { hash32 } from '../engine/rng.ts';
import { eachCase } from './caseRows.ts';
import { DEFAULT_SUITE } from './registry.ts';
import { BASELINE_SHAPE } from './resultShapes.ts';
import { checkShape } from './shape.ts';
import { readJsonFile } from '../engine/io/readText.ts';
import type { ResponseMeta, RunResults } from './types.ts';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';
import { sourceDirOf } from '../engine/io/sourceDir.ts';

/** Directory of the committed baselines (absolute). */
export const DEFAULT_BASELINE_DIR = path.join(sourceDirOf(import.meta.url), 'baselines');

/** One case as the baseline remembers it. `h`: hash of the claim text, so a regenerated case never pairs wrongly. */
export interface BaselineCase {
  class: string;
  verdict: Verdict;
  outcome: 'pass' | 'fail';
  /** Score rounded to 4 decimals. */
  score: number;
  h: string;
}

/** A baseline file: the reference run's identity and every scored case by id. */
export interface Baseline {
  format: 1;
  suite: string;
  seed: number;
  score_model: string;
  fingerprint: string;
  embed_model: string;
  embed_fingerprint: string;
  datasets: Record<string, string>;
  cases_hash: string;
  /** How draft cases were decomposed and aggregated; absent for a run without draft cases. */
  response?: Pick<ResponseMeta, 'aggregate' | 'decomposer'>;
  classes: Record<string, { n: number; rate: number }>;
  cases: Record<string, BaselineCase>;
}

/** Path of the baseline of a score model on a suite (default: the default suite, whose baselines sit in `dir` itself). */
export function baselinePath(scoreModel: string, dir: string = DEFAULT_BASELINE_DIR, suite: string = DEFAULT_SUITE): string {
  return suite === DEFAULT_SUITE ? path.join(dir, `${scoreModel}.json`) : path.join(dir, suite, `${scoreModel}.json`);
}

/** 8 hex chars identifying a claim text. */
export function claimHash(claim: string): string {
  return hash32(claim).toString(16).padStart(8, '0');
}

/** The baseline of a run; throws VerityError `errored-baseline` when a case errored (never record an outage). */
export function toBaseline(results: RunResults): Baseline {
  if (results.errors > 0) {
    throw new VerityError('errored-baseline', `baseline: the run had ${results.errors} errored cases; not recording it`);
  }
  const cases: Record<string, BaselineCase> = {};
  for (const c of eachCase(results)) {
    if (c.verdict === 'error' || c.outcome === 'error' || c.score === null) continue;
    const score = Math.round(c.score * 1e4) / 1e4;
    cases[c.id] = { class: c.class, verdict: c.verdict, outcome: c.outcome, score, h: claimHash(c.claim) };
  }
  const m = results.meta;
  return {
    format: 1,
    suite: m.suite,
    seed: m.seed,
    score_model: results.score_model,
    fingerprint: results.fingerprint,
    embed_model: results.embed_model,
    embed_fingerprint: m.embed_fingerprint,
    datasets: m.datasets,
    cases_hash: m.cases_hash,
    ...(m.response ? { response: { aggregate: m.response.aggregate, decomposer: m.response.decomposer } } : {}),
    classes: Object.fromEntries(Object.entries(results.classes).map(([k, s]) => [k, { n: s.n, rate: s.rate }])),
    cases,
  };
}

/** Deterministic text of a baseline: header keys first, then one case per line (cases sorted by id). */
export function formatBaseline(b: Baseline): string {
  const { cases, ...header } = b;
  const head = JSON.stringify(header, null, 2).replace(/\n}$/, '');
  const ids = Object.keys(cases).sort();
  const lines = ids.map((id) => `    ${JSON.stringify(id)}: ${JSON.stringify(cases[id])}`);
  return `${head},\n  "cases": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/** Writes a baseline atomically (creating its directory): a failed write leaves the previous file whole. */
export function writeBaseline(file: string, baseline: Baseline): void {
  writeTextAtomic(file, formatBaseline(baseline));
}

/** Reads a baseline, or null when the file does not exist; throws VerityError `bad-baseline` on a malformed one. */
export function readBaseline(file: string): Baseline | null {
  if (!fs.existsSync(file)) return null;
  const parsed = readJsonFile(file, { owner: 'baseline', what: 'baseline file', code: 'bad-baseline' });
  return checkShape<Baseline>(parsed, BASELINE_SHAPE, { owner: 'baseline', file, code: 'bad-baseline' });
}
