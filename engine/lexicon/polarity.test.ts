import { describe, expect, it } from 'vitest';
import { antonymsOf, polarityConflict, readPolarity } from './polarity.ts';

const conflict = (claim: string, span: string): boolean => polarityConflict(readPolarity(claim), readPolarity(span));

describe('readPolarity', () => {
  it('puts the content words a negation governs apart from those the text asserts', () => {
    const p = readPolarity('The mill did not reopen the weaving shed.');
    expect([...p.negated]).toEqual(['reopen']);
    expect(p.asserted.has('mill') && p.asserted.has('shed')).toBe(true);
    expect(p.asserted.has('reopen')).toBe(false);
  });

  it('reads negating phrases and split contractions, and ends a scope at a clause break', () => {
    expect(readPolarity('It failed to win.').negated.has('win')).toBe(true);
    expect(readPolarity('It no longer runs.').negated.has('run')).toBe(true);
    expect(readPolarity('He declined to comment.').negated.has('comment')).toBe(true);
    expect(readPolarity('Mauresmo isn \'t favored.').negated.has('favored')).toBe(true);
    expect(readPolarity('It did nothing, said Talib.').negated.has('say')).toBe(false);
    expect(readPolarity('It had never smoked but lived nearby.').negated.has('live')).toBe(false);
  });

  it('does not read `not only` as a negation', () => {
    expect(readPolarity('Not only sales but also profits rose.').negated.size).toBe(0);
  });
});

describe('polarityConflict', () => {
  it('finds a negation the span lacks, in either direction', () => {
    expect(conflict('The payment was not made on 5 December.', 'The payment was made on 5 December.')).toBe(true);
    expect(conflict('The payment was made on 5 December.', 'The payment was not made on 5 December.')).toBe(true);
    expect(conflict('The station no longer sells tickets.', 'The station sells tickets.')).toBe(true);
    expect(conflict("The firm didn't hire staff.", 'The firm hired 40 staff.')).toBe(true);
  });

  it('finds asserted antonyms', () => {
    expect(conflict('Prices rose in March.', 'Prices fell in March.')).toBe(true);
    expect(conflict('The jury convicted him.', 'The jury acquitted him.')).toBe(true);
    expect(antonymsOf('rise').has('fall')).toBe(true);
  });

  it('accepts agreeing polarity, a negated antonym, and texts that both negate', () => {
    expect(conflict('Prices rose in March.', 'Prices rose in March.')).toBe(false);
    expect(conflict('Prices did not rise in March.', 'Prices fell in March.')).toBe(false);
    expect(conflict('Authorities did not release the names.', 'Neither police nor authorities would release the names.')).toBe(false);
    expect(conflict('The bridge opened in 2026.', 'The council said the bridge did not close.')).toBe(false);
    expect(conflict('Sales rose and costs fell.', 'Costs fell while sales rose.')).toBe(false);
  });
});
