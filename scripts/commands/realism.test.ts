import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelledCase } from '../../datasets/types.ts';
import { captureCli } from '../../test/cli.ts';
import { startLoopbackServer, type LoopbackServer } from '../../test/loopback/server.ts';
import { makeTempDir } from '../../test/tempDir.ts';
import { setEnv } from '../../test/env.ts';

const dir = makeTempDir('realism-cli');
const SECRET = 'sk-verity-realism-limits-secret-0001';
const evidence = [{ id: 'p-s1', text: 'Norvik Shipping moved its head office to Bergen in 2021.' }];
const verbatim = (id: string, generator: string): LabelledCase => ({
  id, class: 'verbatim', claim: evidence[0].text, evidence, expected: 'supported',
  provenance: { generator, seed: 0, source_passage: 'p', source_span: 'p-s1', transform: 't' },
});
const generatedFile = path.join(dir, 'generated.jsonl');
const handwrittenDir = path.join(dir, 'hw');
let restoreEnv: () => void;

beforeAll(() => {
  fs.mkdirSync(handwrittenDir, { recursive: true });
  fs.writeFileSync(path.join(handwrittenDir, 'set.jsonl'), `${JSON.stringify(verbatim('hw-v1', 'hand-written'))}\n`);
  fs.writeFileSync(generatedFile, `${JSON.stringify(verbatim('g-v1', 'verbatim'))}\n`);
  // The base URL is set per test; both go back as they were after the file.
  restoreEnv = setEnv({ VERITY_OPENAI_BASE_URL: process.env.VERITY_OPENAI_BASE_URL, OPENAI_API_KEY: SECRET });
});

afterAll(() => restoreEnv());

/** `verity realism` on the one-claim fixture (one text: one embedding request per attempt), without caches. */
const realism = (limits: string[]) => captureCli(['realism', '--cases', generatedFile, '--handwritten', handwrittenDir,
  '--score-models', 'v1', '--embedder', 'openai:limits', '--no-cache', '--concurrency', '1', '--json', ...limits]);

/** Runs realism against `server`: exit code, requests the server saw, elapsed ms and the printed object. */
async function realismAgainst(server: LoopbackServer, limits: string[]) {
  process.env.VERITY_OPENAI_BASE_URL = server.url;
  const before = server.requests.length;
  const started = Date.now();
  const run = await realism(limits);
  const ms = Date.now() - started;
  expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
  const results = JSON.parse(run.stdout) as { errors: number; compared: number; rows: Array<{ generated: unknown; handwritten: unknown }> };
  return { code: run.code, calls: server.requests.length - before, ms, results };
}

describe('verity realism --timeout-ms / --retries (a 127.0.0.1 openai: embedder)', () => {
  it('--retries N: against a server answering 503, N = 0 makes one request and N = 2 three; every case an error, no rate', async () => {
    const failing = await startLoopbackServer({ embeddings: Array.from({ length: 10 }, () => ({ status: 503 })) });
    try {
      const once = await realismAgainst(failing, ['--retries', '0']);
      expect(once).toMatchObject({ code: 2, calls: 1, results: { errors: 2, compared: 0 } });
      expect(once.results.rows).toEqual([expect.objectContaining({ generated: null, handwritten: null })]);
      expect(await realismAgainst(failing, ['--retries', '2'])).toMatchObject({ code: 2, calls: 3, results: { errors: 2 } });
    } finally {
      await failing.close();
    }
  });

  it('--timeout-ms 200: a server that never answers ends every case an error within seconds', async () => {
    const silent = await startLoopbackServer({ embeddings: Array.from({ length: 10 }, () => ({ delayMs: 600_000 })) });
    try {
      const run = await realismAgainst(silent, ['--timeout-ms', '200', '--retries', '0']);
      expect(run).toMatchObject({ code: 2, calls: 1, results: { errors: 2, compared: 0 } });
      expect(run.ms).toBeLessThan(10_000);
    } finally {
      await silent.close();
    }
  });

  it('refuses a limit that is not an integer in range, naming it, before any request', async () => {
    const server = await startLoopbackServer({});
    process.env.VERITY_OPENAI_BASE_URL = server.url;
    try {
      const bad: Array<[string[], string]> = [
        [['--retries', '1.5'], 'realism: --retries must be a non-negative integer, got 1.5'],
        [['--retries', ''], 'realism: --retries must be a non-negative integer, got nothing'],
        [['--timeout-ms', '0x10'], 'realism: --timeout-ms must be a positive integer, got 0x10'],
        [['--timeout-ms', '-5'], 'realism: --timeout-ms must be a positive integer, got -5'],
      ];
      for (const [argv, message] of bad) {
        const run = await realism(argv);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain(message);
      }
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
