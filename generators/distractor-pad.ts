/**
 * `distractor-pad`: an unsupported same-topic claim padded with the plan's highest-IDF words (expected
 * `unsupported`): lexical overlap rises, support does not.
 */
import { buildPlanIdf } from '../engine/idf.ts';
import { tokenize } from '../engine/tokens.ts';
import { contentTokens } from './text/evidence.ts';
import { passagePlan, splitFinalPunct, wholeWordOffsets } from './text/sentences.ts';
import { topicalFabrication } from './topical-fabrication.ts';
import type { Generator } from './types.ts';

/** How many rare words a plan offers for padding (enough for any claim's three after dropping its own). */
const RARE_WORDS = 24;

/** The plan's content words, highest IDF first (ties by first appearance), written as the plan writes them. */
export function rareWords(plan: ReadonlyArray<{ id: string; text: string }>): string[] {
  const idf = buildPlanIdf(plan);
  const seen = new Set<string>();
  const words: Array<{ word: string; weight: number; order: number }> = [];
  for (const token of plan.flatMap((span) => contentTokens(span.text))) {
    if (seen.has(token) || token.length < 4 || !/^\p{L}+$/u.test(token)) continue;
    seen.add(token);
    words.push({ word: token, weight: idf.idf(token), order: words.length });
  }
  const text = plan.map((span) => span.text).join('\n');
  const lower = text.toLowerCase();
  // Written as the plan writes them (`Keswick`, not `keswick`) when lower-casing kept the offsets.
  const surface = (token: string) => {
    const at = lower.length === text.length ? wholeWordOffsets(lower, token)[0] : undefined;
    return at === undefined ? token : text.slice(at, at + token.length);
  };
  return words.sort((a, b) => b.weight - a.weight || a.order - b.order).slice(0, RARE_WORDS).map((w) => surface(w.word));
}

/** Up to `count` of the plan's rarest words that the claim does not already use. */
export function paddingWords(claim: string, rare: readonly string[], count: number): string[] {
  const inClaim = new Set(tokenize(claim));
  return rare.filter((w) => !inClaim.has(w.toLowerCase())).slice(0, count);
}

/** Topical fabrications with `, amid <w1>, <w2> and <w3>` appended from the plan's rarest words. */
export const distractorPad: Generator = {
  id: 'distractor-pad',
  expected: 'unsupported',
  description: 'an unsupported same-topic claim padded with high-IDF words of the evidence',
  generate(passage, corpus, rng, options) {
    const rare = rareWords(passagePlan(passage));
    return topicalFabrication.generate(passage, corpus, rng, options).flatMap((base) => {
      const words = paddingWords(base.claim, rare, 3);
      if (words.length < 3) return [];
      const { body, end } = splitFinalPunct(base.claim);
      const claim = `${body}, amid ${words[0]}, ${words[1]} and ${words[2]}${end || '.'}`;
      return [{ ...base, claim, transform: `${base.transform}; padded with plan words ${words.join(', ')}` }];
    });
  },
  check(claim, source, corpus) {
    const padding = /, amid ([^,]+), ([^ ]+) and ([^ .!?]+)([.!?]*)$/.exec(claim.claim);
    if (padding === null) return ['claim carries no padding'];
    const base = claim.claim.slice(0, padding.index) + padding[4];
    const planWords = new Set(claim.evidence.flatMap((e) => tokenize(e.text)));
    const foreign = padding.slice(1, 4).filter((w) => !planWords.has(w.toLowerCase()));
    const problems = foreign.length > 0 ? [`padding words ${foreign.join(', ')} are not in the plan`] : [];
    return [...problems, ...topicalFabrication.check!({ ...claim, claim: base }, source, corpus)];
  },
};
