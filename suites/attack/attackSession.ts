/**
 * What `verity attack` does, as a library call: load the seed cases (a suite or a cases file), keep the asked classes,
 * resolve the score models and the embedder, run the attack, and return the results and the summary the CLI prints (the
 * CLI writes `attacks.jsonl` per model, `attack.json` and `attack.html` through reports/attack.ts `writeAttackOutputs`).
 */
import path from 'node:path';
import { corpusView, loadCorpus, type CorpusDirs } from '../../datasets/corpus.ts';
import { VerityError, suggestNames } from '../../engine/errors.ts';
import { getScoreModel } from '../../engine/scoreModels/registry.ts';
import type { ProviderLimits } from '../../engine/providers/openaiOptions.ts';
import type { Embedder, ScoreModel } from '../../engine/types.ts';
import { limitsArg } from '../limitsArg.ts';
import { resolveRunEmbedder } from '../lazyEmbedder.ts';
import { loadCaseSource } from '../research/caseSource.ts';
import { suiteCorpusDirs } from '../loadCases.ts';
import { DEFAULT_SUITE, getSuite } from '../registry.ts';
import { DEFAULT_EMBEDDER } from '../runSession.ts';
import { runAttack, type AttackResults } from './runAttack.ts';
import type { AttackClassSummary, AttackSettings } from './types.ts';

/** Everything `verity attack` needs; instances replace registry ids in tests. The limits bound the embedder's requests. */
export interface AttackRunRequest extends ProviderLimits {
  suite?: string;
  casesFile?: string;
  /** Only these classes of the source (default: all of them). */
  classes?: readonly string[];
  scoreModels: readonly string[];
  embedder?: string;
  settings: AttackSettings;
  /** The folder attacks.jsonl, attack.json and attack.html will go to (the summary names the files and their replay). */
  outDir?: string;
  /** Generated-case cache and builtin word-table folder. */
  cacheDir?: string;
  /** Corpus folders the seeds' passages come from (default: the suite's own; the shipped corpus for a cases file). */
  corpusDir?: CorpusDirs;
  modelInstances?: readonly ScoreModel[];
  embedderInstance?: Embedder;
  onProgress?: (done: number, total: number) => void;
}

/** One model's line of the printed summary. */
export interface AttackModelSummary {
  score_model: string;
  fingerprint: string;
  classes: Record<string, AttackClassSummary>;
  /** The successes as cases, when written. */
  attacks_file?: string;
  /** The command that replays every flip. */
  replay?: string;
}

/** What `verity attack --json` prints. */
export interface AttackSummary {
  kind: 'attack';
  source: string;
  embedder: string;
  settings: AttackSettings;
  models: AttackModelSummary[];
}

/** The score models of the request; throws `bad-option` on an empty or repeated list (unknown ids suggest near names). */
function modelsOf(req: AttackRunRequest): ScoreModel[] {
  if (req.modelInstances !== undefined) return [...req.modelInstances];
  if (req.scoreModels.length === 0) throw new VerityError('bad-option', 'attack: --score-models names no model');
  const repeated = req.scoreModels.find((id, i) => req.scoreModels.indexOf(id) !== i);
  if (repeated !== undefined) throw new VerityError('bad-option', `attack: score model '${repeated}' is listed twice`);
  return req.scoreModels.map(getScoreModel);
}

/** The asked classes, each checked against the source's classes (near names suggested). */
function checkClasses(wanted: readonly string[], present: readonly string[], source: string): void {
  for (const cls of wanted) {
    if (present.includes(cls)) continue;
    const near = suggestNames(cls, present);
    const hint = near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : '';
    throw new VerityError('unknown-class', `attack: ${source} has no class '${cls}'.${hint} Its classes: ${present.join(', ')}.`);
  }
}

/** Where a model's successes go: `attacks.jsonl` for one model, `<model>/attacks.jsonl` for each of several. */
export function attacksFile(outDir: string, scoreModel: string, models: number): string {
  return models === 1 ? path.join(outDir, 'attacks.jsonl') : path.join(outDir, scoreModel, 'attacks.jsonl');
}

/** The command that replays a model's flips, with the provider limits the attack was given (never a key). */
function replayCommand(file: string, scoreModel: string, embedder: string, limits: ProviderLimits): string {
  return `verity run --cases ${JSON.stringify(file)} --score-model ${scoreModel}${embedder === DEFAULT_EMBEDDER ? '' : ` --embedder ${embedder}`}` +
    limitsArg(limits);
}

/**
 * The corpus folders the seeds resolve against (a seed resolves only against the corpus its passage is in): a suite's
 * own (the hard suite reads two), whatever `corpusDir` says, since a suite's cases come from its folders alone; for a
 * cases file those asked, else the shipped corpus (undefined).
 */
export function seedCorpusDirs(req: Pick<AttackRunRequest, 'corpusDir' | 'casesFile' | 'suite'>): CorpusDirs | undefined {
  return req.casesFile === undefined ? suiteCorpusDirs(getSuite(req.suite ?? DEFAULT_SUITE)) : req.corpusDir;
}

/** Runs `verity attack`: the results, the printed summary and each seed case's claim (for the report's word diffs). */
export async function executeAttack(req: AttackRunRequest): Promise<{ results: AttackResults; summary: AttackSummary; seedClaims: Map<string, string> }> {
  const models = modelsOf(req);
  const source = await loadCaseSource({ suite: req.suite, casesFile: req.casesFile, cacheDir: req.cacheDir });
  const present = [...new Set(source.cases.map((c) => c.class))];
  if (req.classes !== undefined) checkClasses(req.classes, present, source.label);
  const cases = req.classes === undefined ? source.cases : source.cases.filter((c) => req.classes!.includes(c.class));
  const embedder = req.embedderInstance ?? (await resolveRunEmbedder(req.embedder ?? DEFAULT_EMBEDDER, { cacheDir: req.cacheDir, timeoutMs: req.timeoutMs, maxRetries: req.maxRetries }));
  const corpus = corpusView(loadCorpus(seedCorpusDirs(req)));
  const results = await runAttack({ cases, corpus, models, embedder, settings: req.settings, onProgress: req.onProgress });
  const seedClaims = new Map(cases.flatMap((c) => (c.claim === undefined ? [] : [[c.id, c.claim] as const])));
  const summary: AttackSummary = {
    kind: 'attack',
    source: source.label,
    embedder: results.embedder,
    settings: results.settings,
    models: results.models.map((m) => {
      const file = req.outDir === undefined ? undefined : attacksFile(req.outDir, m.score_model, results.models.length);
      return {
        score_model: m.score_model, fingerprint: m.fingerprint, classes: m.classes,
        ...(file === undefined ? {} : { attacks_file: file, replay: replayCommand(file, m.score_model, results.embedder, req) }),
      };
    }),
  };
  return { results, summary, seedClaims };
}
