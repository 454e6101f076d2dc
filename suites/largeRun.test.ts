import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusView, loadCorpus } from '../datasets/corpus.ts';
import { writeCases } from '../datasets/cases.ts';
import { getScoreModel } from '../engine/scoreModels/registry.ts';
import { generateCases } from '../generators/generate.ts';
import { readResults, writeRunOutcome } from '../reports/registry.ts';
import { captureCli } from '../test/cli.ts';
import { makeTempDir } from '../test/tempDir.ts';
import { adversarial } from './adversarial.suite.ts';
import { toBaseline, writeBaseline } from './baseline.ts';
import { caseCount, eachCase } from './caseRows.ts';
import { SAMPLE_MISSED_PER_CLASS } from './caseSample.ts';
import { casesFileSuite } from './loadCases.ts';
import { executeGate, executeRun, type RunRequest } from './runSession.ts';
import { createTestEmbedder } from './testEmbedder.ts';
import type { CaseResult, RunResults } from './types.ts';

const corpus = corpusView(loadCorpus().slice(0, 24));
const cases = generateCases({ corpus, classes: Object.keys(adversarial.generators), perClass: 30, seed: 3 });
const dir = makeTempDir('large');
const casesFile = path.join(dir, 'cases.jsonl');
writeCases(casesFile, cases);

const request = (over: Partial<RunRequest> = {}): RunRequest => ({
  casesFile, modelInstance: getScoreModel('v1'), embedderInstance: createTestEmbedder(), baselineFile: path.join(dir, 'none.json'), ...over,
});

/** The results without what changes from run to run, and without where the rows are. */
function stable(results: RunResults) {
  const { meta: { durations_ms: _d, started_at: _s, ...meta }, case_rows: _r, cases: _c, ...rest } = results;
  return { ...rest, meta };
}

/** Runs, then writes the reports under `outDir`, as `verity run` does. */
const runTo = async (outDir: string, over: Partial<RunRequest> = {}) => writeRunOutcome((await executeRun(request({ outDir, ...over }))).results, outDir);

const byId = (a: CaseResult, b: CaseResult) => (a.id < b.id ? -1 : 1);

