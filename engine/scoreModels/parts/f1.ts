/** Lexical measure `f1` (research): IDF-weighted F1 of claim and span, which penalises verbose spans. */
import { f1FromWeights, lexF1, weightOfText } from '../../lex.ts';
import { overlapState, prepareOverlaps, type OverlapClaim } from './coverage.ts';
import type { LexicalMeasure } from './types.ts';

/** Per plan (and per claim, reused): the claim's overlaps and each truth span's weight Σ idf·cnt. */
interface F1State {
  claim: OverlapClaim;
  spanWeights: Float64Array;
}

/** Harmonic mean of coverage of the claim (recall) and of the span (precision), both IDF-weighted multisets. */
export const f1: LexicalMeasure<F1State, F1State> = {
  id: 'f1',
  description: 'IDF-weighted lexical F1 of claim and span (penalises verbose spans, unlike coverage)',
  params: {},
  preparePlan: (plan) => ({
    claim: overlapState(plan),
    spanWeights: Float64Array.from(plan.truth, (span) => weightOfText(span.text, plan.terms)),
  }),
  prepareClaim: (claim, plan, state) => {
    prepareOverlaps(claim, plan, state.claim);
    return state;
  },
  pair: ({ claim, spanWeights }, k) => f1FromWeights(claim.overlaps[k], claim.weight, spanWeights[k]),
  reference: lexF1,
};
