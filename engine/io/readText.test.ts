import fs from 'node:fs';
import path from 'node:path';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLine, firstInvalidUtf8, readJsonFile, readLines, readTextFile } from './readText.ts';
import { makeTempDir } from '../../test/tempDir.ts';
import { VerityError } from '../errors.ts';

const role = { owner: 'verify', what: 'draft file', code: 'bad-draft' };
const strict = new TextDecoder('utf-8', { fatal: true });

describe('readTextFile', () => {
  it('names the path of a missing file or a folder', () => {
    const dir = makeTempDir('read');
    expect(() => readTextFile(path.join(dir, 'nope.txt'), role)).toThrow(`verify: no draft file at ${path.join(dir, 'nope.txt')}`);
    expect(() => readTextFile(dir, role)).toThrow(`verify: ${dir} is a directory, not a draft file`);
    expect(() => readTextFile(dir, role)).toThrow(expect.objectContaining({ code: 'bad-draft' }));
  });

  it("gives a role's own error for nothing at the path, and only for that", () => {
    const dir = makeTempDir('read');
    const own = { ...role, missing: (file: string) => new VerityError('missing-draft', `verify: ${path.basename(file)} is not there`) };
    expect(() => readTextFile(path.join(dir, 'nope.txt'), own)).toThrow(expect.objectContaining({ code: 'missing-draft', message: 'verify: nope.txt is not there' }));
    fs.writeFileSync(path.join(dir, 'file.txt'), 'x');
    expect(() => readTextFile(path.join(dir, 'file.txt', 'below.txt'), own)).toThrow(expect.objectContaining({ code: 'missing-draft' }));
    expect(() => readTextFile(dir, own)).toThrow(expect.objectContaining({ code: 'bad-draft', message: `verify: ${dir} is a directory, not a draft file` }));
    expect(readTextFile(path.join(dir, 'file.txt'), own)).toBe('x');
  });

  it('refuses invalid UTF-8 with file, line and byte, instead of decoding it to U+FFFD', () => {
    const dir = makeTempDir('read');
    const file = path.join(dir, 'draft.txt');
    fs.writeFileSync(file, Buffer.concat([Buffer.from('fine line\nnaïve caf'), Buffer.from([0xe9]), Buffer.from(' latin-1\n')]));
    expect(() => readTextFile(file, role)).toThrow(`verify: ${file}:2: invalid UTF-8 at byte 11 of the line`);
    fs.writeFileSync(file, 'naïve ✓ 東京\n');
    expect(readTextFile(file, role)).toBe('naïve ✓ 東京\n');
  });

  it('names the path of an empty or malformed JSON file', () => {
    const dir = makeTempDir('read');
    const file = path.join(dir, 'baseline.json');
    const json = { owner: 'baseline', what: 'baseline file', code: 'bad-baseline' };
    fs.writeFileSync(file, ' \n');
    expect(() => readJsonFile(file, json)).toThrow(`baseline: ${file} is empty, not a baseline file`);
    fs.writeFileSync(file, '{"format": 1,');
    expect(() => readJsonFile(file, json)).toThrow(new RegExp(`^baseline: ${file} is not valid JSON \\(`));
    fs.writeFileSync(file, '\uFEFF{"format": 1}');
    expect(readJsonFile(file, json)).toEqual({ format: 1 });
  });

  it('finds invalid UTF-8 exactly where a strict decoder fails', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 12 }), (bytes) => {
      let valid = true;
      try {
        strict.decode(bytes);
      } catch {
        valid = false;
      }
      return (firstInvalidUtf8(bytes) < 0) === valid;
    }), { seed: 7, numRuns: 3000 });
  });
});

describe('readLines', () => {
  it('numbers every line (blank ones too) across read blocks, a character split by a block edge kept whole', () => {
    const dir = makeTempDir('lines');
    const file = path.join(dir, 'rows.txt');
    // The first line ends 1 byte into a 2-byte character at the 1 MiB block edge; CRLF and a last line with no newline.
    const lines = [`${'a'.repeat((1 << 20) - 1)}é`, '', 'second\r', 'last'];
    fs.writeFileSync(file, lines.join('\n'));
    const fd = fs.openSync(file, 'r');
    const blocks: Buffer[] = [];
    let read: Array<[number, string]>;
    try {
      read = [...readLines(fd, (block) => blocks.push(Buffer.from(block)))].map(([n, bytes]) => [n, decodeLine(bytes, role, file, n)]);
    } finally {
      fs.closeSync(fd);
    }
    expect(read).toEqual(lines.map((text, i) => [i + 1, text]));
    expect(blocks.length).toBe(2);
    expect(Buffer.concat(blocks)).toEqual(fs.readFileSync(file));
    expect(() => decodeLine(Buffer.from([0x61, 0xe9, 0x62]), role, file, 7)).toThrow(`verify: ${file}:7: invalid UTF-8 at byte 2 of the line`);
  });
});

