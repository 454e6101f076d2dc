/**
 * Interning of evidence lists: a streamed cases file hands cases with the same evidence one shared list object, so
 * what keys on the evidence (engine/evidenceJson.ts) serialises each distinct list once.
 */
import { evidenceJson } from '../engine/evidenceJson.ts';
import type { EvidenceSpan } from '../engine/types.ts';

/** Evidence lists met most recently, kept for interning (a plan's worth of spans each). */
const INTERNED_EVIDENCE_LISTS = 4096;

/** Returns one shared list object per distinct evidence content (bounded: past INTERNED_EVIDENCE_LISTS, it starts afresh). */
export function createEvidenceInterner(): (spans: EvidenceSpan[]) => EvidenceSpan[] {
  const lists = new Map<string, EvidenceSpan[]>();
  return (spans) => {
    const text = evidenceJson(spans);
    const known = lists.get(text);
    if (known !== undefined) return known;
    if (lists.size >= INTERNED_EVIDENCE_LISTS) lists.clear();
    lists.set(text, spans);
    return spans;
  };
}
