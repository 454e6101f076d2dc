import { describe, expect, it } from 'vitest';
import { readQuantities } from '../engine/quantities.ts';
import { rejectCorpus } from './checkRejects.ts';
import { KIT_PASSAGES } from './rejects/kit.ts';
import { FIXTURE_PASSAGES } from './fixtures.ts';
import { createRng } from '../engine/rng.ts';
import { checkScaleSwap, fullSwaps, scaleSwap } from './scale-swap.ts';
import { readingProblems } from './recast.ts';
import type { GeneratedClaim } from './types.ts';

const corpus = rejectCorpus();
const ferry = KIT_PASSAGES.find((p) => p.id === 'kit-002')!;
const bank = FIXTURE_PASSAGES[0];
/** The full repertoire before recasting (recast claims: the last describe). */
const full = (passage = ferry) => fullSwaps(passage);
const claimsOf = (claims: GeneratedClaim[], edit: string) => claims.filter((c) => c.edits?.includes(edit)).map((c) => c.claim);

describe('scale-swap: no euros before the euro', () => {
  const league = (year: number) => ({
    ...bank, id: `eu-${year}`, domain: 'history',
    spans: [
      { id: `eu-${year}-s1`, text: `The Northern League had 22,000 members by ${year}.` },
      { id: `eu-${year}-s2`, text: `Treasurer Lydia Marsh raised £9,400 in donations in ${year} alone.` },
    ],
  });

  it('refuses a swap into euros in a passage dated before 1999, keeps it after, and keeps dollars before', () => {
    const old = league(1913);
    expect(claimsOf(fullSwaps(old), 'currency').filter((c) => /€|euro/.test(c))).toEqual([]);
    expect(claimsOf(fullSwaps(old), 'currency')).toContain('Treasurer Lydia Marsh raised $9,400 in donations in 1913 alone.');
    const claimOf = (text: string, passage: typeof old): GeneratedClaim =>
      ({ claim: text, evidence: passage.spans, sourceSpan: passage.spans[1].id, transform: 'hand-written', edits: ['currency'] });
    expect(checkScaleSwap(claimOf('Treasurer Lydia Marsh raised €9,400 in donations in 1913 alone.', old), old).join(' ')).toMatch(/before 1999/);
    const recent = league(2013);
    expect(checkScaleSwap(claimOf('Treasurer Lydia Marsh raised €9,400 in donations in 2013 alone.', recent), recent)).toEqual([]);
  });

  it('names a source span the passage does not have, and only that: no euro check against an empty span', () => {
    const old = league(1913);
    const claim: GeneratedClaim = { claim: 'Treasurer Lydia Marsh raised €9,400 in donations in 1913 alone.', evidence: old.spans, sourceSpan: 'eu-1913-s9', transform: 'hand-written' };
    expect(checkScaleSwap(claim, old)).toEqual(['source span eu-1913-s9 is not in passage eu-1913']);
    expect(checkScaleSwap({ ...claim, sourceSpan: 'eu-1913-s2' }, old)).not.toContainEqual(expect.stringContaining('is not in passage'));
  });
});

