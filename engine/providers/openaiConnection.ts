/**
 * Shared plumbing of the OpenAI-compatible adapters: connection options (re-exported from openaiOptions.ts), the client
 * (its own retries off: ours are seeded and bounded), and the mapping of client failures to ProviderError.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { redactSecrets } from '../secrets.ts';
import { ProviderError, type ProviderErrorCode } from './errors.ts';
import type { OpenAIConnectionOptions } from './openaiOptions.ts';
import { createRetrier, resolveRetryPolicy } from './retry.ts';

export { resolveOpenAIConnection, type OpenAIConnectionOptions, type OpenAIEnvironment } from './openaiOptions.ts';

/**
 * The client used by the adapters: no client-side retries, no client logging, no Authorization header without a key;
 * `timeoutMs` is the adapter's resolved per-request timeout.
 */
export function createOpenAIClient(options: OpenAIConnectionOptions, timeoutMs: number): OpenAI {
  return new OpenAI({
    // A placeholder satisfies the client's own credential check; the header itself is removed below.
    apiKey: options.apiKey ?? 'no-key',
    adminAPIKey: null,
    organization: null,
    project: null,
    baseURL: options.baseURL ?? null,
    timeout: timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
    defaultHeaders: options.apiKey ? undefined : { Authorization: null },
  });
}

/** A retrier for `provider` built from connection options, logging each retry without secrets. */
export function createProviderRetrier(provider: string, options: OpenAIConnectionOptions) {
  const policy = resolveRetryPolicy({
    maxRetries: options.maxRetries,
    baseMs: options.backoffBaseMs,
    maxMs: options.backoffMaxMs,
    seed: options.seed,
  });
  return createRetrier(policy, {
    sleep: options.sleep,
    onRetry: (error, retry, delayMs) =>
      options.log?.(redactSecrets(`${provider}: ${error.reason}; retry ${retry + 1}/${policy.maxRetries} in ${delayMs} ms`, connectionSecrets(options))),
  });
}

/** The secrets of a connection: the API key and any credentials inside the base URL (user, password, query values). */
export function connectionSecrets(options: Pick<OpenAIConnectionOptions, 'apiKey' | 'baseURL'>): string[] {
  const secrets = options.apiKey ? [options.apiKey] : [];
  try {
    const url = new URL(options.baseURL ?? '');
    const params = [...url.searchParams].filter(([name]) => /key|token|secret|sig|auth|pass/i.test(name)).map(([, v]) => v);
    secrets.push(decodeURIComponent(url.username), decodeURIComponent(url.password), ...params);
  } catch {
    // Not a URL: nothing more to know; pattern redaction still applies.
  }
  return secrets.filter((s) => s !== '');
}

/**
 * Sends one request under a deadline covering the whole exchange, reply body included (the client's own timeout ends
 * once headers arrive, so a server that stops mid-body would hang the run); past it the request is aborted and fails
 * as a retryable `provider-timeout`.
 */
export async function sendWithDeadline<T>(provider: string, timeoutMs: number, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await send(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new ProviderError('provider-timeout', provider, `timed out after ${timeoutMs} ms`, { retryable: true });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the client failed because the connection closed while the reply body was still arriving. */
function isCutShort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return error.message === 'terminated' || ['UND_ERR_SOCKET', 'ECONNRESET', 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH'].includes(String(cause?.code));
}

/** Maps anything the client threw to a ProviderError whose message names `provider` and holds no secret. */
export function toProviderError(provider: string, error: unknown, options: OpenAIConnectionOptions, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  const clean = (text: string) => redactSecrets(text, connectionSecrets(options));
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderError('provider-timeout', provider, `timed out after ${timeoutMs} ms`, { retryable: true });
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return new ProviderError('provider-unavailable', provider, clean(`connection failed${cause}`), { retryable: true });
  }
  if (isCutShort(error)) {
    // A body cut off mid-reply is a dropped connection, like a reset: the same request may well succeed again.
    const cause = (error as { cause?: { message?: unknown } }).cause?.message;
    return new ProviderError('provider-unavailable', provider, clean(`reply cut short (${typeof cause === 'string' ? cause : (error as Error).message})`), { retryable: true });
  }
  if (error instanceof APIError && error.status !== undefined) {
    const { code, retryable } = classifyStatus(error.status);
    const reason = clean(`HTTP ${error.status}: ${serverMessage(error)}`);
    return new ProviderError(code, provider, reason, { retryable, status: error.status, retryAfterMs: retryAfterMs(error.headers) });
  }
  if (error instanceof SyntaxError) {
    return new ProviderError('provider-bad-response', provider, clean(`reply is not valid JSON: ${error.message}`), { retryable: false });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError('provider-unavailable', provider, clean(message), { retryable: false });
}

function classifyStatus(status: number): { code: ProviderErrorCode; retryable: boolean } {
  if (status === 429) return { code: 'provider-rate-limited', retryable: true };
  if (status >= 500 || status === 408) return { code: 'provider-unavailable', retryable: true };
  if (status === 401 || status === 403) return { code: 'provider-auth', retryable: false };
  if (status === 404) return { code: 'provider-not-found', retryable: false };
  if (status === 400 || status === 422) return { code: 'provider-bad-request', retryable: false };
  return { code: 'provider-unavailable', retryable: false };
}

function serverMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : error.message.replace(/^\d+\s*/, '');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const seconds = Number(headers?.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
  return undefined;
}
