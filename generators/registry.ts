/**
 * Every claim-class generator, as a plain literal list (no side-effect registration).
 */
import { unknownName } from '../engine/errors.ts';
import { dateShift } from './date-shift.ts';
import { distractorPad } from './distractor-pad.ts';
import { entitySwap } from './entity-swap.ts';
import { mixed } from './mixed.ts';
import { negation } from './negation.ts';
import { numberSwap } from './number-swap.ts';
import { paraphrase } from './paraphrase.ts';
import { roleSwap } from './role-swap.ts';
import { scaleSwap } from './scale-swap.ts';
import { topicalFabrication } from './topical-fabrication.ts';
import type { Generator } from './types.ts';
import { verbatim } from './verbatim.ts';

/** Every registered generator, the five core classes of SPEC B1 first. */
export const GENERATORS: readonly Generator[] = [
  verbatim, paraphrase, numberSwap, topicalFabrication, entitySwap,
  negation, scaleSwap, dateShift, roleSwap, distractorPad, mixed,
];

/** The classes SPEC B1 defines (the suite's floors and the 500-per-class goal apply to these). */
export const CORE_CLASSES = ['verbatim', 'paraphrase', 'number-swap', 'topical-fabrication', 'entity-swap'] as const;

/** The generator with this id; throws VerityError `unknown-generator` with near-name suggestions. */
export function getGenerator(id: string): Generator {
  const found = GENERATORS.find((g) => g.id === id);
  if (found === undefined) throw unknownName('generator', id, GENERATORS.map((g) => g.id));
  return found;
}
