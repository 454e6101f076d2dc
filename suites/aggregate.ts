/**
 * Response-level aggregation: the claim scores of a decomposed draft become one response score, banded with the
 * score model's own bands; the run fingerprint that records how. Pure.
 */
import { createHash } from 'node:crypto';
import { bandScore } from '../engine/bands.ts';
import { unknownName } from '../engine/errors.ts';
import type { Bands, Verdict } from '../engine/types.ts';

/**
 * Aggregations of claim scores: `min` (unsupported when any claim is), `mean`, `mass` (mean weighted by IDF mass),
 * `cover` (the IDF-weighted share of the whole draft that sits in supported claims: text the decomposer omitted
 * counts as unverified).
 */
export const AGGREGATES = ['min', 'mean', 'mass', 'cover'] as const;

/** An aggregation id. */
export type Aggregate = (typeof AGGREGATES)[number];

/** The default aggregation: the weakest claim decides. */
export const DEFAULT_AGGREGATE: Aggregate = 'min';

/** The aggregation with this id; throws VerityError `unknown-aggregate` with near names. */
export function parseAggregate(id: string): Aggregate {
  if ((AGGREGATES as readonly string[]).includes(id)) return id as Aggregate;
  throw unknownName('aggregate', id, AGGREGATES);
}

/** One claim as aggregation sees it: its score in [0, 1], verdict and IDF mass (Σ idf·count over its tokens, ≥ 0). */
export interface ScoredClaim {
  score: number;
  verdict: Verdict;
  mass: number;
}

/**
 * Response score in [0, 1]. `draftMass` is the IDF mass of the whole draft (citation markers removed), read by
 * `cover` only: Σ score·mass over the claims / max(draftMass, Σ mass), so a draft whose content the decomposer
 * omitted (questions, hedges) is only as supported as the part it asserts, and one with content but no
 * claim scores 0. Without claims `min`, `mean` and `mass` give 1 (the identity of `min`: nothing the engine would
 * flag), as does `cover` for a draft of no mass. `mass` and `cover` fall back to `mean` when every claim has zero mass
 * (a plan with no truth span gives every term weight 0).
 */
export function aggregateScore(claims: readonly ScoredClaim[], how: Aggregate, draftMass = 0): number {
  const total = claims.reduce((sum, c) => sum + c.mass, 0);
  if (how === 'cover' && claims.length === 0) return draftMass > 0 ? 0 : 1;
  if (claims.length === 0) return 1;
  if (how === 'min') return Math.min(...claims.map((c) => c.score));
  if (how === 'mean' || total <= 0) return claims.reduce((sum, c) => sum + c.score, 0) / claims.length;
  const weighted = claims.reduce((sum, c) => sum + c.score * c.mass, 0);
  return weighted / (how === 'cover' ? Math.max(total, draftMass) : total);
}

/**
 * Response verdict: the band of the response score under the model's bands; a response not banded unsupported that
 * holds a claim whose best evidence is masked cannot be fully checked, so it is `evidence_redacted`.
 */
export function responseVerdict(score: number, claims: readonly ScoredClaim[], bands: Bands): Verdict {
  const band = bandScore(score, bands);
  if (band !== 'unsupported' && claims.some((c) => c.verdict === 'evidence_redacted')) return 'evidence_redacted';
  return band;
}

/** Index of the claim that decides a `min` response: the lowest score, the first on a tie; -1 without claims. */
export function weakestClaim(claims: readonly ScoredClaim[]): number {
  let weakest = -1;
  claims.forEach((c, i) => {
    if (weakest < 0 || c.score < claims[weakest].score) weakest = i;
  });
  return weakest;
}

/**
 * The run's fingerprint: the score model's alone when no draft case was scored (so claim-only runs and their
 * baselines are unchanged); otherwise 16 hex of sha256 over the model fingerprint, the decomposer and the
 * aggregation, so runs that decomposed or aggregated differently never compare as equal.
 */
export function runFingerprint(modelFingerprint: string, response?: { aggregate: Aggregate; decomposer: string }): string {
  if (response === undefined) return modelFingerprint;
  const key = JSON.stringify({ model: modelFingerprint, decomposer: response.decomposer, aggregate: response.aggregate });
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}
