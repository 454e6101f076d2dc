/**
 * Resolves the embedder of a run. The builtin embedder's identity (id, fingerprint, dimension) follows from its
 * parameters alone, so it is returned lazily: its word table is loaded only when a text misses the embedding cache,
 * and a run whose texts are all cached never pays for it.
 */
import { BUILTIN_PARAMS, builtinFingerprint } from '../engine/embedders/builtin/builtin.ts';
import { resolveEmbedder, type EmbedderOptions } from '../engine/embedders/registry.ts';
import { VerityError } from '../engine/errors.ts';
import type { Embedder } from '../engine/types.ts';

/** An embedder that resolves `resolve()` on its first call and checks it has the identity it announced. */
export function lazyEmbedder(identity: Pick<Embedder, 'id' | 'fingerprint' | 'dimensions'>, resolve: () => Promise<Embedder>): Embedder {
  let inner: Promise<Embedder> | null = null;
  const real = async (): Promise<Embedder> => {
    const embedder = await resolve();
    if (embedder.fingerprint !== identity.fingerprint || embedder.dimensions !== identity.dimensions) {
      throw new VerityError('embedder-identity', `suite: embedder ${identity.id} resolved as ${embedder.fingerprint}/` +
        `${embedder.dimensions}d, announced ${identity.fingerprint}/${identity.dimensions}d`);
    }
    return embedder;
  };
  return {
    ...identity,
    embed: async (texts) => {
      inner ??= real();
      return (await inner).embed(texts);
    },
  };
}

/** The embedder `id`: lazy for `builtin`, resolved through the registry (eagerly) for every other id. */
export async function resolveRunEmbedder(id: string, options: EmbedderOptions = {}): Promise<Embedder> {
  if (id.trim() !== 'builtin') return resolveEmbedder(id, options);
  const identity = { id: 'builtin', fingerprint: builtinFingerprint(BUILTIN_PARAMS), dimensions: BUILTIN_PARAMS.dims };
  return lazyEmbedder(identity, () => resolveEmbedder('builtin', options));
}
