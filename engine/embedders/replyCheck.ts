/**
 * Checks an embedder's reply before anything is scored with it: one vector per text, of one dimension, finite, and not
 * degenerate (all zeros for a text with words, or one vector shared by texts of different words). A degenerate reply
 * makes the embedder unavailable: it must never turn into verdicts.
 */
import { tokenize } from '../tokens.ts';

function isZero(v: Float32Array): boolean {
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) return false;
  return true;
}

function sameVector(a: Float32Array, b: Float32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether every vector equals the first although the texts hold at least two different word sequences. */
function sharedByDifferentTexts(texts: readonly string[], vectors: readonly Float32Array[]): number {
  if (vectors.length < 2 || !vectors.every((v) => sameVector(v, vectors[0]))) return 0;
  return new Set(texts.map((t) => tokenize(t).join(' '))).size;
}

/**
 * What is wrong with `vectors` as the reply for `texts`, or '' when nothing is. `dimensions` 0 means "any one
 * dimension" (an embedder that learns it from its first reply).
 */
export function replyProblem(texts: readonly string[], vectors: unknown, dimensions: number): string {
  if (!Array.isArray(vectors)) return 'no vector array';
  if (vectors.length !== texts.length) return `${vectors.length} vectors for ${texts.length} texts`;
  const dims = dimensions > 0 ? dimensions : (vectors[0] as Float32Array | undefined)?.length ?? 0;
  for (let i = 0; i < vectors.length; i++) {
    const v = vectors[i] as unknown;
    if (!(v instanceof Float32Array) || v.length === 0) return `vector ${i} that is not a Float32Array`;
    if (v.length !== dims) return `vector ${i} of ${v.length} dimensions, not ${dims}`;
    if (!v.every(Number.isFinite)) return `vector ${i} with a non-finite value`;
    if (isZero(v) && tokenize(texts[i]).length > 0) return `vector ${i} of all zeros for a text with words (degenerate)`;
  }
  const distinct = sharedByDifferentTexts(texts, vectors as Float32Array[]);
  return distinct >= 2 ? `the same vector for ${distinct} different texts (degenerate)` : '';
}
