/**
 * A scriptable OpenAI-compatible server on 127.0.0.1 for tests: `/v1/chat/completions`, `/v1/embeddings`, `/v1/models`.
 * Each endpoint answers from a queue of scripted replies, then from a deterministic default.
 *
 * ```ts
 * const server = await startLoopbackServer({ chat: [{ status: 429 }, chatReply('[]')] });
 * const llm = createOpenAIChat({ model: 'm', baseURL: server.url, backoffBaseMs: 1 });
 * await server.close();
 * ```
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createRng, hash32 } from '../../engine/rng.ts';

/** The endpoints a script can queue replies for. */
export type LoopbackEndpoint = 'chat' | 'embeddings';

/** One request as the server saw it; the Authorization header value is replaced by `[REDACTED]`. */
export interface RecordedRequest {
  method: string;
  /** Path without query, e.g. `/v1/chat/completions`. */
  path: string;
  /** Lower-cased header names; `authorization` and `api-key` values are `[REDACTED]`. */
  headers: Record<string, string>;
  /** Parsed JSON body, or the raw text when it is not JSON, or null when empty. */
  body: unknown;
}

/** One scripted reply. With none of `json`/`body`/`raw` set: an OpenAI error body when `status` ≥ 400, else the default reply. */
export interface LoopbackReply {
  /** HTTP status, default 200. */
  status?: number;
  /** A value sent as JSON. */
  json?: unknown;
  /** A string sent as-is with content-type application/json (e.g. malformed JSON). */
  body?: string;
  /** Bytes written verbatim to the socket before it is closed (`''` = hang up without a reply). */
  raw?: string;
  /** With `raw`: keep the connection open after writing it (a provider that stops mid-reply and hangs). */
  hang?: boolean;
  /** Extra response headers, e.g. `{ 'retry-after-ms': '1' }`. */
  headers?: Record<string, string>;
  /** Wait this many milliseconds before replying (for timeout tests). */
  delayMs?: number;
}

/** A scripted step: a fixed reply or a function of the recorded request. */
export type LoopbackStep = LoopbackReply | ((request: RecordedRequest) => LoopbackReply | Promise<LoopbackReply>);

/** What the server answers: per-endpoint queues (consumed in order) and the defaults used once a queue is empty. */
export interface LoopbackScript {
  chat?: LoopbackStep[];
  embeddings?: LoopbackStep[];
  /** Default chat content; when absent the default reply echoes the last user message. */
  chatContent?: string;
  /** Dimension of default embedding vectors when the request has no `dimensions`, default 8. */
  embeddingDimensions?: number;
  /** When true, a chat request carrying `response_format` gets a 400 saying it is unsupported. */
  rejectResponseFormat?: boolean;
}

