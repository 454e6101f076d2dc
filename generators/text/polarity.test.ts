import { describe, expect, it } from 'vitest';
import { coordinationProblemsOf, polarityProblems, readReversal, reversalKind } from './polarityCheck.ts';
import { reversalsOf } from './reversals.ts';

/** The rule read on a fresh reversal of the pair. */
const coordinationProblems = (source: string, claim: string) => coordinationProblemsOf(readReversal(source, claim));

/** The reversals of `sentence` of kind `edit`, as text. */
const of = (sentence: string, edit: string) => reversalsOf(sentence).filter((r) => r.edit === edit).map((r) => r.text);

describe('reversals: the reversing word goes where the sentence can take it', () => {
  it('denies a said/confirmed clause, never a noun phrase (`denied that its first exoplanet`)', () => {
    expect(of('The Halden Observatory confirmed its first exoplanet.', 'denied')).toEqual([]);
    expect(of('The Halden Observatory confirmed its plans for a new telescope.', 'denied')).toEqual([]);
    expect(of('Gareth Morgan said the factory created 310 jobs.', 'denied')).toEqual(['Gareth Morgan denied that the factory created 310 jobs.']);
    expect(of('Alain Duval said Petrolux, which cut its target, would spend $9 billion a year on wind.', 'denied'))
      .toEqual(['Alain Duval denied that Petrolux, which cut its target, would spend $9 billion a year on wind.']);
    expect(of('Ama Boateng said the degrees carry the same value as campus degrees.', 'denied'))
      .toEqual(['Ama Boateng denied that the degrees carry the same value as campus degrees.']);
    expect(of('Founder Maarten de Groot said the farm uses 95% less water than a field.', 'denied'))
      .toEqual(['Founder Maarten de Groot denied that the farm uses 95% less water than a field.']);
  });

  it('reads a present `-s` word before a past verb as a noun (`Maintenance costs dropped`)', () => {
    expect(of('Maintenance costs dropped from €0.38 to €0.21 per kilometre.', 'no-longer')).toEqual([]);
    expect(of('A single fare on the line costs 1.75 dollars.', 'no-longer')).toEqual(['A single fare on the line no longer costs 1.75 dollars.']);
    expect(of('Winter Storm Holt left 280,000 houses without power.', 'no-longer')).toEqual([]);
    expect(of('The old mill houses a museum.', 'no-longer')).toEqual(['The old mill no longer houses a museum.']);
    // `currently no longer pays` says the time twice.
    expect(of('The typical household currently pays £1,690 a year.', 'no-longer')).toEqual([]);
  });

  it('puts no `never` after a time adverb (`later never founded`)', () => {
    expect(of('Martha Quigley later founded the Ashgrove Textile Union.', 'never')).toEqual([]);
    expect(of('Martha Quigley founded the Ashgrove Textile Union.', 'never')).toEqual(['Martha Quigley never founded the Ashgrove Textile Union.']);
  });

  it('puts no `no longer` on a comparative difference (`uses 95% less water`)', () => {
    expect(of('The farm uses 95% less water than a field.', 'no-longer')).toEqual([]);
    expect(of('The farm uses rainwater from its roof.', 'no-longer')).toEqual(['The farm no longer uses rainwater from its roof.']);
  });

  it('reverses no side of a `but` whose other side is negative', () => {
    expect(reversalsOf('Petrova Biotech funded the study but did not analyse the data.').filter((r) => r.edit !== 'antonym')).toEqual([]);
    expect(of('Petrova Biotech funded the study.', 'refused-to')).toEqual(['Petrova Biotech refused to fund the study.']);
  });
});

