/**
 * Shared fast-check arbitraries for the property library: tokens, spans, vectors and drafts.
 */
import * as fc from 'fast-check';
import type { EvidenceSpan } from '../types.ts';

/** Words that collide often (so overlaps, repeats and numerics are common), plus random lowercase words. */
const VOCABULARY = [
  'the', 'of', 'river', 'bridge', 'opened', 'alpha', 'beta', 'gamma', 'march', 'june', 'july', 'million', 'percent',
  '5', '7', '12', '500', '2026', '3.5', '5th', '1,000', '2026-03-05', '7-6', '1.1m',
];

/** A tokenizer-stable lowercase token (a vocabulary word or 1–6 ASCII letters). */
export const tokenArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...VOCABULARY) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{1,6}$/) },
);

/** A letter-only token that is no month name, so it carries no numerics under any extractor. */
export const plainWordArb: fc.Arbitrary<string> = fc
  .oneof(fc.constantFrom('the', 'of', 'river', 'bridge', 'alpha', 'beta', 'gamma', 'percent'), fc.stringMatching(/^[a-z]{1,6}$/))
  .filter((w) => !/^(january|february|march|april|may|june|july|august|september|october|november|december)$/.test(w));

/** A token with digits only (an integer or a decimal). */
export const numericTokenArb: fc.Arbitrary<string> = fc.oneof(
  fc.nat({ max: 3000 }).map(String),
  fc.tuple(fc.nat({ max: 999 }), fc.nat({ max: 99 })).map(([a, b]) => `${a}.${b}`),
);

/** A token list of 0 to `maxLength` tokens. */
export const tokensArb = (maxLength = 12): fc.Arbitrary<string[]> => fc.array(tokenArb, { maxLength });

/** A non-empty token list. */
export const nonEmptyTokensArb = (maxLength = 12): fc.Arbitrary<string[]> =>
  fc.array(tokenArb, { minLength: 1, maxLength });

/** Any double, including NaN, ±∞ and −0. */
export const anyDoubleArb: fc.Arbitrary<number> = fc.oneof(
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0, 1, -1),
);

/** A double in [0, 1]. */
export const unitArb: fc.Arbitrary<number> = fc.double({ min: 0, max: 1, noNaN: true });

/** A vector of `dim` floats in [-1, 1] (possibly all zero). */
export const vectorArb = (dim: number): fc.Arbitrary<Float32Array> =>
  fc.array(fc.integer({ min: -4, max: 4 }), { minLength: dim, maxLength: dim }).map((xs) => Float32Array.from(xs, (x) => x / 4));

/** A truth span with its vector (ids are assigned by the plan builder). */
export interface SpanCase {
  tokens: string[];
  vector: Float32Array;
}

/** A span case of dimension `dim`. */
export const spanCaseArb = (dim: number): fc.Arbitrary<SpanCase> =>
  fc.record({ tokens: tokensArb(10), vector: vectorArb(dim) });

/** Evidence spans from span cases, ids `e0`, `e1`, …, all truth-class. */
export function spansOf(cases: readonly SpanCase[], prefix = 'e'): EvidenceSpan[] {
  return cases.map((c, i) => ({ id: `${prefix}${i}`, text: c.tokens.join(' '), class: 'truth' }));
}

/** A draft of ASCII letters, spaces and punctuation, with claims as ranges (possibly out of bounds) and verdicts. */
export const draftCaseArb = fc.record({
  draft: fc.string({ unit: fc.constantFrom('a', 'b', ' ', '.', '\n', 'é', '😀'), maxLength: 40 }),
  claims: fc.array(
    fc.record({
      draftSpan: fc.tuple(fc.integer({ min: -2, max: 45 }), fc.integer({ min: -2, max: 45 })),
      verdict: fc.constantFrom('supported' as const, 'partial' as const, 'unsupported' as const, 'evidence_redacted' as const),
    }),
    { maxLength: 6 },
  ),
});
