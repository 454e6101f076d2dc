/**
 * What `verity compare` and `verity calibrate` do, as library calls: load the cases, decompose every draft once,
 * embed every unique text once (through the embedding cache), score them under each model. The caller writes the
 * reports (reports/compare.ts `writeCompareReports`).
 */
import { performance } from 'node:perf_hooks';
import { withEmbeddingCache } from '../../engine/embedders/cache.ts';
import { resolveEmbedder } from '../../engine/embedders/registry.ts';
import type { ProviderLimits } from '../../engine/providers/openaiOptions.ts';
import { VerityError } from '../../engine/errors.ts';
import { getScoreModel } from '../../engine/scoreModels/registry.ts';
import type { Decomposer } from '../../engine/decompose/types.ts';
import type { Embedder, ScoreModel } from '../../engine/types.ts';
import { DEFAULT_AGGREGATE, type Aggregate } from '../aggregate.ts';
import { decomposeCaseDrafts, resolveDecomposer, type ResponseOptions } from '../drafts.ts';
import { embedCaseTexts, type VectorStore } from '../embedCases.ts';
import { casesHash } from '../loadCases.ts';
import { limitsArg } from '../limitsArg.ts';
import { DEFAULT_EMBEDDER } from '../runSession.ts';
import { selectShard, shardArg, type Shard } from '../shard.ts';
import { calibrate, type CalibrationResult } from './calibrate.ts';
import { loadCaseSource, type CaseSource, type CaseSourceRequest } from './caseSource.ts';
import { compareModels } from './compareModels.ts';
import type { ComparisonResults } from './types.ts';

/** Embedder and draft settings shared by compare and calibrate. */
export interface EmbedRequest extends ProviderLimits {
  embedder?: string;
  /** Embedding cache directory; no cache when undefined. */
  cacheDir?: string;
  concurrency?: number;
  embedderInstance?: Embedder;
  onProgress?: (done: number, total: number) => void;
  /** LLM decomposer id for draft cases (default: the offline rule decomposer). */
  llm?: string;
  decomposerInstance?: Decomposer;
  /** Aggregation of a draft's claim scores (default `min`). */
  aggregate?: Aggregate;
}

/** A `verity compare` request. */
export interface CompareRequest extends CaseSourceRequest, EmbedRequest {
  scoreModels: readonly string[];
  shard?: Shard;
  modelInstances?: readonly ScoreModel[];
}

/** Resolves score model ids; throws `bad-option` on an empty or repeated list (unknown ids suggest near names). */
export function resolveModels(ids: readonly string[]): ScoreModel[] {
  if (ids.length === 0) throw new VerityError('bad-option', 'compare: --score-models names no model');
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw new VerityError('bad-option', `compare: score model '${repeated}' is listed twice`);
  return ids.map(getScoreModel);
}

/**
 * Decomposes the drafts of `cases` once; undefined when there is no draft case (claim-only runs stay as they were),
 * unless `draftRun` says the whole source holds drafts (a shard of it may hold none).
 */
export async function decomposeSource(cases: CaseSource['cases'], req: EmbedRequest, draftRun?: boolean): Promise<ResponseOptions | undefined> {
  if (!(draftRun ?? cases.some((c) => c.draft !== undefined))) return undefined;
  const decomposer = req.decomposerInstance ?? (await resolveDecomposer(req.llm, req));
  const drafts = await decomposeCaseDrafts(cases, decomposer, { concurrency: req.concurrency });
  return { drafts, aggregate: req.aggregate ?? DEFAULT_AGGREGATE };
}

/**
 * Decomposes the drafts and embeds the texts of `cases` once; returns the vector store, the drafts' response options
 * (undefined without draft cases) and the embedder's id and fingerprint.
 */
