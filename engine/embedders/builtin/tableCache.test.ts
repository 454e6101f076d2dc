import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWordTable, pruneStaleTables, saveWordTable, wordTablePath } from './tableCache.ts';
import type { WordTable } from './wordTable.ts';
import { makeTempDir } from '../../../test/tempDir.ts';

const table: WordTable = {
  dims: 3,
  words: ['n:car', 'n:doctor', 'a:naïve'],
  mass: Float32Array.from([72, 9, 1.5]),
  rowStart: Uint32Array.from([0, 1, 3, 4]),
  index: Uint16Array.from([0, 1, 2, 1]),
  value: Float32Array.from([1, 0.6, 0.8, 1]),
  glossWords: ['a', 'the'],
  glossCounts: Uint32Array.from([5, 9]),
  glossTotal: 14,
};

describe('word table cache', () => {
  it('round-trips a table exactly', () => {
    const file = wordTablePath(makeTempDir('table'), 'abc123', 7);
    saveWordTable(file, 'abc123', table);
    const loaded = loadWordTable(file, 'abc123').table;
    expect(loaded).toBeDefined();
    expect(loaded!.words).toEqual(table.words);
    expect(Array.from(loaded!.rowStart)).toEqual([0, 1, 3, 4]);
    expect(Array.from(loaded!.index)).toEqual([0, 1, 2, 1]);
    expect(Array.from(loaded!.value)).toEqual(Array.from(table.value));
    expect(Array.from(loaded!.mass)).toEqual([72, 9, 1.5]);
    expect(Array.from(loaded!.glossCounts)).toEqual([5, 9]);
    expect(loaded!.glossTotal).toBe(14);
  });

  it('refuses an absent, foreign, truncated or garbled file, saying why (absent is no problem)', () => {
    const dir = makeTempDir('table');
    const file = wordTablePath(dir, 'abc123', 7);
    expect(loadWordTable(file, 'abc123')).toEqual({ problem: null });
    saveWordTable(file, 'abc123', table);
    expect(loadWordTable(file, 'other').problem).toMatch(/fingerprint abc123, not other/);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 1));
    expect(loadWordTable(file, 'abc123').problem).toMatch(/checksum mismatch/);
    writeFileSync(file, Buffer.from('not a table at all'));
    expect(loadWordTable(file, 'abc123').problem).toMatch(/not a VRTYWT04 table/);
  });

  it('refuses a file with any one byte flipped (header, vectors or counts), never using it as is', () => {
    const dir = makeTempDir('table');
    const file = wordTablePath(dir, 'abc123', 7);
    saveWordTable(file, 'abc123', table);
    const good = readFileSync(file);
    // The last 40 bytes hold the value, mass, count and index sections; byte 20 is inside the JSON header.
    for (const at of [20, good.length - 30, good.length - 20, good.length - 1]) {
      const bad = Buffer.from(good);
      bad[at] ^= 0x10;
      writeFileSync(file, bad);
      expect(loadWordTable(file, 'abc123').table, `byte ${at}`).toBeUndefined();
      expect(loadWordTable(file, 'abc123').problem, `byte ${at}`).toMatch(/checksum mismatch/);
    }
  });
});

describe('pruneStaleTables', () => {
  it('removes tables of other algorithm versions and keeps this version of any fingerprint', () => {
    const dir = makeTempDir('table');
    const current = wordTablePath(dir, 'aaa', 7);
    saveWordTable(current, 'aaa', table);
    saveWordTable(wordTablePath(dir, 'bbb', 7), 'bbb', table);
    saveWordTable(wordTablePath(dir, 'ccc', 6), 'ccc', table);
    writeFileSync(path.join(path.dirname(current), 'word-table-e283133d02d95854.bin'), 'old naming');
    writeFileSync(path.join(path.dirname(current), 'notes.txt'), 'kept');
    expect(pruneStaleTables(current, 7).sort()).toEqual(['word-table-e283133d02d95854.bin', 'word-table-v6-ccc.bin']);
    expect(readdirSync(path.dirname(current)).sort()).toEqual(['notes.txt', 'word-table-v7-aaa.bin', 'word-table-v7-bbb.bin']);
  });
});
