/**
 * `npm run eval:embedder`: AUROC of lexical, builtin-cosine and v1 fused scores on the MRPC test pairs, plus the
 * builtin embedder's build time (cold and cached) and speed. Options: `--mrpc FILE`, `--params JSON` (research
 * overrides of the builtin parameters), `--json` (one JSON object instead of the table).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBuiltinEmbedder, type BuiltinEmbedder } from '../../engine/embedders/builtin/builtin.ts';
import type { BuiltinParams } from '../../engine/embedders/builtin/wordTable.ts';
import { fuse, pairScore } from '../../engine/fuse.ts';
import { buildPlanIdfFromTokens } from '../../engine/idf.ts';
import { lexCoverage } from '../../engine/lex.ts';
import { numericGateTrips, numerics } from '../../engine/numerics.ts';
import { tokenize } from '../../engine/tokens.ts';
import { dot } from '../../engine/vector.ts';
import { auroc, readMrpc, type MrpcPair } from './mrpc.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_MRPC = path.resolve(repoRoot, '../shared/real-data/mrpc/MRPC/msr_paraphrase_test.txt');
const BETA = 0.65;
const SPEED_ROUNDS = 5;

interface Row {
  name: string;
  auroc: number;
  definition: string;
}

function jaccard(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  let shared = 0;
  for (const t of setA) if (setB.has(t)) shared++;
  return shared / (setA.size + setB.size - shared || 1);
}

function scoreRows(pairs: MrpcPair[], cos: number[]): Row[] {
  const labels = pairs.map((p) => p.paraphrase);
  const ta = pairs.map((p) => tokenize(p.a));
  const tb = pairs.map((p) => tokenize(p.b));
  const corpusIdf = buildPlanIdfFromTokens([...ta, ...tb]);
  const corpusLex = pairs.map((_, i) => Math.min(lexCoverage(ta[i], tb[i], corpusIdf), lexCoverage(tb[i], ta[i], corpusIdf)));
  // One-span plans: plan [#1] with claim #2, and plan [#2] with claim #1 (a one-span PlanIdf weighs every token ln 2).
  const planLex = pairs.map((_, i) => [
    lexCoverage(tb[i], ta[i], buildPlanIdfFromTokens([ta[i]])),
    lexCoverage(ta[i], tb[i], buildPlanIdfFromTokens([tb[i]])),
  ]);
  const gate = pairs.map((_, i) => [
    numericGateTrips(numerics(tb[i]), numerics(ta[i])),
    numericGateTrips(numerics(ta[i]), numerics(tb[i])),
  ]);
  const rows: Array<[string, number[], string]> = [
    ['token Jaccard', pairs.map((_, i) => jaccard(ta[i], tb[i])), '|A∩B| / |A∪B| over token sets'],
    ['IDF coverage both ways', corpusLex, 'min(lex(#1,#2), lex(#2,#1)), IDF over all test sentences'],
    ['builtin cosine', cos, 'cos(embed(#1), embed(#2))'],
    ['v1 fused, one-span plans', planLex.map((l, i) => Math.min(fuse(cos[i], l[0], BETA), fuse(cos[i], l[1], BETA))), `min over directions of fuse(cos, lex, ${BETA}); plan = the other sentence`],
    ['v1 pair score, one-span plans', planLex.map((l, i) => Math.min(pairScore(cos[i], l[0], BETA, gate[i][0]), pairScore(cos[i], l[1], BETA, gate[i][1]))), 'as above with the numeric gate (cap 0.2)'],
    ['v1 fused, corpus IDF', corpusLex.map((l, i) => fuse(cos[i], l, BETA)), `fuse(cos, IDF coverage both ways, ${BETA})`],
  ];
  return rows.map(([name, scores, definition]) => ({ name, auroc: auroc(scores, labels), definition }));
}

/** CPU milliseconds (user + system) of this process so far: on a busy machine, closer to one idle core than wall time. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

interface TableTimes {
  coldMs: number;
  coldCpuMs: number;
  cachedMs: number;
  cachedCpuMs: number;
  embedder: BuiltinEmbedder;
}

async function timeTable(params: Partial<BuiltinParams>): Promise<TableTimes> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verity-eval-embedder-'));
  try {
    let cpu = cpuMs();
    const cold = await createBuiltinEmbedder({ cacheDir: dir, params, fresh: true });
    const coldCpuMs = cpuMs() - cpu;
    cpu = cpuMs();
    const cached = await createBuiltinEmbedder({ cacheDir: dir, params, fresh: true });
    const cachedCpuMs = cpuMs() - cpu;
    if (cached.table.source !== 'disk-cache') throw new Error(`eval-embedder: the table was not read back from ${dir}`);
    return { coldMs: cold.table.ms, coldCpuMs, cachedMs: cached.table.ms, cachedCpuMs, embedder: cached };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measureSpeed(embedder: BuiltinEmbedder, sentences: string[]): { firstPass: number; warm: number; warmCpu: number } {
  let started = performance.now();
  for (const s of sentences) embedder.embedOne(s);
  const firstPass = sentences.length / ((performance.now() - started) / 1000);
  started = performance.now();
  const cpu = cpuMs();
  for (let round = 0; round < SPEED_ROUNDS; round++) for (const s of sentences) embedder.embedOne(s);
  const n = SPEED_ROUNDS * sentences.length;
  return { firstPass, warm: n / ((performance.now() - started) / 1000), warmCpu: n / ((cpuMs() - cpu) / 1000) };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { mrpc: { type: 'string' }, params: { type: 'string' }, json: { type: 'boolean' } } });
  const file = values.mrpc ?? DEFAULT_MRPC;
  const pairs = readMrpc(file);
  const params = values.params ? (JSON.parse(values.params) as Partial<BuiltinParams>) : {};
  const { coldMs, coldCpuMs, cachedMs, cachedCpuMs, embedder } = await timeTable(params);
  const sentences = pairs.flatMap((p) => [p.a, p.b]);
  const speed = measureSpeed(embedder, sentences);
  const vectors = await embedder.embed(sentences);
  const cos = pairs.map((_, i) => dot(vectors[2 * i], vectors[2 * i + 1]));
  const rows = scoreRows(pairs, cos);
  const positives = pairs.filter((p) => p.paraphrase).length;
  const tokensPerSentence = sentences.reduce((n, s) => n + tokenize(s).length, 0) / sentences.length;
  const report = {
    data: { file, pairs: pairs.length, paraphrase: positives, not_paraphrase: pairs.length - positives },
    embedder: { id: embedder.id, fingerprint: embedder.fingerprint, dimensions: embedder.dimensions, words: embedder.table.words, params },
    auroc: Object.fromEntries(rows.map((r) => [r.name, Number(r.auroc.toFixed(4))])),
    load_average: Number(os.loadavg()[0].toFixed(2)),
    build_ms: { cold: Math.round(coldMs), cold_cpu: Math.round(coldCpuMs), cached: Math.round(cachedMs), cached_cpu: Math.round(cachedCpuMs) },
    sentences_per_second: {
      first_pass: Math.round(speed.firstPass),
      warm: Math.round(speed.warm),
      warm_per_cpu_second: Math.round(speed.warmCpu),
      tokens_per_sentence: Number(tokensPerSentence.toFixed(1)),
    },
  };
  if (values.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  const lines = [
    `MRPC test: ${pairs.length} pairs (${positives} paraphrase / ${pairs.length - positives} not) from ${file}`,
    `builtin: fingerprint ${embedder.fingerprint}, ${embedder.dimensions} dims, ${embedder.table.words} words`,
    '',
    'AUROC (higher is better)',
    ...rows.map((r) => `  ${r.name.padEnd(30)} ${r.auroc.toFixed(4)}   ${r.definition}`),
    '',
    `build: cold ${seconds(coldMs)} s wall / ${seconds(coldCpuMs)} s CPU (WordNet → table, written to disk); ` +
      `cached ${seconds(cachedMs)} s wall / ${seconds(cachedCpuMs)} s CPU (table from disk)`,
    `machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end of the run (wall times suffer when it exceeds the cores)`,
    `speed: ${Math.round(speed.warm)} sentences/s wall, ${Math.round(speed.warmCpu)} per CPU-second (warm); ` +
      `${Math.round(speed.firstPass)} sentences/s first pass; ${Math.round((speed.warm * tokensPerSentence) / 1000)}k tokens/s warm; ` +
      `one thread, ${tokensPerSentence.toFixed(1)} tokens/sentence, ` +
      `${sentences.length} MRPC sentences × ${SPEED_ROUNDS}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
