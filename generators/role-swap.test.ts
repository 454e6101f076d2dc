import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR, corpusView, loadCorpus } from '../datasets/corpus.ts';
import type { EntityMention } from '../datasets/types.ts';
import { rejectCorpus } from './checkRejects.ts';
import { KIT_PASSAGES } from './rejects/kit.ts';
import { generateCases } from './generate.ts';
import { readingProblems } from './recast.ts';
import { checkRoleSwap, roleSwap, swapRoles } from './role-swap.ts';
import { roleSwapProblems, roleSwapsOf } from './text/roleSwaps.ts';
import { createRng } from '../engine/rng.ts';

const corpus = rejectCorpus();
const grocer = KIT_PASSAGES.find((p) => p.id === 'kit-009')!;
const org = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'org' }));
const place = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'place' }));
const swaps = (sentence: string, entities: EntityMention[]) => roleSwapsOf(sentence, entities).map((s) => s.text);

describe('roleSwapsOf: asymmetric relations as people write them', () => {
  it('swaps a passive, a succession and a journey, each description travelling with its name', () => {
    const [s1, s2, , , , s6] = grocer.spans.map((s) => s.text);
    expect(roleSwapsOf(s1, grocer.entities)).toEqual([expect.objectContaining({
      text: 'The retailer Penfold Markets was bought by Norcastle Foods for £82 million on 4 June 2025.', edit: 'passive',
    })]);
    expect(swaps(s2, grocer.entities)).toEqual(['Tomas Reyes replaced Ada Voss as chair of Penfold Markets.']);
    expect(roleSwapsOf(s6, grocer.entities)).toEqual([expect.objectContaining({ text: 'The first lorries drove from Ashby to Dunmere in 6 hours.', edit: 'transfer' })]);
    const costa = [{ text: 'Mariana Costa', kind: 'person' as const }, { text: 'Ingrid Solberg', kind: 'person' as const }];
    expect(swaps('Mariana Costa appointed economist Ingrid Solberg to lead the programme.', costa))
      .toEqual(['Economist Ingrid Solberg appointed Mariana Costa to lead the programme.']);
  });

  it('moves a title or description with its name: the swapped names never take each other\'s descriptions', () => {
    const people = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'person' }));
    expect(swaps('Kestrel Payments bought the Polish checkout start-up Zielony Koszyk for €64 million.', org('Kestrel Payments', 'Zielony Koszyk')))
      .toEqual(['The Polish checkout start-up Zielony Koszyk bought Kestrel Payments for €64 million.']);
    expect(swaps('Blackbird Coffee signed a deal to supply 120,000 bags a year to the roaster Cafe Andino.', org('Blackbird Coffee', 'Cafe Andino')))
      .toEqual(['The roaster Cafe Andino signed a deal to supply 120,000 bags a year to Blackbird Coffee.']);
    expect(swaps('The qualifier Lucía Fernández took the place of Maya Okonkwo in the draw.', people('Lucía Fernández', 'Maya Okonkwo')))
      .toEqual(['Maya Okonkwo took the place of the qualifier Lucía Fernández in the draw.']);
    expect(swaps('Petrolux bought the wind developer Sirocco Energy for $4.7 billion.', org('Petrolux', 'Sirocco Energy')))
      .toEqual(['The wind developer Sirocco Energy bought Petrolux for $4.7 billion.']);
    // A title at the sentence start (`Governor`, `Carmaker`, `Team manager`) cannot be told from a proper adjective once
    // moved inside, and one after `of` has no clear start: not offered (a trimmed reading of the span still is).
    expect(swaps('Governor Mariana Costa appointed economist Ingrid Solberg to lead the programme.', people('Mariana Costa', 'Ingrid Solberg'))).toEqual([]);
    expect(swaps("Carmaker Voltaro Motors agreed to buy 80,000 tonnes of Ruhrstahl's steel.", org('Voltaro Motors', 'Ruhrstahl'))).toEqual([]);
    expect(swaps('Eastport Hawks director of rugby Fiona Kerr named Sean Gallagher as captain.', people('Fiona Kerr', 'Sean Gallagher'))).toEqual([]);
    // A description set off by commas travels with its name too, its closing comma written where it now stands.
    expect(swaps('Petrova Biotech sued Sunrise Pharma, a generic maker, in Delhi.', org('Petrova Biotech', 'Sunrise Pharma')))
      .toEqual(['Sunrise Pharma, a generic maker, sued Petrova Biotech in Delhi.']);
    expect(swaps('Sunrise Pharma, a generic maker, was sued by Petrova Biotech in Delhi.', org('Petrova Biotech', 'Sunrise Pharma')))
      .toEqual(['Petrova Biotech was sued by Sunrise Pharma, a generic maker, in Delhi.']);
    expect(swaps('Kestrel Payments acquired Zielony Koszyk, which is a Polish start-up, for 64 million euros.', org('Kestrel Payments', 'Zielony Koszyk')))
      .toEqual(['Zielony Koszyk, which is a Polish start-up, acquired Kestrel Payments for 64 million euros.']);
    expect(swaps('Fiona Kerr replaced Sean Gallagher, who had led the club since 2019, as captain.', people('Fiona Kerr', 'Sean Gallagher')))
      .toEqual(['Sean Gallagher, who had led the club since 2019, replaced Fiona Kerr as captain.']);
    // One ending the sentence travels when a reading carried it in from another sentence (the passage says it of that name).
    expect(roleSwapsOf('Harlow Bank sued Calder Savings, which makes loans.', org('Harlow Bank', 'Calder Savings'), 'Harlow Bank sued Calder Savings.').map((r) => r.text))
      .toEqual(['Calder Savings, which makes loans, sued Harlow Bank.']);
    expect(swaps('Its curator, Marit Hagen, wrote a biography of Nils Aurelius.', people('Marit Hagen', 'Nils Aurelius'))).toEqual([]);
  });

  it('never moves a comma-set description where it would dangle, describe another thing, or tell of the event', () => {
    const banks = org('Harlow Bank', 'Calder Savings');
    const people = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'person' }));
    // A clause before a phrase of the verb would dangle (`was bought by X, which makes loans, in 2024`).
    expect(swaps('Calder Savings, which makes loans, was bought by Harlow Bank in 2024.', banks)).toEqual([]);
    expect(swaps('Maya Okonkwo, who collected a winner\'s cheque, won the final, beating Irina Volkova 6-4.', people('Maya Okonkwo', 'Irina Volkova'))).toEqual([]);
    // One the span itself writes at the end may tell of the event (`, which ended its run`): only a carried one travels.
    expect(swaps('Harlow Bank sued Calder Savings, which makes loans.', banks)).toEqual([]);
    expect(roleSwapsOf('Harlow Bank sued Calder Savings, which provides loans.', banks, 'Harlow Bank sued Calder Savings, which makes loans.')).toEqual([]);
    expect(swaps('Harlow Bank beat Calder Savings, a record, in the final.', banks)).toEqual([]);
    // A description with a figure or with punctuation inside has no clear sense or end: it does not travel.
    expect(swaps('Harlow Bank sued Calder Savings, a lender to 3 councils, in 2024.', banks)).toEqual([]);
    expect(swaps('Harlow Bank sued Calder Savings, a lender (based in Leeds), in 2024.', banks)).toEqual([]);
    expect(swaps('Harlow Bank sued Calder Savings, a lender, in 2024.', banks)).toEqual(['Calder Savings, a lender, sued Harlow Bank in 2024.']);
    // A name inside another's description has no role of its own: never traded, with its holder or with a third name.
    const three = org('Harlow Bank', 'Calder Savings', 'Kestrel Payments');
    const lender = 'Harlow Bank, a lender to Calder Savings, sued Kestrel Payments.';
    expect(swaps(lender, three)).toEqual(['Kestrel Payments sued Harlow Bank, a lender to Calder Savings.']);
    expect(roleSwapProblems(lender, 'Harlow Bank, a lender to Kestrel Payments, sued Calder Savings.', three).join()).toMatch(/not the source with two names swapped/);
    const buyer = 'Kestrel Payments sued Calder Savings, which bought Harlow Bank, in 2024.';
    expect(swaps(buyer, three)).toEqual(['Calder Savings, which bought Harlow Bank, sued Kestrel Payments in 2024.']);
    // An apposition naming the name's role in the relation contradicts the swap, wherever it stands.
    expect(swaps('Harlow Bank, the plaintiff, sued Calder Savings in 2024.', banks)).toEqual([]);
    expect(swaps('Harlow Bank sued Calder Savings, the defendant, in 2024.', banks)).toEqual([]);
    expect(swaps('Harlow Bank, the winner, beat Calder Savings in the final.', banks)).toEqual([]);
    expect(swaps('Sean Gallagher, the outgoing captain, replaced Fiona Kerr as captain.', people('Fiona Kerr', 'Sean Gallagher'))).toEqual([]);
    // One that says what the name is, not its role, still travels.
    expect(swaps('Harlow Bank, a lender, sued Calder Savings in 2024.', banks)).toEqual(['Calder Savings sued Harlow Bank, a lender, in 2024.']);
    // `which` after a person, `who` after an organisation tell of something else.
    expect(swaps('Fiona Kerr replaced Sean Gallagher, which surprised the board, as captain.', people('Fiona Kerr', 'Sean Gallagher'))).toEqual([]);
    expect(swaps('Harlow Bank sued Calder Savings, who had run the fund, in 2024.', banks)).toEqual([]);
    // After `of` the description may be of the head noun; moved after `of` it may be read so.
    expect(swaps('Harlow Bank sued the parent of Calder Savings, a lender, in 2024.', banks)).toEqual([]);
    expect(swaps('Calder Savings, a lender, won the backing of Harlow Bank.', banks)).toEqual([]);
    // No clear end (`, a lender, with branches in Pune, …`: the branches would go to the other name).
    expect(swaps('Harlow Bank sued Calder Savings, a lender, with branches in Pune, in 2024.', banks)).toEqual([]);
    // A name itself set off by commas (`The buyer, X, …`) leaves its own description behind.
    expect(swaps('The buyer, Harlow Bank, which makes loans, sued Calder Savings.', banks)).toEqual([]);
  });

  it('never leaves a place phrase that belongs to a name on the other: `of` + a place, or `in` + a place inside an `of` phrase', () => {
    const pharma = [...org('Osterby Pharmaceuticals', 'Castor Lane Pharma', 'Petrova Biotech', 'Sunrise Pharma'), ...place('Boston', 'Delhi')];
    expect(swaps('Osterby Pharmaceuticals hired Castor Lane Pharma of Boston to sell Nefrolix.', pharma)).toEqual([]);
    const orchestras = [...org('Elmgrove Dance Company', 'Harbourline Symphony Orchestra'), ...place('Ottawa')];
    expect(swaps('The board appointed the former head of the Elmgrove Dance Company in Ottawa to lead the Harbourline Symphony Orchestra.', orchestras)).toEqual([]);
    // An `in` after a verb's object places the event: it stays where it stands.
    expect(swaps('Petrova Biotech sued Sunrise Pharma in Delhi.', pharma)).toEqual(['Sunrise Pharma sued Petrova Biotech in Delhi.']);
  });

  it('never swaps around a pronoun either name could bind, nor the two ends of a link that runs both ways', () => {
    const people = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'person' }));
    expect(swaps('Kestrel Payments raised €150 million from Vantor Ventures ahead of its listing.', org('Kestrel Payments', 'Vantor Ventures'))).toEqual([]);
    expect(swaps('Kestrel Payments raised €150 million from Vantor Ventures ahead of the listing.', org('Kestrel Payments', 'Vantor Ventures')))
      .toEqual(['Vantor Ventures raised €150 million from Kestrel Payments ahead of the listing.']);
    expect(swaps('Fiona Kerr said he would replace Sean Gallagher.', people('Fiona Kerr', 'Sean Gallagher'))).toEqual([]);
    expect(swaps('Brightmart appealed its fine to the High Court.', org('Brightmart', 'High Court'))).toEqual([]);
    expect(swaps('The company completed the line from Halifax to Vancouver.', place('Halifax', 'Vancouver'))).toEqual([]);
    expect(swaps('The first train ran from Halifax to Vancouver.', place('Halifax', 'Vancouver')))
      .toEqual(['The first train ran from Vancouver to Halifax.']);
    // A pronoun does not stand for a place (`its headquarters`), but a path is no end of a movement (`up the river`).
    expect(swaps('DocLink moved its headquarters from London to Zurich.', place('London', 'Zurich')))
      .toEqual(['DocLink moved its headquarters from Zurich to London.']);
    expect(swaps('Salt water from the Adriatic Sea moved 38 km up the Tessaro River.', place('Adriatic Sea', 'Tessaro River'))).toEqual([]);
  });

  it('never swaps an owner only a reading names (`the steel` → `Ruhrstahl\'s steel`), but does one the span writes', () => {
    const steel = "Voltaro Motors agreed to buy 80,000 tonnes of Ruhrstahl's steel.";
    expect(roleSwapsOf(steel, org('Voltaro Motors', 'Ruhrstahl'), 'Voltaro Motors agreed to buy 80,000 tonnes of the steel.')).toEqual([]);
    expect(swaps(steel, org('Voltaro Motors', 'Ruhrstahl'))).toEqual(["Ruhrstahl agreed to buy 80,000 tonnes of Voltaro Motors' steel."]);
    const cells = 'Voltaro Motors will fit the cells of the Brandt Technical University to 50 vans.';
    expect(roleSwapsOf(cells, org('Voltaro Motors', 'Brandt Technical University'), 'Voltaro Motors will fit the cells to 50 vans.')).toEqual([]);
  });

  it('reads the roles the role reading leaves as one agent or unread: a reported clause, a round led by, behind, beating', () => {
    const people = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'person' }));
    expect(roleSwapsOf('Katrin Holm said Ruben Claes would lead the team.', people('Katrin Holm', 'Ruben Claes'))).toEqual([
      expect.objectContaining({ text: 'Ruben Claes said Katrin Holm would lead the team.', edit: 'reported' }),
    ]);
    expect(swaps('Stackgrow raised €140 million from investors led by Greenfield Capital.', org('Stackgrow', 'Greenfield Capital')))
      .toEqual(['Greenfield Capital raised €140 million from investors led by Stackgrow.']);
    expect(swaps('Faith Chebet finished second, 11 seconds behind Almaz Tefera.', people('Faith Chebet', 'Almaz Tefera')))
      .toEqual(['Almaz Tefera finished second, 11 seconds behind Faith Chebet.']);
    expect(swaps('Maya Okonkwo won the final, beating Irina Volkova 6-4.', people('Maya Okonkwo', 'Irina Volkova')))
      .toEqual(['Irina Volkova won the final, beating Maya Okonkwo 6-4.']);
    // A passive's `by` is the clause's agent already: no second agent is read, and the swap is a plain passive.
    expect(roleSwapsOf('Calder Savings was owned by Harlow Bank.', org('Calder Savings', 'Harlow Bank'))[0].edit).toBe('passive');
  });

  it('moves an article with its name, never onto a noun a name modifies, and reads a fronted participle clause', () => {
    expect(swaps('Brightmart sold the unit to the Harvest Group on 4 August 2025.', org('Brightmart', 'Harvest Group')))
      .toEqual(['The Harvest Group sold the unit to Brightmart on 4 August 2025.']);
    // `the supplier` travels with Cellmax and cannot land before `thermostats`, which Homewise modifies: not offered.
    expect(swaps('The fault in the Homewise thermostats was traced to a battery made by the supplier Cellmax.', org('Homewise', 'Cellmax'))).toEqual([]);
    expect(swaps('The fault in the Homewise thermostats was traced to a battery made by Cellmax.', org('Homewise', 'Cellmax')))
      .toEqual(['The fault in the Cellmax thermostats was traced to a battery made by Homewise.']);
    expect(swaps('After buying Brightwater Solar, Norvale Energy cut 240 jobs.', org('Brightwater Solar', 'Norvale Energy')))
      .toEqual(['After buying Norvale Energy, Brightwater Solar cut 240 jobs.']);
    expect(swaps("Ruhrstahl agreed to buy 80,000 tonnes of Voltaro Motors' steel.", org('Voltaro Motors', 'Ruhrstahl')))
      .toEqual(["Voltaro Motors agreed to buy 80,000 tonnes of Ruhrstahl's steel."]);
    // The description travels with its name, and the article with the other: never `the retailer the Harvest Group`.
    expect(swaps('The Harvest Group sued the retailer Brightmart for €18.4 million.', org('Harvest Group', 'Brightmart')))
      .toEqual(['The retailer Brightmart sued the Harvest Group for €18.4 million.']);
  });

  it('never swaps symmetric partners, a coordinated pair, a list, or places one inside the other', () => {
    for (const span of grocer.spans.slice(2, 5)) expect(swaps(span.text, grocer.entities), span.text).toEqual([]);
    expect(swaps('Skyward Airlines agreed to merge with Coastal Air in a deal worth $3.3 billion.', org('Skyward Airlines', 'Coastal Air'))).toEqual([]);
    expect(swaps('The Competition Authority blocked the tie-up of Crestline Foods and Harvest Table.', org('Competition Authority', 'Crestline Foods', 'Harvest Table'))).toEqual([]);
    expect(swaps('The new site, Ridge Halvorsen, lies 380 kilometres from Dome Aurora.', place('Ridge Halvorsen', 'Dome Aurora'))).toEqual([]);
    expect(swaps('A new survey measured the height of Mount Ardan in Nepal.', place('Mount Ardan', 'Nepal'))).toEqual([]);
    expect(swaps('Lake Morvane covers an area of 412 square kilometres in the south of France.', place('Lake Morvane', 'France'))).toEqual([]);
    expect(swaps('The app is most popular in Nigeria, Kenya and Brazil.', place('Nigeria', 'Kenya', 'Brazil'))).toEqual([]);
    expect(swaps('Kestrel Payments listed its shares on the Frankfurt Stock Exchange.', org('Kestrel Payments', 'Frankfurt Stock Exchange'))).toEqual([]);
    // A name after `at` places a thing; it trades no role with the one beaten or bought.
    expect(swaps('Oakbridge Trust beat Thornlea Academies to the contract by pledging to reopen the science block at Wraybourne High School.',
      org('Oakbridge Trust', 'Thornlea Academies', 'Wraybourne High School'))).toEqual(['Thornlea Academies beat Oakbridge Trust to the contract by pledging to reopen the science block at Wraybourne High School.']);
    // A service run between two places has a service back the plan does not deny; a one-off journey does not.
    expect(swaps('Sovrena ran its first sleeper service from Brussels to Milan.', place('Brussels', 'Milan'))).toEqual([]);
    expect(swaps('The first lorries drove from Brussels to Milan.', place('Brussels', 'Milan'))).toEqual(['The first lorries drove from Milan to Brussels.']);
  });

  it('swaps the two sides of a legal action (`filed a lawsuit against`), never partners `against` each other', () => {
    const banks = org('Harlow Bank', 'Calder Savings');
    expect(swaps('Harlow Bank filed a lawsuit against Calder Savings in Leeds.', banks)).toEqual(['Calder Savings filed a lawsuit against Harlow Bank in Leeds.']);
    expect(swaps('Harlow Bank took legal action against Calder Savings.', banks)).toEqual(['Calder Savings took legal action against Harlow Bank.']);
    expect(swaps('Harlow Bank brought a case against Calder Savings.', banks)).toEqual(['Calder Savings brought a case against Harlow Bank.']);
    expect(swaps('Harlow Bank took Calder Savings to court.', banks)).toEqual(['Calder Savings took Harlow Bank to court.']);
    expect(swaps('Harlow Bank played against Calder Savings in Leeds.', banks)).toEqual([]);
    expect(swaps('Harlow Bank campaigned with Calder Savings against a lawsuit.', banks)).toEqual([]);
    expect(swaps('Harlow Bank and Calder Savings filed a lawsuit against the council.', banks)).toEqual([]);
    expect(roleSwapProblems('Harlow Bank played against Calder Savings.', 'Calder Savings played against Harlow Bank.', banks).join()).toMatch(/symmetric relation/);
    expect(roleSwapProblems('Harlow Bank filed a lawsuit against Calder Savings.', 'Calder Savings filed a lawsuit against Harlow Bank.', banks)).toEqual([]);
  });

  it('never lets a public body and a company trade places; swaps two of a kind', () => {
    expect(swaps('The Data Guard Commission fined Brightvale €4 million.', org('Data Guard Commission', 'Brightvale'))).toEqual([]);
    expect(swaps('Ofpower fined Lumen Energy £11.5 million.', org('Ofpower', 'Lumen Energy'))).toEqual([]);
    expect(swaps('Stenlund Geotechnics was hired by Lindell Council.', org('Stenlund Geotechnics', 'Lindell Council'))).toEqual([]);
    expect(swaps('Brightvale sued Corran Logistics in Leeds.', org('Brightvale', 'Corran Logistics'))).toEqual(['Corran Logistics sued Brightvale in Leeds.']);
    expect(swaps('Lindell Council took over the Harbour Board.', org('Lindell Council', 'Harbour Board'))).toEqual(['The Harbour Board took over Lindell Council.']);
    expect(swaps('The Weather Bureau fined Brightvale €4 million.', org('Weather Bureau', 'Brightvale'))).toEqual([]);
  });
});

