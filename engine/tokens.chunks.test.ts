import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../generators/rng.ts';
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

  it('after whitespace followed by any letter, number, punctuation or symbol (all outside the big uniform blocks)', () => {
    // Each candidate B is put after SPACE/TAB/LF/CR, between left contexts that look ahead (WB6, WB7b, WB12, RI, ZWJ,
    // dictionary scripts) and right contexts that look back (WB7, WB7c, WB11, WB4, RI, dictionary scripts).
    const contexts = (b: string): string =>
      `a. ${b}.a 1,\t${b},1 \u05d0"\n${b}"\u05d0 \u{1f1e6}\r${b}\u{1f1e6} x\u200d ${b}\u0301 \u0e01\u4e2d ${b}\u4e2d\u0e01 `;
    const candidates = safeStartSample();
    expect(candidates.length).toBeGreaterThan(20_000);
    for (let i = 0; i < candidates.length; i += 8) {
      const text = candidates.slice(i, i + 8).map(contexts).join('');
      const chunked = segmentWords(text, 1);
      const whole = segmentWordsUnchunked(text);
      if (chunked.length !== whole.length || chunked.some((s, k) => s !== whole[k])) {
        expect({ text, chunked }).toEqual({ text, chunked: whole });
      }
    }
  });
});

/**
 * Non-ASCII code points that may start a piece: every one in the BMP and the emoji plane block U+1F000–1FFFF, and every
 * 16th in the uniform CJK, Hangul-syllable and Yi blocks and the other supplementary planes.
 */
function safeStartSample(): string[] {
  const uniformBlock = (cp: number): boolean =>
    (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0xa000 && cp <= 0xa48f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x10000 && (cp < 0x1f000 || cp > 0x1ffff));
  const sample: string[] = [];
  for (let cp = 0x80; cp <= 0x10ffff; cp++) {
    if ((cp >= 0xd800 && cp <= 0xdfff) || (uniformBlock(cp) && cp % 16 !== 0)) continue;
    const ch = String.fromCodePoint(cp);
    if (isSafeCut(` ${ch}`, 1)) sample.push(ch);
  }
  return sample;
}

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

  it('cuts only between whitespace and a non-Extend visible character', () => {
    expect(isSafeCut('a b', 2)).toBe(true);
    expect(isSafeCut('a\n\u00e9', 2)).toBe(true);
    expect(isSafeCut('a  b', 2)).toBe(false);
    expect(isSafeCut('a \u0301', 2)).toBe(false);
    expect(isSafeCut('a \u200d', 2)).toBe(false);
    expect(isSafeCut('a \u{1f3fb}', 2)).toBe(false);
    expect(isSafeCut('a \uff9e', 2)).toBe(false);
    expect(isSafeCut('\r\n', 1)).toBe(false);
    expect(isSafeCut('ab', 1)).toBe(false);
  });
});
