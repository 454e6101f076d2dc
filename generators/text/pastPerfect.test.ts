import { describe, expect, it } from 'vitest';
import { datesPastPerfect } from './pastPerfect.ts';

/** Whether `date`, as written in `text`, dates a past-perfect clause. */
const dates = (text: string, date: string) => datesPastPerfect(text, text.indexOf(date), text.indexOf(date) + date.length);

describe('a date of a past-perfect clause', () => {
  it('is found after the verb, past adverbs and `been`, fronted with or without a comma, or inside the clause', () => {
    expect(dates('The court had dismissed the suit on 2026-02-17.', '2026-02-17')).toBe(true);
    expect(dates('The court had already dismissed the suit on 2026-02-17.', '2026-02-17')).toBe(true);
    expect(dates('The reservoir had been empty on 2026-02-17.', '2026-02-17')).toBe(true);
    expect(dates('On 17 February 2026, the court had dismissed the suit.', '17 February 2026')).toBe(true);
    expect(dates('On 17 February 2026 the court had dismissed the suit.', '17 February 2026')).toBe(true);
    expect(dates('The court had, on 17 February 2026, dismissed the suit.', '17 February 2026')).toBe(true);
    expect(dates('The court had dismissed the suit on 2026-02-17, and the firm appealed.', '2026-02-17')).toBe(true);
  });

  it('is found after `had (on)` with its participle after the date, and after a fronted phrase past comma-set ones', () => {
    expect(dates('The court had on 17 February 2026 dismissed the suit.', '17 February 2026')).toBe(true);
    expect(dates('The court had dismissed the suit as of 17 February 2026.', '17 February 2026')).toBe(true);
    expect(dates('As of 17 February 2026, the court had dismissed the suit.', '17 February 2026')).toBe(true);
    expect(dates('In a ruling on 17 February 2026, the court had dismissed the suit.', '17 February 2026')).toBe(true);
    expect(dates('On 17 February 2026, following a hearing, the court had dismissed the suit.', '17 February 2026')).toBe(true);
    expect(dates('On 17 February 2026, citing a hearing, the court had dismissed the suit.', '17 February 2026')).toBe(true);
    expect(dates('The firm had as of 17 February 2026 raised 4 million.', '17 February 2026')).toBe(true);
    expect(dates('In a court ruling on 17 February 2026, the court had dismissed the suit.', '17 February 2026')).toBe(true);
  });

  it('is found in the clause a date opens after a boundary word, with no comma before it', () => {
    expect(dates('The court said that on 3 March 2026 it had dismissed the case.', '3 March 2026')).toBe(true);
    expect(dates('On 3 March 2026 the court had found the firm liable.', '3 March 2026')).toBe(true);
    expect(dates('The board met, and on 3 March 2026 the firm had sold the unit.', '3 March 2026')).toBe(true);
    expect(dates('The court said that on 3 March 2026 it dismissed the case.', '3 March 2026')).toBe(false);
    expect(dates('The board met, and on 3 March 2026 the firm sold the unit.', '3 March 2026')).toBe(false);
  });

  it('is not one of a simple past, nor of a clause other than the date\'s', () => {
    expect(dates('The court dismissed the suit on 2026-02-17.', '2026-02-17')).toBe(false);
    expect(dates('The court dismissed the suit on 2026-02-17, after the firm had appealed.', '2026-02-17')).toBe(false);
    expect(dates('After the firm had appealed, the court ruled on 2026-02-17.', '2026-02-17')).toBe(false);
    expect(dates('The firm said on 3 March 2026 that it had appealed.', '3 March 2026')).toBe(false);
    expect(dates('The firm said on 3 March 2026 it had appealed.', '3 March 2026')).toBe(false);
    expect(dates('The court, on 17 February 2026, dismissed the suit.', '17 February 2026')).toBe(false);
    expect(dates('On 17 February 2026 the court dismissed the suit.', '17 February 2026')).toBe(false);
    expect(dates('The firm had appealed and on 17 February 2026 the court ruled.', '17 February 2026')).toBe(false);
    expect(dates('The court had on 17 February 2026 a hearing.', '17 February 2026')).toBe(false);
    expect(dates('As of 17 February 2026, the court dismissed the suit.', '17 February 2026')).toBe(false);
    expect(dates('In a ruling on 17 February 2026, the court dismissed the suit.', '17 February 2026')).toBe(false);
    expect(dates('In a court ruling on 17 February 2026, the court dismissed the suit.', '17 February 2026')).toBe(false);
    expect(dates('On 17 February 2026, citing a hearing, the court dismissed the suit.', '17 February 2026')).toBe(false);
    expect(dates('The firm had as of 17 February 2026 a stake.', '17 February 2026')).toBe(false);
    expect(dates('In a ruling on 3 March 2026 the court found the firm had misled buyers.', '3 March 2026')).toBe(false);
    expect(dates('On 3 March 2026 Reuters reported the court had dismissed the case.', '3 March 2026')).toBe(false);
    expect(dates('On 17 February 2026, following a hearing, the court dismissed the suit.', '17 February 2026')).toBe(false);
    expect(dates('On 17 February 2026, following a hearing, the court ruled, and the firm had appealed.', '17 February 2026')).toBe(false);
  });
});
