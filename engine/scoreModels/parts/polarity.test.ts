import { describe, expect, it } from 'vitest';
import { partState, preparePlan } from '../../plan.ts';
import type { Gate } from '../../types.ts';
import { gateProblems } from './contractKit.ts';
import { polarityGate } from './polarity.ts';

/** Trip degree of `gate` for `claim` against each span of a plan holding `spans`. */
function degrees(gate: Gate, claim: string, spans: string[]): number[] {
  const plan = preparePlan(spans.map((text, i) => ({ id: `e${i}`, text })));
  const state = gate.prepareClaim(plan.store.analyse(claim), plan, partState(plan, gate));
  return spans.map((_, k) => gate.trip(state, k));
}

describe('polarity gate contract', () => {
  it('meets the gate contract', () => {
    expect(gateProblems(polarityGate())).toEqual([]);
  });
});

describe('polarity gate', () => {
  it('caps a negated claim against its positive source, not the source itself', () => {
    const gate = polarityGate();
    expect(degrees(gate, 'The ferry did not sail on Friday.', ['The ferry sailed on Friday.', 'It was cold.'])).toEqual([1, 0]);
    expect(degrees(gate, 'The ferry sailed on Friday.', ['The ferry sailed on Friday.'])).toEqual([0]);
    expect(gate.apply(0.95, 1)).toBe(0.2);
  });
});
