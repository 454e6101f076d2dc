/**
 * Matcher throughput: (claim, span) pairs scored per second by scoreClaim on 10-span plans prepared once, as in a run
 * (one text store, plans cached run-wide, so each unique text is analysed once), and with every claim new to a fresh
 * store (each round pays the claims' tokenising, counting and numerics once, as a run does for each new claim).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createRng, type Rng } from '../../engine/rng.ts';
import { preparePlan, scoreClaim, type PreparedPlan } from '../../engine/match.ts';
import { createTextStore } from '../../engine/textStore.ts';
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

/** Median, minimum and maximum of a rate over rounds. */
export interface RateSpread {
  median: number;
  min: number;
  max: number;
}

/** Result of the pairs benchmark: rates over rounds (wall clock and CPU time of this process), and the workload. */
export interface PairsBenchResult {
  /** Median wall-clock rate over rounds, texts analysed once (the run's steady state). */
  pairs_per_s: number;
  /** Rate of the fastest round (the least disturbed by other processes). */
  best_pairs_per_s: number;
  /** Median rate over CPU time of this process (less sensitive to other processes sharing the cores). */
  pairs_per_cpu_s: number;
  wall: RateSpread;
  cpu: RateSpread;
  /** The same over CPU time when every claim is new to the round's text store (tokenised, counted, read once). */
  new_claims_cpu: RateSpread;
  pairs_per_run: number;
  claims_per_run: number;
  run_ms: number[];
  /** 1-minute load average before and after the rounds (the machine is shared). */
  load: [number, number];
  cores: number;
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
  spans: EvidenceSpan[];
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

function buildWorkloads(sentences: readonly string[], o: PairsBenchOptions): Workload[] {
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
    return { spans, spanVectors: spans.map(() => unitVector(rng, o.dimensions)), claims };
  });
}

/** Plans of every workload prepared in one fresh text store (untimed: plans are prepared once per run). */
function preparePlans(workloads: readonly Workload[], model: ScoreModel): PreparedPlan[] {
  const store = createTextStore();
  return workloads.map((w) => preparePlan(w.spans, model, store));
}

interface Round {
  pairs: number;
  ms: number;
  cpuMs: number;
}

function timeRound(workloads: readonly Workload[], plans: readonly PreparedPlan[], model: ScoreModel): Round {
  let pairs = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  workloads.forEach((w, p) => {
    for (const c of w.claims) pairs += scoreClaim(c, c.vector, w.spanVectors, plans[p], model).candidatesConsidered;
  });
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { pairs, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

function spread(rates: number[]): RateSpread {
  const sorted = [...rates].sort((a, b) => a - b);
  return {
    median: Math.round(sorted[Math.floor(sorted.length / 2)]),
    min: Math.round(sorted[0]),
    max: Math.round(sorted[sorted.length - 1]),
  };
}

/**
 * Times scoreClaim over every claim of every plan, `runs` rounds after one warm-up; pairs are the candidates scored
 * (cited ∪ top-m); vectors are seeded random unit vectors. Steady state: one store and one set of plans for all rounds.
 * New claims: each round a fresh store and fresh plans (prepared untimed), so each claim is analysed in the round.
 */
export function benchPairs(sentences: readonly string[], model: ScoreModel, options: PairsBenchOptions): PairsBenchResult {
  const workloads = buildWorkloads(sentences, options);
  const loadBefore = os.loadavg()[0];
  const plans = preparePlans(workloads, model);
  timeRound(workloads, plans, model);
  const runs = Array.from({ length: options.runs }, () => timeRound(workloads, plans, model));
  const fresh = Array.from({ length: options.runs }, () => timeRound(workloads, preparePlans(workloads, model), model));
  const wall = spread(runs.map((r) => (r.pairs / r.ms) * 1000));
  const cpu = spread(runs.map((r) => (r.pairs / Math.max(r.cpuMs, 1e-3)) * 1000));
  return {
    pairs_per_s: wall.median,
    best_pairs_per_s: wall.max,
    pairs_per_cpu_s: cpu.median,
    wall,
    cpu,
    new_claims_cpu: spread(fresh.map((r) => (r.pairs / Math.max(r.cpuMs, 1e-3)) * 1000)),
    pairs_per_run: runs[0].pairs,
    claims_per_run: options.plans * options.claimsPerPlan,
    run_ms: runs.map((r) => Math.round(r.ms * 10) / 10),
    load: [Math.round(loadBefore * 100) / 100, Math.round(os.loadavg()[0] * 100) / 100],
    cores: os.cpus().length,
  };
}
