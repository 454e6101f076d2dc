import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng.ts';
import { segmentWords, segmentWordsUnchunked } from './tokens.ts';
import { forEachPiece, isSafeCut } from './tokens/chunks.ts';
import { mixedText, UNICODE_PIECES, ASCII_PIECES } from './tokens/textArbitraries.ts';

const SEED = 20260301;

/** Every piece of `text`, as [start, end, ascii] triples. */
function pieces(text: string, target: number, splitByAscii: boolean): Array<[number, number, boolean]> {
  const out: Array<[number, number, boolean]> = [];
  forEachPiece(text, target, splitByAscii, (start, end, ascii) => out.push([start, end, ascii]));
  return out;
}

describe('chunked segmentation equals unchunked', () => {
  it('on texts mixing spaces, marks, ZWJ, CR/LF, emoji and scripts, at every chunk target', () => {
    fc.assert(
      fc.property(mixedText(60, 1), fc.integer({ min: 1, max: 40 }), (text, target) => {
        expect(segmentWords(text, target)).toEqual(segmentWordsUnchunked(text));
      }),
      { seed: SEED, numRuns: 4000 },
    );
  });

  it('on long texts at the default chunk target', () => {
    fc.assert(
      fc.property(mixedText(3000, 2), (text) => {
        expect(segmentWords(text)).toEqual(segmentWordsUnchunked(text));
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  it('on one 40,000-code-unit text', () => {
    const rng = createRng(SEED);
    const all = [...ASCII_PIECES, ...UNICODE_PIECES, 'word ', 'words ', 'the ', '12.5 '];
    let text = '';
    while (text.length < 40_000) text += rng.pick(all);
    const chunked = segmentWords(text);
    expect(pieces(text, 256, false).length).toBeGreaterThan(100);
    expect(chunked).toEqual(segmentWordsUnchunked(text));
  });
});

describe('forEachPiece', () => {
  it('covers the text with consecutive pieces ending at safe cuts, ASCII pieces flagged correctly', () => {
    fc.assert(
      fc.property(mixedText(80, 3), fc.integer({ min: 1, max: 300 }), fc.boolean(), (text, target, split) => {
        let expectedStart = 0;
        for (const [start, end, ascii] of pieces(text, target, split)) {
          expect(start).toBe(expectedStart);
          expect(end).toBeGreaterThan(start);
          if (end < text.length) expect(isSafeCut(text, end)).toBe(true);
          expect(ascii).toBe(/^[\x00-\x7f]*$/.test(text.slice(start, end)));
          expectedStart = end;
        }
        expect(expectedStart).toBe(text.length);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('cuts only between a separator and a non-Extend visible character', () => {
    expect(isSafeCut('a b', 2)).toBe(true);
    expect(isSafeCut('a\n\u00e9', 2)).toBe(true);
    expect(isSafeCut('a  b', 2)).toBe(false);
    expect(isSafeCut('a \u0301', 2)).toBe(false);
    expect(isSafeCut('a \u200d', 2)).toBe(false);
    expect(isSafeCut('a \u{1f3fb}', 2)).toBe(false);
    expect(isSafeCut('a \uff9e', 2)).toBe(false);
    expect(isSafeCut('\r\n', 1)).toBe(false);
    expect(isSafeCut('ab', 1)).toBe(false);
    expect(isSafeCut('\u4e2d\u3002\u4e2d', 2)).toBe(true);
    expect(isSafeCut('a\u202fb', 2)).toBe(false);
    expect(isSafeCut('1\uff0c2', 2)).toBe(false);
  });
});
