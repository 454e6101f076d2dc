import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyBodyArb, SECRET_SHAPES } from '../test/secretShapes.ts';
import { redactSecrets, secretForms } from './secrets.ts';

const noise = fc.string({ maxLength: 30 }).map((t) => t.replace(/[\s\S]/g, (c) => (/[A-Za-z0-9_-]/.test(c) ? c : ' ')));

describe('redactSecrets', () => {
  it('cuts out each shape, keeping the text around it', () => {
    expect(redactSecrets('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [REDACTED]');
    expect(redactSecrets('got sk-proj-AbCdEf0123456789xyz')).toBe('got [REDACTED]');
    expect(redactSecrets('failed: http://user:hunter2pass@host:8000/v1 refused')).toBe('failed: http://[REDACTED]@host:8000/v1 refused');
    expect(redactSecrets('https://h/v1/embeddings?api_key=abc123&x=1')).toBe('https://h/v1/embeddings?api_key=[REDACTED]&x=1');
    expect(redactSecrets('401 Bearer abc.def api_key=sk-zzzzzzzzzzzz token: "t0k"')).toBe('401 Bearer [REDACTED] api_key=[REDACTED] token: "[REDACTED]"');
    expect(redactSecrets('invalid key 0123456789abcdefXYZ', ['sk-proj-0123456789abcdefXYZ'])).toBe('invalid key [REDACTED]');
    expect(redactSecrets('plain text stays: the key findings of 2025, max_tokens=256')).toBe('plain text stays: the key findings of 2025, max_tokens=256');
  });

  it('knows a key by itself, without its letter prefixes, and URL-encoded', () => {
    expect(secretForms('sk-proj-0123456789abc')).toEqual(expect.arrayContaining(['sk-proj-0123456789abc', 'proj-0123456789abc', '0123456789abc']));
    expect(secretForms('abc')).toEqual([]);
  });

  for (const [name, shape] of SECRET_SHAPES) {
    it(`never lets a secret through: ${name}`, () => {
      fc.assert(fc.property(keyBodyArb, noise, noise, (s, before, after) => {
        const out = redactSecrets(`${before} ${shape(s)} ${after}`, [`sk-${s}`]);
        return !out.includes(s);
      }), { seed: 42, numRuns: 200 });
    });
  }
});
