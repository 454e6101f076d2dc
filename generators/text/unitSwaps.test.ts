import { describe, expect, it } from 'vitest';
import type { Passage } from '../../datasets/types.ts';
import { createRng } from '../../engine/rng.ts';
import { checkScaleSwap, fullScaleAllowed, fullSwaps, scaleSwap } from '../scale-swap.ts';
import { rejectCorpus } from '../checkRejects.ts';
import { unitSwapsOf } from './unitSwaps.ts';
import { passageOf } from '../../test/passages.ts';

/** A one-span passage (span id `u-s1`). */
const planOf = (text: string): Passage => passageOf('u', [text], [], { topic: 't', domain: 'd' });
/** Every unit, period and currency swap of `text`. */
const swapsOf = (text: string) => unitSwapsOf(text, []).flat().map((s) => s.text);
/** The full repertoire of scale swaps of a one-span passage, plain and recast. */
const fullOf = (text: string) => {
  const passage = planOf(text);
  return [...fullSwaps(passage), ...scaleSwap.generate(passage, rejectCorpus(), createRng(1), { repertoire: 'full' })].map((c) => c.claim);
};

describe('unit swaps that would misread the sentence', () => {
  it('reads a bare `pounds` in a sentence about money as sterling, not a weight', () => {
    expect(swapsOf('Fresh Plate was fined 35,000 pounds after 64 pupils fell ill.')).toEqual([]);
    expect(swapsOf('The catch weighed 35,000 pounds.')).toEqual(['The catch weighed 35,000 kilograms.']);
    // A refund, a bonus or a debt is money too (`refund an average of 54 pounds` never becomes `54 kilograms`).
    expect(swapsOf('Lumen Energy will refund an average of 54 pounds to each customer.')).toEqual([]);
    expect(swapsOf('Each runner carried a pack of 54 pounds.')).toEqual(['Each runner carried a pack of 54 kilograms.']);
    // A bill, a fare or a toll is paid in sterling (`£1,742` reworded `1742 pounds` never becomes `1742 kilograms`).
    expect(swapsOf('The typical yearly bill climbed to 1742 pounds.')).toEqual([]);
    expect(swapsOf('The bridge toll rose to 4 pounds.')).toEqual([]);
    expect(swapsOf('The typical parcel climbed to 1742 pounds.')).toEqual(['The typical parcel climbed to 1742 kilograms.']);
    expect(fullOf('The typical annual bill rose to £1,742.').filter((c) => /kilogram/.test(c))).toEqual([]);
    const passage = planOf('Fresh Plate was fined 35,000 pounds after 64 pupils fell ill.');
    const claim = { claim: 'Fresh Plate was fined 35,000 kilograms after 64 pupils fell ill.', evidence: passage.spans, sourceSpan: 'u-s1', transform: 'test' };
    expect(checkScaleSwap(claim, passage)).toContainEqual(expect.stringContaining('may be sterling'));
  });

  it('leaves days counted as occasions (`on only 2 days`) alone, and swaps a span of days', () => {
    expect(swapsOf('Rain stopped play on only 2 days of the tournament.')).toEqual([]);
    expect(swapsOf('Rain stopped play for 2 days.')).toContainEqual('Rain stopped play for 2 weeks.');
    expect(swapsOf('They will plant it on 120,000 hectares.')).toContainEqual('They will plant it on 120,000 acres.');
  });

  it('never stretches a span two dates of the sentence pin, and swaps one they do not', () => {
    expect(swapsOf('The road was closed for 5 days, from 12 January 2026 to 16 January 2026.')).toEqual([]);
    expect(swapsOf('The road was closed for 5 days from 12 January 2026.')).toEqual([
      'The road was closed for 5 weeks from 12 January 2026.', 'The road was closed for 5 hours from 12 January 2026.',
      'The road was closed for 5 months from 12 January 2026.',
    ]);
  });

  it('never changes the currency of one of two amounts joined by `or`', () => {
    expect(swapsOf('The planting cost about $640,000, or $200 per fragment.').filter((t) => t.includes('€'))).toEqual([]);
    expect(swapsOf('The planting cost $640,000 and the survey $200.')).toContainEqual('The planting cost $640,000 and the survey €200.');
  });
});

describe('full-repertoire scale swaps people would not take for true', () => {
  it('raises a scale word only on money: no count or measure goes from millions to billions, and lowering stays', () => {
    expect(fullScaleAllowed('The farm will power 1.6 million homes.', 'The farm will power 1.6 billion homes.')).toBe(false);
    expect(fullScaleAllowed('Starward Drift sold 3.2 million copies.', 'Starward Drift sold 3.2 billion copies.')).toBe(false);
    expect(fullScaleAllowed('It drew 40 thousand fans.', 'It drew 40 million fans.')).toBe(false);
    expect(fullScaleAllowed('Petrolux plans to produce 2.4 million barrels a day.', 'Petrolux plans to produce 2.4 billion barrels a day.')).toBe(false);
    expect(fullScaleAllowed('Chirpline raised $95 million.', 'Chirpline raised $95 billion.')).toBe(true);
    expect(fullScaleAllowed('Revenue reached 412 million euros.', 'Revenue reached 412 billion euros.')).toBe(true);
    expect(fullScaleAllowed('Kestrel processed 1.8 billion transactions.', 'Kestrel processed 1.8 million transactions.')).toBe(true);
    expect(fullOf('The messaging app Chirpline reached 500 million monthly users.').filter((c) => c.includes('billion'))).toEqual([]);
    expect(fullOf('The river basin is home to 1.5 million people.').filter((c) => c.includes('billion'))).toEqual([]);
    expect(fullOf('Kestrel Payments processed 1.8 billion transactions in 2025.')).toContainEqual(expect.stringContaining('1.8 million transactions'));
    expect(fullOf('Brightwater Solar was sold for $410 million.')).toContainEqual(expect.stringContaining('$410 billion'));
  });

  it('never swaps % and percentage points beside a stated rate level, which fixes the reading', () => {
    const cut = 'The Cordell Reserve Board cut its main interest rate by 0.25 percentage points to 3.75% on 2026-03-05.';
    expect(fullOf(cut).filter((c) => /by 0\.25(?:%| per cent)/.test(c))).toEqual([]);
    expect(fullOf('The bank raised its main interest rate by 0.25 percentage points on 2026-03-05.')).toContainEqual(expect.stringContaining('by 0.25%'));
    const passage = planOf(cut);
    const claimOf = (claim: string) => ({ claim, evidence: passage.spans, sourceSpan: 'u-s1', transform: 'test' });
    expect(checkScaleSwap(claimOf(cut.replace('0.25 percentage points', '0.25%')), passage)).toContainEqual(expect.stringContaining('rate level'));
    const raised = planOf('The bank raised its main interest rate by 0.25 percentage points on 2026-03-05.');
    const bare = { claim: 'The bank raised its main interest rate by 0.25% on 2026-03-05.', evidence: raised.spans, sourceSpan: 'u-s1', transform: 'test' };
    expect(checkScaleSwap(bare, raised)).toEqual([]);
  });
});
