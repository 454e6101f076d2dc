/**
 * Gate `polarity` (research): trips when claim and span disagree in polarity: one negates (`not`, `never`, `n't`,
 * `failed to`, `no longer`, …) a content word the other asserts, or they assert antonyms (`rose` against `fell`,
 * `acquitted` against `convicted`), engine/lexicon/polarity.ts. A tripped gate caps the pair.
 */
import { clamp01 } from '../../fuse.ts';
import { FUNCTION_WORDS_DIGEST } from '../../lexicon/functionWords.ts';
import { POLARITY_DIGEST, polarityConflict, readPolarity, type Polarity } from '../../lexicon/polarity.ts';
import { featureOf, type TextFeature } from '../../textStore.ts';
import type { Gate } from './types.ts';

const POLARITY: TextFeature<Polarity> = { id: 'polarity', compute: (text) => readPolarity(text.text) };

/** Per plan: each truth span's polarity; per claim: the claim's (the same record, reused). */
interface PolarityState {
  spans: Polarity[];
  claim: Polarity;
}

const NEUTRAL: Polarity = { asserted: new Set(), negated: new Set() };

/** The polarity gate, capping a tripped pair at `cap` (0.2 by default, as the numeric gate). */
export function polarityGate(options: { cap?: number } = {}): Gate<PolarityState, PolarityState> {
  const { cap = 0.2 } = options;
  return {
    id: 'polarity',
    kind: 'polarity',
    description: `caps the pair score at ${cap} when the claim negates what the span asserts (or the reverse), or they assert antonyms`,
    params: { cap, lexicon: POLARITY_DIGEST, functionWords: FUNCTION_WORDS_DIGEST },
    scope: 'pair',
    cap,
    examples: [
      { claim: 'The payment was not made on 5 December.', span: 'The payment was made on 5 December.', trips: true },
      { claim: 'The mill no longer makes cloth.', span: 'The mill makes cloth for export.', trips: true },
      { claim: 'House prices fell in March.', span: 'House prices rose in March.', trips: true },
      { claim: 'The payment was made on 5 December.', span: 'The payment was made on 5 December.', trips: false },
      { claim: 'House prices did not rise in March.', span: 'House prices fell in March.', trips: false },
      { claim: 'Not only sales but also profits rose.', span: 'Sales and profits rose.', trips: false },
    ],
    preparePlan: (plan) => ({ spans: plan.truth.map((span) => featureOf(span.text, POLARITY)), claim: NEUTRAL }),
    prepareClaim: (claim, _plan, state) => {
      state.claim = featureOf(claim, POLARITY);
      return state;
    },
    trip: (state, k) => (polarityConflict(state.claim, state.spans[k]) ? 1 : 0),
    apply: (value) => Math.min(clamp01(value), cap),
  };
}
