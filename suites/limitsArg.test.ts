import { describe, expect, it } from 'vitest';
import { limitsArg } from './limitsArg.ts';

describe('limitsArg', () => {
  it('writes each limit that was set, in the order --timeout-ms, --retries', () => {
    expect(limitsArg({ timeoutMs: 200, maxRetries: 0 })).toBe(' --timeout-ms 200 --retries 0');
    expect(limitsArg({ timeoutMs: 10_000 })).toBe(' --timeout-ms 10000');
    expect(limitsArg({ maxRetries: 3 })).toBe(' --retries 3');
  });

  it('writes nothing for a limit not set (never a default)', () => {
    expect(limitsArg({})).toBe('');
    expect(limitsArg({ timeoutMs: undefined, maxRetries: undefined })).toBe('');
  });

  it('writes only the limits of a request carrying connection settings too', () => {
    const request = { timeoutMs: 5, maxRetries: 1, apiKey: 'sk-limits-arg-secret-0001', baseURL: 'http://u:pw-0001@127.0.0.1:9/v1' };
    expect(limitsArg(request)).toBe(' --timeout-ms 5 --retries 1');
  });
});
