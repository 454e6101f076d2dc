import { describe, expect, it } from 'vitest';
import { fixtureCorpus } from './fixtures.ts';
import { generateCases } from './generate.ts';

describe('decontextualisation in generation', () => {
  it('decontextualises only full-repertoire claims (edit classes, and paraphrases bringing in context), recording the naming edits', () => {
    const corpus = fixtureCorpus();
    const classic = generateCases({ corpus, classes: ['number-swap'], perClass: 1000, seed: 2 });
    expect(classic.some((c) => c.provenance!.edits!.some((e) => e.startsWith('decontext-')))).toBe(false);
    const full = generateCases({ corpus, classes: ['number-swap', 'paraphrase'], perClass: 1000, seed: 2, repertoire: 'full' });
    for (const c of full.filter((x) => x.provenance!.edits!.some((e) => e.startsWith('decontext-')))) {
      // Named after the edit, or as the first step of a recast reading the edit acts on; a paraphrase names as the
      // first step of the reading it rewords.
      if (c.class === 'paraphrase') expect(c.provenance!.reading![0].edit).toMatch(/^decontext-/);
      else expect(c.provenance!.transform).toMatch(/; (?:named: decontext-|recast: decontext-)/);
    }
  });
});
