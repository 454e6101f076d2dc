import { describe, expect, it } from 'vitest';
import { cosine, cosineFromParts, dot, dotAndSquaredNorm, squaredNorm } from './vector.ts';

describe('cosine', () => {
  it('is raw cosine in [-1, 1], 0 for a zero vector, and rejects mismatched dimensions', () => {
    expect(cosine(new Float32Array([1, 0]), new Float32Array([0, 1]))).toBe(0);
    expect(cosine(new Float32Array([1, 1]), new Float32Array([-2, -2]))).toBe(-1);
    expect(cosine(new Float32Array([3, 4]), new Float32Array([3, 4]))).toBe(1);
    expect(cosine(new Float32Array([0, 0]), new Float32Array([1, 2]))).toBe(0);
    expect(() => cosine(new Float32Array(2), new Float32Array(3))).toThrow(/dimension/);
  });
});

describe('dot and cosineFromParts', () => {
  it('agree with cosine on every dimension remainder', () => {
    for (const dim of [1, 2, 3, 4, 5, 7, 384]) {
      const a = Float32Array.from({ length: dim }, (_, i) => Math.sin(i + 2));
      const b = Float32Array.from({ length: dim }, (_, i) => Math.cos(5 * i));
      expect(cosineFromParts(dot(a, b), squaredNorm(a), squaredNorm(b))).toBeCloseTo(cosine(a, b), 12);
    }
    expect(cosineFromParts(1, 0, 1)).toBe(0);
    expect(() => dot(new Float32Array(1), new Float32Array(2))).toThrow(/dimension/);
  });
});

describe('dot summation order', () => {
  /** The reference order: four accumulators over i mod 4, in index order, then s0 + s1 + s2 + s3. */
  function dotByResidue(a: Float32Array, b: Float32Array): number {
    const sums = [0, 0, 0, 0];
    const whole = a.length & ~3;
    for (let i = 0; i < whole; i++) sums[i % 4] += a[i] * b[i];
    for (let i = whole; i < a.length; i++) sums[0] += a[i] * b[i];
    return sums[0] + sums[1] + sums[2] + sums[3];
  }

  it('is bit-identical to four residue accumulators for every length remainder mod 8', () => {
    for (const dim of [0, 1, 3, 4, 5, 7, 8, 9, 12, 15, 16, 383, 384, 385]) {
      const a = Float32Array.from({ length: dim }, (_, i) => Math.sin(7 * i + 1) * 1e3);
      const b = Float32Array.from({ length: dim }, (_, i) => Math.cos(3 * i) / 7);
      expect(Object.is(dot(a, b), dotByResidue(a, b))).toBe(true);
    }
  });
});

describe('dotAndSquaredNorm', () => {
  it('returns exactly dot(a, b) and writes exactly squaredNorm(a), for every length remainder', () => {
    const out = new Float64Array(1);
    for (const dim of [0, 1, 3, 4, 5, 7, 8, 9, 383, 384]) {
      const a = Float32Array.from({ length: dim }, (_, i) => Math.sin(5 * i + 3) * 11);
      const b = Float32Array.from({ length: dim }, (_, i) => Math.cos(2 * i + 1) / 3);
      expect(Object.is(dotAndSquaredNorm(a, b, out), dot(a, b))).toBe(true);
      expect(Object.is(out[0], squaredNorm(a))).toBe(true);
    }
    expect(() => dotAndSquaredNorm(new Float32Array(1), new Float32Array(2), out)).toThrow(/dimension/);
  });
});
