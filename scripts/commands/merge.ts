/**
 * `verity merge DIR…`: combines the outputs of `--shard k/n` runs (run, gate or compare) into the whole run's results
 * and reports, the same as an unsharded run. Each DIR is a shard's --out directory, a report directory or a JSON file.
 * Exit: a merged gate's exit code; otherwise 0, or 2 when a case errored or the shards do not fit together.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Argv } from 'yargs';
import { VerityError } from '../../engine/errors.ts';
import { readJsonFile } from '../../engine/io/readText.ts';
import { readRunSummary, ROWS_FILE, writeRunOutcome } from '../../reports/registry.ts';
import { mergeShardResults, type MergeOptions } from '../../suites/mergeRuns.ts';
import { slugOf } from '../../suites/research/caseSource.ts';
import { mergeComparisons } from '../../suites/research/mergeComparisons.ts';
import { writeCompareReports } from '../../reports/compare.ts';
import { formatComparisonText } from '../../suites/research/table.ts';
import type { ComparisonResults } from '../../suites/research/types.ts';
import { COMPARISON_RESULTS_SHAPE, RUN_RESULTS_SHAPE, withResultsFormat } from '../../suites/resultShapes.ts';
import { checkShape } from '../../suites/shape.ts';
import type { RunResults } from '../../suites/types.ts';
import { defineCommand } from '../command.ts';
import { printResults } from './run.ts';

/** Options of merge. */
export interface MergeArgs {
  dirs: string[];
  out: string;
  json: boolean;
}

/** Files a shard's results may be in: a run's results.json, a large run's results.jsonl, a comparison's compare.json. */
const SHARD_FILES = ['results.json', ROWS_FILE, 'compare.json'];

/** Shard result files under a path: itself, or results.json / results.jsonl / compare.json in it or one level down. */
export function shardFiles(p: string): string[] {
  if (!fs.existsSync(p)) throw new VerityError('missing-file', `merge: ${p} does not exist`);
  if (fs.statSync(p).isFile()) return [p];
  const here = SHARD_FILES.map((f) => path.join(p, f)).filter((f) => fs.existsSync(f));
  if (here.length > 0) return here;
  // Hidden folders are the harness's own (a large run's rows before its reports are written), never a shard.
  const dirs = fs.readdirSync(p).filter((d) => !d.startsWith('.')).sort();
  return dirs.flatMap((d) => SHARD_FILES.map((f) => path.join(p, d, f))).filter((f) => fs.existsSync(f));
}

function readJson(file: string): unknown {
  return readJsonFile(file, { owner: 'merge', what: 'shard results file', code: 'bad-results' });
}

function group<T>(items: T[], key: (t: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/** Reads every shard under `dirs` and merges each run (by score model and cases) and each comparison. */
export function mergeDirs(dirs: readonly string[], options: MergeOptions = {}): { runs: RunResults[]; comparisons: ComparisonResults[] } {
  const files = dirs.flatMap(shardFiles);
  if (files.length === 0) throw new VerityError('bad-shards', `merge: no results.json or compare.json under ${dirs.join(', ')}`);
  const runs: Array<{ file: string; results: RunResults }> = [];
  const comparisons: Array<{ file: string; results: ComparisonResults }> = [];
  for (const file of files) {
    if (file.endsWith('.jsonl')) {
      runs.push({ file, results: readRunSummary(file) });
      continue;
    }
    const data = readJson(file) as Record<string, unknown> | null;
    const where = { owner: 'merge', file, code: 'bad-results' };
    if (Array.isArray(data?.models)) comparisons.push({ file, results: checkShape<ComparisonResults>(data, COMPARISON_RESULTS_SHAPE, where) });
    else if (data?.score_model !== undefined && data?.cases !== undefined) {
      runs.push({ file, results: checkShape<RunResults>(withResultsFormat(data, where), RUN_RESULTS_SHAPE, where) });
    } else throw new VerityError('bad-results', `merge: ${file} is neither a run's results.json nor a compare.json`);
  }
  return {
    runs: group(runs, (r) => `${r.results.score_model}\u0000${r.results.meta?.cases_hash}`).map((shards) => mergeShardResults(shards, options)),
    comparisons: group(comparisons, (c) => `${c.results.meta.source}\u0000${c.results.meta.cases_hash}`).map(mergeComparisons),
  };
}

/** The `verity merge` command. */
export const mergeCommand = defineCommand({
  command: 'merge <dirs..>',
  describe: 'Merge the outputs of --shard k/n runs (run, gate, compare) into the whole run\'s results and reports',
  builder: (y: Argv) =>
    y.positional('dirs', { type: 'string', array: true, demandOption: true, describe: 'shard output directories (or their results.json / compare.json)' })
      .option('out', { type: 'string', default: './verity-out', describe: 'merged reports go to OUT/<score_model>/ (compare: OUT/compare-<source>/)' })
      .option('json', { type: 'boolean', default: false, describe: 'print only the merged results objects (JSON, one a line)' }),
  run: async (args: MergeArgs) => {
    const { runs, comparisons } = mergeDirs(args.dirs, { rowsDir: args.out });
    let exit = 0;
    for (const merged of runs) {
      const { results, written } = writeRunOutcome(merged, args.out);
      printResults(results, written, args.json);
      exit = Math.max(exit, results.gate?.exit_code ?? (results.errors > 0 ? 2 : 0));
    }
    for (const results of comparisons) {
      const written = writeCompareReports(results, path.join(args.out, `compare-${slugOf(results.meta.source)}`));
      process.stdout.write(args.json ? `${JSON.stringify(results)}\n` : formatComparisonText(results));
      process.stderr.write(`report: ${written[1]}\n`);
      exit = Math.max(exit, results.models.some((m) => m.errors > 0) ? 2 : 0);
    }
    return exit;
  },
});
