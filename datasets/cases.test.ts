import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { VerityError } from '../engine/errors.ts';
import type { AnyCase, LabelledCase } from './types.ts';
import { formatCasesCsv, formatCasesJsonl, parseCasesCsv, parseCasesJsonl, readCases, writeCases } from './cases.ts';

const sample: LabelledCase[] = [
  {
    id: 'c1',
    class: 'paraphrase',
    claim: 'Norvale Energy bought Brightwater Solar for $410 million.',
    evidence: [
      { id: 'e1', text: 'Norvale Energy acquired Brightwater Solar for $410 million in 2024.', class: 'truth' },
      { id: 'e2', text: 'Shareholders received $17.80 per share, "a premium", of 22%.', class: 'cache', masked: [[0, 12]] },
    ],
    cited: ['S1'],
    expected: 'supported',
    provenance: {
      generator: 'paraphrase', seed: 42, source_passage: 'fin-005', source_span: 'e1', transform: 'acquired → bought',
      edits: ['synonym'],
      difficulty: { span: 'e1', against: 'source-span', jaccard: 0.6667, coverage: 0.71, numerics: 'in-plan', tier: 'hard' },
    },
  },
  {
    id: 'c2',
    class: 'number-swap',
    claim: 'The deal closed on\nAugust 15, 2024.',
    evidence: [{ id: 'e1', text: 'The transaction was completed on August 14, 2024.', class: 'truth' }],
    expected: 'unsupported',
  },
];

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-cases-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('cases files', () => {
  it('defaults a span class to truth and keeps optional fields absent', () => {
    const [parsed] = parseCasesJsonl('\uFEFF{"id":"a","class":"x","claim":"C.","evidence":[{"id":"e1","text":"T."}],"expected":"partial"}\r\n', 'f.jsonl');
    expect(parsed).toEqual({ id: 'a', class: 'x', claim: 'C.', evidence: [{ id: 'e1', text: 'T.', class: 'truth' }], expected: 'partial' });
  });

  it('formats JSONL with a stable key order, byte-identical for equal input', () => {
    const shuffled = sample.map((c) => Object.fromEntries(Object.entries(c).reverse()) as unknown as LabelledCase);
    const text = formatCasesJsonl(sample);
    expect(formatCasesJsonl(shuffled)).toBe(text);
    expect(Object.keys(JSON.parse(text.split('\n')[0]))).toEqual(['id', 'class', 'claim', 'evidence', 'cited', 'expected', 'provenance']);
    expect(parseCasesJsonl(text, 'f.jsonl')).toEqual(sample);
  });

  it('round-trips CSV and JSONL files through writeCases and readCases', () => {
    const csvFile = path.join(root, 'nested', 'cases.csv');
    const jsonlFile = path.join(root, 'nested', 'cases.jsonl');
    writeCases(csvFile, sample);
    writeCases(jsonlFile, sample);
    expect(readCases(csvFile)).toEqual(sample);
    expect(readCases(jsonlFile)).toEqual(sample);
    expect(formatCasesCsv(readCases(csvFile))).toBe(fs.readFileSync(csvFile, 'utf8'));
  });

  it('round-trips draft cases beside claim cases (JSONL and CSV), a draft column only when a case has a draft', () => {
    const draft: AnyCase = {
      id: 'd1', class: 'summary', draft: 'Revenue rose 4%. Profit fell.', evidence: [{ id: 'e1', text: 'Revenue rose 4%.', class: 'truth' }],
      expected: 'unsupported',
    };
    const mixed: AnyCase[] = [...sample, draft];
    const jsonl = formatCasesJsonl(mixed);
    expect(Object.keys(JSON.parse(jsonl.trim().split('\n')[2]))).toEqual(['id', 'class', 'draft', 'evidence', 'expected']);
    expect(parseCasesJsonl(jsonl, 'f.jsonl')).toEqual(mixed);
    const csv = formatCasesCsv(mixed);
    expect(csv.split('\n')[0]).toBe('id,class,claim,draft,evidence,cited,expected,provenance');
    expect(parseCasesCsv(csv, 'f.csv')).toEqual(mixed);
    expect(formatCasesCsv(sample).split('\n')[0]).toBe('id,class,claim,evidence,cited,expected,provenance');
  });

  it('reads hand-written CSV with optional columns left out and blank lines', () => {
    const csv = 'id,class,claim,evidence,expected\n\nc1,paraphrase,"A claim, with a comma.","[{""id"":""e1"",""text"":""T.""}]",supported\n';
    expect(parseCasesCsv(csv, 'f.csv')).toEqual([
      { id: 'c1', class: 'paraphrase', claim: 'A claim, with a comma.', evidence: [{ id: 'e1', text: 'T.', class: 'truth' }], expected: 'supported' },
    ]);
  });
});

