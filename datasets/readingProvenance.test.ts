import { describe, expect, it } from 'vitest';
import { formatCasesJsonl, parseCasesJsonl } from './cases.ts';
import type { LabelledCase } from './types.ts';

const recastCase: LabelledCase = {
  id: 'negation-0001', class: 'negation', claim: 'Harlow Bank, which opened a digital centre in Leeds, opened its branch in Otley.', expected: 'unsupported',
  evidence: [{ id: 'e1', text: 'Harlow Bank closed its branch in Otley.', class: 'truth' }, { id: 'e2', text: 'Harlow Bank opened a digital centre in Leeds.', class: 'truth' }],
  provenance: {
    generator: 'negation', seed: 1, source_passage: 'kit-004', source_span: 'e1', transform: 'closed → opened; recast: carry-relative',
    edits: ['antonym', 'carry-relative'],
    reading: [{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in Leeds, closed its branch in Otley.' }],
  },
};

describe('recast readings in cases files', () => {
  it('round-trips the recorded reading, in a stable key order', () => {
    const text = formatCasesJsonl([recastCase]);
    expect(parseCasesJsonl(text, 'r.jsonl')).toEqual([recastCase]);
    expect(formatCasesJsonl(parseCasesJsonl(text, 'r.jsonl'))).toBe(text);
  });

  it('rejects a reading that is no list of { edit, text } steps, naming file, line and field', () => {
    const line = (reading: unknown) => JSON.stringify({ ...recastCase, provenance: { ...recastCase.provenance, reading } });
    expect(() => parseCasesJsonl(line('carry-relative'), 'r.jsonl')).toThrow(/r\.jsonl:1: .*provenance\.reading/);
    expect(() => parseCasesJsonl(line([{ edit: 'carry-relative' }]), 'r.jsonl')).toThrow(/r\.jsonl:1: .*provenance\.reading\[0\]\.text/);
    expect(() => parseCasesJsonl(line([{ edit: 'trim-title', text: 'x', from: 'e2' }]), 'r.jsonl')).toThrow(/provenance\.reading\[0\]\.from/);
  });
});
