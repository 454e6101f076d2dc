/**
 * Where compared or calibrated cases come from: a registered suite, a labelled cases file, or a real-data split.
 */
import { loadDataset } from '../../datasets/adapters/registry.ts';
import { casesAtLevel, type CaseLevel } from '../../datasets/caseKind.ts';
import type { AnyCase } from '../../datasets/types.ts';
import { casesFileSuite, loadSuiteCases } from '../loadCases.ts';
import { DEFAULT_SUITE, getSuite } from '../registry.ts';
import type { Floor, Suite } from '../types.ts';

/** One of suite, cases file or dataset (default: the default suite). */
export interface CaseSourceRequest {
  suite?: string;
  casesFile?: string;
  dataset?: string;
  /** Real-data root (default: ../shared/real-data beside the repository). */
  dataDir?: string;
  /** Dataset split (default: the adapter's, `test`). */
  split?: string;
  seed?: number;
  /** Generated-case cache directory; none when undefined. */
  cacheDir?: string;
  suiteInstance?: Suite;
  /** Verify every case as one claim, or decompose every case (default: as the source gives them). */
  level?: CaseLevel;
}

/** Loaded cases with their floors, class order and provenance. */
export interface CaseSource {
  /** `suite:<id>`, `cases:<file>` or `dataset:<id>/<split>`. */
  label: string;
  /** File-system-safe slug of the label, e.g. `dataset-wice-test`. */
  slug: string;
  /** Source options as command-line arguments (for replay commands). */
  args: string;
  cases: AnyCase[];
  datasets: Record<string, string>;
  floors: Floor[];
  classes: string[];
  seed: number;
}

/** File-system-safe slug of a source label. */
export const slugOf = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Loads the cases a request names, at the requested level (label, slug and args then name it). */
export async function loadCaseSource(req: CaseSourceRequest): Promise<CaseSource> {
  const source = await loadAtSourceLevel(req);
  if (req.level === undefined) return source;
  const label = `${source.label}@${req.level}`;
  return { ...source, label, slug: slugOf(label), args: `${source.args} --level ${req.level}`, cases: casesAtLevel(source.cases, req.level) };
}

async function loadAtSourceLevel(req: CaseSourceRequest): Promise<CaseSource> {
  if (req.dataset !== undefined) {
    const data = loadDataset(req.dataset, { dataDir: req.dataDir, split: req.split, level: req.level });
    const label = `dataset:${data.id}/${data.split}`;
    return {
      label, slug: slugOf(label), args: `--dataset ${data.id} --split ${data.split}`,
      cases: data.cases, datasets: { [`${data.id}/${data.split}`]: data.version }, floors: [], classes: [], seed: 0,
    };
  }
  const suite = req.suiteInstance ?? (req.casesFile ? casesFileSuite(req.casesFile) : getSuite(req.suite ?? DEFAULT_SUITE));
  const seed = req.seed ?? suite.seed;
  const loaded = await loadSuiteCases(suite, seed, req.cacheDir);
  const label = req.casesFile ? `cases:${req.casesFile}` : `suite:${suite.id}`;
  return {
    label,
    slug: slugOf(req.casesFile ? `cases-${suite.id.replace(/^cases-/, '')}` : `suite-${suite.id}`),
    args: req.casesFile ? `--cases ${JSON.stringify(req.casesFile)}` : `--suite ${suite.id} --seed ${seed}`,
    cases: loaded.cases, datasets: loaded.datasets, floors: suite.floors, classes: Object.keys(suite.generators), seed,
  };
}