describe('reversals: an antonym of the right part of speech and sense', () => {
  it('reads `lower` after `to` as the verb, which `higher` is not', () => {
    expect(of('The University of Calder agreed to lower rents by 8 per cent.', 'antonym')).toEqual([]);
    expect(of('The network plans to use software from Radiant Vision to lower the rate below 2 per cent.', 'antonym')).toEqual([]);
    expect(of('Tobias Wendt said the rate was lower than in similar programmes.', 'antonym')).toEqual(['Tobias Wendt said the rate was higher than in similar programmes.']);
  });

  it('reverses no transitive `dropped 480 mm of rain`, only an intransitive change', () => {
    expect(of('It dropped 480 mm of rain on the city of Tuguegarao in 24 hours.', 'antonym')).toEqual([]);
    expect(of('It dropped 480 millimetres of rain on the city of Tuguegarao in 24 hours.', 'antonym')).toEqual([]);
    expect(of('Sales dropped 12% in 2025.', 'antonym')).toEqual(['Sales rose 12% in 2025.']);
    expect(of('Arrears rose to 1.9% of balances.', 'antonym')).toEqual(['Arrears fell to 1.9% of balances.']);
  });

  it('finds an antonym written in lower case, also beside typographic quotes; none in capitals (`SALES DROPPED`) nor inside a longer word', () => {
    expect(of('The firm’s sales dropped 12% in 2025.', 'antonym')).toEqual(['The firm’s sales rose 12% in 2025.']);
    expect(of('SALES DROPPED 12% in 2025.', 'antonym')).toEqual([]);
    expect(of('The droppedness of sales was 12% in 2025.', 'antonym')).toEqual([]);
  });

  it('reverses died/survived of someone, not of a count (`17 people survived` may be true too)', () => {
    expect(of('Seventeen people died and about 9,000 were left homeless.', 'antonym')).toEqual([]);
    expect(of('About 300 passengers survived.', 'antonym')).toEqual([]);
    expect(of('The pilot died.', 'antonym')).toEqual(['The pilot survived.']);
    expect(of('All 140 passengers survived.', 'antonym')).toEqual(['All 140 passengers died.']);
  });
});

