/**
 * fast-check arbitraries for tokenizer property tests: texts drawn from alphabets that exercise the UAX #29 rules.
 */
import fc from 'fast-check';

/** ASCII pieces biased to the word-joining characters `.,:;'_` plus `-/`, digits, letters and whitespace. */
export const ASCII_PIECES: readonly string[] = [
  ...'.,:;\'_-/'.split(''),
  ...'0123456789'.split(''),
  ...'abcxyzABCXYZ'.split(''),
  ' ', ' ', ' ', '\t', '\n', '\r', '\r\n',
  ...'!"#$%&()*+<=>?@[\\]^`{|}~'.split(''),
  '\x00', '\x0b', '\x0c', '\x7f',
];

/** Non-ASCII pieces touching every rule family: spaces, Extend/Format/ZWJ, emoji, regional indicators, scripts. */
export const UNICODE_PIECES: readonly string[] = [
  '\u00a0', '\u1680', '\u2000', '\u2003', '\u2007', '\u202f', '\u205f', '\u3000', '\u0085', '\u2028', '\u2029',
  '\u3001', '\u3002', '\u300c', '\u300d', '\uff01', '\uff08', '\uff09', '\uff1f', '\uff0c', '\uff0e', '\uff1a',
  '\u0301', '\u0308', '\u0345', '\u093f', '\u20dd', '\u200d', '\u200c', '\u00ad', '\u2060', '\ufe0f', '\ufe0e',
  '\u{e0061}', '\u{1f3fb}', '\uff9e',
  '\u{1f44d}', '\u2764', '\u2701', '\u{1f468}', '\u{1f469}', '\u{1f467}', '\u{1f1e6}', '\u{1f1e7}', '\u{1f1fa}',
  'é', 'É', 'ñ', 'ß', 'ẞ', 'Σ', 'σ', 'ς', 'Ω', '\u212a', 'ﬁ', 'İ', 'ı', 'Ǆ',
  'א', 'ב', '\u05f3', '\u05f4', 'ア', 'ー', 'ｱ', '中', '文', '日本', 'ก', 'ไ', 'ทย', '한',
  '٣', '٫', '٬', '\u0660', '\u00b2', '½', '\u2460',
  '\u2019', '\u2018', '\u201c', '\u201d', '\u2013', '\u2014', '\u00b7', '\u2024', '\u2027', '\ufe13', '\uff0e',
  '\u2026', '\u00b0', '\u00a3', '\u20ac', '\u0387', '\u055f',
  '\ud800', '\udc00',
];

/** A text of up to `maxPieces` pieces, each drawn from `pieces`. */
export function textFrom(pieces: readonly string[], maxPieces: number): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...pieces), { maxLength: maxPieces, size: 'max' }).map((parts) => parts.join(''));
}

/** ASCII text biased to word-joining punctuation (see ASCII_PIECES). */
export function asciiText(maxPieces = 40): fc.Arbitrary<string> {
  return textFrom(ASCII_PIECES, maxPieces);
}

/** Mostly-ASCII text with non-ASCII pieces mixed in at about one piece in `1 + asciiWeight`. */
export function mixedText(maxPieces = 40, asciiWeight = 3): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { arbitrary: fc.constantFrom(...ASCII_PIECES), weight: asciiWeight },
    { arbitrary: fc.constantFrom(...UNICODE_PIECES), weight: 1 },
  );
  return fc.array(piece, { maxLength: maxPieces, size: 'max' }).map((parts) => parts.join(''));
}
