/**
 * Matcher and redaction invariants (SPEC A5, A8): determinism, plan-order tie-breaks, cache spans, range merging.
 */
import * as fc from 'fast-check';
import { preparePlan, scoreClaim } from '../match.ts';
import { REDACTION_NOTICE, redact } from '../redact.ts';
import type { ClaimScore, EvidenceSpan, ScoreModel } from '../types.ts';
import { draftCaseArb, numericTokenArb, spanCaseArb, spansOf, tokensArb, vectorArb, type SpanCase } from './arbitraries.ts';
import { cappedGates } from './gates.ts';
import type { EngineProperty } from './types.ts';

const DIM = 3;
const markersArb = fc.array(fc.integer({ min: 1, max: 9 }).map((k) => `S${k}`), { maxLength: 3 });

function run(spans: EvidenceSpan[], vectors: Float32Array[], claim: string, cited: string[], vector: Float32Array, model: ScoreModel): ClaimScore {
  return scoreClaim({ text: claim, citedMarkers: cited }, vector, vectors, preparePlan(spans, model), model);
}

/** The verdict-bearing fields of a claim score (the plan index moves when cache spans are inserted). */
function verdictFields(s: ClaimScore) {
  const { bestSpanIndex: _index, ...rest } = s;
  return rest;
}

/** Reference redaction: mark covered positions, fill whitespace-only gaps between covered runs, replace runs. */
function redactByMask(draft: string, claims: Array<{ draftSpan: [number, number]; verdict: string }>): string {
  const covered = new Uint8Array(draft.length);
  for (const { draftSpan: [s, e], verdict } of claims) {
    if (verdict === 'unsupported') for (let i = Math.max(0, s); i < Math.min(e, draft.length); i++) covered[i] = 1;
  }
  for (let i = 0; i < draft.length; i++) {
    if (covered[i] || !/\s/.test(draft[i])) continue;
    let j = i;
    while (j < draft.length && !covered[j] && /\s/.test(draft[j])) j++;
    if (i > 0 && covered[i - 1] && j < draft.length && covered[j]) covered.fill(1, i, j);
    i = j - 1;
  }
  let out = '';
  for (let i = 0; i < draft.length; i++) {
    if (!covered[i]) out += draft[i];
    else if (i === 0 || !covered[i - 1]) out += REDACTION_NOTICE;
  }
  return out;
}

/** Matcher and redaction properties. */
export const MATCH_PROPERTIES: readonly EngineProperty[] = [
  {
    id: 'candidates-deterministic-plan-order-ties',
    description: 'scoring is deterministic, and of two identical spans the later never wins (ties keep plan order)',
    property: (model) =>
      fc.property(fc.array(spanCaseArb(DIM), { minLength: 1, maxLength: 10 }), fc.nat(), tokensArb(), markersArb, vectorArb(DIM),
        (cases, pick, claimTokens, cited, claimVector) => {
          const k = pick % cases.length;
          const withCopy: SpanCase[] = [...cases, cases[k]];
          const spans = spansOf(withCopy);
          const vectors = withCopy.map((c) => c.vector);
          const copyMarker = `S${withCopy.length}`;
          const markers = cited.includes(copyMarker) ? [...cited, `S${k + 1}`] : cited;
          const claim = claimTokens.join(' ');
          const first = run(spans, vectors, claim, markers, claimVector, model);
          const again = run(spans, vectors, claim, markers, claimVector, model);
          return JSON.stringify(first) === JSON.stringify(again) && first.bestSpanIndex !== withCopy.length - 1;
        }),
  },
  {
    id: 'cache-spans-never-change-verdict',
    description: 'inserting cache-class spans (any text, any vector) anywhere never changes a claim score',
    property: (model) =>
      fc.property(fc.array(spanCaseArb(DIM), { maxLength: 8 }), fc.array(fc.tuple(spanCaseArb(DIM), fc.nat()), { minLength: 1, maxLength: 4 }),
        tokensArb(), markersArb, vectorArb(DIM), fc.boolean(),
        (cases, cacheCases, claimTokens, cited, claimVector, cacheEchoesClaim) => {
          const claim = claimTokens.join(' ');
          const truth = spansOf(cases);
          const vectors = cases.map((c) => c.vector);
          const spans = [...truth];
          const mixedVectors = [...vectors];
          cacheCases.forEach(([c, at], i) => {
            const position = at % (spans.length + 1);
            const text = cacheEchoesClaim ? claim : c.tokens.join(' ');
            spans.splice(position, 0, { id: `cache${i}`, text, class: 'cache' });
            mixedVectors.splice(position, 0, cacheEchoesClaim ? claimVector : c.vector);
          });
          const plain = run(truth, vectors, claim, cited, claimVector, model);
          const mixed = run(spans, mixedVectors, claim, cited, claimVector, model);
          return JSON.stringify(verdictFields(plain)) === JSON.stringify(verdictFields(mixed));
        }),
  },
  {
    id: 'claim-score-capped-when-gated',
    description: "scoreClaim's score is ≤ the cap of every capped gate its best pair tripped (claims echo a span with a figure added)",
    notApplicable: (model) => (cappedGates(model).length === 0 ? 'the model has no gate with a cap' : undefined),
    property: (model) =>
      fc.property(fc.array(spanCaseArb(DIM), { minLength: 1, maxLength: 6 }), fc.nat(), numericTokenArb, (cases, pick, figure) => {
        const k = pick % cases.length;
        const vectors = cases.map((c) => (c.vector.some((x) => x !== 0) ? c.vector : Float32Array.of(1, 0, 0)));
        const claim = [...cases[k].tokens, figure].join(' ');
        const result = run(spansOf(cases), vectors, claim, [`S${k + 1}`], vectors[k], model);
        return cappedGates(model).every((gate) => !result.gatesTripped.includes(gate.id) || result.score <= gate.cap!);
      }),
  },
  {
    id: 'redaction-merges-ranges',
    description: 'redaction merges overlapping, touching and whitespace-separated ranges and keeps other text byte-identical',
    property: () =>
      fc.property(draftCaseArb, ({ draft, claims }) => {
        const ordered = claims.map((c) => ({ ...c, draftSpan: [Math.min(...c.draftSpan), Math.max(...c.draftSpan)] as [number, number] }));
        return redact(draft, ordered) === redactByMask(draft, ordered);
      }),
  },
];
