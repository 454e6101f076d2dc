import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeCases } from '../datasets/cases.ts';
import { corpusView, loadCorpus } from '../datasets/corpus.ts';
import { createOpenAIEmbedder } from '../engine/embedders/openai.ts';
import { getScoreModel } from '../engine/scoreModels/registry.ts';
import { withBeta } from '../engine/scoreModels/withBeta.ts';
import { generateCases } from '../generators/generate.ts';
import { main } from '../scripts/cli.ts';
import { errorReply, startLoopbackServer, type LoopbackServer } from '../test/loopback/server.ts';
import { adversarial } from './adversarial.suite.ts';
import { hard } from './hard.suite.ts';
import { baselinePath, readBaseline } from './baseline.ts';
import { defineSuite } from './defineSuite.ts';
import { knownClassFloors } from './registry.ts';
import { casesFileSuite } from './loadCases.ts';
import { checkSomethingGated, executeBaselineUpdate, executeGate, executeRun, replaySource, type RunRequest } from './runSession.ts';
import { writeRunOutcome } from '../reports/registry.ts';
import { createTestEmbedder } from './testEmbedder.ts';
import type { Floor } from './types.ts';
import { makeTempDir } from '../test/tempDir.ts';

const corpus = corpusView(loadCorpus().slice(0, 20));
const loaded = { cases: generateCases({ corpus, classes: Object.keys(adversarial.generators), perClass: 12, seed: 5 }), datasets: {} };
const v1 = getScoreModel('v1');
const dir = makeTempDir('gate');
const baselineFile = path.join(dir, 'v1.json');

/** The adversarial suite with entity-swap made gating at `entityMin` (default: as shipped). */
function suiteWith(entityMin?: number) {
  const floors = adversarial.floors.map((f): Floor =>
    f.class === 'entity-swap' && entityMin !== undefined ? { ...f, gating: true, min: entityMin } as Floor : f);
  return defineSuite({ ...adversarial, floors });
}

const request = (over: Partial<RunRequest> = {}): RunRequest => ({
  suiteInstance: suiteWith(), modelInstance: v1, embedderInstance: createTestEmbedder(), loaded, baselineFile, ...over,
});

beforeAll(async () => {
  const { results } = await executeBaselineUpdate(request());
  expect(results.errors).toBe(0);
});

