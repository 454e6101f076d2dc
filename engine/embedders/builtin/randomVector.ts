/**
 * Deterministic sparse random-indexing vectors: `nonZeros` positions of a `dims`-vector, each ±1/√nonZeros, drawn from a
 * SplitMix32 stream seeded by a label's hash. Two such vectors have expected dot 0 and variance 1/dims, like dense ones.
 */
import { hash32 } from '../../rng.ts';

/** A sparse unit vector: `index[i]` holds `value[i]` (indices may repeat; their values then add). */
export interface SparseVector {
  index: Uint16Array;
  value: Float32Array;
}

/** The sparse random vector of `label`. */
export function sparseRandomVector(label: string, seed: number, dims: number, nonZeros: number): SparseVector {
  const index = new Uint16Array(nonZeros);
  const value = new Float32Array(nonZeros);
  writeSparseRandom(label, seed, dims, nonZeros, index, value, 0);
  return { index, value };
}

/** Writes the sparse random vector of `label` into `index`/`value` at `[at, at + nonZeros)` (flat storage for bulk use). */
export function writeSparseRandom(
  label: string,
  seed: number,
  dims: number,
  nonZeros: number,
  index: Uint16Array,
  value: Float32Array,
  at: number,
): void {
  let state = (hash32(label) ^ Math.imul(seed >>> 0, 0x9e3779b1)) >>> 0;
  const magnitude = 1 / Math.sqrt(nonZeros);
  for (let k = 0; k < nonZeros; k++) {
    const i = at + k;
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
    z = (z ^ (z >>> 15)) >>> 0;
    index[i] = (z >>> 1) % dims;
    value[i] = z & 1 ? magnitude : -magnitude;
  }
}

/** Adds `weight`·`v` into `out[offset … offset+dims)`. */
export function addSparse(v: SparseVector, weight: number, out: Float32Array, offset: number): void {
  for (let i = 0; i < v.index.length; i++) out[offset + v.index[i]] += weight * v.value[i];
}

/** Scales `v[offset … offset+dims)` to unit length in place; leaves an all-zero slice as is. Returns the old norm. */
export function normaliseInPlace(v: Float32Array, offset: number, dims: number): number {
  let sum = 0;
  for (let i = offset; i < offset + dims; i++) sum += v[i] * v[i];
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = offset; i < offset + dims; i++) v[i] /= norm;
  return norm;
}