describe('scale-swap, full repertoire', () => {
  const claims = full();

  it('changes a unit within its dimension, the figure kept, to the most plausible unit that makes the claim false', () => {
    expect(claimsOf(claims, 'unit')).toEqual(expect.arrayContaining([
      'Mara Quint said the new ferry burns 2 tonnes of fuel a day and needs 3 days to refuel.',
      'Mara Quint said the new ferry burns 2 kilograms of fuel a day and needs 3 hours to refuel.',
      'The galley serves 400 meals a day, each made with 1 tablespoon of salt.',
    ]));
    for (const c of claims) expect(checkScaleSwap(c, ferry), c.claim).toEqual([]);
  });

  it('changes a rate period, keeping the article right', () => {
    expect(claimsOf(claims, 'rate-period')).toEqual(expect.arrayContaining([
      'The galley serves 400 meals a week, each made with 1 teaspoon of salt.',
      'Mara Quint said the new ferry burns 2 tonnes of fuel a week and needs 3 hours to refuel.',
    ]));
  });

  it('after a lower bound (`over 38 kilometres`) only moves to a larger amount', () => {
    const bounded = claims.filter((c) => c.sourceSpan === 'kit-002-s2' && !/38 kilometres/.test(c.claim));
    expect(bounded.map((c) => c.claim)).toContain('The first ferry of Tessel Ferries carried 420 passengers over 38 miles in 1 hour and 50 minutes.');
    for (const c of bounded) {
      const [, distance] = readQuantities(c.claim);
      if (distance.unit?.def.dimension === 'length') expect(distance.magnitude, c.claim).toBeGreaterThan(38_000);
    }
  });

  it('swaps a currency written as a word (`kroner` → `euros`)', () => {
    const passage = { ...ferry, spans: [{ id: 'k-s1', text: 'The cable car cost 430 million kroner to build.' }] };
    expect(claimsOf(full(passage), 'currency')).toEqual(['The cable car cost 430 million euros to build.']);
  });

  it('swaps currencies by symbol and keeps the classic scale swaps, with edit ids', () => {
    const swaps = full(bank);
    expect(claimsOf(swaps, 'currency')).toContain('Harlow Bank acquired Calder Savings for €215 million in 2024.');
    const classic = scaleSwap.generate(bank, corpus, createRng(2).fork(bank.id), { repertoire: 'classic' });
    expect(claimsOf(swaps, 'scale-word')).toEqual(classic.map((c) => c.claim));
  });
});

describe('the scale-swap check', () => {
  const claim = (text: string, sourceSpan = 'kit-002-s5'): GeneratedClaim => ({ claim: text, evidence: ferry.spans, sourceSpan, transform: 'test' });

  it('rejects a unit under an upper bound moved to a larger amount, and accepts it moved to a smaller one', () => {
    const passage = { ...ferry, spans: [{ id: 'b-s1', text: 'Repairs took less than 4 hours.' }] };
    const check = (text: string) => checkScaleSwap({ claim: text, evidence: passage.spans, sourceSpan: 'b-s1', transform: 'test' }, passage);
    expect(check('Repairs took less than 4 days.').join()).toMatch(/upper bound allows a larger amount/);
    expect(check('Repairs took less than 4 minutes.')).toEqual([]);
  });

  it('rejects a currency swap under `about` (exchange rates may cover it)', () => {
    const passage = { ...ferry, spans: [{ id: 'c-s1', text: 'The ticket costs about $40.' }] };
    const problems = checkScaleSwap({ claim: 'The ticket costs about €40.', evidence: passage.spans, sourceSpan: 'c-s1', transform: 'test' }, passage);
    expect(problems.join()).toMatch(/does not compare/);
  });

  it('accepts a unit swap and a period swap on the kit passage', () => {
    expect(checkScaleSwap(claim('Mara Quint said the new ferry burns 2 tonnes of fuel a day and needs 3 minutes to refuel.'), ferry)).toEqual([]);
    expect(checkScaleSwap(claim('Mara Quint said the new ferry burns 2 tonnes of fuel a month and needs 3 hours to refuel.'), ferry)).toEqual([]);
  });
});


describe('scale-swap, recast the way people write', () => {
  it('proves every recast claim from its reading; a claim that carries content is no swap of the span as written', () => {
    const passages = [...corpus.passages];
    let carried = 0;
    for (const passage of passages) {
      for (const c of scaleSwap.generate(passage, corpus, createRng(1).fork(passage.id), { repertoire: 'full' }).filter((x) => x.reading !== undefined)) {
        expect(checkScaleSwap(c, passage), c.claim).toEqual([]);
        expect(readingProblems(c.reading!, passage, c.sourceSpan), c.claim).toEqual([]);
        if (!c.reading!.some((s) => s.edit.startsWith('carry-'))) continue;
        carried++;
        expect(checkScaleSwap({ ...c, reading: undefined }, passage), c.claim).not.toEqual([]);
      }
    }
    expect(carried).toBeGreaterThan(0);
  });
});
