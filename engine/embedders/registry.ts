/**
 * The embedder registry: a literal list of embedder kinds and `resolveEmbedder(id)` for ids `builtin`,
 * `transformers:<model>` and `openai:<model>`.
 */
import { VerityError, suggestNames } from '../errors.ts';
import type { Embedder } from '../types.ts';
import { createBuiltinEmbedder } from './builtin/builtin.ts';
import { resolveOpenAIConnection } from '../providers/openaiOptions.ts';
import { createTransformersEmbedder } from './transformers.ts';

/** Options every kind may read (each reads only its own). Secrets here never reach ids or fingerprints. */
export interface EmbedderOptions {
  /** Cache folder of the builtin word table; default `$VERITY_CACHE_DIR`, else `<cwd>/.verity-cache`. */
  cacheDir?: string;
  /** Local models folder of `transformers:` models. */
  modelsDir?: string;
  /** Let `transformers:` fetch a missing model (off by default: runs stay offline). */
  allowDownload?: boolean;
  /** Base URL of an OpenAI-compatible endpoint (`openai:`); default VERITY_OPENAI_BASE_URL, else OPENAI_BASE_URL. */
  baseURL?: string;
  /** API key of `openai:`, default OPENAI_API_KEY; never recorded. */
  apiKey?: string;
  /** Per-request timeout of `openai:` in milliseconds. */
  timeoutMs?: number;
  /** Retries of a failed `openai:` request after the first attempt (default DEFAULT_RETRY_POLICY's 3). */
  maxRetries?: number;
}

/** One kind of embedder: `model` is the part after `<kind>:` (absent for kinds that take none). */
export interface EmbedderKind {
  kind: string;
  /** Example id, e.g. `transformers:Xenova/all-MiniLM-L6-v2`. */
  example: string;
  description: string;
  takesModel: boolean;
  create(model: string, options: EmbedderOptions): Promise<Embedder>;
}

/** Every embedder kind, in the order `--help` lists them. */
export const EMBEDDER_KINDS: readonly EmbedderKind[] = [
  {
    kind: 'builtin',
    example: 'builtin',
    description: 'offline WordNet-derived static embedder (default; no downloads)',
    takesModel: false,
    create: (_model, options) => createBuiltinEmbedder({ cacheDir: options.cacheDir }),
  },
  {
    kind: 'transformers',
    example: 'transformers:Xenova/all-MiniLM-L6-v2',
    description: 'local ONNX sentence-transformer via @xenova/transformers (models folder; downloads only when allowed)',
    takesModel: true,
    create: (model, options) =>
      createTransformersEmbedder({ model, modelsDir: options.modelsDir, allowDownload: options.allowDownload }),
  },
  {
    kind: 'openai',
    example: 'openai:text-embedding-3-small',
    description: 'OpenAI-compatible /v1/embeddings endpoint (network; opt-in)',
    takesModel: true,
    create: async (model, options) =>
      // Unset base URL / key come from VERITY_OPENAI_BASE_URL, OPENAI_BASE_URL and OPENAI_API_KEY, as for LLMs.
      // The adapter (and the `openai` package, ≈ 0.3–0.5 s to load) is imported only when an openai: id is resolved.
      (await import('./openai.ts')).createOpenAIEmbedder(
        resolveOpenAIConnection({
          model, baseURL: options.baseURL, apiKey: options.apiKey, timeoutMs: options.timeoutMs, maxRetries: options.maxRetries,
        }),
      ),
  },
];

/** The default embedder id. */
export const DEFAULT_EMBEDDER_ID = 'builtin';

/** Splits an id into kind and model; `openai:text-embedding-3-small` → `['openai', 'text-embedding-3-small']`. */
export function parseEmbedderId(id: string): { kind: string; model: string } {
  const colon = id.indexOf(':');
  return colon < 0 ? { kind: id, model: '' } : { kind: id.slice(0, colon), model: id.slice(colon + 1) };
}

/** Resolves an embedder id; throws VerityError `unknown-embedder` (with did-you-mean) or `invalid-embedder-id`. */
export async function resolveEmbedder(id: string, options: EmbedderOptions = {}): Promise<Embedder> {
  const { kind, model } = parseEmbedderId(id.trim());
  const entry = EMBEDDER_KINDS.find((k) => k.kind === kind);
  const examples = EMBEDDER_KINDS.map((k) => k.example);
  if (!entry) {
    const near = suggestNames(kind, EMBEDDER_KINDS.map((k) => k.kind));
    const hint = near.length ? ` Did you mean ${near.map((n) => `'${n}${model ? `:${model}` : ''}'`).join(' or ')}?` : '';
    throw new VerityError('unknown-embedder', `embedder: unknown id '${id}'.${hint} Known: ${examples.join(', ')}.`);
  }
  if (entry.takesModel && model === '') {
    throw new VerityError('invalid-embedder-id', `embedder: '${id}' needs a model, e.g. '${entry.example}'.`);
  }
  if (!entry.takesModel && model !== '') {
    throw new VerityError('invalid-embedder-id', `embedder: '${kind}' takes no model, got '${id}'; use '${entry.example}'.`);
  }
  return entry.create(model, options);
}
