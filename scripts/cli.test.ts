import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { captureCli } from '../test/cli.ts';
import { COMMANDS } from './cli.ts';

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

  it('shows the help of the one command named', async () => {
    const help = helpOf(['merge']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('verity merge <dirs..>');
  });
});
