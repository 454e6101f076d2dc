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
  if (normA === 0 || normB === 0) return 0;
  const c = dot / Math.sqrt(normA * normB);
  // Rounding can push |c| a hair past 1 for (anti)parallel vectors.
  return c > 1 ? 1 : c < -1 ? -1 : c;
}
