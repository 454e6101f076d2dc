import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureCli, startBowEmbeddingServer, type BowEmbeddingServer } from '../../test/cli.ts';
import { makeTempDir } from '../../test/tempDir.ts';

const dir = makeTempDir('gate-cli');
const cacheDir = path.join(dir, 'cache');
const EMBEDDER = ['--embedder', 'openai:loopback-bow'];
let embeddings: BowEmbeddingServer;

beforeAll(async () => {
  embeddings = await startBowEmbeddingServer('sk-verity-gate-test-secret-0001', 200);
});

afterAll(async () => {
  await embeddings?.close();
});

const EVIDENCE = [{ id: 'e1', text: 'In 2021 revenue climbed to 1,500 at the Oslo plant.' }];
type Row = { id: string; class: string; claim: string; expected: string };

function writeCases(name: string, rows: Row[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, rows.map((r) => JSON.stringify({ ...r, evidence: EVIDENCE })).join('\n'));
  return file;
}

const common = (cases: string, out: string) => ['--cases', cases, '--out', path.join(dir, out), '--cache-dir', cacheDir, ...EMBEDDER];

describe('verity gate --cases FILE', () => {
  it('applies the floors of the classes it knows: a missed number-swap floor fails the gate (exit 1)', async () => {
    const cases = writeCases('known.jsonl', [
      { id: 'n1', class: 'number-swap', claim: 'In 2021 revenue climbed to 1,600 at the Oslo plant.', expected: 'unsupported' },
      { id: 'n2', class: 'number-swap', claim: 'In 2021 revenue climbed to 1,500 at the Oslo plant.', expected: 'unsupported' },
    ]);
    const gate = await captureCli(['gate', ...common(cases, 'known')]);
    expect(gate.code).toBe(1);
    expect(gate.stdout).toMatch(/number-swap: unsupported_rate 0\.500 missed floor unsupported_rate ≥ 0\.95/);
  });

  it('exits 2 saying nothing is gated when no floor applies to its classes', async () => {
    const cases = writeCases('unknown.jsonl', [
      { id: 'u1', class: 'my-own-class', claim: 'In 2021 revenue climbed to 1,500 at the Oslo plant.', expected: 'supported' },
    ]);
    const gate = await captureCli(['gate', ...common(cases, 'unknown')]);
    expect(gate.code).toBe(2);
    expect(gate.stderr).toMatch(/gate: no floor applies to the classes of .*unknown\.jsonl \(my-own-class\): nothing would be gated/);
    expect(gate.stdout).not.toContain('PASSED');
  });
});

describe('verity gate --baseline', () => {
  const rows: Row[] = [
    { id: 'p1', class: 'paraphrase', claim: 'In 2021 revenue climbed to 1,500 at the Oslo plant.', expected: 'supported' },
    { id: 'n1', class: 'number-swap', claim: 'In 2021 revenue climbed to 1,600 at the Oslo plant.', expected: 'unsupported' },
  ];

  it('is an error (exit 2) when the named baseline file does not exist', async () => {
    const cases = writeCases('missing-baseline.jsonl', rows);
    const missing = path.join(dir, 'no-such-baseline.json');
    const gate = await captureCli(['gate', ...common(cases, 'missing'), '--baseline', missing]);
    expect(gate.code).toBe(2);
    expect(gate.stderr).toContain(`no baseline file at ${missing}`);
    const run = await captureCli(['run', ...common(cases, 'missing-run'), '--baseline', missing]);
    expect(run.code).toBe(2);
  });

  it('fails (exit 1) when cases changed since the baseline, and passes with --accept-new-cases', async () => {
    const cases = writeCases('drift.jsonl', rows);
    const baseline = path.join(dir, 'drift-baseline.json');
    expect((await captureCli(['baseline', 'update', ...common(cases, 'drift'), '--baseline', baseline])).code).toBe(0);
    expect((await captureCli(['gate', ...common(cases, 'drift'), '--baseline', baseline])).code).toBe(0);
    writeCases('drift.jsonl', [rows[0], { ...rows[1], claim: 'In 2021 revenue climbed to 1,700 at the Oslo plant.' }]);
    const drifted = await captureCli(['gate', ...common(cases, 'drift'), '--baseline', baseline]);
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toMatch(/cases changed since baseline .*drift-baseline\.json: cases hash \w+ → \w+; 1 changed \(n1\)/);
    expect(drifted.stdout).toContain('gate: FAILED');
    const accepted = await captureCli(['gate', ...common(cases, 'drift'), '--baseline', baseline, '--accept-new-cases']);
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toMatch(/note: cases changed since the baseline, accepted \(--accept-new-cases\)/);
  });
});

