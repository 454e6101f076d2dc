import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Verdict } from '../../engine/types.ts';
import { RowContext } from '../rows.ts';
import type { CaseLevel } from '../caseKind.ts';
import type { AnyCase } from '../types.ts';
import { buildCase, hashSplit } from './defineDatasetAdapter.ts';
import { aggrefactGold } from './aggrefact.ts';
import { factcheckGold } from './factcheckGpt.ts';
import { mrpcCases } from './mrpc.ts';
import { xsumGold } from './xsumHallucination.ts';
import { DATASET_ADAPTERS, defaultRealDataDir, getDatasetAdapter, loadDataset, type LoadedDataset } from './registry.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const realData = path.resolve(repoRoot, '../shared/real-data');

/** Gold-label counts over all splits, from ../shared/real-data/README.md. */
const README_COUNTS: Record<string, Partial<Record<Verdict, number>>> = {
  wice: { supported: 226, partial: 406, unsupported: 75 },
  'wice-subclaims': { partial: 229 },
  'factcheck-gpt': { supported: 308, partial: 96, unsupported: 257 },
  // README S 553 / U 1,275 include 1 row with a blank response and 3 with blank knowledge, dropped here.
  'faithdial-audit': { supported: 552, partial: 367, unsupported: 1272 },
  begin: { supported: 1705, unsupported: 3044 },
  summedits: { supported: 950, unsupported: 1667 },
  'climate-fever': { supported: 654, unsupported: 727 },
  'climate-fever-sentences': { supported: 1943, unsupported: 5732 },
  healthver: { supported: 1204, unsupported: 2536 },
  dialfact: { supported: 99, unsupported: 201 },
  // 1,147 paraphrase pairs in both directions; 578 non-equivalent pairs once.
  mrpc: { supported: 2294, unsupported: 578 },
  'vitaminc-sample': { supported: 154, unsupported: 246 },
  qags: { supported: 458, unsupported: 167 },
  // README S 131 / U 1,814 count 4 summaries of the one article missing from AggreFact (all supported).
  'xsum-hallucination': { supported: 127, unsupported: 1814 },
  aggrefact: { supported: 412, unsupported: 338 },
};

/** Rows each recipe drops on purpose, summed over splits. */
const README_SKIPS: Record<string, Record<string, number>> = {
  'factcheck-gpt': { 'no stance annotations': 17 },
  'faithdial-audit': { generic: 189, 'uncooperative only': 20, 'blank label': 792, 'blank knowledge': 3, 'blank response': 1 },
  begin: { generic: 87 },
  'climate-fever': { disputed: 154 },
  qags: { 'annotators split': 328 },
  'xsum-hallucination': { 'minority marked': 55, 'article not in AggreFact': 4 },
};

function countExpected(loaded: readonly LoadedDataset[]): Partial<Record<Verdict, number>> {
  const counts: Partial<Record<Verdict, number>> = {};
  for (const c of loaded.flatMap((l) => l.cases)) counts[c.expected] = (counts[c.expected] ?? 0) + 1;
  return counts;
}

function sumSkips(loaded: readonly LoadedDataset[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const l of loaded) for (const [reason, n] of Object.entries(l.skipped)) sums[reason] = (sums[reason] ?? 0) + n;
  return sums;
}

/**
 * Every way the cases break the adapter contract: duplicate or foreign ids, class/verdict mismatch, blank text, a
 * claim case from a response-labelled source or a draft case from a claim-labelled one.
 */
function caseProblems(datasetId: string, cases: readonly AnyCase[], labels: CaseLevel): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) problems.push(`${c.id}: duplicate id`);
    ids.add(c.id);
    if (!c.id.startsWith(`${datasetId}-`)) problems.push(`${c.id}: id lacks the dataset prefix`);
    if (!c.class.startsWith(`${datasetId}-${c.expected}`)) problems.push(`${c.id}: class ${c.class} vs expected ${c.expected}`);
    const text = c.draft ?? c.claim;
    if (text.trim() === '' || text !== text.trim()) problems.push(`${c.id}: blank or untrimmed text`);
    if ((c.draft !== undefined) !== (labels === 'response')) problems.push(`${c.id}: a ${labels}-labelled source gave a ${c.draft === undefined ? 'claim' : 'draft'} case`);
    if (c.evidence.length === 0) problems.push(`${c.id}: no evidence`);
    c.evidence.forEach((span, i) => {
      if (span.id !== `e${i + 1}`) problems.push(`${c.id}: span ${i} has id ${span.id}`);
      if (span.text.trim() === '') problems.push(`${c.id}: span ${span.id} is blank`);
    });
  }
  return problems;
}