describe('the polarity check: must-reject rows of a misplaced reversal, and their good neighbours', () => {
  // Each bad claim with, where one exists, a good reversal of the same source the check still accepts.
  const rows: Array<[source: string, bad: string, problem: RegExp, good?: string]> = [
    ['The Halden Observatory confirmed its first exoplanet.', 'The Halden Observatory denied that its first exoplanet.', /needs a clause/,
      'The Halden Observatory did not confirm its first exoplanet.'],
    ['The brands had combined sales of $380 million.', 'The brands had not combined sales of $380 million.', /main verb/],
    ['Martha Quigley later founded the union.', 'Martha Quigley later never founded the union.', /places an event/,
      'Martha Quigley later did not found the union.'],
    ['The farm uses 95% less water than a field.', 'The farm no longer uses 95% less water than a field.', /comparative difference/],
    ['Petrova Biotech funded the study but did not analyse the data.', 'Petrova Biotech refused to fund the study but did not analyse the data.', /"but"/],
    ['Petrova Biotech funded the study but did not analyse the data.', 'Petrova Biotech did not fund the study but did not analyse the data.', /"but"/],
    ['Maintenance costs dropped to €0.21 per kilometre.', 'Maintenance no longer costs dropped to €0.21 per kilometre.', /noun here/],
    ['Winter Storm Holt left 280,000 houses without power.', 'Winter Storm Holt left 280,000 no longer houses without power.', /is a noun/],
    ['Orbiton currently has 1312 satellites in orbit.', 'Orbiton currently no longer has 1312 satellites in orbit.', /time twice/],
    ['Thomas Kessler, who is the jury president, signed the award.', 'Thomas Kessler, who is not the jury president, signed the award.',
      /relative clause/, 'Thomas Kessler, who is the jury president, did not sign the award.'],
    ['Seventeen people died in the fire.', 'Seventeen people survived in the fire.', /polarity reversal/],
  ];
  for (const [source, bad, problem, good] of rows) {
    it(`rejects "${bad}"`, () => {
      expect(polarityProblems(source, bad).join(' ')).toMatch(problem);
      if (good !== undefined) expect(polarityProblems(source, good), good).toEqual([]);
    });
  }

  it('finds a reversal of one of two predicates sharing a subject, never of a compound subject or a new clause', () => {
    const first = /first of two predicates/;
    const second = /second of two predicates/;
    // [source, claim, the problem it must raise, or null when it must raise none]
    const rows: Array<[string, string, RegExp | null]> = [
      ['The loan carries a rate of 6.1% and runs for 7 years.', 'The loan no longer carries a rate of 6.1% and runs for 7 years.', first],
      ['She was sentenced to 2 months and went on hunger strike.', 'She was not sentenced to 2 months and went on hunger strike.', first],
      ['The farm lies 130 km off the coast and was built by Northwind.', 'The farm lies 130 km off the coast and was not built by Northwind.', second],
      ['Its basin covers 68,500 km and is home to 9 million people.', 'Its basin covers 68,500 km and is not home to 9 million people.', second],
      ['The bank closed 27 branches but hired 180 staff.', 'The bank never closed 27 branches but hired 180 staff.', first],
      ['The bank closed 27 branches but hired 180 staff.', 'The bank opened 27 branches but hired 180 staff.', first],
      ['The bank closed 27 branches, but staff stayed.', 'The bank never closed 27 branches, but staff stayed.', null],
      ['Rahul Menon and Zoë Müller founded DocLink.', 'Rahul Menon and Zoë Müller never founded DocLink.', null],
      ['The company cut prices and costs dropped 4%.', 'The company did not cut prices and costs dropped 4%.', null],
      // Two determined plurals joined by `and`, ending the clause, are one object, not a second predicate.
      ['The chain closed its plants and stores.', 'The chain did not close its plants and stores.', null],
      ['The chain closed its plants and stores, its owner said.', 'The chain did not close its plants and stores, its owner said.', null],
      // Followed by anything, the second plural may be a verb: still read as a second predicate.
      ...['employs 300 people', 'sells in 40 countries', 'stores in 2024'].map((rest): [string, string, RegExp] =>
        [`The chain closed its plants and ${rest}.`, `The chain did not close its plants and ${rest}.`, first]),
      // A verb after `and` with an object of its own, or after no determined plural, still opens a second predicate.
      ['The chain closed its plants and sells stores online.', 'The chain did not close its plants and sells stores online.', first],
      ['The farm grew lettuce and sold herbs.', 'The farm did not grow lettuce and sold herbs.', first],
      // A modal auxiliary after `and` opens a second predicate too (`and must repay`).
      ['The bank was fined 2 million and must repay customers.', 'The bank was not fined 2 million and must repay customers.', first],
      ['The bank was fined 2 million and may appeal.', 'The bank was not fined 2 million and may appeal.', first],
      ['Revenue fell 3% to 1,200 and profits rose.', 'Revenue rose 3% to 1,200 and profits rose.', null],
      ['The loan carries a rate of 6.1%.', 'The loan no longer carries a rate of 6.1%.', null],
    ];
    for (const [source, claim, problem] of rows) {
      if (problem === null) expect(coordinationProblems(source, claim), claim).toEqual([]);
      else expect(coordinationProblems(source, claim).join(' '), claim).toMatch(problem);
    }
  });

  it('keeps the neighbours the rules must not refuse', () => {
    expect(polarityProblems('The company had collected the fees.', 'The company had not collected the fees.')).toEqual([]);
    expect(polarityProblems('Rafael Ortiz said the planet was 1.4 times the width of Earth.', 'Rafael Ortiz denied that the planet was 1.4 times the width of Earth.')).toEqual([]);
    expect(polarityProblems('Martha Quigley founded the union.', 'Martha Quigley never founded the union.')).toEqual([]);
    expect(polarityProblems('The farm uses rainwater.', 'The farm no longer uses rainwater.')).toEqual([]);
    expect(polarityProblems('Petrova Biotech funded the study and analysed the data.', 'Petrova Biotech refused to fund the study and analysed the data.')).toEqual([]);
    expect(polarityProblems('The pilot died.', 'The pilot survived.')).toEqual([]);
    expect(reversalKind('The pilot died.', 'The pilot survived.')).toBe('antonym');
  });
});

describe('readReversal: one reading of a (source, claim) pair for every rule', () => {
  it('reads an unchanged pair as no reversal and a changed one by its kind', () => {
    expect(readReversal('The pilot died.', 'The pilot died.')).toMatchObject({ unchanged: true, kind: null });
    expect(readReversal('The pilot died.', 'The pilot survived.')).toMatchObject({ unchanged: false, kind: 'antonym' });
    expect(readReversal('Sales rose 4%.', 'Sales rose 5%.')).toMatchObject({ unchanged: false, kind: null });
  });
});