/** A running loopback server. */
export interface LoopbackServer {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:41234/v1`. */
  url: string;
  port: number;
  /** Every request received, in arrival order (secrets redacted). */
  requests: RecordedRequest[];
  /** Replaces the script (queues and defaults); recorded requests are kept. */
  setScript(script: LoopbackScript): void;
  /** Stops listening and drops open connections, including replies still delayed. */
  close(): Promise<void>;
}

const REDACTED = '[REDACTED]';
const SECRET_HEADERS = new Set(['authorization', 'api-key', 'x-api-key']);

/** A 200 OpenAI chat completion whose message content is `content`. */
export function chatReply(content: string, extra: Omit<LoopbackReply, 'json' | 'body' | 'raw'> = {}): LoopbackReply {
  return { ...extra, json: chatCompletionJson('loopback-model', content, 0) };
}

/** A 200 OpenAI embeddings reply holding exactly these vectors (no normalisation, for bad-reply tests). */
export function embeddingsReply(vectors: number[][], extra: Omit<LoopbackReply, 'json' | 'body' | 'raw'> = {}): LoopbackReply {
  return { ...extra, json: embeddingsJson('loopback-model', vectors) };
}

/** An OpenAI-style error reply (`{ error: { message, type } }`) with the given status. */
export function errorReply(status: number, message: string, extra: Omit<LoopbackReply, 'json' | 'body' | 'raw' | 'status'> = {}): LoopbackReply {
  return { ...extra, status, json: { error: { message, type: status === 429 ? 'rate_limit_error' : 'server_error' } } };
}

/** The deterministic unit vector the default embeddings reply gives `text` at `dimensions` (hash-seeded). */
export function loopbackVector(text: string, dimensions: number): number[] {
  const rng = createRng(hash32(text));
  const raw = Array.from({ length: dimensions }, () => rng.next() * 2 - 1);
  const norm = Math.hypot(...raw) || 1;
  return raw.map((x) => x / norm);
}

/** Starts a loopback server on 127.0.0.1 with an ephemeral port. */
export async function startLoopbackServer(script: LoopbackScript = {}): Promise<LoopbackServer> {
  let current = cloneScript(script);
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timers.add(timer);
    });

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `loopback: ${String(error)}`, type: 'server_error' } });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const recorded = await recordRequest(req);
    requests.push(recorded);
    const endpoint = endpointOf(recorded.path);
    if (recorded.path === '/v1/models' && recorded.method === 'GET') {
      return sendJson(res, 200, { object: 'list', data: [{ id: 'loopback-model', object: 'model', created: 0, owned_by: 'loopback' }] });
    }
    if (!endpoint || recorded.method !== 'POST') {
      return sendJson(res, 404, { error: { message: `loopback: no route ${recorded.method} ${recorded.path}`, type: 'not_found' } });
    }
    const step = current[endpoint]?.shift();
    const reply = typeof step === 'function' ? await step(recorded) : step ?? {};
    if (reply.delayMs) await wait(reply.delayMs);
    if (res.destroyed) return;
    if (reply.raw !== undefined) {
      if (reply.hang) res.socket?.write(reply.raw);
      else res.socket?.end(reply.raw);
      return;
    }
    const status = reply.status ?? 200;
    if (reply.body !== undefined) return sendText(res, status, reply.body, reply.headers);
    if (reply.json !== undefined) return sendJson(res, status, reply.json, reply.headers);
    if (status >= 400) return sendJson(res, status, errorReply(status, `loopback: scripted ${status}`).json, reply.headers);
    const fallback = defaultReply(endpoint, recorded.body, current);
    sendJson(res, fallback.status, fallback.json, reply.headers);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    setScript: (next) => {
      current = cloneScript(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function cloneScript(script: LoopbackScript): LoopbackScript {
  return { ...script, chat: [...(script.chat ?? [])], embeddings: [...(script.embeddings ?? [])] };
}

function endpointOf(path: string): LoopbackEndpoint | null {
  if (path === '/v1/chat/completions') return 'chat';
  if (path === '/v1/embeddings') return 'embeddings';
  return null;
}

async function recordRequest(req: http.IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name] = SECRET_HEADERS.has(name) ? REDACTED : Array.isArray(value) ? value.join(', ') : value;
  }
  let body: unknown = text.length ? text : null;
  try {
    if (text.length) body = JSON.parse(text);
  } catch {
    // Not JSON: keep the raw text so a test can see what was sent.
  }
  return { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0], headers, body };
}

function defaultReply(endpoint: LoopbackEndpoint, body: unknown, script: LoopbackScript): { status: number; json: unknown } {
  const request = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const model = typeof request.model === 'string' ? request.model : 'loopback-model';
  if (endpoint === 'chat') {
    if (script.rejectResponseFormat && request.response_format !== undefined) {
      const error = { message: 'response_format is not supported by this model', type: 'invalid_request_error', param: 'response_format' };
      return { status: 400, json: { error } };
    }
    const messages = Array.isArray(request.messages) ? (request.messages as Array<{ role?: string; content?: unknown }>) : [];
    const lastUser = [...messages].reverse().find((m) => m.role === 'user');
    const content = script.chatContent ?? (typeof lastUser?.content === 'string' ? lastUser.content : '');
    const promptWords = messages.map((m) => String(m.content ?? '')).join(' ').split(/\s+/).filter(Boolean).length;
    return { status: 200, json: chatCompletionJson(model, content, promptWords) };
  }
  const inputs = typeof request.input === 'string' ? [request.input] : Array.isArray(request.input) ? request.input.map(String) : [];
  const dimensions = typeof request.dimensions === 'number' ? request.dimensions : script.embeddingDimensions ?? 8;
  const vectors = inputs.map((text) => loopbackVector(text, dimensions));
  const json = embeddingsJson(model, vectors);
  if (request.encoding_format === 'base64') {
    for (const item of json.data) item.embedding = Buffer.from(new Float32Array(item.embedding as number[]).buffer).toString('base64');
  }
  return { status: 200, json };
}

function chatCompletionJson(model: string, content: string, promptTokens: number) {
  const completionTokens = content.split(/\s+/).filter(Boolean).length;
  return {
    id: 'chatcmpl-loopback',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

function embeddingsJson(model: string, vectors: number[][]) {
  const data: Array<{ object: string; index: number; embedding: number[] | string }> = vectors.map((embedding, index) => ({
    object: 'embedding',
    index,
    embedding,
  }));
  return { object: 'list', model, data, usage: { prompt_tokens: 0, total_tokens: 0 } };
}

function sendJson(res: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  sendText(res, status, JSON.stringify(value), headers);
}

function sendText(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
