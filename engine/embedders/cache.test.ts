import { spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheLogPath, encodeCacheRecord, readCacheLog, textKey, withEmbeddingCache } from './cache.ts';
import { createCountingEmbedder, fakeVector } from '../../test/cacheTestEmbedder.ts';
import { createOpenAIEmbedder } from './openai.ts';
import { makeTempDir } from '../../test/tempDir.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const tempDir = () => makeTempDir('cache-test');

describe('withEmbeddingCache', () => {
  it('serves repeats from the cache, dedupes within a call and keeps order', async () => {
    const inner = createCountingEmbedder();
    const cached = withEmbeddingCache(inner, { dir: tempDir() });
    const first = await cached.embed(['a', 'b', 'a', 'c']);
    expect(inner.calls).toEqual([['a', 'b', 'c']]);
    expect(first.map((v) => Array.from(v))).toEqual(['a', 'b', 'a', 'c'].map((t) => Array.from(fakeVector(t, 8))));
    await cached.embed(['c', 'd', 'a']);
    expect(inner.calls[1]).toEqual(['d']);
    expect(cached.stats()).toEqual({ hits: 3, misses: 4, hitRate: 3 / 7 });
    expect(await cached.embed([])).toEqual([]);
    expect(cached.id).toBe(inner.id);
    expect(cached.fingerprint).toBe(inner.fingerprint);
    expect(cached.dimensions).toBe(8);
  });

  it('persists across instances and separates fingerprints', async () => {
    const dir = tempDir();
    const one = withEmbeddingCache(createCountingEmbedder('fake:x', 'fp-1'), { dir });
    await one.embed(['alpha', 'beta']);
    await one.flush();
    const again = createCountingEmbedder('fake:x', 'fp-1');
    const two = withEmbeddingCache(again, { dir });
    await two.embed(['beta', 'alpha']);
    expect(again.calls).toEqual([]);
    expect(two.stats().hitRate).toBe(1);
    const otherFingerprint = createCountingEmbedder('fake:x', 'fp-2');
    await withEmbeddingCache(otherFingerprint, { dir }).embed(['alpha']);
    expect(otherFingerprint.calls).toEqual([['alpha']]);
  });

  it('hands out copies, so callers cannot corrupt the cache', async () => {
    const cached = withEmbeddingCache(createCountingEmbedder(), { dir: tempDir() });
    const [v] = await cached.embed(['x']);
    v.fill(0);
    expect(Array.from((await cached.embed(['x']))[0])).toEqual(Array.from(fakeVector('x', 8)));
  });

  it('stores neither texts nor secrets: file names and contents hold only ids, fingerprints and hashes', async () => {
    const dir = tempDir();
    const secret = 'sk-live-TOPSECRET-42';
    const openai = createOpenAIEmbedder({ model: 'text-embedding-3-small', apiKey: secret, baseURL: 'http://user:pw-SECRET2@127.0.0.1:9/v1?key=SECRET3' });
    for (const s of ['TOPSECRET', 'SECRET2', 'SECRET3']) expect(`${openai.id}|${openai.fingerprint}`).not.toContain(s);
    const stub = { ...createCountingEmbedder(openai.id, openai.fingerprint), id: openai.id };
    const cached = withEmbeddingCache(stub, { dir });
    await cached.embed(['a private sentence about Alice']);
    const [file] = readdirSync(path.join(dir, 'embeddings'));
    expect(file).not.toMatch(/SECRET/);
    const bytes = readFileSync(path.join(dir, 'embeddings', file)).toString('latin1');
    expect(bytes).not.toMatch(/SECRET|Alice/);
    expect(bytes).toContain(textKey('a private sentence about Alice'));
  });
});

describe('cache log robustness', () => {
  const records = (n: number) => Array.from({ length: n }, (_, i) => encodeCacheRecord(textKey(`t${i}`), fakeVector(`t${i}`, 16)));

  it('reads every prefix of a log (torn tails) without throwing', () => {
    const file = path.join(tempDir(), 'log.vlog');
    const all = Buffer.concat(records(5));
    for (let cut = 0; cut <= all.length; cut += 7) {
      writeFileSync(file, all.subarray(0, cut));
      const { entries } = readCacheLog(file);
      const whole = Math.floor(cut / records(1)[0].length);
      expect([...entries.keys()]).toEqual(Array.from({ length: whole }, (_, i) => textKey(`t${i}`)));
      for (const v of entries.values()) expect(v.length).toBe(16);
    }
  });

  it('skips garbage and a torn record in the middle, then keeps reading', () => {
    const file = path.join(tempDir(), 'log.vlog');
    const [a, b, c] = records(3);
    writeFileSync(file, Buffer.concat([a, b.subarray(0, 30), Buffer.from('garbage VEM1 garbage'), c]));
    const corrupt = Buffer.from(a);
    corrupt[corrupt.length - 1] ^= 0xff;
    appendFileSync(file, corrupt);
    const { entries, skippedBytes } = readCacheLog(file);
    expect([...entries.keys()]).toEqual([textKey('t0'), textKey('t2')]);
    expect(skippedBytes).toBeGreaterThan(0);
  });

  it('survives SIGKILL of a writer in the middle of cache writes', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '..', '..', 'test', 'cacheKillWriter.ts'), dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const batches = await new Promise<number>((resolve, reject) => {
      let seen = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString().split('\n').filter(Boolean).length;
        // Kill a few batches in, at a moment not aligned to batch boundaries.
        if (seen >= 3) setTimeout(() => resolve(seen), 3);
      });
      child.on('exit', (code) => reject(new Error(`writer exited early (${code}): ${stderr}`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const file = cacheLogPath(dir, 'fake:kill-test', 'f1');
    expect(statSync(file).size).toBeGreaterThan(0);
    const { entries } = readCacheLog(file);
    expect(entries.size).toBeGreaterThanOrEqual(batches * 64);
    for (const [key, vector] of [...entries].slice(0, 200)) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(vector.length).toBe(2048);
    }
    // Force a torn tail too, then check a new writer appends and a reader sees old and new records.
    truncateSync(file, statSync(file).size - 1000);
    const cached = withEmbeddingCache({ id: 'fake:kill-test', dimensions: 2048, fingerprint: 'f1', embed: async (t) => t.map((x) => fakeVector(x, 2048)) }, { dir });
    await cached.embed(['after the crash']);
    await cached.flush();
    const after = readCacheLog(file).entries;
    expect(after.has(textKey('after the crash'))).toBe(true);
    expect(after.size).toBeGreaterThanOrEqual(entries.size);
    expect(Array.from(after.get(textKey('text 0-0'))!)).toEqual(Array.from(fakeVector('text 0-0', 2048)));
  });
});
