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
  {
    passage: 'kit-006', sourceSpan: 'kit-006-s1', claim: 'Jonas Pike won the Northern Book Prize on 3 March 2025.',
    transform: 'name Tessa Marlow → Jonas Pike (person, plan name)',
    why: 'the plan has Jonas Pike win the same prize: all but the date is supported', problem: /plan sentence kit-006-s3 says it of Jonas Pike/,
  },
  {
    passage: 'kit-006', sourceSpan: 'kit-006-s1', claim: 'Ivo Brandt won the Northern Book Prize on 3 March 2025.',
    transform: 'name Tessa Marlow → Ivo Brandt (person, plan name)',
    why: 'Ivo Brandt shared the award with her: the swap may be true', problem: /plan sentence kit-006-s2 says it of Ivo Brandt, or shares it/,
  },
  {
    passage: 'kit-001', sourceSpan: 'kit-001-s3', claim: 'Dana Reeve replaced Dana Reeve as chief executive on 14 April 2025.',
    transform: 'name Ivo Brandt → Dana Reeve (person, plan name)',
    why: 'swapped to the other name of the same sentence: the roles collapse', problem: /Dana Reeve is not a person of the plan that can stand in/,
  },
  {
    passage: 'kit-001', sourceSpan: 'kit-001-s4', claim: 'Dana Reeve said Reeve would stay on as an adviser.',
    transform: 'name Ivo Brandt → Dana Reeve (person, plan name)',
    why: 'swapped to a name the sentence gives in its short form: one person says it of herself', problem: /Dana Reeve is not a person of the plan that can stand in/,
  },
  {
    passage: 'fx-005', sourceSpan: 'fx-005-s2', claim: 'Manager Kofi Mensah signed a new contract on May 20, 2025.',
    transform: 'name Elena Vasquez → Kofi Mensah (person, plan name)',
    why: 'the title stays on the new name: the plan\'s player made its manager', problem: /Kofi Mensah is not a person of the plan that can stand in/,
  },
  {
    passage: 'kit-001', sourceSpan: 'kit-001-s2', claim: 'The regulator said the merger had to be completed by 2026-02-28.',
    transform: 'name Harlow Bank → Calder Savings (org, plan name)',
    why: 'names a swap of a name the sentence does not hold: the claim is the source', problem: /claim equals its source/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Riverside Rovers for £215 million in 2024.',
    transform: 'name Calder Savings → Riverside Rovers (org, same domain)',
    why: 'a football club is no rival of a building society: not of the domain', problem: /Riverside Rovers is not a org of another topic of the domain/,
  },
];
