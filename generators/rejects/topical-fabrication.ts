/**
 * Claims the `topical-fabrication` check must reject (see `generators/checkRejects.ts` for the recipe).
 */
import type { CheckReject } from '../checkRejects.ts';

/**
 * Must-reject rows of `topical-fabrication`: classic sibling sentences (plan fx-001; its same-topic siblings are fx-002
 * and fx-003), then the fabrications people write, whose transform is their recipe (kit-004 and kit-005 are siblings).
 */
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
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s3', claim: 'According to Dana Reeve, the board would pay a dividend.',
    transform: 'attribution (according-to): event fx-001-s3 | actor Dana Reeve',
    why: 'an attribution to the person who did say it: supported', problem: /Dana Reeve is the event's own subject/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'According to Ivo Brandt, Harlow Bank closed its branch in Otley.',
    transform: 'attribution (according-to): event kit-004-s1 | actor Ivo Brandt',
    why: 'Ivo Brandt does tell reporters so in the plan', problem: /Ivo Brandt says it in plan sentence kit-004-s2/,
  },
  {
    passage: 'kit-005', sourceSpan: 'kit-005-s3', claim: 'According to Calder Savings, the society would keep every branch open.',
    transform: 'attribution (according-to): event kit-005-s3 | actor Calder Savings',
    why: 'the society quoted on its own chief executive\'s words: it may well have said so', problem: /Calder Savings is an organisation quoted/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-004-s1', claim: 'Harlow Bank closed its branch because Calder Savings opened a digital centre in Leeds.',
    transform: 'cause (because): event kit-004-s1 | other kit-005-s1',
    why: 'the plan states why the branch closed (online banking): an invented cause may contradict or coincide', problem: /plan sentence kit-004-s3 states a cause/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings because Dana Reeve said the board would pay a dividend.',
    transform: 'cause (because): event fx-001-s1 | other fx-001-s3',
    why: 'both events are the plan\'s: a link between them may be implied by it', problem: /is a plan event: the plan may imply the link/,
  },
  {
    passage: 'kit-005', sourceSpan: 'kit-005-s1', claim: 'Calder Savings opened a digital centre because Harlow Bank closed its branch in Otley.',
    transform: 'cause (because): event kit-005-s1 | other kit-004-s1',
    why: 'the cause (2 June) is dated after the event (9 May)', problem: /the cause is dated after the event/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-005-s1', claim: 'Harlow Bank opened a digital centre in Leeds.',
    transform: 'sibling-predicate (plain): event kit-005-s1 | actor Harlow Bank',
    why: 'a predicate the plan also gives to that entity: supported', problem: /plan sentence kit-004-s4 states "opened a digital centre in Leeds"/,
  },
  {
    passage: 'kit-010', sourceSpan: 'kit-011-s1', claim: 'Eliza Warren won best actress for her role as a lighthouse keeper.',
    transform: 'sibling-predicate (plain): event kit-011-s1 | actor Eliza Warren',
    why: 'an actress\'s award told of the plan\'s composer: no person writes it', problem: /tells a role \(actress\) of a subject the plan calls composer/,
  },
  {
    passage: 'kit-012', sourceSpan: 'kit-013-s1', claim: 'Ana Ruiz praised his players at a cup final.',
    transform: 'sibling-predicate (plain): event kit-013-s1 | actor Ana Ruiz',
    why: 'the plan calls Ana Ruiz "she": "his players" are someone else\'s, whom the plan never names',
    problem: /"his" in "praised his players at a cup final" disagrees with the plan, which calls Ana Ruiz "she"/,
  },
  {
    passage: 'kit-014', sourceSpan: 'kit-013-s1', claim: 'Lars Olsen praised his players at a cup final.',
    transform: 'sibling-predicate (plain): event kit-013-s1 | actor Lars Olsen',
    why: 'the plan names Karl Jensen, whose players "his" may be: Lars Olsen took them over, so the plan may support it',
    problem: /"his" in "praised his players at a cup final" may point at Karl Jensen, whom the plan names/,
  },

  {
    passage: 'kit-004', sourceSpan: 'kit-005-s1', claim: 'Calder Savings opened a digital centre in Leeds.',
    transform: 'sibling-event (plain): event kit-005-s1',
    why: 'the plan says the same of another bank in the same words: too close to call unsupported', problem: /plan sentence kit-004-s4 states/,
  },
  {
    passage: 'fx-005', sourceSpan: 'fx-005-s1', claim: 'Atletico Lusitano sold Kofi Mensah to Atletico Lusitano.',
    transform: 'actor-move (plain): event fx-005-s1 | actor Atletico Lusitano',
    why: 'the event moved to its own partner', problem: /Atletico Lusitano is named in the event's sentence fx-005-s1/,
  },
  {
    passage: 'kit-016', sourceSpan: 'kit-016-s1', claim: 'Birchmore Eggs dropped its egg limit.',
    transform: 'actor-move (plain): event kit-016-s1 | actor Birchmore Eggs',
    why: 'the plan sentence with one name changed, the rest verbatim: an entity swap (SPEC B1), not a fabrication people write',
    problem: /plan sentence kit-016-s1 with one name changed, the rest verbatim: an entity swap/,
  },
  {
    passage: 'kit-017', sourceSpan: 'kit-017-s1', claim: 'Birchmore Eggs opened a packing plant.',
    transform: 'actor-move (plain): event kit-017-s1 | actor Birchmore Eggs',
    why: 'the event mentioned briefly is what the plan states of the new actor elsewhere (its whole predicate is not)',
    problem: /plan sentence kit-017-s2 also states "opened a packing plant"/,
  },
  {
    passage: 'kit-017', sourceSpan: 'kit-017-s3', claim: 'Coldwater Markets switched to suppliers.',
    transform: 'actor-move (plain): event kit-017-s3 | actor Coldwater Markets',
    why: 'two content words once the event is mentioned briefly: `switched to suppliers` may be what the plan says of the actor in other words',
    problem: /"switched to suppliers" is too generic/,
  },
  {
    passage: 'kit-017', sourceSpan: 'kit-017-s4', claim: 'Birchmore Eggs appealed the fine.',
    transform: 'actor-move (plain): event kit-017-s4 | actor Birchmore Eggs',
    why: 'the plan tells the new actor with the event\'s verb (`would not appeal further`): it may have appealed before',
    problem: /plan sentence kit-017-s5 tells Birchmore Eggs with "appeal"/,
  },
  {
    passage: 'kit-017', sourceSpan: 'kit-017-s6', claim: 'Birchmore Eggs was recently fined by the food regulator.',
    transform: 'actor-move (plain): event kit-017-s6 | actor Birchmore Eggs',
    why: 'the verb read past an adverb (`recently`): the plan tells Birchmore Eggs fined before',
    problem: /plan sentence kit-017-s7 tells Birchmore Eggs with "fined"/,
  },
  {
    passage: 'fx-004', sourceSpan: 'fx-005-s2', claim: 'Manager Elena Vasquez signed a new contract.',
    transform: 'sibling-event (plain): event fx-005-s2',
    why: 'two content words: a sibling\'s bare "signed a contract" may be implied by the plan in other words', problem: /too generic/,
  },
  {
    passage: 'fx-002', sourceSpan: 'fx-001-s1', claim: 'Owen Marsh blamed Harlow Bank for acquiring Calder Savings.',
    transform: 'blame (blamed): event fx-001-s1 | actor Owen Marsh',
    why: 'an acquisition is no deed one is blamed for: not a fabrication people write', problem: /no deed one is blamed for/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank bought Calder Savings, which led to Riverside Rovers selling Kofi Mensah to Atletico Lusitano.',
    transform: 'consequence (which-led-to): event fx-001-s1 | other fx-005-s1',
    why: 'the claim is not what its recipe words (acquired → bought): its label is unproven', problem: /claim is not what its recipe words/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings because Priya Nandakumar said the money would fund loans.',
    transform: 'cause (because): event fx-001-s1 | other fx-003-s3',
    why: 'a cause that is only said (`said the money would fund loans`): what causes is done', problem: /recipe "cause \(because\): event fx-001-s1 \| other fx-003-s3" words no claim/,
  },
  {
    passage: 'kit-007', sourceSpan: 'kit-005-s2', claim: 'Calder Savings cut its savings rates for older customers.',
    transform: 'sibling-event (plain): event kit-005-s2',
    why: 'the plan tells of the cuts to its rates in letters to older members: supported, though no sentence says it alone', problem: /the plan holds 4 of the 5 word stems/,
  },
  {
    passage: 'kit-008', sourceSpan: 'kit-008-s1', claim: 'The drivers\' union won a pay rise of 9% on 3 March 2025.',
    transform: 'state-change (plain): event kit-008-s1',
    why: 'the plan tells how the request turned out (4% offered): the changed state may contradict or coincide', problem: /plan sentence kit-008-s2 tells an outcome/,
  },
  {
    passage: 'fx-002', sourceSpan: 'fx-003-s3', claim: 'Priya Nandakumar said the money would fund loans.',
    transform: 'sibling-event (plain): event fx-003-s3',
    why: '"the money" is the bond money of fx-003, which this plan never brings in: no person writes it about fx-002',
    problem: /"the money" is a thing of another passage the plan never introduces/,
  },
  {
    passage: 'fx-001', sourceSpan: 'fx-001-s1', claim: 'Harlow Bank acquired Calder Savings, and as a result Priya Nandakumar said the money would fund loans.',
    transform: 'consequence (as-a-result): event fx-001-s1 | other fx-003-s3',
    why: 'the consequence lifts fx-003\'s "the money", a thing the plan never introduces',
    problem: /"the money" is a thing of another passage the plan never introduces/,
  },
  {
    passage: 'kit-004', sourceSpan: 'kit-008-s3', claim: 'The depot will close in 2027.',
    transform: 'state-change (plain): event kit-008-s3',
    why: 'a sentence of another passage told as certain: not a change of what this plan states', problem: /sentence kit-008-s3 is not in the plan/,
  },
];
