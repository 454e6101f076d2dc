/**
 * Claims the `number-swap` check must reject (see `generators/checkRejects.ts` for the recipe). Starter rows; the
 * number-swap generator's owner extends them.
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `number-swap`. */
export const numberSwapRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s2', claim: 'The deal added 1,500 customers and raised deposits by 8.4% on 2026-02-19.',
    why: 'the source itself: nothing swapped', problem: /want one each/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s2', claim: 'The deal added 1,600 customers and raised deposits by 8.5% on 2026-02-19.',
    why: 'two figures changed, not one', problem: /want one each/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2024, the bank closed 27 branches across Yorkshire.',
    why: 'swapped to 2024, a value the plan states (the acquisition year)', problem: /new numeric 2024 appears in the plan/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2025, the bank closed 28 branches across Lancashire.',
    why: 'a word changed beside the figure: not a pure number swap', problem: /words other than figures changed/,
  },
];
