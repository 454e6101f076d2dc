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
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s1', claim: 'Nine of the nine members of the Harbour Board voted to close the ferry terminal from 12 to 16 March.',
    why: 'nine is the plan\'s figure for the same noun (members): a figure may only move into another role', problem: /plan states Nine for the same quantity/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s4', claim: 'A first ferry carried 50 passengers on its first day.',
    why: 'the plan states a first ferry: the ordinal moved to a rank the plan gives the same noun', problem: /plan states first for the same quantity/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s5', claim: 'Mara Quint said the new ferry burns two tonnes of fuel a day and needs 3 hours to refuel.',
    why: '2 spelled out is the same value: a paraphrase, not a swap', problem: /keeps the value/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s3', claim: 'About a quarter of the crew worked more than three times the planned hours.',
    why: 'a fraction under "about": about a quarter may be read as about a third', problem: /follows "About"/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s3', claim: 'About a third of the crew worked more than four times the planned hours.',
    why: 'a multiplier under "more than": more than three times also allows more than four times', problem: /follows "more than"/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s1', claim: 'Seven of the nine members of the Harbour Board voted to close the ferry terminal from 18 to 16 March.',
    why: 'a range end moved past the other end: the range runs backwards', problem: /breaks a range/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s2', claim: 'The first ferry of Tessel Ferries carried 421 passengers over 39 kilometres in 1 hour and 50 minutes.',
    why: 'two figures changed, not one', problem: /want one/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s2', claim: 'The first ferry of Harbour Board carried 421 passengers over 38 kilometres in 1 hour and 50 minutes.',
    why: 'a name lost beside the swapped figure', problem: /words other than figures changed/,
  },
  {
    passage: 'kit-002', sourceSpan: 'kit-002-s1', claim: 'Seven of the nine members of the Harbour Board voted to close the ferry terminal from 11 to 16 March.',
    why: 'a time window widened: a closing inside 12 to 16 March still happened inside 11 to 16 March', problem: /widens a time window/,
  },
  {
    passage: 'kit-015', sourceSpan: 'kit-015-s1', claim: 'Satellites spoil 1 in 7 images taken by large telescopes.',
    why: '1 in 7 is too near 1 in 8 (12.5% against 14.3%) for a reader to take it as a misstatement', problem: /too near a share/,
  },
  {
    passage: 'kit-015', sourceSpan: 'kit-015-s2', claim: 'Kestrel Payments paid two-thirds of the price in cash.',
    why: 'two-thirds is within 10 points of 60%: a rounding a reader may accept', problem: /within 10 points of the share/,
  },
  {
    passage: 'kit-015', sourceSpan: 'kit-015-s3', claim: 'Lucia Benitez called 4 witnesses, including 4 former employees of Marisco Lines.',
    why: 'the count of part of the witnesses put in place of all of them: true read as "at least 4"', problem: /part of the same things/,
  },
];