describe('roleSwapProblems: the check both ways', () => {
  const entities = org('Harlow Bank', 'Calder Savings');
  it('accepts the two names exchanged around the relation, each taking the other role', () => {
    expect(roleSwapProblems('Harlow Bank acquired Calder Savings in 2024.', 'Calder Savings acquired Harlow Bank in 2024.', entities)).toEqual([]);
    expect(roleSwapProblems('Calder Savings was bought by Harlow Bank.', 'Harlow Bank was bought by Calder Savings.', entities)).toEqual([]);
  });

  it('rejects a public body and a company traded, from either side', () => {
    const bodies = org('Data Guard Commission', 'Brightvale');
    expect(roleSwapProblems('The Data Guard Commission fined Brightvale.', 'Brightvale fined the Data Guard Commission.', bodies).join()).toMatch(/public body/);
    expect(roleSwapProblems('Brightvale was fined by the Data Guard Commission.', 'The Data Guard Commission was fined by Brightvale.', bodies).join()).toMatch(/public body/);
  });

  it('rejects a reordering that keeps the roles, and a passive turned active with the roles kept', () => {
    expect(roleSwapProblems('In 2024, Harlow Bank acquired Calder Savings.', 'Harlow Bank acquired Calder Savings in 2024.', entities).join())
      .toMatch(/not the source with two names swapped/);
    expect(roleSwapProblems('Calder Savings was bought by Harlow Bank.', 'Harlow Bank bought Calder Savings.', entities).join())
      .toMatch(/not the source with two names swapped/);
  });

  it('rejects names swapped with their descriptions left behind, around a pronoun, at the ends of a two-way link', () => {
    expect(roleSwapProblems('Harlow Bank acquired the lender Calder Savings.', 'Calder Savings acquired the lender Harlow Bank.', entities).join())
      .toMatch(/not the source with two names swapped/);
    expect(roleSwapProblems('Harlow Bank acquired the lender Calder Savings.', 'The lender Calder Savings acquired Harlow Bank.', entities)).toEqual([]);
    expect(roleSwapProblems('Harlow Bank sued Calder Savings, a lender, in 2024.', 'Calder Savings sued Harlow Bank, a lender, in 2024.', entities).join())
      .toMatch(/not the source with two names swapped/);
    expect(roleSwapProblems('Harlow Bank sued Calder Savings, a lender, in 2024.', 'Calder Savings, a lender, sued Harlow Bank in 2024.', entities)).toEqual([]);
    expect(roleSwapProblems('Calder Savings, which makes loans, was bought by Harlow Bank in 2024.', 'Harlow Bank was bought by Calder Savings, which makes loans, in 2024.', entities).join())
      .toMatch(/cannot stand where Harlow Bank stands/);
    expect(roleSwapProblems('Harlow Bank sued the parent of Calder Savings, a lender, in 2024.', 'Calder Savings sued the parent of Harlow Bank, a lender, in 2024.', entities).join())
      .toMatch(/cannot travel with it/);
    expect(roleSwapProblems('Harlow Bank raised £9 million from Calder Savings before its listing.', 'Calder Savings raised £9 million from Harlow Bank before its listing.', entities).join())
      .toMatch(/pronoun `its`/);
    expect(roleSwapProblems('The cable runs from Otley to Leeds.', 'The cable runs from Leeds to Otley.', place('Otley', 'Leeds')).join())
      .toMatch(/symmetric link/);
    expect(roleSwapProblems("Harlow Bank sold Calder Savings' loans.", "Calder Savings sold Harlow Bank's loans.", entities, 'Harlow Bank sold the loans.').join())
      .toMatch(/only the reading names/);
    const boston = [...entities, ...place('Boston')];
    expect(roleSwapProblems('Harlow Bank hired Calder Savings of Boston.', 'Calder Savings hired Harlow Bank of Boston.', boston).join()).toMatch(/`of Boston` belongs to Calder Savings/);
    expect(roleSwapProblems('Harlow Bank hired Calder Savings in Boston.', 'Calder Savings hired Harlow Bank in Boston.', boston)).toEqual([]);
    // A longer place name that opens on a known one is not that place.
    expect(roleSwapProblems('Harlow Bank hired Calder Savings of Bostonia.', 'Calder Savings hired Harlow Bank of Bostonia.', boston)).toEqual([]);
  });

  it('rejects and never offers a swap of a name the sentence names again by its short form; swaps it alone', () => {
    const firms = org('Varnick Software', 'Brisline Analytics');
    const source = 'Varnick Software bought Brisline Analytics after Brisline Analytics agreed to keep the tools open.';
    const shortAgain = 'Varnick Software bought Brisline Analytics after Brisline agreed to keep the tools open.';
    expect(swaps(shortAgain, firms)).toEqual([]);
    expect(roleSwapProblems(shortAgain, 'Brisline Analytics bought Varnick Software after Brisline agreed to keep the tools open.', firms).join())
      .toMatch(/short form/);
    expect(swaps('Varnick Software bought Brisline Analytics in 2025.', firms)).toEqual(['Brisline Analytics bought Varnick Software in 2025.']);
    // A short form inside the name itself (`Dundee` of `University of Dundee`) is no second mention.
    expect(swaps('Varnick Software hired the University of Dundee in 2025.', org('Varnick Software', 'University of Dundee')))
      .toEqual(['The University of Dundee hired Varnick Software in 2025.']);
    expect(swaps(source, firms)).toEqual([]); // the full name twice: the older rule
  });

  it('rejects a name written twice, whose moved role cannot be told', () => {
    expect(roleSwapProblems('Harlow Bank sold Calder Savings to Harlow Bank.', 'Calder Savings sold Harlow Bank to Harlow Bank.', entities).join())
      .toMatch(/named twice/);
  });
});

