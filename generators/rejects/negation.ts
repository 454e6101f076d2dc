/**
 * Claims the `negation` check must reject (see `generators/checkRejects.ts` for the recipe). Starter rows; the
 * negation generator's owner extends them.
 */
import type { CheckReject } from '../checkRejects.ts';

/** Must-reject rows of `negation`. */
export const negationRejects: readonly CheckReject[] = [
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    why: 'the source itself: nothing negated', problem: /exactly one "not"/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'Dana Reeve did not say the board would not pay a dividend of 14.5 pence per share.',
    why: 'two negations: the reported content may come out asserted again', problem: /exactly one "not"/,
  },
  {
    passage: 'fx-004', sourceSpan: 'fx-004-s4', claim: 'The club was relegated in 2019.',
    why: 'the source\'s "not" dropped: the class adds a negation, it never removes one', problem: /exactly one "not"/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s7', claim: 'The ferry service is not loss-making.',
    why: 'an antonym inside a negated clause: "not profitable" and "not loss-making" can both hold', problem: /negative already/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s3', claim: 'Ticket sales did not fall 12% in 2025.',
    why: 'an antonym and a "not" together cancel out: the claim is compatible with the rise', problem: /exactly one "not" or make one other polarity reversal/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s5', claim: 'The council may not raise parking fees in 2026.',
    why: '"may raise" and "may not raise" are both possible: the reversal leaves the claim possibly true', problem: /under may/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s6', claim: 'Some residents opposed the plan.',
    why: 'some supported it, some opposed it: both can be true', problem: /partial quantifier/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s8', claim: 'The council choir lost 4 awards at the festival.',
    why: '"won" → "lost" only reverses a contest (a match, a vote, a case); losing awards is another event', problem: /polarity reversal \("won" → "lost"\)/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s1', claim: 'Lindell Council denied the bridge plan on 4 May 2025.',
    why: '"denied" reverses a report (said, confirmed), not a decision', problem: /polarity reversal \("approved" → "denied"\)/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s4', claim: 'Greyhaven Rovers lost to Harbour City 2-0 in the cup final.',
    why: 'the reversal also lost a name: two changes', problem: /exactly one "not" or make one other polarity reversal/,
  },
  {
    passage: 'kit-003', sourceSpan: 'kit-003-s3', claim: 'Ticket sales fallen 12% in 2025.',
    why: 'ungrammatical: a participle with no auxiliary', problem: /polarity reversal \("rose" → "fallen"\)/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank, which opened a digital centre in York, opened its branch in Otley on 2 June 2025.',
    reading: [{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in York, closed its branch in Otley on 2 June 2025.' }],
    why: 'a recast whose carried clause no plan sentence says (the centre is in Leeds): its reading is no true reading of the span',
    problem: /reading step 1 \(carry-relative\) adds what no other plan sentence says/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank did not close its branch in Otley on 2 June 2025.',
    reading: [{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in York, closed its branch in Otley on 2 June 2025.' }],
    why: 'a forged reading on a claim the span as written accepts: the provenance it records is false all the same',
    problem: /reading step 1 \(carry-relative\) adds what no other plan sentence says/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank, which closed a digital centre in Leeds, opened its branch in Otley on 2 June 2025.',
    reading: [{ edit: 'carry-relative', text: 'Harlow Bank, which closed a digital centre in Leeds, closed its branch in Otley on 2 June 2025.' }],
    why: 'a carried clause that itself contradicts the plan (the bank opened the Leeds centre): two false atoms, and the reading is false',
    problem: /reading step 1 \(carry-relative\) adds what no other plan sentence says/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank closed its branch in Otley on 2 June 2025.',
    reading: [{ edit: 'reword-thesaurus', text: 'Harlow Bank opened its branch in Otley on 2 June 2025.' }],
    why: 'a rewording that reverses the span, then the class edit reverses it back: the claim is the source itself, true',
    problem: /reading step 1 \(reword-thesaurus\)/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank did not close its branch in Otley on 2 June 2024.',
    reading: [{ edit: 'reword-date-format', text: 'Harlow Bank closed its branch in Otley on 2 June 2024.' }],
    why: 'a second edit hidden in the rewording (the year moved): two false atoms, not one negation',
    problem: /reading step 1 \(reword-date-format\) numerics changed/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank, which did not open a digital centre in Leeds, closed its branch in Otley on 2 June 2025.',
    reading: [{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in Leeds, closed its branch in Otley on 2 June 2025.' }],
    why: 'the reversal acts on the carried clause, not on the span: the span\'s own content is unchanged',
    problem: /changes what a carry brought in/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank did not close its branch.',
    reading: [{ edit: 'trim-clause', text: 'Harlow Bank closed its branch.' }, { edit: 'reword-thesaurus', text: 'Harlow Bank shut its branch.' }],
    why: 'a trim no trim operator offers (a place and a date are never dropped), and the claim is no edit of the last step',
    problem: /reading step 1 \(trim-clause\) drops more than a phrase that restricts nothing/,
  },
];
