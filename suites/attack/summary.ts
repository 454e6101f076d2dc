/**
 * Per-class figures of an attack: attack success rate (successes over attacked seeds; seeds the engine already gets
 * wrong are skipped, invalid ones never attacked), and over successes the mean queries, edits and score shift toward
 * the flip.
 */
import type { AttackClassSummary, AttackOutcome } from './types.ts';

const round = (x: number) => Math.round(x * 10_000) / 10_000;
const mean = (xs: readonly number[]) => (xs.length === 0 ? null : round(xs.reduce((a, b) => a + b, 0) / xs.length));

/** The score shift of a success toward its flip: down for a supported seed, up for any other (positive either way). */
export function scoreShift(o: AttackOutcome): number {
  const shift = (o.best?.score ?? 0) - (o.seed_score ?? 0);
  return o.seed_verdict === 'supported' ? -shift : shift;
}

/** The figures of one class's outcomes. */
export function summariseClass(outcomes: readonly AttackOutcome[]): AttackClassSummary {
  const count = (status: AttackOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  const successes = outcomes.filter((o) => o.status === 'success');
  const attacked = successes.length + count('failure');
  return {
    seeds: outcomes.length,
    invalid: count('invalid'),
    skipped: count('skipped'),
    attacked,
    successes: successes.length,
    errors: count('error'),
    asr: attacked === 0 ? 0 : round(successes.length / attacked),
    mean_queries_per_success: mean(successes.map((o) => o.queries)),
    mean_edits: mean(successes.map((o) => o.best!.steps.length)),
    mean_score_shift: mean(successes.map(scoreShift)),
  };
}

/** Figures per class, classes in the order they first appear. */
export function summariseClasses(outcomes: readonly AttackOutcome[]): Record<string, AttackClassSummary> {
  const classes = [...new Set(outcomes.map((o) => o.class))];
  return Object.fromEntries(classes.map((cls) => [cls, summariseClass(outcomes.filter((o) => o.class === cls))]));
}
