/**
 * A small deterministic embedder for suite tests: each token maps to a seeded random direction, a text is the
 * normalised sum of its tokens' directions (a lexical bag of words; no model files, no network).
 */
import type { Embedder } from '../engine/types.ts';
import { tokenize } from '../engine/tokens.ts';
import { createRng, hash32 } from '../engine/rng.ts';

function tokenVector(token: string, dims: number): Float32Array {
  const rng = createRng(hash32(token));
  return Float32Array.from({ length: dims }, () => rng.next() * 2 - 1);
}

/** A bag-of-words embedder of `dims` dimensions; `fail(texts)` may throw to simulate an outage. */
export function createTestEmbedder(options: { dims?: number; id?: string; fail?: (texts: string[]) => void } = {}): Embedder & {
  calls: number;
} {
  const dims = options.dims ?? 64;
  const embedder = {
    id: options.id ?? 'test-bow',
    dimensions: dims,
    fingerprint: `test-bow-${dims}`,
    calls: 0,
    async embed(texts: string[]): Promise<Float32Array[]> {
      embedder.calls++;
      options.fail?.(texts);
      return texts.map((text) => {
        const sum = new Float32Array(dims);
        for (const token of tokenize(text)) {
          const v = tokenVector(token, dims);
          for (let i = 0; i < dims; i++) sum[i] += v[i];
        }
        const norm = Math.hypot(...sum) || 1;
        return sum.map((x) => x / norm);
      });
    },
  };
  return embedder;
}
