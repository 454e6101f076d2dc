/**
 * `verity gate`: runs the suite and gates it. Exit 0 passed; 1 on a missed floor, a regression against the committed
 * baseline (McNemar p < 0.05, flipped cases listed), cases that changed since the baseline (unless --accept-new-cases)
 * or a score model whose fingerprint changed without a new id; 2 on a harness error (a provider outage is never
 * reported as a quality failure; nor is a cases file no floor applies to).
 */
import type { Argv } from 'yargs';
import { writeRunOutcome } from '../../reports/registry.ts';
import { executeGate } from '../../suites/runSession.ts';
import { redactSecrets } from '../../engine/secrets.ts';
import { defineCommand } from '../command.ts';
import { terminalSafe } from '../terminal.ts';
import { addRunOptions, checkBaselineArg, printResults, requestFromArgs, type RunArgs } from './run.ts';

/** The `verity gate` command. */
export const gateCommand = defineCommand({
  command: 'gate',
  describe: 'Run the suite and gate it: floors, regression against the committed baseline, score-model fingerprint',
  builder: (y: Argv) =>
    addRunOptions(y).option('accept-new-cases', {
      type: 'boolean',
      default: false,
      describe: 'pass although cases changed since the baseline (they are still reported); then run baseline update',
    }),
  run: async (args: RunArgs & { acceptNewCases: boolean }) => {
    checkBaselineArg(args, 'gate');
    const gated = await executeGate({ ...(await requestFromArgs(args)), acceptNewCases: args.acceptNewCases });
    const { results, written } = writeRunOutcome(gated.results, args.out);
    printResults(results, written, args.json);
    if (args.json) for (const reason of results.gate!.reasons) process.stderr.write(`gate: ${terminalSafe(redactSecrets(reason))}\n`);
    return results.gate!.exit_code;
  },
});
