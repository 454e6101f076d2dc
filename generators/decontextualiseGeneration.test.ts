import { describe, expect, it } from 'vitest';
import { fixtureCorpus } from './fixtures.ts';
import { generateCases } from './generate.ts';

describe('decontextualisation in generation', () => {
  it('decontextualises only full-repertoire claims of the unsupported edit classes, recording the naming edits', () => {
    const corpus = fixtureCorpus();
    const classic = generateCases({ corpus, classes: ['number-swap'], perClass: 1000, seed: 2 });
    expect(classic.some((c) => c.provenance!.edits!.some((e) => e.startsWith('decontext-')))).toBe(false);
    const full = generateCases({ corpus, classes: ['number-swap', 'paraphrase'], perClass: 1000, seed: 2, repertoire: 'full' });
    for (const c of full.filter((x) => x.provenance!.edits!.some((e) => e.startsWith('decontext-')))) {
      expect(c.class).toBe('number-swap');
      // Named after the edit, or as the first step of a recast reading the edit acts on.
      expect(c.provenance!.transform).toMatch(/; (?:named: decontext-|recast: decontext-)/);
    }
  });
});
