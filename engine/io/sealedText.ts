/**
 * Checksummed text for caches: a first line `verity-sha256 <64 hex>` over the payload that follows it. A cache entry
 * whose checksum does not match (a flipped byte, a hand edit) is refused, never used as is.
 */
import { createHash } from 'node:crypto';

const HEADER = 'verity-sha256 ';

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** `payload` behind its checksum line. */
export function sealText(payload: string): string {
  return `${HEADER}${sha256(payload)}\n${payload}`;
}

/** The payload of sealed text, or why it cannot be trusted (no checksum line, or a checksum mismatch). */
export function unsealText(text: string): { payload: string; problem?: undefined } | { payload?: undefined; problem: string } {
  const newline = text.indexOf('\n');
  const header = newline < 0 ? text : text.slice(0, newline);
  if (!header.startsWith(HEADER)) return { problem: 'no checksum line (older format or damaged)' };
  const payload = text.slice(newline + 1);
  return header.slice(HEADER.length) === sha256(payload) ? { payload } : { problem: 'checksum mismatch' };
}
