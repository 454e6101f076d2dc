/**
 * `verity realism`: per class and score model, the generated hard suite's rate beside the hand-written set's rate with
 * its 95% Wilson interval, the gap, and whether the generated rate lies inside the interval. Exit 0 when it measured
 * (it is a measurement, never a gate), 2 on a harness error (including any case that could not be scored).
 */
import type { Argv } from 'yargs';
import { REALISM_MODELS, REALISM_SUITE, executeRealism } from '../../suites/research/realism.ts';
import { formatRealismText } from '../../suites/research/table.ts';
import { validateSourceArgs } from '../sourceOptions.ts';
import { defineCommand } from '../command.ts';
import { integerOption, retriesOption, timeoutMsOption } from '../integerOption.ts';
import { DEFAULT_EMBEDDER } from '../../suites/runSession.ts';

/** Options of realism. */
export interface RealismArgs {
  scoreModels: string;
  suite?: string;
  cases?: string;
  seed?: number;
  handwritten?: string;
  embedder: string;
  cacheDir: string;
  cache: boolean;
  concurrency: number;
  timeoutMs?: number;
  retries?: number;
  json: boolean;
}

/** The `verity realism` command. */
export const realismCommand = defineCommand({
  command: 'realism',
  describe: 'Generated hard-tier rates beside the hand-written set\'s rates (95% Wilson interval), per class and score model',
  builder: (y: Argv) =>
    y
      .option('score-models', { type: 'string', default: REALISM_MODELS.join(','), describe: 'comma-separated score model ids' })
      .option('suite', { type: 'string', describe: `the generated side: a registered suite (default: ${REALISM_SUITE})` })
      .option('cases', { type: 'string', describe: 'the generated side: a labelled cases file instead of a suite' })
      .conflicts('suite', 'cases')
      .option('seed', integerOption('realism', 'seed', 0, "generation seed (default: the suite's)"))
      .option('handwritten', { type: 'string', describe: 'hand-written set directory (default: datasets/handwritten)' })
      .option('embedder', { type: 'string', default: DEFAULT_EMBEDDER, describe: 'embedder id (builtin runs offline)' })
      .option('cache-dir', { type: 'string', default: process.env.VERITY_CACHE_DIR ?? '.verity-cache', describe: 'embedding and case cache directory' })
      .option('cache', { type: 'boolean', default: true, describe: 'use the caches (--no-cache to disable)' })
      .option('concurrency', integerOption('realism', 'concurrency', 1, 'embedder calls in flight', 2))
      .option('timeout-ms', timeoutMsOption('realism'))
      .option('retries', retriesOption('realism'))
      .option('json', { type: 'boolean', default: false, describe: 'print only the realism object (JSON) on stdout' }),
  run: async (args: RealismArgs) => {
    validateSourceArgs(args, 'realism');
    const results = await executeRealism({
      scoreModels: args.scoreModels.split(',').map((s) => s.trim()).filter((s) => s.length > 0),
      suite: args.suite,
      casesFile: args.cases,
      seed: args.seed,
      handwrittenDir: args.handwritten,
      embedder: args.embedder,
      cacheDir: args.cache ? args.cacheDir : undefined,
      concurrency: args.concurrency,
      timeoutMs: args.timeoutMs,
      maxRetries: args.retries,
    });
    process.stdout.write(args.json ? `${JSON.stringify(results)}\n` : formatRealismText(results));
    return results.errors > 0 ? 2 : 0;
  },
});
