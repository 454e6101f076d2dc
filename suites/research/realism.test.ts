import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelledCase } from '../../datasets/types.ts';
import { getScoreModel } from '../../engine/scoreModels/registry.ts';
import { captureCli, startBowEmbeddingServer, type BowEmbeddingServer } from '../../test/cli.ts';
import { defineSuite } from '../defineSuite.ts';
import { summariseClass } from '../summarise.ts';
import { caseResult } from '../../test/syntheticResults.ts';
import { createTestEmbedder } from '../testEmbedder.ts';
import { executeRealism, realismRow } from './realism.ts';
import { formatRealismText } from './table.ts';

const evidence = [
  { id: 'p-s1', text: 'Norvik Shipping moved its head office to Bergen in 2021.' },
  { id: 'p-s2', text: 'Ada Lindqvist, the chief executive, said revenue climbed to 1,500 million.' },
];
const labelled = (id: string, cls: string, claim: string, expected: LabelledCase['expected'], generator: string): LabelledCase => ({
  id, class: cls, claim, evidence, expected,
  provenance: { generator, seed: 0, source_passage: 'p', source_span: cls === 'verbatim' ? 'p-s1' : 'p-s2', transform: 't' },
});
const generated: LabelledCase[] = [
  labelled('g-v1', 'verbatim', evidence[0].text, 'supported', 'verbatim'),
  labelled('g-n1', 'number-swap', 'Ada Lindqvist, the chief executive, said revenue climbed to 1,600 million.', 'unsupported', 'number-swap'),
  labelled('g-n2', 'number-swap', 'Ada Lindqvist, the chief executive, said revenue climbed to 1,500 billion.', 'unsupported', 'number-swap'),
];
const handwritten: LabelledCase[] = [
  labelled('hw-v1', 'verbatim', evidence[0].text, 'supported', 'hand-written'),
  labelled('hw-n1', 'number-swap', 'Revenue climbed to two billion, Ada Lindqvist said.', 'unsupported', 'hand-written'),
  labelled('hw-r1', 'role-swap', 'Bergen moved its head office to Norvik Shipping in 2021.', 'unsupported', 'hand-written'),
];
const suite = defineSuite({
  id: 'tiny', description: 'fixture', dataset: { kind: 'corpus' }, generators: { verbatim: 1, 'number-swap': 2 }, seed: 3, floors: [],
});

describe('realismRow', () => {
  const summary = (passed: number, n: number) =>
    summariseClass(Array.from({ length: n }, (_, i) => caseResult({ id: `c${i}`, verdict: i < passed ? 'supported' : 'unsupported' })));

  it('says inside exactly when the generated rate lies in the hand-written 95% Wilson interval, and gives the gap', () => {
    const hand = summary(12, 20);
    const [low, high] = hand.wilson;
    expect(realismRow('paraphrase', 'v1', summary(60, 100), hand)).toMatchObject({ inside: true, gap: 0 });
    const above = realismRow('paraphrase', 'v1', summary(95, 100), hand);
    expect(above.inside).toBe(false);
    expect(above.gap).toBeCloseTo(0.95 - 0.6, 10);
    expect(0.95 > high && 0.2 < low).toBe(true);
    expect(realismRow('paraphrase', 'v1', summary(20, 100), hand).inside).toBe(false);
    expect(realismRow('paraphrase', 'v1', summary(Math.ceil(low * 1000), 1000), hand).inside).toBe(true);
    // The hard-tier reading is judged on its own interval: inside one and outside the other.
    const both = realismRow('paraphrase', 'v1', summary(60, 100), hand, summary(4, 20));
    expect([both.inside, both.inside_hard, both.handwritten_hard?.rate]).toEqual([true, false, 0.2]);
    expect(realismRow('paraphrase', 'v1', summary(20, 100), hand, summary(4, 20)).inside_hard).toBe(true);
  });

  it('leaves gap and inside null when a side has no scored case', () => {
    expect(realismRow('role-swap', 'v1', undefined, summary(1, 5))).toMatchObject({ generated: null, gap: null, inside: null });
    expect(realismRow('role-swap', 'v1', summary(1, 5), undefined)).toMatchObject({ handwritten: null, gap: null, inside: null });
    expect(realismRow('role-swap', 'v1', summary(1, 5), summary(1, 5))).toMatchObject({ handwritten_hard: null, inside_hard: null });
  });
});

