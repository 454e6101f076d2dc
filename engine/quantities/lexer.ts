/**
 * The quantity reader's tokens: words, figures (with any glued suffix), symbols and punctuation, each with its
 * [start, end) offsets and whether whitespace precedes it.
 */

/** What a token is. */
export type TokenKind = 'word' | 'figure' | 'iso-date' | 'clock' | 'symbol' | 'punct';

/** One token of the text. */
export interface QToken {
  kind: TokenKind;
  text: string;
  /** `text` lower-cased. */
  lower: string;
  start: number;
  end: number;
  /** Whether whitespace separates this token from the previous one (true for the first token). */
  spaced: boolean;
  /** Figures only: the digits part (`1,500.5`), its value, and letters glued after it (`st`, `km`, `bn`). */
  digits?: string;
  value?: number;
  suffix?: string;
}

// Order matters: ISO dates and clock times before plain figures; currency prefixes before `$`.
const TOKEN_RE = new RegExp(
  [
    String.raw`(?<iso>\d{4}-\d{2}-\d{2})(?![\p{L}\p{N}])`,
    String.raw`(?<clock>\d{1,2}:\d{2}(?::\d{2})?)`,
    String.raw`(?<figure>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?<suffix>[\p{L}²³]*)`,
    String.raw`(?<word>\p{L}+(?:['’]\p{L}+)*)`,
    String.raw`(?<symbol>US\$|AU?\$|CA?\$|[$€£¥₹₦₽%°])`,
    String.raw`(?<punct>\S)`,
  ].join('|'),
  'gu',
);

/** Tokenises `text` for the quantity reader. */
export function lexQuantities(text: string): QToken[] {
  const tokens: QToken[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN_RE)) {
    const g = m.groups!;
    const start = m.index;
    const end = start + m[0].length;
    const spaced = tokens.length === 0 || start > last;
    last = end;
    const base = { text: m[0], lower: m[0].toLowerCase(), start, end, spaced };
    if (g.iso !== undefined) tokens.push({ ...base, kind: 'iso-date' });
    else if (g.clock !== undefined) tokens.push({ ...base, kind: 'clock' });
    else if (g.figure !== undefined) {
      tokens.push({ ...base, kind: 'figure', digits: g.figure, value: Number(g.figure.replaceAll(',', '')), suffix: g.suffix.toLowerCase() });
    } else if (g.word !== undefined) tokens.push({ ...base, kind: 'word' });
    else if (g.symbol !== undefined) tokens.push({ ...base, kind: 'symbol' });
    else tokens.push({ ...base, kind: 'punct' });
  }
  return tokens;
}

/** Whether token `i` is glued to the previous one (no whitespace between). */
export function glued(tokens: readonly QToken[], i: number): boolean {
  return i > 0 && i < tokens.length && !tokens[i].spaced;
}
