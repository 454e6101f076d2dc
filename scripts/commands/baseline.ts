/**
 * `verity baseline update`: runs the suite and writes its committed baseline (suites/baselines/[<suite>/]<score_model>.json, or --baseline FILE).
 * Exit 0 when written, 2 on a harness error (a run with errored cases is never recorded).
 */
import type { Argv } from 'yargs';
import { writeRunOutcome } from '../../reports/registry.ts';
import { caseCount } from '../../suites/caseRows.ts';
import { executeBaselineUpdate } from '../../suites/runSession.ts';
import { defineCommand } from '../command.ts';
import { addRunOptions, printResults, requestFromArgs, type RunArgs } from './run.ts';

/** The `verity baseline update` command. */
export const baselineCommand = defineCommand({
  command: 'baseline <action>',
  describe: "Record the committed baseline of a score model ('update' runs the suite and writes it)",
  builder: (y: Argv) =>
    addRunOptions(y.positional('action', { choices: ['update'] as const, demandOption: true, describe: 'what to do' })),
  run: async (args: RunArgs & { action: string }) => {
    const { baselineFile, ...run } = await executeBaselineUpdate(await requestFromArgs(args));
    const { results, written } = writeRunOutcome(run.results, args.out);
    printResults(results, written, args.json);
    process.stderr.write(`baseline: wrote ${baselineFile} (${caseCount(results)} cases, ${results.score_model} ` +
      `${results.fingerprint}, embedder ${results.embed_model})\n`);
    return 0;
  },
});
