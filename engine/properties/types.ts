/**
 * The property library's shapes: one property is a function of a score model, so any variant can be fuzzed.
 */
import type * as fc from 'fast-check';
import type { ScoreModel } from '../types.ts';

/** One engine invariant (SPEC B3). */
export interface EngineProperty {
  /** Stable kebab-case id, e.g. `gate-caps-pair`. */
  id: string;
  description: string;
  /** Why the invariant does not concern this model's parameters, or undefined when it applies. */
  notApplicable?(model: ScoreModel): string | undefined;
  /** The fast-check property checking the invariant under `model`. */
  property(model: ScoreModel): fc.IProperty<any>;
}

/** Outcome of checking one property against one model. */
export interface PropertyResult {
  id: string;
  description: string;
  /** True when the invariant held on every run (or does not apply). */
  ok: boolean;
  /** Why the property was not run for this model, when it does not apply. */
  skipped?: string;
  /** The shrunk counterexample (fast-check literal of the property's arguments), when it failed. */
  counterexample?: string;
  seed: number;
  /** fast-check replay path of the counterexample, when it failed. */
  path?: string;
  /** The failed assertion or thrown error, when it failed. */
  error?: string;
  numRuns: number;
}
