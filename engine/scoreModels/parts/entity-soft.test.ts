import { describe, expect, it } from 'vitest';
import { partState, preparePlan } from '../../plan.ts';
import type { Gate } from '../../types.ts';
import { gateProblems } from './contractKit.ts';
import { entitySoftGate } from './entity-soft.ts';

/** Trip degree of `gate` for `claim` against each span of a plan holding `spans`. */
function degrees(gate: Gate, claim: string, spans: string[]): number[] {
  const plan = preparePlan(spans.map((text, i) => ({ id: `e${i}`, text })));
  const state = gate.prepareClaim(plan.store.analyse(claim), plan, partState(plan, gate));
  return spans.map((_, k) => gate.trip(state, k));
}

describe('entity-soft gate contract', () => {
  it('meets the gate contract', () => {
    expect(gateProblems(entitySoftGate())).toEqual([]);
  });
});

describe('entity-soft gate', () => {
  const spans = ['Mirovar has 11,200 inhabitants.', 'The mayor of Mirovar is Ana Petrova.'];

  it('gives degree 1 to a swapped name, `addition` to an added one, `elsewhere` to a name in another span', () => {
    const gate = entitySoftGate({ penalty: 0.5, addition: 0.4, elsewhere: 0.2 });
    expect(degrees(gate, 'Oslo has 11,200 inhabitants.', spans)).toEqual([1, 0.4]);
    expect(degrees(gate, 'The town, twinned with Oslo, has 11,200 inhabitants.', ['The town has 11,200 inhabitants.'])).toEqual([0.4]);
    expect(degrees(gate, 'Ana Petrova runs a town of 11,200 inhabitants.', spans)).toEqual([0.2, 0]);
    expect(degrees(gate, 'Mirovar has 11,200 inhabitants.', spans)).toEqual([0, 0]);
  });

  it('learns from the evidence that a capitalised opener is an ordinary word', () => {
    const gate = entitySoftGate();
    const plan = ['Mirovar has 11,200 inhabitants.', 'The mayor is Ana Petrova.'];
    expect(degrees(gate, 'Inhabitants of Mirovar number 11,200.', plan)).toEqual([0, 0.3]);
    expect(degrees(gate, 'Residents of Mirovar number 11,200.', plan)).toEqual([0.3, 0.3]);
  });

  it('multiplies the score, keeping the order of penalised pairs', () => {
    const gate = entitySoftGate({ penalty: 0.5 });
    expect(gate.apply(0.9, 1)).toBeCloseTo(0.45, 12);
    expect(gate.apply(0.8, 1)).toBeLessThan(gate.apply(0.9, 1));
    expect(gate.apply(0.9, 0.3)).toBeCloseTo(0.9 * 0.85, 12);
  });

  it('knows a name under another form: initials, a derived word, a spelling one edit apart', () => {
    const gate = entitySoftGate();
    expect(degrees(gate, 'The U.S. Army left.', ['The United States Army left on Monday.'])).toEqual([0]);
    expect(degrees(gate, 'A Cuban plane landed.', ['A plane from Cuba landed.'])).toEqual([0]);
    expect(degrees(gate, 'Al Qaeda members were held.', ['Members of al-Qaida were held.'])).toEqual([0]);
    expect(degrees(gate, 'Grace Mutua spoke.', ['Grace Achieng spoke.'])).toEqual([1]);
  });

  it('under rule `derived` trips on a name swapped for a longer one that starts with it (`John` → `Johnson`); under `prefix` not', () => {
    const derived = entitySoftGate({ sameName: 'derived' });
    const prefix = entitySoftGate();
    const swaps: Array<[string, string]> = [
      ['The treaty was signed by Johnson.', 'The treaty was signed by John.'],
      ['The treaty was signed by John.', 'The treaty was signed by Johnson.'],
      ['The treaty was signed by Nelson.', 'The treaty was signed by Nels.'],
    ];
    for (const [claim, span] of swaps) {
      expect(degrees(derived, claim, [span])).toEqual([1]);
      expect(degrees(prefix, claim, [span])).toEqual([0]);
    }
  });

  it('keeps plurals, possessives and demonyms one name under both rules', () => {
    const kept: Array<[string, string]> = [
      ['A Cuban plane landed.', 'A plane from Cuba landed.'],
      ['The treaty was signed by Cubans.', 'The treaty was signed by Cuba.'],
      ["The treaty was signed by Cuba's envoy.", 'The treaty was signed by an envoy of Cuba.'],
      ['The fund paid Parks.', 'The fund paid Park.'],
      ['Japanese officials met.', 'Officials from Japan met.'],
    ];
    for (const gate of [entitySoftGate(), entitySoftGate({ sameName: 'derived' })]) {
      for (const [claim, span] of kept) expect(degrees(gate, claim, [span])).toEqual([0]);
      expect(degrees(gate, 'Oslo has 11,200 inhabitants.', ['Mirovar has 11,200 inhabitants.'])).toEqual([1]);
    }
  });

  it('records rule `derived` in its parameters and leaves the `prefix` parameters as they were', () => {
    expect(Object.keys(entitySoftGate().params).sort()).toEqual(['addition', 'elsewhere', 'functionWords', 'names', 'penalty']);
    expect(entitySoftGate({ sameName: 'prefix' }).params).toEqual(entitySoftGate().params);
    const { sameName, ...rest } = entitySoftGate({ sameName: 'derived' }).params;
    expect(rest).toEqual(entitySoftGate().params);
    expect(sameName).toMatchObject({ rule: 'derived', endings: expect.stringMatching(/^[0-9a-f]+$/) });
  });

  it('meets the gate contract under rule `derived`', () => {
    expect(gateProblems(entitySoftGate({ sameName: 'derived' }))).toEqual([]);
  });
});
