/**
 * Framed, CRC-checked append logs shared by the trace store and the embedding cache. Frame = 4-byte magic · payload
 * length (u32 LE) · CRC-32 of payload (u32 LE) · payload. Each log picks its own magic, size cap and resync policy.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/** Bytes before the payload: magic, length, CRC-32. */
export const FRAME_HEADER_BYTES = 12;

/** One frame of `payload` under the 4-byte `magic`. */
export function encodeFrameBytes(magic: Buffer, payload: Uint8Array): Buffer {
  const header = Buffer.alloc(FRAME_HEADER_BYTES);
  magic.copy(header, 0);
  header.writeUInt32LE(payload.length, 4);
  header.writeUInt32LE(crc32(payload), 8);
  return Buffer.concat([header, payload]);
}

/** Result of checking the frame at one offset: its payload and end offset, or why it is not a valid frame. */
export type FrameCheck = { ok: true; end: number; payload: Buffer } | { ok: false; reason: string };

/** Checks the frame starting at byte `at` of `buf` (magic, length ≤ `maxPayload`, whole payload present, CRC-32). */
export function checkFrame(buf: Buffer, at: number, magic: Buffer, maxPayload: number): FrameCheck {
  if (buf.length - at < FRAME_HEADER_BYTES) return { ok: false, reason: 'truncated header' };
  if (buf.compare(magic, 0, 4, at, at + 4) !== 0) return { ok: false, reason: 'bad magic' };
  const length = buf.readUInt32LE(at + 4);
  if (length > maxPayload) return { ok: false, reason: `implausible length ${length}` };
  const end = at + FRAME_HEADER_BYTES + length;
  if (end > buf.length) return { ok: false, reason: 'truncated payload' };
  const payload = buf.subarray(at + FRAME_HEADER_BYTES, end);
  if (crc32(payload) !== buf.readUInt32LE(at + 8)) return { ok: false, reason: 'checksum mismatch' };
  return { ok: true, end, payload };
}

/**
 * Appends `data` in one O_APPEND open (creates the folder). With `durable`, fsyncs the file, and the folder when the
 * file is new, before returning.
 */
export function appendBytes(file: string, data: Uint8Array, durable: boolean): void {
  const dir = path.dirname(path.resolve(file));
  mkdirSync(dir, { recursive: true });
  const isNew = durable && !existsSync(file);
  const fd = openSync(file, 'a');
  try {
    let written = 0;
    while (written < data.length) written += writeSync(fd, data, written, data.length - written);
    if (durable) fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (isNew) syncFolder(dir);
}

/** fsyncs an existing file's contents. */
export function syncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** fsyncs a folder so a new or renamed entry in it is durable; silently a no-op where folders cannot be fsynced. */
export function syncFolder(dir: string): void {
  try {
    syncFile(dir);
  } catch {
    // Some platforms cannot fsync a folder; the data itself is already durable or atomically renamed.
  }
}
