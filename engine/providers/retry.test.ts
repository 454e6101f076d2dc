import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { ProviderError, redactSecrets } from './errors.ts';
import { backoffDelayMs, createRetrier, resolveRetryPolicy } from './retry.ts';

const transient = () => new ProviderError('provider-unavailable', 'p', 'HTTP 503: busy', { retryable: true, status: 503 });

describe('backoffDelayMs', () => {
  it('doubles its ceiling per retry, keeps within [ceiling/2, ceiling] and never exceeds the cap', () => {
    const policy = resolveRetryPolicy({ baseMs: 100, maxMs: 700 });
    const rng = createRng(1);
    for (let retry = 0; retry < 6; retry++) {
      const ceiling = Math.min(700, 100 * 2 ** retry);
      const delay = backoffDelayMs(retry, policy, rng);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });

  it('rejects negative or fractional retry counts', () => {
    expect(() => resolveRetryPolicy({ maxRetries: -1 })).toThrow(/maxRetries/);
    expect(() => resolveRetryPolicy({ maxRetries: 1.5 })).toThrow(/maxRetries/);
    expect(() => resolveRetryPolicy({ baseMs: Number.NaN })).toThrow(/backoff/);
  });
});

describe('createRetrier', () => {
  it('retries retryable failures up to maxRetries and annotates the attempts', async () => {
    const waits: number[] = [];
    const retry = createRetrier(resolveRetryPolicy({ maxRetries: 2, baseMs: 4, maxMs: 8 }), { sleep: async (ms) => void waits.push(ms) });
    let calls = 0;
    const error = await retry(async () => {
      calls++;
      throw transient();
    }).catch((e: ProviderError) => e);
    expect(calls).toBe(3);
    expect(waits).toHaveLength(2);
    expect(error.message).toBe('p: HTTP 503: busy (after 3 attempts)');
    expect(error.attempts).toBe(3);
  });

  it('stops at once on a non-retryable failure and passes foreign errors through', async () => {
    const retry = createRetrier(resolveRetryPolicy({ baseMs: 1 }), { sleep: async () => {} });
    let calls = 0;
    const fatal = new ProviderError('provider-auth', 'p', 'HTTP 401: no', { retryable: false });
    await expect(retry(async () => (calls++, Promise.reject(fatal)))).rejects.toMatchObject({ message: 'p: HTTP 401: no', attempts: 1 });
    expect(calls).toBe(1);
    await expect(retry(async () => Promise.reject(new TypeError('bug')))).rejects.toThrow(TypeError);
  });

  it('returns the first success', async () => {
    const retry = createRetrier(resolveRetryPolicy({ baseMs: 1 }), { sleep: async () => {} });
    let calls = 0;
    expect(await retry(async () => (++calls < 3 ? Promise.reject(transient()) : 'done'))).toBe('done');
    expect(calls).toBe(3);
  });
});

describe('redactSecrets', () => {
  it('removes given secrets, bearer tokens and key-shaped strings', () => {
    expect(redactSecrets('key hunter2hunter2 here', ['hunter2hunter2'])).toBe('key [REDACTED] here');
    expect(redactSecrets('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [REDACTED]');
    expect(redactSecrets('got sk-proj-AbCdEf0123456789xyz')).toBe('got [REDACTED]');
    expect(redactSecrets('plain text stays')).toBe('plain text stays');
  });
});
