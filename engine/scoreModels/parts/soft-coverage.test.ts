import { describe, expect, it } from 'vitest';
import { buildPlanIdfFromTokens } from '../../idf.ts';
import { lexCoverage } from '../../lex.ts';
import { tokenize } from '../../tokens.ts';
import { lexicalProblems } from './contractKit.ts';
import { softCoverage } from './soft-coverage.ts';

/** The measure's reference value of a claim against one span (plan = that span). */
function soft(claim: string, span: string, options = {}): number {
  const idf = buildPlanIdfFromTokens([tokenize(span)]);
  return softCoverage(options).reference(tokenize(claim), tokenize(span), idf);
}

describe('soft-coverage', () => {
  it('meets the lexical-measure contract at its defaults and other settings', () => {
    expect(lexicalProblems(softCoverage())).toEqual([]);
    expect(lexicalProblems(softCoverage({ lemmaWeight: 0.5, synonymWeight: 0, functionWeight: 0.2 }))).toEqual([]);
  });

  it('equals SPEC A2 coverage with every soft weight at 0 and function words at 1', () => {
    const claim = 'The council bought the old mill in 2021.';
    const span = 'In 2021 the town council purchased the mill.';
    const idf = buildPlanIdfFromTokens([tokenize(span), tokenize('another span')]);
    expect(softCoverage({ lemmaWeight: 0, synonymWeight: 0, functionWeight: 1 }).reference(tokenize(claim), tokenize(span), idf))
      .toBe(lexCoverage(tokenize(claim), tokenize(span), idf));
  });

  it('covers a claim token by another inflection at the lemma weight and by a curated synonym at its weight', () => {
    // Every token but the one tested is in the span, each of equal IDF weight in a one-span plan.
    expect(soft('The mill opens today', 'The mill opened today', { lemmaWeight: 0.8 })).toBeCloseTo((3 + 0.8) / 4, 12);
    expect(soft('The council purchased land', 'The council bought land', { synonymWeight: 0.6 })).toBeCloseTo((3 + 0.6) / 4, 12);
    expect(soft('The firm hired staff', 'The company hired staff', { synonymWeight: 0.5 })).toBeCloseTo((3 + 0.5) / 4, 12);
  });

  it('gives no credit to an unrelated word, an antonym or a negator the span lacks', () => {
    expect(soft('The mill opens today', 'The mill closed today')).toBeCloseTo(3 / 4, 12);
    expect(soft('Prices rose sharply', 'Prices fell sharply')).toBeCloseTo(2 / 3, 12);
    expect(soft('The mill did not open', 'The mill did open')).toBeCloseTo(4 / 5, 12);
  });

  it('uses each span occurrence once per claim occurrence (multiset), exact matches first', () => {
    // The claim needs `opened` twice; the span has it once and `opens` once: one exact, one by lemma.
    expect(soft('opened opened', 'opened opens', { lemmaWeight: 0.8 })).toBeCloseTo((1 + 0.8) / 2, 12);
    expect(soft('opened opened opened', 'opened opens', { lemmaWeight: 0.8 })).toBeCloseTo((1 + 0.8) / 3, 12);
  });

  it('weighs function words down when asked', () => {
    // `the` and `of` weigh 0.1 each against 1 for each content word: the missing function word costs little.
    expect(soft('the price of bread', 'price bread', { functionWeight: 0.1 })).toBeCloseTo(2 / 2.2, 12);
    expect(soft('the price of bread', 'price bread', { functionWeight: 1 })).toBeCloseTo(2 / 4, 12);
  });
});
