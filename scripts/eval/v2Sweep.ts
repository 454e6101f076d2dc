/**
 * `npx tsx scripts/eval/v2Sweep.ts [--split dev|test] [--datasets a,b] [--data-dir DIR]`: v2-candidate beside settings
 * one step away from its own (β 0.3 and 0.5; function-word weight 0.6 and 0.15; entity penalty 0.35; added-name degree
 * 0.3), each adapter at the level its source gives (what `verity compare --dataset ID` runs: summaries and dialogue
 * responses decomposed, `min`). Prints each adapter's AUROC per setting, then per setting the mean AUROC and its mean
 * and worst change against v1. Builtin embedder through the embedding cache. Choose on `dev` (the default).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DATASET_ADAPTERS, loadDataset } from '../../datasets/adapters/registry.ts';
import { resolveEmbedder } from '../../engine/embedders/registry.ts';
import { entitySoftGate } from '../../engine/scoreModels/parts/entity-soft.ts';
import { geometric } from '../../engine/scoreModels/parts/geometric.ts';
import { softCoverage } from '../../engine/scoreModels/parts/soft-coverage.ts';
import { v1 } from '../../engine/scoreModels/v1.ts';
import { V2_ENTITY, V2_LEXICAL, v2Candidate } from '../../engine/scoreModels/v2-candidate.ts';
import type { ScoreModel } from '../../engine/types.ts';
import { binaryMetrics, toCompact } from '../../suites/research/compareModels.ts';
import { embedSource } from '../../suites/research/compareSession.ts';
import { scoreCases } from '../../suites/scoreCases.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** v1, v2-candidate, and v2-candidate with one setting moved (ids name the moved setting). */
function settings(): ScoreModel[] {
  // The entity gate is v2-candidate's last: a moved setting replaces it, the other gates stay as they are.
  const entity = (moved: Partial<typeof V2_ENTITY>) => [...v2Candidate.gates.slice(0, -1), entitySoftGate({ ...V2_ENTITY, ...moved })];
  const lexical = (functionWeight: number) => softCoverage({ ...V2_LEXICAL, functionWeight });
  return [
    v1,
    v2Candidate,
    { ...v2Candidate, id: 'beta-0.3', fusion: geometric(0.3) },
    { ...v2Candidate, id: 'beta-0.5', fusion: geometric(0.5) },
    { ...v2Candidate, id: 'function-0.6', lexical: lexical(0.6) },
    { ...v2Candidate, id: 'function-0.15', lexical: lexical(0.15) },
    { ...v2Candidate, id: 'penalty-0.35', gates: entity({ penalty: 0.35 }) },
    { ...v2Candidate, id: 'addition-0.3', gates: entity({ addition: 0.3 }) },
  ];
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { split: { type: 'string', default: 'dev' }, datasets: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const split = values.split ?? 'dev';
  const ids = values.datasets ? values.datasets.split(',') : DATASET_ADAPTERS.map((a) => a.id);
  const cacheDir = process.env.VERITY_CACHE_DIR ?? path.join(repoRoot, '.verity-cache');
  const embedder = await resolveEmbedder('builtin', { cacheDir });
  const models = settings();
  const aurocs = new Map<string, number[]>(models.map((m) => [m.id, []]));
  for (const id of ids) {
    const t0 = performance.now();
    const data = loadDataset(id, { dataDir: values['data-dir'], split });
    const { vectors, response } = await embedSource(data.cases, { cacheDir, embedderInstance: embedder });
    const row: string[] = [];
    for (const model of models) {
      const auroc = binaryMetrics(scoreCases(data.cases, vectors, model, { response }).map(toCompact)).auroc;
      if (auroc === null) continue; // a split with one label (WiCE-subclaims) has no AUROC
      aurocs.get(model.id)!.push(auroc);
      row.push(`${model.id} ${auroc.toFixed(3)}`);
    }
    process.stdout.write(`${id} (${((performance.now() - t0) / 1000).toFixed(0)} s): ${row.join(' · ') || 'no AUROC'}\n`);
  }
  const base = aurocs.get('v1')!;
  for (const [id, xs] of aurocs) {
    const change = xs.map((x, i) => x - base[i]);
    process.stdout.write(`${id}: mean ${split} AUROC ${mean(xs).toFixed(4)}, change ${mean(change).toFixed(4)}, worst ${Math.min(...change).toFixed(3)}\n`);
  }
}

await main();
