import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR, corpusView, loadCorpus } from '../datasets/corpus.ts';
import { fixtureCorpus } from './fixtures.ts';
import { generateCases } from './generate.ts';
import { createRng } from '../engine/rng.ts';
import { FABRICATION_KINDS } from './text/fabrication.ts';
import { topicalFabrication } from './topical-fabrication.ts';

const corpus = fixtureCorpus();
const generateAll = (repertoire: 'classic' | 'full') =>
  corpus.passages.flatMap((p) => topicalFabrication.generate(p, corpus, createRng(4).fork(p.id), { repertoire }).map((c) => ({ c, p })));
const peopleKinds = new Set<string>(FABRICATION_KINDS);

describe('topical-fabrication repertoires', () => {
  it('classic: sibling sentences and splices only, each with its edit id', () => {
    const edits = new Set(generateAll('classic').map(({ c }) => c.edits?.join()));
    expect([...edits].sort()).toEqual(['sibling-sentence', 'subject-splice']);
  });

  it('full: adds number-free fabrications people write, each passing the check and naming its kind', () => {
    const people = generateAll('full').filter(({ c }) => peopleKinds.has(c.edits?.[0] ?? ''));
    expect(new Set(people.map(({ c }) => c.edits![0])).size).toBeGreaterThanOrEqual(5);
    for (const { c, p } of people) {
      if (c.edits![0] !== 'state-change') expect(c.claim, c.transform).not.toMatch(/\d/); // a state change keeps the plan's figures
      expect(topicalFabrication.check!(c, p, corpus), c.claim).toEqual([]);
      expect(c.transform.startsWith(`${c.edits![0]} (`)).toBe(true);
    }
  });
});

const shipped = fs.existsSync(DEFAULT_CORPUS_DIR);

describe('on the shipped corpus', () => {
  it.skipIf(!shipped)('the hard tier holds ≥ 500 unique fabrications, ≥ 60% of them number-free, of every kind but the rarest', { timeout: 120_000 }, () => {
    const cases = generateCases({ corpus: corpusView(loadCorpus()), classes: ['topical-fabrication'], perClass: 100_000, seed: 1, repertoire: 'full', difficulty: 'hard' });
    expect(new Set(cases.map((c) => `${c.claim}\0${c.evidence.map((e) => e.id).join()}`)).size).toBeGreaterThanOrEqual(500);
    expect(cases.filter((c) => c.provenance!.difficulty!.numerics === 'none').length / cases.length).toBeGreaterThanOrEqual(0.6);
    const kinds = new Set(cases.map((c) => c.provenance!.edits![0]));
    for (const kind of ['sibling-event', 'sibling-predicate', 'actor-move', 'cause', 'consequence', 'attribution']) expect(kinds, kind).toContain(kind);
  });
});
