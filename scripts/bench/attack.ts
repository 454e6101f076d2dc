/**
 * Attack throughput on one core with the builtin embedder. First a real search (v1, budget 200) over a seeded sample
 * of the default suite's seeds records every claim it scored, per seed, and gives the end-to-end rate (edits,
 * constraint checks and scoring). Then the incremental scoring path alone is timed on those claims: each round a fresh
 * vector memo and plan cache, so each plan is prepared and its spans embedded once, and every claim is analysed,
 * embedded and matched anew (a query). A benchmark, never a test.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { corpusView, loadCorpus } from '../../datasets/corpus.ts';
import type { LabelledCase } from '../../datasets/types.ts';
import { createBuiltinEmbedder } from '../../engine/embedders/builtin/builtin.ts';
import { createPlanCache } from '../../engine/planCache.ts';
import type { ScoreModel } from '../../engine/types.ts';
import { createRng } from '../../engine/rng.ts';
import { adversarial } from '../../suites/adversarial.suite.ts';
import { createAttackScorer, createAttackVectors, type AttackScorer } from '../../suites/attack/scorer.ts';
import { attackSeed } from '../../suites/attack/search.ts';
import { createSeedResolver } from '../../suites/attack/seeds.ts';
import type { AttackSettings } from '../../suites/attack/types.ts';
import { loadSuiteCases } from '../../suites/loadCases.ts';

/** Options of the attack benchmark. */
export interface AttackBenchOptions {
  seedsPerClass: number;
  rounds: number;
  seed: number;
}

/** Median, minimum and maximum of a rate over rounds. */
interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Result: the scoring path's queries per second (wall clock, and per CPU second), the end-to-end search rate, the workload. */
export interface AttackBenchResult {
  /** Median over rounds of claims scored per wall-clock second by the incremental scoring path. */
  queries_per_s: number;
  wall: Spread;
  cpu: Spread;
  /** The whole search (edits, constraint checks, scoring) in the recording run: queries per wall-clock and CPU second. */
  search_queries_per_s: number;
  search_queries_per_cpu_s: number;
  seeds: number;
  queries_per_round: number;
  plans: number;
  load: [number, number];
  cores: number;
}

const SETTINGS: Omit<AttackSettings, 'seed'> = { budget: 200, beam: 2, maxEdits: 5, perOperator: 3 };

/** A scorer that records every text it scores, per evidence plan. */
function recording(scorer: AttackScorer, log: Array<{ texts: string[]; c: LabelledCase }>, c: LabelledCase): AttackScorer {
  return { model: scorer.model, score: async (texts, evidence, cited) => (log.push({ texts: [...texts], c }), scorer.score(texts, evidence, cited)) };
}

const spread = (rates: number[]): Spread => {
  const sorted = [...rates].sort((a, b) => a - b);
  return { median: Math.round(sorted[Math.floor(sorted.length / 2)]), min: Math.round(sorted[0]), max: Math.round(sorted[sorted.length - 1]) };
};

/** Runs the recording search, then times the scoring path `rounds` times after one warm-up. */
export async function benchAttack(model: ScoreModel, options: AttackBenchOptions): Promise<AttackBenchResult> {
  const corpus = corpusView(loadCorpus());
  const cases = (await loadSuiteCases(adversarial, adversarial.seed)).cases as LabelledCase[];
  const rng = createRng(options.seed);
  const sample = [...new Set(cases.map((c) => c.class))].flatMap((cls) => rng.shuffle(cases.filter((c) => c.class === cls)).slice(0, options.seedsPerClass));
  const embedder = await createBuiltinEmbedder();
  const resolve = createSeedResolver(corpus);
  const log: Array<{ texts: string[]; c: LabelledCase }> = [];
  const vectors = createAttackVectors(embedder);
  const scorer = createAttackScorer(model, vectors, createPlanCache());
  const loadBefore = os.loadavg()[0];
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (const c of sample) {
    const r = resolve(c);
    if ('seed' in r) await attackSeed(r.seed, recording(scorer, log, c), { ...SETTINGS, seed: options.seed, corpus });
    vectors.forgetClaims();
  }
  const searchMs = performance.now() - start;
  const searchCpu = process.cpuUsage(cpuStart);
  const queries = log.reduce((n, l) => n + l.texts.length, 0);
  const round = async () => {
    const fresh = createAttackScorer(model, createAttackVectors(embedder), createPlanCache());
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (const { texts, c } of log) await fresh.score(texts, c.evidence, c.cited ?? []);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
  };
  await round();
  const rounds = [];
  for (let i = 0; i < options.rounds; i++) rounds.push(await round());
  const wall = spread(rounds.map((r) => (queries / r.ms) * 1000));
  return {
    queries_per_s: wall.median,
    wall,
    cpu: spread(rounds.map((r) => (queries / Math.max(r.cpuMs, 1e-3)) * 1000)),
    search_queries_per_s: Math.round((queries / searchMs) * 1000),
    search_queries_per_cpu_s: Math.round((queries / ((searchCpu.user + searchCpu.system) / 1000)) * 1000),
    seeds: sample.length,
    queries_per_round: queries,
    plans: new Set(log.map((l) => l.c.evidence.map((e) => e.id).join())).size,
    load: [Math.round(loadBefore * 100) / 100, Math.round(os.loadavg()[0] * 100) / 100],
    cores: os.cpus().length,
  };
}
