/**
 * Types of the quantity reader: what a quantity mention is, and its canonical reading.
 */
import type { UnitDef, UnitDimension } from './units.ts';

/**
 * What a quantity is: a unit's dimension, or `count` (a bare number, maybe with a counted noun), `fraction`
 * (`a third`), `ordinal` (`second`, `21st`), `multiplier` (`twice`, `doubled`), `year` (`2025`), `date`
 * (`5 March 2026`, `2026-03-05`, `March 2026`).
 */
export type QuantityDimension = UnitDimension | 'count' | 'fraction' | 'ordinal' | 'multiplier' | 'year' | 'date';

/** How the figure is written: in digits (`3`, `21st`, `2026-03-05`) or in words (`three`, `twenty-first`, `a third`). */
export type FigureForm = 'digits' | 'words';

/** A [start, end) piece of the text (JavaScript string offsets). */
export interface TextRange {
  start: number;
  end: number;
  text: string;
}

/** The figure part of a quantity mention (`2.9` in `2.9 million bags`, `Twenty-three`, `a third`, `21st`). */
export interface Figure extends TextRange {
  /** Its value: `2.9`, `23`, `1/3`, `21`; for a date `yyyymmdd` with 0 for a missing part (`March 2026` → 20260300). */
  value: number;
  form: FigureForm;
  /** Digits only: places after the decimal point, and whether it has digit-group commas (`1,500`). */
  decimals?: number;
  grouped?: boolean;
  /** Fractions only (`two-thirds` → 2 / 3). */
  numerator?: number;
  denominator?: number;
}

/** How a hedge or bound before a figure constrains it. */
export type HedgeKind = 'approximate' | 'lower-bound' | 'upper-bound' | 'time-bound';

/** A qualifier before the figure (`about`, `more than`, `within`, `since`, `by`). */
export interface Hedge extends TextRange {
  kind: HedgeKind;
}

/** A rate period or per-unit after a quantity (`a year`, `per month`, `per kilogram`, `per share`, `annually`). */
export interface Per extends TextRange {
  /** The unit divided by, when it is a known unit (`year`, `kilogram`); absent for a noun (`share`) or `per head`. */
  unit?: UnitDef;
  /** The noun divided by when it is no unit (`share`, `person`), lower-case. */
  noun?: string;
}

/** Two quantities written as a range or a from–to change (`from 12 to 16 March`, `between 3 and 5`, `2024-25`). */
export interface QuantityLink {
  kind: 'from-to' | 'to' | 'between-and' | 'dash';
  /** Index of the other end in the reader's result. */
  partner: number;
  role: 'first' | 'second';
}

/** One quantity mention of a text, with its canonical reading. */
export interface Quantity extends TextRange {
  figure: Figure;
  dimension: QuantityDimension;
  /** The figure times its scale (`2.9 million` → 2,900,000); the date code for dates. */
  value: number;
  /** A scale word or suffix (`million`, `bn`) and its power of ten. */
  scale?: TextRange & { power: number };
  /** The unit written (a word after the figure, a glued abbreviation, or a currency symbol before it). */
  unit?: TextRange & { def: UnitDef };
  per?: Per;
  /** Bare counts: the word after the figure that names what is counted (`passengers`), lower-case. */
  noun?: string;
  hedge?: Hedge;
  /** False for vague plurals (`hundreds of`, `dozens`): `value` is then the smallest reading. */
  exact: boolean;
  link?: QuantityLink;
  /** `value` in the dimension's base unit, divided by the per-unit's factor (`5 km a day` → 5000 / 86400). */
  magnitude: number;
  /**
   * What the quantity is comparable with: the dimension, the currency for money, and the per part
   * (`length`, `money:GBP`, `count/time`, `money:USD/mass`, `count/share`). Equal keys, equal magnitudes: same quantity.
   */
  key: string;
}
