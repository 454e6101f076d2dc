/**
 * Helpers of the gate properties: the model's gates by trait, and one gate's trip degree on a (claim, span) text pair.
 */
import { partState, preparePlan } from '../plan.ts';
import type { Gate, NumericExtractor, ScoreModel } from '../types.ts';

/** The model's gates that declare a cap. */
export function cappedGates(model: ScoreModel): Gate[] {
  return model.gates.filter((g) => g.cap !== undefined);
}

/** The numeric extractors the model's gates read, each once. */
export function numericExtractors(model: ScoreModel): NumericExtractor[] {
  return [...new Set(model.gates.flatMap((g) => (g.numerics === undefined ? [] : [g.numerics])))];
}

/** Why numeric properties do not concern the model, or undefined when some gate reads numerics. */
export function withoutNumericGate(model: ScoreModel): string | undefined {
  return numericExtractors(model).length === 0 ? 'the model has no gate that reads numerics' : undefined;
}

/** Trip degree of `gate` for `claim` against a plan holding `span` as its one truth span. */
export function tripOn(gate: Gate, claim: string, span: string): number {
  const plan = preparePlan([{ id: 'e0', text: span }]);
  return gate.trip(gate.prepareClaim(plan.store.analyse(claim), plan, partState(plan, gate)), 0);
}

/** Trip degrees with only gate `index` tripped (at `degree`), aligned with the model's gates. */
export function onlyTripped(model: ScoreModel, index: number, degree = 1): number[] {
  return model.gates.map((_, g) => (g === index ? degree : 0));
}
