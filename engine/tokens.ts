/**
 * SPEC A1 tokenizer: NFC → UAX-29 words (Intl.Segmenter) → char-wise lowercase → drop tokens with no alphanumeric.
 * `tokenize` dispatches: all-ASCII text goes to a char-code scanner; other text is cut at safe separator boundaries
 * into pieces, ASCII pieces to the scanner and the rest to the segmenter (Node 20's segmenter is quadratic in input
 * length, so it only ever sees pieces of a few hundred code units).
 */
import { scanAsciiTokens, tokenizeFast } from './tokens/asciiScanner.ts';
import { forEachPiece, SEGMENTER_CHUNK_TARGET } from './tokens/chunks.ts';

export { tokenizeFast } from './tokens/asciiScanner.ts';

const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });
const ALNUM = /[\p{Alphabetic}\p{N}]/u;
const NON_ASCII = /[^\x00-\x7f]/;

/** True when every UTF-16 code unit of `text` is below 0x80. */
export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

/** Lowercases each code point on its own, so a final `Σ` becomes `σ`, never `ς`. */
export function lowerCharwise(word: string): string {
  let out = '';
  for (const ch of word) out += ch.toLowerCase();
  return out;
}

/** UAX-29 word segments of `text` (no normalisation), by Intl.Segmenter over the whole text at once. */
export function segmentWordsUnchunked(text: string): string[] {
  return Array.from(wordSegmenter.segment(text), (s) => s.segment);
}

/**
 * UAX-29 word segments of `text` (no normalisation), equal to `segmentWordsUnchunked`, segmenting pieces cut at safe
 * separator boundaries once at least `chunkTarget` code units long (≥ 1; 1 cuts at every safe boundary).
 */
export function segmentWords(text: string, chunkTarget: number = SEGMENTER_CHUNK_TARGET): string[] {
  const segments: string[] = [];
  forEachPiece(text, chunkTarget, false, (start, end) => {
    for (const { segment } of wordSegmenter.segment(text.slice(start, end))) segments.push(segment);
  });
  return segments;
}

/** Reference tokenizer of SPEC A1, literally: NFC, chunked segmentation, char-wise lowercase, alphanumeric filter. */
export function tokenizeReference(text: string): string[] {
  const tokens: string[] = [];
  for (const segment of segmentWords(text.normalize('NFC'))) {
    if (ALNUM.test(segment)) tokens.push(lowerCharwise(segment));
  }
  return tokens;
}

/** Tokens of `text` per SPEC A1 (lowercase words containing a letter or digit, in text order). */
export function tokenize(text: string): string[] {
  if (isAscii(text)) return tokenizeFast(text);
  const normalized = text.normalize('NFC');
  const tokens: string[] = [];
  forEachPiece(normalized, SEGMENTER_CHUNK_TARGET, true, (start, end, ascii) => {
    if (ascii) scanAsciiTokens(normalized, start, end, tokens);
    else pushSegmentTokens(normalized.slice(start, end), tokens);
  });
  return tokens;
}

function pushSegmentTokens(piece: string, tokens: string[]): void {
  for (const { segment } of wordSegmenter.segment(piece)) {
    if (!ALNUM.test(segment)) continue;
    // Whole-string lowercasing differs from char-wise only by the context-sensitive final sigma.
    tokens.push(segment.includes('Σ') ? lowerCharwise(segment) : segment.toLowerCase());
  }
}
