import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTrace } from '../../engine/trace/record.ts';
import { appendRecord, appendTrace, encodeFrame } from '../../engine/trace/store.ts';
import { traceCommand } from './trace.ts';

let dir: string;
let out: string[];
let err: string[];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-trace-cli-'));
  out = [];
  err = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const result = {
  verification: 'verified',
  claims: [{ text: 'A rose.', draftSpan: [0, 7] as [number, number], verdict: 'supported' as const, score: 0.91, bestSpan: { id: 'e1', index: 0 }, candidatesConsidered: 1, citedMarkers: [], numericGated: false }],
  policy: 'flag' as const,
  models: { decompose: 'rule-based-v1', embed: 'builtin', scoreModel: 'v1', scoreModelFingerprint: 'f', embedFingerprint: 'e' },
  usage: { inputTokens: 0, outputTokens: 0 },
};

function store(): string {
  const file = path.join(dir, 'traces.msgpack');
  appendTrace(file, buildTrace({ draft: 'A rose.', plan: [{ id: 'e1', text: 'A rose.' }], result, queryId: 'q-alpha', ts: 1000 }));
  appendRecord(file, { kind: 'query', query_id: 'q-old', ts: 86_400_000 });
  return file;
}

describe('verity trace', () => {
  it('ls prints one line per record, generation and older query shapes alike', async () => {
    const file = store();
    expect(await traceCommand.run({ action: 'ls', traces: file, json: false })).toBe(0);
    expect(out.join('')).toBe(
      'q-alpha  1970-01-01T00:00:01.000Z  generation  1 claims  embed=builtin  verified\n' +
        'q-old  1970-01-02T00:00:00.000Z  query\n',
    );
  });

  it('show prints the record as JSON; an unknown id suggests near ids', async () => {
    const file = store();
    expect(await traceCommand.run({ action: 'show', id: 'q-alpha', traces: file, json: false })).toBe(0);
    expect(JSON.parse(out.join(''))).toMatchObject({ kind: 'generation', query_id: 'q-alpha', draft: 'A rose.' });
    out.length = 0;
    expect(await traceCommand.run({ action: 'show', id: 'q-alph', traces: file, json: false })).toBe(0);
    expect(JSON.parse(out.join(''))).toMatchObject({ query_id: 'q-alpha' });
    await expect(traceCommand.run({ action: 'show', id: 'q-alpah', traces: file, json: false })).rejects.toThrow(
      /trace: no record 'q-alpah' .*Did you mean 'q-alpha'/,
    );
  });

  it('reports a torn tail on stderr and still lists every complete record', async () => {
    const file = store();
    fs.appendFileSync(file, encodeFrame({ kind: 'query', query_id: 'torn' }).subarray(0, 9));
    expect(await traceCommand.run({ action: 'ls', traces: file, json: true })).toBe(0);
    expect(JSON.parse(out.join('')).map((e: { id: string }) => e.id)).toEqual(['q-alpha', 'q-old']);
    expect(err.join('')).toMatch(/skipped 9 damaged bytes .*torn tail/);
  });

  it('skips and reports a record whose fields cannot be shown (ts 1e20), listing the others', async () => {
    const file = store();
    appendRecord(file, { kind: 'generation', query_id: 'q-future', ts: 1e20, claims: [], models: {}, verification: 'verified' });
    appendRecord(file, { kind: 'query', query_id: 'q-nan', ts: -1e300 });
    appendTrace(file, buildTrace({ draft: 'B.', plan: [{ id: 'e1', text: 'B.' }], result, queryId: 'q-last', ts: 2000 }));
    expect(await traceCommand.run({ action: 'ls', traces: file, json: false })).toBe(0);
    expect(out.join('').split('\n').filter(Boolean).map((l) => l.split('  ')[0])).toEqual(['q-alpha', 'q-old', 'q-last']);
    expect(err.join('')).toMatch(/trace: skipped record 'q-future' at offset \d+: field "ts" 100000000000000000000 is not a valid time/);
    expect(err.join('')).toMatch(/trace: skipped record 'q-nan'/);
    out.length = 0;
    expect(await traceCommand.run({ action: 'ls', traces: file, json: true })).toBe(0);
    expect(JSON.parse(out.join('')).map((e: { id: string }) => e.id)).toEqual(['q-alpha', 'q-old', 'q-last']);
  });

  it('names a missing store', async () => {
    await expect(traceCommand.run({ action: 'ls', traces: path.join(dir, 'none.msgpack'), json: false })).rejects.toThrow(/no trace store/);
  });
});
