/**
 * The JSON text of an evidence list, computed once per list object: what keys on a case's evidence (the plan cache,
 * the cases hash, the overlap reader) reads it without serialising the list again. A streamed cases file hands cases
 * with the same evidence one shared (interned) list. Lists are never mutated after a case is read.
 */
import type { EvidenceSpan } from './types.ts';

const texts = new WeakMap<readonly EvidenceSpan[], string>();

/** `JSON.stringify(spans)`, remembered per list object. */
export function evidenceJson(spans: readonly EvidenceSpan[]): string {
  let text = texts.get(spans);
  if (text === undefined) {
    text = JSON.stringify(spans);
    texts.set(spans, text);
  }
  return text;
}
