import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveFileAtomic } from './atomicFile.ts';
import { makeTempDir } from '../../test/tempDir.ts';

/** Faults to inject into the file system calls the helper makes; each is called before the real call. */
const faults = vi.hoisted(() => ({
  rename: undefined as undefined | ((from: string, to: string) => void),
}));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const renameSync: typeof real.renameSync = (from, to) => {
    faults.rename?.(String(from), String(to));
    real.renameSync(from, to);
  };
  const mocked = { ...real, renameSync };
  return { ...mocked, default: mocked };
});

afterEach(() => {
  faults.rename = undefined;
});

/** An error as the file system gives it (`code` set). */
function fsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected`), { code });
}

describe('moveFileAtomic', () => {
  it('renames on one file system: the same file, and nothing left behind', () => {
    const dir = makeTempDir('move');
    const from = path.join(dir, 'spill', 'rows.jsonl');
    fs.mkdirSync(path.dirname(from));
    fs.writeFileSync(from, 'rows\n');
    const inode = fs.statSync(from).ino;
    const to = path.join(dir, 'out', 'results.jsonl');
    moveFileAtomic(from, to);
    expect(fs.statSync(to).ino).toBe(inode);
    expect(fs.readFileSync(to, 'utf8')).toBe('rows\n');
    expect(fs.readdirSync(path.dirname(from))).toEqual([]);
  });

  it('across devices (EXDEV) copies atomically over the old file, then removes the source', () => {
    const dir = makeTempDir('move');
    const from = path.join(dir, 'rows.jsonl');
    const to = path.join(dir, 'results.jsonl');
    fs.writeFileSync(from, 'new rows\n');
    fs.writeFileSync(to, 'old rows\n');
    faults.rename = (source) => {
      if (source === from) throw fsError('EXDEV');
    };
    moveFileAtomic(from, to);
    expect(fs.readFileSync(to, 'utf8')).toBe('new rows\n');
    expect(fs.readdirSync(dir)).toEqual(['results.jsonl']);
  });

  it('any other rename failure is thrown, the target and the source kept as they were', () => {
    const dir = makeTempDir('move');
    const from = path.join(dir, 'rows.jsonl');
    const to = path.join(dir, 'results.jsonl');
    fs.writeFileSync(from, 'new rows\n');
    fs.writeFileSync(to, 'old rows\n');
    faults.rename = () => {
      throw fsError('EACCES');
    };
    expect(() => moveFileAtomic(from, to)).toThrow(/EACCES/);
    expect(fs.readFileSync(to, 'utf8')).toBe('old rows\n');
    expect(fs.readFileSync(from, 'utf8')).toBe('new rows\n');
    expect(fs.readdirSync(dir).sort()).toEqual(['results.jsonl', 'rows.jsonl']);
  });
});
