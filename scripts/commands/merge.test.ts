import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { corpusView, loadCorpus } from '../../datasets/corpus.ts';
import { generateCases } from '../../generators/generate.ts';
import { getScoreModel } from '../../engine/scoreModels/registry.ts';
import { writeRunOutcome, writeRunReports } from '../../reports/registry.ts';
import { adversarial } from '../../suites/adversarial.suite.ts';
import { writeCompareReports } from '../../reports/compare.ts';
import { executeCompare } from '../../suites/research/compareSession.ts';
import { executeBaselineUpdate, executeGate, executeRun, type RunRequest } from '../../suites/runSession.ts';
import { selectShard, parseShard } from '../../suites/shard.ts';
import { createTestEmbedder } from '../../suites/testEmbedder.ts';
import { main } from '../cli.ts';
import { mergeDirs, shardFiles } from './merge.ts';

// Timings and start times are the only run-to-run differences: pin the clocks so whole files can be compared.
vi.mock('node:perf_hooks', () => ({ performance: { now: () => 0 } }));

const corpus = corpusView(loadCorpus().slice(0, 16));
const loaded = { cases: generateCases({ corpus, classes: Object.keys(adversarial.generators), perClass: 10, seed: 3 }), datasets: { corpus: 'test' } };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-merge-'));
const baselineFile = path.join(dir, 'v1.json');
const request = (over: Partial<RunRequest> = {}): RunRequest => ({
  suiteInstance: adversarial, modelInstance: getScoreModel('v1'), embedderInstance: createTestEmbedder(), loaded, baselineFile, ...over,
});
/** Runs, then writes the reports under the request's outDir, as `verity run` does. */
const runTo = async (over: Partial<RunRequest> & { outDir: string }) => writeRunOutcome((await executeRun(request(over))).results, over.outDir);
const read = (...p: string[]): string => fs.readFileSync(path.join(dir, ...p), 'utf8');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
  await executeBaselineUpdate(request());
});
afterAll(() => {
  vi.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('shards', () => {
  it('partition the cases: each case in exactly one shard, sizes within one', () => {
    const shards = [1, 2, 3].map((index) => selectShard(loaded.cases, { index, count: 3 }));
    const ids = shards.flat().map((c) => c.id).sort();
    expect(ids).toEqual(loaded.cases.map((c) => c.id).sort());
    const sizes = shards.map((s) => s.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(() => parseShard('4/3')).toThrow(/k\/n with 1 ≤ k ≤ n/);
    expect(() => parseShard('x')).toThrow(/shard/);
  });
});

describe('verity merge', () => {
  it('rebuilds a sharded run: summary.json and results.json byte-identical to the unsharded run', async () => {
    await runTo({ outDir: path.join(dir, 'whole') });
    for (const k of [1, 2, 3]) await runTo({ outDir: path.join(dir, `shard${k}`), shard: { index: k, count: 3 } });
    expect(JSON.parse(read('shard2', 'v1', 'summary.json')).meta.shard).toMatchObject({ index: 2, count: 3, command: 'run' });
    const { runs } = mergeDirs([3, 1, 2].map((k) => path.join(dir, `shard${k}`)));
    expect(runs).toHaveLength(1);
    writeRunReports(runs[0], path.join(dir, 'merged'));
    expect(read('merged', 'v1', 'summary.json')).toBe(read('whole', 'v1', 'summary.json'));
    expect(read('merged', 'v1', 'results.json')).toBe(read('whole', 'v1', 'results.json'));
  });

  it('merges large shards (rows in results.jsonl): the same summary.json, small or large, as the unsharded run', async () => {
    await runTo({ outDir: path.join(dir, 'lwhole'), largeRunCases: 7 });
    for (const k of [1, 2, 3]) await runTo({ outDir: path.join(dir, `lshard${k}`), shard: { index: k, count: 3 }, largeRunCases: 7 });
    expect(fs.existsSync(path.join(dir, 'lshard2', 'v1', 'results.jsonl'))).toBe(true);
    const shards = [1, 2, 3].map((k) => path.join(dir, `lshard${k}`));
    const opens = vi.spyOn(fs, 'openSync');
    const small = mergeDirs(shards).runs[0];
    // Each shard's rows file is read once (checked and merged in one pass), not once to check and again to merge.
    const rowsOpened = opens.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('results.jsonl')).sort();
    opens.mockRestore();
    expect(rowsOpened).toEqual(shards.map((s) => path.join(s, 'v1', 'results.jsonl')));
    writeRunReports(small, path.join(dir, 'lmerged-small'));
    expect(read('lmerged-small', 'v1', 'results.json')).toBe(read('whole', 'v1', 'results.json'));
    expect(read('lmerged-small', 'v1', 'summary.json')).toBe(read('whole', 'v1', 'summary.json'));
    writeRunReports(mergeDirs(shards, { largeRunCases: 7, rowsDir: dir }).runs[0], path.join(dir, 'lmerged'));
    expect(read('lmerged', 'v1', 'summary.json')).toBe(read('lwhole', 'v1', 'summary.json'));
    const ids = (f: string) => read(f, 'v1', 'results.jsonl').trim().split('\n').map((l) => JSON.parse(l).id).sort();
    expect(ids('lmerged')).toEqual(ids('lwhole'));
  });

  it('refuses a large shard whose rows file has a bad row, naming file, line and field', () => {
    const bad = path.join(dir, 'lbad');
    fs.cpSync(path.join(dir, 'lshard1'), bad, { recursive: true });
    const rowsFile = path.join(bad, 'v1', 'results.jsonl');
    const rows = fs.readFileSync(rowsFile, 'utf8').split('\n');
    fs.writeFileSync(rowsFile, rows.map((r, i) => (i === 1 ? r.replace(/"verdict":"[a-z_]+"/, '"verdict":"maybe"') : r)).join('\n'));
    const shards = [bad, path.join(dir, 'lshard2'), path.join(dir, 'lshard3')];
    expect(() => mergeDirs(shards)).toThrow(/^merge: .*lbad.*results\.jsonl:2: field "verdict" must be one of/);
    fs.writeFileSync(rowsFile, rows.map((r, i) => (i === 2 ? '{"id": ' : r)).join('\n'));
    expect(() => mergeDirs(shards)).toThrow(/^merge: .*lbad.*results\.jsonl:3: row is not valid JSON/);
  });

  it('takes the shard folders of a parent, never a hidden folder of the harness (the rows a large run spills)', () => {
    const parent = path.join(dir, 'parent');
    for (const sub of ['shard1', 'shard2', '.verity-rows-x']) {
      fs.mkdirSync(path.join(parent, sub), { recursive: true });
      fs.writeFileSync(path.join(parent, sub, 'results.jsonl'), '');
    }
    expect(shardFiles(parent)).toEqual(['shard1', 'shard2'].map((d) => path.join(parent, d, 'results.jsonl')));
  });

  it('rebuilds a sharded gate through the CLI, with the same decision and exit code', async () => {
    const lexcap = getScoreModel('lexcap');
    const gate = async (over: Partial<RunRequest> & { outDir: string }) =>
      writeRunOutcome((await executeGate(request({ modelInstance: lexcap, baselineFile: path.join(dir, 'lexcap.json'), ...over }))).results, over.outDir);
    const whole = await gate({ outDir: path.join(dir, 'gwhole') });
    for (const k of [1, 2]) await gate({ outDir: path.join(dir, `gshard${k}`), shard: { index: k, count: 2 } });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const code = await main(['merge', path.join(dir, 'gshard1'), path.join(dir, 'gshard2'), '--out', path.join(dir, 'gmerged')]);
    stderr.mockRestore();
    stdout.mockRestore();
    expect(code).toBe(whole.results.gate!.exit_code);
    expect(code).toBe(1);
    expect(read('gmerged', 'lexcap', 'summary.json')).toBe(read('gwhole', 'lexcap', 'summary.json'));
  });

  it('refuses a missing shard or shards of different runs', async () => {
    expect(() => mergeDirs([path.join(dir, 'shard1'), path.join(dir, 'shard2')])).toThrow(/got 2 of 3 shards/);
    expect(() => mergeDirs([path.join(dir, 'shard1'), path.join(dir, 'shard1')])).toThrow(/repeated/);
    expect(() => mergeDirs([path.join(dir, 'whole')])).toThrow(/not a shard's results/);
  });

  it('validates every shard file: a case row with verdict 7 or a bad meta is a field-named error', () => {
    const results = JSON.parse(read('shard1', 'v1', 'results.json'));
    const bad = path.join(dir, 'bad-shard');
    for (const [mutate, message] of [
      [(r: any) => (r.cases[2].verdict = 7), /merge: .*bad-shard.*results\.json: field "cases\[2\]\.verdict" must be one of/],
      [(r: any) => (r.meta.shard.total_cases = 'many'), /field "meta\.shard\.total_cases" must be an integer/],
      [(r: any) => (r.format = 2), /merge: .*bad-shard.*results\.json: results format 2 is not one this version reads/],
    ] as const) {
      const copy = structuredClone(results);
      mutate(copy);
      fs.mkdirSync(path.join(bad, 'v1'), { recursive: true });
      fs.writeFileSync(path.join(bad, 'v1', 'results.json'), JSON.stringify(copy));
      expect(() => mergeDirs([bad, path.join(dir, 'shard2'), path.join(dir, 'shard3')])).toThrow(message);
    }
  });

  it('rebuilds a sharded compare: compare.json byte-identical to the unsharded one', async () => {
    const base = { suiteInstance: adversarial, embedderInstance: createTestEmbedder(), scoreModels: ['v1', 'entity-gate', 'lexcap'] };
    // executeCompare loads through loadCaseSource: hand it the same small generated cases via a cases suite.
    const file = path.join(dir, 'cases.jsonl');
    fs.writeFileSync(file, loaded.cases.map((c) => JSON.stringify(c)).join('\n'));
    const whole = await executeCompare({ ...base, suiteInstance: undefined, casesFile: file });
    const parts = await Promise.all([1, 2, 3].map((k) => executeCompare({ ...base, suiteInstance: undefined, casesFile: file, shard: { index: k, count: 3 } })));
    parts.forEach((p, i) => writeCompareReports(p.results, path.join(dir, `cshard${i + 1}`)));
    const { comparisons } = mergeDirs([1, 2, 3].map((k) => path.join(dir, `cshard${k}`)));
    expect(JSON.stringify(comparisons[0])).toBe(JSON.stringify(whole.results));
  });
});
