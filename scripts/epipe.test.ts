import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBowEmbeddingServer, type BowEmbeddingServer } from '../test/cli.ts';
import { makeTempDir } from '../test/tempDir.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = makeTempDir('epipe');
const EMBEDDER = ['--embedder', 'openai:loopback-bow'];
let embeddings: BowEmbeddingServer;

beforeAll(async () => {
  embeddings = await startBowEmbeddingServer('sk-verity-epipe-test-0001', 400);
});

afterAll(async () => {
  await embeddings?.close();
});

/** Runs `verity ARGV | head -c 10` and resolves to verity's own exit code (PIPESTATUS) and stderr. */
function pipeToHead(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const command = `"${process.execPath}" bin/verity.js "$@" | head -c 10; exit "\${PIPESTATUS[0]}"`;
    const child = spawn('bash', ['-c', command, 'verity', ...argv], { cwd: REPO, env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A cases file large enough that its results outgrow a pipe buffer (64 KiB), all passing the known floors. */
function bigCasesFile(): string {
  const file = path.join(dir, 'big.jsonl');
  const rows = Array.from({ length: 300 }, (_, i) => JSON.stringify({
    id: `n${String(i).padStart(3, '0')}`, class: 'number-swap', expected: 'unsupported',
    claim: `In 2021 revenue at plant ${i} climbed to ${1600 + i} tonnes.`,
    evidence: [{ id: 'e1', text: `In 2021 revenue at plant ${i} climbed to 1,500 tonnes.` }],
  }));
  fs.writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
}

const quiet = (stderr: string) => expect(stderr).not.toMatch(/EPIPE|Error|\n\s+at /);

describe('stdout closed early (verity … | head -c 10)', () => {
  it('gate --json ends quietly with the gate\'s own exit code', async () => {
    const result = await pipeToHead(['gate', '--json', '--cases', bigCasesFile(), '--no-cache', '--out', path.join(dir, 'gate'), ...EMBEDDER]);
    expect(result.stdout).toBe('{"score_mo');
    expect(result.code).toBe(0);
    quiet(result.stderr);
  });

  it('run --json and generate --out=- end quietly with exit 0', async () => {
    const run = await pipeToHead(['run', '--json', '--cases', bigCasesFile(), '--no-cache', '--out', path.join(dir, 'run'), ...EMBEDDER]);
    expect([run.code, run.stdout]).toEqual([0, '{"score_mo']);
    quiet(run.stderr);
    const generate = await pipeToHead(['generate', '--out=-', '--classes', 'verbatim,number-swap', '--per-class', '400']);
    expect([generate.code, generate.stdout]).toEqual([0, '{"id":"ver']);
    quiet(generate.stderr);
  });

  it('verify --json ends quietly with its exit code', async () => {
    const draft = path.join(dir, 'draft.txt');
    fs.writeFileSync(draft, Array.from({ length: 400 }, (_, i) => `Revenue at plant ${i} climbed to 1,500 tonnes in 2021.`).join(' '));
    const evidence = path.join(dir, 'evidence.jsonl');
    fs.writeFileSync(evidence, `${JSON.stringify({ id: 'e1', text: 'In 2021 revenue climbed to 1,500 tonnes.' })}\n`);
    const result = await pipeToHead(['verify', '--json', '--draft', draft, '--evidence', evidence, '--traces', path.join(dir, 'traces.msgpack'), ...EMBEDDER]);
    expect([result.code, result.stdout]).toEqual([0, '{\n  "verif']);
    quiet(result.stderr);
  });
});
