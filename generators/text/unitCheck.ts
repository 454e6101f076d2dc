/**
 * The quantity-level reading of a scale swap: the one quantity whose unit, scale or rate period changed with its
 * figure kept, and the problems that would make its label wrong (the same amount, a unit too close to tell apart,
 * an amount a bound before the figure still allows, an amount the plan states).
 */
import { sameMagnitude, sameQuantity, type Quantity } from '../../engine/quantities.ts';
import { quantitiesOf } from './quantityReadings.ts';
import type { EvidenceSpan } from '../../engine/types.ts';
import { planQuantities } from './quantityRoles.ts';
import { farApart, poundsMayBeMoney } from './unitSwaps.ts';

/** The changed quantity of a swap. */
export interface QuantityChange {
  before: Quantity;
  after: Quantity;
}

/** The single quantity whose text differs between source and claim (aligned by position), or a problem. */
export function changedQuantity(source: string, claim: string): QuantityChange | string {
  const a = quantitiesOf(source);
  const b = quantitiesOf(claim);
  if (a.length !== b.length) return `quantities read differently: ${a.length} in the source, ${b.length} in the claim`;
  const changed = a.map((_, i) => i).filter((i) => a[i].text !== b[i].text);
  if (changed.length === 0) return 'claim equals its source';
  if (changed.length > 1) return `${changed.length} quantities changed, want one`;
  return { before: a[changed[0]], after: b[changed[0]] };
}

/**
 * Problems a hedge or bound before the figure, or the plan, make of a changed amount: after `more than` the new
 * amount must be larger, after `less than`/`within` smaller, after `about` at least twice as far, after a time
 * bound none; and the plan must not state the new amount.
 */
export function guardProblems(change: QuantityChange, plan: readonly EvidenceSpan[]): string[] {
  const { before, after } = change;
  const problems: string[] = [];
  const hedge = before.hedge;
  if (hedge !== undefined) {
    const comparable = before.key === after.key;
    const ratio = after.magnitude / before.magnitude;
    if (hedge.kind === 'time-bound') problems.push(`the figure follows "${hedge.text}" (a time bound)`);
    else if (!comparable) problems.push(`the figure follows "${hedge.text}" and the new unit does not compare with the old`);
    else if (hedge.kind === 'lower-bound' && ratio <= 1) problems.push(`"${hedge.text} ${after.text}" still holds: a lower bound allows a smaller amount`);
    else if (hedge.kind === 'upper-bound' && ratio >= 1) problems.push(`"${hedge.text} ${after.text}" still holds: an upper bound allows a larger amount`);
    else if (hedge.kind === 'approximate' && ratio < 2 && ratio > 0.5) problems.push(`"${hedge.text} ${after.text}" may cover the source amount`);
  }
  const stated = planQuantities(plan).find((p) => sameQuantity(p.quantity, after));
  if (stated !== undefined) problems.push(`the plan states ${after.text} (${stated.spanId})`);
  return problems;
}

/** `text` with the unit, scale, rate period and currency symbol of `q` cut out (what a unit swap may change). */
function withoutUnits(text: string, q: Quantity): string {
  const cuts = [q.unit, q.scale, q.per].filter((r) => r !== undefined).sort((x, y) => y!.start - x!.start);
  let out = text;
  for (const r of cuts) out = out.slice(0, r!.start) + '#' + out.slice(r!.end);
  return out;
}

/** Problems of a unit, rate-period or currency swap (the figure kept, one unit changed within its dimension). */
export function unitSwapProblems(source: string, claim: string, plan: readonly EvidenceSpan[]): string[] {
  const change = changedQuantity(source, claim);
  if (typeof change === 'string') return [change];
  const { before, after } = change;
  const problems: string[] = [];
  if (before.figure.text !== after.figure.text) problems.push('the figure changed: a scale swap keeps it');
  if (withoutUnits(source, before) !== withoutUnits(claim, after)) problems.push('words other than the scale or unit changed');
  if (poundsMayBeMoney(source, before) && after.unit?.def.dimension === 'mass') problems.push(`${before.text} may be sterling: no weight to change`);
  const unitA = before.unit?.def;
  const unitB = after.unit?.def;
  const perA = before.per?.unit;
  const perB = after.per?.unit;
  const parts = [unitA?.id !== unitB?.id, (perA?.id ?? before.per?.noun) !== (perB?.id ?? after.per?.noun), before.scale?.power !== after.scale?.power];
  if (parts.filter(Boolean).length > 1) problems.push(`${before.text} → ${after.text}: more than one unit changed`);
  if (unitA?.dimension !== unitB?.dimension || perA?.dimension !== perB?.dimension || before.dimension !== after.dimension) {
    problems.push(`${before.text} → ${after.text}: the new unit measures something else`);
  } else if (before.key === after.key && sameMagnitude(before.magnitude, after.magnitude)) {
    problems.push(`${before.text} → ${after.text} states the same amount`);
  } else if ((unitA !== undefined && unitB !== undefined && unitA.id !== unitB.id && !farApart(unitA, unitB))
    || (perA !== undefined && perB !== undefined && perA.id !== perB.id && !farApart(perA, perB))) {
    problems.push(`${before.text} → ${after.text}: units within a factor of 1.5 may be read as the same amount`);
  }
  return [...problems, ...guardProblems(change, plan)];
}
