/**
 * The `openai:<model>` embedder: any OpenAI-compatible `/v1/embeddings` (OpenAI, vLLM, Ollama, TEI), batched, with
 * bounded seeded retries on 429/5xx/timeouts, a timeout, reply checks and re-normalisation to unit length.
 */
import type { Embedder } from '../types.ts';
import { ProviderError } from '../providers/errors.ts';
import { adapterFingerprint, endpointOf, toUnitVector } from '../providers/adapterFingerprint.ts';
import {
  createOpenAIClient,
  createProviderRetrier,
  sendWithDeadline,
  toProviderError,
  type OpenAIConnectionOptions,
} from '../providers/openaiConnection.ts';
import { DEFAULT_EMBED_TIMEOUT_MS } from '../providers/openaiOptions.ts';

/** Default texts per request. */
export const DEFAULT_EMBED_BATCH_SIZE = 64;
const DEFAULT_ENDPOINT = 'api.openai.com/v1';

/** Options of createOpenAIEmbedder. */
export interface OpenAIEmbedderOptions extends OpenAIConnectionOptions {
  model: string;
  /** Texts per request, ≥ 1. */
  batchSize?: number;
  /**
   * Output dimension: sent as the request's `dimensions` parameter (models that can shorten, e.g. text-embedding-3-*)
   * and enforced on every reply. Without it, `dimensions` is 0 until the first reply fixes it.
   */
  dimensions?: number;
}

/**
 * An Embedder over an OpenAI-compatible endpoint. Its fingerprint hashes the adapter version, the model, the requested
 * dimensions and the endpoint's host and path (the same model name on another server may give other vectors); never the
 * key, URL credentials or query string.
 */
export function createOpenAIEmbedder(options: OpenAIEmbedderOptions): Embedder {
  const id = `openai:${options.model}`;
  const batchSize = options.batchSize ?? DEFAULT_EMBED_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`${id}: batchSize must be an integer ≥ 1, got ${batchSize}`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_EMBED_TIMEOUT_MS;
  const client = createOpenAIClient(options, timeoutMs);
  const withRetries = createProviderRetrier(id, options);
  let dimensions = options.dimensions ?? 0;
  const fingerprint = adapterFingerprint({
    adapter: 'openai-embeddings@1',
    model: options.model,
    dimensions: options.dimensions ?? null,
    endpoint: options.baseURL ? endpointOf(options.baseURL) : DEFAULT_ENDPOINT,
  });

  async function embedBatch(batch: string[]): Promise<Float32Array[]> {
    const body = { model: options.model, input: batch, encoding_format: 'float' as const, ...(options.dimensions ? { dimensions: options.dimensions } : {}) };
    const reply = await sendWithDeadline(id, timeoutMs, (signal) => client.embeddings.create(body, { signal })).catch((error: unknown) => {
      throw toProviderError(id, error, options, timeoutMs);
    });
    const read = readEmbeddingsReply(id, reply, batch.length, dimensions);
    dimensions = read.dimensions;
    return read.vectors;
  }

  return {
    id,
    fingerprint,
    get dimensions() {
      return dimensions;
    },
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize);
        out.push(...(await withRetries(() => embedBatch(batch))));
      }
      return out;
    },
  };
}

/**
 * Checks an embeddings reply (one vector per input, each index once, one dimension, finite, not all zero) and returns
 * its unit vectors in input order; `dimensions` 0 means "take it from this reply".
 */
export function readEmbeddingsReply(
  id: string,
  reply: unknown,
  count: number,
  dimensions: number,
): { vectors: Float32Array[]; dimensions: number } {
  const badReply = (reason: string) => new ProviderError('provider-bad-response', id, reason, { retryable: false });
  const raw = (reply as { data?: unknown } | null)?.data;
  const data = Array.isArray(raw) ? (raw as Array<{ index?: unknown; embedding?: unknown } | null>) : null;
  if (!data || data.length !== count) throw badReply(`expected ${count} vectors, got ${data ? data.length : 'no data array'}`);
  const vectors: Array<Float32Array | undefined> = new Array(count);
  let width = dimensions;
  data.forEach((item, position) => {
    const index = typeof item?.index === 'number' ? item.index : position;
    if (!Number.isInteger(index) || index < 0 || index >= count || vectors[index]) {
      throw badReply(`reply has a bad or repeated index ${String(item?.index)}`);
    }
    const values = decodeEmbedding(item?.embedding);
    if (!values) throw badReply(`vector ${index} is not an array of numbers`);
    if (width === 0) width = values.length;
    if (values.length !== width) throw badReply(`vector ${index} has dimension ${values.length}, expected ${width}`);
    const unit = toUnitVector(values);
    if (!unit) throw badReply(`vector ${index} is all zeros or holds a non-finite value`);
    vectors[index] = unit;
  });
  return { vectors: vectors as Float32Array[], dimensions: width };
}

/** A float array, or a base64 float32 string (servers that ignore `encoding_format`), or null. */
function decodeEmbedding(value: unknown): ArrayLike<number> | null {
  if (Array.isArray(value) && value.length > 0) return value as number[];
  if (typeof value === 'string' && value.length > 0) {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length % 4 !== 0) return null;
    return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  }
  return null;
}
