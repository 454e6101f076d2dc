/**
 * `distractor-pad`: an unsupported same-topic claim padded with the plan's highest-IDF words (expected
 * `unsupported`): lexical overlap rises, support does not.
 */
import { tokenize } from '../engine/tokens.ts';
import { paddingWords, padWithWords, rareWords } from './edits/padding.ts';
import { passagePlan } from './text/passageSpans.ts';
import { topicalFabrication } from './topical-fabrication.ts';
import type { Generator } from './types.ts';

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
      return [{ ...base, claim: padWithWords(base.claim, words), transform: `${base.transform}; padded with plan words ${words.join(', ')}` }];
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
