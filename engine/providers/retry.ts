/**
 * Bounded retries with exponential backoff and seeded jitter: same seed → same delays, so runs replay exactly.
 */
import { createRng, type Rng } from '../rng.ts';
import { ProviderError } from './errors.ts';

/** How a provider retries retryable failures. Delays are in milliseconds. */
export interface RetryPolicy {
  /** Retries after the first attempt (0 = one attempt only). */
  maxRetries: number;
  /** Backoff before retry k (0-based) is drawn from [base·2^k / 2, base·2^k], capped at `maxMs`. */
  baseMs: number;
  /** Upper bound of any single wait, including a server's Retry-After. */
  maxMs: number;
  /** Seed of the jitter source. */
  seed: number;
}

/** Defaults for real servers: 3 retries, 500 ms base, 8 s cap, seed 0. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, baseMs: 500, maxMs: 8_000, seed: 0 };

/** Hooks for tests and logging. */
export interface RetryHooks {
  /** Waits `ms` milliseconds; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /** Called before each retry with the failure and the chosen wait. */
  onRetry?: (error: ProviderError, retry: number, delayMs: number) => void;
}

/** Wait in milliseconds before retry `retry` (0-based): "equal jitter" over the capped exponential. */
export function backoffDelayMs(retry: number, policy: RetryPolicy, rng: Rng): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** retry);
  return Math.round(ceiling / 2 + rng.next() * (ceiling / 2));
}

/** A policy from partial options, validated (non-negative integers for counts, finite delays). */
export function resolveRetryPolicy(partial: Partial<RetryPolicy> = {}): RetryPolicy {
  const policy = { ...DEFAULT_RETRY_POLICY, ...stripUndefined(partial) };
  if (!Number.isInteger(policy.maxRetries) || policy.maxRetries < 0) {
    throw new RangeError(`retry: maxRetries must be a non-negative integer, got ${policy.maxRetries}`);
  }
  if (!(policy.baseMs >= 0 && policy.maxMs >= 0 && Number.isFinite(policy.baseMs + policy.maxMs))) {
    throw new RangeError(`retry: backoff delays must be finite and ≥ 0, got base ${policy.baseMs}, max ${policy.maxMs}`);
  }
  return policy;
}

/** A retrier: runs an attempt until it succeeds, fails for good, or the retries are spent; jitter comes from one seeded stream. */
export function createRetrier(policy: RetryPolicy, hooks: RetryHooks = {}) {
  const rng = createRng(policy.seed);
  const sleep = hooks.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async function withRetries<T>(attempt: (attemptIndex: number) => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(retry);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (!error.retryable || retry >= policy.maxRetries) throw error.withAttempts(retry + 1);
        const serverWait = Math.min(error.retryAfterMs ?? 0, policy.maxMs);
        const delayMs = Math.max(backoffDelayMs(retry, policy, rng), serverWait);
        hooks.onRetry?.(error, retry, delayMs);
        await sleep(delayMs);
      }
    }
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
