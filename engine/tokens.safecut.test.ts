import { describe, expect, it } from 'vitest';
import { segmentWords, segmentWordsUnchunked } from './tokens.ts';
import { isSafeCut } from './tokens/chunks.ts';

/** Every separator that may end a piece (see tokens/chunks.ts). */
const SEPARATORS = [
  ' ', '\t', '\n', '\r', '\u0085', '\u00a0', '\u1680', '\u2000', '\u2001', '\u2002', '\u2003', '\u2004', '\u2005',
  '\u2006', '\u2008', '\u2009', '\u200a', '\u2028', '\u2029', '\u205f', '\u3000', '\u3001', '\u3002',
  '\u3008', '\u3009', '\u300a', '\u300b', '\u300c', '\u300d', '\u300e', '\u300f', '\u3010', '\u3011',
  '\uff01', '\uff08', '\uff09', '\uff1f',
];

/**
 * Left contexts that look ahead across the cut (WB6, WB7b, WB12, ZWJ, regional indicators, dictionary scripts) paired
 * with right contexts that look back (WB7, WB7c, WB11, WB4 marks, regional indicators, dictionary scripts).
 */
const CONTEXTS: ReadonlyArray<readonly [string, string]> = [
  ['a.', '.a'], ['1,', ',1'], ['1.', '.1'], ['\u05d0"', '"\u05d0'], ['\u{1f1e6}', '\u{1f1e6}'], ['x\u200d', '\u0301'],
  ['\u0e01', '\u0e01'], ['\u4e2d', '\u4e2d'], ['\u30a2', '\u30a2'], ['_', '_'], ['a\u0301', '\u200d\u{1f44d}'],
];

/**
 * Non-ASCII code points that may start a piece: every one in the BMP and the emoji block U+1F000–1FFFF, and every 16th
 * in the uniform CJK, Hangul-syllable and Yi blocks and the other supplementary planes.
 */
function safeStartSample(): string[] {
  const uniformBlock = (cp: number): boolean =>
    (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0xa000 && cp <= 0xa48f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x10000 && (cp < 0x1f000 || cp > 0x1ffff));
  const sample: string[] = [];
  for (let cp = 0x21; cp <= 0x10ffff; cp++) {
    if ((cp >= 0xd800 && cp <= 0xdfff) || (uniformBlock(cp) && cp % 16 !== 0)) continue;
    const ch = String.fromCodePoint(cp);
    if (isSafeCut(` ${ch}`, 1)) sample.push(ch);
  }
  return sample;
}

describe('safe cuts', () => {
  it('accept exactly the listed separators before a letter', () => {
    const accepted: string[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isSafeCut(`${String.fromCharCode(c)}a`, 1)) accepted.push(String.fromCharCode(c));
    expect(accepted).toEqual([...SEPARATORS].sort());
  });

  it('every separator before any letter, number, punctuation or symbol cuts without changing segmentation', () => {
    const candidates = safeStartSample();
    expect(candidates.length).toBeGreaterThan(20_000);
    // Candidate i meets three (separator, context) pairs; rotating them covers every pair with thousands of candidates.
    const probe = (b: string, i: number): string => {
      let text = '';
      for (let k = 0; k < 3; k++) {
        const [left, right] = CONTEXTS[(i + 4 * k) % CONTEXTS.length];
        text += `${left}${SEPARATORS[(i * 3 + k) % SEPARATORS.length]}${b}${right} `;
      }
      return text;
    };
    for (let i = 0; i < candidates.length; i += 16) {
      const text = candidates.slice(i, i + 16).map((b, j) => probe(b, i + j)).join('');
      const chunked = segmentWords(text, 1);
      const whole = segmentWordsUnchunked(text);
      if (chunked.length !== whole.length || chunked.some((s, k) => s !== whole[k])) {
        expect({ text, chunked }).toEqual({ text, chunked: whole });
      }
    }
  });
});
