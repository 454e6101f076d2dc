/**
 * The score-model parts the harness knows: literal lists, one line per part. The contract kit
 * (`contract.test.ts` beside this file) runs over every entry and over every part a registered model uses, and
 * every part of a registered model must have its id listed here.
 */
import { arithmetic } from './arithmetic.ts';
import { cosOnly } from './cos-only.ts';
import { coverage } from './coverage.ts';
import { entityGate } from './entity.ts';
import { entitySoftGate } from './entity-soft.ts';
import { f1 } from './f1.ts';
import { geometric } from './geometric.ts';
import { lexOnly } from './lex-only.ts';
import { numericGate } from './numeric.ts';
import { numericCoverageGate } from './numeric-coverage.ts';
import { polarityGate } from './polarity.ts';
import { roleGate } from './role.ts';
import { softCoverage } from './soft-coverage.ts';
import type { Fusion, Gate, LexicalMeasure } from './types.ts';

/** Every lexical measure (default settings). */
export const LEXICAL_MEASURES: readonly LexicalMeasure[] = [coverage, f1, softCoverage()];

/** Every gate (default settings). */
export const GATES: readonly Gate[] = [
  numericGate(), entityGate(), numericCoverageGate(), polarityGate(), roleGate(), entitySoftGate(),
];

/** Every fusion (default settings). */
export const FUSIONS: readonly Fusion[] = [geometric(), arithmetic(), cosOnly, lexOnly];
