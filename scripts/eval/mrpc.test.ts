import { describe, expect, it } from 'vitest';
import { auroc, parseMrpc } from './mrpc.ts';

describe('parseMrpc', () => {
  it('strips the BOM, skips the header and maps <QUOTE>', () => {
    const text = '\uFEFFQuality\t#1 ID\t#2 ID\t#1 String\t#2 String\n1\t1\t2\tHe said <QUOTE>hi<QUOTE> .\tHe said hi .\n0\t3\t4\tA\tB\n';
    expect(parseMrpc(text)).toEqual([
      { paraphrase: true, a: 'He said "hi" .', b: 'He said hi .' },
      { paraphrase: false, a: 'A', b: 'B' },
    ]);
  });

  it('names file, line and field on bad input', () => {
    expect(() => parseMrpc('h\n1\t2\t3\n', 'x.txt')).toThrow(/x\.txt:2: expected 5 tab-separated fields, got 3/);
    expect(() => parseMrpc('h\n7\t1\t2\ta\tb\n', 'x.txt')).toThrow(/x\.txt:2: field Quality must be 0 or 1/);
  });
});

describe('auroc', () => {
  it('is 1 for a perfect ranking, 0 for a reversed one, 0.5 for all ties', () => {
    expect(auroc([0.1, 0.2, 0.8, 0.9], [false, false, true, true])).toBe(1);
    expect(auroc([0.9, 0.8, 0.2, 0.1], [false, false, true, true])).toBe(0);
    expect(auroc([0.5, 0.5, 0.5], [true, false, true])).toBe(0.5);
  });

  it('counts a tie between a positive and a negative as one half', () => {
    // Pairs (pos, neg): (0.4 vs 0.4) = ½, (0.4 vs 0.1) = 1, (0.9 vs 0.4) = 1, (0.9 vs 0.1) = 1 → 3.5 / 4.
    expect(auroc([0.4, 0.9, 0.4, 0.1], [true, true, false, false])).toBe(0.875);
  });

  it('is NaN without both classes', () => {
    expect(auroc([0.1, 0.2], [true, true])).toBeNaN();
  });
});
