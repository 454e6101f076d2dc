import { describe, expect, it } from 'vitest';
import { createRng } from '../engine/rng.ts';
import { createCaseSampler, SAMPLE_MISSED_PER_CLASS, SAMPLE_WORST_PER_CLASS } from './caseSample.ts';
import { caseResult } from '../test/syntheticResults.ts';
import type { CaseResult } from './types.ts';

const rows: CaseResult[] = Array.from({ length: 600 }, (_, i) => {
  const id = `c${String(i).padStart(4, '0')}`;
  const score = ((i * 7919) % 1000) / 1000;
  if (i % 97 === 5) return caseResult({ id, class: i % 2 ? 'a' : 'b', verdict: 'error' });
  return caseResult({ id, class: i % 2 ? 'a' : 'b', score, verdict: score >= 0.7 ? 'supported' : 'unsupported' });
});

function sampleOf(list: readonly CaseResult[]): CaseResult[] {
  const sampler = createCaseSampler();
  for (const row of list) sampler.add(row);
  return sampler.sample();
}

describe('the sample of a large run', () => {
  it('keeps each class\'s lowest and highest scores, first missed by id and first error, sorted by id, each once', () => {
    const sample = sampleOf(rows);
    for (const cls of ['a', 'b']) {
      const scored = rows.filter((r) => r.class === cls && r.score !== null);
      const low = [...scored].sort((x, y) => x.score! - y.score! || (x.id < y.id ? -1 : 1)).slice(0, SAMPLE_WORST_PER_CLASS);
      const high = [...scored].sort((x, y) => y.score! - x.score! || (x.id < y.id ? -1 : 1)).slice(0, SAMPLE_WORST_PER_CLASS);
      const missed = rows.filter((r) => r.class === cls && r.outcome !== 'pass').slice(0, SAMPLE_MISSED_PER_CLASS);
      for (const row of [...low, ...high, ...missed]) expect(sample).toContainEqual(row);
    }
    expect(sample).toContainEqual(rows.find((r) => r.outcome === 'error'));
    expect(sample.map((r) => r.id)).toEqual([...new Set(sample.map((r) => r.id))].sort());
    expect(sample.length).toBeLessThan(2 * (2 * SAMPLE_WORST_PER_CLASS + SAMPLE_MISSED_PER_CLASS) + 1);
  });

  it('does not depend on the order rows arrive in', () => {
    const shuffled = [...rows];
    const rng = createRng(4);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    expect(sampleOf(shuffled)).toEqual(sampleOf(rows));
  });
});
