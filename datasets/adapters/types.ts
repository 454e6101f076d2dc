/**
 * The shape of a real-data adapter: one public benchmark mapped to labelled cases (docs/real-data.md).
 */
import type { Verdict } from '../../engine/types.ts';
import type { LabelledCase } from '../types.ts';

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
  splits: readonly DatasetSplit[];
  defaultSplit: DatasetSplit;
  /** Source files a split reads, relative to the dataset folder, in read order. */
  files(split: DatasetSplit): string[];
  /**
   * Cases of `split` (default `defaultSplit`). `dataDir` is the real-data root (or the dataset folder itself);
   * rows the recipe drops are counted into `skipped`.
   */
  load(dataDir: string, split?: string, skipped?: SkipCounts): LabelledCase[];
}

/** What an adapter file declares; `defineDatasetAdapter` adds `load`. */
export interface DatasetAdapterSpec extends Omit<DatasetAdapter, 'load'> {
  /** Reads the cases of `split` from the resolved dataset folder `dir`. */
  read(dir: string, split: DatasetSplit, skipped: SkipCounts): LabelledCase[];
}

/** A source row mapped to a gold verdict: `flag` refines the class name (e.g. `refuted`), never the verdict. */
export interface GoldLabel {
  expected: Verdict;
  flag?: string;
}
