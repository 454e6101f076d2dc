/**
 * Verdict bands (SPEC A5 Decision): score ≥ supported → supported; ≥ partial → partial; else unsupported.
 */
import type { Bands } from './types.ts';

/** The three score-based verdicts. */
export type BandVerdict = 'supported' | 'partial' | 'unsupported';

/** Band of a score in [0, 1]; NaN → unsupported. */
export function bandScore(score: number, bands: Bands): BandVerdict {
  if (score >= bands.supported) return 'supported';
  if (score >= bands.partial) return 'partial';
  return 'unsupported';
}
