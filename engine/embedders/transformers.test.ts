import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeTinyBertModel, type TinyBertModel } from '../../test/fixtures/tinyModel.ts';
import { cosine } from '../vector.ts';
import { ProviderError } from '../providers/errors.ts';
import { createTransformersEmbedder } from './transformers.ts';

let modelsDir: string;
let tiny: TinyBertModel;
beforeAll(async () => {
  modelsDir = await mkdtemp(path.join(os.tmpdir(), 'verity-tiny-'));
  tiny = await writeTinyBertModel(modelsDir);
});
afterAll(async () => {
  await rm(modelsDir, { recursive: true, force: true });
});

/** Mean of the embedding rows of `tokens` (the fixture's model is a bare lookup), scaled to unit length. */
function expectedVector(tokens: string[]): number[] {
  const sum = new Array<number>(tiny.hiddenSize).fill(0);
  for (const token of tokens) {
    const row = tiny.vocab.indexOf(token);
    expect(row).toBeGreaterThanOrEqual(0);
    for (let j = 0; j < tiny.hiddenSize; j++) sum[j] += tiny.embeddings[row * tiny.hiddenSize + j];
  }
  const norm = Math.hypot(...sum);
  return sum.map((x) => x / norm);
}

describe('createTransformersEmbedder (tiny local model through the real pipeline)', () => {
  it('returns unit vectors of the model width equal to mean-pooled token embeddings', async () => {
    const embedder = await createTransformersEmbedder({ model: tiny.modelId, modelsDir });
    expect(embedder.id).toBe('transformers:verity-test/tiny-bert');
    expect(embedder.dimensions).toBe(16);
    const [cat, cats] = await embedder.embed(['The cat sat.', 'cats']);
    expect(Math.hypot(...cat)).toBeCloseTo(1, 5);
    const want = expectedVector(['[CLS]', 'the', 'cat', 'sat', '.', '[SEP]']);
    cat.forEach((x, j) => expect(x).toBeCloseTo(want[j], 5));
    const wantCats = expectedVector(['[CLS]', 'cat', '##s', '[SEP]']);
    cats.forEach((x, j) => expect(x).toBeCloseTo(wantCats[j], 5));
  });

  it('puts similar token sequences closer than different ones, and ignores padding', async () => {
    const embedder = await createTransformersEmbedder({ model: tiny.modelId, modelsDir });
    const [a, b, c] = await embedder.embed(['the cat sat on the mat', 'the cat sat on a mat', 'revenue rose 2026 percent in march']);
    expect(cosine(a, b)).toBeGreaterThan(cosine(a, c));
    const [alone] = await embedder.embed(['the cat sat on a mat']);
    expect(Array.from(alone)).toEqual(Array.from(b));
  });

  it('is deterministic: same texts and model folder → same vectors and fingerprint', async () => {
    const first = await createTransformersEmbedder({ model: tiny.modelId, modelsDir });
    const second = await createTransformersEmbedder({ model: tiny.modelId, modelsDir });
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(first.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(Array.from((await first.embed(['paris is the capital of france']))[0])).toEqual(
      Array.from((await second.embed(['paris is the capital of france']))[0]),
    );
    expect(first.fingerprint).not.toContain(modelsDir);
  });

  it('changes the fingerprint when the model weights change', async () => {
    const other = await writeTinyBertModel(modelsDir, { modelId: 'verity-test/tiny-bert-seed2', seed: 2 });
    const base = await createTransformersEmbedder({ model: tiny.modelId, modelsDir });
    const reseeded = await createTransformersEmbedder({ model: other.modelId, modelsDir });
    expect(reseeded.fingerprint).not.toBe(base.fingerprint);
  });

  it('embeds more texts than one batch, in order', async () => {
    const embedder = await createTransformersEmbedder({ model: tiny.modelId, modelsDir });
    const texts = Array.from({ length: 70 }, (_, i) => (i % 2 ? 'the dog ran' : 'a river flows north'));
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(70);
    expect(Array.from(vectors[69])).toEqual(Array.from(vectors[1]));
    expect(Array.from(vectors[68])).toEqual(Array.from(vectors[0]));
  });

  it('names the folder and --allow-download when the local model is missing', async () => {
    const error = await createTransformersEmbedder({ model: 'Xenova/all-MiniLM-L6-v2', modelsDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    const { code, message } = error as ProviderError;
    expect(code).toBe('provider-model-missing');
    expect(message).toContain(`transformers:Xenova/all-MiniLM-L6-v2: no model in ${path.join(modelsDir, 'Xenova/all-MiniLM-L6-v2')}`);
    expect(message).toContain('--allow-download');
  });

  it('lists the missing files of an incomplete folder, and reports an unreadable model as invalid', async () => {
    const partial = await writeTinyBertModel(modelsDir, { modelId: 'verity-test/partial' });
    await rm(path.join(partial.modelDir, 'tokenizer.json'));
    await expect(createTransformersEmbedder({ model: partial.modelId, modelsDir })).rejects.toThrow(/missing tokenizer\.json in/);
    const broken = await writeTinyBertModel(modelsDir, { modelId: 'verity-test/broken' });
    await writeFile(path.join(broken.modelDir, 'onnx', 'model_quantized.onnx'), 'not an onnx model');
    // The library reports its own failed load attempts on the console before throwing; keep the test output clean.
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
    const error = (await createTransformersEmbedder({ model: broken.modelId, modelsDir }).catch((e: unknown) => e)) as ProviderError;
    quiet.forEach((spy) => spy.mockRestore());
    expect(error.code).toBe('provider-model-invalid');
    expect(error.message).toContain(`could not load the model from ${broken.modelDir}`);
  });
});
