/**
 * Gate `numeric-coverage` (research): trips when a claim numeric is not covered by the span (`absence: 'span'`, SPEC
 * A3's ∀ gate under the extractor's own covering rule) or by any truth span of the plan (`absence: 'plan'`: a claim
 * whose figures are spread over several spans is not capped, a figure the evidence never states still is). A tripped
 * gate caps the pair.
 */
import { clamp01 } from '../../fuse.ts';
import { featureOf } from '../../textStore.ts';
import { numericsV1 } from './extractors.ts';
import { numericFeature } from './numeric.ts';
import type { Gate, GateExample, NumericExtractor } from './types.ts';

/** Options of the numeric-coverage gate. */
export interface NumericCoverageOptions {
  numerics?: NumericExtractor;
  /** Where a claim numeric must be found: in the pair's span (default) or in some truth span of the plan. */
  absence?: 'span' | 'plan';
  cap?: number;
}

/** Per plan: each truth span's numerics and all of them together; per claim: its numerics, or the plan verdict. */
interface CoverageState {
  spans: ReadonlySet<string>[];
  plan: ReadonlySet<string>;
  claim: readonly string[];
  missingFromPlan: boolean;
}

const sameAtom = (atom: string, atoms: ReadonlySet<string>): boolean => atoms.has(atom);

const EXAMPLES: readonly GateExample[] = [
  { claim: 'It cost 600 million pounds.', span: 'It cost 500 million pounds, paid by the city.', trips: true },
  { claim: 'The bridge opened on 5 March 2026.', span: 'The bridge opened on 2026-03-05.', trips: false },
  { claim: 'The bridge opened.', span: 'The bridge opened in 2026.', trips: false },
];

/** The numeric-coverage gate (defaults: numerics v1, span absence, pair capped at 0.2). */
export function numericCoverageGate(options: NumericCoverageOptions = {}): Gate<CoverageState, CoverageState> {
  const { numerics = numericsV1, absence = 'span', cap = 0.2 } = options;
  const feature = numericFeature(numerics);
  const covers = numerics.covers ?? sameAtom;
  const uncovered = (claim: readonly string[], atoms: ReadonlySet<string>): boolean => claim.some((n) => !covers(n, atoms));
  return {
    id: 'numeric-coverage',
    kind: 'numeric',
    description: `caps the pair score at ${cap} when a claim numeric (${numerics.id}) is not covered by ` +
      (absence === 'span' ? 'the span' : 'any truth span of the plan'),
    params: { numerics: numerics.id, absence, cap },
    scope: 'pair',
    cap,
    numerics,
    examples: EXAMPLES,
    preparePlan: (plan) => {
      const spans = plan.truth.map((span) => new Set(featureOf(span.text, feature).unique));
      return { spans, plan: new Set(spans.flatMap((atoms) => [...atoms])), claim: [], missingFromPlan: false };
    },
    prepareClaim: (claim, _plan, state) => {
      state.claim = featureOf(claim, feature).unique;
      state.missingFromPlan = uncovered(state.claim, state.plan);
      return state;
    },
    trip: (state, k) => {
      if (state.claim.length === 0) return 0;
      if (absence === 'plan') return state.missingFromPlan ? 1 : 0;
      return state.missingFromPlan || uncovered(state.claim, state.spans[k]) ? 1 : 0;
    },
    apply: (value) => Math.min(clamp01(value), cap),
  };
}
