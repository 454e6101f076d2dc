import { afterEach, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../test/loopback/server.ts';
import { VerityError } from '../errors.ts';
import { LLM_KINDS, resolveLlm, splitProviderId } from './registry.ts';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('resolveLlm', () => {
  it('lists its kinds literally', () => {
    expect(LLM_KINDS.map((k) => k.kind)).toEqual(['openai']);
  });

  it('suggests the near kind for a typo', () => {
    const error = (() => {
      try {
        resolveLlm('opnai:gpt-4o-mini', {}, {});
      } catch (e) {
        return e as VerityError;
      }
    })();
    expect(error?.code).toBe('unknown-llm');
    expect(error?.message).toBe("llm: unknown id 'opnai'. Did you mean 'openai'? Known: openai.");
  });

  it('rejects an id without a model', () => {
    expect(() => resolveLlm('openai', {}, {})).toThrow(/^llm: id 'openai' must look like '<kind>:<model>'/);
    expect(() => resolveLlm('openai:', {}, {})).toThrow(VerityError);
  });

  it('keeps colons and slashes in model names', () => {
    expect(splitProviderId('llm', 'openai:ollama/llama3:8b')).toEqual({ kind: 'openai', model: 'ollama/llama3:8b' });
  });

  it('takes base URL and key from options first, then VERITY_OPENAI_BASE_URL, OPENAI_BASE_URL and OPENAI_API_KEY', async () => {
    server = await startLoopbackServer({ chatContent: 'hi' });
    const env = { VERITY_OPENAI_BASE_URL: server.url, OPENAI_BASE_URL: 'http://127.0.0.1:1/v1', OPENAI_API_KEY: 'sk-env-key-000000000000' };
    const fromEnv = resolveLlm('openai:m', { maxRetries: 0 }, env);
    expect(fromEnv.id).toBe('openai:m');
    expect((await fromEnv.complete([{ role: 'user', content: 'x' }])).text).toBe('hi');
    expect(server.requests[0].headers.authorization).toBe('[REDACTED]');
    const fromOptions = resolveLlm('openai:m', { baseURL: server.url, maxRetries: 0 }, { OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' });
    expect((await fromOptions.complete([{ role: 'user', content: 'x' }])).text).toBe('hi');
    expect(server.requests[1].headers.authorization).toBeUndefined();
    const fallback = resolveLlm('openai:m', { maxRetries: 0 }, { OPENAI_BASE_URL: server.url });
    expect((await fallback.complete([{ role: 'user', content: 'x' }])).text).toBe('hi');
  });
});
