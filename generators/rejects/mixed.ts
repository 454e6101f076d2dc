/**
 * Claims the `mixed` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `mixed` (plan fx-001; its same-topic siblings are fx-002 and fx-003). */
export const mixedRejects: readonly CheckReject[] = [
  {
    passage: 'kit-010', sourceSpan: 'kit-010-s1',
    claim: 'Composer Eliza Warren wrote 19 songs for the musical Lantern Street and won best actress for her role as a lighthouse keeper.',
    transform: 'plan sentence joined to the predicate of kit-011-s1',
    why: 'an actress\'s award told of a composer: no person writes the two of one subject', problem: /tells a role \(actress\) of a subject the plan calls composer/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank set aside £96 million for bad loans in the first half of 2025, and the bank hired 180 staff for its digital team in Leeds.',
    why: 'both clauses from siblings: nothing supported, so not partial', problem: /does not start with its supported clause/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024, and in 2025, the bank closed 27 branches across Yorkshire.',
    why: 'the second clause is a plan sentence too: supported, not partial', problem: /may be supported/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024, and a crowd of 41,260 watched the match at Castlegate Park.',
    why: 'an off-topic tail is no same-topic fabrication', problem: /not a sibling sentence/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the supported clause alone: supported, not partial', problem: /does not start with its supported clause/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024, and according to Dana Reeve, the board would pay a dividend.',
    transform: 'plan sentence joined to fabrication: attribution (according-to): event fx-001-s3 | actor Dana Reeve',
    why: 'the second clause attributes to Dana Reeve what she does say: supported, not partial', problem: /Dana Reeve is the event's own subject/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3',
    claim: 'Dana Reeve said the board would pay a dividend of 14.5 pence per share, and Owen Marsh said the board would pay a dividend.',
    transform: 'plan sentence joined to fabrication: speaker-move (plain): event fx-001-s3 | actor Owen Marsh',
    why: 'the second clause rewrites the first: a reader takes it as a restatement', problem: /built on the supported clause/,
  },
  {
    passage: 'fx-005', sourceSpan: 'fx-005-s2',
    claim: 'Manager Elena Vasquez signed a new contract on May 20, 2025, and Harlow Bank acquired Calder Savings because Priya Nandakumar said the money would fund loans.',
    transform: 'plan sentence joined to fabrication: cause (because): event fx-001-s1 | other fx-003-s3',
    why: 'a cause of another topic\'s event after ", and": not a same-topic second clause', problem: /no fabrication that reads as a second clause/,
  },
  {
    passage: 'kit-007', sourceSpan: 'kit-007-s1',
    claim: 'Calder Savings wrote to older members on 2 September 2025 and cut its savings rates for older customers.',
    transform: 'plan sentence joined to the predicate of kit-005-s2',
    why: 'the letters of the plan explain the rate cuts: the added predicate is supported too', problem: /added predicate may be supported: the plan holds/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s2',
    claim: 'Ivo Brandt told reporters that Harlow Bank closed its branch in Otley and cut its savings rates for older customers.',
    transform: 'plan sentence joined to the predicate of kit-005-s2',
    why: 'after a reported clause the added predicate reads as part of what was told, of the bank', problem: /no plain subject of the same kind to share/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1',
    claim: 'Harlow Bank closed its branch in Otley on 2 June 2025 and said the society would keep every branch open.',
    transform: 'plan sentence joined to the predicate of kit-005-s3',
    why: 'a chief executive\'s words given to a bank as its own predicate: not what the class joins', problem: /no plain subject of the same kind to share/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1',
    claim: 'Calder Savings closed its branch in Otley on 2 June 2025 and cut its savings rates for older customers.',
    transform: 'plan sentence joined to the predicate of kit-005-s2; head recast: trim-title',
    reading: [{ edit: 'trim-title', text: 'Calder Savings closed its branch in Otley on 2 June 2025.' }],
    why: 'a forged reading of the head: another bank closed the branch, so the supported clause is not supported', problem: /supported clause: reading step 1 \(trim-title\) drops more than a phrase/,
  },
  {
    passage: 'kit-005', sourceSpan: 'kit-005-s1',
    claim: 'Calder Savings opened a digital centre in Leeds on 9 May 2025 and cut its savings rates for older customers.',
    transform: 'plan sentence joined to the reversed predicate of kit-005-s2: cut → did not cut',
    why: 'the second predicate is the plan\'s own, not reversed: supported, not partial', problem: /reversed predicate: claim equals its source/,
  },
  {
    passage: 'kit-005', sourceSpan: 'kit-005-s1',
    claim: 'Calder Savings opened a digital centre in Leeds on 9 May 2025 and did not fail to cut its savings rates for older customers.',
    transform: 'plan sentence joined to the reversed predicate of kit-005-s2: cut → did not fail to cut',
    why: 'two reversals cancel out: the second predicate says what the plan says', problem: /reversed predicate: claim does not add exactly one "not"/,
  },
  {
    passage: 'kit-007', sourceSpan: 'kit-007-s1',
    claim: 'Calder Savings wrote to older members on 2 September 2025 and did not sign the letters.',
    transform: 'plan sentence joined to the reversed predicate of kit-007-s3: signed → did not sign',
    why: 'Mira Holt signed the letters, not the society: the reversal is told of someone the plan does not say it of', problem: /not about Mira Holt/,
  },
  {
    passage: 'kit-005', sourceSpan: 'kit-005-s2',
    claim: 'Calder Savings cut its savings rates for older customers on 1 August 2025 and did not cut its savings rates for older customers.',
    transform: 'plan sentence joined to the reversed predicate of kit-005-s2: cut → did not cut',
    why: 'the head and the reversed sentence are one: a contradiction in itself, not a true part and a false one', problem: /the reversed sentence is the supported clause itself/,
  },
];
