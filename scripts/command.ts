/**
 * The shape of one CLI command: parse options with yargs, call one library function, return an exit code.
 */
import type { Argv } from 'yargs';

/** One `verity <command>`; `run` returns the process exit code (0 ok, 1 quality failure, 2 harness error). */
export interface VerityCommand<A = any> {
  command: string | string[];
  describe: string;
  builder: (y: Argv) => Argv<A>;
  run: (args: A) => Promise<number>;
}
