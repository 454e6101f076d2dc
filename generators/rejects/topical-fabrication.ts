/**
 * Claims the `topical-fabrication` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `topical-fabrication` (plan fx-001; its same-topic siblings are fx-002 and fx-003). */
export const topicalFabricationRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'a sentence of the plan\'s own passage: supported', problem: /is not in a sibling of fx-001/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s3', claim: 'In 2025, the bank closed 27 branches across Yorkshire.',
    why: 'a plan sentence passed off as a sibling\'s: a restatement of the plan', problem: /claim is a plan sentence/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-004-s3', claim: 'Kofi Mensah scored 27 league goals, a club record.',
    why: 'off topic: a football sentence against a bank plan is no topical fabrication', problem: /is not in a sibling of fx-001/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s3', claim: 'The bank hired 180 staff for its branches across Yorkshire.',
    why: 'an edited sibling sentence, neither the sentence nor a splice: its label is unproven', problem: /not a sibling sentence or splice/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-002-s3', claim: 'The bank hired 180 staff for its digital team in Leeds.',
    evidence: [
      { id: 'fx-001-s1', text: 'Harlow Bank acquired Calder Savings for £215 million in 2024.' },
      { id: 'fx-002-s3', text: 'The bank hired 180 staff for its digital team in Leeds.' },
    ],
    why: 'the source sentence is in the plan: supported', problem: /source span is in the plan/,
  },
];
