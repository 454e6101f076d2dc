import { describe, expect, it } from 'vitest';
import { corpusView, loadCorpus } from '../datasets/corpus.ts';
import { generateCases } from '../generators/generate.ts';
import { measureDifficulty } from '../generators/difficulty.ts';
import { createOverlapReader } from './overlap.ts';

const base = generateCases({ corpus: corpusView(loadCorpus().slice(0, 12)), classes: ['paraphrase', 'number-swap', 'topical-fabrication'], perClass: 8, seed: 5 });
// The same contents again under new ids, then a copy whose source span differs (a different measurement), and each
// claim right after it on an evidence list of its own (same claim, another plan: a plan remembered wrongly shows).
const longer = (c: (typeof base)[number]) => ({ ...c, id: `${c.id}~3`, evidence: c.evidence.map((s) => ({ ...s, text: `${s.text} Also more words.` })) });
const cases = [
  ...base.flatMap((c) => [c, longer(c)]), ...base.map((c) => ({ ...c, id: `${c.id}~1` })),
  ...base.map((c) => ({ ...c, id: `${c.id}~2`, provenance: { ...c.provenance!, source_span: "none" } })),
];

describe('the overlap reader', () => {
  it('gives every case the overlap measured from its own content, remembered or not, whatever its bound', () => {
    const expected = cases.map((c) => {
      const d = measureDifficulty(c);
      return { jaccard: d.jaccard, coverage: d.coverage, numerics: d.numerics, tier: d.tier };
    });
    expect(new Set(expected.map((e) => JSON.stringify(e))).size).toBeGreaterThan(base.length / 2);
    for (const memoEntries of [0, 1, 3, 1000]) {
      const read = createOverlapReader({ reuseGenerated: false, memoEntries });
      expect(cases.map(read)).toEqual(expected);
    }
    // Character caps below one evidence list's JSON, about one list, and a few of them: plans and contents forgotten.
    const planChars = JSON.stringify(cases[0].evidence).length;
    for (const memoKeyChars of [0, planChars - 1, planChars + 200, 3 * planChars]) {
      const read = createOverlapReader({ reuseGenerated: false, memoKeyChars });
      expect(cases.map(read), String(memoKeyChars)).toEqual(expected);
    }
  });
});
