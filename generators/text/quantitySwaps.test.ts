import { describe, expect, it } from 'vitest';
import type { EntityMention, Passage } from '../../datasets/types.ts';
import { createRng } from '../../engine/rng.ts';
import { checkNumberSwap } from '../number-swap.ts';
import type { GeneratedClaim } from '../types.ts';
import { countsNamedThings, namedUpTo, partWholeProblems } from './figureCheck.ts';
import { quantitiesOf } from './quantityReadings.ts';
import { figureSlots, inSlotFormat } from './quantitySwaps.ts';
import { passageOf } from '../../test/passages.ts';

/** A passage of the given sentences (span ids `t-s1`…) naming `names`. */
function planOf(sentences: string[], names: string[] = []): Passage {
  const entities: EntityMention[] = names.map((text) => ({ text, kind: 'org' }));
  return passageOf('t', sentences, entities, { topic: 'test' });
}

/** Every candidate of every figure of the passage's last span, as [edit, text]. */
function swapsOf(passage: Passage): Array<[string, string]> {
  const span = passage.spans.at(-1)!;
  return figureSlots(span.text, passage.entities, passage.spans, span.id, createRng(5))
    .flatMap((slot) => slot.swaps.map((s): [string, string] => [s.edit, s.text]));
}

/** The number-swap check of `claim`, a full-repertoire claim (it carries edit ids), against the passage's last span. */
function check(passage: Passage, claim: string): string[] {
  const c: GeneratedClaim = { claim, evidence: passage.spans, sourceSpan: passage.spans.at(-1)!.id, transform: 'test', edits: ['digits'] };
  return checkNumberSwap(c, passage);
}

const merger = planOf(
  ['The Competition Authority blocked the merger of Crestline Foods and Harvest Table.', 'The two companies together sell 41% of the frozen meals bought in the country.'],
  ['Competition Authority', 'Crestline Foods', 'Harvest Table'],
);

describe('a count that points back at named things', () => {
  it('is no figure to swap: `the two companies` after two named companies', () => {
    const swaps = swapsOf(merger);
    expect(swaps.filter(([, t]) => !t.startsWith('The two companies'))).toEqual([]);
    expect(check(merger, 'The four companies together sell 41% of the frozen meals bought in the country.')).toContainEqual(
      expect.stringContaining('counts things the passage names'),
    );
  });

  it('is still swapped when the passage names fewer things than it counts, or the count is not definite', () => {
    const board = planOf(['Harlow Bank has a board.', 'The nine members voted on 3 March.'], ['Harlow Bank']);
    expect(swapsOf(board).map(([, t]) => t)).toContainEqual(expect.stringMatching(/^The (?:eight|ten|seven|eleven) members voted/));
    const firms = planOf(['Crestline Foods and Harvest Table sell meals.', 'Two companies sell 41% of the frozen meals.'], ['Crestline Foods', 'Harvest Table']);
    expect(swapsOf(firms).map(([, t]) => t)).toContainEqual(expect.stringMatching(/^(?:Three|Four) companies sell/));
    expect(check(firms, 'Four companies sell 41% of the frozen meals.')).toEqual([]);
  });

  it('reads definite counts of plurals against the names given up to the span', () => {
    const text = 'The two cities are 410 kilometres apart.';
    const two = quantitiesOf(text)[0];
    expect(countsNamedThings(text, two, 2)).toBe(true);
    expect(countsNamedThings(text, two, 1)).toBe(false);
    expect(countsNamedThings('Two cities are 410 kilometres apart.', quantitiesOf('Two cities are 410 kilometres apart.')[0], 2)).toBe(false);
    const spans = [{ id: 'a', text: 'Madrid and Lisbon.' }, { id: 'b', text: 'Porto.' }];
    const names = [{ text: 'Madrid' }, { text: 'Lisbon' }, { text: 'Porto' }];
    expect(namedUpTo(spans, names, 'a')).toBe(2);
    expect(namedUpTo(spans, names, 'b')).toBe(3);
  });
});