describe('role-swap generator', () => {
  it('keeps the classic output: first name at the start, a verb of the short list', () => {
    const claims = roleSwap.generate(grocer, corpus, createRng(1).fork(grocer.id), { repertoire: 'classic' });
    expect(claims.map((c) => c.claim)).toEqual(['Tomas Reyes replaced Ada Voss as chair of Penfold Markets.']);
    expect(claims[0].edits).toBeUndefined();
  });

  it('classic: keeps a swap only when the class check accepts it (a name written twice: whose role moved cannot be read)', () => {
    const twice = { ...grocer, spans: [
      { id: 'kit-009-s1', text: 'Harlow Bank sold Calder Savings to Harlow Bank.' },
      { id: 'kit-009-s2', text: 'Harlow Bank sold Calder Savings to Penfold Markets.' },
    ], entities: org('Harlow Bank', 'Calder Savings', 'Penfold Markets') };
    // The classic swap is offered for both spans; the class check drops the first.
    expect(twice.spans.map((s) => swapRoles(s.text, twice)?.text)).toEqual([
      'Calder Savings sold Harlow Bank to Harlow Bank.', 'Calder Savings sold Harlow Bank to Penfold Markets.',
    ]);
    const claims = roleSwap.generate(twice, corpus, createRng(1).fork(twice.id), { repertoire: 'classic' });
    expect(claims.map((c) => [c.sourceSpan, c.claim])).toEqual([['kit-009-s2', 'Calder Savings sold Harlow Bank to Penfold Markets.']]);
  });

  it('check: rejects a swap of an owner the reading named from an earlier sentence, accepts one the span writes', () => {
    const mill = { id: 'kit-mill', topic: 'kit-mill', domain: 'kit', spans: [
      { id: 'kit-mill-s1', text: 'Ruhrstahl began making steel in Duisburg in 2024.' },
      { id: 'kit-mill-s2', text: 'Voltaro Motors agreed to buy 80,000 tonnes of the steel a year.' },
    ], entities: [...org('Ruhrstahl', 'Voltaro Motors'), ...place('Duisburg')] };
    const written = { ...mill, spans: [{ id: 'kit-mill-s3', text: "Voltaro Motors agreed to buy 80,000 tonnes of Ruhrstahl's steel a year." }] };
    const evidence = mill.spans.map((s) => ({ id: s.id, text: s.text }));
    const swapped = "Ruhrstahl agreed to buy 80,000 tonnes of Voltaro Motors' steel a year.";
    const reading = [{ edit: 'decontext-object', text: written.spans[0].text }];
    expect(checkRoleSwap({ claim: swapped, evidence, sourceSpan: 'kit-mill-s2', transform: 'x', reading }, mill).join()).toMatch(/only the reading names/);
    expect(checkRoleSwap({ claim: swapped, evidence, sourceSpan: 'kit-mill-s3', transform: 'x' }, written)).toEqual([]);
  });

  it.skipIf(!fs.existsSync(DEFAULT_CORPUS_DIR))('classic claims on the shipped corpus pass the class check both repertoires share', () => {
    const view = corpusView(loadCorpus());
    const claims = view.passages.flatMap((p) => roleSwap.generate(p, view, createRng(1).fork(p.id), { repertoire: 'classic' }).map((c) => ({ c, p })));
    expect(claims.length).toBeGreaterThan(10);
    for (const { c, p } of claims) expect(checkRoleSwap(c, p), c.claim).toEqual([]);
  });

  it('full: every case through generateCases passes the check, recast ones with a proven reading', () => {
    // Seed 7: one reading rewords `acquired` as `took over`, the kit's only relation the verb list does not name.
    const cases = generateCases({ corpus, classes: ['role-swap'], perClass: 10_000, seed: 7, repertoire: 'full' });
    expect(new Set(cases.map((c) => c.provenance!.edits?.[0]))).toEqual(new Set(['active', 'passive', 'transfer', 'relation', 'reported']));
    expect(cases.some((c) => c.provenance!.reading !== undefined)).toBe(true);
    for (const c of cases) {
      const passage = corpus.passages.find((p) => p.id === c.provenance!.source_passage)!;
      const claim = { claim: c.claim, evidence: c.evidence, sourceSpan: c.provenance!.source_span, transform: c.provenance!.transform, reading: c.provenance!.reading };
      expect(checkRoleSwap(claim, passage), c.claim).toEqual([]);
      if (claim.reading) expect(readingProblems(claim.reading, passage, claim.sourceSpan)).toEqual([]);
    }
  });
});
