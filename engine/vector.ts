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

/** Dot product Σ a_i·b_i of two vectors of equal dimension (4 accumulators). */
export function dot(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) {
    throw new VerityError('dimension-mismatch', `dot: vectors of dimension ${a.length} and ${b.length}`);
  }
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  const end = a.length & ~3;
  let i = 0;
  for (; i < end; i += 4) {
    s0 += a[i] * b[i];
    s1 += a[i + 1] * b[i + 1];
    s2 += a[i + 2] * b[i + 2];
    s3 += a[i + 3] * b[i + 3];
  }
  for (; i < a.length; i++) s0 += a[i] * b[i];
  return s0 + s1 + s2 + s3;
}

/** Cosine in [-1, 1] from a dot product and both squared norms; 0 when either norm is 0. */
export function cosineFromParts(dotProduct: number, aSquaredNorm: number, bSquaredNorm: number): number {
  if (aSquaredNorm === 0 || bSquaredNorm === 0) return 0;
  const c = dotProduct / Math.sqrt(aSquaredNorm * bSquaredNorm);
  // Rounding can push |c| a hair past 1 for (anti)parallel vectors.
  return c > 1 ? 1 : c < -1 ? -1 : c;
}
