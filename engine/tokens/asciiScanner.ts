/**
 * UAX #29 word tokens of ASCII text by a char-code scan, equal token for token to NFC → Intl.Segmenter → lowercase →
 * alphanumeric filter (proved by tokens.fast.test.ts). In ASCII the word-forming rules reduce to:
 * letters, digits and `_` (ExtendNumLet) join each other (WB5, WB8–WB10, WB13a/b); `:` (MidLetter) joins letter to
 * letter; `,` `;` (MidNum) join digit to digit; `.` `'` (MidNumLet, Single_Quote) join both (WB6/7, WB11/12);
 * every other character is its own, never alphanumeric, segment. ASCII has no Extend/Format/ZWJ, so WB4 never applies.
 */

const OTHER = 0;
const LETTER = 1;
const DIGIT = 2;
const UNDERSCORE = 3;
/** Mid characters: bit 4 joins letter–letter, bit 8 joins digit–digit. */
const JOINS_LETTERS = 4;
const JOINS_DIGITS = 8;

const CLASS = buildClassTable();

function buildClassTable(): Uint8Array {
  const table = new Uint8Array(128).fill(OTHER);
  for (let c = 0x41; c <= 0x5a; c++) table[c] = LETTER;
  for (let c = 0x61; c <= 0x7a; c++) table[c] = LETTER;
  for (let c = 0x30; c <= 0x39; c++) table[c] = DIGIT;
  table[0x5f] = UNDERSCORE;
  table[0x3a] = JOINS_LETTERS; // ':'
  table[0x2c] = JOINS_DIGITS; // ','
  table[0x3b] = JOINS_DIGITS; // ';'
  table[0x2e] = JOINS_LETTERS | JOINS_DIGITS; // '.'
  table[0x27] = JOINS_LETTERS | JOINS_DIGITS; // "'"
  return table;
}

/** Appends to `out` the lowercased word tokens of text[start, end), which must be all ASCII. */
export function scanAsciiTokens(text: string, start: number, end: number, out: string[]): void {
  let i = start;
  while (i < end) {
    const cls = CLASS[text.charCodeAt(i)];
    if (cls === OTHER || cls > UNDERSCORE) {
      i++;
      continue;
    }
    const tokenStart = i;
    let hasAlnum = false;
    for (;;) {
      let c = CLASS[text.charCodeAt(i)];
      while (i < end && c !== OTHER && c <= UNDERSCORE) {
        if (c !== UNDERSCORE) hasAlnum = true;
        c = CLASS[text.charCodeAt(++i)];
      }
      if (i + 1 >= end || !joinsAcross(c, CLASS[text.charCodeAt(i - 1)], CLASS[text.charCodeAt(i + 1)])) break;
      i += 2;
    }
    if (hasAlnum) out.push(text.slice(tokenStart, i).toLowerCase());
  }
}

/** Whether mid character class `mid` joins its neighbours of classes `before` and `after` into one word. */
function joinsAcross(mid: number, before: number, after: number): boolean {
  if (before === LETTER) return after === LETTER && (mid & JOINS_LETTERS) !== 0;
  return before === DIGIT && after === DIGIT && (mid & JOINS_DIGITS) !== 0;
}

/** Tokens of an all-ASCII text (SPEC A1 fast path); the caller guarantees the text is ASCII. */
export function tokenizeFast(asciiText: string): string[] {
  const out: string[] = [];
  scanAsciiTokens(asciiText, 0, asciiText.length, out);
  return out;
}
