/**
 * `verity compare`: the same cases (suite, cases file or real-data split) through several score models, embedded once;
 * prints the side-by-side table (or, with --json, the comparison object) and writes compare.json + compare.html.
 * Exit 0 when it ran, 2 on a harness error (including any case that could not be scored).
 */
import path from 'node:path';
import type { Argv } from 'yargs';
import { SCORE_MODELS } from '../../engine/scoreModels/registry.ts';
import { writeCompareReports } from '../../reports/compare.ts';
import { executeCompare } from '../../suites/research/compareSession.ts';
import { formatComparisonText } from '../../suites/research/table.ts';
import { parseShard } from '../../suites/shard.ts';
import { defineCommand } from '../command.ts';
import { addSourceOptions, sourceRequest, type SourceArgs } from '../sourceOptions.ts';

/** Options of compare (the case-source and embedder options are shared with calibrate). */
export interface CompareArgs extends SourceArgs {
  scoreModels: string;
  json: boolean;
  out?: string;
  shard?: string;
}

/** The `verity compare` command. */
export const compareCommand = defineCommand({
  command: 'compare',
  describe: 'Run the same cases through several score models: per-class rates, McNemar, balanced accuracy, AUROC, sweeps',
  builder: (y: Argv) =>
    addSourceOptions(y)
      .option('score-models', { type: 'string', default: SCORE_MODELS.map((m) => m.id).join(','), describe: 'comma-separated score model ids; the first is the paired reference' })
      .option('json', { type: 'boolean', default: false, describe: 'print only the comparison object (JSON) on stdout' })
      .option('out', { type: 'string', describe: 'report directory (default: ./verity-out/compare-<source>)' })
      .option('shard', { type: 'string', describe: 'run shard k/n of the cases (merge the shard directories with verity merge)' }),
  run: async (args: CompareArgs) => {
    const shard = args.shard === undefined ? undefined : parseShard(args.shard);
    const { results, dirName } = await executeCompare({
      ...sourceRequest(args, 'compare'),
      scoreModels: args.scoreModels.split(',').map((s) => s.trim()).filter((s) => s.length > 0),
      shard,
    });
    const written = writeCompareReports(results, args.out ?? path.join('./verity-out', dirName));
    if (args.json) process.stdout.write(`${JSON.stringify(results)}\n`);
    else process.stdout.write(formatComparisonText(results));
    const html = written.find((f) => f.endsWith('.html'));
    if (html !== undefined) process.stderr.write(`report: ${html}\n`);
    return results.models.some((m) => m.errors > 0) ? 2 : 0;
  },
});