describe('real-data adapters', () => {
  it('default real-data dir is ../shared/real-data beside the repository', () => {
    expect(defaultRealDataDir()).toBe(realData);
  });

  it('every adapter has README counts, a unique id and its default split among its splits', () => {
    const ids = DATASET_ADAPTERS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(README_COUNTS).sort()).toEqual([...ids].sort());
    for (const adapter of DATASET_ADAPTERS) {
      expect(adapter.splits).toContain(adapter.defaultSplit);
      expect(adapter.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  for (const adapter of DATASET_ADAPTERS) {
    const present = fs.existsSync(path.join(realData, adapter.folder));

    it.skipIf(!present)(`${adapter.id}: README counts, well-formed unique cases, deterministic load`, { meta: { realData: adapter.folder } }, () => {
      const loaded = adapter.splits.map((split) => loadDataset(adapter.id, { dataDir: realData, split }));
      expect(countExpected(loaded)).toEqual(README_COUNTS[adapter.id]);
      expect(sumSkips(loaded)).toEqual(README_SKIPS[adapter.id] ?? {});
      expect(caseProblems(adapter.id, loaded.flatMap((l) => l.cases), adapter.labels)).toEqual([]);
      for (const l of loaded) expect(l.version).toMatch(/^[0-9a-f]{12}$/);
      // Determinism is checked on the smaller split to keep the file fast.
      const first = loaded.reduce((a, b) => (b.cases.length < a.cases.length ? b : a));
      const again = loadDataset(adapter.id, { dataDir: realData, split: first.split });
      expect(again.version).toBe(first.version);
      expect(JSON.stringify(again.cases)).toBe(JSON.stringify(first.cases));
    });
  }
});

describe('case levels', () => {
  const present = (id: string) => fs.existsSync(path.join(realData, getDatasetAdapter(id).folder));

  it.skipIf(!present('begin'))('a response-labelled source gives drafts; --level claim makes each one claim of the same text', { meta: { realData: getDatasetAdapter('begin').folder } }, () => {
    const drafts = loadDataset('begin', { dataDir: realData, split: 'dev' }).cases;
    const claims = loadDataset('begin', { dataDir: realData, split: 'dev', level: 'claim' }).cases;
    expect(drafts.every((c) => c.draft !== undefined && c.claim === undefined)).toBe(true);
    expect(claims.map((c) => [c.id, c.claim, c.expected])).toEqual(drafts.map((c) => [c.id, c.draft, c.expected]));
  });

  it.skipIf(!present('qags'))('QAGS at response level: one draft per summary, supported only when every sentence has a yes majority', { meta: { realData: getDatasetAdapter('qags').folder } }, () => {
    const loaded = ['dev', 'test'].map((split) => loadDataset('qags', { dataDir: realData, split, level: 'response' }));
    expect(countExpected(loaded)).toEqual({ supported: 229, unsupported: 245 });
    expect(caseProblems('qags', loaded.flatMap((l) => l.cases), 'response')).toEqual([]);
    // The same article lands in the same split at both levels: a summary's sentences are claim cases of its split.
    const sentences = loadDataset('qags', { dataDir: realData, split: 'dev' }).cases;
    const summaries = new Set(loaded[0].cases.map((c) => c.id));
    expect(sentences.every((c) => summaries.has(c.id.replace(/-s\d+$/, '')))).toBe(true);
  });
});

describe('adapter errors', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-adapters-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('an unknown dataset suggests near names', () => {
    expect(() => getDatasetAdapter('wicee')).toThrow(/dataset: unknown id 'wicee'\. Did you mean 'wice'/);
  });

  it('an unknown split is a typed error', () => {
    expect(() => loadDataset('wice', { dataDir: tmp, split: 'train' })).toThrow(expect.objectContaining({ code: 'unknown-split' }));
  });

  it('a missing data folder names the path looked for', () => {
    const missing = path.join(tmp, 'nowhere');
    expect(() => loadDataset('wice', { dataDir: missing })).toThrow(expect.objectContaining({ code: 'missing-data' }));
    expect(() => loadDataset('wice', { dataDir: missing })).toThrow(path.join(missing, 'wice'));
  });

  it('a malformed row names file, line and field', () => {
    const dir = path.join(tmp, 'wice/data/entailment_retrieval/claim');
    fs.mkdirSync(dir, { recursive: true });
    const good = { label: 'supported', supporting_sentences: [[0]], claim: 'A claim.', evidence: ['A claim.'], meta: { id: 't1' } };
    const bad = { ...good, label: 'supportd', meta: { id: 't2' } };
    fs.writeFileSync(path.join(dir, 'test.jsonl'), `${JSON.stringify(good)}\n\n${JSON.stringify(bad)}\n`);
    expect(() => loadDataset('wice', { dataDir: tmp })).toThrow(/^wice: .*test\.jsonl:3: field "label" must be one of .*did you mean 'supported'/);
    const outOfRange = { ...good, supporting_sentences: [[4]] };
    fs.writeFileSync(path.join(dir, 'test.jsonl'), `${JSON.stringify(outOfRange)}\n`);
    expect(() => loadDataset('wice', { dataDir: tmp })).toThrow(/test\.jsonl:1: field "supporting_sentences\[0\]" holds 4/);
  });

  it('bytes that are not UTF-8 are bad-real-data naming file and line, never read as U+FFFD', () => {
    const dir = path.join(tmp, 'wice/data/entailment_retrieval/claim');
    fs.mkdirSync(dir, { recursive: true });
    const row = JSON.stringify({ label: 'supported', supporting_sentences: [[0]], claim: 'Caf\u00e9 opened.', evidence: ['Caf\u00e9 opened.'], meta: { id: 't1' } });
    const bytes = Buffer.from(`${row}\n${row}\n`, 'latin1');
    fs.writeFileSync(path.join(dir, 'test.jsonl'), bytes);
    expect(() => loadDataset('wice', { dataDir: tmp })).toThrow(expect.objectContaining({ code: 'bad-real-data' }));
    expect(() => loadDataset('wice', { dataDir: tmp })).toThrow(/^wice: .*test\.jsonl:1: invalid UTF-8 at byte/);
  });

  it('a missing source file of a present folder is missing-data naming the file', () => {
    fs.mkdirSync(path.join(tmp, 'dialfact'), { recursive: true });
    expect(() => loadDataset('dialfact', { dataDir: tmp })).toThrow(expect.objectContaining({ code: 'missing-data' }));
    expect(() => loadDataset('dialfact', { dataDir: tmp })).toThrow(path.join(tmp, 'dialfact', 'scripts/testsmall.jsonl'));
  });

  it('TSV, CSV and JSON-array rows are located by line or element in errors', () => {
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
      fs.writeFileSync(path.join(tmp, rel), text);
    };
    const header = 'model_name\tdata_source\tknowledge\tmessage\tresponse\tbegin_label\n';
    write('begin/wow/begin_test_wow.tsv', `${header}m\twow\tK.\tM.\tR.\tFully attributable\nm\twow\tK.\tR.\tGeneric\n`);
    expect(() => loadDataset('begin', { dataDir: tmp })).toThrow(/begin_test_wow\.tsv:3: expected 6 tab-separated fields, got 5/);
    write('healthver/data/healthver_test.csv', 'id,evidence,claim,label,topic_ip,question\n1,"Multi\nline.",C.,Supports,1,q\n2,E.,C.,Refuted,1,q\n');
    expect(() => loadDataset('healthver', { dataDir: tmp })).toThrow(/healthver_test\.csv:4: field "label" must be one of/);
    write('healthver/data/healthver_test.csv', 'id,evidence,claim,label\n');
    expect(() => loadDataset('healthver', { dataDir: tmp })).toThrow(/healthver_test\.csv:1: header is/);
    const element = { id: 'x', doc: 'One. Two.', summary: 'One.', label: 2, split: 'test' };
    for (const domain of ['news', 'scitldr', 'samsum', 'ectsum']) write(`summedits/data/summedits/summedits_${domain}.json`, JSON.stringify([element]));
    expect(() => loadDataset('summedits', { dataDir: tmp })).toThrow(/summedits_news\.json:1: element \[0\]: field "label" must be one of 0, 1/);
  });

  it('the dataset folder itself is accepted as data dir, and the version follows the bytes', () => {
    const dir = path.join(tmp, 'wice/data/entailment_retrieval/claim');
    fs.mkdirSync(dir, { recursive: true });
    const row = { label: 'not_supported', supporting_sentences: [], claim: 'A claim.', evidence: ['One.', ' ', 'Two.'], meta: { id: 't1' } };
    fs.writeFileSync(path.join(dir, 'test.jsonl'), `${JSON.stringify(row)}\n`);
    const fromRoot = loadDataset('wice', { dataDir: tmp });
    const fromFolder = loadDataset('wice', { dataDir: path.join(tmp, 'wice') });
    expect(fromFolder).toEqual(fromRoot);
    expect(fromRoot.cases[0]).toMatchObject({ id: 'wice-t1', class: 'wice-unsupported', expected: 'unsupported' });
    expect(fromRoot.cases[0].evidence).toEqual([{ id: 'e1', text: 'One.' }, { id: 'e2', text: 'Two.' }]);
    fs.appendFileSync(path.join(dir, 'test.jsonl'), '\n');
    expect(loadDataset('wice', { dataDir: tmp }).version).not.toBe(fromRoot.version);
  });
});

describe('adapter helpers', () => {
  it('factcheck-gpt gold: complete support wins, then partial support; refutes are flagged', () => {
    expect(factcheckGold(['irrelevant', 'partially-support', 'completely-support'])).toEqual({ expected: 'supported' });
    expect(factcheckGold(['refute', 'partially-support'])).toEqual({ expected: 'partial' });
    expect(factcheckGold(['irrelevant', 'refute'])).toEqual({ expected: 'unsupported', flag: 'refuted' });
    expect(factcheckGold(['irrelevant'])).toEqual({ expected: 'unsupported', flag: 'irrelevant' });
  });

  it('aggrefact gold: correct or empty is supported; error kinds flag the unsupported class', () => {
    const row = new RowContext('aggrefact', 'bad-real-data', 'x.csv', 7);
    expect(aggrefactGold(row, 'correct')).toEqual({ expected: 'supported' });
    expect(aggrefactGold(row, '')).toEqual({ expected: 'supported' });
    expect(aggrefactGold(row, "['intrinsic-NP']")).toEqual({ expected: 'unsupported', flag: 'intrinsic' });
    expect(aggrefactGold(row, "['extrinsic-NP', 'noise']")).toEqual({ expected: 'unsupported', flag: 'extrinsic' });
    expect(aggrefactGold(row, "['intrinsic-predicate', 'extrinsic-NP']")).toEqual({ expected: 'unsupported', flag: 'mixed' });
    expect(aggrefactGold(row, "['entire_sent']")).toEqual({ expected: 'unsupported', flag: 'untyped' });
    expect(() => aggrefactGold(row, "['sideways-NP']")).toThrow(/x\.csv:7: field "error_type" holds an unknown error type/);
  });

  it('xsum-hallucination gold: two or more marking workers make it unsupported, one is a dropped minority', () => {
    const marks = (...workers: string[][]) => new Map(workers.map((types, i) => [`w${i}`, new Set(types)]));
    expect(xsumGold(marks([], [], []))).toEqual({ expected: 'supported' });
    expect(xsumGold(marks(['extrinsic'], [], []))).toBeNull();
    expect(xsumGold(marks(['extrinsic'], ['extrinsic'], []))).toEqual({ expected: 'unsupported', flag: 'extrinsic' });
    expect(xsumGold(marks(['intrinsic'], ['extrinsic', 'intrinsic'], []))).toEqual({ expected: 'unsupported', flag: 'mixed' });
  });

  it('mrpc: paraphrases both ways, a non-equivalent pair once with the longer sentence as the claim', () => {
    const short = { id: '1', text: 'Sales fell.' };
    const long = { id: '2', text: 'Sales fell 5 percent in May.' };
    expect(mrpcCases('1', short, long).map((c) => [c.id, c.claim, c.evidence[0].text, c.class])).toEqual([
      ['mrpc-2-1', long.text, short.text, 'mrpc-supported'],
      ['mrpc-1-2', short.text, long.text, 'mrpc-supported'],
    ]);
    expect(mrpcCases('0', long, short).map((c) => [c.id, c.claim, c.class])).toEqual([['mrpc-2-1', long.text, 'mrpc-unsupported-not-equivalent']]);
    expect(mrpcCases('0', short, { id: '3', text: 'Sales rose.' })[0].claim).toBe('Sales rose.');
  });

  it('hashSplit is deterministic and sends about 30 % of units to dev', () => {
    const units = Array.from({ length: 2000 }, (_, i) => `unit-${i}`);
    const dev = units.filter((u) => hashSplit('demo', u) === 'dev').length;
    expect(dev / units.length).toBeGreaterThan(0.27);
    expect(dev / units.length).toBeLessThan(0.33);
    expect(units.map((u) => hashSplit('demo', u))).toEqual(units.map((u) => hashSplit('demo', u)));
  });

  it('buildCase trims, drops blank spans, numbers them and refines the class with a flag', () => {
    expect(buildCase('demo', 'demo-1', ' Claim. ', ['  ', ' a ', 'b'], { expected: 'unsupported', flag: 'refuted' })).toEqual({
      id: 'demo-1',
      class: 'demo-unsupported-refuted',
      claim: 'Claim.',
      evidence: [{ id: 'e1', text: 'a' }, { id: 'e2', text: 'b' }],
      expected: 'unsupported',
    });
    expect(buildCase('demo', 'demo-2', 'Claim.', [' '], { expected: 'supported' })).toBeNull();
  });
});
