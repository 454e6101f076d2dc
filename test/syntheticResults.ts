/**
 * Synthetic case results and run results for tests of metrics, gate and reports (no engine, no embedder).
 */
import type { Verdict } from '../engine/types.ts';
import { createRng } from '../engine/rng.ts';
import { summarise } from '../suites/summarise.ts';
import type { CaseResult, RunMeta, RunResults, Suite } from '../suites/types.ts';

/** A case result with sensible defaults; `verdict: 'error'` gives an errored case. */
export function caseResult(over: Partial<CaseResult> & { id: string }): CaseResult {
  const expected: Verdict = over.expected ?? 'supported';
  const verdict = over.verdict ?? expected;
  const errored = verdict === 'error';
  return {
    class: 'paraphrase',
    expected,
    verdict,
    outcome: errored ? 'error' : verdict === expected ? 'pass' : 'fail',
    score: errored ? null : 0.8,
    best_span: errored ? null : 'e1',
    cos: errored ? null : 0.9,
    lex: errored ? null : 0.7,
    numeric_gated: false,
    entity_gated: false,
    claim: `claim ${over.id}`,
    best_span_text: errored ? null : `span for ${over.id}`,
    ...(errored ? { error: 'embedder test: down' } : {}),
    ...over,
  };
}

/** A small suite over two classes with floors like the adversarial suite's. */
export const TEST_SUITE: Suite = {
  id: 'test-suite',
  description: 'synthetic',
  dataset: { kind: 'corpus' },
  generators: { paraphrase: 100, 'number-swap': 100, 'entity-swap': 100 },
  seed: 7,
  floors: [
    { class: 'paraphrase', metric: 'supported_rate', min: 0.9 },
    { class: 'number-swap', metric: 'unsupported_rate', min: 0.95 },
    { class: 'entity-swap', metric: 'unsupported_rate', min: 0.95, gating: false, notice: 'limitation closed' },
  ],
};

/** Run metadata for synthetic runs. */
export function testMeta(over: Partial<RunMeta> = {}): RunMeta {
  return {
    suite: 'test-suite',
    seed: 7,
    score_model: 'v1',
    fingerprint: 'f1f1f1f1f1f1f1f1',
    bands: { supported: 0.7, partial: 0.5 },
    embed_model: 'builtin',
    embed_fingerprint: 'e0e0e0e0',
    datasets: { corpus: 'c0c0' },
    cases_hash: 'abcd',
    durations_ms: { total: 1234 },
    cache: { hits: 10, misses: 5, hit_rate: 10 / 15 },
    replay: 'verity run --seed 7',
    started_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** Verdict of a case scoring `score` under bands 0.70 / 0.50. */
function band(score: number): Verdict {
  return score >= 0.7 ? 'supported' : score >= 0.5 ? 'partial' : 'unsupported';
}

/**
 * Synthetic results: `n` cases per class of TEST_SUITE; `passRates` sets each class's share of passes (seeded).
 */
export function syntheticResults(
  passRates: Record<string, number>,
  options: { n?: number; seed?: number; meta?: Partial<RunMeta>; claims?: Record<string, string> } = {},
): RunResults {
  const n = options.n ?? 100;
  const rng = createRng(options.seed ?? 1);
  const cases: CaseResult[] = [];
  for (const cls of Object.keys(TEST_SUITE.generators)) {
    const expected: Verdict = cls === 'paraphrase' ? 'supported' : 'unsupported';
    const passing = Math.round((passRates[cls] ?? 1) * n);
    for (let i = 0; i < n; i++) {
      const pass = i < passing;
      const good = expected === 'supported' ? 0.7 + 0.3 * rng.next() : 0.45 * rng.next();
      const bad = expected === 'supported' ? 0.65 * rng.next() : 0.7 + 0.3 * rng.next();
      const score = pass ? good : bad;
      const id = `${cls}-${String(i).padStart(3, '0')}`;
      const claim = options.claims?.[id] ?? `claim ${id}`;
      cases.push(caseResult({ id, class: cls, expected, verdict: band(score), score, claim }));
    }
  }
  return summarise(cases, TEST_SUITE, testMeta(options.meta));
}
