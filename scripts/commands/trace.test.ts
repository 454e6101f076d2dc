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

  it('names a missing store', async () => {
    await expect(traceCommand.run({ action: 'ls', traces: path.join(dir, 'none.msgpack'), json: false })).rejects.toThrow(/no trace store/);
  });
});
