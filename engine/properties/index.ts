/**
 * The engine property library (SPEC B3): every invariant as a function of a score model, and a seeded checker.
 *
 * Applicability: β endpoints only concern fusions that use β (geometric, arithmetic); gate properties only models
 * with a gate. Every other invariant applies to every model, so a variant that breaks one is reported, not hidden:
 * `lexcap` breaks `gate-caps-pair` and `claim-score-capped-when-gated`, `f1` breaks `lex-append-never-lowers`, by
 * design.
 */
import * as fc from 'fast-check';
import type { ScoreModel } from '../types.ts';
import { FUSE_PROPERTIES } from './fuseProperties.ts';
import { LEX_PROPERTIES } from './lexProperties.ts';
import { MATCH_PROPERTIES } from './matchProperties.ts';
import { NUMERIC_PROPERTIES } from './numericProperties.ts';
import type { EngineProperty, PropertyResult } from './types.ts';

export type { EngineProperty, PropertyResult } from './types.ts';

/** Every engine invariant, in report order. */
export const ENGINE_PROPERTIES: readonly EngineProperty[] = [
  ...FUSE_PROPERTIES, ...NUMERIC_PROPERTIES, ...LEX_PROPERTIES, ...MATCH_PROPERTIES,
];

/** Default seed of property runs: fixed, so a plain `verity fuzz` is reproducible. */
export const DEFAULT_PROPERTY_SEED = 42;

/** Default fast-check runs per property. */
export const DEFAULT_PROPERTY_RUNS = 100;

/** Options of checkProperties: runs per property, seed, replay path, and a subset of property ids. */
export interface CheckOptions {
  runs?: number;
  seed?: number;
  /** fast-check replay path (with `seed` and a single property in `only`) to replay one counterexample. */
  path?: string;
  only?: readonly string[];
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n')[0];
  return error === undefined || error === null ? 'property returned false' : String(error);
}

/** Checks one property against a model with fast-check (seeded; the counterexample is shrunk). */
export function checkProperty(prop: EngineProperty, model: ScoreModel, options: CheckOptions = {}): PropertyResult {
  const seed = options.seed ?? DEFAULT_PROPERTY_SEED;
  const base = { id: prop.id, description: prop.description, seed };
  const skipped = prop.notApplicable?.(model);
  if (skipped !== undefined) return { ...base, ok: true, skipped, numRuns: 0 };
  const details = fc.check(prop.property(model), {
    numRuns: options.runs ?? DEFAULT_PROPERTY_RUNS,
    seed,
    ...(options.path !== undefined ? { path: options.path } : {}),
  });
  if (!details.failed) return { ...base, ok: true, numRuns: details.numRuns };
  if (details.counterexample === null) {
    return { ...base, ok: false, numRuns: details.numRuns, error: 'too many skipped runs (preconditions rarely hold)' };
  }
  return {
    ...base,
    ok: false,
    numRuns: details.numRuns,
    counterexample: fc.stringify(details.counterexample),
    path: details.counterexamplePath ?? undefined,
    error: errorText(details.errorInstance),
  };
}

/** Checks every engine property (or those in `only`) against a model; one result per property, in library order. */
export function checkProperties(model: ScoreModel, options: CheckOptions = {}): PropertyResult[] {
  const selected = options.only === undefined ? ENGINE_PROPERTIES : ENGINE_PROPERTIES.filter((p) => options.only!.includes(p.id));
  return selected.map((prop) => checkProperty(prop, model, options));
}
