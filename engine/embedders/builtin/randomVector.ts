/**
 * Deterministic random-indexing vectors: dense ±1 entries drawn from a SplitMix32 stream seeded by a label's hash.
 */
import { hash32 } from '../../../generators/rng.ts';

/** Adds `weight`·r(label) to `out[offset … offset+dims)`, where r(label) has ±1/√dims entries (a unit vector). */
export function addRandomVector(label: string, seed: number, weight: number, out: Float32Array, offset: number, dims: number): void {
  let state = (hash32(label) ^ Math.imul(seed >>> 0, 0x9e3779b1)) >>> 0;
  const scale = weight / Math.sqrt(dims);
  let bits = 0;
  for (let i = 0; i < dims; i++) {
    if ((i & 31) === 0) {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
      bits = (z ^ (z >>> 15)) >>> 0;
    }
    out[offset + i] += bits & 1 ? scale : -scale;
    bits >>>= 1;
  }
}

/** A unit random vector of `dims` floats for `label`. */
export function randomUnitVector(label: string, seed: number, dims: number): Float32Array {
  const out = new Float32Array(dims);
  addRandomVector(label, seed, 1, out, 0, dims);
  return out;
}

/** Scales `v[offset … offset+dims)` to unit length in place; leaves an all-zero slice as is. Returns the old norm. */
export function normaliseInPlace(v: Float32Array, offset: number, dims: number): number {
  let sum = 0;
  for (let i = offset; i < offset + dims; i++) sum += v[i] * v[i];
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = offset; i < offset + dims; i++) v[i] /= norm;
  return norm;
}
