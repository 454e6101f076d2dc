/**
 * The append-only trace store (SPEC A9): a file of framed MessagePack records (named maps, msgpackr with records
 * off). Frame = magic `VTR1` · payload length (u32 LE) · CRC-32 of payload (u32 LE) · payload. Each append is one
 * write then fsync, so a crash leaves at worst a torn last frame, which readers detect and skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { Packr } from 'msgpackr';
import { VerityError } from '../errors.ts';
import type { GenerationTrace } from './record.ts';
import { normaliseGenerationTrace, type QueryTrace } from './shapes.ts';

/** The CLI's default trace store, relative to the working directory. */
export const DEFAULT_TRACE_FILE = './verity-out/traces.msgpack';

const MAGIC = Buffer.from('VTR1', 'latin1');
const HEADER_BYTES = 12;
/** Larger frames are taken as corruption rather than allocated. */
const MAX_RECORD_BYTES = 256 * 1024 * 1024;
const packr = new Packr({ useRecords: false });

/** A decoded record, recognised by shape. `offset` is the frame's byte offset in the store. */
export type TraceEntry =
  | { kind: 'generation'; id: string; offset: number; record: GenerationTrace }
  | { kind: 'query'; id: string; offset: number; record: QueryTrace }
  | { kind: 'unknown'; id: string; offset: number; record: unknown };

/** A byte range that held no valid record; `tail` when nothing valid follows it (a torn last append). */
export interface DamagedRange {
  offset: number;
  length: number;
  reason: string;
  tail: boolean;
}

/** Everything a store holds: valid records in append order, and the damaged ranges skipped. */
export interface TraceStoreContents {
  entries: TraceEntry[];
  damaged: DamagedRange[];
}

/** One frame holding `record` encoded as a MessagePack map. */
export function encodeFrame(record: unknown): Buffer {
  const payload = packr.pack(record);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt32LE(payload.length, 4);
  header.writeUInt32LE(crc32(payload), 8);
  return Buffer.concat([header, payload]);
}

/** Appends any record as one frame, durably (write + fsync; the directory too when the file is new). */
export function appendRecord(file: string, record: unknown): void {
  const frame = encodeFrame(record);
  const dir = path.dirname(path.resolve(file));
  fs.mkdirSync(dir, { recursive: true });
  const isNew = !fs.existsSync(file);
  const fd = fs.openSync(file, 'a');
  try {
    let written = 0;
    while (written < frame.length) written += fs.writeSync(fd, frame, written, frame.length - written);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  if (isNew) syncDirectory(dir);
}

function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms cannot fsync a directory; the record itself is already durable.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Appends a generation trace; its id is `query_id`. */
export function appendTrace(file: string, trace: GenerationTrace): void {
  appendRecord(file, trace);
}

type FrameCheck = { ok: true; end: number; payload: Buffer } | { ok: false; reason: string };

function checkFrame(buf: Buffer, at: number): FrameCheck {
  if (buf.length - at < HEADER_BYTES) return { ok: false, reason: 'truncated header' };
  if (!buf.subarray(at, at + 4).equals(MAGIC)) return { ok: false, reason: 'bad magic' };
  const length = buf.readUInt32LE(at + 4);
  if (length > MAX_RECORD_BYTES) return { ok: false, reason: `implausible length ${length}` };
  const end = at + HEADER_BYTES + length;
  if (end > buf.length) return { ok: false, reason: 'truncated payload' };
  const payload = buf.subarray(at + HEADER_BYTES, end);
  if (crc32(payload) !== buf.readUInt32LE(at + 8)) return { ok: false, reason: 'checksum mismatch' };
  return { ok: true, end, payload };
}

/** Offset of the next valid frame at or after `from`, or -1. */
function nextFrame(buf: Buffer, from: number): number {
  for (let at = buf.indexOf(MAGIC, from); at >= 0; at = buf.indexOf(MAGIC, at + 1)) {
    if (checkFrame(buf, at).ok) return at;
  }
  return -1;
}

/** Recognises a decoded record: the generation shape, the older query-trace shape, or anything else. */
export function recogniseRecord(record: unknown, offset: number): TraceEntry {
  const r = record !== null && typeof record === 'object' ? (record as Record<string, unknown>) : {};
  const id = typeof r.query_id === 'string' ? r.query_id : typeof r.id === 'string' ? r.id : `@${offset}`;
  if (r.kind === 'generation') return { kind: 'generation', id, offset, record: normaliseGenerationTrace(r) };
  if (r.kind === 'query') return { kind: 'query', id, offset, record: { ...r, kind: 'query', query_id: id } as QueryTrace };
  return { kind: 'unknown', id, offset, record };
}

/** Decodes every frame of `buf`; damaged frames are skipped and reported, never thrown. */
export function decodeStore(buf: Buffer): TraceStoreContents {
  const entries: TraceEntry[] = [];
  const damaged: DamagedRange[] = [];
  let at = 0;
  while (at < buf.length) {
    const frame = checkFrame(buf, at);
    let reason = frame.ok ? '' : frame.reason;
    if (frame.ok) {
      try {
        entries.push(recogniseRecord(packr.unpack(frame.payload), at));
        at = frame.end;
        continue;
      } catch (err) {
        reason = `undecodable payload (${(err as Error).message})`;
      }
    }
    const next = nextFrame(buf, at + 1);
    damaged.push({ offset: at, length: (next < 0 ? buf.length : next) - at, reason, tail: next < 0 });
    if (next < 0) break;
    at = next;
  }
  return { entries, damaged };
}

/** Reads a store; throws VerityError `trace-store-missing` when the file does not exist. */
export function readTraceStore(file: string): TraceStoreContents {
  if (!fs.existsSync(file)) throw new VerityError('trace-store-missing', `trace: no trace store at ${file}`);
  return decodeStore(fs.readFileSync(file));
}

/** The valid records of a store in append order (damaged ranges skipped). */
export function readTraces(file: string): TraceEntry[] {
  return readTraceStore(file).entries;
}
