import { describe, expect, it } from 'vitest';
import { loadHandwritten } from '../datasets/handwritten.ts';
import { UNSUPPORTED_HARD_COVERAGE, measureDifficulty } from './difficulty.ts';

/** The unsupported classes that edit a plan span: their tier reads the source span's coverage of the claim. */
const SPAN_EDIT_CLASSES = ['number-swap', 'entity-swap', 'negation', 'scale-swap', 'date-shift', 'role-swap'];

describe('the coverage bar of edited unsupported claims, set from the hand-written set', () => {
  const hand = loadHandwritten().filter((c) => SPAN_EDIT_CLASSES.includes(c.class));
  const measured = hand.map((c) => ({ id: c.id, ...measureDifficulty(c) }));

  it('lies below every hand-written claim of these classes, within 0.05 of the lowest (rounded down)', () => {
    expect(new Set(hand.map((c) => c.class))).toEqual(new Set(SPAN_EDIT_CLASSES));
    const lowest = Math.min(...measured.map((m) => m.coverage));
    expect(lowest).toBeGreaterThanOrEqual(UNSUPPORTED_HARD_COVERAGE);
    expect(lowest - UNSUPPORTED_HARD_COVERAGE).toBeLessThan(0.05);
  });

  it('so the hard tier calls easy no claim people wrote', () => {
    expect(measured.filter((m) => m.tier === 'easy').map((m) => m.id)).toEqual([]);
  });
});
