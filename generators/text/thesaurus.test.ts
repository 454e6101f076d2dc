import { describe, expect, it } from 'vitest';
import { findThesaurusSubstitutions } from './thesaurus.ts';

/** Every rewording offered for `text`, each place's options joined by `|`. */
const offered = (text: string) => findThesaurusSubstitutions(text, [], (o) => o.join('|')).map((s) => s.replacement);

// Each row: a sentence from the hard suite's source spans (trimmed), the wrong-sense rewording it used to get, and
// everything the thesaurus offers now. The neighbouring rows below keep the sense the entry is for.
const WRONG_SENSE: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['Reactor 1 at Kestrel Point shut down automatically on 2025-12-08.', 'closed', []],
  ['Stratus Cloud gave affected customers service credits.', 'hit', []],
  ['In her words, 15,000 passengers were affected.', 'hit', ['travellers']],
  ['Lava destroyed 42 homes and a bridge before the eruption ended on 4 September 2025.', 'ahead of', ['wiped out', 'houses', 'came to an end|finished']],
  ['Kestrel Payments raised €150 million from Vantor Ventures in 2023.', 'during ', ['brought in|secured']],
  ['The city council banned thatched roofs in 1822.', 'during ', ['prohibited|outlawed']],
  ['Iberlinea runs 14 trains a day in each direction.', 'every', ['operates', 'per day|daily']],
  ['The show runs 8 performances a week.', 'operates', ['per week|weekly']],
  ['Maya Okonkwo collected a winner\'s cheque of $1,850,000.', 'gathered', []],
  ['The agency collected $4 million in fines.', 'gathered', []],
  ['Maya Okonkwo collected 2 gold medals in Paris.', 'gathered', []],
  ['Maya Okonkwo collected her first title in 2019.', 'gathered', []],
  ['The council collected 4 million in parking charges.', 'gathered', []],
  ['The money would fund a payments service.', 'cash|funds', ['cash', 'finance|pay for']],
  ['It asked for a discount of £400 for the poorest homes.', 'houses', ['requested|called for']],
  ['The region paid €75 million in compensation.', 'area', ['handed over']],
  ['The cap would cost 1,100 drivers their jobs.', 'posts|positions', ['limit']],
  ['Lukas Brenner kept a stake of 18%.', 'retained|held on to', ['retained', 'holding']],
  ['Some rural customers waited 5 days for repairs.', 'country', []],
  ['Great Lakes Power restored electricity to 90% of customers.', 'clients', []],
  ['The fault affected a single data centre.', 'defect', ['hit']],
  ['The census counted 38,500 people on the island.', 'recorded|registered', ['recorded']],
  ['The company Northlight Pictures distributed it.', 'firm|business', []],
  ['120 of the 160 destroyed houses had been rebuilt.', 'wiped out', []],
  ['Families paid for lunches.', 'covered the cost of|funded', ['covered the cost of']],
  ['It was sued by residents of Pellham.', 'inhabitants|locals', ['inhabitants']],
  ['It raised €140 million from investors led by Greenfield Capital.', 'headed', ['brought in|secured']],
  ['It plans to produce 2.4 million barrels a day by 2030.', 'make', ['intends', 'per day|daily']],
  ['Northwind will use the money to build a wind farm.', 'employ', ['cash', 'construct']],
  ['Its winds grew from 120 to 215 km/h.', 'increased|expanded', ['increased']],
  ['Seventeen people died.', 'individuals', ['lost their lives']],
  ['The study was published in the journal Ocean Letters.', 'released|put out', ['research']],
  ['The mill is now a museum.', 'currently', []],
  ['It scored 12% lower than the previous best.', 'prior|preceding', ['prior']],
  ['The reactor restarted 14 days later.', 'subsequently', []],
  ['Every pound spent saved seven pounds later.', 'subsequently', []],
  ['It made 55 million kroner in the same period.', 'the equivalent period', []],
  ['Greenmeadow paid its farmers 6.3 pence per litre.', 'growers', ['a ']],
  ['The new plan offers download speeds of up to 220 megabits.', 'scheme', []],
  ['The board held its main interest rate at 4%.', 'principal|key', ['kept', 'key']],
  ["Verdimart agreed to buy 60% of Stackgrow's output.", 'production', ['purchase']],
  ['The university agreed to cut rents by 8%.', 'reduce|lower', ['reduce']],
  ['The eruption sent ash 10 km into the air.', 'dispatched', []],
  ['The game, made by Nebula Forge, was released.', 'produced|manufactured', ['produced']],
  ['Students pay $1,200, about a third of the campus fee.', 'charge', ['roughly|around']],
  ['Traffic fell after the cap on ride-hailing cars.', 'limit|ceiling', ['following', 'limit']],
  ['A statue was unveiled in Ashgrove.', 'revealed|presented', []],
  ['It fed 4,600 primary school pupils.', 'schoolchildren', []],
  ['The results for 412,000 candidates were published on 15 August.', 'numbers|data', ['released|made public']],
  ['A survey found that the water level had dropped.', 'poll', ['showed that']],
  ['They sell 41% of the frozen meals bought in the country.', 'purchased|acquired', []],
  ['Lead investigator Kwame Asante presented the results.', 'numbers|data', ['unveiled']],
  ['The results showed a rise.', 'numbers|data', ['increase']],
  ['She said 250,000 children would be vaccinated.', 'youngsters', ['stated']],
  ['Ghana began giving the vaccine to children in 6 districts.', 'youngsters', ['started']],
  ['Four children were treated in intensive care.', 'youngsters', []],
];

