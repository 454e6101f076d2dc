import { describe, expect, it } from 'vitest';
import { cosine, cosineFromParts, dot, squaredNorm } from './vector.ts';

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