describe('verity gate (library)', () => {
  it('passes against its own baseline, with nothing flipped', async () => {
    const { results } = await executeGate(request());
    expect(results.gate).toEqual({ status: 'passed', exit_code: 0, reasons: [] });
    expect(results.comparison).toMatchObject({ comparable: true, fingerprint_changed: false, flipped: [] });
    expect(readBaseline(baselineFile)!.fingerprint).toBe(results.fingerprint);
  });

  it('fails a gating floor the run misses, and passes once the floor is lowered', async () => {
    const strict = await executeGate(request({ suiteInstance: suiteWith(0.95) }));
    expect(strict.results.gate!.exit_code).toBe(1);
    expect(strict.results.gate!.reasons[0]).toMatch(/^entity-swap: unsupported_rate 0\.\d{3} missed floor unsupported_rate ≥ 0\.95/);
    const lowered = await executeGate(request({ suiteInstance: suiteWith(0) }));
    expect(lowered.results.gate!.exit_code).toBe(0);
  });

  it('gates a streamed cases file without floors on its classes\' known floors, scoring it in one read after a first pass (a shard too)', async () => {
    const casesFile = path.join(dir, 'floorless.jsonl');
    writeCases(casesFile, loaded.cases);
    const classes = [...new Set(loaded.cases.map((c) => c.class))].sort();
    const embedder = createTestEmbedder();
    const floorless = (over: Partial<RunRequest> = {}) =>
      request({ suiteInstance: undefined, loaded: undefined, casesFile, embedderInstance: embedder, ...over });
    const opens = vi.spyOn(fs, 'openSync');
    const { results } = await executeGate(floorless());
    const reads = opens.mock.calls.filter(([file]) => file === casesFile).length;
    opens.mockRestore();
    expect(reads).toBe(2);
    expect(embedder.calls).toBeGreaterThan(0);
    expect(results.cases).toHaveLength(loaded.cases.length);
    expect(results.floors.map((f) => f.class)).toEqual(knownClassFloors(classes).map((f) => f.class));
    const shard = await executeGate(floorless({ shard: { index: 1, count: 2 } }));
    expect(shard.results.meta.shard!.floors).toEqual(knownClassFloors(classes));
  });

  it('refuses a streamed cases file no floor gates before building or calling the embedder (a shard too)', async () => {
    const casesFile = path.join(dir, 'ungated.jsonl');
    writeCases(casesFile, loaded.cases.map((c, i) => ({ ...c, class: i % 2 === 0 ? 'my-own-class' : 'entity-swap' })));
    const embedder = createTestEmbedder();
    const floorless = (over: Partial<RunRequest> = {}) =>
      request({ suiteInstance: undefined, loaded: undefined, casesFile, embedderInstance: embedder, ...over });
    const message = `gate: no floor applies to the classes of ${casesFile} (entity-swap, my-own-class): nothing would be gated`;
    const opens = vi.spyOn(fs, 'openSync');
    const refused = await executeGate(floorless()).catch((error: unknown) => error);
    const reads = opens.mock.calls.filter(([file]) => file === casesFile).length;
    opens.mockRestore();
    expect(refused).toMatchObject({ code: 'nothing-gated' });
    expect((refused as Error).message.startsWith(message)).toBe(true);
    expect(reads).toBe(1);
    await expect(executeGate(floorless({ shard: { index: 1, count: 2 } }))).rejects.toMatchObject({ code: 'nothing-gated' });
    expect(embedder.calls).toBe(0);
    // A provider that cannot even be built is never reached either: the refusal comes first.
    await expect(executeGate(floorless({ embedderInstance: undefined, embedder: 'openai:never-built' })))
      .rejects.toMatchObject({ code: 'nothing-gated' });
  });

  it('reads a gate\'s streamed source only until a chunk holds a gated class, and to its end only when none does', () => {
    const cls = (n: number, last: string) => Array.from({ length: n }, (_, i) => ({ ...loaded.cases[0], id: `c${i}`, class: i === n - 1 ? last : 'my-own-class' }));
    const counted = (cases: typeof loaded.cases) => {
      const source = { pulled: 0, total: undefined, datasets: () => ({}), *chunks(size: number) {
        for (let i = 0; i < cases.length; i += size) { source.pulled++; yield cases.slice(i, i + size); }
      } };
      return source;
    };
    const suite = casesFileSuite('probe.jsonl');
    const early = counted([...cls(3, 'number-swap'), ...cls(5000, 'my-own-class')]);
    checkSomethingGated(suite, early);
    expect(early.pulled).toBe(1);
    const late = counted(cls(5000, 'paraphrase'));
    checkSomethingGated(suite, late);
    expect(late.pulled).toBeGreaterThan(1);
    const none = counted(cls(5000, 'entity-swap'));
    expect(() => checkSomethingGated(suite, none)).toThrow(/^gate: no floor applies to the classes of probe\.jsonl \(entity-swap, my-own-class\)/);
    expect(none.pulled).toBe(late.pulled);
    expect(() => checkSomethingGated(suite, counted([]))).not.toThrow();
  });

  it('fails a worse score model against the baseline, listing every case that flipped pass → fail', async () => {
    const { results } = await executeGate(request({ modelInstance: getScoreModel('lexcap') }));
    expect(results.gate!.exit_code).toBe(1);
    const regressed = Object.entries(results.comparison!.classes).filter(([, c]) => c.regressed).map(([cls]) => cls);
    expect(regressed).toContain('number-swap');
    const baseline = readBaseline(baselineFile)!;
    const expectedFlips = results.cases
      .filter((c) => c.class === 'number-swap' && baseline.cases[c.id].outcome === 'pass' && c.outcome === 'fail')
      .map((c) => c.id);
    expect(expectedFlips.length).toBeGreaterThanOrEqual(6);
    const reason = results.gate!.reasons.find((r) => r.startsWith('number-swap: regressed'))!;
    expect(reason).toContain(`flipped pass→fail: ${expectedFlips.join(', ')}`);
  });

  it('fails a score model whose β changed without a new id', async () => {
    const { results } = await executeGate(request({ modelInstance: withBeta(v1, 0.6) }));
    expect(results.gate!.exit_code).toBe(1);
    expect(results.gate!.reasons.some((r) => /^score model v1: fingerprint changed \(\w+ → \w+\) without a new id/.test(r))).toBe(true);
  });

  it('exits 2, never 1, when the embedder is broken, and records no secret', async () => {
    const broken = await executeGate(request({ embedderInstance: createTestEmbedder({ fail: () => { throw new Error('boom'); } }) }));
    expect(broken.results.gate).toMatchObject({ status: 'errored', exit_code: 2 });
    await expect(executeBaselineUpdate({ ...request(), embedderInstance: createTestEmbedder({ fail: () => { throw new Error('x'); } }),
      baselineFile: path.join(dir, 'never.json') })).rejects.toThrow(/errored cases; not recording/);
    expect(fs.existsSync(path.join(dir, 'never.json'))).toBe(false);
  });
});

