import { describe, expect, it } from 'vitest';
import { decomposeByRules } from '../../engine/decompose/ruleDecomposer.ts';
import { benchDecompose } from './decompose.ts';

describe('benchDecompose', () => {
  it('times the rule decomposer over every draft and reports the median rate within its range', () => {
    const drafts = ['Revenue rose 4% in 2024. The firm hired 350 engineers.', 'Is it true? Maybe.', 'Output fell; prices rose.'];
    const result = benchDecompose(drafts, 3);
    expect(result).toMatchObject({ drafts: 3, runs: 3, claims_per_run: drafts.flatMap((d) => decomposeByRules(d)).length });
    expect(result.claims_per_run).toBe(4);
    expect(result.min_drafts_per_s).toBeLessThanOrEqual(result.drafts_per_s);
    expect(result.drafts_per_s).toBeLessThanOrEqual(result.max_drafts_per_s);
    expect(result.drafts_per_s).toBeGreaterThan(0);
  });
});
