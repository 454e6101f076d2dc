import { describe, expect, it } from 'vitest';
import { buildPlanIdf, buildPlanIdfFromTokens } from './idf.ts';
import { lexCoverage, lexF1 } from './lex.ts';
import { tokenize } from './tokens.ts';

describe('PlanIdf (SPEC A2)', () => {
  it('counts truth spans only and floors df at 1', () => {
    const idf = buildPlanIdf([
      { id: 'a', text: 'alpha beta' },
      { id: 'b', text: 'alpha gamma', class: 'truth' },
      { id: 'c', text: 'gamma gamma delta', class: 'cache' },
    ]);
    expect(idf.n).toBe(2);
    expect(idf.idf('alpha')).toBeCloseTo(Math.log(1 + 2 / 2), 12);
    expect(idf.idf('beta')).toBeCloseTo(Math.log(1 + 2 / 1), 12);
    expect(idf.idf('delta')).toBe(Math.log1p(2));
    expect(idf.idf('never-seen')).toBe(idf.maxIdf);
  });

  it('gives an empty plan zero weights', () => {
    expect(buildPlanIdfFromTokens([]).idf('x')).toBe(0);
  });
});

describe('lexCoverage (multiset coverage, not F1)', () => {
  const idf = buildPlanIdf([{ id: 'a', text: 'alpha beta' }, { id: 'b', text: 'gamma delta' }]);

  it('gives partial credit when the claim needs "beta" twice and the span has it once', () => {
    const lex = lexCoverage(tokenize('beta beta'), tokenize('beta'), idf);
    expect(lex).toBeCloseTo(0.5, 12);
    const mixed = lexCoverage(tokenize('alpha beta beta'), tokenize('alpha beta'), idf);
    const w = idf.idf('alpha');
    const wb = idf.idf('beta');
    expect(mixed).toBeCloseTo((w + wb) / (w + 2 * wb), 12);
  });

  it('scores a long span containing the claim vocabulary 1', () => {
    expect(lexCoverage(tokenize('alpha beta'), tokenize('gamma alpha delta beta and much more'), idf)).toBe(1);
  });

  it('is 0 for an empty claim or a disjoint span', () => {
    expect(lexCoverage([], tokenize('alpha'), idf)).toBe(0);
    expect(lexCoverage(tokenize('alpha'), tokenize('gamma'), idf)).toBe(0);
  });

  it('F1 penalises the verbose span that coverage does not', () => {
    const claim = tokenize('alpha beta');
    expect(lexF1(claim, claim, idf)).toBeCloseTo(1, 12);
    expect(lexF1(claim, tokenize('alpha beta gamma delta'), idf)).toBeLessThan(1);
  });
});
