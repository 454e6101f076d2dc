import { describe, expect, it } from 'vitest';
import { corpusView, loadCorpus } from '../datasets/corpus.ts';
import type { LabelledCase } from '../datasets/types.ts';
import { getScoreModel } from '../engine/scoreModels/registry.ts';
import { measureDifficulty } from '../generators/difficulty.ts';
import { generateCases } from '../generators/generate.ts';
import { adversarial } from './adversarial.suite.ts';
import { caseTexts, embedCaseTexts, sanitizeMessage } from './embedCases.ts';
import { runSuite } from './runner.ts';
import { createTestEmbedder } from './testEmbedder.ts';
import type { LoadedCases, RunResults } from './types.ts';

const CLASSES = Object.keys(adversarial.generators);
const corpus = corpusView(loadCorpus().slice(0, 14));
const cases = generateCases({ corpus, classes: CLASSES, perClass: 6, seed: 3 });
const loaded: LoadedCases = { cases, datasets: { corpus: 'subset' } };
const v1 = getScoreModel('v1');

const stable = (r: RunResults) => JSON.stringify({ classes: r.classes, cases: r.cases, floors: r.floors });

describe('runSuite', () => {
  it('scores every case once, with the SPEC Part C fields, sorted by id', async () => {
    const results = await runSuite({ suite: adversarial, model: v1, embedder: createTestEmbedder(), loaded });
    expect(results.cases.map((c) => c.id)).toEqual(cases.map((c) => c.id).sort());
    expect(Object.keys(results.classes)).toEqual(CLASSES);
    const sum = Object.values(results.classes).reduce((a, s) => a + s.n, 0);
    expect(sum).toBe(cases.length);
    for (const c of results.cases) {
      expect(c).toEqual(expect.objectContaining({ id: expect.any(String), verdict: expect.any(String), score: expect.any(Number) }));
      expect(typeof c.numeric_gated).toBe('boolean');
      expect(c.best_span === null || cases.find((k) => k.id === c.id)!.evidence.some((e) => e.id === c.best_span)).toBe(true);
    }
    const verbatim = results.classes.verbatim;
    expect(verbatim.supported).toBe(verbatim.n);
    expect(results.meta).toMatchObject({ suite: 'adversarial', seed: 1, score_model: 'v1', embed_model: 'test-bow' });
  });

  it("carries each case's overlap, measured from its content, and each class's overlap distribution", async () => {
    const results = await runSuite({ suite: adversarial, model: v1, embedder: createTestEmbedder(), loaded });
    for (const c of results.cases) {
      const source = cases.find((k) => k.id === c.id)!;
      const { difficulty: _recorded, ...provenance } = source.provenance!;
      const measured = measureDifficulty({ ...source, provenance });
      expect(c.overlap, c.id).toEqual({ jaccard: measured.jaccard, coverage: measured.coverage, numerics: measured.numerics, tier: measured.tier });
    }
    const para = results.classes.paraphrase.overlap!;
    const jaccards = results.cases.filter((c) => c.class === 'paraphrase').map((c) => c.overlap!.jaccard).sort((a, b) => a - b);
    expect(para.n).toBe(jaccards.length);
    expect(para.jaccard_median).toBe(jaccards[Math.ceil(jaccards.length / 2) - 1]);
    expect(para.jaccard_histogram.reduce((a, b) => a + b, 0)).toBe(jaccards.length);
    expect(results.classes.verbatim.overlap).toMatchObject({ jaccard_median: 1, coverage_median: 1, hard: results.classes.verbatim.n });
    expect(results.classes['topical-fabrication'].overlap!.coverage_median).toBeLessThan(0.5);
  });

  it('gives identical classes and cases whatever the chunk size and concurrency', async () => {
    const a = await runSuite({ suite: adversarial, model: v1, embedder: createTestEmbedder(), loaded });
    const b = await runSuite({
      suite: adversarial, model: v1, embedder: createTestEmbedder(), loaded, chunkSize: 4, batchSize: 3, concurrency: 3,
    });
    expect(stable(b)).toBe(stable(a));
  });

  it('embeds every unique text exactly once per run, across chunks', async () => {
    const seen: string[] = [];
    const embedder = createTestEmbedder({ fail: (texts) => void seen.push(...texts) });
    const para = cases.filter((c) => c.class === 'paraphrase').slice(0, 3);
    const twice = [...para.map((c) => ({ ...c, id: `${c.id}-first` })), ...cases, ...para.map((c) => ({ ...c, id: `${c.id}-again` }))];
    await runSuite({ suite: adversarial, model: v1, embedder, loaded: { cases: twice, datasets: {} }, chunkSize: 7 });
    expect(seen.length).toBe(new Set(seen).size);
    expect(new Set(seen)).toEqual(new Set(caseTexts(twice)));
  });

  it('marks only the cases whose texts failed to embed as errors, and the run errored', async () => {
    const victim = cases.find((c) => c.class === 'paraphrase')!;
    const embedder = createTestEmbedder({
      fail: (texts) => {
        if (texts.includes(victim.claim)) throw new Error('HTTP 503 (Bearer sk-abcdefghijklmnop leaked?)');
      },
    });
    const results = await runSuite({ suite: adversarial, model: v1, embedder, loaded, batchSize: 1 });
    const errored = results.cases.filter((c) => c.outcome === 'error');
    expect(errored.map((c) => c.id)).toEqual(cases.filter((c) => c.claim === victim.claim).map((c) => c.id).sort());
    expect(errored[0]).toMatchObject({ verdict: 'error', score: null });
    expect(errored[0].error).toContain('HTTP 503');
    expect(JSON.stringify(results)).not.toContain('sk-abcdefghijklmnop');
    expect(results.status).toBe('errored');
  });

  it('stops calling an embedder that keeps failing and errors every case', async () => {
    const embedder = createTestEmbedder({ fail: () => { throw new Error('connection refused'); } });
    const results = await runSuite({ suite: adversarial, model: v1, embedder, loaded, batchSize: 8, concurrency: 1 });
    expect(embedder.calls).toBe(3);
    expect(results.errors).toBe(cases.length);
    expect(results.cases.every((c) => c.verdict === 'error')).toBe(true);
    expect(results.cases.some((c) => /connection refused \(embedder treated as unavailable\)/.test(c.error ?? ''))).toBe(true);
  });
});

