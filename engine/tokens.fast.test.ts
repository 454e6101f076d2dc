import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAscii, lowerCharwise, tokenize, tokenizeFast, tokenizeReference } from './tokens.ts';
import { asciiText, mixedText } from './tokens/textArbitraries.ts';

const SEED = 20260302;

describe('ASCII fast path', () => {
  it('equals the reference on ASCII texts biased to .,:;\'_-/ digits, letters and spaces', () => {
    fc.assert(
      fc.property(asciiText(40), (text) => {
        expect(tokenizeFast(text)).toEqual(tokenizeReference(text));
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it('equals the reference on arbitrary ASCII strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 80 }), (text) => {
        expect(tokenizeFast(text)).toEqual(tokenizeReference(text));
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('joins letters, digits and _; joins mid characters only between the right neighbours', () => {
    expect(tokenizeFast("U.S.A. e.g., don't rock'n'roll a:b 3:45 1,000.50 1;2 a1.2b x_1 __ _ a-b 12a.b")).toEqual([
      'u.s.a', 'e.g', "don't", "rock'n'roll", 'a:b', '3', '45', '1,000.50', '1;2', 'a1.2b', 'x_1', 'a', 'b', '12a.b',
    ]);
    expect(tokenizeFast('a..b 1,,2 .5 5. a.1 1.a')).toEqual(['a', 'b', '1', '2', '5', '5', 'a', '1', '1', 'a']);
    expect(tokenizeFast('')).toEqual([]);
  });
});

describe('tokenize (dispatching)', () => {
  it('equals the reference on mostly-ASCII texts with marks, ZWJ, emoji, other scripts and spaces', () => {
    fc.assert(
      fc.property(mixedText(60, 3), (text) => {
        expect(tokenize(text)).toEqual(tokenizeReference(text));
      }),
      { seed: SEED, numRuns: 4000 },
    );
  });

  it('equals the reference on long mixed texts', () => {
    fc.assert(
      fc.property(mixedText(2000, 8), (text) => {
        expect(tokenize(text)).toEqual(tokenizeReference(text));
      }),
      { seed: SEED, numRuns: 50 },
    );
  });

  it('normalises to NFC, lowercases char-wise and keeps only alphanumeric words', () => {
    expect(tokenize('Cafe\u0301 ΟΔΟΣ \u212aelvin — 😀 3.5%')).toEqual(['café', 'οδοσ', 'kelvin', '3.5']);
    expect(lowerCharwise('ΟΔΟΣ')).toBe('οδοσ');
  });
});

describe('tokenize is stable on its own output', () => {
  // A token starts with Word_Break Extend/Format/ZWJ or white space only where such a character follows a line break
  // or a space (WB4); joined after a space it then joins that space.
  const startsWithMark = (token: string): boolean =>
    /^[\p{M}\p{Cf}\p{Grapheme_Extend}\p{Emoji_Modifier}\p{White_Space}]/u.test(token);

  it('tokenize(join(tokenize(x), " ")) = tokenize(x) unless a token starts with a mark or white space', () => {
    fc.assert(
      fc.property(fc.oneof(asciiText(40), mixedText(40, 2)), (text) => {
        const tokens = tokenize(text);
        fc.pre(!tokens.some(startsWithMark));
        expect(tokenize(tokens.join(' '))).toEqual(tokens);
      }),
      { seed: SEED, numRuns: 4000 },
    );
  });

  it('does not hold for a token that starts with an alphabetic mark (WB4 joins it to the joining space)', () => {
    const afterLineBreak = tokenize('a\n\u093fb');
    expect(afterLineBreak).toEqual(['a', '\u093f', 'b']);
    expect(tokenize(afterLineBreak.join(' '))).toEqual(['a', ' \u093f', 'b']);
    const afterSpace = tokenize('b \u0345');
    expect(afterSpace).toEqual(['b', ' \u0345']);
    expect(tokenize(afterSpace.join(' '))).toEqual(['b', '  \u0345']);
  });
});

describe('isAscii', () => {
  it('is true exactly when every code unit is below 0x80', () => {
    expect(isAscii('')).toBe(true);
    expect(isAscii('plain \x00\x7f text')).toBe(true);
    expect(isAscii('caf\u00e9')).toBe(false);
    expect(isAscii('\ud800')).toBe(false);
    fc.assert(
      fc.property(mixedText(20, 3), (text) => {
        expect(isAscii(text)).toBe([...text].every((ch) => ch.charCodeAt(0) < 0x80));
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
