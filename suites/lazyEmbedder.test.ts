import { describe, expect, it } from 'vitest';
import { resolveEmbedder } from '../engine/embedders/registry.ts';
import { lazyEmbedder, resolveRunEmbedder } from './lazyEmbedder.ts';
import { createTestEmbedder } from './testEmbedder.ts';

describe('lazyEmbedder', () => {
  it('resolves once, on the first call, and embeds like the real embedder', async () => {
    const real = createTestEmbedder({ dims: 16 });
    let resolved = 0;
    const lazy = lazyEmbedder({ id: real.id, fingerprint: real.fingerprint, dimensions: 16 }, async () => (resolved++, real));
    expect(resolved).toBe(0);
    const [a, b] = await Promise.all([lazy.embed(['one text']), lazy.embed(['two texts'])]);
    expect(resolved).toBe(1);
    expect([...a[0]]).toEqual([...(await real.embed(['one text']))[0]]);
    expect(b).toHaveLength(1);
  });

  it('refuses an embedder whose identity differs from the announced one', async () => {
    const lazy = lazyEmbedder({ id: 'x', fingerprint: 'announced', dimensions: 16 }, async () => createTestEmbedder({ dims: 16 }));
    await expect(lazy.embed(['a'])).rejects.toThrow(/resolved as test-bow-16\/16d, announced announced\/16d/);
  });

  it('announces the builtin identity without building its table, and non-builtin ids resolve as usual', async () => {
    const lazy = await resolveRunEmbedder('builtin');
    expect(lazy.id).toBe('builtin');
    expect(lazy.dimensions).toBeGreaterThan(0);
    await expect(resolveRunEmbedder('biultin')).rejects.toThrow(/Did you mean 'builtin'/);
    const openai = await resolveRunEmbedder('openai:some-model', { baseURL: 'http://127.0.0.1:9/v1', apiKey: 'k' });
    expect(openai.id).toBe((await resolveEmbedder('openai:some-model', { baseURL: 'http://127.0.0.1:9/v1', apiKey: 'k' })).id);
  });
});
