/**
 * The `openai:<model>` chat provider: any OpenAI-compatible `/v1/chat/completions` (OpenAI, vLLM, Ollama, TEI),
 * temperature 0 by default, JSON mode when asked for and the server has it, bounded seeded retries, a timeout.
 */
import type { ChatMessage, LlmProvider } from '../types.ts';
import { ProviderError } from '../providers/errors.ts';
import {
  createOpenAIClient,
  createProviderRetrier,
  sendWithDeadline,
  toProviderError,
  type OpenAIConnectionOptions,
} from '../providers/openaiConnection.ts';
import { DEFAULT_CHAT_TIMEOUT_MS } from '../providers/openaiOptions.ts';



/** Options of createOpenAIChat. */
export interface OpenAIChatOptions extends OpenAIConnectionOptions {
  model: string;
  /**
   * `response_format: json_object` on `complete(…, { json: true })`: `auto` (default) sends it and, on a 400 saying the
   * server does not support it, retries once without and stops sending it; `on` always sends it; `off` never does.
   */
  jsonMode?: 'auto' | 'on' | 'off';
}

/** An LlmProvider with id `openai:<model>` over an OpenAI-compatible chat endpoint. */
export function createOpenAIChat(options: OpenAIChatOptions): LlmProvider {
  const id = `openai:${options.model}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHAT_TIMEOUT_MS;
  const jsonMode = options.jsonMode ?? 'auto';
  const client = createOpenAIClient(options, timeoutMs);
  const withRetries = createProviderRetrier(id, options);
  let serverRejectsJsonMode = false;

  async function request(messages: ChatMessage[], temperature: number, json: boolean) {
    const body = { model: options.model, messages, temperature, ...(json ? { response_format: { type: 'json_object' as const } } : {}) };
    const completion = await sendWithDeadline(id, timeoutMs, (signal) => client.chat.completions.create(body, { signal })).catch((error: unknown) => {
      throw toProviderError(id, error, options, timeoutMs);
    });
    const content = completion?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') {
      throw new ProviderError('provider-bad-response', id, 'reply has no choices[0].message.content string', { retryable: false });
    }
    const usage = completion.usage;
    return { text: content, usage: { inputTokens: usage?.prompt_tokens ?? 0, outputTokens: usage?.completion_tokens ?? 0 } };
  }

  return {
    id,
    async complete(messages, callOptions = {}) {
      const temperature = callOptions.temperature ?? 0;
      const wantJson = !!callOptions.json && jsonMode !== 'off' && !(jsonMode === 'auto' && serverRejectsJsonMode);
      try {
        return await withRetries(() => request(messages, temperature, wantJson));
      } catch (error) {
        if (!(wantJson && jsonMode === 'auto' && rejectsResponseFormat(error))) throw error;
        serverRejectsJsonMode = true;
        options.log?.(`${id}: server rejected response_format; retrying without JSON mode`);
        return await withRetries(() => request(messages, temperature, false));
      }
    },
  };
}

function rejectsResponseFormat(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    error.code === 'provider-bad-request' &&
    /response_format|json_object|json mode/i.test(error.reason)
  );
}
