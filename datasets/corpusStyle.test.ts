import { describe, expect, it } from 'vitest';
import { corpusStyle } from './corpusStyle.ts';

describe('corpusStyle', () => {
  it('counts words, commas, clauses and figures sentence by sentence', () => {
    const style = corpusStyle([
      'Lumora Devices sued Pixelgate Systems on 2024-02-14.',
      'Its lawyer, Gregory Haines, argued that the rate was wrong.',
      'The jury, which sat for nine days, awarded damages, ending the case.',
      'The trial heard witnesses.',
    ]);
    expect(style).toEqual({ sentences: 4, medianWords: 9, commasPerSentence: 1.25, clauseShare: 0.5, figureShare: 0.25 });
  });

  it('finds no clause in a plain sentence, nor a participle that follows no comma', () => {
    expect(corpusStyle(['The council closed seven branches.']).clauseShare).toBe(0);
    expect(corpusStyle(['Shares kept rising in Oslo.']).clauseShare).toBe(0);
    expect(corpusStyle(['Shares fell, erasing the gains.']).clauseShare).toBe(1);
    expect(corpusStyle(['The mayor resigned after the vote.']).clauseShare).toBe(1);
  });

  it('gives the lower middle length for an even count, and zeros for no sentence', () => {
    expect(corpusStyle(['One two.', 'One two three four.']).medianWords).toBe(2);
    expect(corpusStyle([])).toEqual({ sentences: 0, medianWords: 0, commasPerSentence: 0, clauseShare: 0, figureShare: 0 });
  });
});
