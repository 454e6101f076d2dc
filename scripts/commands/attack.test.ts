import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCases } from '../../datasets/cases.ts';
import { DEFAULT_CORPUS_DIR, NEWS_CORPUS_DIR, loadCorpus } from '../../datasets/corpus.ts';
import type { LabelledCase } from '../../datasets/types.ts';
import { numerics } from '../../engine/numerics.ts';
import { tokenize } from '../../engine/tokens.ts';
import { containsPhrase } from '../../generators/text/phrases.ts';
import { adversarial } from '../../suites/adversarial.suite.ts';
import { seedCorpusDirs } from '../../suites/attack/attackSession.ts';
import { loadSuiteCases } from '../../suites/loadCases.ts';
import { captureCli } from '../../test/cli.ts';
import { startLoopbackServer, type LoopbackServer } from '../../test/loopback/server.ts';
import { makeTempDir } from '../../test/tempDir.ts';
import { setEnv } from '../../test/env.ts';

const dir = makeTempDir('attack-cli');
const out = path.join(dir, 'out');
const SLOW = 600_000;
let summary: { models: Array<{ score_model: string; replay?: string; classes: Record<string, { asr: number; successes: number; attacked: number }> }> };
let attacks: LabelledCase[];
let seeds: Map<string, LabelledCase>;

