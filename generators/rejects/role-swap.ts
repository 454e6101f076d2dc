/**
 * Claims the `role-swap` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

const NOT_A_SWAP = /not the source with two names swapped/;

/** Must-reject rows of `role-swap`. */
export const roleSwapRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the source itself: no roles swapped', problem: /claim equals its source/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'In 2024, Harlow Bank acquired Calder Savings for £215 million.',
    why: 'the same tokens reordered without swapping roles: the meaning is kept', problem: NOT_A_SWAP,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s1', claim: 'On 4 June 2025, Norcastle Foods was bought by the retailer Penfold Markets for £82 million.',
    why: 'a role-keeping reordering of a passive: the buyer is still the buyer', problem: NOT_A_SWAP,
  },
  {
    passage: 'kit-001', sourceSpan: 'kit-001-s1', claim: 'Calder Savings and Harlow Bank agreed to merge on 3 March 2025.',
    why: 'a symmetric relation: swapping the partners of a merger keeps it true', problem: /coordinated pair|symmetric/,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s4', claim: 'Harlan Dairies merged with Penfold Markets in 2021.',
    why: 'a symmetric relation (`merged with`): the partners trade places and it stays true', problem: /symmetric/,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s5', claim: 'Tomas Reyes played against Ada Voss in the final of the club tournament.',
    why: 'a symmetric relation (`played against`): who played whom is the same match', problem: /symmetric/,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s3', claim: 'Penfold Markets and Harlan Dairies signed a supply deal with Norcastle Foods.',
    why: 'one name of a coordinated pair traded with the partner of a `with`: both sides of the deal are partners', problem: /coordinated pair|symmetric/,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s2', claim: 'Ada Voss replaced Penfold Markets as chair of Tomas Reyes.',
    why: 'a person and an organisation swapped: not a role swap but nonsense, its label proven by nothing', problem: /different kinds/,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s2', claim: 'Tomas Reyes replaced Ada Voss as chair.',
    why: 'roles swapped but a name lost (`of Penfold Markets`): a second edit', problem: NOT_A_SWAP,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s2', claim: 'Tomas Reyes replaced Ada Voss as chair of Penfold Markets and Harlan Dairies.',
    why: 'roles swapped and a name added: a second edit', problem: NOT_A_SWAP,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Calder Savings acquired Harlow Bank for £215 million in 2025.',
    why: 'a figure changed beside the swap', problem: NOT_A_SWAP,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s1', claim: 'Penfold Markets was bought by the retailer Norcastle Foods for £82 million on 4 June 2025.',
    why: 'the bare names swapped with `the retailer` left in its slot: Norcastle Foods is made the retailer, a second false fact', problem: NOT_A_SWAP,
  },
  {
    passage: 'kit-012', sourceSpan: 'kit-012-s2', claim: 'Tomas Ek signed the young striker Ana Ruiz in the summer.',
    why: 'the span named (`She` → Ana Ruiz) and the names swapped with `the young striker` left behind: the coach becomes the striker', problem: NOT_A_SWAP,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s1', claim: 'Penfold Markets was bought by the retailer Norcastle Foods for £92 million on 4 June 2025.',
    why: 'a second edit hidden beside the swap of a passive: the price changed', problem: NOT_A_SWAP,
  },
  {
    passage: 'kit-009', sourceSpan: 'kit-009-s1', claim: 'Penfold Markets was bought by the retailer Norcastle Foods for £82 million.',
    reading: [{ edit: 'trim-title', text: 'Norcastle Foods was bought by the retailer Penfold Markets for £82 million.' }],
    why: 'a recast reading whose step drops the date, which no trim offers: the reading is not proven true', problem: /reading step 1 \(trim-title\)/,
  },
];
