/**
 * Claims the `scale-swap` check must reject (see `generators/checkRejects.ts` for the recipe). Starter rows; the
 * scale-swap generator's owner extends them.
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `scale-swap`. */
export const scaleSwapRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the source itself: no scale changed', problem: /claim equals its source/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £216 billion in 2024.',
    why: 'the figure changed as well as the scale', problem: /words other than the scale changed/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 billion in 2025.',
    why: 'the year changed beside the scale', problem: /words other than the scale changed/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s6', claim: 'The galley serves 400 meals a day, each made with 1 tsp of salt.',
    why: 'teaspoon written tsp: the same amount, no swap', problem: /states the same amount/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s5', claim: 'Mara Quint said the new ferry burns 2 tonnes of fuel a day and needs 3 kilometres to refuel.',
    why: 'hours became kilometres: a unit of another dimension is nonsense, not a scale swap', problem: /measures something else/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s5', claim: 'Mara Quint said the new ferry burns 2 tons of fuel a day and needs 3 hours to refuel.',
    why: 'tonnes and tons differ by 10%: a reader may take one for the other', problem: /within a factor of 1\.5/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s2', claim: 'The first ferry of Tessel Ferries carried 420 passengers over 38 metres in 1 hour and 50 minutes.',
    why: 'over 38 kilometres is also over 38 metres: a lower bound still holds for a smaller amount', problem: /lower bound allows a smaller amount/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s5', claim: 'Mara Quint said the new ferry burns 2 kilograms of fuel a week and needs 3 hours to refuel.',
    why: 'the unit and the rate period both changed: two swaps, not one', problem: /more than one unit changed/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s5', claim: 'Mara Quint said the new ferry burns 2 tonnes of fuel a day and needs 3 days to refuel.',
    evidence: [
      { id: 'kit-002-s5', text: 'Mara Quint said the new ferry burns 2 tonnes of fuel a day and needs 3 hours to refuel.' },
      { id: 'kit-002-s7', text: 'In winter the old ferry needs 3 days to refuel.' },
    ],
    why: 'the plan states 3 days: the swapped amount may be read as supported', problem: /plan states 3 days/,
  },
];
