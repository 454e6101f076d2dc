/**
 * HealthVer (Sarrouti et al., EMNLP Findings 2021): COVID-19 health claims against scientific abstract snippets.
 */
import path from 'node:path';
import type { LabelledCase } from '../types.ts';
import { buildCase, defineDatasetAdapter } from './defineDatasetAdapter.ts';
import { readCsvRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel } from './types.ts';

const ID = 'healthver';
const COLUMNS = ['id', 'evidence', 'claim', 'label', 'topic_ip', 'question'];
const LABELS: Record<string, GoldLabel> = {
  Supports: { expected: 'supported' },
  Refutes: { expected: 'unsupported', flag: 'refuted' },
  Neutral: { expected: 'unsupported', flag: 'neutral' },
};

function healthverFile(split: DatasetSplit): string {
  return `data/healthver_${split}.csv`;
}

function readHealthver(dir: string, split: DatasetSplit): LabelledCase[] {
  return readCsvRows(ID, path.join(dir, healthverFile(split)), COLUMNS).map(({ row, value }) => {
    const gold = LABELS[row.oneOf(value.label.trim(), 'label', Object.keys(LABELS))];
    const id = `${ID}-${split}-${row.string(value.id, 'id').trim()}`;
    return buildCase(ID, id, row.string(value.claim, 'claim'), [row.string(value.evidence, 'evidence')], gold)!;
  });
}

/** HealthVer: 3,740 claim–evidence pairs (dev 1,917, test 1,823), S 1,204 / U 2,536 (Refutes kept as a class flag). */
export const healthver = defineDatasetAdapter({
  id: ID,
  description: 'HealthVer COVID-19 claims vs an abstract snippet; Refutes and Neutral both unsupported',
  license: 'no licence file in repo',
  folder: 'healthver',
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: (split: DatasetSplit) => [healthverFile(split)],
  read: (dir, split) => readHealthver(dir, split),
});
