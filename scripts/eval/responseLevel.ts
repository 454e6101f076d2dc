/**
 * `npm run eval:response`: claim level against response level on every summary and dialogue adapter, LLM-AggreFact
 * style. Each dataset's responses are verified whole, as one claim (claim level), and decomposed with the rule
 * decomposer, each claim verified and the scores aggregated (response level); every score model (× every aggregation
 * at response level) gets its threshold tuned on dev, and its balanced accuracy and AUROC measured on test. Builtin
 * embedder through the embedding cache. Prints Markdown and rewrites the marked section of docs/research.md.
 * Options: `--datasets a,b` (default all seven), `--data-dir DIR`, `--no-write` (stdout only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeTextAtomic } from '../../engine/io/atomicFile.ts';
import { resolveEmbedder } from '../../engine/embedders/registry.ts';
import { SCORE_MODELS } from '../../engine/scoreModels/registry.ts';
import type { Embedder } from '../../engine/types.ts';
import { loadDataset } from '../../datasets/adapters/registry.ts';
import { casesAtLevel } from '../../datasets/caseKind.ts';
import { embedSource } from '../../suites/research/compareSession.ts';
import { datasetCells } from '../../suites/research/levels.ts';
import { scoreCases } from '../../suites/scoreCases.ts';
import type { CaseResult } from '../../suites/types.ts';
import { RESPONSE_GROUPS, responseMarkdown, type DatasetLevels } from './responseLevelMarkdown.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOC = path.join(repoRoot, 'docs/research.md');
const BEGIN = '<!-- response-level:begin (written by npm run eval:response) -->';
const END = '<!-- response-level:end -->';

/** Share of supported responses whose deciding score the numeric gate capped (v1, test split). */
function gatedShare(results: readonly CaseResult[]): number {
  const supported = results.filter((r) => r.expected === 'supported' && r.outcome !== 'error');
  return supported.filter((r) => r.numeric_gated).length / Math.max(1, supported.length);
}

async function evalDataset(id: string, group: string, dataDir: string | undefined, cacheDir: string, embedder: Embedder): Promise<DatasetLevels> {
  const t0 = performance.now();
  const load = (split: string) => loadDataset(id, { dataDir, split, level: 'response' });
  const [dev, test] = [load('dev'), load('test')];
  const claims = { dev: casesAtLevel(dev.cases, 'claim'), test: casesAtLevel(test.cases, 'claim') };
  const all = [...dev.cases, ...test.cases, ...claims.dev, ...claims.test];
  const { vectors, response } = await embedSource(all, { cacheDir, embedderInstance: embedder });
  const perModel = SCORE_MODELS.map((model) => ({
    model: model.id,
    claim: { dev: scoreCases(claims.dev, vectors, model), test: scoreCases(claims.test, vectors, model) },
    response: { dev: scoreCases(dev.cases, vectors, model, { response }), test: scoreCases(test.cases, vectors, model, { response }) },
  }));
  const v1 = perModel[0];
  const decomposed = v1.response.test.filter((r) => r.claims !== undefined);
  return {
    id, group,
    versions: { dev: dev.version, test: test.version },
    counts: { dev: dev.cases.length, test: test.cases.length, testSupported: test.cases.filter((c) => c.expected === 'supported').length },
    claimsPerDraft: decomposed.reduce((n, r) => n + r.claims!.length, 0) / Math.max(1, decomposed.length),
    multiClaim: decomposed.filter((r) => r.claims!.length > 1).length / Math.max(1, decomposed.length),
    gated: { claim: gatedShare(v1.claim.test), response: gatedShare(v1.response.test) },
    cells: datasetCells(perModel),
    seconds: (performance.now() - t0) / 1000,
  };
}

function writeSection(text: string): void {
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  const section = `${BEGIN}\n${text}${END}`;
  writeTextAtomic(DOC, start >= 0 && end > start ? doc.slice(0, start) + section + doc.slice(end + END.length) : `${doc.trimEnd()}\n\n${section}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { datasets: { type: 'string' }, 'data-dir': { type: 'string' }, 'no-write': { type: 'boolean', default: false } } });
  const wanted = values.datasets?.split(',');
  const cacheDir = process.env.VERITY_CACHE_DIR ?? path.join(repoRoot, '.verity-cache');
  const t0 = performance.now();
  const embedder = await resolveEmbedder('builtin', { cacheDir });
  const reports: DatasetLevels[] = [];
  for (const [group, ids] of Object.entries(RESPONSE_GROUPS)) {
    for (const id of ids.filter((x) => wanted === undefined || wanted.includes(x))) {
      reports.push(await evalDataset(id, group, values['data-dir'], cacheDir, embedder));
      process.stderr.write(`eval:response: ${id} done in ${reports.at(-1)!.seconds.toFixed(1)} s\n`);
    }
  }
  const text = responseMarkdown(reports, (performance.now() - t0) / 1000);
  process.stdout.write(text);
  if (!values['no-write']) writeSection(text);
}

await main();