describe('a part and its whole', () => {
  it('finds a part not smaller than its whole, whatever the words between', () => {
    expect(partWholeProblems('She had won 5 of her previous 4 matches at the tournament.')).toHaveLength(1);
    expect(partWholeProblems('She had won five of her previous 4 matches.')).toHaveLength(1);
    expect(partWholeProblems('He had served 11 years of an 8-year sentence.')).toHaveLength(1);
    expect(partWholeProblems('Victor Salgado was convicted on 11 of the 11 charges.')).toHaveLength(1);
    expect(partWholeProblems('Veloria consists of 31 islands, of which 31 are inhabited.')).toHaveLength(1);
  });

  it('accepts a part smaller than its whole, and figures that are no part of each other', () => {
    expect(partWholeProblems('She had won 3 of her previous 4 matches at the tournament.')).toEqual([]);
    expect(partWholeProblems('He had served 4 years of an 8-year sentence.')).toEqual([]);
    expect(partWholeProblems('Veloria consists of 83 islands, of which 31 are inhabited.')).toEqual([]);
    expect(partWholeProblems('The capital is home to 146,000 of the country\'s 412,000 people.')).toEqual([]);
    expect(partWholeProblems('It carried 420 passengers over 38 kilometres.')).toEqual([]);
  });

  it('never lets a swap make the part exceed or equal its whole, and still swaps it below', () => {
    const tennis = planOf(['Maya Okonkwo withdrew with an injury.', 'She expected to return within 6 weeks.', 'She had won 3 of her previous 4 matches at the tournament.'], ['Maya Okonkwo']);
    const claims = swapsOf(tennis).map(([, t]) => t).filter((t) => check(tennis, t).length === 0);
    expect(claims.filter((t) => /won (?:5|five|6|six|4|four) of her previous 4/.test(t))).toEqual([]);
    expect(claims.filter((t) => /won (?:two|three) of/.test(t))).toEqual([]);
    expect(check(tennis, 'She had won 2 of her previous 4 matches at the tournament.')).toEqual([]);
    expect(check(tennis, 'She had won 6 of her previous 4 matches at the tournament.')).toContainEqual(expect.stringContaining('not smaller'));
    const trial = planOf(['Victor Salgado was convicted on 8 of the 11 charges.']);
    expect(check(trial, 'Victor Salgado was convicted on 11 of the 11 charges.')).toContainEqual(expect.stringContaining('not smaller'));
    expect(check(trial, 'Victor Salgado was convicted on 9 of the 11 charges.')).toEqual([]);
  });
});

describe('a reused figure takes the format of its slot', () => {
  const slot = (text: string) => quantitiesOf(text)[0];

  it('writes the slot\'s decimals and grouping', () => {
    expect(inSlotFormat(2.5, slot('It carried 1.4 million messages.'), false)).toBe('2.5');
    expect(inSlotFormat(3.4, slot('Subscriptions cost $2.99 a month.'), false)).toBe('3.40');
    expect(inSlotFormat(2.4, slot('It cost £1.05 billion.'), false)).toBe('2.4');
    expect(inSlotFormat(1.6, slot('The coupon is 4.25%.'), false)).toBe('1.6');
    expect(inSlotFormat(1150, slot('It paid $410 million.'), true)).toBeNull();
    expect(inSlotFormat(1150, slot('It employs 2,300 people.'), false)).toBe('1,150');
    expect(inSlotFormat(1150, slot('It employs 4500 people.'), true)).toBe('1150');
    expect(inSlotFormat(1742, slot('It gave 400 pounds.'), true)).toBe('1,742');
    expect(inSlotFormat(15000, slot('It employs 300 people.'), false)).toBe('15,000');
  });

  it('never copies a price\'s or a grouped figure\'s form into a scaled slot', () => {
    const telegraph = planOf(['The company charged $2.50 for a 10-word message.', 'The company carried 1.4 million messages in 1890.']);
    const reuses = swapsOf(telegraph).filter(([e]) => e === 'figure-reuse').map(([, t]) => t);
    expect(reuses).toContain('The company carried 2.5 million messages in 1890.');
    expect(reuses.filter((t) => t.includes('2.50 million'))).toEqual([]);
    const solar = planOf(['The farms have a capacity of 1,150 megawatts and 380 staff.', 'Norvale Energy acquired Brightwater Solar for $410 million in 2024.']);
    const money = swapsOf(solar).filter(([e]) => e === 'figure-reuse').map(([, t]) => t);
    expect(money).toContain('Norvale Energy acquired Brightwater Solar for $380 million in 2024.');
    expect(money.filter((t) => t.includes('1,150 million'))).toEqual([]);
  });
});

