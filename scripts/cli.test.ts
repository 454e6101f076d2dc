import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import yargs from 'yargs';
import { captureCli } from '../test/cli.ts';
import { COMMANDS } from './cli.ts';
import { DEFAULT_CHAT_TIMEOUT_MS, DEFAULT_EMBED_TIMEOUT_MS } from '../engine/providers/openaiOptions.ts';
import { DEFAULT_RETRY_POLICY } from '../engine/providers/retry.ts';
import { LLM_PROVIDER, NETWORK_PROVIDERS, retriesOption, timeoutMsOption, type BoundedProviders } from './integerOption.ts';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/verity.js');

/** `--help` ends the process (yargs exits), so help is read from a child process. */
function helpOf(argv: string[]): { status: number | null; stdout: string } {
  const child = spawnSync(process.execPath, [BIN, ...argv, '--help'], { encoding: 'utf8', env: { ...process.env, COLUMNS: '110' } });
  return { status: child.status, stdout: child.stdout };
}

const capture = captureCli;

describe('verity CLI (lazy command loading)', () => {
  it('selects each command by the first word of its own yargs command string', async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load();
      const words = (Array.isArray(command.command) ? command.command : [command.command]).map((c) => c.split(' ')[0]);
      expect(entry.names).toEqual(words);
    }
  });

  it('lists each command in --help with the usage and description the command itself declares', async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load();
      expect([entry.usage, entry.describe]).toEqual([command.command, command.describe]);
    }
  });

  it('runs the command named after an option\'s value (verity --out DIR run)', async () => {
    const result = await capture(['--score-model', 'no-such-model', 'run', '--cases', 'no-such-file.jsonl']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no-such-file\.jsonl|no-such-model/);
  });

  it('--help lists every command', async () => {
    const help = helpOf([]);
    expect(help.status).toBe(0);
    for (const entry of COMMANDS) expect(help.stdout).toMatch(new RegExp(`verity ${entry.names[0]}\\b`));
  });

  it('suggests the nearest command for a misspelt one and exits 2', async () => {
    const typo = await capture(['gaet']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/Did you mean gate\?/);
  });

  it('shows integer options as [number] in a command\'s help', () => {
    const shown = (argv: string[], names: string[]) => {
      const help = helpOf(argv);
      expect(help.status).toBe(0);
      for (const name of names) expect(help.stdout, name).toMatch(new RegExp(`--${name}\\s[^[]*\\[number\\]`));
    };
    shown(['run'], ['seed', 'concurrency', 'timeout-ms', 'retries']);
    shown(['generate'], ['per-class', 'seed', 'sample', 'timeout-ms', 'retries']);
    shown(['attack'], ['budget', 'seed', 'timeout-ms', 'retries']);
    shown(['realism'], ['seed', 'concurrency', 'timeout-ms', 'retries']);
  });

  it('words --timeout-ms and --retries with the shared builders in every command that builds providers', async () => {
    /** The `--help` line of each option of a command, unwrapped (help read in-process: a parse callback keeps yargs from exiting). */
    const optionLines = async (entry: (typeof COMMANDS)[number]): Promise<Map<string, string>> => {
      const command = await entry.load();
      let text = '';
      await yargs().scriptName('verity').command(command.command, command.describe, command.builder).wrap(null).exitProcess(false)
        .parseAsync([entry.names[0], '--help'], {}, (_err, _argv, output) => void (text = output));
      return new Map(text.split('\n').flatMap((line) => {
        const m = /^\s+--([a-z-]+)\s+(.*?)\s+\[number\]/.exec(line);
        return m === null ? [] : [[m[1], m[2]] as [string, string]];
      }));
    };
    const texts = (bounded: BoundedProviders) => [timeoutMsOption('', bounded).describe, retriesOption('', bounded).describe];
    const withLimits: string[] = [];
    for (const entry of COMMANDS) {
      const lines = await optionLines(entry);
      if (!lines.has('timeout-ms') && !lines.has('retries')) continue;
      withLimits.push(entry.names[0]);
      const bounded = entry.names[0] === 'generate' ? LLM_PROVIDER : NETWORK_PROVIDERS;
      expect([lines.get('timeout-ms'), lines.get('retries')], entry.names[0]).toEqual(texts(bounded));
    }
    expect(withLimits).toEqual(['run', 'gate', 'baseline', 'compare', 'calibrate', 'attack', 'realism', 'generate', 'verify']);
    expect(texts(LLM_PROVIDER)[0]).toBe(`per-request timeout of the --llm provider, reply body included (default ${DEFAULT_CHAT_TIMEOUT_MS})`);
    expect(texts(NETWORK_PROVIDERS)[1]).toMatch(/^retries of a failed request to network providers \(openai:\) on 429, 5xx, timeouts/);
  });

  it('shows as --timeout-ms and --retries defaults the constants the providers use', () => {
    const help = helpOf(['run']).stdout.replace(/\s+/g, ' ');
    const timeout = /--timeout-ms per-request timeout of network providers \(openai:\), reply body included \(default ([^)]*)\)/.exec(help);
    expect(timeout?.[1].split(/\D+/).filter((n) => n !== '').map(Number)).toEqual(
      DEFAULT_EMBED_TIMEOUT_MS === DEFAULT_CHAT_TIMEOUT_MS ? [DEFAULT_EMBED_TIMEOUT_MS] : [DEFAULT_EMBED_TIMEOUT_MS, DEFAULT_CHAT_TIMEOUT_MS]);
    expect(help).toMatch(new RegExp(`--retries .*; 0 = one attempt \\(default ${DEFAULT_RETRY_POLICY.maxRetries}\\)`));
  });

  it('shows the help of the one command named', async () => {
    const help = helpOf(['merge']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('verity merge <dirs..>');
  });
});
