/**
 * VitaminC (Schuster et al., NAACL 2021) samples: contrastive claims from Wikipedia revisions, one evidence sentence.
 */
import path from 'node:path';
import type { LabelledCase } from '../types.ts';
import { buildCase, defineDatasetAdapter } from './defineDatasetAdapter.ts';
import { readJsonlRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel } from './types.ts';

const ID = 'vitaminc-sample';
/** dev = the five class-balanced samples of VitaminC train; test = the sample of VitaminC validation. */
const FILES: Record<DatasetSplit, string[]> = {
  dev: [0, 1, 2, 3, 4].map((i) => `data/vitaminc/train_${i}.jsonl`),
  test: ['data/vitaminc/test.jsonl'],
};
const LABELS: Record<string, GoldLabel> = {
  supports: { expected: 'supported' },
  refutes: { expected: 'unsupported', flag: 'refuted' },
  'not enough info': { expected: 'unsupported', flag: 'not-enough-info' },
};

function readVitaminc(dir: string, file: string): LabelledCase[] {
  return readJsonlRows(ID, path.join(dir, file)).map(({ row, value }) => {
    const gold = LABELS[row.oneOf(value.label, 'label', Object.keys(LABELS))];
    const id = `${ID}-${row.string(value.id, 'id')}`;
    return buildCase(ID, id, row.string(value.claim, 'claim'), [row.string(value.evidence, 'evidence')], gold)!;
  });
}

/** VitaminC sample: 400 claims (dev 300 class-balanced, test 100), S 154 / U 246. */
export const vitamincSample = defineDatasetAdapter({
  id: ID,
  description: 'VitaminC contrastive revision claims vs one Wikipedia sentence (Lifelong-ICL samples)',
  license: 'VitaminC data CC BY-SA 3.0 (Wikipedia terms); sampler repo MIT',
  folder: 'vitaminc-sample',
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: (split: DatasetSplit) => FILES[split],
  read: (dir, split) => FILES[split].flatMap((file) => readVitaminc(dir, file)),
});
