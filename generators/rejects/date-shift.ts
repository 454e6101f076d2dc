/**
 * Claims the `date-shift` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `date-shift`. */
export const dateShiftRejects: readonly CheckReject[] = [
  {
    passage: 'fx-002', sourceSpan: 'fx-002-s2', claim: 'Owen Marsh told investors on 30 July 2025 that arrears had climbed to 1.9% of balances.',
    why: 'the source itself: no date moved', problem: /exactly one date/,
  },
  {
    passage: 'fx-005', sourceSpan: 'fx-005-s2', claim: 'Manager Elena Vasquez signed a new contract on August 1, 2025.',
    why: 'moved to 1 August 2025, a date the plan states (the sale)', problem: /new date 2025-8-1 is in the plan/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s2', claim: 'The deal added 1,600 customers and raised deposits by 8.4% on 2026-02-20.',
    why: 'a figure changed beside the date: not a pure date shift', problem: /words other than the date changed/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s2', claim: 'The deal added 1,500 customers and raised deposits by 8.4% on 20 February 2026.',
    why: 'the date is rewritten in another format', problem: /format/,
  },
  {
    passage: 'kit-001', sourceSpan: 'kit-001-s2', claim: 'The regulator said the merger had to be completed by 2026-03-28.',
    why: 'a later deadline after "by" stays true of a merger due by 28 February', problem: /bounded/,
  },
  {
    passage: 'fx-002', sourceSpan: 'fx-002-s2', claim: 'Owen Marsh told investors that arrears had climbed to 1.9% of balances.',
    why: 'the date dropped, not shifted: a vaguer claim the plan supports', problem: /exactly one date/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank, which opened a digital centre in York, closed its branch in Otley on 3 June 2025.',
    reading: [{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in York, closed its branch in Otley on 2 June 2025.' }],
    why: 'a recast whose carried clause no plan sentence says (the centre is in Leeds): its reading is no true reading of the span',
    problem: /reading step 1 \(carry-relative\) adds what no other plan sentence says/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank closed its branch on 3 June 2025.',
    reading: [{ edit: 'trim-clause', text: 'Harlow Bank closed its branch on 2 June 2025.' }],
    why: 'a reading dropping the place, which no trim offers: the shortened sentence is not proven true',
    problem: /reading step 1 \(trim-clause\) drops more/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank closed its branch in Otley.',
    reading: [{ edit: 'trim-date', text: 'Harlow Bank closed its branch in Otley.' }],
    why: 'the date trimmed away, nothing shifted: a vaguer claim the plan supports',
    problem: /exactly one date/,
  },
];
