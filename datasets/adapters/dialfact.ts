/**
 * DialFact (Gupta et al., ACL 2022): dialogue responses against Wikipedia evidence sentences (300-row test sample).
 */
import path from 'node:path';
import type { DraftCase } from '../types.ts';
import { buildDraftCase, defineDatasetAdapter, hashSplit } from './defineDatasetAdapter.ts';
import { readJsonlRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel } from './types.ts';

const ID = 'dialfact';
const FILE = 'scripts/testsmall.jsonl';
const LABELS: Record<string, GoldLabel> = {
  SUPPORTS: { expected: 'supported' },
  REFUTES: { expected: 'unsupported', flag: 'refuted' },
  'NOT ENOUGH INFO': { expected: 'unsupported', flag: 'not-enough-info' },
};

function readDialfact(dir: string, split: DatasetSplit): DraftCase[] {
  const cases: DraftCase[] = [];
  for (const { row, value } of readJsonlRows(ID, path.join(dir, FILE))) {
    if (hashSplit(ID, row.string(value.context_id, 'context_id')) !== split) continue;
    const gold = LABELS[row.oneOf(value.response_label, 'response_label', Object.keys(LABELS))];
    // The model output `fever_score` is ignored.
    // Each evidence entry is [page title, url, sentence, index]; 2 rows carry one blank sentence, dropped by buildCase.
    const sentences = row.array(value.evidence_list, 'evidence_list', 1).map((entry, i) => {
      const sentence = row.array(entry, `evidence_list[${i}]`, 3)[2];
      if (typeof sentence !== 'string') throw row.fail(`evidence_list[${i}][2]`, 'must be a string');
      return sentence;
    });
    const id = `${ID}-${row.string(value.id, 'id')}`;
    const built = buildDraftCase(ID, id, row.string(value.response, 'response'), sentences, gold);
    if (!built) throw row.fail('evidence_list', 'has no non-blank sentence');
    cases.push(built);
  }
  return cases;
}

/** DialFact sample: 300 responses, S 99 / U 201 (103 refuted, 98 not enough info); split by dialogue context. */
export const dialfact = defineDatasetAdapter({
  id: ID,
  description: 'DialFact dialogue responses (context not used) vs their Wikipedia evidence sentences',
  license: 'BSD-3-Clause',
  folder: 'dialfact',
  labels: 'response',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => [FILE],
  read: readDialfact,
});
