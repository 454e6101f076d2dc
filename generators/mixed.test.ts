import { describe, expect, it } from 'vitest';
import { rejectCorpus } from './checkRejects.ts';
import { mixed } from './mixed.ts';
import { createRng } from '../engine/rng.ts';

const corpus = rejectCorpus();
const plan = corpus.passages.find((p) => p.id === 'kit-004')!;

describe('mixed repertoires', () => {
  it('full joins a sibling predicate naming no one to a plan sentence of the same kind of subject; classic never does', () => {
    const full = mixed.generate(plan, corpus, createRng(3).fork(plan.id), { repertoire: 'full' });
    const added = full.filter((c) => c.edits?.includes('added-predicate'));
    expect(added.map((c) => c.claim)).toContain('Harlow Bank closed its branch in Otley on 2 June 2025 and cut its savings rates for older customers.');
    for (const c of added) expect(mixed.check!(c, plan, corpus)).toEqual([]);
    const classic = mixed.generate(plan, corpus, createRng(3).fork(plan.id), { repertoire: 'classic' });
    expect(classic.some((c) => c.edits?.includes('added-predicate') || c.transform.includes('joined to the predicate'))).toBe(false);
  });
});
