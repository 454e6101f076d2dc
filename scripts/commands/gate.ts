/**
 * `verity gate`: runs the suite and gates it. Exit 0 passed; 1 on a missed floor, a regression against the committed
 * baseline (McNemar p < 0.05, flipped cases listed) or a score model whose fingerprint changed without a new id;
 * 2 on a harness error (a provider outage is never reported as a quality failure).
 */
import type { Argv } from 'yargs';
import { executeGate } from '../../suites/session.ts';
import type { VerityCommand } from '../command.ts';
import { addRunOptions, printResults, requestFromArgs, type RunArgs } from './run.ts';

/** The `verity gate` command. */
export const gateCommand: VerityCommand<RunArgs> = {
  command: 'gate',
  describe: 'Run the suite and gate it: floors, regression against the committed baseline, score-model fingerprint',
  builder: (y: Argv) => addRunOptions(y) as unknown as Argv<RunArgs>,
  run: async (args) => {
    const { results, written } = await executeGate(await requestFromArgs(args));
    printResults(results, written, args.json);
    if (args.json) for (const reason of results.gate!.reasons) process.stderr.write(`gate: ${reason}\n`);
    return results.gate!.exit_code;
  },
};
