/**
 * `scale-swap`: a scale word changed with the figure kept (`million` ↔ `billion`, `thousand` ↔ `million`, a change in
 * `%` ↔ `percentage points`), expected `unsupported`. The digits stay, so only meaning, not numerics, changes.
 */
import type { Passage } from '../datasets/types.ts';
import { tokenize } from '../engine/tokens.ts';
import { missingSpan, passagePlan, spanText } from './text/sentences.ts';
import type { GeneratedClaim, Generator } from './types.ts';

const SCALES: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/(?<=\d) million\b/g, ' billion', 'million → billion'],
  [/(?<=\d) billion\b/g, ' million', 'billion → million'],
  [/(?<=\d) thousand\b/g, ' million', 'thousand → million'],
  // Only a change (`rose 12%`, `, up 8.4%`) has both readings; `made up 92%` or `slow down 40%` is a share.
  [/(?<=(?:\b(?:by|rose|fell|grew|increased|decreased|climbed|dropped|gained)|(?:^|, )(?:up|down)) [\d.]+)%/g, ' percentage points', '% → percentage points'],
  [/(?<=[\d.]) percentage points?\b/g, '%', 'percentage points → %'],
];

/** Every single-scale swap of a sentence (one occurrence changed each). */
export function scaleSwaps(sentence: string): Array<{ text: string; note: string }> {
  const out: Array<{ text: string; note: string }> = [];
  // Percentage points only measure a change of a rate or a share (`rate`, `inflation`, `turnout`); of a price they are nonsense.
  const rateLike = /\b(rate|rates|inflation|unemployment|turnout|share|margin|yield|approval|coupon|occupancy|participation)\b/i.test(sentence);
  for (const [pattern, replacement, note] of SCALES) {
    if (note.includes('percentage') && !rateLike) continue;
    for (const m of sentence.matchAll(pattern)) {
      out.push({ text: sentence.slice(0, m.index) + replacement + sentence.slice(m.index + m[0].length), note });
    }
  }
  return out;
}

const SCALE_TOKENS = new Set(['million', 'billion', 'thousand', 'percentage', 'points', 'point']);

function checkScaleSwap(claim: GeneratedClaim, source: Passage): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const strip = (text: string) => tokenize(text).filter((t) => !SCALE_TOKENS.has(t)).join(' ');
  const problems: string[] = [];
  if (strip(original) !== strip(claim.claim)) problems.push('words other than the scale changed');
  if (claim.claim === original) problems.push('claim equals its source');
  return problems;
}

/** Every scale swap of every span, judged against the passage. */
export const scaleSwap: Generator = {
  id: 'scale-swap',
  expected: 'unsupported',
  description: 'a scale word changed with the figure kept (million ↔ billion, % ↔ percentage points)',
  generate(passage) {
    const evidence = passagePlan(passage);
    return passage.spans.flatMap((span) =>
      scaleSwaps(span.text)
        .map((r) => ({ claim: r.text, evidence, sourceSpan: span.id, transform: r.note }))
        .filter((claim) => checkScaleSwap(claim, passage).length === 0),
    );
  },
  check: (claim, source) => checkScaleSwap(claim, source),
};
