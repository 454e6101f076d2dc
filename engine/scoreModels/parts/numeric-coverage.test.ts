import { describe, expect, it } from 'vitest';
import { partState, preparePlan } from '../../plan.ts';
import { gateProblems } from './contractKit.ts';
import { numericCoverageGate } from './numeric-coverage.ts';
import { quantityExtractor } from './quantity-numerics.ts';

const SPANS = ['The bridge opened on 5 March 2026.', 'It cost 500 million pounds.', 'About 12,000 people crossed it.'];

/** Trip degree of the gate for `claim` against each span of a plan holding `spans`. */
function tripsPerSpan(claim: string, spans: string[], gate = numericCoverageGate({ absence: 'plan' })): number[] {
  const plan = preparePlan(spans.map((text, i) => ({ id: `e${i}`, text })));
  const state = gate.prepareClaim(plan.store.analyse(claim), plan, partState(plan, gate));
  return spans.map((_, k) => gate.trip(state, k));
}

describe('numeric-coverage gate, plan absence', () => {
  it('meets the gate contract with either extractor', () => {
    expect(gateProblems(numericCoverageGate({ absence: 'plan' }))).toEqual([]);
    expect(gateProblems(numericCoverageGate({ numerics: quantityExtractor, absence: 'plan' }))).toEqual([]);
  });

  it('does not trip on a claim whose figures are spread over several spans', () => {
    expect(tripsPerSpan('The bridge, opened on 5 March 2026, cost 500 million pounds.', SPANS)).toEqual([0, 0, 0]);
  });

  it('trips on every span when a claim figure is in no span of the plan', () => {
    expect(tripsPerSpan('The bridge cost 600 million pounds.', SPANS)).toEqual([1, 1, 1]);
    expect(tripsPerSpan('The bridge opened on 6 March 2026.', SPANS, numericCoverageGate({ numerics: quantityExtractor, absence: 'plan' }))).toEqual([1, 1, 1]);
  });

  it('ignores cache-class spans and caps a tripped pair', () => {
    const gate = numericCoverageGate({ absence: 'plan' });
    const plan = preparePlan([{ id: 'c', text: 'It cost 600 million pounds.', class: 'cache' }, { id: 'e', text: SPANS[1] }]);
    const state = gate.prepareClaim(plan.store.analyse('It cost 600 million pounds.'), plan, partState(plan, gate));
    expect(gate.trip(state, 0)).toBe(1);
    expect(gate.apply(0.9, 1)).toBe(0.2);
  });
});

describe('numeric-coverage gate, span absence', () => {
  const gate = numericCoverageGate({ numerics: quantityExtractor });

  it('meets the gate contract and asks the pair\'s span for every figure', () => {
    expect(gateProblems(gate)).toEqual([]);
    expect(tripsPerSpan('The bridge, opened on 5 March 2026, cost 500 million pounds.', SPANS, gate)).toEqual([1, 1, 1]);
    expect(tripsPerSpan('It cost 500 million pounds.', SPANS, gate)).toEqual([1, 0, 1]);
  });

  it('trips on a scale swap v1 cannot see, and not on a number-format paraphrase v1 trips on', () => {
    expect(tripsPerSpan('The port handled 6.4 billion containers.', ['The port handled 6.4 million containers.'], gate)).toEqual([1]);
    expect(tripsPerSpan('The port handled 6.4 million containers.', ['The port handled 6,400,000 containers.'], gate)).toEqual([0]);
    expect(tripsPerSpan('It opened on 7 July 2025.', ['It opened on 7 June 2025.'], gate)).toEqual([1]);
  });
});
