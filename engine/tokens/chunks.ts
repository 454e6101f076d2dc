/**
 * Cutting text into pieces that `Intl.Segmenter` can segment one by one with exactly the result of segmenting the whole.
 *
 * A cut at position p is safe when text[p-1] is a separator (TAB, LF, CR, SPACE, NEL, NBSP, the WSegSpace spaces,
 * LINE/PARAGRAPH SEPARATOR, ideographic comma, full stop and brackets, fullwidth ! ? ( ): Word_Break classes Other,
 * WSegSpace, LF, CR, Newline; so CJK text without spaces still gets cut) and
 * text[p] is a letter, number, punctuation or symbol that is not Word_Break Extend (U+FF9E/FF9F, emoji modifiers).
 * Then, per UAX #29:
 * - there is always a boundary at p: no rule joins those classes to a following non-space, non-LF,
 *   non-Extend/Format/ZWJ character (WB3, WB3c, WB3d, WB4 need one of those on the right);
 * - rules deciding later boundaries look back at most two characters (WB7, WB7c, WB11) or along a run of regional
 *   indicators (WB15/16), and every such pattern fails on a separator exactly as it fails at start of text;
 * - rules deciding earlier boundaries look ahead at most two characters (WB6, WB7b, WB12), skipping only
 *   Extend/Format/ZWJ (WB4), and every such pattern fails on text[p-1] exactly as it fails at end of text.
 * ICU's dictionary segmentation (CJK, Thai…) works on runs of dictionary letters, which separators end.
 * (U+202F NARROW NO-BREAK SPACE is ExtendNumLet and U+FF0C/FF0E are MidNum/MidNumLet: never separators.)
 * The property tests in tokens.chunks.test.ts check the claim against unchunked segmentation.
 */

/** Code-unit length at or above which a piece sent to the segmenter is cut at its next safe cut. */
export const SEGMENTER_CHUNK_TARGET = 256;

const SAFE_START = /(?![\p{Grapheme_Extend}\p{Emoji_Modifier}])[\p{L}\p{N}\p{P}\p{S}]/uy;

/** True when segmenting text[0, p) and text[p, end) separately gives the segments of the whole. */
export function isSafeCut(text: string, p: number): boolean {
  if (!isSeparator(text.charCodeAt(p - 1))) return false;
  const after = text.charCodeAt(p);
  if (after < 0x80) return after > 0x20 && after < 0x7f;
  SAFE_START.lastIndex = p;
  return SAFE_START.test(text);
}

/** Whether UTF-16 code unit `c` may end a piece (see the rules above). */
function isSeparator(c: number): boolean {
  if (c < 0x80) return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
  if (c < 0x2000) return c === 0x85 || c === 0xa0 || c === 0x1680;
  if (c <= 0x200a) return c !== 0x2007;
  if (c < 0x3000) return c === 0x2028 || c === 0x2029 || c === 0x205f;
  if (c < 0xff00) return c <= 0x3002 || (c >= 0x3008 && c <= 0x3011);
  return c === 0xff01 || c === 0xff08 || c === 0xff09 || c === 0xff1f;
}

/** Receives one piece [start, end) of the text; `ascii` is true when every code unit of it is below 0x80. */
export type PieceSink = (start: number, end: number, ascii: boolean) => void;

/**
 * Splits `text` at safe cuts into consecutive pieces covering it, in order. With `splitByAscii`, ASCII pieces are kept
 * whole (any length) and separate from non-ASCII ones; a piece that is not all-ASCII (or any piece, without
 * `splitByAscii`) is closed at the first safe cut once it is at least `target` code units long.
 */
export function forEachPiece(text: string, target: number, splitByAscii: boolean, sink: PieceSink): void {
  const n = text.length;
  let pieceStart = 0;
  let pieceAscii = true;
  let atomStart = 0;
  let atomAscii = true;
  for (let p = 1; p <= n; p++) {
    if (text.charCodeAt(p - 1) >= 0x80) atomAscii = false;
    if (p < n && !isSafeCut(text, p)) continue;
    if (atomStart > pieceStart && splitByAscii && atomAscii !== pieceAscii) {
      sink(pieceStart, atomStart, pieceAscii);
      pieceStart = atomStart;
    }
    pieceAscii = atomStart > pieceStart ? pieceAscii && atomAscii : atomAscii;
    const limited = !splitByAscii || !pieceAscii;
    if ((limited && p - pieceStart >= target) || p === n) {
      sink(pieceStart, p, pieceAscii);
      pieceStart = p;
    }
    atomStart = p;
    atomAscii = true;
  }
}
