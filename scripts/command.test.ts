import { describe, expect, it } from 'vitest';
import yargs, { type Argv } from 'yargs';
import { defineCommand } from './command.ts';
import { integerOption } from './integerOption.ts';

const builder = (y: Argv) =>
  y
    .option('out', { type: 'string', default: 'verity-out', describe: 'folder' })
    .option('runs', integerOption('t', 'runs', 1, 'how many runs', 3))
    .option('seed', integerOption('t', 'seed', 0, 'seed'));

interface FitArgs {
  out: string;
  runs: number;
  seed?: number;
}

const meta = { command: 't', describe: 'a test command' };

// Type-level checks, run by `tsc --noEmit` (CI): each `@ts-expect-error` fails the typecheck if the call compiles.
// @ts-expect-error a field no option gives
defineCommand({ ...meta, builder, run: async (a: FitArgs & { missing: string }) => a.runs });
// @ts-expect-error a field of another type than its option's
defineCommand({ ...meta, builder, run: async (a: { out: number }) => a.out });
// @ts-expect-error an integer option without a default may be undefined
defineCommand({ ...meta, builder, run: async (a: { seed: number }) => a.seed });

describe('defineCommand', () => {
  it('takes a command whose args type its options give, and hands run the parsed options', async () => {
    const command = defineCommand({ ...meta, builder, run: async (a: FitArgs) => a.runs + (a.seed ?? 0) });
    const parsed = await builder(yargs(['--seed', '4'])).parseAsync();
    expect(parsed).toMatchObject({ out: 'verity-out', runs: 3, seed: 4 });
    expect(await command.run(parsed)).toBe(7);
    expect(() => builder(yargs(['--runs', '1.5'])).exitProcess(false).fail((message, error) => { throw error ?? new Error(message); }).parseSync())
      .toThrow('t: --runs must be a positive integer, got 1.5');
  });
});

describe('integerOption', () => {
  const parse = (argv: string[]) => builder(yargs(argv)).exitProcess(false).fail((message, error) => { throw error ?? new Error(message); }).parseSync();

  it('shows as [number] in --help', async () => {
    const help = await builder(yargs([])).getHelp();
    expect(help).toMatch(/--runs\s+how many runs\s+\[number\] \[default: 3\]/);
    expect(help).toMatch(/--seed\s+seed\s+\[number\]/);
    expect(help).not.toMatch(/--(runs|seed)\b.*\[string\]/);
  });

  it('reads the raw text, so a non-integer, a hex, an exponent or an empty value is an error naming the option', () => {
    for (const [raw, given] of [['abc', 'abc'], ['1.5', '1.5'], ['0x10', '0x10'], ['1e3', '1e3'], ['', 'nothing'], ['0', '0'], [' ', 'nothing']]) {
      expect(() => parse(['--runs', raw]), raw).toThrow(`t: --runs must be a positive integer, got ${given}`);
    }
    expect(() => parse(['--seed', '-2'])).toThrow('t: --seed must be a non-negative integer, got -2');
    expect(parse(['--runs', '007', '--seed', '+0'])).toMatchObject({ runs: 7, seed: 0 });
  });
});
