import { describe, expect, it } from 'vitest';
import type { AnyCase } from '../../datasets/types.ts';
import { attackCorpus, SEEDS } from './fixtures.ts';
import { createSeedResolver, generatedClaimOf } from './seeds.ts';
import { rejectCorpus } from '../../generators/checkRejects.ts';
import { negation } from '../../generators/negation.ts';
import { createRng } from '../../engine/rng.ts';

const resolve = createSeedResolver(attackCorpus());

/** A seed the resolver must refuse, why, and the reason it must give. */
const INVALID: ReadonlyArray<[string, AnyCase, RegExp]> = [
  [
    'a number swap whose figure was written back: its own class check fails, so its label is wrong',
    { ...SEEDS.numberSwap, claim: 'The deal added 1,500 customers and raised deposits by 8.4% on 2026-02-19.' },
    /fails its class check/,
  ],
  [
    'an entity swap that names no one new: nothing false to protect',
    { ...SEEDS.entitySwap, claim: 'Dana Reeve said the board would pay a dividend of 14.5 pence per share.' },
    /fails its class check|no false atom/,
  ],
  [
    'evidence that is not one corpus passage: no plan to pad from, no passage names',
    { ...SEEDS.verbatim, evidence: SEEDS.verbatim.evidence.slice(0, 2) },
    /not one corpus passage/,
  ],
  [
    'a cache span in the evidence: not a plan of truth spans',
    { ...SEEDS.verbatim, evidence: SEEDS.verbatim.evidence.map((e, i) => (i === 0 ? { ...e, class: 'cache' as const } : e)) },
    /not one corpus passage/,
  ],
  [
    'a source span the corpus does not hold',
    { ...SEEDS.verbatim, provenance: { ...SEEDS.verbatim.provenance!, source_span: 'fx-001-s9' } },
    /source span fx-001-s9 is not in the corpus/,
  ],
  ['no provenance: its source span is unknown', { ...SEEDS.verbatim, provenance: undefined }, /no provenance/],
  ['a class no generator makes', { ...SEEDS.verbatim, class: 'hand-written', provenance: { ...SEEDS.verbatim.provenance!, generator: 'human' } }, /no generator for class 'hand-written'/],
  ['a redaction case: no verdict to move', { ...SEEDS.verbatim, expected: 'evidence_redacted' }, /evidence_redacted/],
  [
    'a draft case: the attack edits one claim',
    { id: 'd-1', class: 'verbatim', draft: SEEDS.verbatim.claim, evidence: SEEDS.verbatim.evidence, expected: 'supported' },
    /a draft case/,
  ],
];

describe('attack seeds', () => {
  it.each(INVALID)('refuse %s', (_why, c, reason) => {
    const r = resolve(c);
    expect('invalid' in r ? r.invalid : 'resolved').toMatch(reason);
  });

  it('resolve each kind with its direction and false atom: the changed figure, the swapped-in name, a foreign sentence', () => {
    const seed = (c: AnyCase) => {
      const r = resolve(c);
      if ('invalid' in r) throw new Error(r.invalid);
      return r.seed;
    };
    expect(seed(SEEDS.verbatim)).toMatchObject({ direction: 'lower', atoms: [], sourceInPlan: true });
    expect(seed(SEEDS.numberSwap)).toMatchObject({ direction: 'raise', atoms: ['1,600'], sourceInPlan: true });
    expect(seed(SEEDS.entitySwap)).toMatchObject({ direction: 'raise', atoms: ['Owen Marsh'], sourceInPlan: true });
    const fabrication = seed(SEEDS.fabrication);
    expect(fabrication).toMatchObject({ direction: 'raise', sourceInPlan: false });
    expect(fabrication.atoms.join(' ')).toMatch(/hired 180 staff/);
    expect(seed(SEEDS.entitySwap).names.map((n) => n.text)).toContain('Owen Marsh');
  });
});

describe('attack seeds from recast cases', () => {
  it('carry a recast case\'s recorded reading, so its class check proves the seed as the generator did', () => {
    const corpus = rejectCorpus();
    const passage = corpus.passages.find((p) => p.id === 'kit-004')!;
    const recast = negation.generate(passage, corpus, createRng(1).fork(passage.id), { repertoire: 'full' }).find((c) => c.reading?.some((s) => s.edit.startsWith('carry-')))!;
    const asCase = {
      id: 'negation-0001', class: 'negation', claim: recast.claim, evidence: recast.evidence, expected: 'unsupported' as const,
      provenance: { generator: 'negation', seed: 1, source_passage: passage.id, source_span: recast.sourceSpan, transform: recast.transform, edits: recast.edits, reading: recast.reading },
    };
    const seed = generatedClaimOf(asCase, recast.sourceSpan, recast.transform);
    expect(seed.reading).toEqual(recast.reading);
    expect(negation.check!(seed, passage, corpus)).toEqual([]);
    expect(negation.check!({ ...seed, reading: undefined }, passage, corpus)).not.toEqual([]);
  });
});
