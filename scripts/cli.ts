/**
 * The `verity` CLI: wires commands; each command lives in scripts/commands/ and only parses, calls, prints.
 * Only the command being run is imported (start-up cost); `--help`, no command or an unknown one imports them all.
 */
import yargs from 'yargs';
import { redactSecrets } from '../engine/secrets.ts';
import { terminalSafe } from './terminal.ts';
import type { VerityCommand } from './command.ts';

/** One CLI command: the words that select it and a lazy import of its implementation. */
export interface CommandEntry {
  names: readonly string[];
  load: () => Promise<VerityCommand>;
}

/** Every command, in help order. A plain literal list: no side-effect registration. */
export const COMMANDS: readonly CommandEntry[] = [
  { names: ['run'], load: async () => (await import('./commands/run.ts')).runCommand },
  { names: ['gate'], load: async () => (await import('./commands/gate.ts')).gateCommand },
  { names: ['baseline'], load: async () => (await import('./commands/baseline.ts')).baselineCommand },
  { names: ['compare'], load: async () => (await import('./commands/compare.ts')).compareCommand },
  { names: ['calibrate'], load: async () => (await import('./commands/calibrate.ts')).calibrateCommand },
  { names: ['realism'], load: async () => (await import('./commands/realism.ts')).realismCommand },
  { names: ['merge'], load: async () => (await import('./commands/merge.ts')).mergeCommand },
  { names: ['fuzz'], load: async () => (await import('./commands/fuzz.ts')).fuzzCommand },
  { names: ['generate'], load: async () => (await import('./commands/generate.ts')).generateCommand },
  { names: ['verify'], load: async () => (await import('./commands/verify.ts')).verifyCommand },
  { names: ['trace'], load: async () => (await import('./commands/trace.ts')).traceCommand },
];

/** The commands to register for `argv`: the one its first non-option word names, else all (help, did-you-mean). */
async function commandsFor(argv: readonly string[]): Promise<VerityCommand[]> {
  const word = argv.find((a) => !a.startsWith('-'));
  const named = COMMANDS.find((c) => word !== undefined && c.names.includes(word));
  return Promise.all((named ? [named] : COMMANDS).map((c) => c.load()));
}

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
  try {
    for (const c of await commandsFor(argv)) {
      cli.command(c.command, c.describe, c.builder, async (args) => {
        exitCode = await c.run(args);
      });
    }
    await cli.parseAsync();
  } catch (err) {
    const message = terminalSafe(redactSecrets(err instanceof Error ? err.message : String(err)));
    process.stderr.write(`verity: ${message}\n`);
    if (err instanceof UsageError) process.stderr.write('Run `verity --help` for usage.\n');
    return 2;
  }
  return exitCode;
}

/** Error codes of writing to an output whose reader has gone (`verity … | head`). */
const CLOSED_OUTPUT = new Set(['EPIPE', 'ERR_STREAM_DESTROYED']);

/**
 * Makes a closed stdout or stderr harmless: a reader that stops early (`verity gate --json | head -c 10`) is not the
 * command's failure, so later writes are dropped and the process still ends with the command's own exit code.
 */
export function tolerateClosedOutput(streams: readonly NodeJS.WriteStream[]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (!CLOSED_OUTPUT.has(error.code ?? '')) throw error;
    });
  }
}

class UsageError extends Error {
  readonly code = 'usage';
}
