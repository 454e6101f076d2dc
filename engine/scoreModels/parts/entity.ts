/**
 * Gate `entity` (research): trips when a token of one of the claim's proper names (capitalised words not at sentence
 * start, or runs of two or more) is absent from the span; a tripped gate caps the pair.
 */
import { entityNames } from '../../entityNames.ts';
import { clamp01 } from '../../fuse.ts';
import { slotOfId, type PreparedPlan } from '../../plan.ts';
import { featureOf, type AnalysedText, type TextFeature } from '../../textStore.ts';
import type { Gate } from './types.ts';

/** Per plan, reused per claim: how many of the claim's distinct name tokens each truth span holds. */
interface EntityState {
  hits: Int32Array;
  /** Distinct name tokens found in some truth span. */
  required: number;
  /** Whether some name token is in no truth span (the gate then trips on every span). */
  absent: boolean;
}

const NAMES: TextFeature<string[][]> = { id: 'entity-names', compute: (text) => entityNames(text.text) };

function prepareNames(claim: AnalysedText, plan: PreparedPlan, state: EntityState): EntityState {
  state.hits.fill(0);
  state.required = 0;
  state.absent = false;
  const names = featureOf(claim, NAMES);
  if (names.length === 0) return state;
  const { postStart, postSpan } = plan.terms;
  const seen = new Set<number>();
  for (const token of names.flat()) {
    const slot = slotOfId(plan.terms, plan.store.idOf(token));
    if (slot < 0) {
      state.absent = true;
      continue;
    }
    if (seen.has(slot)) continue;
    seen.add(slot);
    state.required++;
    for (let p = postStart[slot]; p < postStart[slot + 1]; p++) state.hits[postSpan[p]]++;
  }
  return state;
}

/** The entity gate, capping the pair at `cap` (0.2 by default, as v1's numeric gate). */
export function entityGate(options: { cap?: number } = {}): Gate<EntityState, EntityState> {
  const { cap = 0.2 } = options;
  return {
    id: 'entity',
    kind: 'entity',
    description: `caps the pair score at ${cap} when a proper name of the claim is absent from the span`,
    params: { cap },
    scope: 'pair',
    cap,
    examples: [
      { claim: 'Marie Curie discovered polonium in 1898 in Paris.', span: 'Pierre Curie discovered polonium in 1898 in Paris.', trips: true },
      { claim: 'The prize went to Marie Curie.', span: 'The committee praised the Curie laboratory.', trips: true },
      { claim: 'Polonium was found in Paris in 1898.', span: 'Pierre Curie discovered polonium in 1898 in Paris.', trips: false },
      { claim: 'The element was found in 1898.', span: 'Polonium was discovered in 1898.', trips: false },
    ],
    preparePlan: (plan) => ({ hits: new Int32Array(plan.truth.length), required: 0, absent: false }),
    prepareClaim: prepareNames,
    trip: (state, k) => (state.absent || state.hits[k] < state.required ? 1 : 0),
    apply: (value) => Math.min(clamp01(value), cap),
  };
}
