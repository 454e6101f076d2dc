/**
 * SPEC A1 tokenizer: NFC → UAX-29 words (Intl.Segmenter) → char-wise lowercase → drop tokens with no alphanumeric.
 */

const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });
const ALNUM = /[\p{Alphabetic}\p{N}]/u;

/** Lowercases each code point on its own, so a final `Σ` becomes `σ`, never `ς`. */
export function lowerCharwise(word: string): string {
  let out = '';
  for (const ch of word) out += ch.toLowerCase();
  return out;
}

/** Reference tokenizer of SPEC A1 (unchunked; slow on very long inputs). */
export function tokenizeReference(text: string): string[] {
  const tokens: string[] = [];
  for (const { segment } of wordSegmenter.segment(text.normalize('NFC'))) {
    if (ALNUM.test(segment)) tokens.push(lowerCharwise(segment));
  }
  return tokens;
}

/** Tokens of `text` per SPEC A1. */
export function tokenize(text: string): string[] {
  return tokenizeReference(text);
}
