import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/tempDir.ts';
import { realDataSample, stratumOf } from './realDataSample.ts';

function writeFolder(root: string, files: Record<string, string[]>): void {
  for (const [file, texts] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `${texts.join('\n')}\n`);
  }
}

const short = Array.from({ length: 30 }, (_, i) => `short text ${i}`);
const accented = Array.from({ length: 5 }, (_, i) => `café ${i}`);
const long = Array.from({ length: 4 }, (_, i) => `${'word '.repeat(100)}${i}`);

describe('realDataSample', () => {
  it('takes at most perStratum distinct texts of each folder × script × length band', () => {
    const root = makeTempDir('sample');
    writeFolder(root, { 'a/x.txt': [...short, ...short], 'b/y.txt': [...accented, ...long] });
    const sample = realDataSample(root, 10);
    expect(sample.strata).toEqual({ 'a/ascii/0': 10, 'b/ascii/2': 4, 'b/non-ascii/0': 5 });
    expect(sample.texts).toHaveLength(19);
    expect(new Set(sample.texts).size).toBe(19);
    expect(sample.texts.filter((t) => t.startsWith('short'))).toHaveLength(10);
  });

  it('depends on the texts only, not on their order or file names within a folder', () => {
    const one = makeTempDir('sample');
    const two = makeTempDir('sample');
    writeFolder(one, { 'a/x.txt': short });
    writeFolder(two, { 'a/z.txt': [...short.slice(15)].reverse(), 'a/k.txt': short.slice(0, 15) });
    expect(realDataSample(two, 7).texts.slice().sort()).toEqual(realDataSample(one, 7).texts.slice().sort());
  });

  it('bands lengths at 80 and 400 code units and tells ASCII from the rest', () => {
    expect(stratumOf('f', 'x'.repeat(80))).toBe('f/ascii/0');
    expect(stratumOf('f', 'x'.repeat(81))).toBe('f/ascii/1');
    expect(stratumOf('f', 'x'.repeat(401))).toBe('f/ascii/2');
    expect(stratumOf('f', 'naïve')).toBe('f/non-ascii/0');
  });
});
