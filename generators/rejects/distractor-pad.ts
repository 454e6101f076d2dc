/**
 * Claims the `distractor-pad` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `distractor-pad` (plan fx-001; its same-topic siblings are fx-002 and fx-003). */
export const distractorPadRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s3', claim: 'The bank hired 180 staff for its digital team in Leeds.',
    why: 'no padding: a plain fabrication is not of this class', problem: /carries no padding/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2025, the bank closed 27 branches across Yorkshire, amid Calder, Savings and dividend.',
    why: 'the padded claim is the plan\'s own sentence: supported', problem: /is not in a sibling of fx-001/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s3', claim: 'The bank hired 180 staff for its digital team in Leeds, amid cheese, goals and stadium.',
    why: 'the padding words are not the plan\'s: no distractor', problem: /not in the plan/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s3', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024, amid Yorkshire, dividend and branches.',
    why: 'a plan sentence padded and passed off as a sibling\'s: supported', problem: /claim is a plan sentence/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s1', claim: 'Harlow Bank, which closed 40 branches, set aside £96 million for bad loans in the first half of 2025.',
    why: 'wrapped in content the plan never says: no plan content, a second falsehood', problem: /carries no padding/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s1', claim: 'Harlow Bank, which acquired Calder Savings for £215 million, set aside £96 million for bad loans in the first half of 2025.',
    why: 'a wrap the carry operator does not offer (it cuts the figure off a carried event): not replayable', problem: /carries no padding/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s3', claim: 'Harlow Bank, which acquired Calder Savings, closed 27 branches across Yorkshire in 2025.',
    why: 'a plan fact wrapped in plan content and passed off as a sibling\'s: supported', problem: /may be supported: plan covers 100%/,
  },
  {
    passage: 'fx-002', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank, which set aside £97 million for bad loans in the first half of 2025 and hired 180 staff for its digital team in Leeds, acquired Calder Savings.',
    why: 'a figure of the carried events changed (£96 million → £97 million): a second falsehood, not plan content', problem: /carries no padding/,
  },
  {
    passage: 'fx-002', sourceSpan: 'fx-001-s1',
    claim: 'Harlow Bank, which set aside £96 million for bad loans in the first half of 2025 and hired 280 staff for its digital team in York, acquired Calder Savings.',
    why: 'the second carried event is not what its sentence says (280 staff, York): not plan content', problem: /carries no padding/,
  },
];
