import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectRealDataTexts, stringValues } from './realDataText.ts';

let root = '';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'real-data-text-'));
  const write = (rel: string, content: string | Buffer): void => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), content);
  };
  write('b/rows.jsonl', '{"claim":"C1","n":3,"ev":["E1",{"deep":"E2"}],"ok":true}\n\n{"claim":"C2","x":null}\n');
  write('b/list.json', '[{"doc":"D1","label":1},{"doc":"D2"}]');
  write('a/table.csv', 'h1,h2\n"quoted, field","multi\nline"\nplain,""\n');
  write('a/table.tsv', 'k\tv\n"not quoted\t5\n');
  write('a/lines.txt', 'first line\r\n\r\nsecond line\n');
  write('a/LICENSE.txt', 'licence text');
  write('a/README.md', 'readme');
  write('a/sheet.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  write('a/NOTICE', 'notice');
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('collectRealDataTexts', () => {
  it('reads every text of JSONL, JSON, CSV, TSV and .txt files in path order, skipping licences, readmes, xlsx', () => {
    expect(collectRealDataTexts(root)).toEqual([
      'first line', 'second line',
      'h1', 'h2', 'quoted, field', 'multi\nline', 'plain', '',
      'k', 'v', '"not quoted', '5',
      'D1', 'D2',
      'C1', 'E1', 'E2', 'C2',
    ]);
  });

  it('is deterministic', () => {
    expect(collectRealDataTexts(root)).toEqual(collectRealDataTexts(root));
  });

  it('names file and line of a bad JSONL line', () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'real-data-bad-'));
    fs.writeFileSync(path.join(bad, 'x.jsonl'), '{"a":"ok"}\n{"a":\n');
    try {
      expect(() => collectRealDataTexts(bad)).toThrow(/^real-data-text: .*x\.jsonl:2: invalid JSON/);
    } finally {
      fs.rmSync(bad, { recursive: true, force: true });
    }
  });

  it('names file and line of bytes that are not UTF-8, never reading them as U+FFFD', () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'real-data-bad-'));
    fs.writeFileSync(path.join(bad, 'x.txt'), Buffer.concat([Buffer.from('fine\ncaf'), Buffer.from([0xe9]), Buffer.from('\n')]));
    try {
      expect(() => collectRealDataTexts(bad)).toThrow(/^real-data-text: .*x\.txt:2: invalid UTF-8 at byte 4 of the line/);
    } finally {
      fs.rmSync(bad, { recursive: true, force: true });
    }
  });
});

describe('stringValues', () => {
  it('collects string values depth-first, never keys', () => {
    expect(stringValues({ key: ['a', { inner: 'b', n: 1 }], other: 'c' })).toEqual(['a', 'b', 'c']);
  });
});
