import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyFileAtomic, moveFileAtomic, openAtomicWriter } from './atomicFile.ts';
import { makeTempDir } from '../../test/tempDir.ts';

/** Faults to inject into the file system calls the helper makes; each is called before the real call. */
const faults = vi.hoisted(() => ({
  rename: undefined as undefined | ((from: string, to: string) => void),
  fsync: undefined as undefined | (() => void),
  /** Called with the number of earlier writeSync calls. */
  write: undefined as undefined | ((calls: number) => void),
  /** Replaces copyFileSync. */
  copy: undefined as undefined | ((from: string, to: string) => void),
  writes: 0,
}));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const renameSync: typeof real.renameSync = (from, to) => {
    faults.rename?.(String(from), String(to));
    real.renameSync(from, to);
  };
  const fsyncSync: typeof real.fsyncSync = (fd) => {
    faults.fsync?.();
    real.fsyncSync(fd);
  };
  const writeSync = ((fd: number, ...rest: unknown[]) => {
    faults.write?.(faults.writes++);
    return (real.writeSync as (fd: number, ...args: unknown[]) => number)(fd, ...rest);
  }) as typeof real.writeSync;
  const copyFileSync: typeof real.copyFileSync = (from, to, mode) => {
    if (faults.copy) faults.copy(String(from), String(to));
    else real.copyFileSync(from, to, mode);
  };
  const mocked = { ...real, renameSync, fsyncSync, writeSync, copyFileSync };
  return { ...mocked, default: mocked };
});

afterEach(() => {
  Object.assign(faults, { rename: undefined, fsync: undefined, write: undefined, copy: undefined, writes: 0 });
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

/** A folder holding `target` with old content; the failing write must leave exactly that behind. */
function oldFile(): { dir: string; target: string; intact: () => void } {
  const dir = makeTempDir('atomic-fault');
  const target = path.join(dir, 'results.jsonl');
  fs.writeFileSync(target, 'old rows\n');
  return {
    dir,
    target,
    intact: () => {
      expect(fs.readFileSync(target, 'utf8')).toBe('old rows\n');
      expect(fs.readdirSync(dir)).toEqual(['results.jsonl']);
    },
  };
}

const BIG = `${'x'.repeat(1 << 20)}\n`;

describe('openAtomicWriter on an I/O failure', () => {
  it('a write failing midway (after a first block reached the temp file) keeps the old file and removes the temp file', () => {
    const { dir, target, intact } = oldFile();
    faults.write = (calls) => {
      if (calls >= 1) throw fsError('ENOSPC');
    };
    const writer = openAtomicWriter(target);
    writer.write(BIG);
    expect(fs.readdirSync(dir)).toHaveLength(2);
    expect(() => writer.write(BIG)).toThrow(/ENOSPC/);
    intact();
    expect(() => writer.commit()).toThrow(/already closed/);
    intact();
  });

  it.each([
    ['an fsync failure', 'fsync', 'EIO'],
    ['a rename failure', 'rename', 'EACCES'],
  ] as const)('%s at commit keeps the old file and removes the temp file', (_fault, call, code) => {
    const { target, intact } = oldFile();
    faults[call] = () => {
      throw fsError(code);
    };
    const writer = openAtomicWriter(target);
    writer.write(BIG);
    writer.write('new rows\n');
    expect(() => writer.commit()).toThrow(code);
    intact();
  });
});

describe('copyFileAtomic on an I/O failure', () => {
  const source = (dir: string): string => {
    const from = path.join(makeTempDir('atomic-source'), 'spill.jsonl');
    fs.writeFileSync(from, BIG);
    expect(path.dirname(from)).not.toBe(dir);
    return from;
  };

  const COPY_FAULTS: Array<[string, () => void, RegExp]> = [
    ['a copy failing midway (part of the bytes in the temp file)', () => {
      faults.copy = (from, to) => {
        fs.writeFileSync(to, fs.readFileSync(from).subarray(0, 4096));
        throw fsError('ENOSPC');
      };
    }, /ENOSPC/],
    ['an fsync failure', () => {
      faults.fsync = () => {
        throw fsError('EIO');
      };
    }, /EIO/],
    ['a rename failure', () => {
      faults.rename = () => {
        throw fsError('EXDEV');
      };
    }, /EXDEV/],
  ];

  it.each(COPY_FAULTS)('%s keeps the old file and removes the temp file', (_fault, inject, error) => {
    const { dir, target, intact } = oldFile();
    const from = source(dir);
    inject();
    expect(() => copyFileAtomic(from, target)).toThrow(error);
    intact();
  });

  it('with no fault, replaces the old file whole (the faults above are what made them fail)', () => {
    const { dir, target } = oldFile();
    copyFileAtomic(source(dir), target);
    expect(fs.readFileSync(target, 'utf8')).toBe(BIG);
    expect(fs.readdirSync(dir)).toEqual(['results.jsonl']);
  });
});

