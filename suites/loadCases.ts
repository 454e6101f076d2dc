/**
 * A suite's cases: generated from the corpus (seeded) or read from a cases file, with the versions that made them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { VerityError } from '../engine/errors.ts';
import { corpusVersion, corpusView, loadCorpus, type CorpusDirs } from '../datasets/corpus.ts';
import { readCases } from '../datasets/cases.ts';
import { evidenceJson } from '../engine/evidenceJson.ts';
import type { AnyCase, LabelledCase } from '../datasets/types.ts';
import { caseCacheFile, readCachedCases, writeCachedCases } from './caseCache.ts';
import type { LoadedCases, Suite } from './types.ts';

/** 16 hex chars of sha256 over a file's bytes. */
export function fileVersion(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}

/**
 * Generates the suite's classes from the corpus: classes sharing a count are generated together. The generators
 * (21 modules) are imported only on a case-cache miss, so a warm run does not load them.
 */
async function generateSuiteCases(suite: Suite, dir: CorpusDirs | undefined, seed: number, cacheDir?: string): Promise<LoadedCases> {
  const version = corpusVersion(dir);
  const cacheFile = cacheDir === undefined ? null : caseCacheFile(cacheDir, suite, seed, version);
  const cached = cacheFile === null ? null : readCachedCases(cacheFile);
  if (cached !== null) return cached;
  const { generateCases } = await import('../generators/generate.ts');
  const corpus = corpusView(loadCorpus(dir));
  const byCount = new Map<number, string[]>();
  for (const [cls, count] of Object.entries(suite.generators)) byCount.set(count, [...(byCount.get(count) ?? []), cls]);
  const cases: LabelledCase[] = [];
  const { repertoire, difficulty, balance } = suite;
  for (const [perClass, classes] of byCount) cases.push(...generateCases({ corpus, classes, perClass, seed, repertoire, difficulty, balance }));
  const loaded = { cases, datasets: { corpus: version } };
  if (cacheFile !== null) writeCachedCases(cacheFile, loaded);
  return loaded;
}

/** Throws VerityError `duplicate-case-id` naming the first repeated id. */
export function checkUniqueIds(cases: readonly AnyCase[], source: string): void {
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) throw new VerityError('duplicate-case-id', `suite: case id '${c.id}' repeats in ${source}`);
    seen.add(c.id);
  }
}

/** The corpus folders a corpus suite generates from (undefined: the shipped corpus, or a suite reading a cases file). */
export function suiteCorpusDirs(suite: Suite): CorpusDirs | undefined {
  return suite.dataset.kind === 'corpus' ? suite.dataset.dir : undefined;
}

/** Loads (or generates, or reads from the case cache under `cacheDir`) the cases of `suite` for `seed`. */
export async function loadSuiteCases(suite: Suite, seed: number, cacheDir?: string): Promise<LoadedCases> {
  const loaded = suite.dataset.kind === 'cases'
    ? { cases: readCases(suite.dataset.file), datasets: { [path.basename(suite.dataset.file)]: fileVersion(suite.dataset.file) } }
    : await generateSuiteCases(suite, suiteCorpusDirs(suite), seed, cacheDir);
  checkUniqueIds(loaded.cases, suite.dataset.kind === 'cases' ? suite.dataset.file : `suite ${suite.id}`);
  if (loaded.cases.length === 0) {
    const where = suite.dataset.kind === 'cases' ? `: ${suite.dataset.file} holds no cases` : '';
    throw new VerityError('no-cases', `suite ${suite.id}: no cases to run${where}`);
  }
  return loaded;
}

/** An ad-hoc suite over a cases file: no generators, no floors (a run reports rates only). */
export function casesFileSuite(file: string): Suite {
  return {
    id: `cases-${path.basename(file).replace(/\.[^.]*$/, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    description: `Cases read from ${file}`,
    dataset: { kind: 'cases', file },
    generators: {},
    seed: 0,
    floors: [],
  };
}

/** The cases hash built case by case (a streamed run): same value as casesHash over the same cases in order. */
export interface CasesHasher {
  add(c: AnyCase): void;
  digest(): string;
}

/** A new CasesHasher. */
export function createCasesHasher(): CasesHasher {
  const hash = createHash('sha256');
  return {
    add(c) {
      const text = JSON.stringify(c.draft === undefined ? c.claim : { draft: c.draft });
      // The JSON of [id, class, text, evidence, cited, expected], the evidence's text built once per list object.
      hash.update(`[${JSON.stringify(c.id)},${JSON.stringify(c.class)},${text},${evidenceJson(c.evidence)},${JSON.stringify(c.cited ?? [])},${JSON.stringify(c.expected)}]`);
      hash.update('\n');
    },
    digest: () => hash.digest('hex').slice(0, 16),
  };
}

/**
 * 16 hex chars of sha256 over the ordered cases' ids, classes, claims (or drafts), evidence, citations and
 * expectations. A draft enters as `{"draft": …}`, so a draft never hashes like a claim of the same text.
 */
export function casesHash(cases: readonly AnyCase[]): string {
  const hasher = createCasesHasher();
  for (const c of cases) hasher.add(c);
  return hasher.digest();
}
