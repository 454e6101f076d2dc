import { describe, expect, it } from 'vitest';
import { offered } from '../../test/thesaurusOffers.ts';

// Corpus-like sentences (shortened from datasets/corpus) and everything the thesaurus offers for them: the connective,
// approximator, preposition or fixed phrase each row is for, beside the rewordings other tables offer.
const REWORDED: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["Sofia Almeida sold about a third of the fund's shares.", ['roughly|around']],
  ['Each bus cost nearly twice the price of a diesel bus.', ['almost']],
  ['The vote was almost unanimous.', ['nearly']],
  ['The journey took more than 9 hours.', ['trip', 'over ']],
  ['Demand reached more than three times the amount on offer.', ['over ']],
  ['Crop losses were kept below 5%.', ['under ']],
  ['The court ruled against him, but it reduced his sentence to 8 years.', [', though |, although ', 'lowered|cut back']],
  ['Daniel Moreau said costs were high, but savings reached $120 million.', ['stated', ', though |, although ', 'hit']],
  ['Entry for adults costs 180 kroner, while children enter free.', [', whereas ', 'youngsters']],
  ['Volunteer developer Mikael Strand fixed the flaw within 36 hours.', ['resolved']],
  ['Within 5 years the price had fallen to 75 cents.', ['dropped|declined|gone down']],
  ['Prosecutor Lucia Benitez called 38 witnesses, including 4 former employees.', [', among them', 'ex-']],
  ['Seventeen universities dropped out as a result.', ['as a consequence']],
  ['No child died as a result of the vaccine.', ['as a consequence']],
  ['Riverton recorded 38 days of fog in 2025, compared with 26 days in 2024.', ['logged|registered', ', against|, compared to']],
  ['Energy costs fell 45% compared with diesel.', ['dropped|declined|went down', 'compared to']],
  ['The court sat for 31 days in total.', ['altogether']],
  ['A total of 23,500 runners started the race.', ['Altogether, ']],
  ['A total of seven ships sank.', ['Altogether, ']],
  ['Teachers were needed at the start of the school year.', ['required', 'at the beginning of']],
  ['Profit was £412 million, up 8.4% on the previous year.', ['from|compared with', 'a year earlier|the year before']],
  ['Profit was $21.6 billion, down 19% from 2024.', ['on|compared with']],
  ['Drilling is due to start on 1 December 2026.', ['scheduled to|set to', 'begin']],
  ['The work was finished 2 months ahead of schedule.', ['earlier than planned|early']],
  ['It was built by Northwind Renewables at a cost of £3.9 billion.', ['constructed', 'for']],
  ['Only 218 people have reached the summit since then.', ['got to|made it to', 'since that time']],
  ['Sales had passed 9 million copies by then.', ['topped', 'by that time']],
  ['Temperatures stayed above 28 degrees for 9 nights in a row.', ['remained', 'running']],
  ['Wheat prices fell to $212 per tonne.', ['dropped|declined|went down', 'a ']],
  ['Greenmeadow paid its farmers 41.5 pence per litre of milk.', ['a ']],
  ['The trains travel at up to 90 kilometres per hour.', ['an hour']],
  ['Nurses earn $40 per hour.', ['an ']],
  ['It makes 45,000 tonnes of cheddar a year.', ['per year|annually']],
  ['The population of Veloria grew 0.8% a year.', ['increased', 'annually']],
  ['Prices rose 0.4% a month.', ['climbed|increased|went up', 'monthly']],
  ['The museum receives 46,000 visitors a year.', [' per year| annually| each year']],
  ['The show runs 8 performances a week.', ['per week|weekly']],
  ['Students paid £198 a week in rent.', ['handed over', 'per week|weekly']],
  ['The fly-half agreed a deal worth £450,000 a season.', ['struck', 'agreement', 'valued at', 'per season']],
  ['Gas flows fell by 40%.', ['dropped|declined|went down', '']],
  ['Attendance rose by 1.6 percentage points.', ['climbed|increased|went up', '']],
];

// The same words in the senses their entries must leave alone (a comparison, a distance, a time clause, a technical
// rate, a cause, a count): each row lists everything offered, and none of it is a rewording of that word.
const LEFT_ALONE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['She wrote a book about the war.', ['penned']],
  ['That is 34% more than in 2020.', []],
  ['The network plans to cut the rate below 2%.', ['intends', 'reduce']],
  ['Toll income was below plan.', []],
  ['Petrova Biotech paid for the study, but did not analyse the data.', ['covered the cost of', 'research', 'figures']],
  ['The bank closed 27 branches, but also hired 180 staff.', ['lender', 'shut', 'took on|recruited', 'employees|workers']],
  ['Gas flows fell, while divers were repairing the pipe.', []],
  ['Kofi Adjei wrote the novel, while working as a teacher.', ['penned']],
  ['Gas flows fell by 40% while divers repaired the pipe.', ['dropped|declined|went down', '']],
  ['Authorities evacuated villages within 15 kilometres of the summit.', []],
  ['The commission had acted within its powers.', []],
  ['Fly-half Callum Drury kicked 13 points, including a penalty.', []],
  ['The deal is worth $95 million, including fees.', ['agreement', 'valued at', 'charges']],
  ['The race had a total of 23,500 runners.', []],
  ['Prices rose 4% on 2024 levels.', ['climbed|increased|went up']],
  ['Most of the wine dates from 2019.', []],
  ['The delay was due to the storm.', []],
  ['Riverton installed a landing system for fog at a cost of £8.5 million.', []],
  ['The seats stood in a row.', []],
  ['The cell stores 175 watt-hours per kilogram.', []],
  ['The density is 5,300 people per square kilometre.', []],
  ['Today the level is 425 parts per million.', []],
  ['The plan offers speeds of 220 megabits per second.', []],
  ['The vaccine is given in 3 doses a month apart.', []],
  ['It processed 1.8 billion transactions, up from 1.2 billion a year earlier.', ['the previous year|the year before']],
  ['She worked there for a year.', []],
  ['The strike began 3 weeks into a year of talks.', ['walkout']],
  ['The mortgage book grew by 6,350 loans.', ['increased']],
  ['Journey times improved by 7 minutes.', []],
  ['The deal would raise prices by 7%.', ['agreement', 'increase|push up']],
  ['It signed 3 players in a year.', []],
  ['The repair took a month.', []],
  ['The repair took a year.', []],
  ['Sales fell 4% a year later.', ['dropped|declined|went down']],
  ['Shares closed up 3% on Monday.', []],
  ['Prices were up 4% from a low base.', []],
  ['The deal was done at a cost of its independence.', ['agreement']],
  ['The factory came at a cost of £96 million.', ['plant']],
  ['The tickets cost $5 per adult.', []],
  ['It paid $5 per unit.', ['handed over']],
  ['The pump moves 40 cubic metres per hour.', []],
  ['They won the league in a season of upsets.', ['claimed|took']],
];

describe('thesaurus connectives', () => {
  it.each(REWORDED)('%s gets its rewording', (text, now) => {
    expect(offered(text)).toEqual(now);
  });

  it.each(LEFT_ALONE)('%s keeps the word its entry is not for', (text, now) => {
    expect(offered(text)).toEqual(now);
  });
});
