/**
 * What every adapter shares: resolving the dataset folder, checking the split, building cases with `e1..` spans and
 * the deterministic 30/70 dev/test split of single-file datasets.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { VerityError, unknownName } from '../../engine/errors.ts';
import type { AnyCase, DraftCase, LabelledCase } from '../types.ts';
import type { DatasetAdapter, DatasetAdapterSpec, DatasetSplit, GoldLabel, SkipCounts } from './types.ts';

/** Share of hash-split units that go to `dev`, in percent. */
export const DEV_PERCENT = 30;

/** An adapter whose `load` (and `loadResponses`) resolves the folder, checks the split and calls `spec.read`. */
export function defineDatasetAdapter(spec: DatasetAdapterSpec): DatasetAdapter {
  const { read, readResponses, ...adapter } = spec;
  const reader = (readSplit: NonNullable<DatasetAdapterSpec['readResponses']>) =>
    (dataDir: string, split?: string, skipped: SkipCounts = {}): AnyCase[] => {
      const chosen = checkSplit(spec, split);
      const dir = resolveDatasetDir(spec, dataDir);
      for (const file of spec.files(chosen)) {
        const full = path.join(dir, file);
        if (!fs.existsSync(full)) throw new VerityError('missing-data', `${spec.id}: source file ${full} does not exist`);
      }
      return readSplit(dir, chosen, skipped);
    };
  return { ...adapter, load: reader(read), ...(readResponses ? { loadResponses: reader(readResponses) } : {}) };
}

/** `split` as one of the adapter's splits (default `defaultSplit`), or a VerityError `unknown-split`. */
export function checkSplit(adapter: Pick<DatasetAdapter, 'id' | 'splits' | 'defaultSplit'>, split?: string): DatasetSplit {
  if (split === undefined) return adapter.defaultSplit;
  if ((adapter.splits as readonly string[]).includes(split)) return split as DatasetSplit;
  throw unknownName('split', `${adapter.id}/${split}`, adapter.splits.map((s) => `${adapter.id}/${s}`));
}

/**
 * The dataset folder: `<dataDir>/<folder>` when it exists, else `dataDir` itself when it already holds the default
 * split's first file; otherwise a VerityError `missing-data` naming the path looked for.
 */
export function resolveDatasetDir(adapter: Pick<DatasetAdapter, 'id' | 'folder' | 'files' | 'defaultSplit'>, dataDir: string): string {
  const nested = path.resolve(dataDir, adapter.folder);
  if (fs.existsSync(nested) && fs.statSync(nested).isDirectory()) return nested;
  if (fs.existsSync(path.resolve(dataDir, adapter.files(adapter.defaultSplit)[0]))) return path.resolve(dataDir);
  throw new VerityError('missing-data', `${adapter.id}: data folder ${nested} does not exist (pass --data-dir with the real-data root)`);
}

/** `dev` for about DEV_PERCENT % of units, `test` otherwise, from sha256 of `<datasetId>:<unitKey>`. */
export function hashSplit(datasetId: string, unitKey: string): DatasetSplit {
  const digest = createHash('sha256').update(`${datasetId}:${unitKey}`).digest();
  return digest.readUInt32BE(0) % 100 < DEV_PERCENT ? 'dev' : 'test';
}

/** Adds one dropped row under `reason`. */
export function countSkip(skipped: SkipCounts, reason: string): void {
  skipped[reason] = (skipped[reason] ?? 0) + 1;
}

/** `n` as a decimal string left-padded with zeros to `width` digits. */
export function padNumber(n: number, width = 4): string {
  return String(n).padStart(width, '0');
}

/** Class name of a gold label: `<dataset>-<verdict>` plus `-<flag>` when the source label refines it. */
export function goldClass(datasetId: string, gold: GoldLabel): string {
  return gold.flag ? `${datasetId}-${gold.expected}-${gold.flag}` : `${datasetId}-${gold.expected}`;
}

/** A draft case (a whole response labelled as one) built like `buildCase`; null when no evidence is left. */
export function buildDraftCase(datasetId: string, id: string, draft: string, texts: readonly string[], gold: GoldLabel): DraftCase | null {
  const built = buildCase(datasetId, id, draft, texts, gold);
  if (built === null) return null;
  const { claim, ...rest } = built;
  return { ...rest, draft: claim };
}

/** A case whose evidence is `texts` trimmed, blanks dropped, as truth spans `e1`, `e2`, …; null when none is left. */
export function buildCase(datasetId: string, id: string, claim: string, texts: readonly string[], gold: GoldLabel): LabelledCase | null {
  const evidence = texts
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .map((text, i) => ({ id: `e${i + 1}`, text }));
  if (evidence.length === 0) return null;
  return { id, class: goldClass(datasetId, gold), claim: claim.trim(), evidence, expected: gold.expected };
}
