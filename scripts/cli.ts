/**
 * The `verity` CLI: wires commands; each command lives in scripts/commands/ and only parses, calls, prints.
 * Only the command being run is imported (start-up cost); `--help`, no command or an unknown one imports none.
 */
import yargs from 'yargs';
import { redactSecrets } from '../engine/secrets.ts';
import { terminalSafe } from './terminal.ts';
import type { VerityCommand } from './command.ts';

/**
 * One CLI command: the words that select it, its yargs command string and description (what `verity --help` lists
 * without importing any command), and a lazy import of its implementation.
 */
export interface CommandEntry {
  names: readonly string[];
  usage: string;
  describe: string;
  load: () => Promise<VerityCommand>;
}

/** Every command, in help order. A plain literal list: no side-effect registration. */
export const COMMANDS: readonly CommandEntry[] = [
  {
    names: ['run'], usage: 'run',
    describe: 'Run a suite (default: adversarial, offline) or a cases file; print per-class rates and write reports',
    load: async () => (await import('./commands/run.ts')).runCommand,
  },
  {
    names: ['gate'], usage: 'gate',
    describe: 'Run the suite and gate it: floors, regression against the committed baseline, score-model fingerprint',
    load: async () => (await import('./commands/gate.ts')).gateCommand,
  },
  {
    names: ['baseline'], usage: 'baseline <action>',
    describe: "Record the committed baseline of a score model ('update' runs the suite and writes it)",
    load: async () => (await import('./commands/baseline.ts')).baselineCommand,
  },
  {
    names: ['compare'], usage: 'compare',
    describe: 'Run the same cases through several score models: per-class rates, McNemar, balanced accuracy, AUROC, sweeps',
    load: async () => (await import('./commands/compare.ts')).compareCommand,
  },
  {
    names: ['calibrate'], usage: 'calibrate',
    describe: "Sweep a score model's band thresholds (and β) and recommend the bands that meet every floor",
    load: async () => (await import('./commands/calibrate.ts')).calibrateCommand,
  },
  {
    names: ['attack'], usage: 'attack',
    describe: 'Search for the smallest label-keeping edits that fool a score model: per-class attack success rates, attacks.jsonl',
    load: async () => (await import('./commands/attack.ts')).attackCommand,
  },
  {
    names: ['realism'], usage: 'realism',
    describe: 'Generated hard-tier rates beside the hand-written set\'s rates (95% Wilson interval), per class and score model',
    load: async () => (await import('./commands/realism.ts')).realismCommand,
  },
  {
    names: ['merge'], usage: 'merge <dirs..>',
    describe: 'Merge the outputs of --shard k/n runs (run, gate, compare) into the whole run\'s results and reports',
    load: async () => (await import('./commands/merge.ts')).mergeCommand,
  },
  {
    names: ['fuzz'], usage: 'fuzz',
    describe: 'Fuzz a score model against the engine invariants (fast-check); exit 1 when one is violated',
    load: async () => (await import('./commands/fuzz.ts')).fuzzCommand,
  },
  {
    names: ['generate'], usage: 'generate',
    describe: 'Generate labelled adversarial cases from the corpus (JSONL with provenance), or print a review sample',
    load: async () => (await import('./commands/generate.ts')).generateCommand,
  },
  {
    names: ['verify'], usage: 'verify',
    describe: 'Verify a draft against evidence spans: claim verdicts, policy, trace',
    load: async () => (await import('./commands/verify.ts')).verifyCommand,
  },
  {
    names: ['trace'], usage: 'trace <action> [id]',
    describe: 'List trace records (ls) or print one (show ID)',
    load: async () => (await import('./commands/trace.ts')).traceCommand,
  },
];

/** The command named by the first non-option word of `argv` that names one (an option's value may come first). */
function namedCommand(argv: readonly string[]): CommandEntry | undefined {
  for (const word of argv) {
    const found = word.startsWith('-') ? undefined : COMMANDS.find((c) => c.names.includes(word));
    if (found !== undefined) return found;
  }
  return undefined;
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
    const named = namedCommand(argv);
    if (named === undefined) {
      // Help, no command or a misspelt one: the listing and "did you mean" need only the names and descriptions.
      for (const c of COMMANDS) cli.command(c.usage, c.describe);
    } else {
      const c = await named.load();
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
