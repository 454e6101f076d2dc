/**
 * LLM providers by id `<kind>:<model>` (e.g. `openai:gpt-4o-mini`). The kinds are a literal list.
 */
import { unknownName, VerityError } from '../errors.ts';
import type { LlmProvider } from '../types.ts';
import { resolveOpenAIConnection, type OpenAIConnectionOptions, type OpenAIEnvironment } from '../providers/openaiOptions.ts';
import { createOpenAIChat } from './openai.ts';

/** Options a caller (CLI, suite) may pass when resolving an LLM; unset connection fields come from the environment. */
export interface LlmResolveOptions extends OpenAIConnectionOptions {
  jsonMode?: 'auto' | 'on' | 'off';
}

/** One LLM kind: how to build a provider for a model name. */
interface LlmKind {
  kind: string;
  describe: string;
  create(model: string, options: LlmResolveOptions, env: OpenAIEnvironment): LlmProvider;
}

/** Every LLM kind, as a literal list. */
export const LLM_KINDS: readonly LlmKind[] = [
  {
    kind: 'openai',
    describe: 'OpenAI-compatible chat completions (OpenAI, vLLM, Ollama, TEI); base URL from options, VERITY_OPENAI_BASE_URL or OPENAI_BASE_URL',
    create: (model, options, env) => createOpenAIChat({ ...resolveOpenAIConnection(options, env), model }),
  },
];

/** Splits `<kind>:<model>`; the model may itself contain `:` or `/`. Throws `bad-<owner>-id` when either part is empty. */
export function splitProviderId(owner: string, id: string): { kind: string; model: string } {
  const colon = id.indexOf(':');
  const kind = colon < 0 ? id : id.slice(0, colon);
  const model = colon < 0 ? '' : id.slice(colon + 1);
  if (!kind || !model) {
    throw new VerityError(`bad-${owner}-id`, `${owner}: id '${id}' must look like '<kind>:<model>', e.g. 'openai:gpt-4o-mini'`);
  }
  return { kind, model };
}

/** The provider for `id`; unknown kinds throw `unknown-llm` with near names. Reads env only for unset connection fields. */
export function resolveLlm(id: string, options: LlmResolveOptions = {}, env: OpenAIEnvironment = process.env): LlmProvider {
  const known = LLM_KINDS.map((k) => k.kind);
  const kindOnly = id.includes(':') ? id.slice(0, id.indexOf(':')) : id;
  const entry = LLM_KINDS.find((k) => k.kind === kindOnly);
  if (!entry) throw unknownName('llm', kindOnly, known);
  const { model } = splitProviderId('llm', id);
  return entry.create(model, options, env);
}
