/**
 * WiCE (Kamoi et al., EMNLP 2023): Wikipedia sentences against the web page they cite, 3-way labels.
 */
import path from 'node:path';
import type { LabelledCase } from '../types.ts';
import { buildCase, defineDatasetAdapter } from './defineDatasetAdapter.ts';
import { readJsonlRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel } from './types.ts';
import type { RowContext } from '../rows.ts';

const ID = 'wice';
const LABELS: Record<string, GoldLabel> = {
  supported: { expected: 'supported' },
  partially_supported: { expected: 'partial' },
  not_supported: { expected: 'unsupported' },
};

/** The cited sentences of a WiCE row: the union of `supporting_sentences` in order, or the whole page when empty. */
export function wiceEvidence(row: RowContext, value: Record<string, unknown>): string[] {
  const page = row.strings(value.evidence, 'evidence', 1);
  const cited = new Set<number>();
  row.array(value.supporting_sentences, 'supporting_sentences').forEach((group, g) => {
    for (const index of row.array(group, `supporting_sentences[${g}]`)) {
      if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= page.length) {
        throw row.fail(`supporting_sentences[${g}]`, `holds ${JSON.stringify(index)}, not an index into evidence (0..${page.length - 1})`);
      }
      cited.add(index as number);
    }
  });
  return cited.size === 0 ? page : [...cited].sort((a, b) => a - b).map((i) => page[i]);
}

/** Reads one WiCE jsonl file (claim level or Claim-Split subclaims) as cases prefixed `idPrefix`. */
export function readWiceFile(datasetId: string, file: string): LabelledCase[] {
  return readJsonlRows(datasetId, file).map(({ row, value }) => {
    const meta = row.object(value.meta, 'meta');
    const gold = LABELS[row.oneOf(value.label, 'label', Object.keys(LABELS))];
    const id = `${datasetId}-${row.string(meta.id, 'meta.id')}`;
    const built = buildCase(datasetId, id, row.string(value.claim, 'claim'), wiceEvidence(row, value), gold);
    if (!built) throw row.fail('evidence', 'has no non-blank sentence');
    return built;
  });
}

/** WiCE claim level: 707 claims (dev 349, test 358), S 226 / P 406 / U 75. */
export const wice = defineDatasetAdapter({
  id: ID,
  description: 'WiCE claims: Wikipedia sentences vs the cited web page (supporting sentences, or the whole page when none)',
  license: 'annotations ODC-BY 1.0; text CC BY-SA (Wikipedia) + Common Crawl terms of use',
  folder: 'wice',
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: (split: DatasetSplit) => [`data/entailment_retrieval/claim/${split}.jsonl`],
  read: (dir, split) => readWiceFile(ID, path.join(dir, `data/entailment_retrieval/claim/${split}.jsonl`)),
});
