import { describe, expect, it } from 'vitest';
import { partState, preparePlan } from '../../plan.ts';
import type { Gate } from '../../types.ts';
import { gateProblems } from './contractKit.ts';
import { roleGate } from './role.ts';

/** Trip degree of `gate` for `claim` against each span of a plan holding `spans`. */
function degrees(gate: Gate, claim: string, spans: string[]): number[] {
  const plan = preparePlan(spans.map((text, i) => ({ id: `e${i}`, text })));
  const state = gate.prepareClaim(plan.store.analyse(claim), plan, partState(plan, gate));
  return spans.map((_, k) => gate.trip(state, k));
}

describe('role gate contract', () => {
  it('meets the gate contract', () => {
    expect(gateProblems(roleGate())).toEqual([]);
  });
});

describe('role gate', () => {
  it('caps a role swap on the span that states the relation', () => {
    const gate = roleGate();
    const spans = ['Brightwater Solar acquired Norvale Energy in 2024.', 'Norvale Energy employs 300 people.'];
    expect(degrees(gate, 'Norvale Energy acquired Brightwater Solar in 2024.', spans)).toEqual([1, 0]);
    expect(degrees(gate, 'Brightwater Solar acquired Norvale Energy in 2024.', spans)).toEqual([0, 0]);
  });
});
