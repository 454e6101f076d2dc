/**
 * The `verity` CLI: wires commands; each command lives in scripts/commands/ and only parses, calls, prints.
 */
import yargs from 'yargs';
import type { VerityCommand } from './command.ts';
import { baselineCommand } from './commands/baseline.ts';
import { calibrateCommand } from './commands/calibrate.ts';
import { compareCommand } from './commands/compare.ts';
import { fuzzCommand } from './commands/fuzz.ts';
import { gateCommand } from './commands/gate.ts';
import { generateCommand } from './commands/generate.ts';
import { mergeCommand } from './commands/merge.ts';
import { runCommand } from './commands/run.ts';
import { traceCommand } from './commands/trace.ts';
import { verifyCommand } from './commands/verify.ts';

/** Every command, in help order. A plain literal list: no side-effect registration. */
const COMMANDS: VerityCommand[] = [
  runCommand,
  gateCommand,
  baselineCommand,
  compareCommand,
  calibrateCommand,
  mergeCommand,
  fuzzCommand,
  generateCommand,
  verifyCommand,
  traceCommand,
];

/** Runs the CLI on `argv` (without node and script) and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const cli = yargs(argv)
    .scriptName('verity')
    .usage('$0 <command> [options]')
    .strict()
    .recommendCommands()
    .demandCommand(1, 'Name a command; see verity --help.')
    .help()
    .wrap(Math.min(110, process.stdout.columns ?? 110))
    .fail((msg, err) => {
      throw err ?? new UsageError(msg);
    });
  for (const c of COMMANDS) {
    cli.command(c.command, c.describe, c.builder, async (args) => {
      exitCode = await c.run(args);
    });
  }
  try {
    await cli.parseAsync();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`verity: ${message}\n`);
    if (err instanceof UsageError) process.stderr.write('Run `verity --help` for usage.\n');
    return 2;
  }
  return exitCode;
}

class UsageError extends Error {
  readonly code = 'usage';
}
