/**
 * BEGIN (Dziri et al., TACL 2022): attribution of knowledge-grounded dialogue responses to their knowledge snippet.
 */
import path from 'node:path';
import type { DraftCase } from '../types.ts';
import { buildDraftCase, countSkip, defineDatasetAdapter, padNumber } from './defineDatasetAdapter.ts';
import { readTsvRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel, SkipCounts } from './types.ts';

const ID = 'begin';
const COLUMNS = ['model_name', 'data_source', 'knowledge', 'message', 'response', 'begin_label'];
const LABELS: Record<string, GoldLabel> = {
  'Fully attributable': { expected: 'supported' },
  'Not fully attributable': { expected: 'unsupported' },
};

/** Files per split with the short source name used in case ids; the CMU-DoG and TopicalChat test files are absent. */
const FILES: Record<DatasetSplit, Array<{ source: string; file: string }>> = {
  dev: [
    { source: 'wow', file: 'wow/begin_dev_wow.tsv' },
    { source: 'cmu', file: 'cmu-dog/begin_dev_cmu.tsv' },
    { source: 'tc', file: 'topicalchat/begin_dev_tc.tsv' },
  ],
  test: [{ source: 'wow', file: 'wow/begin_test_wow.tsv' }],
};

function readBeginFile(dir: string, source: string, file: string, split: DatasetSplit, skipped: SkipCounts): DraftCase[] {
  const cases: DraftCase[] = [];
  for (const { row, value } of readTsvRows(ID, path.join(dir, file), COLUMNS)) {
    const label = value.begin_label.trim();
    if (label === 'Generic') {
      countSkip(skipped, 'generic');
      continue;
    }
    const gold = LABELS[row.oneOf(label, 'begin_label', Object.keys(LABELS))];
    const id = `${ID}-${source}-${split}-${padNumber(row.line)}`;
    const claim = row.string(value.response, 'response');
    cases.push(buildDraftCase(ID, id, claim, [row.string(value.knowledge, 'knowledge')], gold)!);
  }
  return cases;
}

/** BEGIN: 4,749 responses (dev = WoW+CMU-DoG+TopicalChat dev files, test = WoW test), S 1,705 / U 3,044. */
export const begin = defineDatasetAdapter({
  id: ID,
  description: 'BEGIN dialogue responses vs their knowledge snippet (fully / not fully attributable)',
  license: 'CC BY 4.0 (WoW, CMU-DoG); CDLA-Sharing-1.0 (TopicalChat)',
  folder: 'begin',
  labels: 'response',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: (split: DatasetSplit) => FILES[split].map((f) => f.file),
  read: (dir, split, skipped) => FILES[split].flatMap((f) => readBeginFile(dir, f.source, f.file, split, skipped)),
});
