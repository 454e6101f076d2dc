/**
 * Seeds for attack tests: the generator fixture corpus plus a passage with `bought` (a word with a curated synonym),
 * and hand-built seed cases of the core classes with the provenance a generator would record.
 */
import type { LabelledCase, Passage } from '../../datasets/types.ts';
import { corpusView } from '../../datasets/corpus.ts';
import { FIXTURE_PASSAGES } from '../../generators/fixtures.ts';
import type { CorpusView } from '../../generators/types.ts';

/** A passage whose first sentence has a curated synonym (`bought` → `purchased`) and names of its own. */
export const ATTACK_PASSAGE: Passage = {
  id: 'at-001',
  topic: 'at-ferry',
  domain: 'transport',
  spans: [
    { id: 'at-001-s1', text: 'Northway Ferries bought two electric ferries from a yard in Gdansk for €84 million.' },
    { id: 'at-001-s2', text: 'The ferries carry 600 passengers each and entered service on 2025-05-12.' },
    { id: 'at-001-s3', text: 'Chief executive Mara Lindqvist said the crossing time fell by 15 minutes.' },
  ],
  entities: [{ text: 'Northway Ferries', kind: 'org' }, { text: 'Gdansk', kind: 'place' }, { text: 'Mara Lindqvist', kind: 'person' }],
};

/** The fixture corpus plus the attack passage. */
export function attackCorpus(): CorpusView {
  return corpusView([...FIXTURE_PASSAGES, ATTACK_PASSAGE]);
}

function passage(id: string): Passage {
  return [...FIXTURE_PASSAGES, ATTACK_PASSAGE].find((p) => p.id === id)!;
}

/** A seed case judged against passage `planId`, made from span `sourceSpan`, as generator `cls` would record it. */
export function seedCase(id: string, cls: string, planId: string, sourceSpan: string, claim: string, transform: string): LabelledCase {
  const plan = passage(planId);
  const sourcePassage = [...FIXTURE_PASSAGES, ATTACK_PASSAGE].find((p) => p.spans.some((s) => s.id === sourceSpan))!;
  return {
    id,
    class: cls,
    claim,
    evidence: plan.spans.map((s) => ({ id: s.id, text: s.text, class: 'truth' as const })),
    expected: cls === 'verbatim' || cls === 'paraphrase' ? 'supported' : 'unsupported',
    provenance: { generator: cls, seed: 1, source_passage: sourcePassage.id, source_span: sourceSpan, transform, edits: [] },
  };
}

/** One seed of each kind the tests need: a verbatim sentence, a number swap, an entity swap, a sibling sentence. */
export const SEEDS = {
  verbatim: seedCase('verbatim-0001', 'verbatim', 'fx-001', 'fx-001-s1', 'Harlow Bank acquired Calder Savings for £215 million in 2024.', 'verbatim'),
  bought: seedCase('verbatim-0002', 'verbatim', 'at-001', 'at-001-s1', ATTACK_PASSAGE.spans[0].text, 'verbatim'),
  numberSwap: seedCase('number-swap-0001', 'number-swap', 'fx-001', 'fx-001-s2',
    'The deal added 1,600 customers and raised deposits by 8.4% on 2026-02-19.', 'number 1,500 → 1,600 (+100)'),
  entitySwap: seedCase('entity-swap-0001', 'entity-swap', 'fx-001', 'fx-001-s3',
    'Owen Marsh said the board would pay a dividend of 14.5 pence per share.', 'name Dana Reeve → Owen Marsh (person)'),
  fabrication: seedCase('topical-fabrication-0001', 'topical-fabrication', 'fx-001', 'fx-002-s3',
    'The bank hired 180 staff for its digital team in Leeds.', 'sentence of sibling passage fx-002'),
} as const;
