/**
 * The check kit (`generators/checkRejects.ts` reads it beside the fixtures): passages for shapes the fixture corpus
 * lacks (a symmetric relation, a bounded date, a stated cause, a statement and its speaker), in a domain of their own.
 */
import type { Passage } from '../../datasets/types.ts';

/** The kit's passages, in domains of their own (never a corpus domain). */
export const KIT_PASSAGES: readonly Passage[] = [
  {
    id: 'kit-001',
    topic: 'kit-merger',
    domain: 'kit',
    spans: [
      { id: 'kit-001-s1', text: 'Harlow Bank and Calder Savings agreed to merge on 3 March 2025.' },
      { id: 'kit-001-s2', text: 'The regulator said the merger had to be completed by 2026-02-28.' },
      { id: 'kit-001-s3', text: 'Ivo Brandt replaced Dana Reeve as chief executive on 14 April 2025.' },
      { id: 'kit-001-s4', text: 'Ivo Brandt said Reeve would stay on as an adviser.' },
    ],
    entities: [
      { text: 'Harlow Bank', kind: 'org' }, { text: 'Calder Savings', kind: 'org' },
      { text: 'Ivo Brandt', kind: 'person' }, { text: 'Dana Reeve', kind: 'person' },
    ],
  },
  {
    // Figures people write: number words, ordinals, fractions, multipliers, a range, units and rates, hedges.
    id: 'kit-002',
    topic: 'kit-ferry',
    domain: 'kit',
    spans: [
      { id: 'kit-002-s1', text: 'Seven of the nine members of the Harbour Board voted to close the ferry terminal from 12 to 16 March.' },
      { id: 'kit-002-s2', text: 'The first ferry of Tessel Ferries carried 420 passengers over 38 kilometres in 1 hour and 50 minutes.' },
      { id: 'kit-002-s3', text: 'About a third of the crew worked more than three times the planned hours.' },
      { id: 'kit-002-s4', text: 'A second ferry carried 50 passengers on its first day.' },
      { id: 'kit-002-s5', text: 'Mara Quint said the new ferry burns 2 tonnes of fuel a day and needs 3 hours to refuel.' },
      { id: 'kit-002-s6', text: 'The galley serves 400 meals a day, each made with 1 teaspoon of salt.' },
    ],
    entities: [
      { text: 'Harbour Board', kind: 'org' }, { text: 'Tessel Ferries', kind: 'org' }, { text: 'Mara Quint', kind: 'person' },
    ],
  },
  {
    // Polarity shapes: a decision, a report, a change, a match, a possibility, a partial quantifier, a negated state.
    id: 'kit-003',
    topic: 'kit-council',
    domain: 'kit',
    spans: [
      { id: 'kit-003-s1', text: 'Lindell Council approved the bridge plan on 4 May 2025.' },
      { id: 'kit-003-s2', text: 'Ruth Okafor said the bridge would open in 2027.' },
      { id: 'kit-003-s3', text: 'Ticket sales rose 12% in 2025.' },
      { id: 'kit-003-s4', text: 'Greyhaven Rovers beat Portside United 2-0 in the cup final.' },
      { id: 'kit-003-s5', text: 'The council may raise parking fees in 2026.' },
      { id: 'kit-003-s6', text: 'Some residents supported the plan.' },
      { id: 'kit-003-s7', text: 'The ferry service is not profitable.' },
      { id: 'kit-003-s8', text: 'The council choir won 4 awards at the festival.' },
    ],
    entities: [
      { text: 'Lindell Council', kind: 'org' }, { text: 'Ruth Okafor', kind: 'person' },
      { text: 'Greyhaven Rovers', kind: 'org' }, { text: 'Portside United', kind: 'org' },
    ],
  },
  {
    // A stated cause, a statement and its speaker, a predicate two banks share (fabrications people write).
    id: 'kit-004',
    topic: 'kit-branches',
    domain: 'kit',
    spans: [
      { id: 'kit-004-s1', text: 'Harlow Bank closed its branch in Otley on 2 June 2025.' },
      { id: 'kit-004-s2', text: 'Ivo Brandt told reporters that Harlow Bank closed its branch in Otley.' },
      { id: 'kit-004-s3', text: 'Customers had moved to online banking, which led to the closure.' },
      { id: 'kit-004-s4', text: 'Harlow Bank also opened a digital centre in Leeds.' },
    ],
    entities: [{ text: 'Harlow Bank', kind: 'org' }, { text: 'Ivo Brandt', kind: 'person' }, { text: 'Otley', kind: 'place' }, { text: 'Leeds', kind: 'place' }],
  },
  {
    id: 'kit-005',
    topic: 'kit-branches',
    domain: 'kit',
    spans: [
      { id: 'kit-005-s1', text: 'Calder Savings opened a digital centre in Leeds on 9 May 2025.' },
      { id: 'kit-005-s2', text: 'Calder Savings cut its savings rates for older customers on 1 August 2025.' },
      { id: 'kit-005-s3', text: 'Chief executive Mira Holt said the society would keep every branch open.' },
    ],
    entities: [{ text: 'Calder Savings', kind: 'org' }, { text: 'Leeds', kind: 'place' }, { text: 'Mira Holt', kind: 'person' }],
  },
  {
    // The rate cut of kit-005 named across two sentences, never in one.
    id: 'kit-007',
    topic: 'kit-branches',
    domain: 'kit',
    spans: [
      { id: 'kit-007-s1', text: 'Calder Savings wrote to older members on 2 September 2025.' },
      { id: 'kit-007-s2', text: 'The letters explained the cuts to its savings rates.' },
      { id: 'kit-007-s3', text: 'Mira Holt signed the letters.' },
    ],
    entities: [{ text: 'Calder Savings', kind: 'org' }, { text: 'Mira Holt', kind: 'person' }],
  },
  {
    // A request and its outcome in the plan (a request told as granted).
    id: 'kit-008',
    topic: 'kit-pay',
    domain: 'kit',
    spans: [
      { id: 'kit-008-s1', text: 'The drivers\' union asked for a pay rise of 9% on 3 March 2025.' },
      { id: 'kit-008-s2', text: 'The company offered the drivers a pay rise of 4%.' },
      { id: 'kit-008-s3', text: 'The depot may close in 2027.' },
    ],
    entities: [],
  },
  {
    // Two winners of one prize, one of them by a pronoun (entity swaps to another name of the plan).
    id: 'kit-006',
    topic: 'kit-prize',
    domain: 'kit',
    spans: [
      { id: 'kit-006-s1', text: 'Tessa Marlow won the Northern Book Prize on 3 March 2025.' },
      { id: 'kit-006-s2', text: 'Her editor Ivo Brandt shared the award with her.' },
      { id: 'kit-006-s3', text: 'Jonas Pike won the Northern Book Prize for poetry.' },
    ],
    entities: [
      { text: 'Tessa Marlow', kind: 'person' }, { text: 'Ivo Brandt', kind: 'person' }, { text: 'Jonas Pike', kind: 'person' },
      { text: 'Northern Book Prize', kind: 'event' },
    ],
  },
  {
    // Role swaps: a passive with a description, a succession, a coordinated pair, symmetric relations, a journey.
    id: 'kit-009',
    topic: 'kit-grocer',
    domain: 'kit',
    spans: [
      { id: 'kit-009-s1', text: 'Norcastle Foods was bought by the retailer Penfold Markets for £82 million on 4 June 2025.' },
      { id: 'kit-009-s2', text: 'Ada Voss replaced Tomas Reyes as chair of Penfold Markets.' },
      { id: 'kit-009-s3', text: 'Penfold Markets and Norcastle Foods signed a supply deal with Harlan Dairies.' },
      { id: 'kit-009-s4', text: 'Penfold Markets merged with Harlan Dairies in 2021.' },
      { id: 'kit-009-s5', text: 'Ada Voss played against Tomas Reyes in the final of the club tournament.' },
      { id: 'kit-009-s6', text: 'The first lorries drove from Dunmere to Ashby in 6 hours.' },
    ],
    entities: [
      { text: 'Norcastle Foods', kind: 'org' }, { text: 'Penfold Markets', kind: 'org' }, { text: 'Harlan Dairies', kind: 'org' },
      { text: 'Ada Voss', kind: 'person' }, { text: 'Tomas Reyes', kind: 'person' }, { text: 'Dunmere', kind: 'place' },
      { text: 'Ashby', kind: 'place' },
    ],
  },
  {
    // People of one show with their roles stated (a predicate telling one person's role, told of another).
    id: 'kit-010',
    topic: 'kit-stage',
    domain: 'kit',
    spans: [
      { id: 'kit-010-s1', text: 'Composer Eliza Warren wrote 19 songs for the musical Lantern Street.' },
      { id: 'kit-010-s2', text: 'Actress Mira Dale recorded 6 of the songs.' },
    ],
    entities: [{ text: 'Eliza Warren', kind: 'person' }, { text: 'Lantern Street', kind: 'work' }, { text: 'Mira Dale', kind: 'person' }],
  },
  {
    id: 'kit-011',
    topic: 'kit-stage',
    domain: 'kit',
    spans: [{ id: 'kit-011-s1', text: 'Actress Priya Kaur won best actress for her role as a lighthouse keeper.' }],
    entities: [{ text: 'Priya Kaur', kind: 'person' }],
  },
  {
    id: 'kit-012',
    topic: 'kit-coach',
    domain: 'kit',
    spans: [
      { id: 'kit-012-s1', text: 'Coach Ana Ruiz took charge of Vale Rovers in March 2024.' },
      { id: 'kit-012-s2', text: 'She signed the young striker Tomas Ek in the summer.' },
      { id: 'kit-012-s3', text: 'Tomas Ek said he would stay for another season.' },
    ],
    entities: [{ text: 'Ana Ruiz', kind: 'person' }, { text: 'Vale Rovers', kind: 'org' }, { text: 'Tomas Ek', kind: 'person' }],
  },
  {
    id: 'kit-013',
    topic: 'kit-coach',
    domain: 'kit',
    spans: [
      { id: 'kit-013-s1', text: 'Karl Jensen praised his players at a cup final.' },
      { id: 'kit-013-s2', text: 'Vale Rovers released him for the summer tour of the national side.' },
    ],
    entities: [{ text: 'Karl Jensen', kind: 'person' }, { text: 'Vale Rovers', kind: 'org' }],
  },
  {
    id: 'kit-014',
    topic: 'kit-coach',
    domain: 'kit',
    spans: [{ id: 'kit-014-s1', text: 'Lars Olsen succeeded Karl Jensen at Port Athletic in 2023.' }],
    entities: [{ text: 'Lars Olsen', kind: 'person' }, { text: 'Karl Jensen', kind: 'person' }, { text: 'Port Athletic', kind: 'org' }],
  },
  {
    id: 'kit-015',
    topic: 'kit-shares',
    domain: 'kit-shares',
    spans: [
      { id: 'kit-015-s1', text: 'Satellites spoil 1 in 8 images taken by large telescopes.' },
      { id: 'kit-015-s2', text: 'Kestrel Payments paid 60% of the price in cash.' },
      { id: 'kit-015-s3', text: 'Lucia Benitez called 38 witnesses, including 4 former employees of Marisco Lines.' },
    ],
    entities: [{ text: 'Kestrel Payments', kind: 'org' }, { text: 'Lucia Benitez', kind: 'person' }, { text: 'Marisco Lines', kind: 'org' }],
  },
  {
    id: 'kit-016',
    topic: 'kit-eggs',
    domain: 'kit-eggs',
    spans: [
      { id: 'kit-016-s1', text: 'Coldwater Markets dropped its egg limit.' },
      { id: 'kit-016-s2', text: 'Birchmore Eggs sold two farms to Greyridge Poultry.' },
    ],
    entities: [{ text: 'Coldwater Markets', kind: 'org' }, { text: 'Birchmore Eggs', kind: 'org' }, { text: 'Greyridge Poultry', kind: 'org' }],
  },
  {
    id: 'kit-017',
    topic: 'kit-plants',
    domain: 'kit-plants',
    spans: [
      { id: 'kit-017-s1', text: 'Coldwater Markets opened a packing plant in Leeds on rising demand from supermarkets.' },
      { id: 'kit-017-s2', text: 'Birchmore Eggs opened a packing plant in York.' },
      { id: 'kit-017-s3', text: 'Birchmore Eggs switched to suppliers from Wales.' },
      { id: 'kit-017-s4', text: 'Coldwater Markets appealed the fine from the regulator in March.' },
      { id: 'kit-017-s5', text: 'Birchmore Eggs said it would not appeal further.' },
      { id: 'kit-017-s6', text: 'Coldwater Markets was recently fined by the food regulator in May.' },
      { id: 'kit-017-s7', text: 'Birchmore Eggs has been fined twice.' },
    ],
    entities: [{ text: 'Coldwater Markets', kind: 'org' }, { text: 'Birchmore Eggs', kind: 'org' }, { text: 'Leeds', kind: 'place' }, { text: 'York', kind: 'place' }],
  },
];
