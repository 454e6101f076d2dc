/**
 * CLIMATE-FEVER (Diggelmann et al. 2020): real-world climate claims against 5 retrieved Wikipedia sentences.
 */
import path from 'node:path';
import type { LabelledCase } from '../types.ts';
import { buildCase, countSkip, defineDatasetAdapter, hashSplit } from './defineDatasetAdapter.ts';
import { readJsonlRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel, SkipCounts } from './types.ts';

const ID = 'climate-fever';
const FILE = 'dataset/climate-fever.jsonl';
const LABELS: Record<string, GoldLabel | null> = {
  SUPPORTS: { expected: 'supported' },
  REFUTES: { expected: 'unsupported', flag: 'refuted' },
  NOT_ENOUGH_INFO: { expected: 'unsupported', flag: 'not-enough-info' },
  // Supporting and refuting evidence both present: neither a clean verdict nor `partial`, so dropped.
  DISPUTED: null,
};

function readClimateFever(dir: string, split: DatasetSplit, skipped: SkipCounts): LabelledCase[] {
  const cases: LabelledCase[] = [];
  for (const { row, value } of readJsonlRows(ID, path.join(dir, FILE))) {
    const claimId = row.string(value.claim_id, 'claim_id');
    if (hashSplit(ID, claimId) !== split) continue;
    const gold = LABELS[row.oneOf(value.claim_label, 'claim_label', Object.keys(LABELS))];
    if (!gold) {
      countSkip(skipped, 'disputed');
      continue;
    }
    const sentences = row.array(value.evidences, 'evidences', 1).map((raw, i) => {
      return row.string(row.object(raw, `evidences[${i}]`).evidence, `evidences[${i}].evidence`);
    });
    cases.push(buildCase(ID, `${ID}-${claimId}`, row.string(value.claim, 'claim'), sentences, gold)!);
  }
  return cases;
}

/** CLIMATE-FEVER: 1,381 claims, S 654 / U 727 (253 refuted, 474 not enough info); 154 DISPUTED dropped; split by claim. */
export const climateFever = defineDatasetAdapter({
  id: ID,
  description: 'CLIMATE-FEVER climate claims vs 5 retrieved Wikipedia sentences (DISPUTED claims dropped)',
  license: 'no licence file in repo (HF card: unknown); evidence text Wikipedia CC BY-SA',
  folder: 'climate-fever',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => [FILE],
  read: readClimateFever,
});
