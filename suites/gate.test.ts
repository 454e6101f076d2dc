import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBaseline, readBaseline, toBaseline, writeBaseline } from './baseline.ts';
import { applyGate, compareToBaseline } from './gate.ts';
import { formatRunText } from './table.ts';
import { summarise } from './summarise.ts';
import { caseResult, syntheticResults, TEST_SUITE, testMeta } from '../test/syntheticResults.ts';
import type { Floor } from './types.ts';
import { makeTempDir } from '../test/tempDir.ts';

const GOOD = { paraphrase: 0.97, 'number-swap': 1, 'entity-swap': 0.3 };

describe('summarise', () => {
  it('counts verdicts, rates, floors and notices per class', () => {
    const results = syntheticResults({ paraphrase: 0.85, 'number-swap': 0.96, 'entity-swap': 0.96 });
    expect(results.classes.paraphrase).toMatchObject({ n: 100, passed: 85, rate: 0.85, errors: 0 });
    expect(results.classes.paraphrase.score_histogram.reduce((a, b) => a + b, 0)).toBe(100);
    expect(results.floors.map((f) => [f.class, f.status])).toEqual([
      ['paraphrase', 'missed'], ['number-swap', 'met'], ['entity-swap', 'met'],
    ]);
    expect(results.status).toBe('failed');
    expect(results.notices).toHaveLength(1);
    expect(results.notices[0]).toMatch(/entity-swap: unsupported_rate ≥ 0.95 reached .*limitation closed/);
  });

  it('is deterministic: cases sorted by id, classes in suite order', () => {
    const cases = [caseResult({ id: 'z', class: 'number-swap', expected: 'unsupported', verdict: 'unsupported' }),
      caseResult({ id: 'a' })];
    const results = summarise(cases, TEST_SUITE, testMeta());
    expect(results.cases.map((c) => c.id)).toEqual(['a', 'z']);
    expect(Object.keys(results.classes)).toEqual(['paraphrase', 'number-swap']);
    expect(JSON.stringify(summarise([...cases].reverse(), TEST_SUITE, testMeta()))).toBe(JSON.stringify(results));
  });

  it('marks a run with an errored case errored, and a gating floor without data no-data', () => {
    const results = summarise([caseResult({ id: 'a', verdict: 'error' })], TEST_SUITE, testMeta());
    expect(results.status).toBe('errored');
    expect(results.classes.paraphrase).toMatchObject({ n: 1, errors: 1, rate: 0 });
    expect(results.floors[0].status).toBe('no-data');
  });
});

