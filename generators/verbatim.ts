/**
 * `verbatim`: a sentence of the evidence, unchanged (expected `supported`; the sanity class).
 */
import { missingSpan, passagePlan } from './text/passageSpans.ts';
import type { Generator } from './types.ts';

/** Every span of the passage, judged against the passage itself. */
export const verbatim: Generator = {
  id: 'verbatim',
  expected: 'supported',
  description: 'a sentence of the evidence, unchanged',
  generate(passage) {
    const evidence = passagePlan(passage);
    return passage.spans.map((span) => ({ claim: span.text, evidence, sourceSpan: span.id, transform: 'verbatim' }));
  },
  check(claim, source) {
    const span = source.spans.find((s) => s.id === claim.sourceSpan);
    if (span === undefined) return [missingSpan(claim.sourceSpan, source)];
    const problems: string[] = [];
    if (claim.claim !== span.text) problems.push('claim differs from its source span');
    if (!claim.evidence.some((e) => e.id === span.id && e.text === span.text)) problems.push('source span not in plan');
    return problems;
  },
};
