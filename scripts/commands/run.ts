/**
 * `verity run`: runs a suite (default `adversarial`, offline, builtin embedder) or a cases file, prints the per-class
 * table (or, with --json, exactly the results object), and writes the reports under --out.
 * Exit 0 when it ran, 2 on a harness error (including any case that could not be scored).
 */
import fs from 'node:fs';
import type { Argv } from 'yargs';
import { VerityError } from '../../engine/errors.ts';
import { readResults, writeRunOutcome, writeRunReports } from '../../reports/registry.ts';
import { fileLines } from '../../suites/caseRows.ts';
import { createProgressBar } from '../../suites/progress.ts';
import { executeRun, type RunRequest } from '../../suites/runSession.ts';
import { parseShard } from '../../suites/shard.ts';
import { formatRunText } from '../../suites/table.ts';
import { redactResults } from '../../suites/redactResults.ts';
import type { RunResults } from '../../suites/types.ts';
import { defineCommand } from '../command.ts';
import { addSourceOptions, validateSourceArgs, type SourceArgs } from '../sourceOptions.ts';

/** Options shared by run, gate and baseline update. */
export interface RunArgs extends SourceArgs {
  scoreModel: string;
  json: boolean;
  out: string;
  baseline?: string;
  shard?: string;
}

/** Adds the options every suite-running command shares. */
export function addRunOptions<T>(y: Argv<T>) {
  return addSourceOptions(y)
    .option('score-model', { type: 'string', default: 'v1', describe: 'score model id' })
    .option('json', { type: 'boolean', default: false, describe: 'print only the results object (JSON) on stdout' })
    .option('out', { type: 'string', default: './verity-out', describe: 'reports go to OUT/<score_model>/ and OUT/index.html' })
    .option('baseline', { type: 'string', describe: 'baseline file (default: suites/baselines/<score_model>.json for the default suite, suites/baselines/<suite>/<score_model>.json for others)' })
    .option('shard', { type: 'string', describe: 'run shard k/n of the cases (combine the shard outputs with verity merge)' });
}

/**
 * The cases of `--dataset` (read through loadDataset) as a pre-loaded ad-hoc suite: no generators, no floors. The
 * dataset registry (20 modules and csv-parse) is imported only here, so a suite run does not load it.
 */
async function datasetCases(args: RunArgs): Promise<Pick<RunRequest, 'loaded' | 'suiteInstance' | 'dataset'>> {
  if (args.dataset === undefined) return {};
  const { loadDataset } = await import('../../datasets/adapters/registry.ts');
  const data = loadDataset(args.dataset, { dataDir: args.dataDir, split: args.split, level: args.level });
  const source = `${data.id}/${data.split}`;
  return {
    loaded: { cases: data.cases, datasets: { [source]: data.version } },
    suiteInstance: {
      id: `dataset-${data.id}-${data.split}`,
      description: `Real-data benchmark ${source}`,
      dataset: { kind: 'cases', file: source },
      generators: {},
      seed: 0,
      floors: [],
    },
    dataset: { id: data.id, split: data.split, ...(args.dataDir === undefined ? {} : { dataDir: args.dataDir }) },
  };
}

/** A named --baseline must exist for run and gate: a typo must never turn the regression check into a note. */
export function checkBaselineArg(args: Pick<RunArgs, 'baseline'>, command: string): void {
  if (args.baseline === undefined || fs.existsSync(args.baseline)) return;
  throw new VerityError('missing-baseline', `${command}: no baseline file at ${args.baseline} (--baseline names an ` +
    'existing file; record one with verity baseline update --baseline FILE)');
}

/** The library request for parsed options. */
export async function requestFromArgs(args: RunArgs): Promise<RunRequest> {
  validateSourceArgs(args, 'run');
  return {
    suite: args.suite,
    casesFile: args.cases,
    scoreModel: args.scoreModel,
    embedder: args.embedder,
    seed: args.seed,
    outDir: args.out,
    cacheDir: args.cache ? args.cacheDir : undefined,
    concurrency: args.concurrency,
    aggregate: args.aggregate,
    llm: args.llm,
    level: args.level,
    timeoutMs: args.timeoutMs,
    maxRetries: args.retries,
    baselineFile: args.baseline,
    progress: createProgressBar(process.stderr),
    ...(args.shard === undefined ? {} : { shard: parseShard(args.shard) }),
    ...(await datasetCases(args)),
  };
}

/** Prints results (harness messages redacted): the JSON object alone on stdout with --json, else the table; report paths go to stderr. */
export function printResults(raw: RunResults, written: readonly string[], json: boolean): void {
  const results = redactResults(raw);
  if (json) printJson(results);
  else process.stdout.write(formatRunText(results));
  const html = written.find((f) => f.endsWith('report.html'));
  if (html !== undefined) process.stderr.write(`report: ${html}\n`);
  for (const notice of json ? results.notices : []) process.stderr.write(`NOTICE: ${notice}\n`);
}

/**
 * The results object as one JSON line on stdout (SPEC Part C). A large run's rows are streamed from its rows file into
 * `cases`, in the order they ran, so the object is never built whole in memory.
 */
function printJson(results: RunResults): void {
  if (results.case_rows === undefined) {
    process.stdout.write(`${JSON.stringify(results)}\n`);
    return;
  }
  const entries = Object.entries(results).filter(([key]) => key !== 'case_rows').map(([key, value]) => [key, key === 'cases' ? [] : value]);
  const text = JSON.stringify(Object.fromEntries(entries));
  // Inside a JSON string a quote is escaped, so the first `"cases":[]` is the top-level key.
  const at = text.indexOf('"cases":[]') + '"cases":['.length;
  let pending = [text.slice(0, at)];
  let size = 0;
  let first = true;
  for (const line of fileLines(results.case_rows.file)) {
    pending.push(first ? line : `,${line}`);
    first = false;
    size += line.length;
    if (size < 1 << 20) continue;
    process.stdout.write(pending.join(''));
    pending = [];
    size = 0;
  }
  process.stdout.write(`${pending.join('')}${text.slice(at)}\n`);
}

/** Re-renders every report of a saved results.json (a CI artifact) under --out, without running anything. */
function rerender(file: string, out: string): { results: RunResults; written: string[] } {
  const results = readResults(file);
  return { results, written: writeRunReports(results, out) };
}

/** The `verity run` command. */
export const runCommand = defineCommand({
  command: 'run',
  describe: 'Run a suite (default: adversarial, offline) or a cases file; print per-class rates and write reports',
  builder: (y: Argv) =>
    addRunOptions(y)
      .option('from-results', { type: 'string', describe: 're-render the reports of a saved results.json; runs nothing' })
      .conflicts('from-results', ['suite', 'cases']),
  run: async (args: RunArgs & { fromResults?: string }) => {
    checkBaselineArg(args, 'run');
    const { results, written } = args.fromResults !== undefined
      ? rerender(args.fromResults, args.out)
      : writeRunOutcome((await executeRun(await requestFromArgs(args))).results, args.out);
    printResults(results, written, args.json);
    return results.errors > 0 ? 2 : 0;
  },
});
