import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureCli, startBowEmbeddingServer, type BowEmbeddingServer } from '../../test/cli.ts';
import { chatReply, embeddingsReply, errorReply, type LoopbackStep, type RecordedRequest } from '../../test/loopback/server.ts';
import { createTestEmbedder } from '../../suites/testEmbedder.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-run-drafts-'));
const cacheDir = path.join(dir, 'cache');
const EMBEDDER = ['--embedder', 'openai:loopback-bow'];
let embeddings: BowEmbeddingServer;

beforeAll(async () => {
  embeddings = await startBowEmbeddingServer('sk-verity-drafts-test-0042', 200);
});

afterAll(async () => {
  await embeddings?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const evidence = [
  { id: 'e1', text: 'Norvale Energy reported revenue of 4.2 million euros in 2024.' },
  { id: 'e2', text: 'The company hired 350 engineers at its plant in Porto.' },
];
const casesFile = path.join(dir, 'drafts.jsonl');
fs.writeFileSync(casesFile, [
  // Classes with gating floors, so `verity gate` has something to gate.
  { id: 'd1', class: 'paraphrase', expected: 'supported', evidence,
    draft: 'Norvale Energy reported revenue of 4.2 million euros in 2024. The company hired 350 engineers at its plant in Porto.' },
  { id: 'd2', class: 'topical-fabrication', expected: 'unsupported', evidence,
    draft: 'Norvale Energy reported revenue of 4.2 million euros in 2024. It sold its plant in Porto to Lumora for 90 million.' },
  { id: 'c1', class: 'verbatim', expected: 'supported', evidence, claim: 'The company hired 350 engineers at its plant in Porto.' },
].map((row) => JSON.stringify(row)).join('\n'));

const run = (...args: string[]) => {
  const out = args.includes('--out') ? [] : ['--out', path.join(dir, 'out-default')];
  return captureCli(['run', '--cases', casesFile, '--json', '--cache-dir', cacheDir, ...EMBEDDER, ...out, ...args]);
};

describe('verity run on draft cases', () => {
  it('prints each draft with its claims and the response verdict; claim cases keep the SPEC keys', async () => {
    const result = await run('--out', path.join(dir, 'out'));
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    const byId = Object.fromEntries(json.cases.map((c: { id: string }) => [c.id, c]));
    expect(byId.d1).toMatchObject({ verdict: 'supported', aggregate: 'min', numeric_gated: false });
    expect(byId.d1.claims.map((c: { verdict: string; best_span: string }) => [c.verdict, c.best_span])).toEqual([['supported', 'e1'], ['supported', 'e2']]);
    for (const key of ['text', 'draft_span', 'verdict', 'score', 'best_span', 'cos', 'lex', 'numeric_gated', 'entity_gated', 'mass']) {
      expect(Object.keys(byId.d1.claims[0])).toContain(key);
    }
    expect(byId.d2).toMatchObject({ verdict: 'unsupported', outcome: 'pass' });
    expect(byId.d2.claims.map((c: { verdict: string }) => c.verdict)).toEqual(['supported', 'unsupported']);
    expect(byId.d2.delivered).toBe('Norvale Energy reported revenue of 4.2 million euros in 2024. [unsupported claim removed]');
    expect(Object.keys(byId.c1)).not.toContain('claims');
    expect(byId.c1).toMatchObject({ verdict: 'supported', best_span: 'e2' });
    expect(json.meta.response).toEqual({ aggregate: 'min', decomposer: 'rule-based-v1', drafts: 2, claims: 4, no_claims: 0 });
  });

  it('names the draft settings in the terminal table of run and compare', async () => {
    const table = await captureCli(['run', '--cases', casesFile, '--cache-dir', cacheDir, '--out', path.join(dir, 'text'), ...EMBEDDER, '--aggregate', 'mass']);
    expect(table.stdout).toContain('2 drafts decomposed by rule-based-v1 into 4 claims, aggregated by mass');
    const compared = await captureCli(['compare', '--cases', casesFile, '--score-models', 'v1,arith', '--cache-dir', cacheDir, '--out', path.join(dir, 'cmp'), ...EMBEDDER]);
    expect(compared.code).toBe(0);
    expect(compared.stdout).toContain('drafts decomposed by rule-based-v1, aggregated by min');
  });

  it('--aggregate changes the fingerprint and is named in the replay; --level claim verifies each draft whole', async () => {
    // One at a time: captureCli redirects the process's stdout while a command runs.
    const [min, mean, whole] = [await run(), await run('--aggregate', 'mean'), await run('--level', 'claim')];
    const [a, b, c] = [min, mean, whole].map((r) => JSON.parse(r.stdout));
    expect(a.fingerprint).not.toBe(b.fingerprint);
    expect(b.meta.replay).toContain('--aggregate mean');
    expect(c.meta.response).toBeUndefined();
    expect(c.meta.replay).toContain('--level claim');
    const d1 = c.cases.find((x: { id: string }) => x.id === 'd1');
    expect(d1).toMatchObject({ verdict: 'unsupported', numeric_gated: true, score: 0.2 });
    expect(d1.claims).toBeUndefined();
  });

  it('a gate against a baseline recorded with another aggregation fails and says why', async () => {
    const baseline = path.join(dir, 'baseline.json');
    const common = ['--cases', casesFile, '--out', path.join(dir, 'gate'), '--cache-dir', cacheDir, '--baseline', baseline, ...EMBEDDER];
    expect((await captureCli(['baseline', 'update', ...common])).code).toBe(0);
    expect(JSON.parse(fs.readFileSync(baseline, 'utf8')).response).toEqual({ aggregate: 'min', decomposer: 'rule-based-v1' });
    expect((await captureCli(['gate', ...common])).code).toBe(0);
    const changed = await captureCli(['gate', ...common, '--aggregate', 'mass']);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('draft settings differ from baseline');
    expect(changed.stdout).toContain('aggregate min, decomposer rule-based-v1 → aggregate mass, decomposer rule-based-v1');
    expect(changed.stdout).not.toContain('without a new id');
  });

  it('rejects a case with both a claim and a draft, naming file, line and field (exit 2)', async () => {
    const bad = path.join(dir, 'bad.jsonl');
    fs.writeFileSync(bad, `${fs.readFileSync(casesFile, 'utf8')}\n${JSON.stringify({ id: 'b1', class: 'x', expected: 'supported', evidence, claim: 'A.', draft: 'A. B.' })}\n`);
    const result = await captureCli(['run', '--cases', bad, '--json', ...EMBEDDER]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cases: .*bad\.jsonl:4: field "draft" cannot be given together with "claim"/);
  });
});

/** Embedding replies as the bow server gives them (32-d bag of words), to keep beside a scripted chat queue. */
function bowReplies(n: number): LoopbackStep[] {
  const bow = createTestEmbedder({ dims: 32 });
  return Array.from({ length: n }, () => async (request: RecordedRequest) => {
    const input = (request.body as { input: string | string[] }).input;
    return embeddingsReply((await bow.embed(Array.isArray(input) ? input : [input])).map((v) => [...v]));
  });
}

/** An LLM that decomposes the draft it is sent into its sentences, with exact spans. */
function sentenceLlm(request: RecordedRequest) {
  const messages = (request.body as { messages: Array<{ role: string; content: string }> }).messages;
  const user = messages.filter((m) => m.role === 'user').at(-1)!.content;
  const drafts = fs.readFileSync(casesFile, 'utf8').split('\n').map((line) => JSON.parse(line).draft as string | undefined);
  const draft = drafts.find((d) => d !== undefined && user.includes(d)) ?? '';
  let at = 0;
  const claims = draft.split(/(?<=\.) /).map((sentence) => {
    const start = draft.indexOf(sentence, at);
    at = start + sentence.length;
    return { claimText: sentence, draftSpan: [start, at], citedMarkers: [] };
  });
  return chatReply(JSON.stringify({ claims }));
}

describe('verity run on draft cases with --llm and shards', () => {
  it('--llm decomposes each draft through the provider and records it; an outage ends cases error (exit 2), never fail', async () => {
    embeddings.server.setScript({ chat: [sentenceLlm, sentenceLlm], embeddings: bowReplies(50) });
    const ok = await run('--llm', 'openai:loopback-llm', '--no-cache');
    expect(ok.code).toBe(0);
    const json = JSON.parse(ok.stdout);
    expect(json.meta.response).toMatchObject({ decomposer: 'openai:loopback-llm', drafts: 2, claims: 4 });
    expect(json.meta.replay).toContain('--llm openai:loopback-llm');
    expect(json.cases.find((c: { id: string }) => c.id === 'd2').verdict).toBe('unsupported');
    embeddings.server.setScript({ chat: [errorReply(401, 'bad key'), errorReply(401, 'bad key'), errorReply(401, 'bad key')], embeddings: bowReplies(50) });
    const down = await run('--llm', 'openai:loopback-llm', '--no-cache');
    expect(down.code).toBe(2);
    const drafts = JSON.parse(down.stdout).cases.filter((c: { id: string }) => c.id.startsWith('d'));
    expect(drafts.map((c: { outcome: string }) => c.outcome)).toEqual(['error', 'error']);
    expect(drafts[0].error).toMatch(/^decompose failed: .*openai:loopback-llm/);
    embeddings.server.setScript({ embeddings: bowReplies(200) });
  });

  it('shards of a draft run merge into the unsharded run: one fingerprint, draft counts summed', async () => {
    const whole = JSON.parse((await run('--out', path.join(dir, 'whole'))).stdout);
    const shards = [1, 2].map((k) => path.join(dir, `shard-${k}`));
    for (const [i, out] of shards.entries()) expect((await run('--shard', `${i + 1}/2`, '--out', out)).code).toBe(0);
    const merged = await captureCli(['merge', ...shards, '--json', '--out', path.join(dir, 'merged')]);
    expect(merged.code).toBe(0);
    const results = JSON.parse(merged.stdout);
    expect(results.fingerprint).toBe(whole.fingerprint);
    expect(results.meta.response).toEqual(whole.meta.response);
    expect(results.cases.map((c: { id: string; verdict: string }) => [c.id, c.verdict])).toEqual(whole.cases.map((c: { id: string; verdict: string }) => [c.id, c.verdict]));
  });
});
