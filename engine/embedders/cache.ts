/**
 * Embedding cache keyed by (embedder id, fingerprint, sha256 of text). One append-only log per (id, fingerprint) under
 * `<dir>/embeddings/`; each record is `VEM1`, u32 length, u32 CRC-32, then a msgpackr payload. A reader skips a torn or
 * corrupt record by scanning to the next marker, so a process killed mid-write never leaves a store that fails to read.
 * Texts themselves are never stored, only their hashes; ids and fingerprints never hold secrets (see embedder contracts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pack, unpack } from 'msgpackr';
import { appendBytes, checkFrame, encodeFrameBytes, syncFile } from '../io/framedLog.ts';
import type { Embedder } from '../types.ts';

/** Hit and miss counts of a cached embedder; `hitRate` = hits / (hits + misses), 0 before any lookup. */
export interface CacheStats {
  hits: number;
  misses: number;
  hitRate: number;
}

/** An embedder behind the cache: same id, fingerprint and vectors. */
export interface CachedEmbedder extends Embedder {
  /** Texts served from the cache (incl. repeats within one call) vs. distinct texts computed by the inner embedder. */
  stats(): CacheStats;
  /** Makes every record written so far durable (fsync). */
  flush(): Promise<void>;
}

/** Options of withEmbeddingCache. */
export interface EmbeddingCacheOptions {
  /** Cache root folder; the logs live in `<dir>/embeddings/`. */
  dir: string;
}

const MAGIC = Buffer.from('VEM1', 'latin1');
/** Largest payload a record may declare (a 64k-dimension vector plus key); larger lengths mark corruption. */
const MAX_PAYLOAD = 64 * 1024 * 4 + 1024;

interface CacheRecord {
  /** sha256 of the text, hex. */
  k: string;
  /** Float32 bytes, little-endian. */
  v: Uint8Array;
}

/** sha256 of a text as hex: the cache key's text part. */
export function textKey(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Path of the log of one (embedder id, fingerprint); both parts are made file-name safe. */
export function cacheLogPath(dir: string, id: string, fingerprint: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');
  return path.join(dir, 'embeddings', `${safe(id)}--${safe(fingerprint)}.vlog`);
}

/** Encodes one record (marker, length, CRC-32, msgpackr payload). */
export function encodeCacheRecord(key: string, vector: Float32Array): Buffer {
  const payload = pack({ k: key, v: new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength) } satisfies CacheRecord);
  return encodeFrameBytes(MAGIC, payload);
}

function decodePayload(payload: Buffer): [string, Float32Array] | undefined {
  const record = unpack(payload) as Partial<CacheRecord> | undefined;
  if (!record || typeof record.k !== 'string' || !(record.v instanceof Uint8Array) || record.v.length % 4 !== 0) return undefined;
  const bytes = new Uint8Array(record.v);
  return [record.k, new Float32Array(bytes.buffer, 0, bytes.length / 4)];
}

/** Reads every intact record of a log (later records win); torn or corrupt stretches are skipped, never thrown. */
export function readCacheLog(file: string): { entries: Map<string, Float32Array>; skippedBytes: number } {
  const entries = new Map<string, Float32Array>();
  if (!existsSync(file)) return { entries, skippedBytes: 0 };
  const buf = readFileSync(file);
  let skippedBytes = 0;
  let at = 0;
  while (at < buf.length) {
    const decoded = readRecordAt(buf, at);
    if (decoded) {
      entries.set(decoded.entry[0], decoded.entry[1]);
      at = decoded.next;
      continue;
    }
    const next = buf.indexOf(MAGIC, at + 1);
    const resume = next < 0 ? buf.length : next;
    skippedBytes += resume - at;
    at = resume;
  }
  return { entries, skippedBytes };
}

function readRecordAt(buf: Buffer, at: number): { entry: [string, Float32Array]; next: number } | undefined {
  const frame = checkFrame(buf, at, MAGIC, MAX_PAYLOAD);
  if (!frame.ok) return undefined;
  try {
    const entry = decodePayload(frame.payload);
    return entry ? { entry, next: frame.end } : undefined;
  } catch {
    return undefined;
  }
}

/** Wraps an embedder with the on-disk cache; the log is read on first use and appended after each call's misses. */
export function withEmbeddingCache(embedder: Embedder, options: EmbeddingCacheOptions): CachedEmbedder {
  let hits = 0;
  let misses = 0;
  let store: Map<string, Float32Array> | undefined;
  let storeFile = '';
  let dirty = false;
  // The path is recomputed per call: an embedder may only learn its fingerprint (e.g. dimensions) on first use.
  const file = () => cacheLogPath(options.dir, embedder.id, embedder.fingerprint);

  async function embed(texts: string[]): Promise<Float32Array[]> {
    if (store === undefined || storeFile !== file()) {
      storeFile = file();
      store = readCacheLog(storeFile).entries;
    }
    const keys = texts.map(textKey);
    const missing = [...new Set(keys.filter((k) => !store!.has(k)))];
    if (missing.length > 0) {
      const firstText = new Map<string, string>();
      keys.forEach((k, i) => firstText.has(k) || firstText.set(k, texts[i]));
      const vectors = await embedder.embed(missing.map((k) => firstText.get(k)!));
      if (vectors.length !== missing.length) {
        throw new RangeError(`${embedder.id}: returned ${vectors.length} vectors for ${missing.length} texts`);
      }
      missing.forEach((k, i) => store!.set(k, vectors[i]));
      // One O_APPEND write per call: concurrent writers never interleave inside a record; fsync waits for flush().
      appendBytes(storeFile, Buffer.concat(missing.map((k, i) => encodeCacheRecord(k, vectors[i]))), false);
      dirty = true;
    }
    misses += missing.length;
    hits += texts.length - missing.length;
    return keys.map((k) => store!.get(k)!.slice());
  }

  return {
    id: embedder.id,
    get dimensions() {
      return embedder.dimensions;
    },
    get fingerprint() {
      return embedder.fingerprint;
    },
    embed,
    stats: () => ({ hits, misses, hitRate: hits + misses > 0 ? hits / (hits + misses) : 0 }),
    async flush() {
      if (!dirty || !existsSync(file())) return;
      syncFile(file());
      dirty = false;
    },
  };
}
