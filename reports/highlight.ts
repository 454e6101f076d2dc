/**
 * Highlights for a claim and its best span: tokens the other side shares, and claim numerics that trip the gate.
 * Segments hold raw text; the template escapes it. A report shows at most MAX_SHOWN_CHARS of each text (a 50 MB span
 * must not make a report, or the run writing it, run out of memory) and highlights what it shows.
 */
import { numerics } from '../engine/numerics.ts';
import { lowerCharwise, segmentWords } from '../engine/tokens.ts';

/** Characters of a claim or span a report shows per case; the rest is counted, not shown. */
export const MAX_SHOWN_CHARS = 4_000;

/** How a piece of text is shown: plain, a token shared with the other side, or a numeric absent from the span. */
export type SegmentKind = 'plain' | 'match' | 'numeric-miss';

/** A run of text with one kind. */
export interface Segment {
  text: string;
  kind: SegmentKind;
}

const ALNUM = /[\p{Alphabetic}\p{N}]/u;

interface Piece {
  text: string;
  token: string | null;
}

/** The first MAX_SHOWN_CHARS of `text` (never half a surrogate pair) and how many characters are left out. */
export function shownPart(text: string): { shown: string; hidden: number } {
  if (text.length <= MAX_SHOWN_CHARS) return { shown: text, hidden: 0 };
  const high = text.charCodeAt(MAX_SHOWN_CHARS - 1);
  const end = high >= 0xd800 && high <= 0xdbff ? MAX_SHOWN_CHARS + 1 : MAX_SHOWN_CHARS;
  return { shown: text.slice(0, end), hidden: text.length - end };
}

/** Word segments of the shown part of `text` (NFC, chunked segmentation: linear time) as the tokenizer sees them. */
function pieces(text: string): { pieces: Piece[]; hidden: number } {
  const { shown, hidden } = shownPart(text);
  const list = segmentWords(shown.normalize('NFC')).map((segment) => ({
    text: segment,
    token: ALNUM.test(segment) ? lowerCharwise(segment) : null,
  }));
  return { pieces: list, hidden };
}

/** The plain segment that closes a cut text: `… [N more characters not shown]`. */
function hiddenNote(hidden: number): Segment[] {
  return hidden > 0 ? [{ text: ` … [${hidden.toLocaleString('en-US')} more characters not shown]`, kind: 'plain' }] : [];
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

/**
 * Claim and span segments (their shown parts): shared tokens as `match`; claim tokens whose numerics the shown span
 * lacks as `numeric-miss`.
 */
export function highlightPair(claim: string, span: string | null): { claim: Segment[]; span: Segment[] } {
  const { pieces: claimPieces, hidden: claimHidden } = pieces(claim);
  const { pieces: spanPieces, hidden: spanHidden } = span === null ? { pieces: [], hidden: 0 } : pieces(span);
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
    claim: merge([...claimPieces.map((p) => ({ text: p.text, kind: claimKind(p) })), ...hiddenNote(claimHidden)]),
    span: merge([...spanPieces.map((p): Segment => ({ text: p.text, kind: p.token !== null && claimTokens.has(p.token) ? 'match' : 'plain' })), ...hiddenNote(spanHidden)]),
  };
}
