/**
 * Shapes of the files Verity reads back: a run's results.json (re-rendered, merged), a committed baseline, and a
 * compare.json shard. Each lists what the readers use, so a malformed file fails with the field it lacks.
 */
import { VerityError } from '../engine/errors.ts';
import { AGGREGATES } from './aggregate.ts';
import type { Shape } from './shape.ts';

const num: Shape = 'number';
const int: Shape = 'integer';
const str: Shape = 'string';
const VERDICT: Shape = { oneOf: ['supported', 'partial', 'unsupported', 'evidence_redacted'] };
const numbers: Shape = { arrayOf: num };

/** One class summary (suites/types.ts ClassSummary). */
export const CLASS_SUMMARY_SHAPE: Shape = {
  object: {
    expected: VERDICT, n: int, supported: int, partial: int, unsupported: int, evidence_redacted: int, errors: int,
    passed: int, rate: num, wilson: numbers, score_mean: { nullable: num },
    score_quantiles: { nullable: { object: { p05: num, p25: num, p50: num, p75: num, p95: num } } }, score_histogram: numbers,
  },
};

/** One checked floor (FloorResult). */
export const FLOOR_RESULT_SHAPE: Shape = {
  object: {
    class: str, metric: str, bound: { oneOf: ['min', 'max'] }, threshold: num, gating: 'boolean', label: str,
    value: { nullable: num }, successes: int, trials: int, wilson: { nullable: numbers },
    status: { oneOf: ['met', 'missed', 'no-data'] },
  },
  optional: ['label'],
};

/** One claim of a decomposed draft (ClaimResult). */
const CLAIM_RESULT: Shape = {
  object: {
    text: str, draft_span: { arrayOf: int }, verdict: VERDICT, score: num, best_span: { nullable: str }, cos: { nullable: num },
    lex: { nullable: num }, numeric_gated: 'boolean', entity_gated: 'boolean', mass: num,
  },
};

const AGGREGATE: Shape = { oneOf: AGGREGATES };

/** One case row of results.json `cases`, or one line of a large run's results.jsonl. */
export const CASE_RESULT: Shape = {
  object: {
    id: str, class: str, expected: VERDICT, verdict: { oneOf: ['supported', 'partial', 'unsupported', 'evidence_redacted', 'error'] },
    outcome: { oneOf: ['pass', 'fail', 'error'] }, score: { nullable: num }, best_span: { nullable: str },
    cos: { nullable: num }, lex: { nullable: num }, numeric_gated: 'boolean', entity_gated: 'boolean', claim: str,
    best_span_text: { nullable: str }, transform: str, error: str,
    claims: { arrayOf: CLAIM_RESULT }, draft_mass: num, aggregate: AGGREGATE, delivered: str,
  },
  optional: ['transform', 'error', 'entity_gated', 'claims', 'draft_mass', 'aggregate', 'delivered'],
};

const OUTCOME_AT = { object: { outcome: { oneOf: ['pass', 'fail'] }, verdict: VERDICT, score: num } } as const;

const COMPARISON: Shape = {
  object: {
    baseline_file: str, baseline_score_model: str, baseline_fingerprint: str, comparable: 'boolean', reason: str,
    fingerprint_changed: 'boolean',
    classes: { recordOf: { object: { paired: int, baseline_rate: num, rate: num, pass_to_fail: int, fail_to_pass: int, p_value: num, regressed: 'boolean' } } },
    flipped: { arrayOf: { object: { id: str, class: str, from: OUTCOME_AT, to: OUTCOME_AT } } },
    drift: {
      object: {
        baseline_cases_hash: str, cases_hash_changed: 'boolean', added: { arrayOf: str }, missing: { arrayOf: str },
        changed: { arrayOf: str }, accepted: 'boolean',
      },
    },
    response_changed: str,
  },
  optional: ['reason', 'drift', 'response_changed'],
};

const SHARD_META: Shape = {
  object: {
    index: int, count: int, total_cases: int, command: { oneOf: ['run', 'gate'] }, baseline_file: str,
    floors: { arrayOf: 'any' }, classes: { arrayOf: str }, accept_new_cases: 'boolean',
  },
  optional: ['accept_new_cases'],
};