describe('ordinals in fixed phrases', () => {
  const ordinals = (text: string) => swapsOf(planOf([text])).filter(([e]) => e === 'ordinal').map(([, t]) => t).sort();

  it('keeps a half a half, a superlative from second on, and a finisher behind someone off first place', () => {
    expect(ordinals('Almaz Tefera ran the second half of the race in 68 minutes.')).toEqual(['Almaz Tefera ran the first half of the race in 68 minutes.']);
    expect(ordinals('Karavel became the country\'s second largest city.')).toEqual(['Karavel became the country\'s third largest city.']);
    expect(ordinals('Faith Chebet finished second at the marathon, 11 seconds behind Almaz Tefera.')).toEqual([
      'Faith Chebet finished third at the marathon, 11 seconds behind Almaz Tefera.',
    ]);
    expect(ordinals('Faith Chebet finished second at the marathon.')).toEqual([
      'Faith Chebet finished first at the marathon.', 'Faith Chebet finished third at the marathon.',
    ]);
  });
});

describe('the new figure keeps the source figure\'s form', () => {
  const texts = (sentences: string[], edit?: string) => swapsOf(planOf(sentences)).filter(([e]) => edit === undefined || e === edit).map(([, t]) => t);
  const spelled = /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|twenty)\b/i;

  it('spells only a count of two to nine, as news style does, and the check refuses a larger one spelled', () => {
    for (const text of ['The eruption sent ash 10 kilometres into the air.', 'Nurses work a maximum shift of 12 hours.', 'The ash rose 4 km.']) {
      expect(texts([text]).filter((t) => spelled.test(t)), text).toEqual([]);
    }
    // `a 4-year contract` restated as news style writes it, another value spelled: `a three-year contract`.
    expect(texts(['Claes signed a 4-year contract.'], 'figure-in-words')).toContainEqual(expect.stringMatching(/^Claes signed an? (?:two|three|five|six|seven|eight|nine)-year contract\.$/));
    expect(check(planOf(['Claes signed a 4-year contract.']), 'Claes signed a three-year contract.')).toEqual([]);
    const shift = planOf(['Nurses work a maximum shift of 12 hours.']);
    expect(check(shift, 'Nurses work a maximum shift of fourteen hours.')).toContainEqual(expect.stringContaining('changes how the figure is written'));
    expect(check(shift, 'Nurses work a maximum shift of 14 hours.')).toEqual([]);
    const telegraph = planOf(['The company billed $2.50 for a 10-word message.']);
    expect(check(telegraph, 'The company billed $2.50 for an eight-word message.')).toContainEqual(expect.stringContaining('changes how the figure is written'));
    expect(check(telegraph, 'The company billed $2.50 for an 8-word message.')).toEqual([]);
  });

  it('swaps a number word the source spells for another, by sound and with the capital it had', () => {
    expect(texts(['Two companies sell 41% of the frozen meals.'], 'number-word')).toContainEqual(expect.stringMatching(/^(?:Three|Four) companies sell/));
    expect(check(planOf(['The board has nine members.']), 'The board has eleven members.')).toEqual([]);
    const telegraph = texts(['The company billed $2.50 for a nine-word message.'], 'number-word');
    expect(telegraph).toContain('The company billed $2.50 for an eight-word message.');
    expect(telegraph).toContain('The company billed $2.50 for an eleven-word message.');
    expect(telegraph.filter((t) => /\ba eight|\ba eleven|\ban (?:seven|ten|twelve)/.test(t))).toEqual([]);
  });
});

