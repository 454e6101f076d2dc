/**
 * Claims the `negation` check must reject (see `generators/checkRejects.ts` for the recipe). Starter rows; the
 * negation generator's owner extends them.
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `negation`. */
export const negationRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the source itself: nothing negated', problem: /exactly one "not"/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'Dana Reeve did not say the board would not pay a dividend of 14.5 pence per share.',
    why: 'two negations: the reported content may come out asserted again', problem: /exactly one "not"/,
  },
  {
    passage: 'fx-004', sourceSpan: 'fx-004-s4', claim: 'The club was relegated in 2019.',
    why: 'the source\'s "not" dropped: the class adds a negation, it never removes one', problem: /exactly one "not"/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s7', claim: 'The ferry service is not loss-making.',
    why: 'an antonym inside a negated clause: "not profitable" and "not loss-making" can both hold', problem: /negative already/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s3', claim: 'Ticket sales did not fall 12% in 2025.',
    why: 'an antonym and a "not" together cancel out: the claim is compatible with the rise', problem: /exactly one "not" or make one other polarity reversal/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s5', claim: 'The council may not raise parking fees in 2026.',
    why: '"may raise" and "may not raise" are both possible: the reversal leaves the claim possibly true', problem: /under may/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s6', claim: 'Some residents opposed the plan.',
    why: 'some supported it, some opposed it: both can be true', problem: /partial quantifier/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s8', claim: 'The council choir lost 4 awards at the festival.',
    why: '"won" → "lost" only reverses a contest (a match, a vote, a case); losing awards is another event', problem: /polarity reversal \("won" → "lost"\)/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s1', claim: 'Lindell Council denied the bridge plan on 4 May 2025.',
    why: '"denied" reverses a report (said, confirmed), not a decision', problem: /polarity reversal \("approved" → "denied"\)/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s4', claim: 'Greyhaven Rovers lost to Harbour City 2-0 in the cup final.',
    why: 'the reversal also lost a name: two changes', problem: /exactly one "not" or make one other polarity reversal/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s3', claim: 'Ticket sales fallen 12% in 2025.',
    why: 'ungrammatical: a participle with no auxiliary', problem: /polarity reversal \("rose" → "fallen"\)/,
  },
];