const RIGHT_SENSE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Harlow Bank closed its branch.', ['shut']],
  ['Halloran\'s runs 14 shops across Munster.', ['operates']],
  ['The city now runs 186 electric buses.', ['currently', 'operates']],
  ['The league collected 118,000 signatures.', ['gathered']],
  ['The police had collected 9 months of his location data.', ['gathered']],
  ['Volunteers collected 40 tonnes of plastic waste.', ['gathered']],
  ['The storm affected 20,000 homes.', ['hit']],
  ['It raised €150 million before its listing.', ['brought in|secured', 'ahead of']],
  ['The airport handled 4 million passengers in 2024.', ['processed|dealt with', 'travellers', 'during ']],
  ['It scans each bag.', ['every']],
  ['Rain fell across the region.', ['area']],
  ['It cut 500 jobs.', ['axed|slashed', 'posts|positions']],
  ['She kept her seat.', ['retained|held on to']],
  ['The company distributed it.', ['firm|business']],
  ['She led the team.', ['headed']],
  ['It will produce 40 million doses.', ['make']],
  ['The agency published the figures on Monday.', ['released|put out', 'numbers|data']],
  ['She later joined the board.', ['subsequently']],
  ['Coffee farmers sold their beans.', ['growers']],
  ['The main road was closed.', []],
  ['Oil output rose 4%.', ['production', 'climbed|increased|went up']],
  ['The army sent 200 troops.', ['dispatched']],
  ['It charges a fee of £5.', ['charge']],
  ['It unveiled a new plan.', ['revealed|presented']],
  ['The pupils sat exams.', ['schoolchildren', 'examinations']],
  ['The figures showed a rise.', ['numbers|data', 'increase']],
  ['The club coaches 400 children every summer.', ['youngsters']],
  ['A survey of 2,000 adults found that prices rose.', ['poll', 'showed that']],
  ['It bought a stake in Harlow.', ['purchased|acquired', 'holding']],
];

describe('thesaurus senses', () => {
  it.each(WRONG_SENSE)('%s no longer offers %s', (text, _wrong, now) => {
    expect(offered(text)).toEqual(now);
  });

  it.each(RIGHT_SENSE)('%s keeps the rewording its entry is for', (text, now) => {
    expect(offered(text)).toEqual(now);
  });
});
