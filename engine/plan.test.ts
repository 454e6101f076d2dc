import { describe, expect, it } from 'vitest';
import { buildPlanIdf } from './idf.ts';
import { idfOfId, partState, preparePlan, slotOfId } from './plan.ts';
import { createTextStore } from './textStore.ts';
import type { EvidenceSpan } from './types.ts';

const SPANS: EvidenceSpan[] = [
  { id: 'c1', text: 'Rivers flow rivers.', class: 'cache' },
  { id: 'e1', text: 'The river flows to the sea.' },
  { id: 'e2', text: 'The sea is salt, the river is not.', masked: [[0, 3]] },
  { id: 'e3', text: 'Mountains.', masked: [[4, 4]] },
];

describe('preparePlan', () => {
  const plan = preparePlan(SPANS);

  it('keeps truth spans in plan order with their plan index and masked flag (empty ranges do not count)', () => {
    expect(plan.truth.map((s) => [s.id, s.planIndex, s.masked])).toEqual([['e1', 1, false], ['e2', 2, true], ['e3', 3, false]]);
  });

  it('has a typed IDF equal to SPEC A2 PlanIdf over truth spans only, for present, cache-only and unseen terms', () => {
    const reference = buildPlanIdf(SPANS);
    for (const term of ['the', 'river', 'sea', 'salt', 'mountains', 'rivers', 'never-seen']) {
      expect(plan.idf.idf(term)).toBe(reference.idf(term));
    }
    expect([plan.idf.n, plan.idf.maxIdf]).toEqual([reference.n, reference.maxIdf]);
  });

  it('lists each term’s truth spans ascending with their counts', () => {
    const postings = (term: string) => {
      const slot = slotOfId(plan.terms, plan.store.idOf(term));
      const out: Array<[number, number]> = [];
      for (let p = plan.terms.postStart[slot]; p < plan.terms.postStart[slot + 1]; p++) {
        out.push([plan.terms.postSpan[p], plan.terms.postCount[p]]);
      }
      return out;
    };
    expect(postings('the')).toEqual([[0, 2], [1, 2]]);
    expect(postings('is')).toEqual([[1, 2]]);
    expect(slotOfId(plan.terms, plan.store.idOf('rivers'))).toBe(-1);
    expect(idfOfId(plan.terms, -1)).toBe(plan.terms.maxIdf);
  });

  it('analyses into a shared store, and prepares a part’s state once per plan', () => {
    const store = createTextStore();
    const a = preparePlan(SPANS, undefined, store);
    const b = preparePlan(SPANS.slice(1), undefined, store);
    expect(b.truth[0].text).toBe(a.truth[0].text);
    let prepared = 0;
    const part = { preparePlan: () => ({ n: ++prepared }) };
    expect(partState(a, part)).toBe(partState(a, part));
    partState(b, part);
    expect(prepared).toBe(2);
  });

  it('gives an empty plan zero weights and no postings', () => {
    const empty = preparePlan([{ id: 'c', text: 'x', class: 'cache' }]);
    expect([empty.truth.length, empty.idf.idf('x'), empty.terms.postSpan.length]).toEqual([0, 0, 0]);
  });
});
