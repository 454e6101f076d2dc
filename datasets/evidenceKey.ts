/**
 * The JSON text of a case's evidence list, computed once per list object: a streamed cases file hands cases with the
 * same evidence one shared (interned) list, so what keys on the evidence (the cases hash, the overlap reader) reads it
 * without serialising the list again. Lists are never mutated after a case is read.
 */
import type { EvidenceSpan } from '../engine/types.ts';

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

/** Evidence lists met most recently, kept for interning (a plan's worth of spans each). */
export const INTERNED_EVIDENCE_LISTS = 4096;

/** Returns one shared list object per distinct evidence content (bounded: past the bound, it starts afresh). */
export function createEvidenceInterner(bound = INTERNED_EVIDENCE_LISTS): (spans: EvidenceSpan[]) => EvidenceSpan[] {
  const lists = new Map<string, EvidenceSpan[]>();
  return (spans) => {
    const text = evidenceJson(spans);
    const known = lists.get(text);
    if (known !== undefined) return known;
    if (lists.size >= bound) lists.clear();
    lists.set(text, spans);
    return spans;
  };
}