describe('gate', () => {
  it('passes a run that meets its floors and matches its baseline', () => {
    const results = syntheticResults(GOOD);
    const gated = applyGate(results, toBaseline(results), 'v1.json');
    expect(gated.gate).toEqual({ status: 'passed', exit_code: 0, reasons: [] });
    expect(gated.comparison!.flipped).toEqual([]);
  });

  it('passes with a lowered floor and fails on a missed one, naming the numbers', () => {
    const results = syntheticResults({ ...GOOD, paraphrase: 0.85 });
    expect(applyGate(results, null, '').gate!.exit_code).toBe(1);
    expect(applyGate(results, null, '').gate!.reasons[0]).toMatch(/paraphrase: supported_rate 0.850 missed floor/);
    const lowered = { ...TEST_SUITE, floors: TEST_SUITE.floors.map((f): Floor => ({ ...f, min: 0.8 } as Floor)) };
    const relaxed = summarise(results.cases, lowered, results.meta);
    expect(applyGate(relaxed, null, 'none.json').gate).toEqual({
      status: 'passed', exit_code: 0, reasons: [], notes: ['no baseline at none.json: regression check skipped (floors checked)'],
    });
  });

  it('fails a significant regression and lists every case that flipped pass → fail', () => {
    const baseline = toBaseline(syntheticResults({ ...GOOD, paraphrase: 1 }));
    const worse = syntheticResults({ ...GOOD, paraphrase: 0.9 });
    const gated = applyGate(worse, baseline, 'v1.json');
    expect(gated.gate!.exit_code).toBe(1);
    const c = gated.comparison!.classes.paraphrase;
    expect(c).toMatchObject({ paired: 100, pass_to_fail: 10, fail_to_pass: 0, regressed: true });
    expect(c.p_value).toBeCloseTo(2 / 1024, 10);
    const flippedIds = gated.comparison!.flipped.map((f) => f.id);
    expect(flippedIds).toEqual(Array.from({ length: 10 }, (_, i) => `paraphrase-0${90 + i}`));
    expect(gated.gate!.reasons.join('\n')).toContain(flippedIds.join(', '));
  });

  it('does not call a small, non-significant drop a regression', () => {
    const baseline = toBaseline(syntheticResults({ ...GOOD, paraphrase: 0.97 }));
    const gated = applyGate(syntheticResults({ ...GOOD, paraphrase: 0.95 }), baseline, 'v1.json');
    expect(gated.comparison!.classes.paraphrase.regressed).toBe(false);
    expect(gated.gate!.exit_code).toBe(0);
  });

  it('fails a changed fingerprint under the same score-model id, not under a new id', () => {
    const baseline = toBaseline(syntheticResults(GOOD));
    const changed = syntheticResults(GOOD, { meta: { fingerprint: '0123456789abcdef' } });
    const gated = applyGate(changed, baseline, 'v1.json');
    expect(gated.gate!.exit_code).toBe(1);
    expect(gated.gate!.reasons[0]).toMatch(/fingerprint changed .* without a new id/);
    const renamed = syntheticResults(GOOD, { meta: { fingerprint: '0123456789abcdef', score_model: 'v2' } });
    expect(applyGate(renamed, baseline, 'v1.json').gate!.exit_code).toBe(0);
  });

  it('exits 2 on errored cases even when floors also miss (an outage is never a quality failure)', () => {
    const results = syntheticResults({ ...GOOD, paraphrase: 0.5 });
    const cases = results.cases.map((c, i) => (i < 3 ? caseResult({ id: c.id, class: c.class, verdict: 'error' }) : c));
    const gated = applyGate(summarise(cases, TEST_SUITE, results.meta), null, '');
    expect(gated.gate).toMatchObject({ status: 'errored', exit_code: 2 });
    expect(gated.gate!.reasons[0]).toMatch(/3 case\(s\) errored/);
  });

  it('skips the paired test with another embedder and pairs only cases whose claim is unchanged', () => {
    const baseline = toBaseline(syntheticResults(GOOD));
    const other = compareToBaseline(syntheticResults(GOOD, { meta: { embed_fingerprint: 'other' } }), baseline, 'b');
    expect(other.comparable).toBe(false);
    expect(other.reason).toMatch(/embedder/);
    const otherSuite = compareToBaseline(syntheticResults(GOOD, { meta: { suite: 'other' } }), baseline, 'b');
    expect(otherSuite).toMatchObject({ comparable: false, reason: 'baseline records suite test-suite, this run is suite other' });
    const edited = syntheticResults(GOOD, { claims: { 'paraphrase-000': 'a different claim' } });
    expect(compareToBaseline(edited, baseline, 'b').classes.paraphrase.paired).toBe(99);
  });
});

describe('baseline files', () => {
  it('round-trip, one case per line, and refuse errored runs', () => {
    const dir = makeTempDir('baseline');
    const file = path.join(dir, 'v1.json');
    const baseline = toBaseline(syntheticResults(GOOD));
    writeBaseline(file, baseline);
    expect(readBaseline(file)).toEqual(baseline);
    expect(formatBaseline(baseline).split('\n').filter((l) => l.includes('"h":'))).toHaveLength(300);
    expect(readBaseline(path.join(dir, 'missing.json'))).toBeNull();
    fs.writeFileSync(file, '{"format": 1}');
    expect(() => readBaseline(file)).toThrow(/field "suite" must be a string/);
    for (const [edit, message] of [
      [{ cases: { x: null } }, /field "cases\.x" must be an object; got null/],
      [{ cases: { x: { ...baseline.cases['paraphrase-000'], outcome: 'maybe' } } }, /field "cases\.x\.outcome" must be one of pass, fail/],
      [{ cases_hash: 7 }, /field "cases_hash" must be a string/],
    ] as const) {
      fs.writeFileSync(file, JSON.stringify({ ...baseline, ...edit }));
      expect(() => readBaseline(file)).toThrow(message);
    }
    const errored = summarise([caseResult({ id: 'a', verdict: 'error' })], TEST_SUITE, testMeta());
    expect(() => toBaseline(errored)).toThrow(/errored/);
  });
});