describe('a range end moves the way that falsifies the claim', () => {
  /** The range-end candidates the check admits (it drops an end moved past the other). */
  const ends = (text: string) => swapsOf(planOf([text])).filter(([e, t]) => e === 'range-end' && check(planOf([text]), t).length === 0).map(([, t]) => t);

  it('narrows a time window (years, dates) and refuses a window widened', () => {
    const years = 'Atlas Nuclear replaced 4 steam generators between 2022 and 2025.';
    expect(ends(years).length).toBeGreaterThan(0);
    for (const t of ends(years)) expect(t).toMatch(/between (?:2022 and 202[34]|202[34] and 2025)\./);
    // The candidates themselves never widen it (the check would drop them, but later edits would draw on fewer).
    const raw = swapsOf(planOf([years])).filter(([e]) => e === 'range-end').map(([, t]) => t);
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.filter((t) => /between (?:20(?:1\d|2[01]) and 2025|2022 and 20(?:2[6-9]|3\d))/.test(t))).toEqual([]);
    const days = 'Winter Storm Holt dumped snow on Chicago between January 22, 2026 and January 26, 2026.';
    expect(ends(days).length).toBeGreaterThan(0);
    for (const t of ends(days)) expect(t).toMatch(/between January (?:22, 2026 and January 2[345]|2[345], 2026 and January 26), 2026\./);
    const passage = planOf([years]);
    expect(check(passage, years.replace('2022 and', '2021 and'))).toContainEqual(expect.stringContaining('widens a time window'));
    expect(check(passage, years.replace('2025.', '2026.'))).toContainEqual(expect.stringContaining('widens a time window'));
    expect(check(passage, years.replace('2022 and', '2023 and'))).toEqual([]);
    expect(check(planOf([days]), days.replace('January 22', 'January 20'))).toContainEqual(expect.stringContaining('widens a time window'));
    expect(check(planOf([days]), days.replace('January 22', 'January 24'))).toEqual([]);
  });

  it('widens any other range (ages, prices, a change) and refuses one narrowed', () => {
    const ages = 'The network offers lung scans to former smokers aged 55 to 74.';
    expect(ends(ages).length).toBeGreaterThan(0);
    for (const t of ends(ages)) expect(t).toMatch(/aged (?:(?:[1-4]\d|5[0-4]) to 74|55 to (?:7[5-9]|[89]\d))\./);
    const cut = 'Aerolusa cut its flights from 12 to 7 a day.';
    for (const t of ends(cut)) expect(t).toMatch(/from (?:1[3-9] to 7|12 to [1-6]) a day/);
    const passage = planOf([ages]);
    expect(check(passage, ages.replace('55 to', '66 to'))).toContainEqual(expect.stringContaining('narrows a range'));
    expect(check(passage, ages.replace('to 74', 'to 70'))).toContainEqual(expect.stringContaining('narrows a range'));
    expect(check(passage, ages.replace('55 to', '50 to'))).toEqual([]);
    expect(check(planOf([cut]), cut.replace('to 7', 'to 8'))).toContainEqual(expect.stringContaining('narrows a range'));
    expect(check(planOf([cut]), cut.replace('to 7', 'to 6'))).toEqual([]);
  });
});

describe('a date range whose length the sentence states', () => {
  it('keeps its ends, and a range with no stated length still moves an end', () => {
    const stated = planOf(['The strike ran for 5 days, from January 12, 2026 to January 16, 2026.']);
    expect(swapsOf(stated).filter(([e]) => e === 'range-end')).toEqual([]);
    expect(check(stated, 'The strike ran for 5 days, from January 12, 2026 to January 17, 2026.')).toContainEqual(expect.stringContaining('length the sentence states'));
    const bare = planOf(['The strike ran from January 12, 2026 to January 16, 2026.']);
    expect(swapsOf(bare).filter(([e]) => e === 'range-end').length).toBeGreaterThan(0);
  });
});

