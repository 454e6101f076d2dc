/**
 * `npm run eval:realdata`: every registered score model (the single-signal baselines cos-only and lex-only included)
 * on every real-data adapter, builtin embedder through the embedding cache. Per dataset and model: balanced accuracy
 * (supported vs not), AUROC, and 3-way accuracy when a partial label exists, on the TEST split with the model's own
 * bands; then the same with bands tuned on the DEV split (β fixed). The "best variant" per dataset is chosen by DEV
 * AUROC and reported on TEST. Prints Markdown and rewrites the marked section of docs/research.md.
 * Options: `--datasets a,b` (default all), `--data-dir DIR`, `--no-write` (stdout only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DATASET_ADAPTERS, loadDataset } from '../../datasets/adapters/registry.ts';
import { resolveEmbedder } from '../../engine/embedders/registry.ts';
import { SCORE_MODELS } from '../../engine/scoreModels/registry.ts';
import type { Embedder } from '../../engine/types.ts';
import { applyBands, searchBands } from '../../suites/research/calibrate.ts';
import { binaryMetrics, compareModels, threeWayAccuracy } from '../../suites/research/compareModels.ts';
import { embedSource } from '../../suites/research/compareSession.ts';
import type { ModelComparison } from '../../suites/research/types.ts';
import { writeTextAtomic } from '../../engine/io/atomicFile.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOC = path.join(repoRoot, 'docs/research.md');
const BEGIN = '<!-- realdata:begin (written by npm run eval:realdata) -->';
const END = '<!-- realdata:end -->';

interface ModelRow {
  model: string;
  ba: number | null;
  auroc: number | null;
  threeWay: number | null;
  devAuroc: number | null;
  devThreeWay: number | null;
  tunedBands: string;
  tunedBa: number | null;
  tunedThreeWay: number | null;
}

interface DatasetReport {
  id: string;
  line: string;
  rows: ModelRow[];
  seconds: number;
}

const fmt = (x: number | null): string => (x === null ? '—' : x.toFixed(3));

function rowsOf(dev: ModelComparison[], test: ModelComparison[]): ModelRow[] {
  return test.map((t, i) => {
    const d = dev[i];
    const tuned = searchBands(d.cases, d.beta, d.bands).best.bands;
    const retested = applyBands(t.cases, tuned);
    return {
      model: t.score_model,
      ba: t.binary.balanced_accuracy,
      auroc: t.binary.auroc,
      threeWay: t.three_way_accuracy,
      devAuroc: d.binary.auroc,
      devThreeWay: d.three_way_accuracy,
      tunedBands: `${tuned.supported.toFixed(2)}/${tuned.partial.toFixed(2)}`,
      tunedBa: binaryMetrics(retested).balanced_accuracy,
      tunedThreeWay: threeWayAccuracy(retested),
    };
  });
}

async function evalDataset(id: string, dataDir: string | undefined, cacheDir: string, embedder: Embedder): Promise<DatasetReport> {
  const t0 = performance.now();
  // Claim level throughout: every case verified as one claim (responses whole); `npm run eval:response` compares levels.
  const dev = loadDataset(id, { dataDir, split: 'dev', level: 'claim' });
  const test = loadDataset(id, { dataDir, split: 'test', level: 'claim' });
  const { vectors } = await embedSource([...dev.cases, ...test.cases], { cacheDir, embedderInstance: embedder });
  const devCmp = compareModels(dev.cases, vectors, SCORE_MODELS);
  const testCmp = compareModels(test.cases, vectors, SCORE_MODELS);
  const labels = (cases: typeof test.cases): string =>
    ['supported', 'partial', 'unsupported'].map((v) => `${cases.filter((c) => c.expected === v).length} ${v}`).join(', ');
  const seconds = (performance.now() - t0) / 1000;
  return {
    id,
    line: `test ${test.cases.length} cases (${labels(test.cases)}), version ${test.version}; dev ${dev.cases.length} cases, version ${dev.version}`,
    rows: rowsOf(devCmp, testCmp),
    seconds,
  };
}

function datasetTable(r: DatasetReport): string {
  const head = '| score model | bal. acc | AUROC | 3-way acc | dev AUROC | dev-tuned bands | bal. acc (tuned) | 3-way (tuned) |\n|---|---|---|---|---|---|---|---|';
  const body = r.rows.map((m) => `| ${m.model} | ${fmt(m.ba)} | ${fmt(m.auroc)} | ${fmt(m.threeWay)} | ${fmt(m.devAuroc)} | ${m.tunedBands} | ${fmt(m.tunedBa)} | ${fmt(m.tunedThreeWay)} |`);
  return `### ${r.id}\n\n${r.line}. ${r.seconds.toFixed(1)} s.\n\n${head}\n${body.join('\n')}\n`;
}

function bestVsV1(reports: readonly DatasetReport[]): string {
  const head = '| dataset | v1 AUROC | v1 bal. acc | v1 3-way | best variant (by dev AUROC) | its AUROC | its bal. acc | its 3-way | its bal. acc (tuned) | v1 bal. acc (tuned) | entity-gate AUROC | entity-gate bal. acc |\n|---|---|---|---|---|---|---|---|---|---|---|---|';
  const rows = reports.map((r) => {
    const v1 = r.rows.find((m) => m.model === 'v1')!;
    const eg = r.rows.find((m) => m.model === 'entity-gate')!;
    // Without both binary labels (only partial, e.g. wice-subclaims) the dev 3-way accuracy picks the variant.
    const key = (m: ModelRow): number => m.devAuroc ?? m.devThreeWay ?? -1;
    const best = r.rows.filter((m) => m.model !== 'v1').reduce((a, m) => (key(m) > key(a) ? m : a));
    return `| ${r.id} | ${fmt(v1.auroc)} | ${fmt(v1.ba)} | ${fmt(v1.threeWay)} | ${best.model} | ${fmt(best.auroc)} | ${fmt(best.ba)} | ${fmt(best.threeWay)} | ${fmt(best.tunedBa)} | ${fmt(v1.tunedBa)} | ${fmt(eg.auroc)} | ${fmt(eg.ba)} |`;
  });
  return `${head}\n${rows.join('\n')}\n`;
}

function markdown(reports: readonly DatasetReport[], seconds: number): string {
  return `## Real data: every score model on every adapter's test split\n\n` +
    `Produced by \`npm run eval:realdata\` (builtin embedder, embedding cache; ${reports.length} datasets, ${seconds.toFixed(0)} s wall clock). ` +
    `Claim level: every case is verified as one claim, summaries and dialogue responses whole (\`--level claim\`); the response level is compared in the section above. ` +
    `Balanced accuracy and AUROC: supported vs not (partial counts as not). 3-way accuracy only where a partial label exists. ` +
    `"Tuned" = bands chosen on the dev split (β fixed; 3-way accuracy when partial labels exist, else balanced accuracy), applied to test. ` +
    `The best variant per dataset is chosen by dev AUROC, never by test.\n\n` +
    `### v1 against the best variant, per dataset (test split)\n\n${bestVsV1(reports)}\n${reports.map(datasetTable).join('\n')}`;
}

function writeSection(text: string): void {
  const doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '# Research\n';
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  const section = `${BEGIN}\n${text}${END}`;
  const next = start >= 0 && end > start ? doc.slice(0, start) + section + doc.slice(end + END.length) : `${doc.trimEnd()}\n\n${section}\n`;
  writeTextAtomic(DOC, next);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { datasets: { type: 'string' }, 'data-dir': { type: 'string' }, 'no-write': { type: 'boolean', default: false } } });
  const ids = values.datasets ? values.datasets.split(',') : DATASET_ADAPTERS.map((a) => a.id);
  const cacheDir = process.env.VERITY_CACHE_DIR ?? path.join(repoRoot, '.verity-cache');
  const t0 = performance.now();
  // Resolved once: building or loading the builtin word table is the slow part of a cold start.
  const embedder = await resolveEmbedder('builtin', { cacheDir });
  const reports: DatasetReport[] = [];
  for (const id of ids) {
    try {
      reports.push(await evalDataset(id, values['data-dir'], cacheDir, embedder));
      process.stderr.write(`eval:realdata: ${id} done in ${reports.at(-1)!.seconds.toFixed(1)} s\n`);
    } catch (err) {
      process.stderr.write(`eval:realdata: ${id} skipped: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
  const text = markdown(reports, (performance.now() - t0) / 1000);
  process.stdout.write(text);
  if (!values['no-write']) writeSection(text);
}

await main();