describe('verity gate against an OpenAI-compatible endpoint that is down', () => {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await startLoopbackServer({ embeddings: Array.from({ length: 40 }, () => errorReply(503, 'overloaded')) });
  });
  afterAll(async () => server?.close());

  it('reports a provider outage as a harness error (exit 2)', async () => {
    const embedder = createOpenAIEmbedder({
      model: 'loopback-embed', baseURL: server.url, apiKey: 'sk-verity-test-secret-0001', maxRetries: 1, backoffBaseMs: 1, timeoutMs: 5000,
    });
    const out = path.join(dir, 'out');
    const { results, written } = writeRunOutcome((await executeGate(request({ embedderInstance: embedder, outDir: out }))).results, out);
    expect(results.gate).toMatchObject({ status: 'errored', exit_code: 2 });
    expect(results.gate!.reasons[0]).toMatch(/errored \(harness error, not a quality result\).*503/);
    for (const file of written) expect(fs.readFileSync(file, 'utf8')).not.toContain('sk-verity-test-secret-0001');
    expect(server.requests.length).toBeLessThanOrEqual(3 * 2 * 2);
  });
});

describe('verity run/gate CLI harness errors', () => {
  it('exits 2 with near names for an unknown suite, score model or embedder', async () => {
    const stderr: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => (stderr.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      expect(await main(['gate', '--suite', 'adversarail', '--out', path.join(dir, 'cli')])).toBe(2);
      expect(await main(['run', '--score-model', 'v2x', '--out', path.join(dir, 'cli')])).toBe(2);
      expect(await main(['run', '--embedder', 'biultin', '--out', path.join(dir, 'cli')])).toBe(2);
    } finally {
      process.stderr.write = write;
    }
    expect(stderr.join('')).toMatch(/Did you mean 'adversarial'/);
    expect(stderr.join('')).toMatch(/Did you mean 'builtin'/);
  });
});