describe('a share restated as a fraction, and a figure of the same sentence', () => {
  const fractions = (text: string) => swapsOf(planOf([text])).filter(([e]) => e === 'fraction').map(([, t]) => t).sort();

  it('restates a share of something as the nearest fraction on each side that misses it by 10 points or more', () => {
    expect(fractions('Kestrel Payments paid 60% of the price in cash.')).toEqual([
      'Kestrel Payments paid half of the price in cash.', 'Kestrel Payments paid three-quarters of the price in cash.',
    ]);
    expect(fractions('Reservoir levels stood at 87 per cent of capacity.')).toEqual(['Reservoir levels stood at three-quarters of capacity.']);
    expect(fractions('62% of claims had been settled.')).toEqual(['Half of claims had been settled.', 'Three-quarters of claims had been settled.']);
  });

  it('leaves a share under 10% or over 90%, a share of nothing, a scaled or bounded figure, and a range alone', () => {
    expect(fractions('Arrears had climbed to 1.9% of balances.')).toEqual([]);
    expect(fractions('Rainfall was 106% of the long-term average.')).toEqual([]);
    expect(fractions('Castellan Capital bought a 40% stake in Norvale Energy.')).toEqual([]);
    expect(fractions('Prices rose 22% in May.')).toEqual([]);
    expect(fractions('About 40% of the works had never been shown.')).toEqual([]);
    expect(fractions('Fees fell from 42% to 29% of assets.')).toEqual([]);
  });

  it('restates only a share the span writes that way, never one a reading reworded (`60%` → `60 per cent`)', () => {
    const plan = [{ id: 'r-s1', text: 'Kestrel Payments paid 60% of the price in cash.' }];
    const of = (text: string) => figureSlots(text, [], plan, 'r-s1', createRng(2)).flatMap((s) => s.swaps).filter((w) => w.edit === 'fraction');
    expect(of('Kestrel Payments paid 60 per cent of the price in cash.')).toEqual([]);
    expect(of('Kestrel paid 60% of the price in cash.').map((w) => w.text)).toContain('Kestrel paid half of the price in cash.');
  });

  it('accepts a fraction that misses the share, and rejects one a reader may take for it or a reworded rest', () => {
    const deal = planOf(['Kestrel Payments paid 60% of the price in cash.']);
    expect(check(deal, 'Kestrel Payments paid half of the price in cash.')).toEqual([]);
    expect(check(deal, 'Kestrel Payments paid three-quarters of the price in cash.')).toEqual([]);
    expect(check(deal, 'Kestrel Payments paid three-fifths of the price in cash.').join()).toMatch(/within 10 points/);
    expect(check(deal, 'Kestrel Payments paid two-thirds of the price in cash.').join()).toMatch(/within 10 points/);
    expect(check(deal, 'Kestrel Payments paid half the price in cash.').join()).toMatch(/words other than figures changed/);
    expect(check(deal, 'Kestrel Payments paid half of the price in shares.').join()).toMatch(/words other than figures changed/);
    // Only a share of something reads as a fraction: `a three-quarters stake` is no English.
    expect(check(planOf(['Castellan Capital bought a 40% stake.']), 'Castellan Capital bought a three-quarters stake.').join()).toMatch(/kind changed/);
  });

  it('keeps a loose fraction away from a sentence that sets the share beside another in per cent', () => {
    expect(fractions('Fever occurred in 11.2% of vaccinated children and 9.8% of children given a placebo.')).toEqual([]);
    expect(fractions('Fever occurred in 11.2% of vaccinated children.')).toEqual(['Fever occurred in a quarter of vaccinated children.']);
  });

  it('refuses a fraction too near the one it replaces (`1 in 8` → `1 in 7`), keeps one 5 points or a factor of 1.5 away', () => {
    const spoil = planOf(['Satellites spoil 1 in 8 images taken by large telescopes.']);
    expect(check(spoil, 'Satellites spoil 1 in 7 images taken by large telescopes.').join()).toMatch(/too near a share/);
    expect(check(spoil, 'Satellites spoil 1 in 9 images taken by large telescopes.').join()).toMatch(/too near a share/);
    expect(check(spoil, 'Satellites spoil 1 in 16 images taken by large telescopes.')).toEqual([]);
    const output = planOf(['Redgum agreed to sell a quarter of its output to Hanil Cells.']);
    expect(check(output, 'Redgum agreed to sell a third of its output to Hanil Cells.')).toEqual([]);
    expect(check(output, 'Redgum agreed to sell a fifth of its output to Hanil Cells.')).toEqual([]);
  });

  it('never reuses a figure of the same compound measure, nor one that counts part of the slot\'s things', () => {
    const reusesOf = (text: string) => swapsOf(planOf(['The ship has 150 cabins.', text])).filter(([e]) => e === 'sentence-figure-reuse').map(([, t]) => t);
    expect(reusesOf('Faith Chebet won the race in 2 hours, 17 minutes and 44 seconds.')).toEqual([]);
    expect(reusesOf('Lucia Benitez called 38 witnesses, including 4 former employees of Marisco Lines.')).toEqual([]);
    expect(reusesOf('Lucia Benitez called 38 witnesses, 4 of whom were former employees.')).toEqual([]);
    expect(reusesOf('Lucia Benitez called 38 witnesses, 4 of them former employees.')).toEqual([]);
    // A reading that trimmed the part away (`… called 38 witnesses.`) still never takes its value: the span has it.
    const span = 'Lucia Benitez called 38 witnesses, including 4 former employees of Marisco Lines.';
    const trimmed = figureSlots('Lucia Benitez called 38 witnesses.', [], [{ id: 'w-s1', text: span }], 'w-s1', createRng(5)).flatMap((slot) => slot.swaps);
    expect(trimmed.filter((w) => w.text === 'Lucia Benitez called 4 witnesses.')).toEqual([]);
    // A figure in another role after the part still lends (`4 of whom` binds the 4, not what follows it).
    expect(reusesOf('Lucia Benitez called 38 witnesses over 9 days.')).toContain('Lucia Benitez called 9 witnesses over 9 days.');
    // The class check refuses it too, whoever wrote it (an LLM paraphrase goes through the same check).
    const trial = planOf(['Lucia Benitez called 38 witnesses, including 4 former employees of Marisco Lines.']);
    expect(check(trial, 'Lucia Benitez called 4 witnesses, including 4 former employees of Marisco Lines.').join()).toMatch(/part of the same things/);
    expect(check(trial, 'Lucia Benitez called 39 witnesses, including 4 former employees of Marisco Lines.')).toEqual([]);
    const whom = planOf(['Lucia Benitez called 38 witnesses, 4 of whom were former employees.']);
    expect(check(whom, 'Lucia Benitez called 4 witnesses, 4 of whom were former employees.').join()).toMatch(/part of the same things/);
    expect(check(whom, 'Lucia Benitez called 39 witnesses, 4 of whom were former employees.')).toEqual([]);
    // A share is no part of a sum (`$86 million, of which the fund paid 60%`): generator and check agree that the sum
    // may take 60 (once they disagreed, the generator reading 60% as part of the dollars).
    const cost = planOf(['The work cost $86 million, of which the Asian Coastal Fund paid 60%.'], ['Asian Coastal Fund']);
    expect(swapsOf(cost).map(([, t]) => t)).toContain('The work cost $60 million, of which the Asian Coastal Fund paid 60%.');
    expect(check(cost, 'The work cost $60 million, of which the Asian Coastal Fund paid 60%.')).toEqual([]);
    expect(reusesOf('The outage lasted 20 hours and cut power to 35 homes.')).toEqual(['The outage lasted 35 hours and cut power to 35 homes.', 'The outage lasted 20 hours and cut power to 20 homes.']);
    expect(reusesOf('The firm opened 3 shops and 2 cafes.')).toContain('The firm opened 3 shops and 3 cafes.');
  });

  it('tells a figure the sentence itself states from one another sentence states', () => {
    const cruise = planOf(['The ship has 150 cabins.', 'Norovirus sickened 214 passengers and 19 crew members during a 12-night voyage.']);
    const reuses = swapsOf(cruise).filter(([e]) => e.endsWith('figure-reuse'));
    expect(reuses).toContainEqual(['sentence-figure-reuse', 'Norovirus sickened 214 passengers and 12 crew members during a 12-night voyage.']);
    expect(reuses.filter(([e]) => e === 'figure-reuse').map(([, t]) => t)).toContain('Norovirus sickened 150 passengers and 19 crew members during a 12-night voyage.');
    expect(reuses.filter(([e, t]) => e === 'sentence-figure-reuse' && t.includes('150'))).toEqual([]);
    expect(reuses.filter(([e, t]) => e === 'figure-reuse' && / 12 crew/.test(t))).toEqual([]);
  });
});