describe('executeRealism', () => {
  it('lines up both sides per class and model, hand-written-only classes last, and counts the rows inside', async () => {
    const models = [getScoreModel('v1'), getScoreModel('numerics-v2')];
    const r = await executeRealism({
      scoreModels: [], modelInstances: models, suiteInstance: suite, generated: { cases: generated, datasets: { corpus: 'x' } },
      handwritten, embedderInstance: createTestEmbedder(),
    });
    expect(r.classes).toEqual(['verbatim', 'number-swap', 'role-swap']);
    expect(r.rows.map((row) => `${row.class}/${row.score_model}`)).toEqual([
      'verbatim/v1', 'verbatim/numerics-v2', 'number-swap/v1', 'number-swap/numerics-v2', 'role-swap/v1', 'role-swap/numerics-v2',
    ]);
    expect(r.rows[0]).toMatchObject({ generated: { n: 1, rate: 1 }, handwritten: { n: 1, rate: 1 }, gap: 0, inside: true });
    expect(r.rows[2].generated).toMatchObject({ n: 2 });
    expect(r.rows[4]).toMatchObject({ generated: null, inside: null });
    expect(r.compared).toBe(4);
    expect(r.inside).toBe(r.rows.filter((row) => row.inside).length);
    expect(r.overlap.verbatim).toMatchObject({ generated: { jaccard_median: 1 }, handwritten: { jaccard_median: 1 } });
    expect(r.overlap['role-swap'].generated).toBeNull();
    expect(r.adds_names.verbatim).toEqual({ generated: 0, handwritten: 0 });
    expect(r.adds_names['role-swap']).toEqual({ generated: null, handwritten: 1 });
    expect(r.adds_names['number-swap'].handwritten).toBe(0);
    // A claim keeping fewer than 3/5 of its source's words keeps part of it (`Revenue climbed to two billion, Ada
    // Lindqvist said.` keeps 6 of 11); the verbatim claim and the one-figure swaps keep the whole.
    expect(r.keeps_part.verbatim).toEqual({ generated: 0, handwritten: 0 });
    expect(r.keeps_part['number-swap']).toEqual({ generated: 0, handwritten: 1 });
    // The fixture's role swap names p-s2 as its source, of which it keeps almost nothing.
    expect(r.keeps_part['role-swap']).toEqual({ generated: null, handwritten: 1 });
    // Recomposed: under 3/5 of the claim's own words from its source. The number swap keeps 6 of its 8 words from its
    // source; the role swap has almost none of its words in p-s2.
    expect(r.recomposed['number-swap']).toEqual({ generated: 0, handwritten: 0 });
    expect(r.recomposed['role-swap']).toEqual({ generated: null, handwritten: 1 });
    expect(r.errors).toBe(0);
    // Like for like: the hand-written cases the hard tier's rule keeps. The role swap shares almost nothing with p-s2,
    // its source, so the rule calls it easy; a number swap's rule also reads the recorded kind of edit, which
    // hand-written cases lack, so that class gets no hand-written hard rate either.
    expect(r.rows.map((row) => [row.class, row.handwritten_hard?.n ?? null, row.inside_hard])).toEqual([
      ['verbatim', 1, true], ['verbatim', 1, true], ['number-swap', null, null], ['number-swap', null, null], ['role-swap', null, null], ['role-swap', null, null],
    ]);
    expect([r.compared_hard, r.inside_hard]).toEqual([2, 2]);
    const text = formatRealismText(r);
    expect(text).toMatch(/^verbatim +v1 +1\.000 +1 +1\.000 +0\.207–1\.000 +1 +\+0\.000 +yes +1\.000 +0\.207–1\.000 +1 +yes$/m);
    expect(text).toMatch(/^role-swap +v1 +— +0 +\S+ +\S+ +1 +— +— +— +— +0 +—$/m);
    expect(text).toContain('2 of 2 lie inside the interval of the hand-written cases in the hard tier');
    expect(text).toContain(`${r.inside} of 4 class × model rates lie inside`);
    expect(text).toMatch(/^number-swap( +\S+){6} +0% +0% +0% +100% +0% +0%$/m);
    expect(text).toContain('part: share keeping fewer than 60% of their source span');
    expect(text).toContain('recomp: share with fewer than 60% of their own distinct words from their source span');
  });
});