describe('replay commands and the default baseline file', () => {
  const dataSuite = defineSuite({ id: 'dataset-wice-dev', description: 'wice/dev', dataset: { kind: 'cases', file: 'wice/dev' }, generators: {}, seed: 0, floors: [] });
  const few = { cases: loaded.cases.slice(0, 6), datasets: { 'wice/dev': '1' } };

  it('replays a --dataset run with --dataset/--split/--data-dir, a cases file with --cases, a suite with --suite', async () => {
    const dataset = { id: 'wice', split: 'dev', dataDir: '/data/real data' };
    const { results } = await executeRun(request({ suiteInstance: dataSuite, loaded: few, dataset }));
    expect(results.meta.replay)
      .toBe(`verity run --dataset wice --split dev --data-dir "/data/real data" --score-model v1 --embedder ${results.embed_model} --seed 0`);
    expect(replaySource({ dataset: { id: 'wice', split: 'test' } }, dataSuite)).toBe('--dataset wice --split test');
    expect(replaySource({ casesFile: 'my cases.jsonl' }, dataSuite)).toBe('--cases "my cases.jsonl"');
    expect(replaySource({}, adversarial)).toBe('--suite adversarial');
  });

  it('replays with the provider limits the request sets, each alone or both, and none it leaves out', async () => {
    const replayOf = async (limits: Partial<RunRequest>) =>
      (await executeRun(request({ suiteInstance: dataSuite, loaded: few, casesFile: 'c.jsonl', ...limits }))).results.meta.replay;
    const base = `verity run --cases "c.jsonl" --score-model v1 --embedder ${createTestEmbedder().id} --seed 0`;
    expect(await replayOf({})).toBe(base);
    expect(await replayOf({ timeoutMs: 200, maxRetries: 0 })).toBe(`${base} --timeout-ms 200 --retries 0`);
    expect(await replayOf({ maxRetries: 2 })).toBe(`${base} --retries 2`);
    expect(await replayOf({ timeoutMs: 9000, aggregate: 'mean' })).toBe(`${base} --aggregate mean --timeout-ms 9000`);
  });

  it('baseline update refuses another suite at the default baseline path, and writes it to an explicit --baseline', async () => {
    const baselinesDir = path.join(dir, 'defaults');
    const refused = executeBaselineUpdate(request({ suiteInstance: dataSuite, loaded: few, baselineFile: undefined, baselinesDir }));
    await expect(refused).rejects.toMatchObject({ code: 'baseline-suite-mismatch' });
    expect(fs.existsSync(baselinePath('v1', baselinesDir))).toBe(false);
    const explicit = path.join(dir, 'wice-dev.json');
    const { baselineFile: written } = await executeBaselineUpdate(request({ suiteInstance: dataSuite, loaded: few, baselineFile: explicit }));
    expect(written).toBe(explicit);
    expect(readBaseline(explicit)!.suite).toBe('dataset-wice-dev');
  });
});

describe('baselines per suite and score model', () => {
  it('keeps the default suite at baselines/<model>.json and puts any other suite under baselines/<suite>/', () => {
    expect(baselinePath('v1', '/b')).toBe(path.join('/b', 'v1.json'));
    expect(baselinePath('v1', '/b', 'adversarial')).toBe(path.join('/b', 'v1.json'));
    expect(baselinePath('numerics-v2', '/b', 'hard')).toBe(path.join('/b', 'hard', 'numerics-v2.json'));
  });

  it('baseline update of a registered suite writes its own file, which its gate then reads (and the default suite does not)', async () => {
    const baselinesDir = path.join(dir, 'per-suite');
    const hardLoaded = { cases: loaded.cases.slice(0, 20), datasets: {} };
    const hardRequest = (over: Partial<RunRequest> = {}) =>
      request({ suiteInstance: hard, loaded: hardLoaded, baselineFile: undefined, baselinesDir, ...over });
    const { baselineFile: written } = await executeBaselineUpdate(hardRequest());
    expect(written).toBe(path.join(baselinesDir, 'hard', 'v1.json'));
    expect(readBaseline(written)!.suite).toBe('hard');
    expect(fs.existsSync(path.join(baselinesDir, 'v1.json'))).toBe(false);
    const gated = await executeGate(hardRequest());
    expect(gated.results.comparison).toMatchObject({ baseline_file: written, comparable: true });
    const other = await executeGate(request({ baselineFile: undefined, baselinesDir }));
    expect(other.results.gate!.notes).toEqual([`no baseline at ${path.join(baselinesDir, 'v1.json')}: regression check skipped (floors checked)`]);
  });
});
