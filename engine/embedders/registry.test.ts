import { describe, expect, it } from 'vitest';
import { VerityError } from '../errors.ts';
import { DEFAULT_EMBEDDER_ID, EMBEDDER_KINDS, parseEmbedderId, resolveEmbedder } from './registry.ts';

async function errorOf(promise: Promise<unknown>): Promise<VerityError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(VerityError);
  return error as VerityError;
}

describe('embedder registry', () => {
  it('lists builtin, transformers and openai, builtin first and default', () => {
    expect(EMBEDDER_KINDS.map((k) => k.kind)).toEqual(['builtin', 'transformers', 'openai']);
    expect(DEFAULT_EMBEDDER_ID).toBe('builtin');
    for (const k of EMBEDDER_KINDS) expect(parseEmbedderId(k.example).kind).toBe(k.kind);
  });

  it('splits ids at the first colon only', () => {
    expect(parseEmbedderId('transformers:Xenova/all-MiniLM-L6-v2')).toEqual({ kind: 'transformers', model: 'Xenova/all-MiniLM-L6-v2' });
    expect(parseEmbedderId('openai:ns:model')).toEqual({ kind: 'openai', model: 'ns:model' });
    expect(parseEmbedderId('builtin')).toEqual({ kind: 'builtin', model: '' });
  });

  it('rejects an unknown kind with a did-you-mean', async () => {
    const error = await errorOf(resolveEmbedder('biultin'));
    expect(error.code).toBe('unknown-embedder');
    expect(error.message).toMatch(/^embedder: unknown id 'biultin'\. Did you mean 'builtin'\?/);
    const withModel = await errorOf(resolveEmbedder('transformer:Xenova/all-MiniLM-L6-v2'));
    expect(withModel.message).toContain("Did you mean 'transformers:Xenova/all-MiniLM-L6-v2'?");
    expect((await errorOf(resolveEmbedder('zzz'))).message).toContain('Known: builtin, transformers:');
  });

  it('rejects a missing or superfluous model', async () => {
    expect((await errorOf(resolveEmbedder('openai:'))).code).toBe('invalid-embedder-id');
    expect((await errorOf(resolveEmbedder('transformers'))).code).toBe('invalid-embedder-id');
    expect((await errorOf(resolveEmbedder('builtin:large'))).code).toBe('invalid-embedder-id');
  });

  it('creates an openai embedder without reaching the network, and keeps the key out of id and fingerprint', async () => {
    const apiKey = 'sk-test-SECRET-0123456789';
    const embedder = await resolveEmbedder('openai:text-embedding-3-small', { baseURL: 'http://127.0.0.1:9/v1', apiKey });
    expect(embedder.id).toBe('openai:text-embedding-3-small');
    expect(`${embedder.id} ${embedder.fingerprint}`).not.toContain('SECRET');
  });

  it('fails a transformers model that is not in the models folder when downloads are off', async () => {
    const outcome = resolveEmbedder('transformers:nobody/no-such-model', { modelsDir: '/nonexistent-verity-models' });
    await expect(outcome).rejects.toThrow(/no-such-model/);
  });
});
