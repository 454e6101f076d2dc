import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Packr } from 'msgpackr';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTrace, type GenerationTrace } from './record.ts';
import { appendRecord, appendTrace, decodeStore, encodeFrame, readTraceStore, readTraces } from './store.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
function tempStore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-traces-'));
  dirs.push(dir);
  return path.join(dir, 'sub', 'traces.msgpack');
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function trace(id: string, draft = 'Revenue rose 5%.'): GenerationTrace {
  return buildTrace({
    draft,
    plan: [{ id: 'e1', text: 'Revenue rose 5% in 2020.' }, { id: 'c1', text: 'summary', class: 'cache' }],
    result: {
      verification: 'verified',
      claims: [{ text: draft, draftSpan: [0, draft.length], verdict: 'supported', score: 0.9, bestSpan: { id: 'e1', index: 0 }, candidatesConsidered: 1, citedMarkers: ['S1'], numericGated: false }],
      policy: 'flag',
      models: { decompose: 'rule-based-v1', embed: 'fake', scoreModel: 'v1', scoreModelFingerprint: 'abc', embedFingerprint: 'def' },
      usage: { inputTokens: 3, outputTokens: 4 },
    },
    queryId: id,
    ts: 1_700_000_000_000,
  });
}

describe('trace store', () => {
  it('round-trips generation traces in append order as plain maps', () => {
    const file = tempStore();
    appendTrace(file, trace('q1'));
    appendTrace(file, trace('q2', 'Costs fell.'));
    const entries = readTraces(file);
    expect(entries.map((e) => [e.kind, e.id])).toEqual([['generation', 'q1'], ['generation', 'q2']]);
    expect(entries[0].record).toEqual(trace('q1'));
    // Named records: a plain msgpack reader sees a map with the trace's snake_case keys (SPEC A9).
    const payload = fs.readFileSync(file).subarray(12, 12 + fs.readFileSync(file).readUInt32LE(4));
    const plain = new Packr({ useRecords: false, mapsAsObjects: false }).unpack(payload) as Map<string, unknown>;
    expect(plain).toBeInstanceOf(Map);
    expect(plain.get('kind')).toBe('generation');
    expect(plain.get('usage_input_tokens')).toBe(3);
  });

  it('recognises the older query-trace shape and unknown shapes generically', () => {
    const file = tempStore();
    appendRecord(file, { kind: 'query', query_id: 'old-1', query: 'what rose?', ts: 5 });
    appendRecord(file, { kind: 'generation', query_id: 'old-gen', draft: 'x', verification: 'verified' });
    appendRecord(file, { something: 'else', id: 'misc' });
    const [query, gen, other] = readTraces(file);
    expect(query).toMatchObject({ kind: 'query', id: 'old-1', record: { query: 'what rose?', ts: 5 } });
    expect(gen.kind).toBe('generation');
    expect(gen.record).toMatchObject({ draft: 'x', claims: [], usage_input_tokens: 0, models: { embed: '' } });
    expect(other).toMatchObject({ kind: 'unknown', id: 'misc' });
  });

  it('skips a torn last frame at every possible cut point and keeps every complete record', () => {
    const file = tempStore();
    appendTrace(file, trace('q1'));
    appendTrace(file, trace('q2'));
    const whole = fs.readFileSync(file);
    const lastStart = encodeFrame(trace('q1')).length;
    for (let cut = lastStart; cut < whole.length; cut++) {
      const { entries, damaged } = decodeStore(whole.subarray(0, cut));
      expect(entries.map((e) => e.id)).toEqual(['q1']);
      expect(damaged.length).toBe(cut === lastStart ? 0 : 1);
      if (cut > lastStart) expect(damaged[0]).toMatchObject({ offset: lastStart, tail: true });
    }
  });

  it('appends after a torn tail and resynchronises past it', () => {
    const file = tempStore();
    appendTrace(file, trace('q1'));
    fs.appendFileSync(file, encodeFrame(trace('torn')).subarray(0, 40));
    appendTrace(file, trace('q3'));
    const { entries, damaged } = readTraceStore(file);
    expect(entries.map((e) => e.id)).toEqual(['q1', 'q3']);
    expect(damaged).toHaveLength(1);
    expect(damaged[0]).toMatchObject({ length: 40, tail: false });
  });

  it('skips a record whose bytes were corrupted in the middle (checksum)', () => {
    const file = tempStore();
    for (const id of ['q1', 'q2', 'q3']) appendTrace(file, trace(id));
    const buf = fs.readFileSync(file);
    const second = encodeFrame(trace('q1')).length;
    buf[second + 30] ^= 0xff;
    const { entries, damaged } = decodeStore(buf);
    expect(entries.map((e) => e.id)).toEqual(['q1', 'q3']);
    expect(damaged[0]).toMatchObject({ offset: second, reason: 'checksum mismatch', tail: false });
  });

  it('reads garbage without throwing and names a missing store', () => {
    expect(decodeStore(Buffer.from('not a trace store at all')).entries).toEqual([]);
    expect(decodeStore(Buffer.alloc(0))).toEqual({ entries: [], damaged: [] });
    expect(() => readTraces(path.join(os.tmpdir(), 'verity-no-such-store.msgpack'))).toThrow(/no trace store/);
  });

  it('never leaves an unreadable store when a writer is SIGKILLed mid-append', async () => {
    const file = tempStore();
    let survivors = 0;
    for (let round = 0; round < 3; round++) {
      const acknowledged = await runAndKill(file, 2 + round);
      const { entries, damaged } = readTraceStore(file);
      // Every acknowledged (fsynced) append survives; at most one torn frame, and only at the tail of a round.
      expect(entries.length).toBeGreaterThanOrEqual(survivors + acknowledged);
      expect(entries.every((e) => e.kind === 'generation')).toBe(true);
      expect(damaged.filter((d) => !d.tail).length).toBeLessThanOrEqual(round);
      survivors = entries.length;
    }
    appendTrace(file, trace('after-crash'));
    expect(readTraces(file).at(-1)?.id).toBe('after-crash');
  });
});

/** Starts the appending child, SIGKILLs it once it has acknowledged `minimum` appends, returns its acknowledged count. */
function runAndKill(file: string, minimum: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '..', '..', 'test', 'appendForever.ts'), file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let acknowledged = 0;
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d: Buffer) => {
      const counts = [...d.toString().matchAll(/appended (\d+)/g)].map((m) => Number(m[1]));
      if (counts.length) acknowledged = Math.max(acknowledged, ...counts);
      if (acknowledged >= minimum) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`appendForever exited ${code}: ${stderr}`));
    });
  });
}
