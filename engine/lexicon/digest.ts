/** Content digests of the engine's lexicons, so a part's fingerprint changes whenever a table it reads changes. */
import { createHash } from 'node:crypto';

/** 12 hex chars of sha256 over the JSON of a table (callers pass sorted arrays, so the digest is order-free). */
export function tableDigest(table: unknown): string {
  return createHash('sha256').update(JSON.stringify(table)).digest('hex').slice(0, 12);
}
