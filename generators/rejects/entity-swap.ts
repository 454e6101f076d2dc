/**
 * Claims the `entity-swap` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `entity-swap`. */
export const entitySwapRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'Dana Reeve said the board would pay a dividend of 14.5 pence per share.',
    transform: 'name Dana Reeve → Owen Marsh (person)',
    why: 'the source itself: no name changed', problem: /claim equals its source/,
  },
  {
    passage: 'fx-005', sourceSpan: 'fx-005-s2', claim: 'Manager Kofi Mensah signed a new contract on May 20, 2025.',
    transform: 'name Elena Vasquez → Kofi Mensah (person)',
    why: 'swapped to a name the plan already states', problem: /Kofi Mensah is in the plan/,
  },
  {
    passage: 'fx-002', sourceSpan: 'fx-002-s3', claim: 'The bank hired 180 staff for its digital team in Yorkshire.',
    transform: 'name Leeds → Yorkshire (place)',
    why: 'Leeds lies in Yorkshire: a place that contains the old one keeps the claim true', problem: /Yorkshire is not a place the plan cannot make true/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'The chairman said the board would pay a dividend of 14.5 pence per share.',
    transform: 'name Dana Reeve → The chairman (person)',
    why: 'the name lost, not swapped: a vaguer claim that may be true', problem: /The chairman is not a person of the domain/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'Owen Marsh said the board would pay a dividend of 15.5 pence per share.',
    transform: 'name Dana Reeve → Owen Marsh (person)',
    why: 'a figure changed beside the name: not one swap', problem: /not the source with the name replaced/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'Elena Vasquez said the board would pay a dividend of 14.5 pence per share.',
    transform: 'name Dana Reeve → Elena Vasquez (person)',
    why: 'a football manager for a bank officer: not a name of the domain', problem: /Elena Vasquez is not a person of the domain/,
  },
];
