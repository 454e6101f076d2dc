import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../../datasets/types.ts';
import { checkNumberSwap } from '../number-swap.ts';
import type { GeneratedClaim } from '../types.ts';
import { countsAPair } from './figureCheck.ts';
import { quantitiesOf } from './quantityReadings.ts';
import { passageOf } from '../../test/passages.ts';

const entities: EntityMention[] = [{ text: 'Nubifer Aviation', kind: 'org' }, { text: 'Harlow Bank', kind: 'org' }];
const hail = passageOf('t', [
  'Cantina Sorelvo sued Nubifer Aviation over hail.',
  "The cooperative says neither of Nubifer's two aircraft took off on the evening of the hailstorm.",
], entities, { topic: 'test' });
const shut = passageOf('u', ['Harlow Bank cut rates.', 'Neither bank would say why 3 branches shut.'], entities, { topic: 'test' });

/** The number-swap check of a full-repertoire claim against the passage's last span. */
function check(claim: string, passage = hail): string[] {
  const c: GeneratedClaim = { claim, evidence: passage.spans, sourceSpan: passage.spans.at(-1)!.id, transform: 'test', edits: ['number-word'] };
  return checkNumberSwap(c, passage);
}

/** Whether the first figure of `text` is a count `neither`, `either` or `both` governs. */
const pairCount = (text: string) => countsAPair(text, quantitiesOf(text)[0]);

describe('a count `neither`, `either` or `both` governs', () => {
  it('is no figure to swap: those words speak of two things (`neither of its four aircraft`)', () => {
    expect(check("The cooperative says neither of Nubifer's four aircraft took off on the evening of the hailstorm.")).toContainEqual(
      expect.stringContaining('`neither`, `either` or `both` governs'),
    );
    expect(pairCount("Neither of Nubifer Aviation's 2 aircraft flew.")).toBe(true);
    expect(pairCount('Both the two banks cut rates.')).toBe(true);
    expect(pairCount('Both of its two plants closed.')).toBe(true);
    expect(pairCount('Either of the two sites may host it.')).toBe(true);
    expect(pairCount("Neither of the company's two aircraft flew.")).toBe(true);
    expect(pairCount("Neither of its fleet's two aircraft flew.")).toBe(true);
    expect(pairCount('Both of these last two plants closed.')).toBe(true);
    expect(pairCount('Both of its two plants and 3 offices closed.')).toBe(true);
    expect(pairCount('Neither of its two plants closed, or so it said.')).toBe(true);
    expect(pairCount('Either of its two sites, or the depot, may host it.')).toBe(true);
  });

  it('is still a figure when the pair word governs something else (`both sides agreed to pay 5 fines`)', () => {
    expect(pairCount('Both sides agreed to pay 5 fines.')).toBe(false);
    expect(pairCount('Neither bank would say why 3 branches shut.')).toBe(false);
    expect(pairCount('The two banks both cut rates.')).toBe(false);
    expect(pairCount('The cooperative will buy either 3 or 4 aircraft.')).toBe(false);
    expect(pairCount('It flew neither 2 nor 3 times.')).toBe(false);
    expect(pairCount('Both of its 40% stakes were sold.')).toBe(false);
    expect(pairCount('The plan offers both 2 and 3 bedroom flats.')).toBe(false);
    expect(pairCount('The cooperative will buy either 3 aircraft or 4.')).toBe(false);
    expect(pairCount('Either 3, 4 or 5 sites will close.')).toBe(false);
    expect(pairCount('Either three, four or five sites will close.')).toBe(false);
    expect(pairCount('It flew neither two nor three times.')).toBe(false);
    expect(check('Neither bank would say why 5 branches shut.', shut)).toEqual([]);
  });
});
