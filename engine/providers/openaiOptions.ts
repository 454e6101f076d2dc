/**
 * Connection options of the OpenAI-compatible adapters and their environment defaults, apart from the client so that
 * registries can read them without loading the `openai` package (start-up cost of every run).
 */
import type { RetryHooks } from './retry.ts';

/** Connection settings common to every OpenAI-compatible adapter. */
export interface OpenAIConnectionOptions {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:8000/v1` (vLLM, Ollama, TEI). */
  baseURL?: string;
  /** Sent as a bearer token; never logged, recorded or put in a message. */
  apiKey?: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
  /** Retries after the first attempt on 429, 5xx, timeouts and dropped connections. */
  maxRetries?: number;
  /** Backoff base in milliseconds (tests use 1–10). */
  backoffBaseMs?: number;
  /** Cap of one backoff wait in milliseconds. */
  backoffMaxMs?: number;
  /** Seed of the backoff jitter. */
  seed?: number;
  /** Receives one line per retry or fallback; lines never hold secrets. */
  log?: (line: string) => void;
  /** Replaces the real wait between retries (tests). */
  sleep?: RetryHooks['sleep'];
}

/** Default per-request timeout of embedding calls (`openai:` embedder), in milliseconds. */
export const DEFAULT_EMBED_TIMEOUT_MS = 30_000;
/** Default per-request timeout of chat calls (`openai:` LLM provider), in milliseconds. */
export const DEFAULT_CHAT_TIMEOUT_MS = 30_000;

/** The per-request limits a caller (CLI, suite) sets on every provider it builds: deadline and retry count. */
export type ProviderLimits = Pick<OpenAIConnectionOptions, 'timeoutMs' | 'maxRetries'>;

/** Environment variables the adapters read when options leave a setting out. */
export interface OpenAIEnvironment {
  VERITY_OPENAI_BASE_URL?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
}

/** Fills `baseURL` from VERITY_OPENAI_BASE_URL, then OPENAI_BASE_URL, and `apiKey` from OPENAI_API_KEY, when not given. */
export function resolveOpenAIConnection<T extends { baseURL?: string; apiKey?: string }>(
  options: T,
  env: OpenAIEnvironment = process.env,
): T {
  return {
    ...options,
    baseURL: options.baseURL || env.VERITY_OPENAI_BASE_URL || env.OPENAI_BASE_URL || undefined,
    apiKey: options.apiKey || env.OPENAI_API_KEY || undefined,
  };
}