describe('embedCaseTexts', () => {
  it('embeds each unique claim and truth span once and never a plan without truth spans', async () => {
    const noTruth: LabelledCase = {
      id: 'x', class: 'paraphrase', claim: 'orphan claim', expected: 'unsupported',
      evidence: [{ id: 'c1', text: 'cached summary', class: 'cache' }],
    };
    const texts = caseTexts([...cases, noTruth]);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).not.toContain('orphan claim');
    expect(texts).not.toContain('cached summary');
    const store = await embedCaseTexts(cases, createTestEmbedder(), { batchSize: 16 });
    expect(store.size).toBe(caseTexts(cases).length);
    const results = await runSuite({
      suite: adversarial, model: v1, embedder: createTestEmbedder(), loaded: { cases: [noTruth], datasets: {} },
    });
    expect(results.cases[0]).toMatchObject({ verdict: 'unsupported', outcome: 'pass', best_span: null });
  });

  it('a degenerate embedder (one vector for every text, or 1e200-scale zeros) errors its cases, never scores them', async () => {
    const same = Float32Array.from({ length: 64 }, (_, i) => (i === 0 ? 1 : 0));
    const constant = { ...createTestEmbedder(), embed: async (texts: string[]) => texts.map(() => same.slice()) };
    const zeros = { ...createTestEmbedder(), embed: async (texts: string[]) => texts.map(() => new Float32Array(64)) };
    for (const embedder of [constant, zeros]) {
      const results = await runSuite({ suite: adversarial, model: v1, embedder, loaded });
      expect(results.errors).toBe(results.cases.length);
      expect(results.status).toBe('errored');
      expect(results.cases[0].error).toMatch(/degenerate/);
    }
  });

  it('strips credentials from provider messages', () => {
    expect(sanitizeMessage('401 Bearer abc.def api_key=sk-zzzzzzzzzzzz token: "t0k"')).toBe(
      '401 Bearer [REDACTED] api_key=[REDACTED] token: "[REDACTED]"');
  });
});
