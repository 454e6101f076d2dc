import { describe, expect, it } from 'vitest';
import { decontextualise } from './decontextualise.ts';
import type { GeneratedClaim } from './types.ts';
import { passageOf } from '../test/passages.ts';

const entities = [
  { text: 'Halvorsen Museum of Art', kind: 'org' as const }, { text: 'Quillon Semiconductor', kind: 'org' as const },
  { text: 'Tove Lindahl', kind: 'person' as const },
];
const named = (texts: string[], i: number, claim: string): string | undefined => {
  const gifts = passageOf('dc-gift', texts, entities, { topic: 'dcgift', domain: 'cul' });
  const at: GeneratedClaim = { claim, evidence: gifts.spans, sourceSpan: gifts.spans[i].id, transform: 'edit', edits: ['digits'] };
  return decontextualise(at, gifts)?.claim;
};

describe('decontextualise: `the gift` names its giver from the nearest sentence that tells of a gift', () => {
  it('names no giver when the nearest gift was received (an earlier sentence\'s gift is another one)', () => {
    // The receiver written plainly, and with a place set off by commas.
    for (const [given, received] of [
      ['Quillon Semiconductor made a gift of 20 laptops to the Halvorsen Museum of Art.', 'The Halvorsen Museum of Art received a gift of 212 paintings on 14 November 2025.'],
      ['Quillon Semiconductor made a gift of 20 laptops to the school.', 'The Halvorsen Museum of Art, in Bergen, received a gift of 212 paintings.'],
    ]) {
      const claim = named([given, received, 'Tove Lindahl said a room for the gift would open on March 1, 2026.'], 2, 'Tove Lindahl said a room for the gift would open on March 2, 2026.');
      expect(claim ?? '', received).not.toMatch(/Quillon Semiconductor's gift|Museum of Art's gift/);
    }
  });

  it('names the giver whose sentence says another received it (`received` is not the subject\'s verb)', () => {
    expect(named([
      'Quillon Semiconductor made a gift of 20 laptops to the school, which received it in May.',
      'The head said the gift would help 300 pupils.',
    ], 1, 'The head said the gift would help 400 pupils.')).toBe("The head said Quillon Semiconductor's gift would help 400 pupils.");
  });
});
