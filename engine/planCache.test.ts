import { describe, expect, it, vi } from 'vitest';
import { evidenceJson } from './evidenceJson.ts';
import { preparePlan } from './plan.ts';
import { createPlanCache } from './planCache.ts';
import { scoreClaim } from './match.ts';
import { v1 } from './scoreModels/v1.ts';
import type { EvidenceSpan } from './types.ts';

const spans = (suffix: string): EvidenceSpan[] => [
  { id: 'e1', text: `The bridge opened in 2026 ${suffix}.` },
  { id: 'c1', text: 'A cached copy.', class: 'cache' },
];

describe('plan cache', () => {
  it('returns one plan per evidence content, whatever array object carries it, analysed in one store', () => {
    const cache = createPlanCache();
    const a = cache.plan(spans('a'));
    expect(cache.plan(spans('a'))).toBe(a);
    expect(cache.plan(structuredClone(spans('a')))).toBe(a);
    const b = cache.plan(spans('b'));
    expect(b).not.toBe(a);
    expect(b.store).toBe(cache.store);
    expect(a.store).toBe(cache.store);
    expect(cache.size).toBe(2);
  });

  it('keys on everything a plan reads: ids, texts, classes and masks', () => {
    const base = spans('a');
    const cache = createPlanCache();
    const plans = [
      base,
      [{ ...base[0], id: 'e9' }, base[1]],
      [base[0], { ...base[1], class: 'truth' as const }],
      [{ ...base[0], masked: [[0, 3]] as Array<[number, number]> }, base[1]],
      [{ ...base[0], text: `${base[0].text} ` }, base[1]],
    ].map((list) => cache.plan(list));
    expect(new Set(plans).size).toBe(plans.length);
  });

  it('serialises an evidence list once, for its plan key and for the cases hash alike', () => {
    const list = spans('once');
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const cache = createPlanCache();
      cache.plan(list);
      cache.plan(list);
      expect(evidenceJson(list)).toBe(JSON.stringify(spans('once')));
      expect(stringify.mock.calls.filter(([value]) => value === list)).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('drops the least recently used plan past its bound', () => {
    const cache = createPlanCache({ maxPlans: 2 });
    const a = cache.plan(spans('a'));
    const b = cache.plan(spans('b'));
    expect(cache.plan(spans('a'))).toBe(a);
    cache.plan(spans('c'));
    expect(cache.size).toBe(2);
    expect(cache.plan(spans('a'))).toBe(a);
    expect(cache.plan(spans('b'))).not.toBe(b);
  });

  it('scores exactly as a plan prepared on its own', () => {
    const cache = createPlanCache();
    cache.plan(spans('other'));
    const claim = { text: 'The bridge opened in 2027.', citedMarkers: ['S1'] };
    const vectors = [new Float32Array([1, 0]), new Float32Array([0, 1])];
    const shared = scoreClaim(claim, new Float32Array([0.8, 0.6]), vectors, cache.plan(spans('a'), v1), v1);
    const alone = scoreClaim(claim, new Float32Array([0.8, 0.6]), vectors, preparePlan(spans('a'), v1), v1);
    expect(shared).toEqual(alone);
  });
});
