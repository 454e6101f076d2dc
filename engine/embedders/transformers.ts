/**
 * The `transformers:<model>` embedder: @xenova/transformers feature extraction (ONNX, quantized) with mean pooling and
 * normalisation, loaded from a local model folder; the hub is reached only with `allowDownload` (`--allow-download`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Embedder } from '../types.ts';
import { ProviderError } from '../providers/errors.ts';
import { adapterFingerprint, toUnitVector } from '../providers/adapterFingerprint.ts';

/** The default local model. */
export const DEFAULT_TRANSFORMERS_MODEL = 'Xenova/all-MiniLM-L6-v2';
/** Texts per forward pass (bounds memory; the pipeline pads each batch to its longest text). */
export const TRANSFORMERS_BATCH_SIZE = 32;
/** Files a local model folder must hold, relative to `<modelsDir>/<model>/`. */
export const TRANSFORMERS_MODEL_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_quantized.onnx'] as const;

/** Options of createTransformersEmbedder. */
export interface TransformersEmbedderOptions {
  /** Model id, a folder under `modelsDir` (e.g. `Xenova/all-MiniLM-L6-v2`). */
  model: string;
  /** Folder holding `<model>/…`; default `$VERITY_MODELS_DIR`, else `./models`. Downloads land here too. */
  modelsDir?: string;
  /** Let the library fetch a missing model from the hub into `modelsDir` (off by default: runs stay offline). */
  allowDownload?: boolean;
}

type FeatureExtractor = (texts: string[], options: { pooling: 'mean'; normalize: boolean }) => Promise<{ dims: number[]; data: Float32Array }>;

// @xenova/transformers keeps its settings in one global `env`: loads are serialised so each sees its own settings.
let loadQueue: Promise<unknown> = Promise.resolve();

/** The default models folder: `$VERITY_MODELS_DIR`, else `<cwd>/models`. */
export function defaultModelsDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.VERITY_MODELS_DIR || 'models');
}

/**
 * Loads the model and returns an Embedder of unit vectors. `dimensions` comes from one probe embedding at load time;
 * the fingerprint hashes the model id, the library version, pooling/normalisation and the bytes of the model files.
 */
export async function createTransformersEmbedder(options: TransformersEmbedderOptions): Promise<Embedder> {
  const id = `transformers:${options.model}`;
  const modelsDir = path.resolve(options.modelsDir ?? defaultModelsDir());
  const modelDir = path.join(modelsDir, options.model);
  if (!options.allowDownload) assertLocalModel(id, modelDir);
  const load = loadQueue.then(() => loadExtractor(id, options, modelsDir, modelDir));
  loadQueue = load.catch(() => undefined);
  const { extractor, version } = await load;
  const run = async (texts: string[]) => {
    try {
      return await extractor(texts, { pooling: 'mean', normalize: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ProviderError('provider-unavailable', id, `inference failed: ${message}`, { retryable: false });
    }
  };
  const dimensions = (await run(['dimension probe'])).dims.at(-1) ?? 0;
  const fingerprint = adapterFingerprint({
    adapter: 'transformers-feature-extraction@1',
    library: `@xenova/transformers@${version}`,
    model: options.model,
    quantized: true,
    pooling: 'mean',
    normalize: true,
    files: await hashModelFiles(modelDir),
  });
  return {
    id,
    dimensions,
    fingerprint,
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += TRANSFORMERS_BATCH_SIZE) {
        const batch = texts.slice(start, start + TRANSFORMERS_BATCH_SIZE);
        const tensor = await run(batch);
        for (let row = 0; row < batch.length; row++) {
          const unit = toUnitVector(tensor.data.subarray(row * dimensions, (row + 1) * dimensions));
          if (!unit) throw new ProviderError('provider-bad-response', id, `text ${start + row} embedded to a zero or non-finite vector`, { retryable: false });
          out.push(unit);
        }
      }
      return out;
    },
  };
}

function assertLocalModel(id: string, modelDir: string): void {
  const missing = TRANSFORMERS_MODEL_FILES.filter((file) => !existsSync(path.join(modelDir, file)));
  if (missing.length === 0) return;
  const what = missing.length === TRANSFORMERS_MODEL_FILES.length ? 'no model' : `missing ${missing.join(', ')}`;
  throw new ProviderError(
    'provider-model-missing',
    id,
    `${what} in ${modelDir}; put the model files there (or point VERITY_MODELS_DIR at their parent) or pass --allow-download to fetch it`,
    { retryable: false },
  );
}

async function loadExtractor(id: string, options: TransformersEmbedderOptions, modelsDir: string, modelDir: string) {
  const transformers = await import('@xenova/transformers');
  const { env } = transformers;
  env.localModelPath = `${modelsDir}${path.sep}`;
  env.allowLocalModels = true;
  env.allowRemoteModels = !!options.allowDownload;
  env.useFSCache = !!options.allowDownload;
  env.cacheDir = `${modelsDir}${path.sep}`;
  try {
    const extractor = await transformers.pipeline('feature-extraction', options.model, { quantized: true });
    return { extractor: extractor as unknown as FeatureExtractor, version: env.version };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = options.allowDownload ? 'provider-unavailable' : 'provider-model-invalid';
    throw new ProviderError(code, id, `could not load the model from ${modelDir}: ${message}`, { retryable: false });
  }
}

async function hashModelFiles(modelDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of TRANSFORMERS_MODEL_FILES) {
    const full = path.join(modelDir, file);
    hash.update(`${file}\0`);
    // After a download into another layout the file may be absent: the model id still enters the fingerprint.
    if (existsSync(full)) hash.update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}
