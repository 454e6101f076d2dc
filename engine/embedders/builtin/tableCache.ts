/**
 * On-disk cache of the builtin word table: one binary file per fingerprint, written crash-safe (temp + fsync + rename).
 * Layout: magic `VRTYWT04`, u32 header length, u32 CRC-32 of every byte after this 16-byte prefix, JSON header, zero
 * padding to 4 bytes, then (little-endian) the Uint32 row starts, Float32 values, Float32 row masses, Uint32 gloss
 * counts and Uint16 dimension indices. A file whose checksum does not match is refused (never used as is).
 */
import { closeSync, existsSync, fstatSync, openSync, readdirSync, readSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { writeFileAtomic } from '../../io/atomicFile.ts';
import type { WordTable } from './wordTable.ts';

const MAGIC = 'VRTYWT04';
const PREFIX_BYTES = 16;

/** A cached table, or why none could be read: `problem` is null when there is simply no file. */
export type TableLoad = { table: WordTable; problem?: undefined } | { table?: undefined; problem: string | null };

interface TableHeader {
  fingerprint: string;
  dims: number;
  words: string[];
  nonZeros: number;
  glossWords: string[];
  glossTotal: number;
}

/** Path of the cached table of `fingerprint` under `cacheDir`, named after the algorithm version that made it. */
export function wordTablePath(cacheDir: string, fingerprint: string, algorithmVersion: number): string {
  return path.join(cacheDir, 'builtin', `word-table-v${algorithmVersion}-${fingerprint}.bin`);
}

/** Deletes tables left by other algorithm versions next to `file` (they can never be read again); best effort. */
export function pruneStaleTables(file: string, algorithmVersion: number): string[] {
  const dir = path.dirname(file);
  const current = `word-table-v${algorithmVersion}-`;
  const stale = readdirSync(dir).filter((name) => /^word-table-.*\.bin$/.test(name) && !name.startsWith(current));
  for (const name of stale) rmSync(path.join(dir, name), { force: true });
  return stale;
}

/** Writes the table crash-safe. */
export function saveWordTable(file: string, fingerprint: string, table: WordTable): void {
  const header: TableHeader = {
    fingerprint,
    dims: table.dims,
    words: table.words,
    nonZeros: table.value.length,
    glossWords: table.glossWords,
    glossTotal: table.glossTotal,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const padding = Buffer.alloc(paddingAfter(json.length));
  const bytes = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const body = [json, padding, ...[table.rowStart, table.value, table.mass, table.glossCounts, table.index].map(bytes)];
  const prefix = Buffer.alloc(PREFIX_BYTES);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(json.length, 8);
  prefix.writeUInt32LE(body.reduce((crc, chunk) => crc32(chunk, crc), 0), 12);
  writeFileAtomic(file, [prefix, ...body]);
}

/** Zero bytes after a header of `jsonLength` bytes so the sections start 4-byte aligned. */
function paddingAfter(jsonLength: number): number {
  return (4 - ((PREFIX_BYTES + jsonLength) % 4)) % 4;
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

/** Reads a cached table, or says why it cannot be used (absent: null; foreign, truncated or corrupt: the reason). */
export function loadWordTable(file: string, fingerprint: string): TableLoad {
  if (!existsSync(file)) return { problem: null };
  try {
    const buf = readWhole(file);
    if (buf.length < PREFIX_BYTES || buf.toString('latin1', 0, 8) !== MAGIC) return { problem: `not a ${MAGIC} table (older format or damaged)` };
    if (crc32(buf.subarray(PREFIX_BYTES)) !== buf.readUInt32LE(12)) return { problem: 'checksum mismatch (the file is damaged)' };
    const jsonLength = buf.readUInt32LE(8);
    const header = JSON.parse(buf.toString('utf8', PREFIX_BYTES, PREFIX_BYTES + jsonLength)) as TableHeader;
    if (header.fingerprint !== fingerprint) return { problem: `holds fingerprint ${header.fingerprint}, not ${fingerprint}` };
    const table = tableViews(buf, PREFIX_BYTES + jsonLength + paddingAfter(jsonLength), header);
    return table ? { table } : { problem: 'section sizes do not match its header' };
  } catch (error) {
    return { problem: `unreadable (${(error as Error).message})` };
  }
}

/** Typed views over the sections of `buf` from byte `at`; undefined when the sizes disagree with the header. */
function tableViews(buf: Buffer, at: number, header: TableHeader): WordTable | undefined {
  const rows = header.words.length;
  const expected = at + (rows + 1) * 4 + header.nonZeros * 4 + rows * 4 + header.glossWords.length * 4 + header.nonZeros * 2;
  if (buf.length !== expected) return undefined;
  // `buf` owns its ArrayBuffer from byte 0 and the 4-byte sections come first, so views need no copy.
  const take = <T>(make: (b: ArrayBuffer, offset: number, length: number) => T, length: number, width: number): T => {
    const view = make(buf.buffer as ArrayBuffer, at, length);
    at += length * width;
    return view;
  };
  const rowStart = take((b, o, n) => new Uint32Array(b, o, n), rows + 1, 4);
  const value = take((b, o, n) => new Float32Array(b, o, n), header.nonZeros, 4);
  const mass = take((b, o, n) => new Float32Array(b, o, n), rows, 4);
  const glossCounts = take((b, o, n) => new Uint32Array(b, o, n), header.glossWords.length, 4);
  const index = take((b, o, n) => new Uint16Array(b, o, n), header.nonZeros, 2);
  if (rowStart[rows] !== header.nonZeros) return undefined;
  const { dims, words, glossWords, glossTotal } = header;
  return { dims, words, mass, rowStart, index, value, glossWords, glossCounts, glossTotal };
}
