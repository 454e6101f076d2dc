import { describe, expect, it } from 'vitest';
import { clamp01 } from '../../fuse.ts';
import { preparePlan, scoreClaim } from '../../match.ts';
import { checkProperties } from '../../properties/index.ts';
import { featureOf, type TextFeature } from '../../textStore.ts';
import type { Gate, ScoreModel } from '../../types.ts';
import { fingerprintScoreModel, legacyRecord } from '../fingerprint.ts';
import { v1 } from '../v1.ts';
import { gateProblems } from './contractKit.ts';

// The gate of the README recipe "Add a gate": test-only (not registered), showing that a gate is one object.
const UNITS = new Set(['km', 'kilometres', 'miles', 'kg', 'kilograms', 'pounds', 'tonnes', 'metres', 'feet']);

/** The unit words of a text, each once (computed once per text, memoised on it). */
const UNIT_WORDS: TextFeature<string[]> = {
  id: 'unit-words',
  compute: (text) => [...new Set(text.tokens.filter((t) => UNITS.has(t)))],
};

/** Per plan: each truth span's unit words; per claim: the claim's (same record, reused). */
interface UnitState {
  spans: Array<Set<string>>;
  claim: string[];
}

/** Caps the pair at 0.2 when the claim names a unit its span does not (12 miles against 12 kilometres). */
const unitGate: Gate<UnitState, UnitState> = {
  id: 'unit-words',
  kind: 'unit',
  description: 'caps the pair at 0.2 when a unit word of the claim (miles, kg, …) is absent from the span',
  params: { cap: 0.2, units: [...UNITS].sort() },
  scope: 'pair',
  cap: 0.2,
  examples: [
    { claim: 'The trail is 12 miles long.', span: 'The trail is 12 kilometres long.', trips: true },
    { claim: 'The trail is 12 km long.', span: 'The 12 km trail opened in May.', trips: false },
    { claim: 'The trail is long.', span: 'The trail is 12 km long.', trips: false },
  ],
  preparePlan: (plan) => ({ spans: plan.truth.map((s) => new Set(featureOf(s.text, UNIT_WORDS))), claim: [] }),
  prepareClaim: (claim, _plan, state) => {
    state.claim = featureOf(claim, UNIT_WORDS);
    return state;
  },
  trip: (state, k) => (state.claim.some((unit) => !state.spans[k].has(unit)) ? 1 : 0),
  apply: (value) => Math.min(clamp01(value), 0.2),
};

const v1Units: ScoreModel = {
  ...v1,
  id: 'v1-units',
  description: 'v1 plus the unit-words gate',
  gates: [...v1.gates, unitGate],
};

function scoreOne(model: ScoreModel, claim: string, span: string) {
  const cos = 0.98;
  const plan = preparePlan([{ id: 'e1', text: span }], model);
  return scoreClaim({ text: claim }, new Float32Array([1, 0]), [new Float32Array([cos, Math.sqrt(1 - cos * cos)])], plan, model);
}

describe('adding a gate is one object (the README recipe)', () => {
  it('meets the gate contract, and a copy mutated to accept everything does not', () => {
    expect(gateProblems(unitGate)).toEqual([]);
    expect(gateProblems({ ...unitGate, trip: () => 0 })).toEqual([
      "gate 'unit-words': does not trip on \"The trail is 12 miles long.\" against \"The trail is 12 kilometres long.\"",
    ]);
  });

  it('turns a v1 supported unit swap unsupported, reported by id, while v1 and other claims are untouched', () => {
    const swap = ['The trail is 12 miles long.', 'The trail is 12 kilometres long.'] as const;
    expect(scoreOne(v1, ...swap)).toMatchObject({ verdict: 'supported', gatesTripped: [] });
    expect(scoreOne(v1Units, ...swap)).toMatchObject({
      verdict: 'unsupported', score: 0.2, gatesTripped: ['unit-words'], numericGated: false, entityGated: false,
    });
    const same = ['The trail is 12 km long.', 'The trail is 12 km long.'] as const;
    expect(scoreOne(v1Units, ...same)).toEqual(scoreOne(v1, ...same));
  });

  it('gets its own part-wise fingerprint and passes every engine property (verity fuzz works on it)', () => {
    expect(legacyRecord(v1Units)).toBeNull();
    expect(fingerprintScoreModel(v1Units)).not.toBe(fingerprintScoreModel(v1));
    expect(fingerprintScoreModel({ ...v1Units, gates: [...v1.gates, { ...unitGate, params: { ...unitGate.params, cap: 0.1 } }] }))
      .not.toBe(fingerprintScoreModel(v1Units));
    expect(checkProperties(v1Units, { runs: 50, seed: 3 }).filter((r) => !r.ok)).toEqual([]);
  });
});