describe('terminal text', () => {
  it('lists the table, the first missed ids per class and loud notices', () => {
    const text = formatRunText(syntheticResults({ paraphrase: 0.85, 'number-swap': 1, 'entity-swap': 0.96 }));
    expect(text).toMatch(/^verity test-suite · score model v1 \(f1f1f1f1f1f1f1f1\) · embedder builtin · seed 7 · 300 cases/);
    expect(text).toMatch(/paraphrase\s+supported\s+100\s+\d+\s+\d+\s+\d+\s+0\s+0\.850\s+0\.\d{3}–0\.\d{3}\s+supported_rate ≥ 0\.90\s+missed/);
    expect(text).toContain('  paraphrase: 15 — paraphrase-085, paraphrase-086, paraphrase-087, paraphrase-088, paraphrase-089, … (+10)');
    expect(text).toMatch(/!!!!\n!! NOTICE: entity-swap: unsupported_rate ≥ 0\.95 reached/);
  });
});

describe('case drift against the baseline', () => {
  const baseline = toBaseline(syntheticResults(GOOD));

  it('fails (exit 1) when cases changed content, naming them and the changed cases hash', () => {
    const edited = syntheticResults(GOOD, { claims: { 'number-swap-004': 'now a supported claim' }, meta: { cases_hash: 'ffff' } });
    const gated = applyGate(edited, baseline, 'v1.json');
    expect(gated.comparison!.drift!).toMatchObject({
      changed: ['number-swap-004'], added: [], missing: [], cases_hash_changed: true, baseline_cases_hash: 'abcd', accepted: false,
    });
    expect(gated.gate).toMatchObject({ status: 'failed', exit_code: 1 });
    expect(gated.gate!.reasons.join('\n')).toMatch(/cases hash abcd → ffff.*1 changed \(number-swap-004\).*--accept-new-cases/);
    expect(formatRunText(gated)).toMatch(/against v1.json: cases changed since the baseline: cases hash abcd → ffff; 1 changed \(number-swap-004\)/);
  });

  it('fails on cases the baseline does not know and baseline cases the run lacks', () => {
    const results = syntheticResults(GOOD, { meta: { cases_hash: 'ffff' } });
    const cases = [...results.cases.filter((c) => c.id !== 'paraphrase-000'), caseResult({ id: 'zz-new' })];
    const gated = applyGate(summarise(cases, TEST_SUITE, results.meta), baseline, 'v1.json');
    expect(gated.comparison!.drift!).toMatchObject({ added: ['zz-new'], missing: ['paraphrase-000'], changed: [] });
    expect(gated.gate!.exit_code).toBe(1);
  });

  it('fails on a changed cases hash alone (e.g. evidence edited under the same claims)', () => {
    const gated = applyGate(syntheticResults(GOOD, { meta: { cases_hash: 'ffff' } }), baseline, 'v1.json');
    expect(gated.gate!.exit_code).toBe(1);
    expect(gated.gate!.reasons[0]).toMatch(/cases changed since baseline v1.json: cases hash abcd → ffff/);
  });

  it('with --accept-new-cases, reports the drift as a note and gates the rest', () => {
    const edited = syntheticResults(GOOD, { claims: { 'paraphrase-001': 'x' }, meta: { cases_hash: 'ffff' } });
    const gated = applyGate(edited, baseline, 'v1.json', { acceptNewCases: true });
    expect(gated.gate).toMatchObject({ status: 'passed', exit_code: 0, reasons: [] });
    expect(gated.comparison!.drift!.accepted).toBe(true);
    expect(gated.gate!.notes!.join('\n')).toMatch(/accepted \(--accept-new-cases\).*1 changed \(paraphrase-001\)/);
  });

  it('on a shard, counts only cases of the shard (baseline cases elsewhere are not missing)', () => {
    const results = syntheticResults(GOOD);
    const shard = { index: 1, count: 2, total_cases: 300, command: 'gate' as const, baseline_file: 'v1.json', floors: [], classes: [] };
    const half = summarise(results.cases.filter((_, i) => i % 2 === 0), TEST_SUITE, { ...results.meta, shard });
    const gated = applyGate(half, baseline, 'v1.json');
    expect(gated.comparison!.drift!.missing).toEqual([]);
    expect(gated.gate!.exit_code).toBe(0);
  });

  it('passes an unchanged run (no drift)', () => {
    const gated = applyGate(syntheticResults(GOOD), baseline, 'v1.json');
    expect(gated.comparison!.drift!).toMatchObject({ added: [], missing: [], changed: [], cases_hash_changed: false });
    expect(gated.gate!.exit_code).toBe(0);
  });
});
