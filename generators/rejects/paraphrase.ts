/**
 * Claims the `paraphrase` check must reject (see `generators/checkRejects.ts` for the recipe). Starter rows; the
 * paraphrase generator's owner extends them.
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `paraphrase`. */
export const paraphraseRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2025, the bank closed 27 branches across Yorkshire.',
    why: 'the source itself is no paraphrase', problem: /same tokens as the source/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'The bank shut 28 branches across Yorkshire in 2025.',
    why: 'reworded, but a figure changed: the meaning is not kept', problem: /numerics changed/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'The chief executive said the board would pay a dividend of 14.5 pence per share.',
    why: 'Dana Reeve lost: the claim no longer says who said it', problem: /lost name Dana Reeve/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Calder Savings was acquired by Harlow Bank for £215 million in 2025.',
    why: 'a correct passive, but the year moved', problem: /numerics changed/,
  },
];
