import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuiltinEmbedder } from './builtin/builtin.ts';
import { describeEmbedderContract } from './contract.ts';
import { resolveEmbedder } from './registry.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(repoRoot, '.verity-cache');

describeEmbedderContract('builtin', () => createBuiltinEmbedder({ cacheDir }));
describeEmbedderContract('builtin via registry', () => resolveEmbedder('builtin', { cacheDir }));
