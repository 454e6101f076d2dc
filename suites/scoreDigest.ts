/**
 * Digests of per-case score tuples over the default suite on the builtin embedder: the matcher's regression pin
 * (a score model's every score, verdict, best span, cos, lex and gate bit must stay bit-identical across refactors).
 */
import { createHash } from 'node:crypto';
import { resolveEmbedder } from '../engine/embedders/registry.ts';
import type { Embedder, ScoreModel } from '../engine/types.ts';
import { adversarial } from './adversarial.suite.ts';
import { embedCaseTexts, type VectorStore } from './embedCases.ts';
import { casesHash, loadSuiteCases } from './loadCases.ts';
import { scoreCases } from './scoreCases.ts';
import type { CaseResult } from './types.ts';
import type { AnyCase } from '../datasets/types.ts';

/** The default suite's cases embedded by the builtin embedder, with the hashes that identify them. */
export interface EmbeddedDefaultSuite {
  cases: AnyCase[];
  vectors: VectorStore;
  casesHash: string;
  embedFingerprint: string;
}

/** Loads the default suite (seeded) and embeds its texts with the builtin embedder. */
export async function embedDefaultSuite(embedder?: Embedder): Promise<EmbeddedDefaultSuite> {
  const { cases } = await loadSuiteCases(adversarial, adversarial.seed);
  const builtin = embedder ?? (await resolveEmbedder('builtin'));
  const vectors = await embedCaseTexts(cases, builtin, { batchSize: 256 });
  return { cases, vectors, casesHash: casesHash(cases), embedFingerprint: builtin.fingerprint };
}

/** Exact text of a number: shortest round-trip decimal, so equal text means equal bits (−0 kept apart). */
function exact(x: number | null): string {
  if (x === null) return 'null';
  return Object.is(x, -0) ? '-0' : String(x);
}

/** One case's pinned tuple: id, score, verdict, best span, cos, lex and both gate bits. */
export function scoreTuple(r: CaseResult): string {
  return [r.id, exact(r.score), r.verdict, r.best_span ?? '-', exact(r.cos), exact(r.lex),
    r.numeric_gated ? 1 : 0, r.entity_gated ? 1 : 0].join('\t');
}

/** 16 hex chars of sha256 over every case's tuple, one line each, in case order. */
export function digestResults(results: readonly CaseResult[]): string {
  const hash = createHash('sha256');
  for (const r of results) hash.update(`${scoreTuple(r)}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** Digest of a model's results over an embedded suite. */
export function digestModel(suite: EmbeddedDefaultSuite, model: ScoreModel): string {
  return digestResults(scoreCases(suite.cases, suite.vectors, model));
}
