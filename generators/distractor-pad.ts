/**
 * `distractor-pad`: an unsupported same-topic claim padded with the plan's highest-IDF words (expected
 * `unsupported`): lexical overlap rises, support does not.
 */
import { buildPlanIdf } from '../engine/idf.ts';
import { tokenize } from '../engine/tokens.ts';
import { contentTokens } from './text/evidence.ts';
import { passagePlan, splitFinalPunct } from './text/sentences.ts';
import { topicalFabrication } from './topical-fabrication.ts';
import type { Generator } from './types.ts';

/** Up to `count` plan words of highest IDF (ties by first appearance) absent from `claim`. */
export function paddingWords(claim: string, plan: ReadonlyArray<{ id: string; text: string }>, count: number): string[] {
  const idf = buildPlanIdf(plan);
  const inClaim = new Set(tokenize(claim));
  const seen = new Set<string>();
  const words: Array<{ word: string; weight: number; order: number }> = [];
  for (const token of plan.flatMap((span) => contentTokens(span.text))) {
    if (seen.has(token) || inClaim.has(token) || token.length < 4 || !/^\p{L}+$/u.test(token)) continue;
    seen.add(token);
    words.push({ word: token, weight: idf.idf(token), order: words.length });
  }
  const text = plan.map((span) => span.text).join('\n');
  // Written as the plan writes them (`Keswick`, not `keswick`).
  const surface = (token: string) => new RegExp(`(?<![\\p{L}\\p{N}])${token}(?![\\p{L}\\p{N}])`, 'iu').exec(text)?.[0] ?? token;
  return words.sort((a, b) => b.weight - a.weight || a.order - b.order).slice(0, count).map((w) => surface(w.word));
}

/** Topical fabrications with `, amid <w1>, <w2> and <w3>` appended from the plan's rarest words. */
export const distractorPad: Generator = {
  id: 'distractor-pad',
  expected: 'unsupported',
  description: 'an unsupported same-topic claim padded with high-IDF words of the evidence',
  generate(passage, corpus, rng) {
    const plan = passagePlan(passage);
    return topicalFabrication.generate(passage, corpus, rng).flatMap((base) => {
      const words = paddingWords(base.claim, plan, 3);
      if (words.length < 3) return [];
      const { body, end } = splitFinalPunct(base.claim);
      const claim = `${body}, amid ${words[0]}, ${words[1]} and ${words[2]}${end || '.'}`;
      return [{ ...base, claim, transform: `${base.transform}; padded with plan words ${words.join(', ')}` }];
    });
  },
  check(claim, source, corpus) {
    const base = claim.claim.replace(/, amid [^,]+, [^ ]+ and [^ .!?]+([.!?]*)$/, '$1');
    if (base === claim.claim) return ['claim carries no padding'];
    return topicalFabrication.check!({ ...claim, claim: base }, source, corpus);
  },
};
