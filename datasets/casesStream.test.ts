import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileVersion } from '../suites/loadCases.ts';
import { makeTempDir } from '../test/tempDir.ts';
import { formatCasesJsonl, readCases } from './cases.ts';
import { readCasesJsonlChunks, type CasesFileEnd } from './casesStream.ts';
import type { AnyCase } from './types.ts';

const root = makeTempDir('stream');
const caseOf = (i: number): AnyCase => ({
  id: `c${i}`, class: i % 2 ? 'paraphrase' : 'number-swap', claim: `Claim ${i} — naïve café ✓ ${'x'.repeat(i % 7)}`,
  evidence: [{ id: 'e1', text: `Span ${i}.`, class: 'truth' }], expected: i % 2 ? 'supported' : 'unsupported',
});
const cases = Array.from({ length: 40 }, (_, i) => caseOf(i));

function write(name: string, text: string | Buffer): string {
  const file = path.join(root, name);
  fs.writeFileSync(file, text);
  return file;
}

function readAll(file: string, size: number): { chunks: AnyCase[][]; end: CasesFileEnd | undefined } {
  let end: CasesFileEnd | undefined;
  const chunks = [...readCasesJsonlChunks(file, size, (e) => (end = e))];
  return { chunks, end };
}

describe('readCasesJsonlChunks', () => {
  it('reads the cases readCases reads, in chunks of the given size, and the file version as fileVersion', () => {
    const file = write('c.jsonl', `\uFEFF${formatCasesJsonl(cases).replace(/\n/g, '\r\n')}\n\n`);
    const { chunks, end } = readAll(file, 16);
    expect(chunks.map((c) => c.length)).toEqual([16, 16, 8]);
    expect(chunks.flat()).toEqual(readCases(file));
    expect(end).toEqual({ version: fileVersion(file), cases: 40 });
  });

  it('hands cases with the same evidence one shared list, equal to what readCases reads', () => {
    const repeated = cases.map((c, i) => ({ ...c, evidence: cases[i % 3].evidence }));
    const file = write('shared.jsonl', formatCasesJsonl(repeated));
    const read = readAll(file, 7).chunks.flat();
    expect(read).toEqual(readCases(file));
    expect(read[3].evidence).toBe(read[0].evidence);
    expect(read[4].evidence).not.toBe(read[3].evidence);
    expect(new Set(read.map((c) => c.evidence)).size).toBe(3);
  });

  it('reads rows longer than its read block, and a last line without a newline', () => {
    const long = { ...caseOf(1), claim: `Long ${'é'.repeat(700_000)} claim.` };
    const file = write('long.jsonl', `${JSON.stringify(caseOf(0))}\n${JSON.stringify(long)}\n${JSON.stringify(caseOf(2))}`);
    expect(readAll(file, 2).chunks.flat().map((c) => c.claim?.length)).toEqual([caseOf(0).claim!.length, long.claim.length, caseOf(2).claim!.length]);
  });

  it('names file and line of a bad row, a duplicate id and invalid UTF-8, as readCases does', () => {
    const lines = cases.slice(0, 3).map((c) => JSON.stringify(c));
    const bad = write('bad.jsonl', [...lines, '', '{"id": "c9", "class": "x"}'].join('\n'));
    expect(() => readAll(bad, 2)).toThrow(/^cases: .*bad\.jsonl:5: field "claim" is missing/);
    const dup = write('dup.jsonl', [...lines, lines[1]].join('\n'));
    expect(() => readAll(dup, 100)).toThrow(/^cases: .*dup\.jsonl:4: field "id" duplicate id "c1"/);
    const latin = write('latin.jsonl', Buffer.concat([Buffer.from(`${lines[0]}\n{"id": "b", "claim": "Caf`), Buffer.from([0xe9, 0x22, 0x7d, 0x0a])]));
    expect(() => readAll(latin, 100)).toThrow(`cases: ${latin}:2: invalid UTF-8 at byte 26 of the line (save the file as UTF-8)`);
    expect(() => readCases(latin)).toThrow(`cases: ${latin}:2: invalid UTF-8 at byte 26 of the line`);
  });

  it('names a missing file and a folder', () => {
    expect(() => readAll(path.join(root, 'none.jsonl'), 10)).toThrow(/^cases: file .*none\.jsonl does not exist$/);
    expect(() => readAll(path.join(root, 'none.jsonl'), 10)).toThrow(expect.objectContaining({ code: 'missing-cases-file' }));
    expect(() => readAll(root, 10)).toThrow(`cases: ${root} is a directory, not a cases file`);
  });
});
