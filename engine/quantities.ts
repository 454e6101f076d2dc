/**
 * The quantity reader (pure): the figures of a text as canonical quantities, whether written in digits or words,
 * as fractions, ordinals or multipliers, with their scale (`million`), unit and dimension (length, area, volume,
 * mass, time, money by currency, energy, power, data, temperature, percent), rate period (`a year`, `per month`),
 * counted noun, hedge (`about`, `more than`, `by`) and range links (`from 12 to 16 March`).
 *
 * ```ts
 * readQuantities('Nineteen climbers spent 3 hours above 8,000 metres.')
 * // [{ figure: { text: 'Nineteen', value: 19, form: 'words' }, dimension: 'count', noun: 'climbers', key: 'count', … },
 * //  { figure: { text: '3' }, unit: { text: 'hours', def: hour }, dimension: 'time', magnitude: 10800, key: 'time', … },
 * //  { figure: { text: '8,000' }, unit: { text: 'metres' }, hedge: { text: 'above', kind: 'lower-bound' }, key: 'length', … }]
 * ```
 *
 * Two quantities state the same amount when `sameQuantity` holds: equal keys (dimension, currency, per-part) and
 * magnitudes equal to 1e-9 relative (`1 hour` = `60 minutes`, `2.5 million` = `2,500,000`, `a third` ≠ `a quarter`).
 * Decisions: vague plurals (`hundreds of`) are read with `exact: false` and their smallest value; `one` is read only
 * where it counts something (`No one`, `one of`, `an electric one` are no figures); a singular fraction needs `of`
 * or a pause after it (`a third of`, but `a third auction` is an ordinal); 4-digit integers 1000–2100 without a unit
 * or plural noun after them are years (`1500 people` is a count); dates read as one quantity whose value is `yyyymmdd` (0 for a missing part).
 */
import type { Quantity } from './quantities/types.ts';

export { readQuantities } from './quantities/read.ts';
export {
  formatCardinal, formatFraction, formatOrdinal, ordinalSuffix, ordinalValue, parseCardinalWords, smallCardinal,
  type WordFraction, type WordStyle,
} from './quantities/numberWords.ts';
export {
  BASE_UNITS, UNITS, isPluralName, unitById, unitName, type UnitDef, type UnitDimension,
} from './quantities/units.ts';
export type {
  Figure, FigureForm, Hedge, HedgeKind, Per, Quantity, QuantityDimension, QuantityLink, TextRange,
} from './quantities/types.ts';

/** Whether two magnitudes are equal to 1e-9 relative (float noise from unit factors). */
export function sameMagnitude(a: number, b: number): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

/** Whether two quantities state the same amount of the same thing (equal keys and magnitudes; see the module TSDoc). */
export function sameQuantity(a: Quantity, b: Quantity): boolean {
  return a.key === b.key && sameMagnitude(a.magnitude, b.magnitude);
}

/** Whether two quantities measure comparable things (equal keys), whatever their amounts. */
export function comparable(a: Quantity, b: Quantity): boolean {
  return a.key === b.key;
}
