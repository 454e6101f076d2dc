/**
 * On-disk cache of the builtin word table: one binary file per fingerprint, written crash-safe (temp + fsync + rename).
 * Layout: magic `VRTYWT01`, u32 header length, JSON header, zero padding to 4 bytes, then the Float32 vectors, the
 * Uint32 gloss counts and the Uint8 part-of-speech masks (little-endian, as the header's byte counts say).
 */
import { closeSync, existsSync, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../atomicFile.ts';
import type { WordTable } from './wordTable.ts';

const MAGIC = 'VRTYWT01';

interface TableHeader {
  fingerprint: string;
  dims: number;
  words: string[];
  glossWords: string[];
  glossTotal: number;
}

/** Path of the cached table of `fingerprint` under `cacheDir`. */
export function wordTablePath(cacheDir: string, fingerprint: string): string {
  return path.join(cacheDir, 'builtin', `word-table-${fingerprint}.bin`);
}

/** Writes the table crash-safe. */
export function saveWordTable(file: string, fingerprint: string, table: WordTable): void {
  const header: TableHeader = {
    fingerprint,
    dims: table.dims,
    words: table.words,
    glossWords: table.glossWords,
    glossTotal: table.glossTotal,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(12);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(json.length, 8);
  const padding = Buffer.alloc((4 - ((12 + json.length) % 4)) % 4);
  const bytes = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  writeFileAtomic(file, [prefix, json, padding, bytes(table.vectors), bytes(table.glossCounts), table.posMask]);
}

/** Reads a file into a Buffer that owns a fresh ArrayBuffer (byte 0 of the file at byte 0 of the buffer). */
function readWhole(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const buf = Buffer.from(new ArrayBuffer(size));
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buf, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buf.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** Reads a cached table; undefined when the file is absent, of another fingerprint, or malformed. */
export function loadWordTable(file: string, fingerprint: string): WordTable | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const buf = readWhole(file);
    if (buf.toString('latin1', 0, 8) !== MAGIC) return undefined;
    const jsonLength = buf.readUInt32LE(8);
    const header = JSON.parse(buf.toString('utf8', 12, 12 + jsonLength)) as TableHeader;
    if (header.fingerprint !== fingerprint) return undefined;
    const start = 12 + jsonLength + ((4 - ((12 + jsonLength) % 4)) % 4);
    const rows = header.words.length;
    const vectorBytes = rows * header.dims * 4;
    const countBytes = header.glossWords.length * 4;
    if (buf.length !== start + vectorBytes + countBytes + rows) return undefined;
    // `buf` owns its ArrayBuffer from byte 0 and sections start at multiples of 4, so views need no copy.
    const vectors = new Float32Array(buf.buffer, start, rows * header.dims);
    const glossCounts = new Uint32Array(buf.buffer, start + vectorBytes, header.glossWords.length);
    const posMask = new Uint8Array(buf.buffer, start + vectorBytes + countBytes, rows);
    return { dims: header.dims, words: header.words, posMask, vectors, glossWords: header.glossWords, glossCounts, glossTotal: header.glossTotal };
  } catch {
    return undefined;
  }
}