describe('a large run (rows streamed to results.jsonl)', () => {
  it('summarises, hashes and scores exactly like a run that keeps its rows, holding only a sample', async () => {
    const small = await executeRun(request());
    const large = await executeRun(request({ largeRunCases: 20 }));
    expect(small.results.case_rows).toBeUndefined();
    expect(large.results.case_rows).toMatchObject({ format: 'jsonl', total: cases.length });
    expect(stable(large.results)).toEqual(stable(small.results));
    expect([...eachCase(large.results)].sort(byId)).toEqual(small.results.cases);
    expect(caseCount(large.results)).toBe(cases.length);
    expect(large.results.cases.length).toBeLessThan(cases.length);
    const missed = small.results.cases.filter((c) => c.outcome !== 'pass');
    for (const cls of Object.keys(small.results.classes)) {
      const first = missed.filter((c) => c.class === cls).slice(0, SAMPLE_MISSED_PER_CLASS);
      expect(large.results.cases.filter((c) => c.class === cls && c.outcome !== 'pass')).toEqual(first);
    }
  });

  it('writes results.jsonl beside the other reports instead of results.json, and reads back for re-rendering', async () => {
    const out = path.join(dir, 'out');
    await runTo(out);
    expect(fs.existsSync(path.join(out, 'v1', 'results.json'))).toBe(true);
    const large = await runTo(out, { largeRunCases: 20 });
    const files = fs.readdirSync(path.join(out, 'v1')).sort();
    expect(files).toEqual(['junit.xml', 'report.html', 'results.jsonl', 'summary.json', 'summary.md']);
    const rows = fs.readFileSync(path.join(out, 'v1', 'results.jsonl'), 'utf8').trim().split('\n');
    expect(rows.map((line) => JSON.parse(line).id).sort()).toEqual(cases.map((c) => c.id).sort());
    const summary = JSON.parse(fs.readFileSync(path.join(out, 'v1', 'summary.json'), 'utf8'));
    expect(summary.case_rows).toEqual({ format: 'jsonl', file: 'results.jsonl', total: cases.length });
    expect(summary.total).toBe(cases.length);
    const html = fs.readFileSync(path.join(out, 'v1', 'report.html'), 'utf8');
    expect(html).toContain(`${cases.length} cases`);
    expect(html).toContain('this page shows a sample of its cases');
    const back = readResults(path.join(out, 'v1', 'results.jsonl'));
    expect(back.cases).toEqual(large.results.cases);
    expect(back.classes).toEqual(large.results.classes);
    const rerendered = path.join(dir, 'rerendered');
    const cli = await captureCli(['run', '--from-results', path.join(out, 'v1', 'summary.json'), '--out', rerendered]);
    expect(cli.code).toBe(0);
    expect(fs.readFileSync(path.join(rerendered, 'v1', 'summary.json'), 'utf8')).toBe(fs.readFileSync(path.join(out, 'v1', 'summary.json'), 'utf8'));
    expect(fs.readFileSync(path.join(rerendered, 'v1', 'results.jsonl'), 'utf8')).toBe(rows.join('\n') + '\n');
  });

  it('moves the spilled rows into the report folder (a rename: same file, no copy) and frees the spill folder', async () => {
    const out = path.join(dir, 'moved');
    const { results } = await executeRun(request({ outDir: out, largeRunCases: 20 }));
    const spill = results.case_rows!.file;
    const bytes = fs.readFileSync(spill);
    const inode = fs.statSync(spill).ino;
    const outcome = writeRunOutcome(results, out);
    const rowsFile = path.join(out, 'v1', 'results.jsonl');
    expect(outcome.results.case_rows!.file).toBe(rowsFile);
    expect(fs.statSync(rowsFile).ino).toBe(inode);
    expect(fs.readFileSync(rowsFile)).toEqual(bytes);
    expect(fs.existsSync(path.dirname(spill))).toBe(false);
    expect(fs.readdirSync(out).sort()).toEqual(['index.html', 'v1']);
  });

  it('refuses a rows file with a bad row, naming file, line and field', () => {
    const out = path.join(dir, 'bad');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'summary.json'), fs.readFileSync(path.join(dir, 'out', 'v1', 'summary.json')));
    const good = fs.readFileSync(path.join(dir, 'out', 'v1', 'results.jsonl'), 'utf8').split('\n');
    fs.writeFileSync(path.join(out, 'results.jsonl'), [good[0], good[1].replace(/"verdict":"[a-z_]+"/, '"verdict":"maybe"'), ''].join('\n'));
    expect(() => readResults(path.join(out, 'results.jsonl'))).toThrow(/results\.jsonl:2: field "verdict" must be one of/);
    fs.rmSync(path.join(out, 'results.jsonl'));
    expect(() => readResults(path.join(out, 'summary.json'))).toThrow(/names case rows .*results\.jsonl, which do not exist/);
  });

  it('prints the whole SPEC Part C object with --json, every row streamed into cases', async () => {
    const { printResults } = await import('../scripts/commands/run.ts');
    const printed = async (largeRunCases?: number) => {
      const outcome = await runTo(path.join(dir, `json-${largeRunCases ?? 'small'}`), { largeRunCases });
      const chunks: string[] = [];
      const write = process.stdout.write.bind(process.stdout);
      process.stdout.write = ((chunk: string) => (chunks.push(chunk), true)) as typeof process.stdout.write;
      try {
        printResults(outcome.results, [], true);
      } finally {
        process.stdout.write = write;
      }
      expect(chunks.join('').endsWith('}\n')).toBe(true);
      return JSON.parse(chunks.join(''));
    };
    const small = await printed();
    const large = await printed(20);
    expect(Object.keys(large)).toEqual(Object.keys(small));
    expect([...large.cases].sort(byId)).toEqual(small.cases);
    expect(stable({ ...large, cases: [] })).toEqual(stable({ ...small, cases: [] }));
  });

  it('gates against a baseline like a small run: same comparison, same decision', async () => {
    const baselineFile = path.join(dir, 'baseline.json');
    const reference = await executeRun(request({ modelInstance: getScoreModel('lexcap') }));
    writeBaseline(baselineFile, toBaseline({ ...reference.results, meta: { ...reference.results.meta, suite: casesFileSuite(casesFile).id } }));
    const small = await executeGate(request({ baselineFile }));
    const large = await executeGate(request({ baselineFile, largeRunCases: 20 }));
    expect(small.results.comparison!.flipped.length).toBeGreaterThan(0);
    expect(large.results.comparison).toEqual(small.results.comparison);
    expect(large.results.gate).toEqual(small.results.gate);
    expect(toBaseline(large.results)).toEqual(toBaseline(small.results));
  });
});
