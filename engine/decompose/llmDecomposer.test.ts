import { describe, expect, it } from 'vitest';
import { ProviderError } from '../providers/errors.ts';
import type { ChatMessage, LlmProvider } from '../types.ts';
import { createLlmDecomposer } from './llmDecomposer.ts';
import { DECOMPOSE_SYSTEM_PROMPT } from './prompt.ts';
import { DecomposeError } from './types.ts';

const draft = 'Revenue rose 5% [S1]. Costs fell.';
const good = JSON.stringify({ claims: [{ claimText: 'Revenue rose 5%', draftSpan: [0, 20], citedMarkers: ['S1'] }] });

/** A provider answering from a script; records every call's messages and options. */
function scriptedProvider(replies: Array<string | Error>): LlmProvider & { calls: Array<{ messages: ChatMessage[]; options: unknown }> } {
  const calls: Array<{ messages: ChatMessage[]; options: unknown }> = [];
  return {
    id: 'fake:model-1',
    calls,
    async complete(messages, options) {
      calls.push({ messages, options });
      const next = replies[calls.length - 1] ?? replies[replies.length - 1];
      if (next instanceof Error) throw next;
      return { text: next, usage: { inputTokens: 10, outputTokens: 5 } };
    },
  };
}

describe('LLM decomposer', () => {
  it('pins temperature 0, asks for JSON with the fixed prompt and records its model id', async () => {
    const provider = scriptedProvider([good]);
    const d = createLlmDecomposer(provider);
    expect(d.id).toBe('fake:model-1');
    expect(await d.decompose(draft)).toEqual([{ claimText: 'Revenue rose 5%', draftSpan: [0, 20], citedMarkers: ['S1'] }]);
    expect(provider.calls[0].options).toEqual({ json: true, temperature: 0 });
    expect(provider.calls[0].messages[0]).toEqual({ role: 'system', content: DECOMPOSE_SYSTEM_PROMPT });
    expect(provider.calls[0].messages[1].content).toContain(draft);
  });

  it('retries malformed output with the rejection shown to the model, summing usage', async () => {
    const provider = scriptedProvider(['Sure! Here you go.', JSON.stringify([{ claimText: 'x', draftSpan: [0, 99] }]), good]);
    const outcome = await createLlmDecomposer(provider).decomposeWithUsage!(draft);
    expect(outcome).toMatchObject({ attempts: 3, usage: { inputTokens: 30, outputTokens: 15 } });
    const retry = provider.calls[2].messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: JSON.stringify([{ claimText: 'x', draftSpan: [0, 99] }]) });
    expect(retry.at(-1)?.content).toMatch(/rejected: decompose: malformed output: claims\[0\]\.draftSpan \[0, 99\]/);
  });

  it('throws DecomposeError decompose-failed after 3 malformed attempts', async () => {
    const provider = scriptedProvider(['not json']);
    const err = await createLlmDecomposer(provider).decompose(draft).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DecomposeError);
    expect(err).toMatchObject({ code: 'decompose-failed', attempts: 3, provider: undefined });
    expect((err as DecomposeError).reasons).toHaveLength(3);
    expect(provider.calls).toHaveLength(3);
  });

  it('a provider failure ends decomposition at once with its reason (providers own their retries)', async () => {
    const failure = new ProviderError('provider-unavailable', 'fake:model-1', 'HTTP 503 (after 4 attempts)', { retryable: true });
    const provider = scriptedProvider([failure]);
    const err = (await createLlmDecomposer(provider).decompose(draft).catch((e: unknown) => e)) as DecomposeError;
    expect(err).toBeInstanceOf(DecomposeError);
    expect(err.provider).toEqual({ code: 'provider-unavailable', detail: 'fake:model-1: HTTP 503 (after 4 attempts)' });
    expect(provider.calls).toHaveLength(1);
  });

  it('lets programming errors through untouched', async () => {
    const provider = scriptedProvider([new TypeError('boom')]);
    await expect(createLlmDecomposer(provider).decompose(draft)).rejects.toThrow(TypeError);
  });
});
