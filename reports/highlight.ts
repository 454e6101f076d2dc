/**
 * Highlights for a claim and its best span: tokens the other side shares, and claim numerics that trip the gate.
 * Segments hold raw text; the template escapes it.
 */
import { numerics } from '../engine/numerics.ts';
import { lowerCharwise } from '../engine/tokens.ts';

/** How a piece of text is shown: plain, a token shared with the other side, or a numeric absent from the span. */
export type SegmentKind = 'plain' | 'match' | 'numeric-miss';

/** A run of text with one kind. */
export interface Segment {
  text: string;
  kind: SegmentKind;
}

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
const ALNUM = /[\p{Alphabetic}\p{N}]/u;

interface Piece {
  text: string;
  token: string | null;
}

/** Word segments of `text` (NFC) as the tokenizer sees them: token is null for non-word pieces. */
function pieces(text: string): Piece[] {
  return [...segmenter.segment(text.normalize('NFC'))].map(({ segment }) => ({
    text: segment,
    token: ALNUM.test(segment) ? lowerCharwise(segment) : null,
  }));
}

function merge(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if (last !== undefined && last.kind === s.kind) last.text += s.text;
    else out.push({ ...s });
  }
  return out;
}

/** Claim and span segments: shared tokens as `match`; claim tokens whose numerics the span lacks as `numeric-miss`. */
export function highlightPair(claim: string, span: string | null): { claim: Segment[]; span: Segment[] } {
  const claimPieces = pieces(claim);
  const spanPieces = span === null ? [] : pieces(span);
  const claimTokens = new Set(claimPieces.flatMap((p) => (p.token === null ? [] : [p.token])));
  const spanTokenList = spanPieces.flatMap((p) => (p.token === null ? [] : [p.token]));
  const spanTokens = new Set(spanTokenList);
  const spanNumerics = new Set(numerics(spanTokenList));
  const claimKind = (p: Piece): SegmentKind => {
    if (p.token === null) return 'plain';
    if (numerics([p.token]).some((n) => !spanNumerics.has(n))) return 'numeric-miss';
    return spanTokens.has(p.token) ? 'match' : 'plain';
  };
  return {
    claim: merge(claimPieces.map((p) => ({ text: p.text, kind: claimKind(p) }))),
    span: merge(spanPieces.map((p) => ({ text: p.text, kind: p.token !== null && claimTokens.has(p.token) ? 'match' : 'plain' }))),
  };
}
