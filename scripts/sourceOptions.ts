/**
 * The case-source and embedder options shared by every command that runs cases (run, gate, baseline, compare,
 * calibrate): one definition, so the commands cannot drift apart.
 */
import type { Argv } from 'yargs';
import { VerityError } from '../engine/errors.ts';
import { CASE_LEVELS, type CaseLevel } from '../datasets/caseKind.ts';
import { AGGREGATES, DEFAULT_AGGREGATE, type Aggregate } from '../suites/aggregate.ts';
import { DEFAULT_EMBEDDER } from '../suites/runSession.ts';
import { integerOption, retriesOption, timeoutMsOption } from './integerOption.ts';

/** Case source and embedder options shared by every case-running command. */
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
  aggregate: Aggregate;
  llm?: string;
  level?: CaseLevel;
  timeoutMs?: number;
  retries?: number;
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
    .option('seed', integerOption('', 'seed', 0, "generation seed (default: the suite's)"))
    .option('embedder', { type: 'string', default: DEFAULT_EMBEDDER, describe: 'embedder id (builtin runs offline)' })
    .option('cache-dir', { type: 'string', default: process.env.VERITY_CACHE_DIR ?? '.verity-cache', describe: 'embedding cache directory' })
    .option('cache', { type: 'boolean', default: true, describe: 'use the embedding cache (--no-cache to disable)' })
    .option('concurrency', integerOption('', 'concurrency', 1, 'embedder calls in flight', 2))
    .option('timeout-ms', timeoutMsOption(''))
    .option('retries', retriesOption(''))
    .option('aggregate', { choices: AGGREGATES, default: DEFAULT_AGGREGATE, describe: "draft cases: how claim scores become the response's (min: unsupported when any claim is; mean; mass: mean weighted by IDF mass; cover: claim scores weighted by IDF mass over the whole draft's mass, omitted text counting 0)" })
    .option('llm', { type: 'string', describe: 'draft cases: LLM decomposer id, e.g. openai:gpt-4o-mini (default: the offline rule decomposer)' })
    .option('level', { choices: CASE_LEVELS, describe: 'claim: every case verified as one claim; response: every case decomposed (default: as the source gives them)' });
}

/** Throws a `bad-option` error when --seed or --concurrency is out of range. */
export function validateSourceArgs(args: Pick<SourceArgs, 'seed' | 'concurrency'>, command: string): void {
  if (args.seed !== undefined && (!Number.isInteger(args.seed) || args.seed < 0)) {
    throw new VerityError('bad-option', `${command}: --seed must be a non-negative integer, got ${args.seed}`);
  }
  if (!Number.isInteger(args.concurrency) || args.concurrency < 1) {
    throw new VerityError('bad-option', `${command}: --concurrency must be a positive integer, got ${args.concurrency}`);
  }
}

/** The library request fields of the shared options (validated). */
export function sourceRequest(args: SourceArgs, command: string) {
  validateSourceArgs(args, command);
  return {
    suite: args.suite, casesFile: args.cases, dataset: args.dataset, dataDir: args.dataDir, split: args.split, seed: args.seed,
    embedder: args.embedder, cacheDir: args.cache ? args.cacheDir : undefined, concurrency: args.concurrency,
    aggregate: args.aggregate, llm: args.llm, level: args.level, timeoutMs: args.timeoutMs,
    maxRetries: args.retries,
  };
}
