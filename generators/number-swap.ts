/**
 * `number-swap`: exactly one figure or date component changed, the rest verbatim (expected `unsupported`). The new
 * value differs after canonicalisation and appears nowhere in the plan, so nothing in the plan can support it.
 */
import type { Passage } from '../datasets/types.ts';
import { MONTHS } from '../engine/numerics.ts';
import { tokenize } from '../engine/tokens.ts';
import { numericAtoms } from './text/atoms.ts';
import { numericChange, planNumerics } from './text/evidence.ts';
import { missingSpan, passagePlan, spanText, spliceText } from './text/sentences.ts';
import type { GeneratedClaim, Generator } from './types.ts';

/** Tokens that are not numerics (digits and month names masked), to prove the rest stayed verbatim. */
function wordsOnly(text: string): string {
  return tokenize(text)
    .map((t) => (/\d/.test(t) || MONTHS.has(t) ? '#' : t))
    .join(' ');
}

/** Problems of a number swap: one numeric out, one in, the new one absent from the plan, words unchanged. */
export function checkOneNumericChanged(claim: GeneratedClaim, source: Passage): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const { removed, added } = numericChange(original, claim.claim);
  const problems: string[] = [];
  if (removed.length !== 1 || added.length !== 1) problems.push(`numerics changed -[${removed}] +[${added}], want one each`);
  const known = planNumerics(claim.evidence);
  for (const n of added) if (known.has(n)) problems.push(`new numeric ${n} appears in the plan`);
  if (wordsOnly(original) !== wordsOnly(claim.claim)) problems.push('words other than figures changed');
  return problems;
}

/** One swap per changeable atom of each span (the first replacement, in seeded order, that passes the check). */
export const numberSwap: Generator = {
  id: 'number-swap',
  expected: 'unsupported',
  description: 'one figure or date component changed, the rest verbatim',
  generate(passage, _corpus, rng) {
    const evidence = passagePlan(passage);
    const out: GeneratedClaim[] = [];
    for (const span of passage.spans) {
      const spanRng = rng.fork(span.id);
      for (const atom of numericAtoms(span.text, passage.entities, spanRng)) {
        for (const r of spanRng.shuffle(atom.replacements)) {
          const claim: GeneratedClaim = {
            claim: spliceText(span.text, atom.start, atom.end, r.text),
            evidence,
            sourceSpan: span.id,
            transform: `${atom.label} → ${r.text} (${r.how})`,
          };
          if (checkOneNumericChanged(claim, passage).length === 0) {
            out.push(claim);
            break;
          }
        }
      }
    }
    return out;
  },
  check: (claim, source) => checkOneNumericChanged(claim, source),
};
