/**
 * Claims the `paraphrase` check must reject (see `generators/checkRejects.ts` for the recipe): rewordings that look
 * like paraphrases but change what is asserted — a figure, a name, a negation, a modal, a quantifier, a direction, a
 * tense, or who did what to whom.
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `paraphrase`. */
export const paraphraseRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2025, the bank closed 27 branches across Yorkshire.',
    why: 'the source itself is no paraphrase', problem: /same tokens as the source/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2025, the bank, which was losing money, shut 27 branches across Yorkshire.',
    why: 'a clause of its own slipped in (as a rewrite from outside the repertoire may): the plan never says it', problem: /adds words no rewording of the source explains: losing, money/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'The bank shut 28 branches across Yorkshire in 2025.',
    why: 'reworded, but a figure changed: the meaning is not kept', problem: /numerics changed/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'The chief executive said the board would pay a dividend of 14.5 pence per share.',
    why: 'Dana Reeve lost: the claim no longer says who said it', problem: /lost name Dana Reeve/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Calder Savings was acquired by Harlow Bank for £215 million in 2025.',
    why: 'a correct passive, but the year moved', problem: /numerics changed/,
  },
  {
    passage: 'fx-002', sourceSpan: 'fx-002-s2', claim: 'Owen Marsh told investors in July 2025 that arrears had climbed to 1.9 per cent of balances.',
    why: 'a figure dropped (the day of the month): the claim says less than its source', problem: /numerics changed: -\[30\]/,
  },
  {
    passage: 'fx-005', sourceSpan: 'fx-005-s2', claim: 'Manager Elena Vasquez signed a new 3-year deal on 20 May 2025.',
    why: 'a figure added (3-year): the claim says more than its source', problem: /numerics changed: -\[\] \+\[3\]/,
  },
  {
    passage: 'fx-002', sourceSpan: 'fx-002-s3', claim: 'The lender did not hire 180 employees for its digital team in Leeds.',
    why: 'a negation added: the claim denies what the source asserts', problem: /polarity changed: -\[\] \+\[neg\]/,
  },
  {
    passage: 'fx-004', sourceSpan: 'fx-004-s4', claim: 'In 2019, the club was relegated.',
    why: 'the negation dropped: the claim asserts what the source denies', problem: /polarity changed: -\[neg\]/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'According to Dana Reeve, the board might pay a dividend of 14.5 pence per share.',
    why: 'a modal changed (would → might): a promise became a possibility', problem: /modality changed: -\[modal:would\] \+\[modal:might\]/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2025, the lender shut more than 27 branches across Yorkshire.',
    why: 'a quantifier added (more than): an exact count became a lower bound', problem: /quantifier changed: -\[\] \+\[quant:>\]/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s4', claim: 'In 2025, the lender shut all 27 of its branches across Yorkshire.',
    why: 'a quantifier added (all): the claim says no branch is left', problem: /quantifier changed: .*quant:all/,
  },
  {
    passage: 'fx-006', sourceSpan: 'fx-006-s3', claim: 'Ticket prices fell 6% for the 2025 season.',
    why: 'the direction of the change flipped (rose → fell) with every figure kept', problem: /direction changed: -\[direction:up\] \+\[direction:down\]/,
  },
  {
    passage: 'fx-003', sourceSpan: 'fx-003-s2', claim: 'The bond paid a coupon of 4.25% and matured in 2032.',
    why: 'the tense changed: a running bond became a finished one', problem: /tense changed: -\[present\] \+\[past\]/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Calder Savings acquired Harlow Bank for £215 million in 2024.',
    why: 'agent and patient swapped: the acquirer became the target', problem: /role of Harlow Bank changed: agent → patient/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank was acquired by Calder Savings for £215 million in 2024.',
    why: 'a passive with the roles the wrong way round', problem: /role of Calder Savings changed: patient → agent/,
  },
  {
    passage: 'fx-005', sourceSpan: 'fx-005-s1', claim: 'Kofi Mensah was sold by Atletico Lusitano to Riverside Rovers for €38 million on 1 August 2025.',
    why: 'seller and buyer swapped around a correct passive', problem: /role of Riverside Rovers changed: agent → prep:to/,
  },
  {
    passage: 'fx-004', sourceSpan: 'fx-004-s1', claim: 'Riverside Rovers lost 3-1 to Harbour City in the Northern Cup final on April 12, 2025.',
    why: 'a converse verb with the parties left in place: the winner is now the loser', problem: /role of Riverside Rovers changed: .*told from the other side/,
  },
  {
    passage: 'fx-005', sourceSpan: 'fx-005-s1', claim: 'Riverside Rovers bought Kofi Mensah from Atletico Lusitano for €38 million on 1 August 2025.',
    why: 'sold → bought with seller and buyer left in place: the transfer runs the other way', problem: /role of Atletico Lusitano changed: prep:to → prep:from/,
  },
  {
    passage: 'fx-006', sourceSpan: 'fx-006-s1', claim: 'Neil Ashworth, the chairman, said the stadium was expected to be expanded to 48,000 seats by 2028.',
    why: 'a hedge added and the modal lost: a plan became an expectation', problem: /modality changed: -\[modal:would\] \+\[hedge:expect\]/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank opened its branch in Otley on 2 June 2025.',
    why: 'an antonym is no synonym: the rewording says the opposite (also the guard on each rewording step of a recast reading)',
    problem: /reverses the polarity of the source/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'On 2 June 2025, Harlow Bank shut its branch in Otley, in York.',
    why: 'new content is no rewording: a place the source never names (also the guard on each rewording step of a recast reading)',
    problem: /adds a name the source does not: york/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s3', claim: "Harlow Bank's customers had moved to online banking, which led to the closure.",
    why: 'a passage name the source lacks, as the claim\'s first word (capitalised by position, so no capital test sees it): new content, recorded only by a naming reading',
    problem: /adds a name the source does not: harlow bank/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'On 2 June 2025, Harlow Bank, which opened a digital centre in Leeds, shut its branch in Otley.',
    reading: [{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in Leeds, closed its branch in Otley on 2 June 2025.' }],
    why: 'a carried clause reworded after its carry may move off its name (`distributed it in 28 nations, which purchased the rights`): a reading carries into the reworded text and ends on the claim',
    problem: /a reading that rewords or carries must end on the claim/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank, which opened a digital centre in Leeds, closed its branch in Otley on 2 June 2025.',
    reading: [{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in Leeds, closed its branch in Otley on 2 June 2025.' }],
    why: 'a carry alone rewords nothing: the span with another sentence\'s clause is no paraphrase of it',
    problem: /reworded before its carries/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank, which opened a digital centre in Leeds, shut its branch in Otley on 2 June 2025.',
    reading: [
      { edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in Leeds, closed its branch in Otley on 2 June 2025.' },
      { edit: 'reword-thesaurus', text: 'Harlow Bank, which opened a digital centre in Leeds, shut its branch in Otley on 2 June 2025.' },
    ],
    why: 'a rewording after a carry may move the carried clause off its name: the carry goes into the reworded text',
    problem: /reworded before its carries, never after/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank shut its branch.',
    reading: [{ edit: 'trim-clause', text: 'Harlow Bank closed its branch.' }],
    why: 'a trim no trim operator offers (the place restricts the branch): the part said is not what the span says',
    problem: /reading step 1 \(trim-clause\) drops more than a phrase that restricts nothing/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank shut its branch in Otley.',
    reading: [{ edit: 'trim-date', text: 'Harlow Bank closed its branch in Otley.' }],
    why: 'a true trim for the negative classes, but a paraphrase keeps every figure of its span: the date went',
    problem: /numerics of the span changed: -\[2,6,2025\]/,
  },
  {
    passage: 'kit-005', sourceSpan: 'kit-005-s3', claim: 'Mira Holt said the society would keep every branch in Leeds open.',
    reading: [{ edit: 'trim-title', text: 'Mira Holt said the society would keep every branch open.' }],
    why: 'the trimmed reading is true, but the claim adds a place to it: new content, no rewording of the reading',
    problem: /against its reading: adds a name the source does not: leeds/,
  },
];
