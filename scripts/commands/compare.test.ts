import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureCli, startBowEmbeddingServer, type BowEmbeddingServer } from '../../test/cli.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-compare-cli-'));
const SECRET = 'sk-verity-compare-test-secret-0077';
// The CLI embeds through `openai:` against a loopback endpoint answering with a bag-of-words embedding.
const EMBEDDER = ['--embedder', 'openai:loopback-bow', '--no-cache'];
let embeddings: BowEmbeddingServer;

const evidence = [
  { id: 'e1', text: 'In 2021 revenue at Norvik Shipping climbed to 1,500 million.' },
  { id: 'e2', text: 'The chief executive, Ada Lindqvist, moved the head office to Bergen.' },
];
const casesFile = path.join(dir, 'cases.jsonl');
fs.writeFileSync(casesFile, [
  { id: 'v1', class: 'verbatim', claim: evidence[1].text, expected: 'supported', evidence },
  { id: 'p1', class: 'paraphrase', claim: 'Revenue at Norvik Shipping climbed to 1,500 million in 2021.', expected: 'supported', evidence },
  { id: 'n1', class: 'number-swap', claim: 'In 2021 revenue at Norvik Shipping climbed to 1,600 million.', expected: 'unsupported', evidence },
  { id: 'en1', class: 'entity-swap', claim: 'The chief executive, Mia Sorensen, moved the head office to Bergen.', expected: 'unsupported', evidence },
  { id: 'w1', class: 'wice-partial', claim: 'Norvik Shipping moved its office to Bergen and doubled its fleet.', expected: 'partial', evidence },
].map((row) => JSON.stringify(row)).join('\n'));

const capture = captureCli;

beforeAll(async () => {
  embeddings = await startBowEmbeddingServer(SECRET, 50);
});

afterAll(async () => {
  await embeddings?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('verity compare --cases FILE --json', () => {
  it('prints the SPEC Part C object, one model per id in order, and writes compare.json + compare.html', async () => {
    const out = path.join(dir, 'out');
    const r = await capture(['compare', '--score-models', 'v1,entity-gate,lex-only', '--cases', casesFile, '--json', '--out', out, ...EMBEDDER]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const results = JSON.parse(r.stdout);
    expect(results.models.map((m: { score_model: string }) => m.score_model)).toEqual(['v1', 'entity-gate', 'lex-only']);
    for (const m of results.models) {
      expect(m.fingerprint).toMatch(/^[0-9a-f]{16}$/);
      expect(Object.keys(m.classes).sort()).toEqual(['entity-swap', 'number-swap', 'paraphrase', 'verbatim', 'wice-partial']);
      expect(m.classes['number-swap']).toMatchObject({ n: 1, supported: 0, partial: 0, unsupported: 1, evidence_redacted: 0, rate: 1 });
      expect(typeof m.three_way_accuracy).toBe('number');
    }
    expect(results.models[1].classes['entity-swap']).toMatchObject({ unsupported: 1, rate: 1 });
    expect(results.models[0].classes.verbatim.overlap).toMatchObject({ n: 1, jaccard_median: 1, coverage_median: 1 });
    expect(results.models[0].classes['number-swap'].overlap.jaccard_median).toBeLessThan(1);
    expect(results.models[1].vs_first['entity-swap']).toMatchObject({ paired: 1, b: 0 });
    expect(fs.readFileSync(path.join(out, 'compare.json'), 'utf8')).toContain('"score_model": "entity-gate"');
    expect(r.stderr).toContain(path.join(out, 'compare.html'));
    for (const file of ['compare.json', 'compare.html']) expect(fs.readFileSync(path.join(out, file), 'utf8')).not.toContain(SECRET);
    // No provider limit on the command line: the replay names none (never a default).
    expect(results.meta.replay).toMatch(/ --embedder openai:loopback-bow$/);
  });

  it('replays with the --timeout-ms and --retries it was given, in the JSON and both reports, never the key', async () => {
    const out = path.join(dir, 'limits');
    const r = await capture(['compare', '--score-models', 'v1', '--cases', casesFile, '--json', '--out', out, ...EMBEDDER,
      '--timeout-ms', '5000', '--retries', '1', '--shard', '1/2']);
    expect(r.code, r.stderr).toBe(0);
    const replay = `verity compare --score-models v1 --cases ${JSON.stringify(casesFile)} --embedder openai:loopback-bow --timeout-ms 5000 --retries 1 --shard 1/2`;
    expect(JSON.parse(r.stdout).meta.replay).toBe(replay);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'compare.json'), 'utf8')).meta.replay).toBe(replay);
    expect(fs.readFileSync(path.join(out, 'compare.html'), 'utf8')).toContain('--timeout-ms 5000 --retries 1 --shard 1/2');
    for (const text of [r.stdout, r.stderr, ...['compare.json', 'compare.html'].map((f) => fs.readFileSync(path.join(out, f), 'utf8'))]) {
      expect(text).not.toContain(SECRET);
    }
  });

  it('prints per-class median overlap beside the rates in its text table', async () => {
    const r = await capture(['compare', '--score-models', 'v1,entity-gate', '--cases', casesFile, '--out', path.join(dir, 'text'), ...EMBEDDER]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^class +n +jaccard +coverage +v1 +entity-gate$/m);
    expect(r.stdout).toMatch(/^verbatim +1 +1\.00 +1\.00 +1\.000 +1\.000$/m);
  });

  it('exits 2 with near names for an unknown score model, and refuses a repeated one', async () => {
    const unknown = await capture(['compare', '--score-models', 'v1,entity-gat', '--cases', casesFile, ...EMBEDDER]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Did you mean 'entity-gate'/);
    const repeated = await capture(['compare', '--score-models', 'v1,v1', '--cases', casesFile, ...EMBEDDER]);
    expect(repeated.code).toBe(2);
    expect(repeated.stderr).toMatch(/listed twice/);
    expect((await capture(['compare', '--cases', casesFile, '--shard', '3/2', ...EMBEDDER])).code).toBe(2);
  });
});

describe('verity calibrate', () => {
  it('without floors maximises 3-way accuracy (a partial label exists) and prints the recommendation as JSON', async () => {
    const r = await capture(['calibrate', '--score-model', 'v1', '--cases', casesFile, '--betas', '0.5,0.65', '--json', ...EMBEDDER]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result).toMatchObject({ score_model: 'v1', objective: 'three_way_accuracy', unmet: [] });
    expect(result.per_beta.map((p: { beta: number }) => p.beta)).toEqual([0.5, 0.65]);
    expect(result.recommended.score).toBeGreaterThanOrEqual(result.current.score);
    const bad = await capture(['calibrate', '--cases', casesFile, '--betas', '0.5,2', ...EMBEDDER]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--betas must be/);
  });
});
