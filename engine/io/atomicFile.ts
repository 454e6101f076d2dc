/**
 * Crash-safe file writes: write a unique temp file in the target's folder, fsync it, rename it over the target, fsync
 * the folder. A reader sees the old file or the new one, never a torn one.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { syncFolder } from './framedLog.ts';

let tempCounter = 0;

/** Writes `chunks` to `file` atomically (creates the folder). Throws on I/O failure after removing the temp file. */
export function writeFileAtomic(file: string, chunks: readonly Uint8Array[]): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.${tempCounter++}.tmp`);
  try {
    const fd = openSync(temp, 'w');
    try {
      for (const chunk of chunks) {
        let written = 0;
        while (written < chunk.length) written += writeSync(fd, chunk, written, chunk.length - written);
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(dir);
}

/** Writes `text` (UTF-8) to `file` atomically (creates the folder). */
export function writeTextAtomic(file: string, text: string): void {
  writeFileAtomic(file, [Buffer.from(text, 'utf8')]);
}
