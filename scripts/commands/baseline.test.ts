import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBowEmbeddingServer, type BowEmbeddingServer } from '../../test/cli.ts';
import { makeTempDir } from '../../test/tempDir.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = makeTempDir('baseline-cli');
let embeddings: BowEmbeddingServer;

beforeAll(async () => {
  embeddings = await startBowEmbeddingServer('sk-verity-baseline-test-0001', 50);
});

afterAll(async () => {
  await embeddings?.close();
});

/** Runs the CLI in a child process under `ulimit -f <blocks>` (1 KiB blocks); resolves to exit code and stderr. */
function runLimited(blocks: number, argv: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const command = `ulimit -f ${blocks}; exec "${process.execPath}" bin/verity.js "$@"`;
    const child = spawn('bash', ['-c', command, 'verity', ...argv], { cwd: REPO, env: process.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('verity baseline update', () => {
  it('leaves the previous baseline whole when writing the new one fails (file size limit)', async () => {
    const cases = path.join(dir, 'cases.jsonl');
    const rows = Array.from({ length: 40 }, (_, i) => ({
      id: `n${String(i).padStart(2, '0')}`, class: 'number-swap', expected: 'unsupported',
      claim: `In 2021 revenue climbed to ${1600 + i} at the Oslo plant.`,
      evidence: [{ id: 'e1', text: 'In 2021 revenue climbed to 1,500 at the Oslo plant.' }],
    }));
    fs.writeFileSync(cases, rows.map((r) => JSON.stringify(r)).join('\n'));
    const baseline = path.join(dir, 'baseline.json');
    const previous = '{"format": 1, "previous": "a committed baseline"}\n';
    fs.writeFileSync(baseline, previous);
    const result = await runLimited(2, ['baseline', 'update', '--cases', cases, '--baseline', baseline, '--no-cache',
      '--out', path.join(dir, 'out'), '--embedder', 'openai:loopback-bow']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/EFBIG/);
    expect(fs.readFileSync(baseline, 'utf8')).toBe(previous);
    expect(fs.readdirSync(dir).sort()).toEqual(['baseline.json', 'cases.jsonl']);
  });
});
