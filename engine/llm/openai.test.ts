import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatReply, errorReply, startLoopbackServer, type LoopbackServer } from '../../test/loopback/server.ts';
import { ProviderError } from '../providers/errors.ts';
import { createOpenAIChat, type OpenAIChatOptions } from './openai.ts';
import { DEFAULT_CHAT_TIMEOUT_MS } from '../providers/openaiOptions.ts';

const KEY = 'sk-test-very-secret-key-0123456789';
const messages = [
  { role: 'system' as const, content: 'You split drafts into claims.' },
  { role: 'user' as const, content: 'Paris is in France.' },
];

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function chat(overrides: Partial<OpenAIChatOptions> = {}) {
  return createOpenAIChat({ model: 'test-llm', baseURL: server!.url, apiKey: KEY, backoffBaseMs: 1, backoffMaxMs: 5, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('createOpenAIChat', () => {
  it('sends temperature 0 and JSON mode on request, and returns text and usage', async () => {
    server = await startLoopbackServer({ chatContent: '[{"claimText":"Paris is in France."}]' });
    const llm = chat();
    expect(llm.id).toBe('openai:test-llm');
    const reply = await llm.complete(messages, { json: true });
    expect(reply.text).toBe('[{"claimText":"Paris is in France."}]');
    expect(reply.usage).toEqual({ inputTokens: 9, outputTokens: 4 });
    expect(server.requests[0].body).toMatchObject({ model: 'test-llm', temperature: 0, messages, response_format: { type: 'json_object' } });
    await llm.complete(messages, { temperature: 0.5 });
    const plain = server.requests[1].body as Record<string, unknown>;
    expect(plain.temperature).toBe(0.5);
    expect(plain.response_format).toBeUndefined();
  });

  it('sends the key as a bearer token, and no Authorization header without a key', async () => {
    server = await startLoopbackServer();
    await chat().complete(messages);
    await chat({ apiKey: undefined }).complete(messages);
    expect(server.requests[0].headers.authorization).toBe('[REDACTED]');
    expect(server.requests[1].headers.authorization).toBeUndefined();
  });

  it('retries a 429 and then succeeds', async () => {
    server = await startLoopbackServer({ chat: [errorReply(429, 'slow down'), chatReply('ok')] });
    const lines: string[] = [];
    const reply = await chat({ log: (line) => lines.push(line) }).complete(messages);
    expect(reply.text).toBe('ok');
    expect(server.requests).toHaveLength(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^openai:test-llm: HTTP 429: slow down; retry 1\/3 in \d+ ms$/);
  });

  it('gives up after bounded retries on repeated 500s with a retryable unavailable error', async () => {
    server = await startLoopbackServer({ chat: Array.from({ length: 5 }, () => errorReply(500, 'overloaded')) });
    const error = await failure(chat({ maxRetries: 2 }).complete(messages));
    expect(server.requests).toHaveLength(3);
    expect(error.code).toBe('provider-unavailable');
    expect(error.retryable).toBe(true);
    expect(error.attempts).toBe(3);
    expect(error.status).toBe(500);
    expect(error.message).toBe('openai:test-llm: HTTP 500: overloaded (after 3 attempts)');
  });

  it('turns a reply slower than the timeout into a timeout error with the reason', async () => {
    server = await startLoopbackServer({ chat: [{ delayMs: 5_000 }, { delayMs: 5_000 }] });
    const error = await failure(chat({ timeoutMs: 300, maxRetries: 1 }).complete(messages));
    expect(error.code).toBe('provider-timeout');
    expect(error.reason).toBe('timed out after 300 ms (after 2 attempts)');
    // The server records a request once its body is read, which may land just after the client gave up.
    await vi.waitFor(() => expect(server!.requests).toHaveLength(2));
  });

  it('honours a server Retry-After within the backoff cap', async () => {
    server = await startLoopbackServer({ chat: [{ status: 429, headers: { 'retry-after': '30' } }, chatReply('ok')] });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect((await chat({ sleep, backoffMaxMs: 7 }).complete(messages)).text).toBe('ok');
    expect(waits).toEqual([7]);
  });

  it('draws the same backoff waits for the same seed', async () => {
    const run = async (seed: number) => {
      server = await startLoopbackServer({ chat: Array.from({ length: 3 }, () => errorReply(503, 'busy')) });
      const waits: number[] = [];
      const llm = chat({ seed, backoffBaseMs: 100, backoffMaxMs: 1_000, sleep: async (ms) => void waits.push(ms) });
      await llm.complete(messages);
      await server.close();
      server = undefined;
      return waits;
    };
    const first = await run(7);
    expect(first).toEqual(await run(7));
    expect(first[0]).toBeGreaterThanOrEqual(50);
    expect(first[2]).toBeLessThanOrEqual(400);
  });

  it('does not retry a 400, and maps 401 to provider-auth', async () => {
    server = await startLoopbackServer({ chat: [errorReply(400, 'bad messages'), errorReply(401, 'no such key')] });
    expect((await failure(chat().complete(messages))).code).toBe('provider-bad-request');
    expect((await failure(chat().complete(messages))).code).toBe('provider-auth');
    expect(server.requests).toHaveLength(2);
  });

  it('falls back once without response_format when the server rejects it, and remembers', async () => {
    server = await startLoopbackServer({ rejectResponseFormat: true, chatContent: '{"ok":true}' });
    const lines: string[] = [];
    const llm = chat({ log: (line) => lines.push(line) });
    expect((await llm.complete(messages, { json: true })).text).toBe('{"ok":true}');
    expect((await llm.complete(messages, { json: true })).text).toBe('{"ok":true}');
    const formats = server.requests.map((r) => (r.body as Record<string, unknown>).response_format);
    expect(formats).toEqual([{ type: 'json_object' }, undefined, undefined]);
    expect(lines).toEqual(['openai:test-llm: server rejected response_format; retrying without JSON mode']);
  });

  it('keeps the 400 when JSON mode is on, and never sends it when off', async () => {
    server = await startLoopbackServer({ rejectResponseFormat: true });
    expect((await failure(chat({ jsonMode: 'on' }).complete(messages, { json: true }))).code).toBe('provider-bad-request');
    await chat({ jsonMode: 'off' }).complete(messages, { json: true });
    expect((server.requests[1].body as Record<string, unknown>).response_format).toBeUndefined();
  });

  it('reports malformed or empty replies as bad responses', async () => {
    server = await startLoopbackServer({ chat: [{ body: '{"choices": [' }, { json: { choices: [] } }] });
    const malformed = await failure(chat().complete(messages));
    expect(malformed.code).toBe('provider-bad-response');
    const empty = await failure(chat().complete(messages));
    expect(empty.code).toBe('provider-bad-response');
    expect(empty.message).toBe('openai:test-llm: reply has no choices[0].message.content string');
  });

  it('retries a reply cut short, and times out one that hangs mid-body; the default timeout is at most 30 s', async () => {
    expect(DEFAULT_CHAT_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    const cut = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{"choices": [';
    server = await startLoopbackServer({ chat: [{ raw: cut }, chatReply('[]')] });
    expect((await chat().complete(messages)).text).toBe('[]');
    expect(server.requests).toHaveLength(2);
    server.setScript({ chat: [{ raw: 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{"choices": [', hang: true }] });
    const error = await failure(chat({ timeoutMs: 250, maxRetries: 0 }).complete(messages));
    expect(error).toMatchObject({ code: 'provider-timeout', message: 'openai:test-llm: timed out after 250 ms' });
  });

  it('reports a refused connection as unavailable', async () => {
    server = await startLoopbackServer();
    const url = server.url;
    await server.close();
    server = undefined;
    const error = await failure(createOpenAIChat({ model: 'm', baseURL: url, maxRetries: 1, backoffBaseMs: 1 }).complete(messages));
    expect(error.code).toBe('provider-unavailable');
    expect(error.message).toMatch(/^openai:m: connection failed/);
  });

  it('never leaks the API key into errors, logs or recorded requests', async () => {
    const echoKey = `invalid key ${KEY} (Bearer ${KEY})`;
    server = await startLoopbackServer({ chat: [errorReply(429, echoKey), errorReply(401, echoKey)] });
    const lines: string[] = [];
    const error = await failure(chat({ log: (line) => lines.push(line) }).complete(messages));
    const dumps = [error.message, error.reason, String(error.stack), JSON.stringify(error), ...lines, JSON.stringify(server.requests)];
    for (const dump of dumps) expect(dump).not.toContain(KEY);
    expect(error.message).toContain('[REDACTED]');
  });
});
