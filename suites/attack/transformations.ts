/**
 * The transformations of the search: the generators' edit operators (generators/edits), applied to a state's claim.
 * Meaning edits rewrite the core (never inside the protected atom); padding edits, for unsupported seeds only, add
 * plan content around the whole claim, after which no meaning edit applies (so the core stays what the checks judged).
 */
import { EDIT_OPERATORS } from '../../generators/edits/registry.ts';
import { editContext, type EditContext, type EditOperator } from '../../generators/edits/types.ts';
import type { Rng } from '../../engine/rng.ts';
import { atomRanges } from './atoms.ts';
import type { AttackSeed, AttackState } from './types.ts';

/** The operators that may extend `state`: meaning edits until the claim is padded, padding edits for unsupported seeds. */
export function operatorsFor(state: AttackState, seed: AttackSeed): EditOperator[] {
  return EDIT_OPERATORS.filter((op) => (op.kind === 'meaning' ? !state.padded : seed.direction === 'raise'));
}

/** What the operators see: the plan passage's text, the seed's names, the plan, the atom's ranges in `text`. */
export function attackContext(seed: AttackSeed, text: string, protectAtoms: boolean): EditContext {
  const base = editContext(seed.plan, seed.plan.spans, protectAtoms ? atomRanges(text, seed.atoms) : []);
  return { ...base, entities: seed.names };
}

/** The state `state` becomes under one candidate of `op`. */
function child(state: AttackState, op: EditOperator, c: { text: string; note: string; edit: string }): AttackState {
  const steps = [...state.steps, { operator: op.id, edit: c.edit, note: c.note }];
  if (op.kind === 'meaning') return { text: c.text, core: c.text, steps, padded: false, restated: false };
  return { text: c.text, core: state.core, steps, padded: true, restated: state.restated || op.id === 'restate' };
}

/**
 * Every state one edit away from `state`, at most `perOperator` per operator (a sample drawn with `rng` forked by the
 * state's text and the operator), in operator order; no-ops dropped. `only` narrows the operators to those ids.
 */
export function expand(state: AttackState, seed: AttackSeed, perOperator: number, rng: Rng, only?: ReadonlySet<string>): AttackState[] {
  const out: AttackState[] = [];
  for (const op of operatorsFor(state, seed)) {
    if (only !== undefined && !only.has(op.id)) continue;
    const input = op.kind === 'meaning' ? state.core : state.text;
    const opRng = rng.fork(`${state.text}\u0000${op.id}`);
    const candidates = op.apply(input, attackContext(seed, input, op.kind === 'meaning'), opRng).filter((c) => c.text !== input);
    const kept = candidates.length > perOperator ? opRng.shuffle(candidates).slice(0, perOperator) : candidates;
    for (const c of kept) out.push(child(state, op, c));
  }
  return out;
}