describe('verity realism (CLI)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-realism-'));
  let embeddings: BowEmbeddingServer;
  beforeAll(async () => {
    embeddings = await startBowEmbeddingServer('sk-realism-test', 20);
    fs.mkdirSync(path.join(dir, 'hw'));
    fs.writeFileSync(path.join(dir, 'hw', 'set.jsonl'), handwritten.map((c) => JSON.stringify(c)).join('\n'));
    fs.writeFileSync(path.join(dir, 'generated.jsonl'), generated.map((c) => JSON.stringify(c)).join('\n'));
  });
  afterAll(async () => {
    await embeddings.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints the realism object with --json and exits 0 (a measurement, whatever the rates)', async () => {
    const r = await captureCli(['realism', '--cases', path.join(dir, 'generated.jsonl'), '--handwritten', path.join(dir, 'hw'),
      '--score-models', 'v1,entity-gate', '--embedder', 'openai:loopback-bow', '--no-cache', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.score_models).toEqual(['v1', 'entity-gate']);
    // A cases file names no suite: its classes come in the generators' order, as the suite's table lists them.
    expect(out.classes).toEqual(['verbatim', 'number-swap', 'role-swap']);
    expect(out.rows).toHaveLength(6);
    expect(out.meta.replay).toMatch(/^verity realism --score-models v1,entity-gate --cases ".*generated\.jsonl" --handwritten/);
    // No provider limit on the command line: the replay names none (never a default).
    expect(out.meta.replay).toMatch(/ --embedder openai:loopback-bow$/);
  });

  it('replays with the --timeout-ms and --retries it was given, each alone or both', async () => {
    const replayOf = async (limits: string[]) => {
      const r = await captureCli(['realism', '--cases', path.join(dir, 'generated.jsonl'), '--handwritten', path.join(dir, 'hw'),
        '--score-models', 'v1', '--embedder', 'openai:loopback-bow', '--no-cache', '--json', ...limits]);
      expect(r.code, r.stderr).toBe(0);
      return (JSON.parse(r.stdout) as { meta: { replay: string } }).meta.replay;
    };
    expect(await replayOf(['--timeout-ms', '5000', '--retries', '0'])).toMatch(/ --embedder openai:loopback-bow --timeout-ms 5000 --retries 0$/);
    expect(await replayOf(['--retries', '2'])).toMatch(/ --embedder openai:loopback-bow --retries 2$/);
    expect(await replayOf(['--timeout-ms', '7000'])).toMatch(/ --embedder openai:loopback-bow --timeout-ms 7000$/);
  });

  it('exits 2 naming an unknown score model', async () => {
    const r = await captureCli(['realism', '--cases', path.join(dir, 'generated.jsonl'), '--handwritten', path.join(dir, 'hw'),
      '--score-models', 'v1,entity-gat', '--embedder', 'openai:loopback-bow', '--no-cache']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Did you mean 'entity-gate'/);
  });

  it('exits 2 naming --seed or --concurrency when either is not an integer in range (never a guessed number)', async () => {
    for (const [argv, message] of [
      [['--seed', '0x10'], 'realism: --seed must be a non-negative integer, got 0x10'],
      [['--seed', '1e3'], 'realism: --seed must be a non-negative integer, got 1e3'],
      [['--concurrency', '1.5'], 'realism: --concurrency must be a positive integer, got 1.5'],
      [['--concurrency', '0'], 'realism: --concurrency must be a positive integer, got 0'],
    ]) {
      const r = await captureCli(['realism', '--cases', path.join(dir, 'generated.jsonl'), '--no-cache', ...argv]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(message);
    }
  });
});
