/**
 * Crash-safe file writes: write a unique temp file in the target's folder, fsync it, rename it over the target, fsync
 * the folder. A reader sees the old file or the new one, never a torn one.
 */
import { closeSync, copyFileSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { syncFolder } from './framedLog.ts';

let tempCounter = 0;

/** A unique temp path in `file`'s folder (created), so the rename over `file` stays on one file system. */
function tempBeside(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.${tempCounter++}.tmp`);
}

/** Writes all of `bytes` at the descriptor's position (writeSync may write less than asked). */
function writeAll(fd: number, bytes: Uint8Array): void {
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
}

/** Fsyncs and closes a filled temp file, renames it over `file`, fsyncs the folder; removes the temp file on failure. */
function finishTemp(fd: number, temp: string, file: string): void {
  try {
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(path.dirname(file));
}

/** Fills a temp file beside `file` with `fill` (it returns the open fd), then finishes it over `file` (finishTemp). */
function replaceAtomically(file: string, fill: (temp: string) => number): void {
  const temp = tempBeside(file);
  let fd: number;
  try {
    fd = fill(temp);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  finishTemp(fd, temp, file);
}

/** Writes `chunks` to `file` atomically (creates the folder). Throws on I/O failure after removing the temp file. */
export function writeFileAtomic(file: string, chunks: readonly Uint8Array[]): void {
  replaceAtomically(file, (temp) => {
    const fd = openSync(temp, 'w');
    try {
      for (const chunk of chunks) writeAll(fd, chunk);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    return fd;
  });
}

/** Writes `text` (UTF-8) to `file` atomically (creates the folder). */
export function writeTextAtomic(file: string, text: string): void {
  writeFileAtomic(file, [Buffer.from(text, 'utf8')]);
}

/** A file written piece by piece, atomically: nothing is visible at the target until `commit`. */
export interface AtomicWriter {
  /** Appends UTF-8 text (buffered; written in large blocks). */
  write(text: string): void;
  /** Flushes, fsyncs and renames the temp file over the target. */
  commit(): void;
  /** Removes the temp file; the target keeps its previous content (no-op after commit). */
  abort(): void;
}

const BLOCK_BYTES = 1 << 20;

/** Opens an AtomicWriter for `file` (creates the folder); an I/O failure removes the temp file and throws. */
export function openAtomicWriter(file: string): AtomicWriter {
  const temp = tempBeside(file);
  let fd: number | null = openSync(temp, 'w');
  let pending: string[] = [];
  let pendingLength = 0;
  const fail = (error: unknown): never => {
    abort();
    throw error;
  };
  const flush = (): void => {
    if (pending.length === 0 || fd === null) return;
    const bytes = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    pendingLength = 0;
    try {
      writeAll(fd, bytes);
    } catch (error) {
      fail(error);
    }
  };
  function abort(): void {
    if (fd === null) return;
    closeSync(fd);
    fd = null;
    rmSync(temp, { force: true });
  }
  return {
    write(text) {
      if (fd === null) throw new Error(`atomic writer: ${file} is already closed`);
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= BLOCK_BYTES) flush();
    },
    commit() {
      if (fd === null) throw new Error(`atomic writer: ${file} is already closed`);
      flush();
      const open = fd;
      fd = null;
      finishTemp(open, temp, file);
    },
    abort,
  };
}

/**
 * Moves `from` (a finished, fsynced file) over `to` atomically: a rename when both are on one file system; across
 * devices (EXDEV) an atomic copy, then `from` is removed.
 */
export function moveFileAtomic(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileAtomic(from, to);
    rmSync(from, { force: true });
    return;
  }
  syncFolder(path.dirname(to));
}

/** Copies `from` over `to` atomically (temp copy in the target's folder, fsync, rename). */
export function copyFileAtomic(from: string, to: string): void {
  replaceAtomically(to, (temp) => {
    copyFileSync(from, temp);
    return openSync(temp, 'r+');
  });
}
