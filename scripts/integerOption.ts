/**
 * Integer command-line options read from their raw text: `abc`, `1.5`, `-5` or an empty value are errors naming the
 * option and what was given, never a silent NaN, a truncated number or a negative count.
 */
import { VerityError } from '../engine/errors.ts';

/** The lower bound of an integer option: `0` non-negative, `1` positive, `null` any integer. */
export type IntegerMin = 0 | 1 | null;

const NEEDS: Record<string, string> = { '0': 'a non-negative integer', '1': 'a positive integer', null: 'an integer' };

/** Parses an integer option's raw value (string or number); throws VerityError `bad-option` naming `--name`. */
export function parseIntegerOption(owner: string, name: string, raw: unknown, min: IntegerMin): number {
  const text = Array.isArray(raw) ? null : String(raw).trim();
  const value = text !== null && /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || (min !== null && value < min)) {
    const given = Array.isArray(raw) ? `${raw.length} values` : text === '' ? 'nothing' : String(raw);
    throw new VerityError('bad-option', `${owner ? `${owner}: ` : ''}--${name} must be ${NEEDS[String(min)]}, got ${given}`);
  }
  return value;
}

/** The yargs config of an integer option (see integerOption). */
export interface IntegerOptionConfig {
  type: 'string';
  describe: string;
  coerce: (raw: unknown) => number;
}

/**
 * A yargs option config for an integer ≥ `min`: read as text and checked by parseIntegerOption, so yargs never turns
 * `abc` into NaN. `owner` prefixes the error (a command name; empty for options several commands share). With a
 * default, the parsed option is typed `number` (never undefined).
 */
export function integerOption(owner: string, name: string, min: IntegerMin, describe: string): IntegerOptionConfig;
export function integerOption(
  owner: string, name: string, min: IntegerMin, describe: string, defaultValue: number,
): IntegerOptionConfig & { default: string; defaultDescription: string };
export function integerOption(owner: string, name: string, min: IntegerMin, describe: string, defaultValue?: number) {
  return {
    type: 'string' as const,
    describe,
    ...(defaultValue === undefined ? {} : { default: String(defaultValue), defaultDescription: String(defaultValue) }),
    coerce: (raw: unknown) => parseIntegerOption(owner, name, raw, min),
  };
}
