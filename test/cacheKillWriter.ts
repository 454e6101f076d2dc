/**
 * Child process of the cache's SIGKILL test: appends batches of large records to a cache log forever, printing one
 * line per batch, until it is killed. Usage: `node --import tsx cacheKillWriter.ts <cacheDir>`.
 */
import type { Embedder } from '../engine/types.ts';
import { withEmbeddingCache } from '../engine/embedders/cache.ts';
import { fakeVector } from './cacheTestEmbedder.ts';

const DIMS = 2048;
const fake: Embedder = { id: 'fake:kill-test', dimensions: DIMS, fingerprint: 'f1', embed: async (texts) => texts.map((t) => fakeVector(t, DIMS)) };
const cached = withEmbeddingCache(fake, { dir: process.argv[2] });
for (let batch = 0; ; batch++) {
  await cached.embed(Array.from({ length: 64 }, (_, i) => `text ${batch}-${i}`));
  process.stdout.write(`batch ${batch}\n`);
}
