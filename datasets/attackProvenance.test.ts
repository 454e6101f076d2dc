import { describe, expect, it } from 'vitest';
import { formatCasesJsonl, parseCasesJsonl } from './cases.ts';
import type { LabelledCase } from './types.ts';

const attackCase: LabelledCase = {
  id: 'attack-entity-swap-0001', class: 'entity-swap', claim: 'Owen Marsh said the board would pay a dividend.', expected: 'unsupported',
  evidence: [{ id: 'e1', text: 'Dana Reeve said the board would pay a dividend.', class: 'truth' }],
  provenance: {
    generator: 'entity-swap', seed: 1, source_passage: 'fx-001', source_span: 'e1', transform: 'name Dana Reeve → Owen Marsh (person); attack: x → y',
    edits: ['name-swap', 'thesaurus'], seed_case: 'entity-swap-0001',
    attack: { score_model: 'v1', seed: 3, verdict: 'supported', score: 0.74, seed_score: 0.66, queries: 12, operators: ['thesaurus'] },
  },
};

describe('attack provenance in cases files', () => {
  it('round-trips the seed case and the attack record, in a stable key order', () => {
    const text = formatCasesJsonl([attackCase]);
    expect(parseCasesJsonl(text, 'a.jsonl')).toEqual([attackCase]);
    expect(formatCasesJsonl(parseCasesJsonl(text, 'a.jsonl'))).toBe(text);
  });

  it('rejects an unknown attack key, a verdict out of the list and a score outside [0, 1], naming file, line and field', () => {
    const line = (attack: object) => JSON.stringify({ ...attackCase, provenance: { ...attackCase.provenance, attack } });
    const base = attackCase.provenance!.attack!;
    expect(() => parseCasesJsonl(line({ ...base, budget: 9 }), 'a.jsonl')).toThrow(/a\.jsonl:1: .*provenance\.attack\.budget/);
    expect(() => parseCasesJsonl(line({ ...base, verdict: 'fooled' }), 'a.jsonl')).toThrow(/provenance\.attack\.verdict/);
    expect(() => parseCasesJsonl(line({ ...base, score: 1.5 }), 'a.jsonl')).toThrow(/provenance\.attack\.score/);
    expect(() => parseCasesJsonl(line({ ...base, queries: 0 }), 'a.jsonl')).toThrow(/provenance\.attack\.queries/);
  });
});
