import { describe, expect, it } from 'vitest';
import { corpusView } from '../datasets/corpus.ts';
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

  it('gives a thing no named actor\'s predicate (`The storm … and opened a digital centre`), an organisation noun one', () => {
    const branches = corpus.passages.filter((p) => p.topic === 'kit-branches');
    const head = (text: string) => ({ id: 'mx-001', topic: 'kit-branches', domain: 'kit', spans: [{ id: 'mx-001-s1', text }], entities: [{ text: 'Otley', kind: 'place' as const }] });
    const checkOf = (text: string) => {
      const passage = head(`${text}.`);
      const view = corpusView([...branches, passage]);
      const claim = { claim: `${text} and opened a digital centre in Leeds.`, evidence: passage.spans, sourceSpan: 'mx-001-s1', transform: 'plan sentence joined to the predicate of kit-005-s1', edits: ['join', 'added-predicate'] };
      return mixed.check!(claim, passage, view);
    };
    expect(checkOf('The storm flooded the branch in Otley').join()).toMatch(/no plain subject of the same kind to share/);
    expect(checkOf('The bank closed the branch in Otley').join()).not.toMatch(/no plain subject of the same kind to share/);
  });
});

