import { afterEach, describe, expect, it } from 'vitest';
import { embeddingsReply, errorReply, loopbackVector, startLoopbackServer, type LoopbackServer } from '../../test/loopback/server.ts';
import { ProviderError } from '../providers/errors.ts';
import { createOpenAIEmbedder, type OpenAIEmbedderOptions } from './openai.ts';

const KEY = 'sk-embed-secret-key-abcdefghijklmnop';
let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function embedder(overrides: Partial<OpenAIEmbedderOptions> = {}) {
  return createOpenAIEmbedder({ model: 'test-embed', baseURL: server!.url, apiKey: KEY, backoffBaseMs: 1, backoffMaxMs: 5, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const norm = (v: Float32Array) => Math.hypot(...v);

describe('createOpenAIEmbedder', () => {
  it('embeds in batches, in input order, as unit vectors; learns its dimension from the first reply', async () => {
    server = await startLoopbackServer({ embeddingDimensions: 6 });
    const e = embedder({ batchSize: 2 });
    expect(e.id).toBe('openai:test-embed');
    expect(e.dimensions).toBe(0);
    const texts = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
    const vectors = await e.embed(texts);
    expect(e.dimensions).toBe(6);
    expect(server.requests.map((r) => (r.body as { input: string[] }).input)).toEqual([['alpha', 'beta'], ['gamma', 'delta'], ['epsilon']]);
    expect((server.requests[0].body as Record<string, unknown>).encoding_format).toBe('float');
    vectors.forEach((v, i) => {
      expect(Array.from(v)).toEqual(Array.from(new Float32Array(loopbackVector(texts[i], 6))));
      expect(norm(v)).toBeCloseTo(1, 5);
    });
    expect(await e.embed([])).toEqual([]);
    expect(server.requests).toHaveLength(3);
  });

  it('requests and enforces a configured dimension', async () => {
    server = await startLoopbackServer({ embeddings: [{}, embeddingsReply([[1, 2, 3, 4]])] });
    const e = embedder({ dimensions: 3 });
    expect(e.dimensions).toBe(3);
    expect((await e.embed(['x']))[0]).toHaveLength(3);
    expect((server.requests[0].body as Record<string, unknown>).dimensions).toBe(3);
    const error = await failure(e.embed(['y']));
    expect(error.message).toBe('openai:test-embed: vector 0 has dimension 4, expected 3');
  });

  it('refuses vectors whose length overflows (1e200 components) instead of turning them into zero vectors', async () => {
    server = await startLoopbackServer({ embeddings: [embeddingsReply([[1e200, 2e200], [3, 4]])] });
    const error = await failure(embedder().embed(['a', 'b']));
    expect(error.code).toBe('provider-bad-response');
    expect(error.message).toMatch(/vector 0 .*non-finite/);
  });

  it('retries a reply whose body was cut short (connection closed mid-body) like a reset', async () => {
    const cut = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"object": "list", "data": [{"index": 0,';
    const chunked = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{"object": "list\r\n';
    server = await startLoopbackServer({ embeddings: [{ raw: cut }, { raw: chunked }] });
    const [vector] = await embedder({ maxRetries: 2 }).embed(['alpha']);
    expect(server.requests).toHaveLength(3);
    expect(norm(vector)).toBeCloseTo(1, 5);
    server.setScript({ embeddings: [{ raw: cut }] });
    const error = await failure(embedder({ maxRetries: 0 }).embed(['alpha']));
    expect(error).toMatchObject({ code: 'provider-unavailable', retryable: true });
    expect(error.message).toMatch(/reply cut short/);
  });

  it('times out a provider that stops mid-reply and hangs (the deadline covers the body, not just the headers)', async () => {
    const head = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"object": "list", "data": [';
    server = await startLoopbackServer({ embeddings: [{ raw: head, hang: true }] });
    const started = Date.now();
    const error = await failure(embedder({ timeoutMs: 300, maxRetries: 0 }).embed(['alpha']));
    expect(error).toMatchObject({ code: 'provider-timeout', retryable: true });
    expect(error.message).toBe('openai:test-embed: timed out after 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('re-normalises vectors and orders them by their index', async () => {
    const reply = { json: { data: [{ index: 1, embedding: [0, 2] }, { index: 0, embedding: [3, 4] }] } };
    server = await startLoopbackServer({ embeddings: [reply] });
    const [first, second] = await embedder().embed(['a', 'b']);
    expect(Array.from(first)).toEqual([Math.fround(0.6), Math.fround(0.8)]);
    expect(Array.from(second)).toEqual([0, 1]);
  });

  it('retries a 429 and then succeeds', async () => {
    server = await startLoopbackServer({ embeddings: [errorReply(429, 'rate limited')] });
    const lines: string[] = [];
    const vectors = await embedder({ log: (line) => lines.push(line) }).embed(['a']);
    expect(vectors).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    expect(lines[0]).toMatch(/^openai:test-embed: HTTP 429: rate limited; retry 1\/3 in \d+ ms$/);
  });

  it('fails with a ProviderError after bounded retries on repeated 500s', async () => {
    server = await startLoopbackServer({ embeddings: Array.from({ length: 10 }, () => ({ status: 500 })) });
    const error = await failure(embedder({ maxRetries: 3 }).embed(['a']));
    expect(server.requests).toHaveLength(4);
    expect(error.code).toBe('provider-unavailable');
    expect(error.reason).toBe('HTTP 500: loopback: scripted 500 (after 4 attempts)');
  });

  it('times out a slow reply with the reason', async () => {
    server = await startLoopbackServer({ embeddings: [{ delayMs: 5_000 }] });
    const error = await failure(embedder({ timeoutMs: 40, maxRetries: 0 }).embed(['a']));
    expect(error.code).toBe('provider-timeout');
    expect(error.message).toBe('openai:test-embed: timed out after 40 ms');
  });

  it.each([
    ['malformed JSON', { body: '{"data": [' }, /reply is not valid JSON/],
    ['too few vectors', embeddingsReply([[1, 0]]), /expected 2 vectors, got 1/],
    ['no data array', { json: { object: 'list' } }, /expected 2 vectors, got no data array/],
    ['a repeated index', { json: { data: [{ index: 0, embedding: [1, 0] }, { index: 0, embedding: [0, 1] }] } }, /repeated index 0/],
    ['a zero vector', embeddingsReply([[0, 0], [1, 0]]), /vector 0 is all zeros/],
    ['a non-numeric vector', embeddingsReply([[1, 0], ['x', 1] as unknown as number[]]), /vector 1 is all zeros or holds a non-finite/],
    ['mixed dimensions', embeddingsReply([[1, 0], [1, 0, 0]]), /vector 1 has dimension 3, expected 2/],
  ])('reports %s as a non-retried bad response', async (_label, reply, reason) => {
    server = await startLoopbackServer({ embeddings: [reply] });
    const error = await failure(embedder().embed(['a', 'b']));
    expect(error.code).toBe('provider-bad-response');
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(reason);
    expect(server.requests).toHaveLength(1);
  });

  it('fingerprints model, dimensions and endpoint, never the key', async () => {
    server = await startLoopbackServer();
    const base = embedder().fingerprint;
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(embedder({ apiKey: 'sk-other-key-zzzzzzzzzzzzzz' }).fingerprint).toBe(base);
    expect(embedder({ model: 'other-model' }).fingerprint).not.toBe(base);
    expect(embedder({ dimensions: 4 }).fingerprint).not.toBe(base);
    expect(embedder({ baseURL: 'http://127.0.0.1:1/v1' }).fingerprint).not.toBe(base);
    const withCredentials = createOpenAIEmbedder({ model: 'test-embed', baseURL: server.url.replace('http://', 'http://user:pw@') });
    expect(withCredentials.fingerprint).toBe(base);
  });

  it('never leaks the API key into errors, logs, the embedder object or recorded requests', async () => {
    const echo = `bad key ${KEY}`;
    server = await startLoopbackServer({ embeddings: [errorReply(503, echo), errorReply(403, echo)] });
    const lines: string[] = [];
    const e = embedder({ log: (line) => lines.push(line) });
    const error = await failure(e.embed(['a']));
    expect(error.code).toBe('provider-auth');
    const dumps = [error.message, String(error.stack), JSON.stringify(error), ...lines, JSON.stringify(server.requests), JSON.stringify(e)];
    for (const dump of dumps) expect(dump).not.toContain(KEY);
  });
});
