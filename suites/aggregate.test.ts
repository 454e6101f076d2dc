import { describe, expect, it } from 'vitest';
import { aggregateScore, parseAggregate, responseVerdict, runFingerprint, weakestClaim, type ScoredClaim } from './aggregate.ts';

const bands = { supported: 0.7, partial: 0.5 };
const claim = (score: number, mass = 1, verdict: ScoredClaim['verdict'] = score >= 0.7 ? 'supported' : score >= 0.5 ? 'partial' : 'unsupported') =>
  ({ score, mass, verdict });

describe('aggregation of claim scores', () => {
  it('min takes the weakest claim, mean the average, mass the average weighted by IDF mass', () => {
    const claims = [claim(0.9, 3), claim(0.3, 1)];
    expect(aggregateScore(claims, 'min')).toBe(0.3);
    expect(aggregateScore(claims, 'mean')).toBeCloseTo(0.6, 12);
    expect(aggregateScore(claims, 'mass')).toBeCloseTo((0.9 * 3 + 0.3) / 4, 12);
  });

  it('a draft with no claim scores 1 under every aggregation; mass falls back to mean when every mass is 0', () => {
    for (const how of ['min', 'mean', 'mass'] as const) expect(aggregateScore([], how)).toBe(1);
    expect(aggregateScore([claim(0.8, 0), claim(0.2, 0)], 'mass')).toBeCloseTo(0.5, 12);
  });

  it('cover weighs claim scores over the whole draft: omitted content counts 0, a draft with content but no claim scores 0', () => {
    const claims = [claim(0.9, 3), claim(0.3, 1)];
    expect(aggregateScore(claims, 'cover', 8)).toBeCloseTo((0.9 * 3 + 0.3) / 8, 12);
    expect(aggregateScore([claim(1, 2)], 'cover', 10)).toBeCloseTo(0.2, 12);
    expect(aggregateScore([], 'cover', 5)).toBe(0);
    // Claims never weigh more than the draft; a draft without mass (no words, or a plan without truth spans) asserts nothing.
    expect(aggregateScore(claims, 'cover', 2)).toBeCloseTo(aggregateScore(claims, 'mass'), 12);
    expect(aggregateScore([], 'cover', 0)).toBe(1);
    expect(aggregateScore([claim(0.8, 0), claim(0.2, 0)], 'cover', 0)).toBeCloseTo(0.5, 12);
    // Only cover reads the draft's mass.
    for (const how of ['min', 'mean', 'mass'] as const) expect(aggregateScore(claims, how, 100)).toBe(aggregateScore(claims, how));
  });

  it('the response verdict is the band of its score; one unsupported claim makes a min response unsupported', () => {
    const claims = [claim(0.95), claim(0.96), claim(0.1)];
    expect(responseVerdict(aggregateScore(claims, 'min'), claims, bands)).toBe('unsupported');
    expect(responseVerdict(aggregateScore(claims, 'mean'), claims, bands)).toBe('partial');
    expect(responseVerdict(0.7, [claim(0.7)], bands)).toBe('supported');
  });

  it('a response not banded unsupported with a claim on masked evidence is evidence_redacted', () => {
    const claims = [claim(0.9), claim(0.8, 1, 'evidence_redacted')];
    expect(responseVerdict(aggregateScore(claims, 'min'), claims, bands)).toBe('evidence_redacted');
    const failing = [claim(0.1), claim(0.8, 1, 'evidence_redacted')];
    expect(responseVerdict(aggregateScore(failing, 'min'), failing, bands)).toBe('unsupported');
  });

  it('the weakest claim is the lowest score, the first on a tie', () => {
    expect(weakestClaim([claim(0.5), claim(0.2), claim(0.2)])).toBe(1);
    expect(weakestClaim([])).toBe(-1);
  });

  it('parses known aggregations and suggests near names for unknown ones', () => {
    expect(parseAggregate('mass')).toBe('mass');
    expect(() => parseAggregate('mn')).toThrow(/aggregate: unknown id 'mn'\. Did you mean 'min'/);
  });

  it('the run fingerprint is the model fingerprint without drafts, and differs by aggregation and decomposer', () => {
    expect(runFingerprint('abcd')).toBe('abcd');
    const min = runFingerprint('abcd', { aggregate: 'min', decomposer: 'rule-based-v1' });
    expect(min).toMatch(/^[0-9a-f]{16}$/);
    expect(runFingerprint('abcd', { aggregate: 'mean', decomposer: 'rule-based-v1' })).not.toBe(min);
    expect(runFingerprint('abcd', { aggregate: 'cover', decomposer: 'rule-based-v1' })).not.toBe(min);
    expect(runFingerprint('abcd', { aggregate: 'min', decomposer: 'openai:gpt-4o-mini' })).not.toBe(min);
    expect(runFingerprint('abce', { aggregate: 'min', decomposer: 'rule-based-v1' })).not.toBe(min);
  });
});
