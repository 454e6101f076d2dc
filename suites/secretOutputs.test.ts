/**
 * Secrets never reach an output: random secret shapes (bearer tokens, sk- keys, a known key echoed without its prefix,
 * user:pass@ in URLs, ?api_key= / key= / token= parameters) are fed through every path that can print or store a
 * provider message, and no form of the secret may survive.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as fc from 'fast-check';
import { APIError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyBodyArb, PATTERN_SHAPES, SECRET_SHAPES } from '../test/secretShapes.ts';
import { ProviderError } from '../engine/providers/errors.ts';
import { createProviderRetrier, toProviderError } from '../engine/providers/openaiConnection.ts';
import { buildTrace } from '../engine/trace/record.ts';
import { encodeFrame } from '../engine/trace/store.ts';
import type { Embedder } from '../engine/types.ts';
import { verify } from '../engine/verify.ts';
import { REPORTERS } from '../reports/registry.ts';
import { captureCli } from '../test/cli.ts';
import { adversarial } from './adversarial.suite.ts';
import { embedCaseTexts } from './embedCases.ts';
import { runSuite } from './runner.ts';
import { formatRunText } from './table.ts';
import { getScoreModel } from '../engine/scoreModels/registry.ts';
import { makeTempDir } from '../test/tempDir.ts';
import { setEnv } from '../test/env.ts';

const RUNS = { seed: 2026, numRuns: 25 };
/** Every shape, for paths that know the key (provider adapters). */
const shapeArb = fc.constantFrom(...SECRET_SHAPES.map(([, shape]) => shape));
/** Shapes recognisable without the key, for paths that never see it (a custom embedder's own error text). */
const patternArb = fc.constantFrom(...PATTERN_SHAPES.map(([, shape]) => shape));
const CASE = {
  id: 'c1', class: 'paraphrase', claim: 'Revenue rose 5% in 2020.', expected: 'supported' as const,
  evidence: [{ id: 'e1', text: 'In 2020 revenue rose 5%.' }],
};

/** Every form of the secret body `s` that must not survive (the body is inside all of them). */
const leaks = (output: string | Buffer, s: string): boolean => (typeof output === 'string' ? output : output.toString('latin1')).includes(s);

function failingEmbedder(message: string): Embedder {
  return { id: 'openai:leaky', dimensions: 8, fingerprint: 'leaky', embed: async () => Promise.reject(new Error(message)) };
}

describe('no secret reaches any output (property)', () => {
  it('provider errors and retry logs', async () => {
    await fc.assert(fc.asyncProperty(keyBodyArb, shapeArb, async (s, shape) => {
      const options = { apiKey: `sk-${s}`, baseURL: `http://user:${s}@127.0.0.1:9/v1?api_key=${s}` };
      const plain = toProviderError('openai:m', new Error(shape(s)), options, 1000);
      const http = toProviderError('openai:m', new APIError(401, { message: shape(s) }, undefined, new Headers()), options, 1000);
      const lines: string[] = [];
      const retrier = createProviderRetrier('openai:m', { ...options, maxRetries: 1, sleep: async () => undefined, log: (l) => lines.push(l) });
      let attempt = 0;
      await retrier(async () => {
        if (attempt++ === 0) throw new ProviderError('provider-unavailable', 'openai:m', shape(s), { retryable: true });
        return 1;
      });
      return ![plain.message, http.message, ...lines].some((text) => leaks(text, s));
    }), RUNS);
  });

  it('embed-case errors, the results object, the terminal table and every report', async () => {
    await fc.assert(fc.asyncProperty(keyBodyArb, patternArb, async (s, shape) => {
      const store = await embedCaseTexts([CASE], failingEmbedder(shape(s)));
      const results = await runSuite({
        suite: adversarial, model: getScoreModel('v1'), embedder: failingEmbedder(shape(s)), loaded: { cases: [CASE], datasets: {} },
      });
      const outputs = [store.errorOf(CASE.claim) ?? '', JSON.stringify(results), formatRunText(results), ...REPORTERS.map((r) => r.render(results))];
      return !outputs.some((text) => leaks(text, s));
    }), RUNS);
  });

  it('trace records and verify results', async () => {
    const dir = makeTempDir('secret-trace');
    await fc.assert(fc.asyncProperty(keyBodyArb, patternArb, async (s, shape) => {
      const file = path.join(dir, `${s.slice(0, 6)}-${Date.now()}.msgpack`);
      const result = await verify('Revenue rose 5% in 2020.', CASE.evidence, {
        embedder: failingEmbedder(shape(s)), trace: { file, request: { url: shape(s), note: `retry: ${shape(s)}`, headers: [['x-note', shape(s)]] } },
      });
      const trace = buildTrace({ draft: 'd', plan: [], result: { ...result, verification: `unavailable: ${shape(s)}` }, request: { error: shape(s) }, ts: 1 });
      return !leaks(JSON.stringify(result), s) && !leaks(fs.readFileSync(file), s) && !leaks(encodeFrame(trace), s);
    }), RUNS);
  });
});

