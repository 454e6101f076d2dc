/**
 * The generator contract kit (SPEC B1, STYLE 3), run over every registered generator: same seed → identical cases;
 * cases carry provenance; every case passes its class's own check and differs from its source where the class demands.
 */
import { describe, expect, it } from 'vitest';
import { fixtureCorpus } from './fixtures.ts';
import { generateCases } from './generate.ts';
import { CORE_CLASSES, GENERATORS, getGenerator } from './registry.ts';
import { createRng } from '../engine/rng.ts';

const corpus = fixtureCorpus();
const passageById = new Map(corpus.passages.map((p) => [p.id, p]));

/** Classes whose claims must differ from every sentence of their source passage. */
const MUST_DIFFER = new Set(GENERATORS.map((g) => g.id).filter((id) => id !== 'verbatim'));

const REPERTOIRES = ['classic', 'full'] as const;

describe.each(GENERATORS.flatMap((g) => REPERTOIRES.map((r) => [g.id, r, g] as const)))('generator %s (%s repertoire)', (id, repertoire, generator) => {
  const options = { repertoire };
  it('is deterministic: the same seed gives identical claims and cases', () => {
    for (const passage of corpus.passages) {
      const a = generator.generate(passage, corpus, createRng(11).fork(passage.id), options);
      const b = generator.generate(passage, corpus, createRng(11).fork(passage.id), options);
      expect(a).toEqual(b);
    }
    const first = generateCases({ corpus, classes: [id], perClass: 50, seed: 3, repertoire });
    expect(generateCases({ corpus, classes: [id], perClass: 50, seed: 3, repertoire })).toEqual(first);
  });

  it('produces cases on the fixture corpus, each with provenance and an evidence plan', () => {
    const cases = generateCases({ corpus, classes: [id], perClass: 50, seed: 3, repertoire });
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      expect(c.class).toBe(id);
      expect(c.expected).toBe(generator.expected);
      expect(c.evidence.length).toBeGreaterThan(0);
      expect(c.provenance).toMatchObject({ generator: id, seed: 3 });
      expect(c.provenance!.transform.length).toBeGreaterThan(0);
      expect(passageById.has(c.provenance!.source_passage)).toBe(true);
    }
    expect(new Set(cases.map((c) => c.claim + c.evidence.map((e) => e.id).join())).size).toBe(cases.length);
  });

  it("passes its class's own check on every claim, and differs from its source where the class demands", () => {
    expect(generator.check).toBeTypeOf('function');
    for (const passage of corpus.passages) {
      for (const claim of generator.generate(passage, corpus, createRng(5).fork(passage.id), options)) {
        expect(generator.check!(claim, passage, corpus), claim.claim).toEqual([]);
        const sources = corpus.passages.flatMap((p) => p.spans).filter((s) => s.id === claim.sourceSpan);
        expect(sources).toHaveLength(1);
        if (MUST_DIFFER.has(id) && id !== 'topical-fabrication') expect(claim.claim).not.toBe(sources[0].text);
      }
    }
  });
});

describe('registry', () => {
  it('lists every core class and suggests near names for unknown ids', () => {
    for (const id of CORE_CLASSES) expect(getGenerator(id).id).toBe(id);
    expect(() => getGenerator('number-swp')).toThrow(/Did you mean 'number-swap'/);
    expect(new Set(GENERATORS.map((g) => g.id)).size).toBe(GENERATORS.length);
  });
});