describe('bad case rows', () => {
  const good = { id: 'c1', class: 'x', claim: 'C.', evidence: [{ id: 'e1', text: 'Text.' }], expected: 'supported' };
  const provenance = { generator: 'g', seed: 1, source_passage: 'p', source_span: 'e1', transform: 't' };
  const difficulty = { span: 'e1', against: 'source-span', jaccard: 0.5, coverage: 0.5, numerics: 'none', tier: 'easy' };
  const jsonlError = (third: unknown): string => {
    const text = [JSON.stringify(good), '', typeof third === 'string' ? third : JSON.stringify(third)].join('\n');
    try {
      parseCasesJsonl(text, 'cases/x.jsonl');
    } catch (error) {
      expect((error as VerityError).code).toBe('bad-case-row');
      return (error as Error).message;
    }
    throw new Error('expected a parse error');
  };

  const cases: Array<[string, unknown, string]> = [
    ['bad JSON', '{"id":', 'row is not valid JSON'],
    ['a duplicate id', good, 'field "id" duplicate id "c1"'],
    ['a missing claim', { ...good, id: 'c2', claim: undefined }, 'field "claim" is missing: a case carries "claim" (one claim) or "draft" (a whole response)'],
    ['a blank claim', { ...good, id: 'c2', claim: ' ' }, 'field "claim" must be a non-empty string'],
    ['both a claim and a draft', { ...good, id: 'c2', draft: 'D. E.' }, 'field "draft" cannot be given together with "claim": a case carries one claim or one draft'],
    ['a blank draft', { ...good, id: 'c2', claim: undefined, draft: '' }, 'field "draft" must be a non-empty string'],
    ['a non-string draft', { ...good, id: 'c2', claim: undefined, draft: ['A.', 'B.'] }, 'field "draft" must be a non-empty string'],
    ['an unknown verdict', { ...good, id: 'c2', expected: 'supportd' }, `field "expected" must be one of supported, partial, unsupported, evidence_redacted; got "supportd" (did you mean 'supported'?)`],
    ['evidence not an array', { ...good, id: 'c2', evidence: {} }, 'field "evidence" must be an array'],
    ['an empty span text', { ...good, id: 'c2', evidence: [{ id: 'e1', text: '' }] }, 'field "evidence[0].text" must be a non-empty string'],
    ['a bad span class', { ...good, id: 'c2', evidence: [{ id: 'e1', text: 'T.', class: 'lie' }] }, 'field "evidence[0].class" must be one of truth, cache'],
    ['a duplicate evidence id', { ...good, id: 'c2', evidence: [{ id: 'e1', text: 'A.' }, { id: 'e1', text: 'B.' }] }, 'field "evidence[1].id" duplicate evidence id "e1"'],
    ['a masked range past the text', { ...good, id: 'c2', evidence: [{ id: 'e1', text: 'Text.', masked: [[2, 9]] }] }, 'field "evidence[0].masked[0]" must be [start, end] with 0 <= start < end <= 5'],
    ['a non-string cited marker', { ...good, id: 'c2', cited: ['S1', 3] }, 'field "cited[1]" must be a non-empty string'],
    ['a fractional seed', { ...good, id: 'c2', provenance: { generator: 'g', seed: 1.5, source_passage: 'p', source_span: 's', transform: 't' } }, 'field "provenance.seed" must be an integer'],
    ['an unknown field', { ...good, id: 'c2', expect: 'supported' }, 'field "expect" is not a known field'],
    ['a non-string edit', { ...good, id: 'c2', provenance: { ...provenance, edits: ['synonym', 7] } }, 'field "provenance.edits[1]" must be a non-empty string'],
    ['a Jaccard above 1', { ...good, id: 'c2', provenance: { ...provenance, difficulty: { ...difficulty, jaccard: 1.2 } } }, 'field "provenance.difficulty.jaccard" must be a number in [0, 1]'],
    ['an unknown tier', { ...good, id: 'c2', provenance: { ...provenance, difficulty: { ...difficulty, tier: 'hardest' } } }, 'field "provenance.difficulty.tier" must be one of easy, hard, both'],
    ['an unknown difficulty key', { ...good, id: 'c2', provenance: { ...provenance, difficulty: { ...difficulty, score: 0.4 } } }, 'field "provenance.difficulty.score" is not a known field'],
  ];
  it.each(cases)('names file, line and field for %s', (_name, bad, expected) => {
    const message = jsonlError(bad);
    expect(message.startsWith(`cases: cases/x.jsonl:3: ${expected}`), message).toBe(true);
  });

  it('names the starting line of a bad multi-line CSV record', () => {
    const csv = [
      'id,class,claim,evidence,expected',
      'c1,x,"Two',
      'lines.","[{""id"":""e1"",""text"":""T.""}]",supported',
      '',
      'c2,x,C.,"[{""id"":""e1""}]",supported',
    ].join('\n');
    expect(() => parseCasesCsv(csv, 'x.csv')).toThrow('cases: x.csv:5: field "evidence[0].text" must be a non-empty string');
  });

  it('rejects CSV with bad JSON cells, unknown or missing columns, and broken quoting', () => {
    expect(() => parseCasesCsv('id,class,claim,evidence,expected\nc1,x,C.,[oops,supported\n', 'x.csv')).toThrow(/^cases: x\.csv:2: field "evidence" must hold JSON/);
    expect(() => parseCasesCsv('id,class,claim,evidence,expectd\n', 'x.csv')).toThrow(`cases: x.csv:1: field "expectd" is not a known field (did you mean 'expected'?)`);
    expect(() => parseCasesCsv('id,class,claim,evidence\n', 'x.csv')).toThrow('cases: x.csv:1: field "expected" is a required column missing from the header');
    expect(() => parseCasesCsv('id,class,claim,evidence,expected\nc1,x,"C.\n', 'x.csv')).toThrow(/^cases: x\.csv:\d+: row is not valid CSV/);
  });

  it('rejects a CSV row with both or neither text, and a header with neither text column', () => {
    const header = 'id,class,claim,draft,evidence,expected';
    const ev = '"[{""id"":""e1"",""text"":""T.""}]"';
    expect(() => parseCasesCsv(`${header}\nc1,x,C.,D.,${ev},supported\n`, 'x.csv')).toThrow('cases: x.csv:2: field "draft" cannot be given together with "claim"');
    expect(() => parseCasesCsv(`${header}\nc1,x,,,${ev},supported\n`, 'x.csv')).toThrow('cases: x.csv:2: field "claim" is missing');
    expect(() => parseCasesCsv(`id,class,evidence,expected\nc1,x,${ev},supported\n`, 'x.csv')).toThrow('cases: x.csv:1: field "claim" or "draft" must be a column of the header');
  });

  it('names a missing file', () => {
    expect(() => readCases(path.join(root, 'none.jsonl'))).toThrow(/^cases: file .*none\.jsonl does not exist$/);
  });

  it('opens a cases file once, with no existence check before: nothing at the path is a missing-cases-file', () => {
    const exists = vi.spyOn(fs, 'existsSync');
    const stat = vi.spyOn(fs, 'statSync');
    try {
      expect(() => readCases(path.join(root, 'none.jsonl'))).toThrow(expect.objectContaining({ code: 'missing-cases-file' }));
      const underFile = path.join(root, 'plain.jsonl');
      fs.writeFileSync(underFile, '');
      expect(() => readCases(path.join(underFile, 'inner.jsonl'))).toThrow(expect.objectContaining({ code: 'missing-cases-file' }));
      expect(() => readCases(root)).toThrow(expect.objectContaining({ code: 'bad-case-row' }));
      expect(exists).not.toHaveBeenCalled();
      expect(stat).not.toHaveBeenCalled();
    } finally {
      exists.mockRestore();
      stat.mockRestore();
    }
  });

  it('names a folder given as a cases file, and the line of invalid UTF-8 (never a silent U+FFFD)', () => {
    expect(() => readCases(root)).toThrow(`cases: ${root} is a directory, not a cases file`);
    const file = path.join(root, 'latin1.jsonl');
    const good = JSON.stringify({ id: 'a', class: 'x', claim: 'C.', evidence: [{ id: 'e', text: 'T.' }], expected: 'supported' });
    fs.writeFileSync(file, Buffer.concat([Buffer.from(`${good}\n{"id": "b", "class": "x", "claim": "Caf`), Buffer.from([0xe9, 0x22, 0x7d, 0x0a])]));
    expect(() => readCases(file)).toThrow(`cases: ${file}:2: invalid UTF-8 at byte 40 of the line`);
  });
});
