import { afterEach, describe, expect, it } from 'vitest';
import { chatReply, embeddingsReply, errorReply, loopbackVector, startLoopbackServer, type LoopbackServer } from './server.ts';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('startLoopbackServer', () => {
  it('listens on 127.0.0.1 with a /v1 base URL', async () => {
    server = await startLoopbackServer();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/v1`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('echoes the last user message by default, or the configured content', async () => {
    server = await startLoopbackServer();
    const messages = [{ role: 'system', content: 'sys' }, { role: 'user', content: 'hello there' }];
    const echoed = JSON.parse((await post('/chat/completions', { model: 'm1', messages })).text);
    expect(echoed.choices[0].message.content).toBe('hello there');
    expect(echoed.model).toBe('m1');
    expect(echoed.usage).toEqual({ prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 });
    server.setScript({ chatContent: '[{"a":1}]' });
    const configured = JSON.parse((await post('/chat/completions', { model: 'm1', messages })).text);
    expect(configured.choices[0].message.content).toBe('[{"a":1}]');
  });

  it('serves the chat queue in order, then falls back to the default', async () => {
    server = await startLoopbackServer({
      chat: [{ status: 429, headers: { 'retry-after-ms': '1' } }, errorReply(500, 'boom'), { body: '{not json' }, chatReply('```json\n[]\n```')],
      chatContent: 'default',
    });
    const body = { model: 'm', messages: [{ role: 'user', content: 'x' }] };
    const first = await post('/chat/completions', body);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after-ms')).toBe('1');
    expect(JSON.parse(first.text).error.message).toBe('loopback: scripted 429');
    const second = await post('/chat/completions', body);
    expect([second.status, JSON.parse(second.text).error.message]).toEqual([500, 'boom']);
    expect(await post('/chat/completions', body)).toMatchObject({ status: 200, text: '{not json' });
    expect(JSON.parse((await post('/chat/completions', body)).text).choices[0].message.content).toBe('```json\n[]\n```');
    expect(JSON.parse((await post('/chat/completions', body)).text).choices[0].message.content).toBe('default');
  });

  it('lets a step be a function of the request', async () => {
    server = await startLoopbackServer({ chat: [(req) => chatReply(`model was ${(req.body as { model: string }).model}`)] });
    const reply = JSON.parse((await post('/chat/completions', { model: 'abc', messages: [] })).text);
    expect(reply.choices[0].message.content).toBe('model was abc');
  });

  it('rejects response_format with a 400 when told to', async () => {
    server = await startLoopbackServer({ rejectResponseFormat: true });
    const reply = await post('/chat/completions', { model: 'm', messages: [], response_format: { type: 'json_object' } });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text).error.param).toBe('response_format');
  });

  it('returns deterministic unit embeddings of the configured or requested dimension', async () => {
    server = await startLoopbackServer({ embeddingDimensions: 5 });
    const reply = JSON.parse((await post('/embeddings', { model: 'e', input: ['a', 'b'], encoding_format: 'float' })).text);
    expect(reply.data.map((d: { index: number }) => d.index)).toEqual([0, 1]);
    expect(reply.data[0].embedding).toEqual(loopbackVector('a', 5));
    expect(Math.hypot(...reply.data[1].embedding)).toBeCloseTo(1, 12);
    const sized = JSON.parse((await post('/embeddings', { model: 'e', input: 'a', dimensions: 3 })).text);
    expect(sized.data[0].embedding).toHaveLength(3);
    const b64 = JSON.parse((await post('/embeddings', { model: 'e', input: 'a', encoding_format: 'base64' })).text);
    const bytes = Buffer.from(b64.data[0].embedding, 'base64');
    const decoded = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    expect(Array.from(decoded)).toEqual(Array.from(new Float32Array(loopbackVector('a', 5))));
  });

  it('serves scripted embeddings replies verbatim', async () => {
    server = await startLoopbackServer({ embeddings: [embeddingsReply([[3, 4]])] });
    const reply = JSON.parse((await post('/embeddings', { model: 'e', input: ['a', 'b'] })).text);
    expect(reply.data).toEqual([{ object: 'embedding', index: 0, embedding: [3, 4] }]);
  });

  it('records requests with the Authorization value redacted', async () => {
    server = await startLoopbackServer();
    await post('/embeddings', { model: 'e', input: 'x' }, { authorization: 'Bearer sk-secret-123', 'api-key': 'sk-secret-123' });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/embeddings', body: { model: 'e', input: 'x' } });
    expect(request.headers.authorization).toBe('[REDACTED]');
    expect(JSON.stringify(server.requests)).not.toContain('sk-secret-123');
  });

  it('answers 404 on unknown routes and lists a model', async () => {
    server = await startLoopbackServer();
    expect((await post('/nope', {})).status).toBe(404);
    const models = await fetch(`${server.url}/models`);
    expect((await models.json()).data[0].id).toBe('loopback-model');
  });

  it('hangs up on raw replies and closes while a reply is still delayed', async () => {
    server = await startLoopbackServer({ chat: [{ raw: '' }, { delayMs: 60_000 }] });
    await expect(post('/chat/completions', {})).rejects.toThrow();
    const pending = post('/chat/completions', {}).catch((error: unknown) => error);
    while (server.requests.length < 2) await new Promise((r) => setTimeout(r, 5));
    await server.close();
    expect(await pending).toBeInstanceOf(Error);
    server = undefined;
  });
});
