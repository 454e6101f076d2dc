import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR, corpusView, loadCorpus } from '../datasets/corpus.ts';
import { formatCasesJsonl, parseCasesJsonl } from '../datasets/cases.ts';
import { fixtureCorpus } from './fixtures.ts';
import { generateCases } from './generate.ts';
import { CORE_CLASSES, getGenerator } from './registry.ts';

const corpus = fixtureCorpus();

describe('generateCases', () => {
  it('writes byte-identical JSONL for the same inputs, valid as SPEC Part C cases', () => {
    const options = { corpus, classes: [...CORE_CLASSES, 'mixed'], perClass: 7, seed: 42 };
    const jsonl = formatCasesJsonl(generateCases(options));
    expect(formatCasesJsonl(generateCases(options))).toBe(jsonl);
    const parsed = parseCasesJsonl(jsonl, 'generated.jsonl');
    expect(parsed.length).toBeGreaterThan(20);
    expect(formatCasesJsonl(parsed)).toBe(jsonl);
  });

  it('numbers cases per class, stops at perClass, and never repeats (class, claim, evidence ids)', () => {
    const cases = generateCases({ corpus, classes: ['number-swap', 'verbatim'], perClass: 5, seed: 1 });
    expect(cases.map((c) => c.id)).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => `number-swap-000${n}`),
      ...[1, 2, 3, 4, 5].map((n) => `verbatim-000${n}`),
    ]);
    const all = generateCases({ corpus, classes: ['verbatim'], perClass: 1000, seed: 1 });
    expect(all).toHaveLength(corpus.passages.reduce((n, p) => n + p.spans.length, 0));
    expect(new Set(all.map((c) => c.claim)).size).toBe(all.length);
  });

  it('spreads a class over passages before taking a second claim from any', () => {
    const cases = generateCases({ corpus, classes: ['number-swap'], perClass: corpus.passages.length, seed: 9 });
    expect(new Set(cases.map((c) => c.provenance!.source_passage)).size).toBe(corpus.passages.length);
  });

  it('records the sibling passage as the source of a topical fabrication, and plans without it', () => {
    for (const c of generateCases({ corpus, classes: ['topical-fabrication'], perClass: 20, seed: 2 })) {
      const source = c.provenance!.source_passage;
      expect(c.evidence.some((e) => e.id.startsWith(`${source}-`))).toBe(false);
      expect(c.expected).toBe('unsupported');
    }
  });

  it('names the unknown class with near-name suggestions', () => {
    expect(() => generateCases({ corpus, classes: ['paraphrse'], perClass: 1, seed: 1 })).toThrow(/Did you mean 'paraphrase'/);
  });
});

const shipped = fs.existsSync(DEFAULT_CORPUS_DIR);
if (!shipped) console.log('generate.test: shipped corpus absent; skipping the 500-per-class check');

describe('on the shipped corpus', () => {
  it.skipIf(!shipped)('reaches 500 unique cases for each core class that needs generation', { timeout: 60_000 }, () => {
    const view = corpusView(loadCorpus());
    for (const cls of ['paraphrase', 'number-swap', 'topical-fabrication', 'entity-swap']) {
      const cases = generateCases({ corpus: view, classes: [cls], perClass: 500, seed: 1 });
      expect(cases, cls).toHaveLength(500);
      expect(new Set(cases.map((c) => `${c.claim}\0${c.evidence.map((e) => e.id).join()}`)).size).toBe(500);
      const check = getGenerator(cls).check!;
      const byId = new Map(view.passages.map((p) => [p.id, p]));
      for (const c of cases.slice(0, 100)) {
        const plan = view.passages.find((p) => p.spans[0].id === c.evidence[0].id)!;
        const claim = { claim: c.claim, evidence: c.evidence, sourceSpan: c.provenance!.source_span, transform: c.provenance!.transform };
        expect(check(claim, byId.get(plan.id)!, view), c.id).toEqual([]);
      }
    }
  });
});
