/**
 * The embedder contract test kit (STYLE 3): run `describeEmbedderContract` over every embedder. It checks unit vectors
 * of the declared dimension, determinism, batch order, empty inputs and a secret-free identity.
 */
import { describe, expect, it } from 'vitest';
import type { Embedder } from '../types.ts';

/** Texts the contract embeds: plain, punctuation, numbers, non-Latin scripts, a repeat. */
export const CONTRACT_TEXTS: readonly string[] = [
  'The committee approved the budget on 5 March 2026.',
  'Revenue rose 12% to $4.1 billion.',
  'Ärzte in München behandelten 1.200 Patienten.',
  '東京は日本の首都です。',
  'The committee approved the budget on 5 March 2026.',
];

/** Largest allowed |‖v‖ − 1| and per-component difference between batched and single embeddings. */
export const CONTRACT_TOLERANCE = 1e-4;

function norm(v: Float32Array): number {
  let s = 0;
  for (const x of v) s += x * x;
  return Math.sqrt(s);
}

function maxDifference(a: Float32Array, b: Float32Array): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) d = Math.max(d, Math.abs(a[i] - b[i]));
  return d;
}

/** Registers the contract tests for one embedder; `make` may be called more than once and must give equal embedders. */
export function describeEmbedderContract(name: string, make: () => Promise<Embedder>): void {
  describe(`embedder contract: ${name}`, () => {
    let embedder: Embedder;
    const get = async () => (embedder ??= await make());

    it('returns one unit Float32Array of the declared dimension per text', async () => {
      const e = await get();
      const vectors = await e.embed([...CONTRACT_TEXTS]);
      expect(vectors).toHaveLength(CONTRACT_TEXTS.length);
      expect(e.dimensions).toBeGreaterThan(0);
      for (const v of vectors) {
        expect(v).toBeInstanceOf(Float32Array);
        expect(v.length).toBe(e.dimensions);
        expect(v.every(Number.isFinite)).toBe(true);
        expect(Math.abs(norm(v) - 1)).toBeLessThan(CONTRACT_TOLERANCE);
      }
    });

    it('is deterministic: same text, same vector, within a batch, across calls and instances', async () => {
      const e = await get();
      const [a, b] = [await e.embed([...CONTRACT_TEXTS]), await e.embed([...CONTRACT_TEXTS])];
      expect(maxDifference(a[0], a[4])).toBeLessThan(CONTRACT_TOLERANCE);
      a.forEach((v, i) => expect(maxDifference(v, b[i])).toBeLessThan(CONTRACT_TOLERANCE));
      const other = await make();
      expect(other.id).toBe(e.id);
      expect(other.fingerprint).toBe(e.fingerprint);
      const c = await other.embed([...CONTRACT_TEXTS]);
      a.forEach((v, i) => expect(maxDifference(v, c[i])).toBeLessThan(CONTRACT_TOLERANCE));
    });

    it('preserves batch order: a batch equals the texts embedded one by one', async () => {
      const e = await get();
      const batch = await e.embed([...CONTRACT_TEXTS].reverse());
      const single = await Promise.all([...CONTRACT_TEXTS].reverse().map(async (t) => (await e.embed([t]))[0]));
      batch.forEach((v, i) => expect(maxDifference(v, single[i])).toBeLessThan(CONTRACT_TOLERANCE));
      expect(maxDifference(batch[0], batch[1])).toBeGreaterThan(CONTRACT_TOLERANCE);
    });

    it('accepts an empty list and handles an empty string', async () => {
      const e = await get();
      expect(await e.embed([])).toEqual([]);
      const [empty] = await e.embed(['']);
      expect(empty.length).toBe(e.dimensions);
      expect(Math.abs(norm(empty) - 1)).toBeLessThan(CONTRACT_TOLERANCE);
    });

    it('has a non-empty id and a fingerprint free of secrets and whitespace', async () => {
      const e = await get();
      expect(e.id).toMatch(/^[a-z]+(:\S+)?$/);
      expect(e.fingerprint).toMatch(/^\S+$/);
      expect(`${e.id} ${e.fingerprint}`).not.toMatch(/sk-|Bearer|api[_-]?key/i);
    });
  });
}
