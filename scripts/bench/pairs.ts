/**
 * Matcher throughput: (claim, span) pairs scored per second by scoreClaim on 10-span plans prepared once.
 */
import { performance } from 'node:perf_hooks';
import { createRng, type Rng } from '../../generators/rng.ts';
import { preparePlan, scoreClaim, type PreparedPlan } from '../../engine/match.ts';
import type { EvidenceSpan, ScoreModel } from '../../engine/types.ts';

/** Options of the pairs benchmark. */
export interface PairsBenchOptions {
  spansPerPlan: number;
  plans: number;
  claimsPerPlan: number;
  dimensions: number;
  runs: number;
  seed: number;
}

/** Result of the pairs benchmark: median pairs/s over runs, and the workload. */
export interface PairsBenchResult {
  pairs_per_s: number;
  /** Rate of the fastest run (the least disturbed by other processes). */
  best_pairs_per_s: number;
  /** Median rate over CPU time of this process (less sensitive to other processes sharing the cores). */
  pairs_per_cpu_s: number;
  pairs_per_run: number;
  claims_per_run: number;
  run_ms: number[];
}

/** A seeded random unit vector. */
function unitVector(rng: Rng, dimensions: number): Float32Array {
  const v = new Float32Array(dimensions);
  let norm = 0;
  for (let i = 0; i < dimensions; i++) {
    v[i] = rng.next() * 2 - 1;
    norm += v[i] * v[i];
  }
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < dimensions; i++) v[i] *= scale;
  return v;
}

interface Workload {
  plan: PreparedPlan;
  spanVectors: Float32Array[];
  claims: Array<{ text: string; citedMarkers: string[]; vector: Float32Array }>;
}

/** Claims near the plan's evidence: a span verbatim, with a word dropped, or with a changed figure. */
function claimText(rng: Rng, span: string): string {
  const words = span.split(' ');
  const kind = rng.int(3);
  if (kind === 0 || words.length < 3) return span;
  if (kind === 1) return words.filter((_, i) => i !== rng.int(words.length)).join(' ');
  return span.replace(/\d+/, (d) => String(Number(d) + 1));
}

function buildWorkloads(sentences: readonly string[], model: ScoreModel, o: PairsBenchOptions): Workload[] {
  const rng = createRng(o.seed);
  return Array.from({ length: o.plans }, (_, p) => {
    const spans: EvidenceSpan[] = Array.from({ length: o.spansPerPlan }, (_, k) => ({
      id: `p${p}s${k}`,
      text: sentences[(p * o.spansPerPlan + k) % sentences.length],
    }));
    const claims = Array.from({ length: o.claimsPerPlan }, () => ({
      text: claimText(rng, rng.pick(spans).text),
      citedMarkers: rng.next() < 0.5 ? [`S${1 + rng.int(o.spansPerPlan)}`] : [],
      vector: unitVector(rng, o.dimensions),
    }));
    return { plan: preparePlan(spans, model), spanVectors: spans.map(() => unitVector(rng, o.dimensions)), claims };
  });
}

/**
 * Times scoreClaim over every claim of every plan (plans prepared once, vectors seeded random unit vectors), `runs`
 * times after one warm-up; pairs are the candidates scored (cited ∪ top-m); reports the median rate.
 */
export function benchPairs(sentences: readonly string[], model: ScoreModel, options: PairsBenchOptions): PairsBenchResult {
  const workloads = buildWorkloads(sentences, model, options);
  const once = (): { pairs: number; ms: number; cpuMs: number } => {
    let pairs = 0;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    for (const w of workloads) {
      for (const c of w.claims) pairs += scoreClaim(c, c.vector, w.spanVectors, w.plan, model).candidatesConsidered;
    }
    const ms = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    return { pairs, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
  };
  once();
  const runs = Array.from({ length: options.runs }, once);
  const rates = runs.map((r) => (r.pairs / r.ms) * 1000).sort((a, b) => a - b);
  const cpuRates = runs.map((r) => (r.pairs / Math.max(r.cpuMs, 1e-3)) * 1000).sort((a, b) => a - b);
  return {
    pairs_per_s: Math.round(rates[Math.floor(rates.length / 2)]),
    best_pairs_per_s: Math.round(rates[rates.length - 1]),
    pairs_per_cpu_s: Math.round(cpuRates[Math.floor(cpuRates.length / 2)]),
    pairs_per_run: runs[0].pairs,
    claims_per_run: options.plans * options.claimsPerPlan,
    run_ms: runs.map((r) => Math.round(r.ms * 10) / 10),
  };
}
