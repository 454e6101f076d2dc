import { describe, expect, it } from 'vitest';
import { REPORTING_WORD, SPEECH_VERBS } from './reporting.ts';

describe('REPORTING_WORD', () => {
  it('finds each reporting word whole, anywhere in the text', () => {
    for (const word of ['said', 'says', 'say', 'told', 'tells', 'according', 'stated', 'added', 'warned', 'argued', 'claimed', 'announced', 'reported']) {
      expect(REPORTING_WORD.test(`the office ${word} that rain fell`)).toBe(true);
    }
  });

  it('holds every verb of saying the other reporting lists share', () => {
    expect(SPEECH_VERBS.filter((verb) => !REPORTING_WORD.test(`the office ${verb} that rain fell`))).toEqual([]);
  });

  it('rejects words that only contain one, and sentences that report nothing', () => {
    for (const text of ['the sayings of the elders', 'a reporter saw it', 'the addendum was signed', 'Harlow Bank closed its branch']) {
      expect(REPORTING_WORD.test(text)).toBe(false);
    }
  });
});
