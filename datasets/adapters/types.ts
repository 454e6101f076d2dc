/**
 * The shape of a real-data adapter: one public benchmark mapped to labelled cases (docs/real-data.md).
 */
import type { Verdict } from '../../engine/types.ts';
import type { CaseLevel } from '../caseKind.ts';
import type { AnyCase } from '../types.ts';

/** A split of a real dataset: tune on `dev`, report on `test`. */
export type DatasetSplit = 'dev' | 'test';

/** Rows a recipe drops on purpose (Generic, blank label, no evidence…), counted by reason. */
export type SkipCounts = Record<string, number>;

/** One public benchmark as labelled cases. */
export interface DatasetAdapter {
  /** Kebab-case id, as given to `verity run --dataset`. */
  id: string;
  description: string;
  /** Licence of the source data, as stated by its distributor. */
  license: string;
  /** Folder of the dataset under the real-data root. */
  folder: string;
  /**
   * What the source labels: `response` (a whole summary or dialogue response: draft cases) or `claim` (a sentence or
   * claim: claim cases).
   */
  labels: CaseLevel;
  splits: readonly DatasetSplit[];
  defaultSplit: DatasetSplit;
  /** Source files a split reads, relative to the dataset folder, in read order. */
  files(split: DatasetSplit): string[];
  /**
   * Cases of `split` (default `defaultSplit`). `dataDir` is the real-data root (or the dataset folder itself);
   * rows the recipe drops are counted into `skipped`.
   */
  load(dataDir: string, split?: string, skipped?: SkipCounts): AnyCase[];
  /**
   * Draft cases built from a claim-labelled source by grouping its claims into the responses they came from, with a
   * response label derived from theirs (QAGS: a summary from its sentences); absent when the source has no grouping.
   */
  loadResponses?(dataDir: string, split?: string, skipped?: SkipCounts): AnyCase[];
}

/** What an adapter file declares; `defineDatasetAdapter` adds `load` (and `loadResponses` when `readResponses` is given). */
export interface DatasetAdapterSpec extends Omit<DatasetAdapter, 'load' | 'loadResponses'> {
  /** Reads the cases of `split` from the resolved dataset folder `dir`. */
  read(dir: string, split: DatasetSplit, skipped: SkipCounts): AnyCase[];
  /** Reads the responses of `split`, grouped from a claim-labelled source. */
  readResponses?(dir: string, split: DatasetSplit, skipped: SkipCounts): AnyCase[];
}

/** A source row mapped to a gold verdict: `flag` refines the class name (e.g. `refuted`), never the verdict. */
export interface GoldLabel {
  expected: Verdict;
  flag?: string;
}
