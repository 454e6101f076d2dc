import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/tempDir.ts';
import { copyCaseRows, createCaseRowStore, eachCase, eachCheckedRow, fileLines, releaseCaseRows } from './caseRows.ts';
import { createVectorStore } from './embedCases.ts';
import { caseResult } from '../test/syntheticResults.ts';

const SECRET = 'sk-live-0123456789abcdefghijklmn';

describe('case rows', () => {
  it('keep a small run in memory sorted by id, and spill a larger one to a JSON Lines file in arrival order', () => {
    const rows = ['c3', 'c1', 'c2'].map((id) => caseResult({ id }));
    const small = createCaseRowStore({ threshold: 3 });
    for (const row of rows) small.add(row);
    expect(small.finish()).toEqual({ kind: 'memory', rows: [rows[1], rows[2], rows[0]] });
    const large = createCaseRowStore({ threshold: 2, spillDir: makeTempDir('rows') });
    for (const row of rows) large.add(row);
    const finished = large.finish();
    if (finished.kind !== 'file') throw new Error('expected a spilled store');
    expect(finished.rows.total).toBe(3);
    expect([...eachCase({ cases: [], case_rows: finished.rows })]).toEqual(rows);
    releaseCaseRows(finished.rows);
    expect(fs.existsSync(finished.rows.file)).toBe(false);
  });

  it('redact a provider message when spilled, and when a rows file from elsewhere is copied', () => {
    const leaky = caseResult({ id: 'c1', verdict: 'error', error: `embedder x: 401 for key ${SECRET}` });
    const store = createCaseRowStore({ threshold: 0, spillDir: makeTempDir('rows') });
    store.add(leaky);
    const spilled = store.finish();
    if (spilled.kind !== 'file') throw new Error('expected a spilled store');
    expect(fs.readFileSync(spilled.rows.file, 'utf8')).not.toContain(SECRET);
    const dir = makeTempDir('rows');
    const foreign = path.join(dir, 'foreign.jsonl');
    fs.writeFileSync(foreign, `${JSON.stringify(caseResult({ id: 'c0' }))}\n${JSON.stringify(leaky)}\n`);
    copyCaseRows(foreign, path.join(dir, 'copy.jsonl'));
    const copied = [...fileLines(path.join(dir, 'copy.jsonl'))];
    expect(copied).toHaveLength(2);
    expect(copied.join('\n')).not.toContain(SECRET);
    expect(JSON.parse(copied[1]).error).toMatch(/^embedder x: 401 for key /);
  });
});

describe('checked case rows', () => {
  it('yield valid rows and name the file\'s own line number (blank lines counted) of a bad one', () => {
    const file = path.join(makeTempDir('rows'), 'results.jsonl');
    const good = JSON.stringify(caseResult({ id: 'c1' }));
    fs.writeFileSync(file, `${good}\n\n${good.replace('"c1"', '"c2"')}\r\n`);
    expect([...eachCheckedRow(file, 'merge')].map((r) => r.id)).toEqual(['c1', 'c2']);
    fs.writeFileSync(file, `${good}\n\n${good.replace(/"score":[^,]+/, '"score":"high"')}\n`);
    expect(() => [...eachCheckedRow(file, 'merge')]).toThrow(new RegExp(`^merge: ${file}:3: field "score" `));
    fs.writeFileSync(file, `\n${good.slice(0, 20)}\n`);
    expect(() => [...eachCheckedRow(file, 'reports')]).toThrow(new RegExp(`^reports: ${file}:2: row is not valid JSON`));
    // A byte that is not UTF-8 is an error naming the line, never a row read with U+FFFD in it.
    fs.writeFileSync(file, Buffer.concat([Buffer.from(`${good}\n`), Buffer.from(good.replace('"c1"', '"c\u00ff"'), 'latin1'), Buffer.from('\n')]));
    expect(() => [...eachCheckedRow(file, 'merge')]).toThrow(new RegExp(`^merge: ${file}:2: invalid UTF-8 at byte `));
    expect(() => [...eachCheckedRow(path.join(path.dirname(file), 'none.jsonl'), 'merge')]).toThrow(/^merge: no rows file at /);
  });
});

describe('the vector store bound', () => {
  it('forgets the least recently set or touched vectors first, down to its byte bound', () => {
    const store = createVectorStore({ maxBytes: 3 * 16 });
    for (const text of ['a', 'b', 'c', 'd']) store.set(text, new Float32Array(4));
    store.touch(['a']);
    store.trim();
    expect(['a', 'b', 'c', 'd'].filter((t) => store.get(t) !== undefined)).toEqual(['a', 'c', 'd']);
    store.fail('e', 'down');
    store.set('f', new Float32Array(8));
    store.trim();
    expect(['a', 'c', 'd', 'f'].filter((t) => store.get(t) !== undefined)).toEqual(['a', 'f']);
    expect(store.errorOf('e')).toBe('down');
    const unbounded = createVectorStore();
    for (let i = 0; i < 100; i++) unbounded.set(String(i), new Float32Array(4));
    unbounded.trim();
    expect(unbounded.size).toBe(100);
  });
});
