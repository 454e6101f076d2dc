import { describe, expect, it } from 'vitest';
import { loadHandwritten } from '../datasets/handwritten.ts';
import { measureDifficulty, type CaseOverlap } from './difficulty.ts';
import { FABRICATION_HARD_COVERAGE, SUPPORTED_HARD_JACCARD, UNSUPPORTED_HARD_COVERAGE, inTier, tierOf } from './tiers.ts';

const overlap = (patch: Partial<CaseOverlap>): CaseOverlap => ({
  span: 's1', against: 'source-span', jaccard: 0.5, coverage: 0.5, numerics: 'none', ...patch,
});

describe('tiers', () => {
  const tier = (cls: string, expected: 'supported' | 'unsupported' | 'partial', o: Partial<CaseOverlap>) =>
    tierOf(cls, expected, { overlap: overlap(o), edits: [] });

  it('puts a supported claim in the hard tier only when its overlap with the source is low', () => {
    expect(tier('paraphrase', 'supported', { jaccard: 0.86 })).toBe('easy');
    expect(tier('paraphrase', 'supported', { jaccard: SUPPORTED_HARD_JACCARD + 0.01 })).toBe('easy');
    expect(tier('paraphrase', 'supported', { jaccard: SUPPORTED_HARD_JACCARD })).toBe('hard');
    expect(tier('an-unknown-supported-class', 'supported', { jaccard: 0.95 })).toBe('easy');
  });

  it('puts an edited unsupported claim in the hard tier only when it still looks like its source', () => {
    for (const cls of ['number-swap', 'entity-swap', 'negation', 'scale-swap', 'date-shift', 'role-swap']) {
      expect(tier(cls, 'unsupported', { coverage: UNSUPPORTED_HARD_COVERAGE - 0.01, numerics: 'novel' }), cls).toBe('easy');
      expect(tier(cls, 'unsupported', { coverage: UNSUPPORTED_HARD_COVERAGE, numerics: 'novel' }), cls).toBe('hard');
    }
  });

  it('keeps a number swap made only of classic edits (a digit changed to a new figure) out of the hard tier', () => {
    const facts = (edits: string[]) => ({ overlap: overlap({ coverage: 0.95, numerics: 'novel' }), edits });
    expect(tierOf('number-swap', 'unsupported', facts(['digits']))).toBe('easy');
    expect(tierOf('number-swap', 'unsupported', facts(['date-component', 'digits']))).toBe('easy');
    expect(tierOf('number-swap', 'unsupported', facts(['digits', 'decontext-definite']))).toBe('easy');
    expect(tierOf('number-swap', 'unsupported', facts(['ordinal']))).toBe('hard');
    expect(tierOf('number-swap', 'unsupported', facts(['digits', 'figure-reuse']))).toBe('hard');
    expect(tierOf('number-swap', 'unsupported', facts([]))).toBe('hard');
    expect(tierOf('negation', 'unsupported', facts(['digits']))).toBe('hard');
  });

  it('keeps a fabrication out of the hard tier when it adds a figure or barely resembles the plan', () => {
    for (const cls of ['topical-fabrication', 'distractor-pad', 'an-unknown-unsupported-class']) {
      expect(tier(cls, 'unsupported', { coverage: 0.9, numerics: 'novel' }), cls).toBe('easy');
      expect(tier(cls, 'unsupported', { coverage: FABRICATION_HARD_COVERAGE - 0.01, numerics: 'none' }), cls).toBe('easy');
      expect(tier(cls, 'unsupported', { coverage: FABRICATION_HARD_COVERAGE, numerics: 'none' }), cls).toBe('hard');
      expect(tier(cls, 'unsupported', { coverage: 0.6, numerics: 'in-plan' }), cls).toBe('hard');
    }
    expect(tier('mixed', 'partial', { numerics: 'novel' })).toBe('easy');
    expect(tier('mixed', 'partial', { numerics: 'in-plan' })).toBe('hard');
  });

  it('puts verbatim in both tiers, and a tier filter selects its tier plus `both`', () => {
    expect(tier('verbatim', 'supported', { jaccard: 1 })).toBe('both');
    expect(inTier('both', 'easy') && inTier('both', 'hard') && inTier('easy', 'all') && inTier('hard', 'all')).toBe(true);
    expect(inTier('easy', 'hard')).toBe(false);
    expect(inTier('hard', 'easy')).toBe(false);
  });
});

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
