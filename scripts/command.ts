/**
 * The shape of one CLI command: parse options with yargs, call one library function, return an exit code.
 */
import type { ArgumentsCamelCase, Argv } from 'yargs';

/** One `verity <command>`; `run` returns the process exit code (0 ok, 1 quality failure, 2 harness error). */
export interface VerityCommand<A = any> {
  command: string | string[];
  describe: string;
  builder: (y: Argv) => Argv<unknown>;
  run: (args: A) => Promise<number>;
}

/**
 * What the options a builder declares give a command, as its `run` receives them: yargs' inferred options with
 * camel-case keys. A command's args type must be satisfied by it, so an option missing from the builder, spelled
 * differently or of another type is a type error rather than a cast that hides it.
 */
export type ParsedOptions<O> = ArgumentsCamelCase<O>;

/** Per args field the options do not give: `[what the options give ('missing' when nothing), what the field wants]`. */
export type OptionsDrift<O, A> = {
  [K in keyof A as K extends keyof ParsedOptions<O> ? (ParsedOptions<O>[K] extends A[K] ? never : K) : K]-?:
    [K extends keyof ParsedOptions<O> ? ParsedOptions<O>[K] : 'missing', A[K]];
};

/** The extra argument `defineCommand` demands when the options do not give the args type (none when they do). */
export type OptionsGive<O, A> = ParsedOptions<O> extends A ? [] : [drift: OptionsDrift<O, A>];

/**
 * A command whose args type `A` is checked against the options its builder declares (no `as unknown as` cast):
 * when `ParsedOptions<O>` is not assignable to `A`, the call fails to type-check (it asks for an argument that
 * cannot be given).
 */
export function defineCommand<O, A>(
  spec: { command: string | string[]; describe: string; builder: (y: Argv) => Argv<O>; run: (args: A) => Promise<number> },
  ..._check: OptionsGive<O, A>
): VerityCommand<A> {
  return spec as VerityCommand<A>;
}
