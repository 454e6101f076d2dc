/**
 * `npm run bench [-- --json]`: tokenizer throughput (reference vs fast, timed in the same run, over the evidence text
 * of ../shared/real-data when present, else the project's own corpus), matcher throughput in pairs/s on 10-span
 * plans, rule-decomposer throughput in drafts/s (the drafts of the response-labelled real-data adapters, else the
 * corpus passages as drafts), and attack queries/s (the attack's incremental scoring, builtin embedder). Prints human-readable lines; with `--json`, one JSON object on the last line. A
 * benchmark, never a test.
 */
import fs from 'node:fs';
import { DATASET_ADAPTERS, defaultRealDataDir, loadDataset } from '../../datasets/adapters/registry.ts';
import { loadCorpus } from '../../datasets/corpus.ts';
import { collectRealDataTexts } from '../../datasets/realDataText.ts';
import { getScoreModel } from '../../engine/scoreModels/registry.ts';
import { benchAttack } from './attack.ts';
import { benchDecompose } from './decompose.ts';
import { benchPairs } from './pairs.ts';
import { benchTokenizer } from './tokenizer.ts';

const REAL_DATA = defaultRealDataDir();
const PAIRS_OPTIONS = { spansPerPlan: 10, plans: 50, claimsPerPlan: 40, dimensions: 384, runs: 21, seed: 20260305 };
const DECOMPOSE_RUNS = 11;
const ATTACK_OPTIONS = { seedsPerClass: 40, rounds: 11, seed: 1 };

/**
 * The drafts the rule decomposer is timed on: every response of the adapters that have responses (response-labelled,
 * or grouped like QAGS summaries), both splits; else the corpus passages as drafts.
 */
function draftCorpus(): { source: string; drafts: string[] } {
  if (fs.existsSync(REAL_DATA)) {
    const adapters = DATASET_ADAPTERS.filter((a) => a.labels === 'response' || a.loadResponses !== undefined);
    const drafts = adapters.flatMap((a) => a.splits.flatMap((split) => loadDataset(a.id, { split, level: 'response' }).cases))
      .flatMap((c) => (c.draft === undefined ? [] : [c.draft]));
    return { source: `${REAL_DATA} (${adapters.map((a) => a.id).join(', ')})`, drafts };
  }
  const passages = loadCorpus().map((p) => p.spans.map((s) => s.text).join(' '));
  return { source: 'datasets/corpus passages (../shared/real-data absent)', drafts: passages };
}

/** The texts the tokenizer is timed on, and where they came from. */
function tokenizerCorpus(projectTexts: string[]): { source: string; texts: string[] } {
  if (fs.existsSync(REAL_DATA)) return { source: REAL_DATA, texts: collectRealDataTexts(REAL_DATA) };
  return { source: 'datasets/corpus (../shared/real-data absent)', texts: projectTexts };
}

async function main(argv: string[]): Promise<void> {
  const json = argv.includes('--json');
  const projectTexts = loadCorpus().flatMap((p) => p.spans.map((s) => s.text));
  const model = getScoreModel('v1');
  const pairs = benchPairs(projectTexts, model, PAIRS_OPTIONS);
  const fmt = (r: { median: number; min: number; max: number }) =>
    `${r.median.toLocaleString('en-US')} (min ${r.min.toLocaleString('en-US')}, max ${r.max.toLocaleString('en-US')})`;
  console.log(
    `matcher (${model.id}): ${fmt(pairs.wall)} pairs/s wall clock, median of ${PAIRS_OPTIONS.runs} rounds; ` +
      `${pairs.claims_per_run} claims × ${PAIRS_OPTIONS.spansPerPlan}-span plans, ${pairs.pairs_per_run} pairs per round, ` +
      `${PAIRS_OPTIONS.dimensions}-d vectors`,
  );
  console.log(`matcher CPU-time rate: ${fmt(pairs.cpu)} pairs per CPU second (texts analysed once per run)`);
  console.log(`matcher CPU-time rate, every claim new: ${fmt(pairs.new_claims_cpu)} pairs per CPU second`);
  console.log(`load average (1 min) ${pairs.load[0]} before, ${pairs.load[1]} after, on ${pairs.cores} cores`);
  const corpus = tokenizerCorpus(projectTexts);
  const tokenizer = benchTokenizer(corpus.texts);
  console.log(`tokenizer corpus: ${corpus.source}, ${corpus.texts.length} texts, ${tokenizer.corpus_mb.toFixed(2)} MB`);
  console.log(
    `tokenizer: reference ${tokenizer.reference_mb_s.toFixed(2)} MB/s, fast ${tokenizer.fast_mb_s.toFixed(2)} MB/s ` +
      `(×${tokenizer.ratio.toFixed(2)}), ${tokenizer.mismatches} mismatching texts`,
  );
  // The test suite checks a sample of the real data; this whole-corpus check fails the benchmark on any mismatch.
  if (tokenizer.mismatches > 0) {
    console.error(`bench: the fast tokenizer differs from the reference on ${tokenizer.mismatches} texts`);
    process.exitCode = 1;
  }
  const draftSource = draftCorpus();
  const decompose = benchDecompose(draftSource.drafts, DECOMPOSE_RUNS);
  console.log(
    `rule decomposer: ${decompose.drafts_per_s.toLocaleString('en-US')} drafts/s (median of ${DECOMPOSE_RUNS} runs; range ` +
      `${decompose.min_drafts_per_s.toLocaleString('en-US')}–${decompose.max_drafts_per_s.toLocaleString('en-US')}; ` +
      `${decompose.drafts_per_cpu_s.toLocaleString('en-US')} per CPU second), ${decompose.drafts} drafts of ` +
      `${decompose.mean_chars} chars on average, ${decompose.claims_per_run} claims, from ${draftSource.source}`,
  );
  const attack = await benchAttack(model, ATTACK_OPTIONS);
  console.log(
    `attack scoring (${model.id}, builtin, one core): ${fmt(attack.wall)} queries/s wall clock, median of ${ATTACK_OPTIONS.rounds} rounds ` +
      `(${fmt(attack.cpu)} per CPU second); ${attack.queries_per_round} claims the search scored for ${attack.seeds} seeds of the ` +
      `default suite over ${attack.plans} plans, each analysed and embedded anew; whole search ${attack.search_queries_per_s.toLocaleString('en-US')} ` +
      `queries/s (${attack.search_queries_per_cpu_s.toLocaleString('en-US')} per CPU second); load ${attack.load[0]} → ${attack.load[1]}`,
  );
  if (json) {
    console.log(JSON.stringify({
      tokenizer,
      pairs_per_s: pairs.pairs_per_s,
      pairs: { ...pairs, score_model: model.id, ...PAIRS_OPTIONS },
      decompose_drafts_per_s: decompose.drafts_per_s,
      decompose: { ...decompose, source: draftSource.source },
      attack_queries_per_s: attack.queries_per_s,
      attack: { ...attack, score_model: model.id, embedder: 'builtin', ...ATTACK_OPTIONS },
    }));
  }
}

await main(process.argv.slice(2));
