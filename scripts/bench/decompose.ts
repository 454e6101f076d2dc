/**
 * Rule-decomposer throughput: drafts decomposed per second by `decomposeByRules` (SPEC A7), on one core.
 */
import { performance } from 'node:perf_hooks';
import { median } from './cliChild.ts';
import { decomposeByRules } from '../../engine/decompose/ruleDecomposer.ts';

/** Result of the decomposer benchmark: median drafts/s over runs, its range, and the workload. */
export interface DecomposeBenchResult {
  drafts_per_s: number;
  /** Slowest and fastest run's rate (the spread other processes on a shared machine cause). */
  min_drafts_per_s: number;
  max_drafts_per_s: number;
  /** Median rate over this process's CPU time (less sensitive to other processes sharing the cores). */
  drafts_per_cpu_s: number;
  drafts: number;
  claims_per_run: number;
  mean_chars: number;
  runs: number;
}

/** Times `decomposeByRules` over every draft, `runs` times after one warm-up; reports the median rate and its range. */
export function benchDecompose(drafts: readonly string[], runs: number): DecomposeBenchResult {
  const once = () => {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    let claims = 0;
    for (const draft of drafts) claims += decomposeByRules(draft).length;
    const ms = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    return { claims, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
  };
  once();
  const timed = Array.from({ length: runs }, once);
  const rates = timed.map((r) => (drafts.length / r.ms) * 1000).sort((a, b) => a - b);
  const cpuRates = timed.map((r) => (drafts.length / Math.max(r.cpuMs, 1e-3)) * 1000).sort((a, b) => a - b);
  return {
    drafts_per_s: Math.round(median(rates)),
    min_drafts_per_s: Math.round(rates[0]),
    max_drafts_per_s: Math.round(rates[rates.length - 1]),
    drafts_per_cpu_s: Math.round(median(cpuRates)),
    drafts: drafts.length,
    claims_per_run: timed[0].claims,
    mean_chars: Math.round(drafts.reduce((n, d) => n + d.length, 0) / Math.max(1, drafts.length)),
    runs,
  };
}