describe('a base URL with credentials never reaches stdout, stderr, results or reports (CLI)', () => {
  const dir = makeTempDir('secret-cli');
  const SECRET = 'Pw0rd-9f8e7d6c5b4a3210';
  let restoreEnv: () => void;
  beforeAll(() => {
    restoreEnv = setEnv({
      VERITY_OPENAI_BASE_URL: `http://admin:${SECRET}@127.0.0.1:9/v1?api_key=${SECRET}&token=${SECRET}`,
      OPENAI_API_KEY: `sk-proj-${SECRET}`,
    });
  });
  afterAll(() => restoreEnv());

  const filesUnder = (root: string): string[] => fs.readdirSync(root, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(root, e.name)) : [path.join(root, e.name)]));

  it('run, gate and verify', async () => {
    const cases = path.join(dir, 'cases.jsonl');
    fs.writeFileSync(cases, `${JSON.stringify(CASE)}\n`);
    const out = path.join(dir, 'out');
    // --retries 0: the refused connection fails at once instead of after the default retry waits.
    const common = ['--cases', cases, '--out', out, '--no-cache', '--embedder', 'openai:leaky-model', '--retries', '0'];
    const run = await captureCli(['run', ...common]);
    const gate = await captureCli(['gate', '--json', ...common]);
    const draft = path.join(dir, 'draft.txt');
    fs.writeFileSync(draft, CASE.claim);
    const evidence = path.join(dir, 'evidence.jsonl');
    fs.writeFileSync(evidence, `${JSON.stringify(CASE.evidence[0])}\n`);
    const traces = path.join(dir, 'traces.msgpack');
    const verified = await captureCli(['verify', '--draft', draft, '--evidence', evidence, '--traces', traces, '--embedder', 'openai:leaky-model', '--retries', '0']);
    expect([run.code, gate.code, verified.code]).toEqual([2, 2, 2]);
    expect(run.stdout).toMatch(/connection failed/);
    for (const text of [run.stdout, run.stderr, gate.stdout, gate.stderr, verified.stdout, verified.stderr]) expect(text).not.toContain(SECRET);
    for (const file of [...filesUnder(out), traces]) expect(fs.readFileSync(file, 'latin1'), file).not.toContain(SECRET);
  });

  it('run, gate, compare and realism replay with the limits given, in every output, and never the key or URL', async () => {
    const cases = path.join(dir, 'limits-cases.jsonl');
    fs.writeFileSync(cases, `${JSON.stringify(CASE)}\n`);
    const handwritten = path.join(dir, 'limits-hw');
    fs.mkdirSync(handwritten, { recursive: true });
    fs.writeFileSync(path.join(handwritten, 'set.jsonl'), `${JSON.stringify({
      ...CASE, id: 'hw1', class: 'verbatim', claim: CASE.evidence[0].text,
      provenance: { generator: 'hand-written', seed: 0, source_passage: 'p', source_span: 'e1', transform: 'verbatim' },
    })}\n`);
    const out = path.join(dir, 'limits-out');
    const source = ['--cases', cases, '--no-cache', '--embedder', 'openai:leaky-model', '--json', '--timeout-ms', '5000', '--retries', '0'];
    const outputs = {
      run: await captureCli(['run', ...source, '--out', path.join(out, 'run')]),
      gate: await captureCli(['gate', ...source, '--out', path.join(out, 'gate')]),
      compare: await captureCli(['compare', '--score-models', 'v1', ...source, '--out', path.join(out, 'compare')]),
      realism: await captureCli(['realism', '--score-models', 'v1', '--handwritten', handwritten, ...source]),
    };
    for (const [command, r] of Object.entries(outputs)) {
      expect(r.code, `${command}: ${r.stderr}`).toBe(2);
      expect(r.stdout, `${command}: ${r.stderr}`).not.toBe('');
      expect((JSON.parse(r.stdout) as { meta: { replay: string } }).meta.replay, command)
        .toMatch(new RegExp(`^verity ${command} .* --embedder openai:leaky-model( --seed \\d+)? --timeout-ms 5000 --retries 0$`));
      for (const text of [r.stdout, r.stderr]) expect(text, command).not.toContain(SECRET);
    }
    const reports = filesUnder(out);
    for (const name of ['report.html', 'summary.md', 'results.json', 'compare.html', 'compare.json']) {
      const file = reports.find((f) => f.endsWith(name));
      expect(file === undefined ? '' : fs.readFileSync(file, 'utf8'), name).toContain('--timeout-ms 5000 --retries 0');
    }
    for (const file of reports) expect(fs.readFileSync(file, 'latin1'), file).not.toContain(SECRET);
  });
});

describe('a results object that already carries a raw secret (an older results.json)', () => {
  it('is redacted by every reporter and the terminal output', async () => {
    const { syntheticResults } = await import('../test/syntheticResults.ts');
    const { writeRunReports } = await import('../reports/registry.ts');
    const { redactResults } = await import('./redactResults.ts');
    const raw = syntheticResults({ paraphrase: 1 });
    const leaked = 'connection failed: http://u:Pw-abcdef0123456789@h/v1?token=Pw-abcdef0123456789';
    raw.cases[0] = { ...raw.cases[0], error: leaked };
    raw.gate = { status: 'errored', exit_code: 2, reasons: [leaked], notes: [leaked] };
    raw.notices = [leaked];
    const out = makeTempDir('secret-old');
    for (const file of writeRunReports(raw, out)) expect(fs.readFileSync(file, 'utf8'), file).not.toContain('abcdef0123456789');
    expect(formatRunText(redactResults(raw))).not.toContain('abcdef0123456789');
    expect(raw.cases[0].error).toBe(leaked);
  });
});
