/**
 * A deterministic stand-in embedder for cache tests: vectors derived from a text's hash, no model involved.
 */
import { hash32 } from '../engine/rng.ts';
import type { Embedder } from '../engine/types.ts';

/** A unit vector of `dims` floats determined by `text`. */
export function fakeVector(text: string, dims: number): Float32Array {
  const v = new Float32Array(dims);
  let state = hash32(text);
  let norm = 0;
  for (let i = 0; i < dims; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    v[i] = state / 4294967296 - 0.5;
    norm += v[i] * v[i];
  }
  for (let i = 0; i < dims; i++) v[i] /= Math.sqrt(norm);
  return v;
}

/** A fake embedder that counts the texts it was asked to embed. */
export function createCountingEmbedder(id = 'fake:test', fingerprint = 'fp-1', dims = 8): Embedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    id,
    dimensions: dims,
    fingerprint,
    calls,
    embed: async (texts) => {
      calls.push(texts);
      return texts.map((t) => fakeVector(t, dims));
    },
  };
}
