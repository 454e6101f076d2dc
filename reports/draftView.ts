/**
 * How the HTML report shows a draft case: the draft with each claim marked by its verdict, one row per claim, and the
 * text the engine would deliver under policy `redact`. Built from a case result only; text stays raw (the template
 * escapes it).
 */
import type { CaseResult, ClaimResult } from '../suites/types.ts';
import { shownPart } from './highlight.ts';

/** The shown part of a text with a note of what is left out (a report shows at most MAX_SHOWN_CHARS of it). */
function shown(text: string): string {
  const { shown: part, hidden } = shownPart(text);
  return hidden > 0 ? `${part} … [${hidden.toLocaleString('en-US')} more characters not shown]` : part;
}

/** A run of the draft: plain text between claims, or one claim marked by its verdict. */
export interface DraftSegment {
  text: string;
  /** `plain`, or `claim-<verdict>` for the text of a claim. */
  kind: string;
  /** Claim number (1-based) and what the engine said about it; empty for plain text. */
  title: string;
}

/** One claim row of a draft. */
export interface ClaimRow {
  n: number;
  text: string;
  verdict: string;
  score: string;
  cos: string;
  lex: string;
  bestSpan: string;
  gates: string;
}

/** Everything the report shows of one draft case. */
export interface DraftView {
  segments: DraftSegment[];
  claims: ClaimRow[];
  aggregate: string;
  delivered: string;
  /** Whether `delivered` differs from the draft (some claim was removed). */
  redacted: boolean;
}

const num = (x: number | null, digits = 3): string => (x === null ? '—' : x.toFixed(digits));

function gatesOf(c: ClaimResult): string {
  return [c.numeric_gated ? 'numeric' : '', c.entity_gated ? 'entity' : ''].filter(Boolean).join(', ') || '—';
}

/**
 * The draft cut at its claims' spans (in draft order; a span overlapping the previous claim's starts after it, so
 * every character of the draft is shown exactly once).
 */
export function draftSegments(draft: string, claims: readonly ClaimResult[]): DraftSegment[] {
  const order = claims.map((c, i) => ({ c, n: i + 1 })).sort((a, b) => a.c.draft_span[0] - b.c.draft_span[0] || a.n - b.n);
  const segments: DraftSegment[] = [];
  let at = 0;
  for (const { c, n } of order) {
    const start = Math.max(at, Math.min(c.draft_span[0], draft.length));
    const end = Math.max(start, Math.min(c.draft_span[1], draft.length));
    if (start > at) segments.push({ text: draft.slice(at, start), kind: 'plain', title: '' });
    if (end > start) {
      const title = `claim ${n}: ${c.verdict}, score ${num(c.score)}${c.best_span === null ? '' : `, best span ${c.best_span}`}`;
      segments.push({ text: draft.slice(start, end), kind: `claim-${c.verdict}`, title });
    }
    at = end;
  }
  if (at < draft.length) segments.push({ text: draft.slice(at), kind: 'plain', title: '' });
  return segments;
}

/** The draft view of a case result, or null when the case is not a scored draft. */
export function draftView(c: CaseResult): DraftView | null {
  if (c.claims === undefined) return null;
  const delivered = c.delivered ?? c.claim;
  const draft = shownPart(c.claim);
  const note = draft.hidden > 0 ? [{ text: ` … [${draft.hidden.toLocaleString('en-US')} more characters not shown]`, kind: 'plain', title: '' }] : [];
  return {
    segments: [...draftSegments(draft.shown, c.claims), ...note],
    claims: c.claims.map((claim, i) => ({
      n: i + 1, text: shown(claim.text), verdict: claim.verdict, score: num(claim.score), cos: num(claim.cos), lex: num(claim.lex),
      bestSpan: claim.best_span ?? '—', gates: gatesOf(claim),
    })),
    aggregate: c.aggregate ?? '',
    delivered: shown(delivered),
    redacted: delivered !== c.claim,
  };
}
