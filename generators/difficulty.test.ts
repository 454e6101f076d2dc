import { describe, expect, it, vi } from 'vitest';
import { buildPlanIdf, buildPlanIdfFromTokens } from '../engine/idf.ts';
import { lexCoverage } from '../engine/lex.ts';
import { tokenize } from '../engine/tokens.ts';
import type { EvidenceSpan } from '../engine/types.ts';
import { METER_CONTENT_KEY_CHARS, METER_CONTENT_PLANS, createDifficultyMeter, measureDifficulty, measureOverlap, tokenJaccard } from './difficulty.ts';
import { fixtureCorpus } from './fixtures.ts';
import { generateCases } from './generate.ts';

// Each plan a meter prepares builds its IDF once: counting those calls counts preparations, with no hook in the meter.
vi.mock('../engine/idf.ts', async (importOriginal) => {
  const idf = await importOriginal<typeof import('../engine/idf.ts')>();
  return { ...idf, buildPlanIdfFromTokens: vi.fn(idf.buildPlanIdfFromTokens) };
});

/** Number of plans prepared while `run` runs. */
function plansPrepared(run: () => void): number {
  const builds = vi.mocked(buildPlanIdfFromTokens);
  builds.mockClear();
  run();
  return builds.mock.calls.length;
}

const plan: EvidenceSpan[] = [
  { id: 's1', text: 'Harlow Bank acquired Calder Savings for £215 million in 2024.', class: 'truth' },
  { id: 's2', text: 'The deal added 1,500 customers and raised deposits by 8.4%.', class: 'truth' },
  { id: 's3', text: 'Dana Reeve said the board would pay a dividend.', class: 'cache' },
];

describe('the difficulty meter', () => {
  const caseOn = (evidence: EvidenceSpan[], claim = 'Harlow Bank bought Calder Savings for £215 million.') =>
    ({ class: 'number-swap', claim, evidence, expected: 'unsupported' as const, provenance: { source_span: 's1', edits: ['digits'] } });
  /** A distinct plan per `i`: its first span names a figure of its own. */
  const planNo = (i: number): EvidenceSpan[] => [{ ...plan[0], text: `Harlow Bank acquired Calder Savings for £${i} million.` }, plan[1], plan[2]];

  it('gives what measureDifficulty gives, for a shared list, a copy of it, a changed span class and a forgotten plan', () => {
    const meter = createDifficultyMeter({ contentPlans: 2 });
    const inputs = [
      caseOn(plan), caseOn(plan, 'The deal added 1,600 customers.'), caseOn(plan.map((s) => ({ ...s }))),
      caseOn(plan.map((s) => ({ ...s, class: 'truth' as const })), 'Dana Reeve said the board would pay a dividend.'),
      caseOn(planNo(1)), caseOn(planNo(2)), caseOn(planNo(3)), caseOn(plan.map((s) => ({ ...s }))), caseOn(plan),
    ];
    for (const input of inputs) expect(meter(input), input.claim).toEqual(measureDifficulty(input));
  });

  it('remembers at most its bound of plans by content, the latest met, however many distinct plans it meets', () => {
    const meter = createDifficultyMeter({ contentPlans: 8 });
    expect(plansPrepared(() => { for (let i = 0; i < 100; i++) meter(caseOn(planNo(i))); })).toBe(100);
    // Copies are new objects: only a plan remembered by content is not prepared again.
    expect(plansPrepared(() => { for (let i = 92; i < 100; i++) meter(caseOn(planNo(i))); })).toBe(0);
    expect(plansPrepared(() => meter(caseOn(planNo(91))))).toBe(1);
    expect(plansPrepared(() => meter(caseOn(planNo(92))))).toBe(1);
    const byDefault = createDifficultyMeter();
    expect(plansPrepared(() => { for (let i = 0; i < 3; i++) for (let j = 0; j < 50; j++) byDefault(caseOn(planNo(j))); })).toBe(50);
    expect(METER_CONTENT_PLANS).toBeGreaterThanOrEqual(50);
    const byListOnly = createDifficultyMeter({ contentPlans: 0 });
    const expected = Array.from({ length: 20 }, (_, i) => measureDifficulty(caseOn(planNo(i % 2))));
    const measured: unknown[] = [];
    expect(plansPrepared(() => { for (let i = 0; i < 20; i++) measured.push(byListOnly(caseOn(planNo(i % 2)))); })).toBe(20);
    expect(measured).toEqual(expected);
  });

  it('remembers by content only as many characters of lists as its character bound holds, oldest forgotten first', () => {
    const keyChars = (list: EvidenceSpan[]) => JSON.stringify(list.map((s) => [s.id, s.text, s.class ?? 'truth'])).length;
    const chars = keyChars(planNo(10));
    expect(keyChars(planNo(99))).toBe(chars);
    const meter = createDifficultyMeter({ contentPlans: 100, contentKeyChars: 2 * chars + chars / 2 });
    expect(plansPrepared(() => { for (let i = 10; i < 13; i++) meter(caseOn(planNo(i))); })).toBe(3);
    expect(plansPrepared(() => { meter(caseOn(planNo(11))); meter(caseOn(planNo(12))); })).toBe(0);
    expect(plansPrepared(() => meter(caseOn(planNo(10))))).toBe(1);
    // A list longer than the whole bound is prepared for each new object and never remembered; results are the same.
    const tight = createDifficultyMeter({ contentKeyChars: chars - 1 });
    const measured: unknown[] = [];
    expect(plansPrepared(() => { for (let i = 0; i < 3; i++) measured.push(tight(caseOn(planNo(20)))); })).toBe(3);
    expect(measured).toEqual([0, 1, 2].map(() => measureDifficulty(caseOn(planNo(20)))));
    expect(METER_CONTENT_KEY_CHARS).toBeGreaterThanOrEqual(1 << 20);
  });

  it('keys a list met again as the same object by that object, even once its content is forgotten', () => {
    const meter = createDifficultyMeter({ contentPlans: 1 });
    const shared = planNo(7);
    expect(plansPrepared(() => { for (let i = 0; i < 50; i++) meter(caseOn(shared, `Harlow Bank bought Calder Savings for £${i} million.`)); })).toBe(1);
    expect(plansPrepared(() => meter(caseOn(planNo(8))))).toBe(1);
    expect(plansPrepared(() => meter(caseOn(shared)))).toBe(0);
    // A copy is a new object: its content was forgotten for plan 8, so it is prepared again, and now remembered.
    expect(plansPrepared(() => meter(caseOn(shared.map((s) => ({ ...s })))))).toBe(1);
    expect(plansPrepared(() => meter(caseOn(shared.map((s) => ({ ...s })))))).toBe(0);
    expect(plansPrepared(() => meter(caseOn(planNo(8))))).toBe(1);
  });
});

