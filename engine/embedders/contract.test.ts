import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../test/loopback/server.ts';
import { writeTinyBertModel, type TinyBertModel } from '../../test/fixtures/tinyModel.ts';
import { createBuiltinEmbedder } from './builtin/builtin.ts';
import { describeEmbedderContract } from './contract.ts';
import { createOpenAIEmbedder } from './openai.ts';
import { resolveEmbedder } from './registry.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(repoRoot, '.verity-cache');

describeEmbedderContract('builtin', () => createBuiltinEmbedder({ cacheDir }));
describeEmbedderContract('builtin via registry', () => resolveEmbedder('builtin', { cacheDir }));

// The real adapters: openai against a loopback server this file starts, transformers on a tiny model it writes.
const adapters: { server?: LoopbackServer; modelsDir?: string; tiny?: TinyBertModel } = {};
afterAll(async () => {
  await adapters.server?.close();
  if (adapters.modelsDir) await rm(adapters.modelsDir, { recursive: true, force: true });
});

describeEmbedderContract('openai (loopback server)', async () => {
  adapters.server ??= await startLoopbackServer({ embeddingDimensions: 24 });
  return createOpenAIEmbedder({ model: 'loopback-embed', baseURL: adapters.server.url, apiKey: 'sk-contract-key-0123456789', batchSize: 2 });
});
describeEmbedderContract('transformers (tiny local model)', async () => {
  adapters.modelsDir ??= await mkdtemp(path.join(os.tmpdir(), 'verity-contract-models-'));
  adapters.tiny ??= await writeTinyBertModel(adapters.modelsDir);
  return resolveEmbedder(`transformers:${adapters.tiny.modelId}`, { modelsDir: adapters.modelsDir });
});
