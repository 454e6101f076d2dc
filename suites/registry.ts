/**
 * The suite registry: a plain literal list (STYLE 2).
 */
import { unknownName } from '../engine/errors.ts';
import { adversarial } from './adversarial.suite.ts';
import { hard } from './hard.suite.ts';
import type { Floor, Suite } from './types.ts';

/** Every registered suite; the first is the default. */
export const SUITES: readonly Suite[] = [adversarial, hard];

/** The default suite id. */
export const DEFAULT_SUITE = 'adversarial';

/** The suite with this id; throws VerityError `unknown-suite` with near names. */
export function getSuite(id: string): Suite {
  const suite = SUITES.find((s) => s.id === id);
  if (suite === undefined) throw unknownName('suite', id, SUITES.map((s) => s.id));
  return suite;
}

/** The floors registered suites set on `classes`; a class takes the floors of the first suite (default first) with one. */
export function knownClassFloors(classes: readonly string[]): Floor[] {
  const floors: Floor[] = [];
  const taken = new Set<string>();
  for (const suite of SUITES) {
    const mine = suite.floors.filter((f) => classes.includes(f.class) && !taken.has(f.class));
    floors.push(...mine);
    for (const f of mine) taken.add(f.class);
  }
  return floors;
}
