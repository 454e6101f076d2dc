import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { distState } from '../bin/freshness.js';
import { captureCli } from '../test/cli.ts';
import { makeTempDir } from '../test/tempDir.ts';
import { BUILD_INPUTS, writeBuildManifest } from './buildManifest.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A copy of bin/ beside a fake CLI that names where it runs from: compiled (dist/) or sources (through tsx). */
function fakeCheckout(): string {
  const root = makeTempDir('bin');
  fs.mkdirSync(path.join(root, 'bin'));
  for (const file of ['verity.js', 'freshness.js']) fs.copyFileSync(path.join(REPO, 'bin', file), path.join(root, 'bin', file));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  const cli = (from: string) => `export async function main(argv: string[]) { process.stdout.write('${from} ' + argv.join(' ')); return 3; }\n` +
    'export function tolerateClosedOutput(streams: unknown[]) {}\n';
  const files: Record<string, string> = {
    'package.json': '{"type": "module"}\n',
    'scripts/cli.ts': cli('source'),
    'scripts/terminal.ts': 'export function guardTerminal(stream: unknown) {}\n',
    'dist/scripts/cli.js': cli('dist').replace(': string[]', '').replace(': unknown[]', ''),
    'dist/scripts/terminal.js': 'export function guardTerminal(stream) {}\n',
    ...Object.fromEntries(BUILD_INPUTS.map((f) => [f, '{}\n'])),
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

function runBin(root: string, env: Record<string, string> = {}): { status: number | null; stdout: string } {
  const child = spawnSync(process.execPath, [path.join(root, 'bin', 'verity.js'), 'run', '--json'], {
    encoding: 'utf8', env: { ...process.env, VERITY_FROM_SOURCE: '', ...env },
  });
  return { status: child.status, stdout: child.stdout };
}

describe('bin/verity.js', () => {
  it('runs dist/ when it is a build of the current sources, the sources otherwise', () => {
    const root = fakeCheckout();
    expect(runBin(root)).toEqual({ status: 3, stdout: 'source run --json' });
    writeBuildManifest(root);
    expect(runBin(root)).toEqual({ status: 3, stdout: 'dist run --json' });
    expect(runBin(root, { VERITY_FROM_SOURCE: '1' })).toEqual({ status: 3, stdout: 'source run --json' });
    const source = path.join(root, 'scripts/cli.ts');
    fs.writeFileSync(source, fs.readFileSync(source, 'utf8').replace("'source '", "'edited source '"));
    expect(runBin(root)).toEqual({ status: 3, stdout: 'edited source run --json' });
  });

  // After `npm run build` (and in CI, where `npm ci` builds through `prepare`) the compiled CLI runs here.
  it.skipIf(!distState(REPO).fresh)('gives, compiled, the results the sources give in-process', async () => {
    const dir = makeTempDir('startup');
    const cases = path.join(dir, 'cases.jsonl');
    const rows = ['up 4%', 'up 9%'].map((claim, i) => JSON.stringify({
      id: `c${i}`, class: 'number-swap', expected: 'unsupported', claim: `Revenue was ${claim} in 2024.`,
      evidence: [{ id: 'e1', text: 'Revenue was up 4% in 2024, the company said.' }],
    }));
    fs.writeFileSync(cases, `${rows.join('\n')}\n`);
    const argv = ['run', '--json', '--cases', cases, '--no-cache', '--out', path.join(dir, 'out')];
    const child = spawnSync(process.execPath, [path.join(REPO, 'bin', 'verity.js'), ...argv], { encoding: 'utf8', cwd: REPO });
    const inProcess = await captureCli(argv);
    const withoutTimes = (text: string) => {
      const { meta: { durations_ms: _d, started_at: _s, ...meta }, ...rest } = JSON.parse(text);
      return { ...rest, meta };
    };
    expect(child.status).toBe(0);
    expect(withoutTimes(child.stdout)).toEqual(withoutTimes(inProcess.stdout));
  });
});
