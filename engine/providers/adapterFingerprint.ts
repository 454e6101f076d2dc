/**
 * Fingerprints and vector hygiene shared by the embedding adapters.
 */
import { createHash } from 'node:crypto';

/** 16 hex chars of SHA-256 over the canonical JSON of `parts` (keys sorted); callers pass no secrets. */
export function adapterFingerprint(parts: Record<string, string | number | boolean | null>): string {
  const canonical = JSON.stringify(Object.keys(parts).sort().map((key) => [key, parts[key]]));
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** The endpoint of a base URL as `host[:port]/path`, without scheme, credentials, query or trailing slash. */
export function endpointOf(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    return `${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return 'invalid-url';
  }
}

/** `values` scaled to unit Euclidean length as float32, or null when a value or the length is not finite, or all are 0. */
export function toUnitVector(values: ArrayLike<number>): Float32Array | null {
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (typeof x !== 'number' || !Number.isFinite(x)) return null;
    sum += x * x;
  }
  // A sum that overflows (components near 1e200) would divide every value down to a zero vector: refuse it.
  if (sum === 0 || !Number.isFinite(sum)) return null;
  const norm = Math.sqrt(sum);
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] / norm;
  return out;
}
