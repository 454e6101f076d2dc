import { describe, expect, it } from 'vitest';
import { buildTrace, isSecretKey, sanitizeRequest, tracePlan } from './record.ts';

const result = {
  verification: 'verified',
  claims: [],
  policy: 'flag' as const,
  models: { decompose: 'rule-based-v1', embed: 'fake', scoreModel: 'v1', scoreModelFingerprint: 'abc', embedFingerprint: 'def' },
  usage: { inputTokens: 1, outputTokens: 2 },
};

describe('sanitizeRequest', () => {
  it('drops secret-named fields and headers at any depth, keeping everything else', () => {
    const request = {
      model: 'gpt-4o-mini',
      max_tokens: 256,
      apiKey: 'sk-live-123456789',
      api_key: 'k',
      headers: { Authorization: 'Bearer abc', 'X-Api-Key': 'k2', 'Content-Type': 'application/json' },
      nested: [{ password: 'p', access_token: 't', client_secret: 's', keep: 1 }],
      headerPairs: [['authorization', 'Bearer z'], ['accept', 'json']],
      note: 'Bearer leaked-in-a-string',
    };
    const clean = sanitizeRequest(request);
    expect(clean).toEqual({
      model: 'gpt-4o-mini',
      max_tokens: 256,
      headers: { 'Content-Type': 'application/json' },
      nested: [{ keep: 1 }],
      headerPairs: [['accept', 'json']],
      note: '[REDACTED]',
    });
    expect(request.headers.Authorization).toBe('Bearer abc');
  });

  it('cuts a key or bearer token out of the middle of a string, keeping the rest', () => {
    const clean = sanitizeRequest({
      url: 'https://llm.example/v1/chat?api_key=sk-proj-A1b2C3d4E5f6G7h8&stream=false',
      note: 'retried with header Bearer abc.def.ghi after a 401',
      prompt: 'Summarise the key findings of the 2025 report.',
    });
    expect(clean).toEqual({
      url: 'https://llm.example/v1/chat?api_key=[REDACTED]&stream=false',
      note: 'retried with header Bearer [REDACTED] after a 401',
      prompt: 'Summarise the key findings of the 2025 report.',
    });
  });

  it('classifies names, not substrings of harmless ones', () => {
    for (const k of ['Authorization', 'proxy-authorization', 'x-api-key', 'apiKey', 'OPENAI_API_KEY', 'token', 'refreshToken', 'secret', 'password', 'Cookie']) {
      expect(isSecretKey(k), k).toBe(true);
    }
    for (const k of ['max_tokens', 'usage_input_tokens', 'tokenizer', 'model', 'prompt']) expect(isSecretKey(k), k).toBe(false);
  });
});

describe('buildTrace', () => {
  it('records the GenerationTrace fields (SPEC A9) in snake_case, the pre-redaction draft and a plan hash', () => {
    const plan = [{ id: 'e1', text: 'A.', masked: [[0, 1]] as Array<[number, number]> }, { id: 'c1', text: 'B.', class: 'cache' as const }];
    const t = buildTrace({ draft: 'A rose.', plan, result, request: { apiKey: 'sk-secret-0000000', q: 'x' }, prompt: 'P', ts: 7 });
    expect(t).toMatchObject({
      kind: 'generation',
      request: { q: 'x' },
      draft: 'A rose.',
      verification: 'verified',
      usage_input_tokens: 1,
      usage_output_tokens: 2,
      ts: 7,
      models: { decompose: 'rule-based-v1', embed: 'fake', score_model: 'v1', gen: '' },
      plan: { truth_count: 1 },
    });
    expect(t.plan_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(t.prompt_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(t.query_id).toMatch(/^[0-9a-f]{20}$/);
    expect(JSON.stringify(t)).not.toContain('sk-secret');
    expect(tracePlan(plan).spans[0]).toEqual({ id: 'e1', class: 'truth', text: 'A.', masked: [[0, 1]] });
  });

  it('is deterministic for the same input', () => {
    const a = buildTrace({ draft: 'd', plan: [], result, ts: 1 });
    const b = buildTrace({ draft: 'd', plan: [], result, ts: 1 });
    expect(a).toEqual(b);
  });
});