describe('overlap measures', () => {
  it('token Jaccard is |A ∩ B| / |A ∪ B| over distinct SPEC A1 tokens', () => {
    expect(tokenJaccard('The bank, the bank!', 'the BANK')).toBe(1);
    expect(tokenJaccard('a b c', 'b c d')).toBe(0.5);
    expect(tokenJaccard('a b', 'c d')).toBe(0);
    expect(tokenJaccard('', '')).toBe(1);
  });

  it('measures a claim against its source span with the plan IDF of truth spans only', () => {
    const claim = 'Calder Savings was bought by Harlow Bank for £215 million in 2024.';
    const m = measureOverlap({ class: 'paraphrase', claim, evidence: plan, expected: 'supported', provenance: { source_span: 's1' } });
    const idf = buildPlanIdf(plan.slice(0, 2));
    expect(m.span).toBe('s1');
    expect(m.against).toBe('source-span');
    expect(m.coverage).toBeCloseTo(lexCoverage(tokenize(claim), tokenize(plan[0].text), idf), 4);
    expect(m.jaccard).toBeCloseTo(tokenJaccard(claim, plan[0].text), 4);
    expect(m.numerics).toBe('in-plan');
  });

  it('measures fabrications, and cases whose source span is not truth evidence, against the best plan span', () => {
    const claim = 'The deal added 1,500 branches.';
    for (const input of [
      { class: 'topical-fabrication', provenance: { source_span: 's1' } },
      { class: 'paraphrase', provenance: { source_span: 'sibling-s4' } },
      { class: 'paraphrase', provenance: { source_span: 's3' } },
      { class: 'paraphrase' },
    ]) {
      const m = measureOverlap({ ...input, claim, evidence: plan, expected: 'supported' });
      expect(m, input.class).toMatchObject({ span: 's2', against: 'best-plan-span' });
    }
  });

  it('classes numerics as none, in-plan or novel', () => {
    const of = (claim: string) => measureOverlap({ class: 'x', claim, evidence: plan, expected: 'unsupported' }).numerics;
    expect(of('The bank bought a rival.')).toBe('none');
    expect(of('Deposits rose 8.4% in 2024.')).toBe('in-plan');
    expect(of('Deposits rose 9.4% in 2024.')).toBe('novel');
  });

  it('gives no span and zero overlap when the plan has no truth span', () => {
    const m = measureOverlap({ class: 'x', claim: 'Anything.', evidence: [plan[2]], expected: 'unsupported' });
    expect(m).toMatchObject({ span: null, jaccard: 0, coverage: 0 });
  });
});

describe('generated cases', () => {
  const corpus = fixtureCorpus();
  const classes = ['paraphrase', 'number-swap', 'topical-fabrication', 'verbatim'];

  it('record their edits and a difficulty equal to one measured again from their content', () => {
    for (const c of generateCases({ corpus, classes, perClass: 30, seed: 4 })) {
      expect(c.provenance!.edits).toBeInstanceOf(Array);
      const { difficulty, ...rest } = c.provenance!;
      expect(difficulty, c.id).toEqual(measureDifficulty({ ...c, provenance: rest }));
    }
  });

  it('select a tier: only its cases (and `both`), numbered within it, the tiers partitioning `all`', () => {
    const full = { corpus, classes, perClass: 1000, seed: 4, repertoire: 'full' as const };
    const all = generateCases({ ...full, difficulty: 'all' });
    const hard = generateCases({ ...full, difficulty: 'hard' });
    const easy = generateCases({ ...full, difficulty: 'easy' });
    expect(hard.every((c) => ['hard', 'both'].includes(c.provenance!.difficulty!.tier))).toBe(true);
    expect(easy.every((c) => ['easy', 'both'].includes(c.provenance!.difficulty!.tier))).toBe(true);
    const both = all.filter((c) => c.provenance!.difficulty!.tier === 'both').length;
    expect(hard.length + easy.length - both).toBe(all.length);
    expect(hard.some((c) => c.class === 'paraphrase') && easy.some((c) => c.class === 'paraphrase')).toBe(true);
    expect(hard.filter((c) => c.class === 'number-swap').map((c) => c.id).slice(0, 2)).toEqual(['number-swap-0001', 'number-swap-0002']);
    const few = generateCases({ ...full, classes: ['paraphrase'], perClass: 2, difficulty: 'hard' });
    expect(few.map((c) => c.provenance!.difficulty!.tier)).toEqual(['hard', 'hard']);
  });
});
