import { describe, expect, it } from 'vitest';
import { isSpeechAct, REPORTING_WORD, SPEECH_VERBS } from './reporting.ts';

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

describe('isSpeechAct', () => {
  it('tells a predicate opening on a speech act, active or passive', () => {
    for (const p of ['urged both sides to accept mediation', 'called Calder Savings a natural partner', 'denied the claim', 'apologised to patients',
      'was announced', 'said the board would pay', 'told reporters sales had dropped', 'asked for a pay rise', 'thanked the volunteers',
      'had warned of flooding', 'has urged the council to act', 'have called for a ban', 'had been announced']) {
      expect(isSpeechAct(p), p).toBe(true);
    }
  });

  it('leaves deeds alone, a speech verb later in the predicate or inside a word too', () => {
    for (const p of ['called off the strike', 'cut its rates', 'published the report it announced', 'recalled the cars', 'saidin', 'had cut its rates', 'has been fined']) {
      expect(isSpeechAct(p), p).toBe(false);
    }
  });
});