const tokenCounts = (text: string) => {
  const counts = new Map<string, number>();
  for (const t of tokenize(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
};
const sortedNumerics = (text: string) => numerics(tokenize(text)).sort().join(' ');

describe('verity attack --score-model v1 --suite adversarial --budget 200 --seed 1 --json', () => {
  beforeAll(async () => {
    const run = await captureCli(['attack', '--score-model', 'v1', '--suite', 'adversarial', '--budget', '200', '--seed', '1', '--out', out, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    summary = JSON.parse(run.stdout);
    attacks = readCases(path.join(out, 'attacks.jsonl')) as LabelledCase[];
    seeds = new Map((await loadSuiteCases(adversarial, adversarial.seed)).cases.map((c) => [c.id, c as LabelledCase]));
  }, SLOW);

  it('prints per-class attack success rates and writes every success to attacks.jsonl', () => {
    const [v1] = summary.models;
    expect(v1.score_model).toBe('v1');
    // No provider limit given: the replay names none.
    expect(v1.replay).toBe(`verity run --cases ${JSON.stringify(path.join(out, 'attacks.jsonl'))} --score-model v1`);
    expect(Object.keys(v1.classes)).toEqual(['verbatim', 'paraphrase', 'number-swap', 'topical-fabrication', 'entity-swap']);
    for (const c of Object.values(v1.classes)) expect(c.asr).toBeCloseTo(c.attacked === 0 ? 0 : c.successes / c.attacked, 4);
    expect(attacks).toHaveLength(Object.values(v1.classes).reduce((n, c) => n + c.successes, 0));
    expect(attacks.length).toBeGreaterThan(50);
    for (const f of ['attack.json', 'attack.html']) expect(fs.existsSync(path.join(out, f))).toBe(true);
  });

  it('verity run --cases attacks.jsonl reproduces every flip (verdict and score)', async () => {
    const run = await captureCli(['run', '--cases', path.join(out, 'attacks.jsonl'), '--score-model', 'v1', '--json', '--no-cache', '--out', path.join(dir, 'replay')]);
    expect(run.code, run.stderr).toBe(0);
    const byId = new Map(JSON.parse(run.stdout).cases.map((c: { id: string }) => [c.id, c]));
    for (const a of attacks) {
      const got = byId.get(a.id) as { verdict: string; score: number };
      expect(got.verdict, a.id).toBe(a.provenance!.attack!.verdict);
      expect(got.score, a.id).toBe(a.provenance!.attack!.score);
      expect(got.verdict, a.id).not.toBe(a.expected);
    }
  }, SLOW);

  it('verity gate --cases attacks.jsonl fails on the flips: a regression suite where no attack case passes', async () => {
    const run = await captureCli(['gate', '--cases', path.join(out, 'attacks.jsonl'), '--score-model', 'v1', '--json', '--no-cache', '--out', path.join(dir, 'gate')]);
    expect(run.code, run.stderr).toBe(1);
    const gate = JSON.parse(run.stdout) as { status: string; classes: Record<string, { n: number; passed: number }> };
    expect(gate.status).toBe('failed');
    for (const [cls, c] of Object.entries(summary.models[0].classes)) {
      if (c.successes > 0) expect(gate.classes[cls], cls).toMatchObject({ n: c.successes, passed: 0 });
    }
  }, SLOW);

  it('keeps labels on every success: numerics and names of a supported seed\'s source span, an unsupported seed\'s false atom', () => {
    const passages = new Map(loadCorpus().map((p) => [p.id, p]));
    for (const a of attacks) {
      const seed = seeds.get(a.provenance!.seed_case!)!;
      const plan = new Set(seed.evidence.map((e) => e.id));
      expect(a.evidence.map((e) => [e.id, e.text])).toEqual(seed.evidence.map((e) => [e.id, e.text]));
      expect(a.expected).toBe(a.provenance!.attack!.operators.includes('restate') ? 'partial' : seed.expected);
      const source = [...passages.values()].flatMap((p) => p.spans).find((s) => s.id === seed.provenance!.source_span)!.text;
      if (seed.expected === 'supported') {
        expect(sortedNumerics(a.claim), a.id).toBe(sortedNumerics(source));
        for (const e of passages.get(seed.provenance!.source_passage)!.entities) {
          if (containsPhrase(source, e.text)) expect(containsPhrase(a.claim, e.text), `${a.id}: ${e.text}`).toBe(true);
        }
        continue;
      }
      // The false atom at token level: what the seed adds to its source span, or (from outside the plan) what no plan span says.
      const base = plan.has(seed.provenance!.source_span) ? tokenCounts(source) : new Map(seed.evidence.flatMap((e) => tokenize(e.text)).map((t) => [t, Infinity]));
      const claimCounts = tokenCounts(a.claim);
      for (const [t, n] of tokenCounts(seed.claim)) {
        const added = n - (base.get(t) ?? 0);
        if (added > 0) expect(claimCounts.get(t) ?? 0, `${a.id}: "${t}" of the false atom`).toBeGreaterThanOrEqual(added);
      }
      const swapped = /^name .+ → (.+) \(/.exec(seed.provenance!.transform);
      if (swapped) expect(containsPhrase(a.claim, swapped[1]), `${a.id}: ${swapped[1]}`).toBe(true);
    }
  });

  it('gives byte-identical attacks.jsonl for the same seed, and each seed\'s attack whatever seeds run beside it', async () => {
    // A stratified sample of the suite's seeds (every 35th case: each class, both directions), attacked twice from a file.
    const sample = [...seeds.values()].filter((_, i) => i % 35 === 0);
    expect(new Set(sample.map((c) => c.class)).size).toBe(Object.keys(summary.models[0].classes).length);
    const file = path.join(dir, 'sample.jsonl');
    fs.writeFileSync(file, `${sample.map((c) => JSON.stringify(c)).join('\n')}\n`);
    const files = [];
    for (const name of ['a', 'b']) {
      const run = await captureCli(['attack', '--cases', file, '--budget', '200', '--seed', '1', '--out', path.join(dir, name), '--json']);
      expect(run.code, run.stderr).toBe(0);
      files.push(fs.readFileSync(path.join(dir, name, 'attacks.jsonl'), 'utf8'));
    }
    expect(files[1]).toBe(files[0]);
    const ids = new Set(sample.map((c) => `"seed_case":"${c.id}"`));
    const fromSuite = fs.readFileSync(path.join(out, 'attacks.jsonl'), 'utf8').split('\n').filter((l) => [...ids].some((id) => l.includes(id)));
    expect(fromSuite.length).toBeGreaterThan(0);
    expect(files[0]).toBe(`${fromSuite.join('\n')}\n`);
  }, SLOW);

  it('attacks a cases file: a case without provenance is reported invalid with its reason, never attacked', async () => {
    const file = path.join(dir, 'seeds.jsonl');
    const [first] = [...seeds.values()].filter((c) => c.class === 'entity-swap');
    const bare = { ...first, id: 'bare-0001', provenance: undefined };
    fs.writeFileSync(file, [JSON.stringify(first), JSON.stringify(bare)].join('\n'));
    const run = await captureCli(['attack', '--cases', file, '--budget', '20', '--out', path.join(dir, 'file-out'), '--json']);
    expect(run.code, run.stderr).toBe(0);
    const outcomes = JSON.parse(fs.readFileSync(path.join(dir, 'file-out', 'attack.json'), 'utf8')).models[0].outcomes;
    expect(outcomes.find((o: { seed_case: string }) => o.seed_case === 'bare-0001')).toMatchObject({ status: 'invalid', reason: expect.stringMatching(/no provenance/) });
    expect(JSON.parse(run.stdout).models[0].classes['entity-swap']).toMatchObject({ seeds: 2, invalid: 1 });
  });

  it('refuses an unknown class (with near names) and a model listed twice, exit 2', async () => {
    const unknown = await captureCli(['attack', '--suite', 'adversarial', '--classes', 'entity-swop', '--out', path.join(dir, 'x')]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no class 'entity-swop'.*Did you mean 'entity-swap'/);
    const twice = await captureCli(['attack', '--score-models', 'v1,v1', '--out', path.join(dir, 'y')]);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/'v1' is listed twice/);
  });
});

describe('verity attack --timeout-ms / --retries (a 127.0.0.1 openai: embedder)', () => {
  const SECRET = 'sk-verity-attack-limits-secret-0001';
  const limitsDir = path.join(dir, 'limits');
  let seedFile: string;
  let restoreEnv: () => void;

  beforeAll(() => {
    // One valid seed (a verbatim claim of a shipped passage's first span): one seed scored makes one embedding request.
    const passage = loadCorpus()[0];
    const span = passage.spans[0];
    const seed: LabelledCase = {
      id: 'verbatim-limits-1', class: 'verbatim', claim: span.text, expected: 'supported',
      evidence: passage.spans.map((s) => ({ id: s.id, text: s.text, class: 'truth' as const })),
      provenance: { generator: 'verbatim', seed: 1, source_passage: passage.id, source_span: span.id, transform: 'verbatim', edits: [] },
    };
    fs.mkdirSync(limitsDir, { recursive: true });
    seedFile = path.join(limitsDir, 'seed.jsonl');
    fs.writeFileSync(seedFile, `${JSON.stringify(seed)}\n`);
    // The base URL is set per test; both go back as they were after the file.
    restoreEnv = setEnv({ VERITY_OPENAI_BASE_URL: process.env.VERITY_OPENAI_BASE_URL, OPENAI_API_KEY: SECRET });
  });

  afterAll(() => restoreEnv());

  /** Runs the attack on the one seed against `server`: exit code, requests the server saw, the summary and attack.json's outcome. */
  const attackAgainst = async (server: LoopbackServer, name: string, limits: string[]) => {
    process.env.VERITY_OPENAI_BASE_URL = server.url;
    const before = server.requests.length;
    const started = Date.now();
    const run = await captureCli(['attack', '--cases', seedFile, '--embedder', 'openai:limits', '--budget', '20',
      '--out', path.join(limitsDir, name), '--json', ...limits]);
    const ms = Date.now() - started;
    expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
    const summary = JSON.parse(run.stdout) as { models: Array<{ replay: string; classes: Record<string, { successes: number; errors: number }> }> };
    const [outcome] = JSON.parse(fs.readFileSync(path.join(limitsDir, name, 'attack.json'), 'utf8')).models[0].outcomes;
    return { code: run.code, calls: server.requests.length - before, ms, summary, outcome };
  };

  it('--retries N: against a server answering 503, N = 0 makes one request and N = 2 three; the seed ends error, never a success', async () => {
    const failing = await startLoopbackServer({ embeddings: Array.from({ length: 10 }, () => ({ status: 503 })) });
    try {
      const once = await attackAgainst(failing, 'retries-0', ['--retries', '0']);
      expect(once).toMatchObject({ code: 2, calls: 1, outcome: { status: 'error', reason: expect.stringMatching(/503/) } });
      expect(once.summary.models[0].classes.verbatim).toMatchObject({ successes: 0, errors: 1 });
      expect(once.summary.models[0].replay).toMatch(/ --embedder openai:limits --retries 0$/);
      const thrice = await attackAgainst(failing, 'retries-2', ['--retries', '2']);
      expect(thrice).toMatchObject({ code: 2, calls: 3, outcome: { status: 'error' } });
      expect(thrice.summary.models[0].replay).toMatch(/ --retries 2$/);
    } finally {
      await failing.close();
    }
  });

  it('--timeout-ms 200: a server that never answers ends the seed error within seconds; the replay carries both limits', async () => {
    const silent = await startLoopbackServer({ embeddings: Array.from({ length: 10 }, () => ({ delayMs: 600_000 })) });
    try {
      const run = await attackAgainst(silent, 'timeout', ['--timeout-ms', '200', '--retries', '0']);
      expect(run).toMatchObject({ code: 2, calls: 1, outcome: { status: 'error', reason: expect.stringMatching(/timed out after 200 ms/) } });
      expect(run.ms).toBeLessThan(10_000);
      expect(run.summary.models[0].replay).toBe(`verity run --cases ${JSON.stringify(path.join(limitsDir, 'timeout', 'attacks.jsonl'))} ` +
        '--score-model v1 --embedder openai:limits --timeout-ms 200 --retries 0');
    } finally {
      await silent.close();
    }
  });

  it('refuses a limit that is not an integer in range, naming it, before any request', async () => {
    for (const [argv, message] of [
      [['--retries', '1.5'], 'attack: --retries must be a non-negative integer, got 1.5'],
      [['--retries', '-1'], 'attack: --retries must be a non-negative integer, got -1'],
      [['--timeout-ms', '0x10'], 'attack: --timeout-ms must be a positive integer, got 0x10'],
      [['--timeout-ms', ''], 'attack: --timeout-ms must be a positive integer, got nothing'],
      [['--timeout-ms', '0'], 'attack: --timeout-ms must be a positive integer, got 0'],
    ]) {
      const run = await captureCli(['attack', '--cases', seedFile, '--embedder', 'openai:limits', '--out', path.join(limitsDir, 'bad'), ...argv]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
      expect(fs.existsSync(path.join(limitsDir, 'bad'))).toBe(false);
    }
  });
});

describe('verity attack on seeds of another corpus', () => {
  const newsDir = makeTempDir('attack-news');
  const newsCases = path.join(newsDir, 'news.jsonl');

  beforeAll(async () => {
    const gen = await captureCli(['generate', '--corpus', NEWS_CORPUS_DIR, '--classes', 'number-swap', '--per-class', '3', '--out', newsCases]);
    expect(gen.code, gen.stderr).toBe(0);
  }, SLOW);

  const invalidOf = async (extra: string[]) => {
    const run = await captureCli(['attack', '--cases', newsCases, '--budget', '2', '--out', path.join(newsDir, extra.length === 0 ? 'plain' : 'news'), '--json', ...extra]);
    expect(run.code, run.stderr).toBe(0);
    return JSON.parse(run.stdout).models[0].classes['number-swap'] as { seeds: number; invalid: number };
  };

  it('resolve against a suite\'s own folders, else for a cases file the folders asked or the shipped corpus', () => {
    expect(seedCorpusDirs({ suite: 'hard' })).toEqual([DEFAULT_CORPUS_DIR, NEWS_CORPUS_DIR]);
    expect(seedCorpusDirs({})).toBeUndefined();
    expect(seedCorpusDirs({ casesFile: newsCases })).toBeUndefined();
    expect(seedCorpusDirs({ casesFile: newsCases, corpusDir: NEWS_CORPUS_DIR })).toBe(NEWS_CORPUS_DIR);
    expect(seedCorpusDirs({ suite: 'hard', corpusDir: NEWS_CORPUS_DIR })).toEqual([DEFAULT_CORPUS_DIR, NEWS_CORPUS_DIR]);
  });

  it('refuses --corpus without --cases: a suite\'s seeds come from its own folders', async () => {
    const run = await captureCli(['attack', '--suite', 'adversarial', '--corpus', NEWS_CORPUS_DIR, '--budget', '1', '--out', path.join(newsDir, 'refused')]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/corpus -> cases/);
  });

  it('resolves them against the folders --corpus names, and counts every one invalid against the shipped corpus', async () => {
    expect(await invalidOf(['--corpus', `${DEFAULT_CORPUS_DIR},${NEWS_CORPUS_DIR}`])).toMatchObject({ seeds: 3, invalid: 0 });
    expect(await invalidOf([])).toMatchObject({ seeds: 3, invalid: 3 });
  }, SLOW);
});
