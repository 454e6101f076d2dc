/**
 * Every claim-class generator, as a plain literal list (no side-effect registration).
 */
import { unknownName } from '../engine/errors.ts';
import { numberSwap } from './number-swap.ts';
import { paraphrase } from './paraphrase.ts';
import type { Generator } from './types.ts';
import { verbatim } from './verbatim.ts';

/** Every registered generator, core classes first. */
export const GENERATORS: readonly Generator[] = [verbatim, paraphrase, numberSwap];

/** The classes SPEC B1 defines (the suite's floors and the 500-per-class goal apply to these). */
export const CORE_CLASSES = ['verbatim', 'paraphrase', 'number-swap', 'topical-fabrication', 'entity-swap'] as const;

/** The generator with this id; throws VerityError `unknown-generator` with near-name suggestions. */
export function getGenerator(id: string): Generator {
  const found = GENERATORS.find((g) => g.id === id);
  if (found === undefined) throw unknownName('generator', id, GENERATORS.map((g) => g.id));
  return found;
}