export async function embedSource(cases: CaseSource['cases'], req: EmbedRequest, draftRun?: boolean) {
  const response = await decomposeSource(cases, req, draftRun);
  const base = req.embedderInstance ?? (await resolveEmbedder(req.embedder ?? DEFAULT_EMBEDDER, { cacheDir: req.cacheDir, timeoutMs: req.timeoutMs, maxRetries: req.maxRetries }));
  const cached = req.cacheDir === undefined ? null : withEmbeddingCache(base, { dir: req.cacheDir });
  const embedder = cached ?? base;
  try {
    const options = { concurrency: req.concurrency, onProgress: req.onProgress, drafts: response?.drafts };
    const vectors: VectorStore = await embedCaseTexts(cases, embedder, options);
    return { vectors, response, embedModel: embedder.id, embedFingerprint: embedder.fingerprint };
  } finally {
    await cached?.flush();
  }
}

/** The replay options of a run's draft settings (` --aggregate A [--llm ID]`); empty without draft cases. */
export function responseArgs(req: Pick<EmbedRequest, 'llm'>, response: ResponseOptions | undefined): string {
  if (response === undefined) return '';
  return ` --aggregate ${response.aggregate}${req.llm === undefined ? '' : ` --llm ${req.llm}`}`;
}

/** Runs the comparison: the results and the name of their default report folder (`compare-<source>[-shard-k-of-n]`). */
export async function executeCompare(req: CompareRequest): Promise<{ results: ComparisonResults; dirName: string }> {
  const started = new Date();
  const t0 = performance.now();
  const models = req.modelInstances ? [...req.modelInstances] : resolveModels(req.scoreModels);
  const source = await loadCaseSource(req);
  const cases = req.shard ? selectShard(source.cases, req.shard) : source.cases;
  const tLoad = performance.now();
  const draftRun = source.cases.some((c) => c.draft !== undefined);
  const { vectors, response, embedModel, embedFingerprint } = await embedSource(cases, req, draftRun);
  const tEmbed = performance.now();
  const compared = compareModels(cases, vectors, models, { floors: source.floors, classes: source.classes, response });
  const tScore = performance.now();
  const results: ComparisonResults = {
    models: compared,
    class_order: Object.keys(compared[0]?.classes ?? {}),
    meta: {
      source: source.label,
      seed: source.seed,
      embed_model: embedModel,
      embed_fingerprint: embedFingerprint,
      datasets: source.datasets,
      // The whole source's hash, also in a shard: shards of one run share it, and merge checks that.
      cases_hash: casesHash(source.cases),
      total: cases.length,
      class_preference: source.classes,
      ...(req.shard ? { shard: { ...req.shard, total_cases: source.cases.length } } : {}),
      ...(response ? { response: { aggregate: response.aggregate, decomposer: response.drafts.decomposer } } : {}),
      durations_ms: {
        load: Math.round(tLoad - t0), embed: Math.round(tEmbed - tLoad), score: Math.round(tScore - tEmbed), total: Math.round(tScore - t0),
      },
      replay: `verity compare --score-models ${models.map((m) => m.id).join(',')} ${source.args} --embedder ${embedModel}` +
        `${responseArgs(req, response)}${limitsArg(req)}${shardArg(req.shard)}`,
      started_at: started.toISOString(),
    },
  };
  const shardSuffix = req.shard ? `-shard-${req.shard.index}-of-${req.shard.count}` : '';
  return { results, dirName: `compare-${source.slug}${shardSuffix}` };
}

/** A `verity calibrate` request. */
export interface CalibrateRequest extends CaseSourceRequest, EmbedRequest {
  scoreModel: string;
  betas?: readonly number[];
  /** Treat measured (non-gating) floors as gating too, e.g. to ask whether any bands close entity-swap. */
  allFloorsGating?: boolean;
  modelInstance?: ScoreModel;
}

/** Calibrates one score model on the request's cases. */
export async function executeCalibrate(req: CalibrateRequest): Promise<CalibrationResult & { source: string; cases: number; embed_model: string }> {
  const model = req.modelInstance ?? getScoreModel(req.scoreModel);
  const source = await loadCaseSource(req);
  const { vectors, response, embedModel } = await embedSource(source.cases, req);
  const floors = req.allFloorsGating ? source.floors.map((f) => ({ ...f, gating: true })) : source.floors;
  const result = calibrate(source.cases, vectors, model, { floors, betas: req.betas, response });
  return { ...result, source: source.label, cases: source.cases.length, embed_model: embedModel };
}
