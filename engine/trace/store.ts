/**
 * The append-only trace store (SPEC A9): a file of framed MessagePack records (named maps, msgpackr with records
 * off). Frame = magic `VTR1` · payload length (u32 LE) · CRC-32 of payload (u32 LE) · payload. Each append is one
 * write then fsync, so a crash leaves at worst a torn last frame, which readers detect and skip.
 */
import fs from 'node:fs';
import { Packr } from 'msgpackr';
import { VerityError } from '../errors.ts';
import { appendBytes, checkFrame as checkFrameAt, encodeFrameBytes, type FrameCheck } from '../io/framedLog.ts';
import type { GenerationTrace } from './record.ts';
import { normaliseGenerationTrace, type QueryTrace } from './shapes.ts';

/** The CLI's default trace store, relative to the working directory. */
export const DEFAULT_TRACE_FILE = './verity-out/traces.msgpack';

const MAGIC = Buffer.from('VTR1', 'latin1');
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
  return encodeFrameBytes(MAGIC, packr.pack(record));
}

/** Appends any record as one frame, durably (write + fsync; the directory too when the file is new). */
export function appendRecord(file: string, record: unknown): void {
  appendBytes(file, encodeFrame(record), true);
}

/** Appends a generation trace; its id is `query_id`. */
export function appendTrace(file: string, trace: GenerationTrace): void {
  appendRecord(file, trace);
}

function checkFrame(buf: Buffer, at: number): FrameCheck {
  return checkFrameAt(buf, at, MAGIC, MAX_RECORD_BYTES);
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
