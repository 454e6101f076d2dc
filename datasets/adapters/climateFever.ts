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
/** Claim and sentence labels → gold; null = dropped. */
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
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => [FILE],
  read: readClimateFever,
});

const SENTENCES_ID = 'climate-fever-sentences';
const SENTENCE_LABELS = ['SUPPORTS', 'REFUTES', 'NOT_ENOUGH_INFO'];

function readClimateFeverSentences(dir: string, split: DatasetSplit): LabelledCase[] {
  const cases: LabelledCase[] = [];
  for (const { row, value } of readJsonlRows(SENTENCES_ID, path.join(dir, FILE))) {
    const claimId = row.string(value.claim_id, 'claim_id');
    // Same unit and key as climate-fever, so a claim sits in the same split at both granularities.
    if (hashSplit(ID, claimId) !== split) continue;
    const claim = row.string(value.claim, 'claim');
    row.array(value.evidences, 'evidences', 1).forEach((raw, i) => {
      const evidence = row.object(raw, `evidences[${i}]`);
      const gold = LABELS[row.oneOf(evidence.evidence_label, `evidences[${i}].evidence_label`, SENTENCE_LABELS)]!;
      const id = `${SENTENCES_ID}-${claimId}-${i + 1}`;
      cases.push(buildCase(SENTENCES_ID, id, claim, [row.string(evidence.evidence, `evidences[${i}].evidence`)], gold)!);
    });
  }
  return cases;
}

/** CLIMATE-FEVER sentence level: 7,675 (claim, sentence) pairs by the sentence's own label, S 1,943 / U 5,732. */
export const climateFeverSentences = defineDatasetAdapter({
  id: SENTENCES_ID,
  description: 'CLIMATE-FEVER claims vs each evidence sentence alone, labelled by that sentence',
  license: 'no licence file in repo (HF card: unknown); evidence text Wikipedia CC BY-SA',
  folder: 'climate-fever',
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => [FILE],
  read: (dir, split) => readClimateFeverSentences(dir, split),
});
