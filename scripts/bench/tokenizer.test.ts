import { describe, expect, it } from 'vitest';
import { benchTokenizer } from './tokenizer.ts';

describe('benchTokenizer', () => {
  it('reports the corpus size, positive throughputs and no mismatching text (speed itself is never asserted)', () => {
    const texts = ['The quick brown fox, aged 12.5 years.', 'Caf\u00e9 \u201cna\u00efve\u201d r\u00e9sum\u00e9 \u2014 3:45'];
    const result = benchTokenizer(texts, { repetitions: 1 });
    const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t, 'utf8'), 0);
    expect(result.corpus_mb).toBe(Math.round((bytes / 1e6) * 100) / 100);
    expect(result.mismatches).toBe(0);
    expect(Object.keys(result).sort()).toEqual(['corpus_mb', 'fast_mb_s', 'mismatches', 'ratio', 'reference_mb_s']);
    for (const value of [result.reference_mb_s, result.fast_mb_s, result.ratio]) expect(Number.isFinite(value)).toBe(true);
  });
});
