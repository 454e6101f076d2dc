/**
 * Fault tests of the pipeline against the loopback OpenAI-compatible server (127.0.0.1 only): a provider fault is
 * always `unavailable: <reason>`, never a silent pass; malformed or out-of-bounds output is retried.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatReply, errorReply, startLoopbackServer, type LoopbackServer } from '../test/loopback/server.ts';
import { hash32 } from './rng.ts';
import { createLlmDecomposer } from './decompose/llmDecomposer.ts';
import { resolveLlm } from './llm/registry.ts';
import { tokenize } from './tokens.ts';
import type { Embedder, EvidenceSpan } from './types.ts';
import { verify } from './verify.ts';

const API_KEY = 'sk-loopback-secret-0123456789';
const draft = 'Revenue rose 5% in 2020 [S1]. Shareholders sued the auditors in Oslo.';
const plan: EvidenceSpan[] = [{ id: 'e1', text: 'Revenue rose 5% in 2020, the annual report says.' }];
const claimsJson = JSON.stringify({
  claims: [
    { claimText: 'Revenue rose 5% in 2020', draftSpan: [0, 28], citedMarkers: ['S1'] },
    { claimText: 'Shareholders sued the auditors in Oslo', draftSpan: [30, draft.length] },
  ],
});

/** Offline bag-of-words embedder (the faults under test are the LLM's). */
const embedder: Embedder = {
  id: 'fake-bow',
  dimensions: 64,
  fingerprint: 'fake-bow-v1',
  async embed(texts) {
    return texts.map((t) => {
      const v = new Float32Array(64);
      for (const tok of tokenize(t)) v[hash32(tok) % 64] += 1;
      const norm = Math.hypot(...v) || 1;
      return v.map((x) => x / norm);
    });
  },
};

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function llmVerify(options: { timeoutMs?: number; maxRetries?: number } = {}) {
  const llm = resolveLlm('openai:loopback-model', { baseURL: server.url, apiKey: API_KEY, backoffBaseMs: 1, maxRetries: 2, ...options }, {});
  return verify(draft, plan, { embedder, decomposer: createLlmDecomposer(llm) });
}
const chatRequests = () => server.requests.filter((r) => r.path.endsWith('/chat/completions'));

describe('verify with an LLM decomposer against the loopback server', () => {
  it('a fenced JSON reply → verified, with usage and the decompose model recorded', async () => {
    server.setScript({ chat: [chatReply('```json\n' + claimsJson + '\n```')] });
    const r = await llmVerify();
    expect(r.verification).toBe('verified');
    expect(r.claims.map((c) => c.verdict)).toEqual(['supported', 'unsupported']);
    expect(r.models.decompose).toBe('openai:loopback-model');
    expect(r.usage.outputTokens).toBeGreaterThan(0);
    expect((chatRequests()[0].body as { temperature: number }).temperature).toBe(0);
  });

  it('malformed output three times → unavailable: decompose failed', async () => {
    server.setScript({ chat: [chatReply('I cannot help with that.'), chatReply('{"claims": ['), chatReply('{"result": 1}')] });
    const r = await llmVerify();
    expect(r.verification).toBe('unavailable: decompose failed');
    expect(r.claims).toEqual([]);
    expect(chatRequests()).toHaveLength(3);
  });

  it('429 then success → verified', async () => {
    server.setScript({ chat: [errorReply(429, 'rate limited', { headers: { 'retry-after-ms': '1' } }), chatReply(claimsJson)] });
    const r = await llmVerify();
    expect(r.verification).toBe('verified');
    expect(chatRequests()).toHaveLength(2);
  });

  it('a timeout → unavailable with the reason', async () => {
    server.setScript({ chat: [{ ...chatReply(claimsJson), delayMs: 2_000 }] });
    const r = await llmVerify({ timeoutMs: 100, maxRetries: 0 });
    expect(r.verification).toBe('unavailable: decompose failed: openai:loopback-model: timed out after 100 ms');
    expect(r.verification).not.toContain(API_KEY);
  });

  it('a broken HTTP body is a provider fault → unavailable with the reason', async () => {
    server.setScript({ chat: [{ body: '{"choices": [' }] });
    const r = await llmVerify({ maxRetries: 0 });
    expect(r.verification).toMatch(/^unavailable: decompose failed: openai:loopback-model: .*JSON/);
  });

  it('an outage (500 on every attempt) → unavailable, never verified', async () => {
    server.setScript({ chat: [errorReply(500, 'down'), errorReply(500, 'down'), errorReply(500, 'down')] });
    const r = await llmVerify();
    expect(r.verification).toMatch(/^unavailable: decompose failed: openai:loopback-model: /);
  });

  it('an out-of-bounds span → retried, then verified', async () => {
    const outOfBounds = JSON.stringify({ claims: [{ claimText: 'Revenue rose', draftSpan: [0, draft.length + 5] }] });
    server.setScript({ chat: [chatReply(outOfBounds), chatReply(claimsJson)] });
    const r = await llmVerify();
    expect(r.verification).toBe('verified');
    expect(chatRequests()).toHaveLength(2);
    expect(JSON.stringify(chatRequests()[1].body)).toContain('outside the draft');
  });
});
