/**
 * The real-data adapters (a literal list) and `loadDataset`, which returns a split's cases with the version of the
 * source bytes it read.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unknownName } from '../../engine/errors.ts';
import { casesAtLevel, type CaseLevel } from '../caseKind.ts';
import type { AnyCase } from '../types.ts';
import { checkSplit, resolveDatasetDir } from './defineDatasetAdapter.ts';
import type { DatasetAdapter, DatasetSplit, SkipCounts } from './types.ts';
import { aggrefact } from './aggrefact.ts';
import { begin } from './begin.ts';
import { climateFever, climateFeverSentences } from './climateFever.ts';
import { dialfact } from './dialfact.ts';
import { factcheckGpt } from './factcheckGpt.ts';
import { faithdialAudit } from './faithdialAudit.ts';
import { healthver } from './healthver.ts';
import { mrpc } from './mrpc.ts';
import { qags } from './qags.ts';
import { summedits } from './summedits.ts';
import { vitamincSample } from './vitamincSample.ts';
import { wice } from './wice.ts';
import { wiceSubclaims } from './wiceSubclaims.ts';
import { xsumHallucination } from './xsumHallucination.ts';
import { sourceDirOf } from '../../engine/io/sourceDir.ts';

/** Every real-data adapter, in documentation order. */
export const DATASET_ADAPTERS: readonly DatasetAdapter[] = [
  wice,
  wiceSubclaims,
  factcheckGpt,
  faithdialAudit,
  begin,
  summedits,
  climateFever,
  climateFeverSentences,
  healthver,
  dialfact,
  mrpc,
  vitamincSample,
  qags,
  xsumHallucination,
  aggrefact,
];

/** The adapter with this id, or a VerityError `unknown-dataset` with near names. */
export function getDatasetAdapter(id: string): DatasetAdapter {
  const found = DATASET_ADAPTERS.find((adapter) => adapter.id === id);
  if (!found) throw unknownName('dataset', id, DATASET_ADAPTERS.map((adapter) => adapter.id));
  return found;
}

/** `../shared/real-data` resolved against the repository root (absolute path). */
export function defaultRealDataDir(): string {
  return path.resolve(sourceDirOf(import.meta.url), '../../../shared/real-data');
}

/**
 * Options of loadDataset: the real-data root (default `defaultRealDataDir()`), the split (default the adapter's) and
 * the level (default: what the source labels).
 */
export interface LoadDatasetOptions {
  dataDir?: string;
  split?: string;
  level?: CaseLevel;
}

/** A loaded split: its cases, `version` (12 hex of sha256 over the files read), and the rows the recipe dropped. */
export interface LoadedDataset {
  id: string;
  split: DatasetSplit;
  cases: AnyCase[];
  version: string;
  /** Files read, relative to the dataset folder. */
  files: string[];
  skipped: SkipCounts;
}

/** Loads one split of a dataset; throws `unknown-dataset`, `unknown-split`, `missing-data` or `bad-real-data`. */
export function loadDataset(id: string, options: LoadDatasetOptions = {}): LoadedDataset {
  const adapter = getDatasetAdapter(id);
  const split = checkSplit(adapter, options.split);
  const dataDir = options.dataDir ?? defaultRealDataDir();
  const dir = resolveDatasetDir(adapter, dataDir);
  const skipped: SkipCounts = {};
  const cases = options.level === 'response' && adapter.loadResponses
    ? adapter.loadResponses(dataDir, split, skipped)
    : casesAtLevel(adapter.load(dataDir, split, skipped), options.level);
  const files = adapter.files(split);
  return { id, split, cases, version: sourceVersion(dir, files), files, skipped };
}

/** 12 hex chars of sha256 over each file's relative path and bytes, in order. */
export function sourceVersion(dir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}
