/**
 * `verity compare`: the same cases (suite, cases file or real-data split) through several score models, embedded once;
 * prints the side-by-side table (or, with --json, the comparison object) and writes compare.json + compare.html.
 * Exit 0 when it ran, 2 on a harness error (including any case that could not be scored).
 */
import type { Argv } from 'yargs';
import { VerityError } from '../../engine/errors.ts';
import { SCORE_MODELS } from '../../engine/scoreModels/registry.ts';
import { executeCompare } from '../../suites/research/session.ts';
import { formatComparisonText } from '../../suites/research/table.ts';
import { DEFAULT_EMBEDDER } from '../../suites/session.ts';
import { parseShard } from '../../suites/shard.ts';
import type { VerityCommand } from '../command.ts';

/** Options of compare (the case-source and embedder options are shared with calibrate). */
export interface CompareArgs extends SourceArgs {
  scoreModels: string;
  json: boolean;
  out?: string;
  shard?: string;
}

/** Case source and embedder options shared by compare and calibrate. */
export interface SourceArgs {
  suite?: string;
  cases?: string;
  dataset?: string;
  dataDir?: string;
  split?: string;
  seed?: number;
  embedder: string;
  cacheDir: string;
  cache: boolean;
  concurrency: number;
}

/** Adds the case-source and embedder options. */
export function addSourceOptions<T>(y: Argv<T>) {
  return y
    .option('suite', { type: 'string', describe: 'suite id (default: adversarial)' })
    .option('cases', { type: 'string', describe: 'a labelled cases file (JSONL or CSV) instead of a suite' })
    .option('dataset', { type: 'string', describe: 'a real-data benchmark (see docs/real-data.md) instead of a suite' })
    .option('data-dir', { type: 'string', describe: 'real-data root (default: ../shared/real-data beside the repo)' })
    .option('split', { type: 'string', describe: 'dataset split: dev (tune) or test (report; the default)' })
    .conflicts('suite', ['cases', 'dataset'])
    .conflicts('cases', 'dataset')
    .implies('split', 'dataset')
    .implies('data-dir', 'dataset')
    .option('seed', { type: 'number', describe: "generation seed (default: the suite's)" })
    .option('embedder', { type: 'string', default: DEFAULT_EMBEDDER, describe: 'embedder id (builtin runs offline)' })
    .option('cache-dir', { type: 'string', default: process.env.VERITY_CACHE_DIR ?? '.verity-cache', describe: 'embedding cache directory' })
    .option('cache', { type: 'boolean', default: true, describe: 'use the embedding cache (--no-cache to disable)' })
    .option('concurrency', { type: 'number', default: 2, describe: 'embedder calls in flight' });
}

/** The library request fields of the shared options (validated). */
export function sourceRequest(args: SourceArgs, command: string) {
  if (args.seed !== undefined && (!Number.isInteger(args.seed) || args.seed < 0)) {
    throw new VerityError('bad-option', `${command}: --seed must be a non-negative integer, got ${args.seed}`);
  }
  if (!Number.isInteger(args.concurrency) || args.concurrency < 1) {
    throw new VerityError('bad-option', `${command}: --concurrency must be a positive integer, got ${args.concurrency}`);
  }
  return {
    suite: args.suite, casesFile: args.cases, dataset: args.dataset, dataDir: args.dataDir, split: args.split, seed: args.seed,
    embedder: args.embedder, cacheDir: args.cache ? args.cacheDir : undefined, concurrency: args.concurrency,
  };
}

/** The `verity compare` command. */
export const compareCommand: VerityCommand<CompareArgs> = {
  command: 'compare',
  describe: 'Run the same cases through several score models: per-class rates, McNemar, balanced accuracy, AUROC, sweeps',
  builder: (y: Argv) =>
    addSourceOptions(y)
      .option('score-models', { type: 'string', default: SCORE_MODELS.map((m) => m.id).join(','), describe: 'comma-separated score model ids; the first is the paired reference' })
      .option('json', { type: 'boolean', default: false, describe: 'print only the comparison object (JSON) on stdout' })
      .option('out', { type: 'string', describe: 'report directory (default: ./verity-out/compare-<source>)' })
      .option('shard', { type: 'string', describe: 'run shard k/n of the cases (merge the shard directories with verity merge)' }) as unknown as Argv<CompareArgs>,
  run: async (args) => {
    const shard = args.shard === undefined ? undefined : parseShard(args.shard);
    const { results, written } = await executeCompare({
      ...sourceRequest(args, 'compare'),
      scoreModels: args.scoreModels.split(',').map((s) => s.trim()).filter((s) => s.length > 0),
      shard,
      outDir: args.out,
      defaultOutRoot: './verity-out',
    });
    if (args.json) process.stdout.write(`${JSON.stringify(results)}\n`);
    else process.stdout.write(formatComparisonText(results));
    const html = written.find((f) => f.endsWith('.html'));
    if (html !== undefined) process.stderr.write(`report: ${html}\n`);
    return results.models.some((m) => m.errors > 0) ? 2 : 0;
  },
};
