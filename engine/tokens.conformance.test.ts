import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAscii, segmentWords, tokenizeFast, tokenizeReference } from './tokens.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The Unicode 15.0 test file, shipped in the repository under the Unicode licence (see its README). */
const testFile = path.join(repoRoot, 'test/data/unicode/WordBreakTest.txt');

/**
 * Lines of WordBreakTest 15.0 that Node 20's newer ICU segments differently, by line number: both put ZWJ before U+2701
 * UPPER BLADE SCISSORS, Extended_Pictographic in Unicode 15 (so WB3c joins) but not in Node's newer Unicode data.
 */
const KNOWN_DIFFERENCES = [1730, 1731];

interface BreakCase {
  line: number;
  text: string;
  /** Boundary offsets in UTF-16 code units, including 0 and text.length. */
  boundaries: number[];
}

function parseCases(content: string): BreakCase[] {
  const cases: BreakCase[] = [];
  content.split('\n').forEach((raw, index) => {
    const body = raw.split('#')[0].trim();
    if (body === '') return;
    let text = '';
    const boundaries: number[] = [];
    for (const field of body.split(/\s+/)) {
      if (field === '÷') boundaries.push(text.length);
      else if (field !== '×') text += String.fromCodePoint(parseInt(field, 16));
    }
    cases.push({ line: index + 1, text, boundaries });
  });
  return cases;
}

function boundariesOf(segments: string[]): number[] {
  const boundaries = [0];
  let offset = 0;
  for (const segment of segments) boundaries.push((offset += segment.length));
  return boundaries;
}

describe('WordBreakTest.txt conformance', () => {
  const content = fs.readFileSync(testFile, 'utf8');
  const cases = parseCases(content);

  it('has the 1823 test lines of Unicode 15.0.0', () => {
    expect(content.split('\n', 1)[0]).toBe('# WordBreakTest-15.0.0.txt');
    expect(cases).toHaveLength(1823);
  });

  it('chunked segmentation agrees on every line except the known ICU-version differences', () => {
    for (const target of [1, 256]) {
      const differing = cases
        .filter((c) => JSON.stringify(boundariesOf(segmentWords(c.text, target))) !== JSON.stringify(c.boundaries))
        .map((c) => c.line);
      expect({ target, differing }).toEqual({ target, differing: KNOWN_DIFFERENCES });
    }
  });

  it('the known differences are ZWJ before U+2701, no longer Extended_Pictographic', () => {
    expect(/\p{Extended_Pictographic}/u.test('\u2701')).toBe(false);
    for (const line of KNOWN_DIFFERENCES) {
      const found = cases.find((c) => c.line === line);
      expect(found?.text).toMatch(/\u200d\u2701$/);
    }
  });

  it('the ASCII fast path agrees with the reference on every all-ASCII line', () => {
    const asciiCases = cases.filter((c) => isAscii(c.text));
    expect(asciiCases.length).toBeGreaterThan(100);
    for (const { text } of asciiCases) expect(tokenizeFast(text)).toEqual(tokenizeReference(text));
  });
});
