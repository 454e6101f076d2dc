import { describe, expect, it } from 'vitest';
import { entityGateTrips, entityNames } from './entityNames.ts';
import { tokenize } from './tokens.ts';

describe('entityNames', () => {
  it('takes capitalised words not at sentence start, and multiword names anywhere', () => {
    expect(entityNames('The museum in Paris was designed by Gustave Eiffel. Marie Curie visited it.')).toEqual([
      ['paris'], ['gustave', 'eiffel'], ['marie', 'curie'],
    ]);
  });

  it('skips a single capitalised sentence opener, months, weekdays and the pronoun I', () => {
    expect(entityNames('Yesterday I left on Monday 5 March. Rain fell!')).toEqual([]);
  });

  it('does not join names across punctuation', () => {
    expect(entityNames('She met Ada, Grace and Alan.')).toEqual([['ada'], ['grace'], ['alan']]);
  });
});

describe('entityGateTrips', () => {
  it('trips when any token of any name is absent from the span', () => {
    const span = new Set(tokenize('Pierre Curie discovered polonium.'));
    expect(entityGateTrips([['marie', 'curie']], span)).toBe(true);
    expect(entityGateTrips([['pierre', 'curie']], span)).toBe(false);
    expect(entityGateTrips([], span)).toBe(false);
  });
});