const RUN_META: Shape = {
  object: {
    suite: str, seed: int, score_model: 'id', fingerprint: str, bands: { object: { supported: num, partial: num } },
    embed_model: str, embed_fingerprint: str, datasets: { recordOf: str }, cases_hash: str, durations_ms: { recordOf: num },
    cache: { nullable: { object: { hits: int, misses: int, hit_rate: num } } }, replay: str, started_at: str, shard: SHARD_META,
    response: { object: { aggregate: AGGREGATE, decomposer: str, drafts: int, claims: int, no_claims: int } },
  },
  optional: ['shard', 'response'],
};

/** Layout version a run's results object is written in (results.json, summary.json, `verity run --json`). */
export const RESULTS_FORMAT = 1 as const;

/**
 * A parsed results object in the current format: one without `format` (written before results carried one) is read as
 * format 1; any other format throws VerityError `bad-results-format` naming the file.
 */
export function withResultsFormat(parsed: unknown, where: { owner: string; file: string }): unknown {
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return parsed;
  const format = (parsed as { format?: unknown }).format;
  if (format === undefined) return { ...parsed, format: RESULTS_FORMAT };
  if (format === RESULTS_FORMAT) return parsed;
  throw new VerityError('bad-results-format', `${where.owner}: ${where.file}: results format ${JSON.stringify(format)} ` +
    `is not one this version reads (format ${RESULTS_FORMAT}, or none for files written before formats)`);
}

/** A run's results object (suites/types.ts RunResults), as results.json holds it. */
export const RUN_RESULTS_SHAPE: Shape = {
  object: {
    format: { oneOf: [RESULTS_FORMAT] },
    score_model: 'id', embed_model: str, fingerprint: str, status: { oneOf: ['passed', 'failed', 'errored'] },
    classes: { recordOf: CLASS_SUMMARY_SHAPE }, floors: { arrayOf: FLOOR_RESULT_SHAPE }, notices: { arrayOf: str },
    errors: int, cases: { arrayOf: CASE_RESULT }, comparison: COMPARISON,
    case_rows: { object: { format: { oneOf: ['jsonl'] }, file: str, total: int } },
    gate: { object: { status: { oneOf: ['passed', 'failed', 'errored'] }, exit_code: { oneOf: [0, 1, 2] }, reasons: { arrayOf: str }, notes: { arrayOf: str } }, optional: ['notes'] },
    meta: RUN_META,
  },
  optional: ['comparison', 'gate', 'case_rows'],
};

/** A committed baseline (suites/baseline.ts Baseline). */
export const BASELINE_SHAPE: Shape = {
  object: {
    format: { oneOf: [1] }, suite: str, seed: int, score_model: str, fingerprint: str, embed_model: str, embed_fingerprint: str,
    datasets: { recordOf: str }, cases_hash: str, classes: { recordOf: { object: { n: int, rate: num } } },
    cases: { recordOf: { object: { class: str, verdict: VERDICT, outcome: { oneOf: ['pass', 'fail'] }, score: num, h: str } } },
    response: { object: { aggregate: AGGREGATE, decomposer: str } },
  },
  optional: ['response'],
};

/** A compare.json (suites/research/types.ts ComparisonResults), as `verity merge` reads its shards. */
export const COMPARISON_RESULTS_SHAPE: Shape = {
  object: {
    models: {
      arrayOf: {
        object: {
          score_model: 'id', fingerprint: str, classes: { recordOf: CLASS_SUMMARY_SHAPE }, floors: { arrayOf: FLOOR_RESULT_SHAPE },
          errors: int,
          cases: {
            arrayOf: {
              object: {
                id: str, class: str, expected: VERDICT, score: { nullable: num },
                verdict: { oneOf: ['supported', 'partial', 'unsupported', 'evidence_redacted', 'error'] },
              },
            },
          },
        },
      },
    },
    class_order: { arrayOf: str },
    meta: {
      object: {
        source: str, seed: int, embed_model: str, embed_fingerprint: str, datasets: { recordOf: str }, cases_hash: str,
        total: int, class_preference: { arrayOf: str }, durations_ms: { recordOf: num }, replay: str, started_at: str,
        shard: { object: { index: int, count: int, total_cases: int } },
      },
      optional: ['shard'],
    },
  },
};
