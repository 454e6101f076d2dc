import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCasesJsonl, readCases } from '../../datasets/cases.ts';
import { resolveLlm } from '../../engine/llm/registry.ts';
import { FIXTURE_PASSAGES } from '../../generators/fixtures.ts';
import { generateCases } from '../../generators/generate.ts';
import { paraphraseWithLlm, rejectLlmParaphrase } from '../../generators/llmParaphrase.ts';
import { fixtureCorpus } from '../../generators/fixtures.ts';
import { chatReply, startLoopbackServer, type LoopbackServer } from '../../test/loopback/server.ts';
import { main } from '../cli.ts';
import { DEFAULT_CORPUS_DIR, NEWS_CORPUS_DIR } from '../../datasets/corpus.ts';
import { generationPlan, type GenerateArgs } from './generate.ts';

let dir: string;
let corpusDir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-generate-'));
  corpusDir = path.join(dir, 'corpus');
  fs.mkdirSync(corpusDir);
  fs.writeFileSync(path.join(corpusDir, 'fixture.jsonl'), FIXTURE_PASSAGES.map((p) => JSON.stringify(p)).join('\n') + '\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI, capturing stdout and stderr. */
async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((c) => ((out += String(c)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((c) => ((err += String(c)), true));
  try {
    return { code: await main(args), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

describe('verity generate', () => {
  it('writes SPEC Part C cases with provenance, byte-identical for the same seed', async () => {
    const a = path.join(dir, 'a.jsonl');
    const b = path.join(dir, 'b.jsonl');
    const args = ['generate', '--corpus', corpusDir, '--classes', 'verbatim,number-swap', '--per-class', '4', '--seed', '5'];
    expect((await run([...args, '--out', a])).code).toBe(0);
    expect((await run([...args, '--out', b])).code).toBe(0);
    expect(fs.readFileSync(a, 'utf8')).toBe(fs.readFileSync(b, 'utf8'));
    const cases = readCases(a);
    expect(cases.map((c) => c.id)).toEqual([
      'verbatim-0001', 'verbatim-0002', 'verbatim-0003', 'verbatim-0004',
      'number-swap-0001', 'number-swap-0002', 'number-swap-0003', 'number-swap-0004',
    ]);
    expect(cases[4].provenance).toMatchObject({ generator: 'number-swap', seed: 5 });
    expect(cases[4].expected).toBe('unsupported');
  });

  it('--difficulty selects a tier of the full repertoire; without it, the classic repertoire unfiltered', async () => {
    const base = ['generate', '--corpus', corpusDir, '--classes', 'paraphrase,number-swap', '--per-class', '1000', '--seed', '2'];
    const tiers: Record<string, ReturnType<typeof readCases>> = {};
    for (const tier of ['easy', 'hard', 'all']) {
      const file = path.join(dir, `tier-${tier}.jsonl`);
      const { code, err } = await run([...base, '--difficulty', tier, '--out', file]);
      expect(code).toBe(0);
      expect(err).toContain(tier === 'all' ? '(seed 2; full;' : `(seed 2; full, ${tier} tier;`);
      tiers[tier] = readCases(file);
    }
    expect(tiers.hard.length).toBeGreaterThan(0);
    expect(tiers.easy.length).toBeGreaterThan(0);
    expect(tiers.hard.every((c) => c.provenance!.difficulty!.tier === 'hard')).toBe(true);
    expect(tiers.easy.every((c) => c.provenance!.difficulty!.tier === 'easy')).toBe(true);
    expect(tiers.hard.length + tiers.easy.length).toBe(tiers.all.length);
    const classic = path.join(dir, 'tier-none.jsonl');
    expect((await run([...base, '--out', classic])).code).toBe(0);
    const corpus = fixtureCorpus();
    const expected = ['paraphrase', 'number-swap'].flatMap((cls) => generateCases({ corpus, classes: [cls], perClass: 1000, seed: 2 }));
    expect(fs.readFileSync(classic, 'utf8')).toBe(formatCasesJsonl(expected));
    const bad = await run([...base, '--difficulty', 'harder', '--out', path.join(dir, 'bad.jsonl')]);
    expect(bad.code).not.toBe(0);
    expect(fs.existsSync(path.join(dir, 'bad.jsonl'))).toBe(false);
  });

  it('prints a review sample per class beside the source sentence', async () => {
    const { code, out } = await run(['generate', '--corpus', corpusDir, '--classes', 'paraphrase,entity-swap', '--per-class', '10', '--sample', '2']);
    expect(code).toBe(0);
    expect(out).toMatch(/== paraphrase \(expected supported; 2 of \d+\) ==/);
    expect(out).toMatch(/== entity-swap \(expected unsupported; 2 of \d+\) ==/);
    expect(out.match(/ {2}source: {4}\S/g)).toHaveLength(4);
    expect(out.match(/ {2}transform: \S/g)).toHaveLength(4);
  });

  it('prints JSONL on stdout with --out=-', async () => {
    const { code, out } = await run(['generate', '--corpus', corpusDir, '--classes', 'verbatim', '--per-class', '2', '--out=-']);
    expect(code).toBe(0);
    expect(out.trim().split('\n').map((line) => JSON.parse(line).id)).toEqual(['verbatim-0001', 'verbatim-0002']);
  });

  it('exits 2 naming the unknown class, and when neither --out nor --sample is given', async () => {
    const unknown = await run(['generate', '--corpus', corpusDir, '--classes', 'number-swp', '--out', path.join(dir, 'x.jsonl')]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown id 'number-swp'.*Did you mean 'number-swap'/);
    const notInSuite = await run(['generate', '--corpus', corpusDir, '--suite', 'adversarial', '--classes', 'paraphrase, negation', '--out', path.join(dir, 'y.jsonl')]);
    expect(notInSuite.code).toBe(2);
    expect(notInSuite.err).toMatch(/suite 'adversarial' has no class 'negation'.*Its classes: verbatim, paraphrase/);
    expect(fs.existsSync(path.join(dir, 'y.jsonl'))).toBe(false);
    const nowhere = await run(['generate', '--corpus', corpusDir]);
    expect(nowhere.code).toBe(2);
    expect(nowhere.err).toMatch(/--out FILE, or ask for --sample N/);
  });
});

describe('verity generate numeric options', () => {
  it('exits 2 on a --seed, --per-class or --sample that is not an integer in range, writing nothing', async () => {
    const out = path.join(dir, 'never.jsonl');
    for (const [option, value, message] of [
      ['--seed', 'abc', /generate: --seed must be a non-negative integer, got abc/],
      ['--seed', '1.5', /generate: --seed must be a non-negative integer, got 1\.5/],
      ['--seed', '-1', /generate: --seed must be a non-negative integer, got -1/],
      ['--per-class', '-5', /generate: --per-class must be a positive integer, got -5/],
      ['--per-class', 'abc', /generate: --per-class must be a positive integer, got abc/],
      ['--per-class', '2.5', /generate: --per-class must be a positive integer, got 2\.5/],
      ['--per-class', '0', /generate: --per-class must be a positive integer, got 0/],
      ['--sample', 'x', /generate: --sample must be a positive integer, got x/],
    ] as const) {
      const result = await run(['generate', '--corpus', corpusDir, '--out', out, option, value]);
      expect(result.code, `${option} ${value}`).toBe(2);
      expect(result.err).toMatch(message);
    }
    expect(fs.existsSync(out)).toBe(false);
  });

  it('validates the numeric options of every command the same way', async () => {
    for (const argv of [
      ['run', '--seed', 'abc'], ['gate', '--seed', '2.5'], ['compare', '--score-models', 'v1', '--concurrency', '0'],
      ['fuzz', '--runs', '-3'], ['fuzz', '--seed', 'x'], ['calibrate', '--score-model', 'v1', '--seed', '-2'],
    ]) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err, argv.join(' ')).toMatch(/--(seed|concurrency|runs) must be an? (non-negative |positive )?integer, got/);
    }
  });
});

describe('LLM paraphraser', () => {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await startLoopbackServer();
  });
  afterAll(() => server.close());

  it('keeps rewrites that pass the paraphrase check, rejects the others, and answers repeats from its cache', async () => {
    // A careless model: changes a figure, drops a negation, weakens a modal, swaps who acquired whom; rewords the rest.
    const rewrite = (sentence: string) => {
      if (sentence.includes('1,500')) return sentence.replace('1,500', '1,600');
      if (sentence.includes(' not ')) return sentence.replace(' not ', ' ');
      if (sentence.includes(' would ')) return sentence.replace(' would ', ' might ');
      if (sentence.includes('acquired')) return 'Calder Savings acquired Harlow Bank for £215 million in 2024.';
      // A real rewording: a date written another way. (`According to the records, …` would add an attribution the
      // plan never makes, which the check refuses.)
      return sentence.replace(/\b(\d{1,2}) (July|August) (\d{4})\b/, '$2 $1, $3').replace(/\b2026-06-01\b/, '1 June 2026');
    };
    const step = (req: { body: unknown }) => {
      const messages = (req.body as { messages: Array<{ content: string }> }).messages;
      return chatReply(rewrite(messages[messages.length - 1].content));
    };
    server.setScript({ chat: Array.from({ length: 40 }, () => step) });
    const provider = resolveLlm('openai:loopback', { baseURL: server.url, apiKey: 'sk-test-secret', maxRetries: 0 });
    const cases = generateCases({ corpus: fixtureCorpus(), classes: ['paraphrase', 'verbatim'], perClass: 6, seed: 1 });
    const cacheDir = path.join(dir, 'llm-cache');
    const logs: string[] = [];
    const corpus = fixtureCorpus();
    const out = await paraphraseWithLlm(cases, provider, { cacheDir, corpus, log: (l) => logs.push(l) });
    const rewritten = out.filter((c) => c.provenance?.transform === 'llm paraphrase (openai:loopback)');
    expect(rewritten.length).toBeGreaterThan(0);
    for (const c of rewritten) expect(c.claim).toMatch(/(?:July 30|August 1), 2025|1 June 2026/);
    const rejected = logs.filter((l) => l.includes('LLM rewrite rejected')).join('\n');
    expect(rejected).toMatch(/polarity changed: -\[neg\]/);
    expect(rejected).toMatch(/modality changed: -\[modal:would\] \+\[modal:might\]/);
    expect(out.filter((c) => c.class === 'verbatim')).toEqual(cases.filter((c) => c.class === 'verbatim'));
    const requests = server.requests.length;
    expect(requests).toBe(cases.filter((c) => c.class === 'paraphrase').length);
    expect(await paraphraseWithLlm(cases, provider, { cacheDir, corpus })).toEqual(out);
    expect(server.requests.length).toBe(requests);
    const cached = fs.readdirSync(cacheDir).map((f) => fs.readFileSync(path.join(cacheDir, f), 'utf8')).join('');
    expect(cached).not.toContain('sk-test-secret');
  });

  it('refuses an edited cache entry (checksummed), says so, and asks the LLM again', async () => {
    const step = (req: { body: unknown }) => {
      const messages = (req.body as { messages: Array<{ content: string }> }).messages;
      return chatReply(`Reworded: ${messages[messages.length - 1].content.replace(/\.$/, '')}, as reported.`);
    };
    server.setScript({ chat: Array.from({ length: 20 }, () => step) });
    const provider = resolveLlm('openai:loopback', { baseURL: server.url, apiKey: 'sk-test-secret', maxRetries: 0 });
    const cases = generateCases({ corpus: fixtureCorpus(), classes: ['paraphrase'], perClass: 2, seed: 1 });
    const cacheDir = path.join(dir, 'llm-cache-edited');
    const out = await paraphraseWithLlm(cases, provider, { cacheDir, corpus: fixtureCorpus() });
    const file = path.join(cacheDir, fs.readdirSync(cacheDir).sort()[0]);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Reworded', 'Rewordex'));
    const before = server.requests.length;
    const logs: string[] = [];
    expect(await paraphraseWithLlm(cases, provider, { cacheDir, corpus: fixtureCorpus(), log: (l) => logs.push(l) })).toEqual(out);
    expect(server.requests.length).toBe(before + 1);
    expect(logs.join('\n')).toMatch(/generate: paraphrase cache entry .* refused: checksum mismatch; asking openai:loopback again/);
  });
});

describe('LLM paraphrases go through the paraphrase check', () => {
  const corpus = fixtureCorpus();
  const [c] = generateCases({ corpus, classes: ['paraphrase'], perClass: 200, seed: 1 }).filter((x) => x.provenance?.source_span === 'fx-001-s1');

  it('rejects a changed figure, a swapped agent and patient, an added negation, the source itself; keeps a rewording', () => {
    expect(c.evidence.find((e) => e.id === 'fx-001-s1')!.text).toBe('Harlow Bank acquired Calder Savings for £215 million in 2024.');
    expect(rejectLlmParaphrase(c, 'Calder Savings was bought by Harlow Bank for £215 million in 2024.', corpus)).toBeNull();
    expect(rejectLlmParaphrase(c, 'Calder Savings was bought by Harlow Bank for £251 million in 2024.', corpus)).toMatch(/numerics changed/);
    expect(rejectLlmParaphrase(c, 'Calder Savings bought Harlow Bank for £215 million in 2024.', corpus)).toMatch(/role of Harlow Bank changed/);
    expect(rejectLlmParaphrase(c, 'Harlow Bank did not acquire Calder Savings for £215 million in 2024.', corpus)).toMatch(/polarity changed/);
    expect(rejectLlmParaphrase(c, 'Harlow Bank acquired Calder Savings for £215 million in 2024.', corpus)).toMatch(/same tokens/);
    expect(rejectLlmParaphrase(c, 'Line one.\nLine two.', corpus)).toMatch(/multi-line/);
  });

  it('rejects a rewording that slips in content of its own; keeps one in other words', () => {
    expect(rejectLlmParaphrase(c, 'Harlow Bank acquired the struggling Calder Savings for £215 million in 2024.', corpus)).toMatch(/adds words no rewording of the source explains: struggling/);
    expect(rejectLlmParaphrase(c, 'Harlow Bank, a mutual lender, acquired Calder Savings for £215 million in 2024.', corpus)).toMatch(/explains: mutual, lender/);
    expect(rejectLlmParaphrase(c, 'Harlow Bank acquired Calder Savings for £215 million in 2024 after a bidding war.', corpus)).toMatch(/explains: bidding, war/);
    expect(rejectLlmParaphrase(c, 'In 2024, Harlow Bank bought Calder Savings for £215 million.', corpus)).toBeNull();
    expect(rejectLlmParaphrase(c, 'Calder Savings was acquired by Harlow Bank for £215 million in 2024.', corpus)).toBeNull();
  });
});

describe('LLM paraphraser outage', () => {
  it('keeps the rule-based paraphrases and stops calling after the first failure', async () => {
    const server = await startLoopbackServer({ chat: [{ status: 500 }, { status: 500 }, { status: 500 }] });
    try {
      const provider = resolveLlm('openai:loopback', { baseURL: server.url, apiKey: 'k', maxRetries: 0 });
      const cases = generateCases({ corpus: fixtureCorpus(), classes: ['paraphrase'], perClass: 5, seed: 1 });
      const logs: string[] = [];
      const out = await paraphraseWithLlm(cases, provider, { cacheDir: path.join(dir, 'outage-cache'), corpus: fixtureCorpus(), log: (l) => logs.push(l) });
      expect(out).toEqual(cases);
      expect(server.requests).toHaveLength(1);
      expect(logs.join('\n')).toMatch(/openai:loopback unavailable/);
    } finally {
      await server.close();
    }
  });

  it('verity generate --llm: --retries N sets the attempts of the failing request (N + 1), then the rule paraphrases stay', async () => {
    const server = await startLoopbackServer({ chat: Array.from({ length: 6 }, () => ({ status: 503 })) });
    const saved = process.env.VERITY_OPENAI_BASE_URL;
    process.env.VERITY_OPENAI_BASE_URL = server.url;
    try {
      const args = ['generate', '--corpus', corpusDir, '--classes', 'paraphrase', '--per-class', '2', '--llm', 'openai:loopback'];
      for (const [retries, calls] of [['0', 1], ['2', 3]] as const) {
        const before = server.requests.length;
        const out = path.join(dir, `retries-${retries}.jsonl`);
        const result = await run([...args, '--llm-cache', path.join(dir, `retries-cache-${retries}`), '--retries', retries, '--out', out]);
        expect(result.code).toBe(0);
        expect(server.requests.length - before).toBe(calls);
        expect(readCases(out).every((c) => !c.provenance?.transform.startsWith('llm paraphrase'))).toBe(true);
      }
      const bad = await run([...args, '--retries', '-1', '--out', path.join(dir, 'retries-bad.jsonl')]);
      expect(bad.code).toBe(2);
      expect(bad.err).toContain('generate: --retries must be a non-negative integer, got -1');
    } finally {
      process.env.VERITY_OPENAI_BASE_URL = saved;
      if (saved === undefined) delete process.env.VERITY_OPENAI_BASE_URL;
      await server.close();
    }
  });
});

describe('generationPlan corpus', () => {
  it('reads --corpus once, else the suite\'s own folders, else the shipped corpus', () => {
    const plan = (args: Partial<GenerateArgs>) => generationPlan({ perClass: 500, ...args } as GenerateArgs).corpus;
    expect(plan({ suite: 'hard' })).toEqual([DEFAULT_CORPUS_DIR, NEWS_CORPUS_DIR]);
    expect(plan({ suite: 'adversarial' })).toBeUndefined();
    expect(plan({})).toBeUndefined();
    expect(plan({ suite: 'hard', corpus: 'a, b' })).toEqual(['a', 'b']);
    expect(plan({ classes: 'verbatim', corpus: 'a' })).toEqual(['a']);
  });
});
