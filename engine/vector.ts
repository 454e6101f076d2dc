/**
 * Vector similarity for the matcher (SPEC A5): raw cosine between two embeddings.
 */
import { VerityError } from './errors.ts';

/** Cosine similarity in [-1, 1]; 0 when either vector is all zeros. Throws on a dimension mismatch. */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) {
    throw new VerityError('dimension-mismatch', `cosine: vectors of dimension ${a.length} and ${b.length}`);
  }
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return cosineFromParts(dot, normA, normB);
}

/** Squared Euclidean norm Σ v_i². */
export function squaredNorm(v: Float32Array): number {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i] * v[i];
  return s;
}

/**
 * Dot product Σ a_i·b_i of two vectors of equal dimension: accumulator j sums the terms i ≡ j (mod 4) in index order,
 * then s0 + s1 + s2 + s3 (the loop is unrolled by 8 without changing that order, so results are bit-stable).
 */
export function dot(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) {
    throw new VerityError('dimension-mismatch', `dot: vectors of dimension ${a.length} and ${b.length}`);
  }
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  const end8 = a.length & ~7;
  let i = 0;
  for (; i < end8; i += 8) {
    s0 += a[i] * b[i];
    s1 += a[i + 1] * b[i + 1];
    s2 += a[i + 2] * b[i + 2];
    s3 += a[i + 3] * b[i + 3];
    s0 += a[i + 4] * b[i + 4];
    s1 += a[i + 5] * b[i + 5];
    s2 += a[i + 6] * b[i + 6];
    s3 += a[i + 7] * b[i + 7];
  }
  const end = a.length & ~3;
  for (; i < end; i += 4) {
    s0 += a[i] * b[i];
    s1 += a[i + 1] * b[i + 1];
    s2 += a[i + 2] * b[i + 2];
    s3 += a[i + 3] * b[i + 3];
  }
  for (; i < a.length; i++) s0 += a[i] * b[i];
  return s0 + s1 + s2 + s3;
}

/**
 * `dot(a, b)`, with Σ a_i² (exactly `squaredNorm(a)`, same order) written to `out[0]`: the norm's sequential sum runs
 * beside the four dot accumulators instead of after them, so a claim's norm costs almost nothing over its first dot.
 */
export function dotAndSquaredNorm(a: Float32Array, b: Float32Array, out: Float64Array): number {
  if (a.length !== b.length) {
    throw new VerityError('dimension-mismatch', `dot: vectors of dimension ${a.length} and ${b.length}`);
  }
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let norm = 0;
  const end = a.length & ~3;
  let i = 0;
  for (; i < end; i += 4) {
    const a0 = a[i];
    const a1 = a[i + 1];
    const a2 = a[i + 2];
    const a3 = a[i + 3];
    s0 += a0 * b[i];
    s1 += a1 * b[i + 1];
    s2 += a2 * b[i + 2];
    s3 += a3 * b[i + 3];
    norm += a0 * a0;
    norm += a1 * a1;
    norm += a2 * a2;
    norm += a3 * a3;
  }
  for (; i < a.length; i++) {
    s0 += a[i] * b[i];
    norm += a[i] * a[i];
  }
  out[0] = norm;
  return s0 + s1 + s2 + s3;
}

/** Cosine in [-1, 1] from a dot product and both squared norms; 0 when either norm is 0. */
export function cosineFromParts(dotProduct: number, aSquaredNorm: number, bSquaredNorm: number): number {
  if (aSquaredNorm === 0 || bSquaredNorm === 0) return 0;
  const c = dotProduct / Math.sqrt(aSquaredNorm * bSquaredNorm);
  // Rounding can push |c| a hair past 1 for (anti)parallel vectors.
  return c > 1 ? 1 : c < -1 ? -1 : c;
}
