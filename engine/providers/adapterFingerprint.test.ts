import { describe, expect, it } from 'vitest';
import { adapterFingerprint, endpointOf, toUnitVector } from './adapterFingerprint.ts';

describe('adapterFingerprint', () => {
  it('is 16 hex chars, independent of key order, sensitive to values', () => {
    const a = adapterFingerprint({ model: 'm', dims: 3 });
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(adapterFingerprint({ dims: 3, model: 'm' })).toBe(a);
    expect(adapterFingerprint({ model: 'm', dims: 4 })).not.toBe(a);
    expect(adapterFingerprint({ model: 'm', dims: '3' })).not.toBe(a);
  });
});

describe('endpointOf', () => {
  it('keeps host, port and path; drops scheme, credentials, query and trailing slash', () => {
    expect(endpointOf('https://user:secret@api.example.test:8443/v1/?key=abc')).toBe('api.example.test:8443/v1');
    expect(endpointOf('not a url')).toBe('invalid-url');
  });
});

describe('toUnitVector', () => {
  it('scales to unit length and rejects zero or non-finite vectors', () => {
    expect(Array.from(toUnitVector([3, 4])!)).toEqual([Math.fround(0.6), Math.fround(0.8)]);
    expect(toUnitVector([0, 0])).toBeNull();
    expect(toUnitVector([1, Number.NaN])).toBeNull();
    expect(toUnitVector([1, Infinity])).toBeNull();
  });
});