describe('--timeout-ms', () => {
  it('bounds each provider request of run and verify (a hanging provider ends as errored cases / unavailable, exit 2)', async () => {
    const { startLoopbackServer } = await import('../../test/loopback/server.ts');
    const slow = await startLoopbackServer({ embeddings: Array.from({ length: 20 }, () => ({ delayMs: 3_000 })) });
    const saved = process.env.VERITY_OPENAI_BASE_URL;
    process.env.VERITY_OPENAI_BASE_URL = slow.url;
    try {
      const cases = writeCases('slow.jsonl', [
        { id: 'p1', class: 'paraphrase', claim: 'In 2021 revenue climbed to 1,500 at the Oslo plant.', expected: 'supported' },
      ]);
      const started = Date.now();
      // --retries 0: one timed-out attempt per request shows the deadline; retry waits would only slow the test.
      const run = await captureCli(['run', ...common(cases, 'slow'), '--no-cache', '--timeout-ms', '200', '--concurrency', '1', '--retries', '0']);
      expect(run.code).toBe(2);
      expect(run.stdout).toMatch(/timed out after 200 ms/);
      const draft = path.join(dir, 'slow-draft.txt');
      fs.writeFileSync(draft, 'Revenue climbed to 1,500.');
      const evidence = path.join(dir, 'slow-evidence.jsonl');
      fs.writeFileSync(evidence, `${JSON.stringify(EVIDENCE[0])}\n`);
      const verify = await captureCli(['verify', '--draft', draft, '--evidence', evidence, '--traces', path.join(dir, 'slow.msgpack'),
        '--embedder', 'openai:slow', '--timeout-ms', '200', '--retries', '0']);
      expect(verify.code).toBe(2);
      expect(verify.stdout).toMatch(/unavailable: .*timed out after 200 ms/);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect((await captureCli(['run', '--timeout-ms', '0'])).stderr).toMatch(/--timeout-ms must be a positive integer, got 0/);
    } finally {
      process.env.VERITY_OPENAI_BASE_URL = saved;
      if (saved === undefined) delete process.env.VERITY_OPENAI_BASE_URL;
      await slow.close();
    }
  });
});

describe('--retries', () => {
  it('sets how many times run, compare and verify retry a failing provider (0 = one attempt); a bad count is an error naming it', async () => {
    const { startLoopbackServer } = await import('../../test/loopback/server.ts');
    const failing = await startLoopbackServer({ embeddings: Array.from({ length: 40 }, () => ({ status: 503 })) });
    const saved = process.env.VERITY_OPENAI_BASE_URL;
    process.env.VERITY_OPENAI_BASE_URL = failing.url;
    const attempts = async (argv: string[]) => {
      const before = failing.requests.length;
      const result = await captureCli(argv);
      return { code: result.code, calls: failing.requests.length - before, stderr: result.stderr };
    };
    try {
      const cases = writeCases('retries.jsonl', [
        { id: 'p1', class: 'paraphrase', claim: 'In 2021 revenue climbed to 1,500 at the Oslo plant.', expected: 'supported' },
      ]);
      const run = (retries: string) => attempts(['run', ...common(cases, `retries-${retries}`), '--no-cache', '--concurrency', '1', '--retries', retries]);
      const once = await run('0');
      expect(once).toMatchObject({ code: 2, calls: 1 });
      expect(await run('2')).toMatchObject({ code: 2, calls: 3 });
      const compare = await attempts(['compare', '--score-models', 'v1', '--cases', cases, '--out', path.join(dir, 'retries-compare'),
        '--no-cache', '--embedder', 'openai:failing', '--concurrency', '1', '--retries', '1']);
      expect(compare).toMatchObject({ code: 2, calls: 2 });
      const draft = path.join(dir, 'retries-draft.txt');
      fs.writeFileSync(draft, 'Revenue climbed to 1,500.');
      const evidence = path.join(dir, 'retries-evidence.jsonl');
      fs.writeFileSync(evidence, `${JSON.stringify(EVIDENCE[0])}\n`);
      const verify = (retries: string) => attempts(['verify', '--draft', draft, '--evidence', evidence, '--traces', path.join(dir, 'retries.msgpack'),
        '--embedder', 'openai:failing', '--retries', retries]);
      expect(await verify('1')).toMatchObject({ code: 2, calls: 2 });
      for (const [bad, given] of [['-1', '-1'], ['1.5', '1.5'], ['x', 'x'], ['', 'nothing']]) {
        expect(await run(bad)).toMatchObject({ code: 2, calls: 0, stderr: expect.stringContaining(`--retries must be a non-negative integer, got ${given}`) });
        expect((await verify(bad)).stderr).toContain(`verify: --retries must be a non-negative integer, got ${given}`);
      }
    } finally {
      process.env.VERITY_OPENAI_BASE_URL = saved;
      if (saved === undefined) delete process.env.VERITY_OPENAI_BASE_URL;
      await failing.close();
    }
  });
});
