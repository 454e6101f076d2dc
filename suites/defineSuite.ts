/**
 * `defineSuite`: a typed suite config (STYLE 9), validated when defined so a typo fails at load, not mid-run.
 */
import { VerityError } from '../engine/errors.ts';
import { metricOf } from './floors.ts';
import type { Suite } from './types.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function fail(suiteId: string, message: string): VerityError {
  return new VerityError('bad-suite', `suite ${suiteId}: ${message}`);
}

/** Validates and returns a suite: kebab-case ids, positive integer counts, floors on known classes and metrics. */
export function defineSuite(suite: Suite): Suite {
  const id = suite.id;
  if (!KEBAB.test(id)) throw fail(id, 'id must be kebab-case');
  if (!Number.isInteger(suite.seed) || suite.seed < 0) throw fail(id, `seed must be a non-negative integer`);
  for (const [cls, count] of Object.entries(suite.generators)) {
    if (!KEBAB.test(cls)) throw fail(id, `class '${cls}' must be kebab-case`);
    if (!Number.isInteger(count) || count <= 0) throw fail(id, `count of class ${cls} must be a positive integer`);
  }
  if (suite.dataset.kind === 'corpus' && Object.keys(suite.generators).length === 0) {
    throw fail(id, 'a corpus suite needs at least one generator');
  }
  for (const floor of suite.floors) {
    metricOf(floor);
    const threshold = floor.min ?? floor.max;
    if (typeof threshold !== 'number' || !(threshold >= 0 && threshold <= 1)) {
      throw fail(id, `floor on ${floor.class} needs exactly one of min or max in [0, 1]`);
    }
    if (suite.dataset.kind === 'corpus' && !(floor.class in suite.generators)) {
      throw fail(id, `floor names class '${floor.class}', which the suite does not generate`);
    }
  }
  return Object.freeze({ ...suite });
}
