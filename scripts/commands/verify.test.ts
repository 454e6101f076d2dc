import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatReply, startLoopbackServer, type LoopbackServer } from '../../test/loopback/server.ts';
import { readTraces } from '../../engine/trace/store.ts';
import { verifyCommand } from './verify.ts';

const SECRET = 'sk-cli-secret-abcdef0123456789';
const draft = 'Revenue rose 5% in 2020 to 40 million euros [S1]. Shareholders sued the auditors in Oslo.';
const evidence = [
  { id: 'e1', text: 'Revenue rose 5% in 2020 to 40 million euros, the annual report says.' },
  { id: 'e2', text: 'The company opened a factory in Lyon in March 2021.' },
];

let dir: string;
let out: string[];
let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-verify-cli-'));
  fs.writeFileSync(path.join(dir, 'draft.txt'), draft);
  fs.writeFileSync(path.join(dir, 'evidence.jsonl'), evidence.map((e) => JSON.stringify(e)).join('\n'));
  out = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

function args(extra: Record<string, unknown> = {}) {
  return {
    draft: path.join(dir, 'draft.txt'),
    evidence: path.join(dir, 'evidence.jsonl'),
    policy: 'flag' as const,
    embedder: 'builtin',
    'score-model': 'v1',
    traces: path.join(dir, 'out', 'traces.msgpack'),
    json: false,
    'allow-download': false,
    ...extra,
  };
}

describe('verity verify', () => {
  it('prints the verdict table, writes the trace and exits 0 when verified', async () => {
    expect(await verifyCommand.run(args({ policy: 'redact' }))).toBe(0);
    const text = out.join('');
    expect(text).toMatch(/^#\s+verdict\s+score\s+best span\s+gated\s+claim\n1\s+supported\s+\d\.\d{3}\s+e1\s+-\s+Revenue rose 5%/);
    expect(text).toMatch(/\n2\s+unsupported\s+/);
    expect(text).toContain('verification: verified\n');
    expect(text).toContain('delivered:\nRevenue rose 5% in 2020 to 40 million euros [S1]. [unsupported claim removed]\n');
    const [entry] = readTraces(args().traces);
    expect(text).toContain(`trace: ${entry.id} → `);
    expect(entry.record).toMatchObject({ draft, policy: 'redact', models: { embed: 'builtin', decompose: 'rule-based-v1' } });
  });

  it('--json prints one JSON object with snake_case fields', async () => {
    expect(await verifyCommand.run(args({ json: true }))).toBe(0);
    const json = JSON.parse(out.join(''));
    expect(json).toMatchObject({
      verification: 'verified',
      models: { embed: 'builtin', score_model: 'v1' },
      claims: [{ verdict: 'supported', best_span: 'e1', cited_markers: ['S1'], numeric_gated: false }, { verdict: 'unsupported' }],
    });
    expect(json.trace.file).toBe(args().traces);
  });

  it('an unregistered embedder → unavailable, exit 2, trace still written', async () => {
    expect(await verifyCommand.run(args({ embedder: 'no-such-embedder' }))).toBe(2);
    expect(out.join('')).toMatch(/verification: unavailable: embedder 'no-such-embedder' not registered/);
    expect(readTraces(args().traces)[0].record).toMatchObject({ verification: expect.stringMatching(/^unavailable: /) });
  });

  it('bad evidence → a typed error naming file, line and field', async () => {
    fs.writeFileSync(path.join(dir, 'evidence.jsonl'), '{"id": "e1", "text": "ok"}\n{"id": "e2"}\n');
    await expect(verifyCommand.run(args())).rejects.toThrow(/^verify: .*evidence\.jsonl:2: field "text" must be a non-empty string$/);
  });

  it('an empty evidence file (or a folder) is an error naming the path, never "verified"', async () => {
    const empty = path.join(dir, 'empty.jsonl');
    fs.writeFileSync(empty, '\n  \n');
    await expect(verifyCommand.run(args({ evidence: empty }))).rejects.toThrow(`verify: ${empty} holds no evidence spans`);
    await expect(verifyCommand.run(args({ evidence: dir }))).rejects.toThrow(`verify: ${dir} is a directory, not an evidence file`);
    await expect(verifyCommand.run(args({ draft: dir }))).rejects.toThrow(`verify: ${dir} is a directory, not a draft file`);
    expect(out.join('')).not.toContain('verified');
  });

  it('a draft that is not UTF-8 is an error naming file and line, never decoded to U+FFFD', async () => {
    const latin1 = path.join(dir, 'latin1.txt');
    fs.writeFileSync(latin1, Buffer.concat([Buffer.from('First line.\nThe caf'), Buffer.from([0xe9]), Buffer.from(' opened.')]));
    await expect(verifyCommand.run(args({ draft: latin1 }))).rejects.toThrow(`verify: ${latin1}:2: invalid UTF-8 at byte 8 of the line`);
  });

  it('--llm decomposes through the provider and never writes its API key to the trace', async () => {
    vi.stubEnv('VERITY_OPENAI_BASE_URL', server.url);
    vi.stubEnv('OPENAI_API_KEY', SECRET);
    const claims = { claims: [{ claimText: 'Revenue rose 5% in 2020 to 40 million euros', draftSpan: [0, 49], citedMarkers: ['S1'] }] };
    server.setScript({ chat: [chatReply(JSON.stringify(claims))] });
    expect(await verifyCommand.run(args({ llm: 'openai:loopback-model', json: true }))).toBe(0);
    expect(JSON.parse(out.join('')).models.decompose).toBe('openai:loopback-model');
    expect(server.requests.at(-1)?.headers.authorization).toBe('[REDACTED]');
    expect(fs.readFileSync(args().traces).toString('latin1')).not.toContain(SECRET);
  });
});
