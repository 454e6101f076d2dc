/**
 * The suite registry: a plain literal list (STYLE 2).
 */
import { unknownName } from '../engine/errors.ts';
import { adversarial } from './adversarial.suite.ts';
import type { Suite } from './types.ts';

/** Every registered suite; the first is the default. */
export const SUITES: readonly Suite[] = [adversarial];

/** The default suite id. */
export const DEFAULT_SUITE = 'adversarial';

/** The suite with this id; throws VerityError `unknown-suite` with near names. */
export function getSuite(id: string): Suite {
  const suite = SUITES.find((s) => s.id === id);
  if (suite === undefined) throw unknownName('suite', id, SUITES.map((s) => s.id));
  return suite;
}
