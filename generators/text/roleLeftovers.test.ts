import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../../datasets/types.ts';
import { roleSwapProblems, roleSwapsOf } from './roleSwaps.ts';

const org = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'org' }));
const person = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'person' }));
const place = (...names: string[]): EntityMention[] => names.map((text) => ({ text, kind: 'place' }));
const swaps = (sentence: string, entities: EntityMention[]) => roleSwapsOf(sentence, entities).map((s) => s.text);

describe('roleSwapsOf: nothing left behind that still points at a swapped name', () => {
  it('never swaps names a definite, a claimant\'s case or a place phrase left behind still points at', () => {
    const parties = org('Ravensholm Hospital', 'Thistlebank Construction');
    // `the builder` was the one sued; after a swap it would be the one suing.
    expect(swaps('Ravensholm Hospital sued Thistlebank Construction, arguing that the builder had failed to fit pumps.', parties)).toEqual([]);
    expect(roleSwapProblems('Ravensholm Hospital hired Thistlebank Construction after the builder cut its price.', 'Thistlebank Construction hired Ravensholm Hospital after the builder cut its price.', parties).join())
      .toMatch(/pronoun `its`/);
    expect(roleSwapProblems('Ravensholm Hospital hired Thistlebank Construction before the builder bid.', 'Thistlebank Construction hired Ravensholm Hospital before the builder bid.', parties).join())
      .toMatch(/`the builder` may stand for/);
    // What the claimant seeks or sues on behalf of is the claimant's own case.
    expect(swaps('Ravensholm Hospital sued Thistlebank Construction on behalf of 40 patients.', parties)).toEqual([]);
    expect(swaps('Ravensholm Hospital took Thistlebank Construction to court, seeking £9.4 million.', parties)).toEqual([]);
    expect(swaps('Ravensholm Hospital sued Thistlebank Construction for £9.4 million.', parties)).toEqual(['Thistlebank Construction sued Ravensholm Hospital for £9.4 million.']);
    // `seeking` outside a legal action is no claimant's case.
    expect(swaps('Ravensholm Hospital hired Thistlebank Construction, seeking a faster build.', parties)).toEqual(['Thistlebank Construction hired Ravensholm Hospital, seeking a faster build.']);
    // `in Brest` after the one sold to places that one, not the sale.
    const sale = [...org('Lusaverde Institute', 'Armorique Institute'), ...place('Brest')];
    expect(swaps('The Lusaverde Institute sold the vehicle to the Armorique Institute in Brest.', sale)).toEqual([]);
    expect(swaps('The Lusaverde Institute sold the vehicle to the Armorique Institute in 2024.', sale)).toEqual(['The Armorique Institute sold the vehicle to the Lusaverde Institute in 2024.']);
  });

  it('reads a definite with a word before its noun, a person\'s role, and lost wages; never a name\'s capitalised noun or a possessive', () => {
    const parties = org('Ravensholm Hospital', 'Thistlebank Construction');
    expect(swaps('Ravensholm Hospital hired Thistlebank Construction before the Leeds builder bid.', parties)).toEqual([]);
    expect(swaps('Ravensholm Hospital hired Thistlebank Construction after the construction firm cut prices.', parties)).toEqual([]);
    expect(swaps('Ravensholm Hospital hired Thistlebank Construction after the carmaker cut prices.', parties)).toEqual([]);
    expect(swaps('Ravensholm Hospital hired Thistlebank Construction after the Bank of England cut rates.', parties))
      .toEqual(['Thistlebank Construction hired Ravensholm Hospital after the Bank of England cut rates.']);
    expect(swaps('Ravensholm Hospital bought the savings business of Thistlebank Construction.', parties))
      .toEqual(['Thistlebank Construction bought the savings business of Ravensholm Hospital.']);
    expect(swaps('Ravensholm Hospital hired Thistlebank Construction as the club\'s shirt sponsor.', parties))
      .toEqual(['Thistlebank Construction hired Ravensholm Hospital as the club\'s shirt sponsor.']);
    const people = person('Rosa Delgado', 'Gordon Whitaker');
    expect(swaps('Rosa Delgado replaced Gordon Whitaker after the incumbent left.', people)).toEqual([]);
    expect(swaps('Rosa Delgado replaced Gordon Whitaker after a long search.', people)).toEqual(['Gordon Whitaker replaced Rosa Delgado after a long search.']);
    expect(swaps('The Harbour Guild sued the Lakeside Orchestra for C$2.6 million in lost wages.', org('Harbour Guild', 'Lakeside Orchestra'))).toEqual([]);
    expect(swaps('The Harbour Guild sued the Lakeside Orchestra for C$2.6 million.', org('Harbour Guild', 'Lakeside Orchestra')))
      .toEqual(['The Lakeside Orchestra sued the Harbour Guild for C$2.6 million.']);
    // `to court` as a verb (`to court investors`) is no legal action, so no claimant's case follows it.
    expect(swaps('Ravensholm Hospital hired Thistlebank Construction to court investors, seeking a partner.', parties))
      .toEqual(['Thistlebank Construction hired Ravensholm Hospital to court investors, seeking a partner.']);
  });

  it('takes a name after `from` as a place\'s owner too, and a target after `aimed at` as a role', () => {
    const sale = [...org('Lusaverde Institute', 'Armorique Institute'), ...place('Brest')];
    expect(swaps('The Lusaverde Institute bought the vehicle from the Armorique Institute in Brest.', sale)).toEqual([]);
    expect(swaps('The Lusaverde Institute bought the vehicle from the Armorique Institute in 2024.', sale))
      .toEqual(['The Armorique Institute bought the vehicle from the Lusaverde Institute in 2024.']);
    const firms = org('Harlow Bank', 'Calder Savings');
    expect(swaps('Harlow Bank took aim at Calder Savings.', firms)).toEqual(['Calder Savings took aim at Harlow Bank.']);
    expect(roleSwapProblems('Harlow Bank opened a branch at Calder Savings.', 'Calder Savings opened a branch at Harlow Bank.', firms).join())
      .toMatch(/only places the event/);
  });

  it('never swaps the ends of a service or of flights, sailings or crossings; one flight has a start and an end', () => {
    const cities = place('Brussels', 'Milan');
    expect(swaps('Skyward ran flights from Brussels to Milan.', cities)).toEqual([]);
    expect(swaps('Skyward ran daily sailings from Brussels to Milan.', cities)).toEqual([]);
    expect(swaps('The jet crashed on its flight from Brussels to Milan.', cities)).toEqual(['The jet crashed on its flight from Milan to Brussels.']);
  });
});
