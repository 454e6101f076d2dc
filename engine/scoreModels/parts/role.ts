/**
 * Gate `role` (research): trips when the span states the claim's relation around an asymmetric verb with the roles
 * reversed (`Norvale acquired Brightwater` against `Brightwater acquired Norvale`, passives and `sold X to Y`
 * included, engine/lexicon/roles.ts) and nowhere states it the claim's way round. A tripped gate caps the pair.
 */
import { clamp01 } from '../../fuse.ts';
import { RELATIONS_DIGEST, readRelations, rolesReversed, type Relation } from '../../lexicon/roles.ts';
import { NAMES_DIGEST } from '../../names.ts';
import { featureOf, type TextFeature } from '../../textStore.ts';
import type { Gate } from './types.ts';

const RELATIONS: TextFeature<Relation[]> = { id: 'relations', compute: (text) => readRelations(text.text) };

/** Per plan: each truth span's relations; per claim: the claim's (the same record, reused). */
interface RoleState {
  spans: Relation[][];
  claim: Relation[];
}

/** The role gate, capping a tripped pair at `cap` (0.2 by default, as the numeric gate). */
export function roleGate(options: { cap?: number } = {}): Gate<RoleState, RoleState> {
  const { cap = 0.2 } = options;
  return {
    id: 'role',
    kind: 'role',
    description: `caps the pair score at ${cap} when the span states the claim's relation with its roles reversed`,
    params: { cap, relations: RELATIONS_DIGEST, names: NAMES_DIGEST },
    scope: 'pair',
    cap,
    examples: [
      { claim: 'Norvale Energy acquired Brightwater Solar.', span: 'Brightwater Solar acquired Norvale Energy in 2024.', trips: true },
      { claim: 'Irina Volkova beat Maya Okonkwo.', span: 'Maya Okonkwo defeated Irina Volkova in the final.', trips: true },
      { claim: 'Norvale Energy was bought by Brightwater Solar.', span: 'Brightwater Solar acquired Norvale Energy in 2024.', trips: false },
      { claim: 'Maya Okonkwo and Irina Volkova met in the final.', span: 'Maya Okonkwo beat Irina Volkova in the final.', trips: false },
    ],
    preparePlan: (plan) => ({ spans: plan.truth.map((span) => featureOf(span.text, RELATIONS)), claim: [] }),
    prepareClaim: (claim, _plan, state) => {
      state.claim = featureOf(claim, RELATIONS);
      return state;
    },
    trip: (state, k) => (state.claim.length > 0 && rolesReversed(state.claim, state.spans[k]) ? 1 : 0),
    apply: (value) => Math.min(clamp01(value), cap),
  };
}
