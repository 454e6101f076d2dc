/**
 * AggreFact (Tang et al., ACL 2023) unified error types: CLIFF and Goyal'21 model summaries with typed human
 * error annotations against their source article.
 */
import path from 'node:path';
import type { DraftCase } from '../types.ts';
import type { RowContext } from '../rows.ts';
import { splitSentences } from '../documentSentences.ts';
import { buildDraftCase, defineDatasetAdapter, padNumber } from './defineDatasetAdapter.ts';
import { readCsvRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel } from './types.ts';

const ID = 'aggrefact';
const FILES = [
  { name: 'cliff', file: 'data/error_type_mapping/CLIFF_error_types.csv', columns: ['dataset', 'origin', 'id', 'doc', 'summ', 'model_name', 'cut', 'error_type', 'annotated_span'] },
  { name: 'goyal21', file: 'data/error_type_mapping/Goyal21_error_types.csv', columns: ['dataset', 'origin', 'id', 'doc', 'summ', 'cut', 'error_type', 'annotated_span'] },
];
/** The source's own `cut` column: `val` rows form our dev split. */
const CUT: Record<DatasetSplit, string> = { dev: 'val', test: 'test' };
const ERROR_TYPE = /^(?:(intrinsic|extrinsic)-)?(NP|predicate|entire_sent|noise)$/;

/**
 * Gold of an `error_type` cell: `correct` (CLIFF) or empty (Goyal'21) → supported; a list such as
 * `['intrinsic-NP', 'extrinsic-NP']` → unsupported flagged `intrinsic`, `extrinsic`, `mixed` (both) or `untyped`.
 */
export function aggrefactGold(row: RowContext, cell: string): GoldLabel {
  const trimmed = cell.trim();
  if (trimmed === '' || trimmed === 'correct') return { expected: 'supported' };
  const types = [...trimmed.matchAll(/'([^']*)'/g)].map((m) => m[1]);
  if (types.length === 0 || !/^\[.*\]$/.test(trimmed)) throw row.fail('error_type', `is not 'correct', empty or a list of error types: ${JSON.stringify(cell)}`);
  const kinds = new Set<string>();
  for (const type of types) {
    const match = ERROR_TYPE.exec(type);
    if (!match) throw row.fail('error_type', `holds an unknown error type ${JSON.stringify(type)}`);
    if (match[1]) kinds.add(match[1]);
  }
  const flag = kinds.size === 2 ? 'mixed' : kinds.size === 1 ? [...kinds][0] : 'untyped';
  return { expected: 'unsupported', flag };
}

function readErrorTypes(dir: string, source: (typeof FILES)[number], split: DatasetSplit): DraftCase[] {
  const cases: DraftCase[] = [];
  readCsvRows(ID, path.join(dir, source.file), source.columns).forEach(({ row, value }, index) => {
    if (row.oneOf(value.cut, 'cut', Object.values(CUT)) !== CUT[split]) return;
    const gold = aggrefactGold(row, value.error_type);
    const id = `${ID}-${source.name}-${padNumber(index + 1)}`;
    cases.push(buildDraftCase(ID, id, row.string(value.summ, 'summ'), splitSentences(row.string(value.doc, 'doc')), gold)!);
  });
  return cases;
}

/** AggreFact CLIFF + Goyal'21: 750 summaries, S 412 / U 338 by error kind; dev = the source's `val` cut. */
export const aggrefact = defineDatasetAdapter({
  id: ID,
  description: "AggreFact CLIFF and Goyal'21 summaries with unified error types vs the article split into sentences",
  license: "no licence file in repo; bundles CLIFF and Goyal'21 annotations (XSum/CNN-DM articles)",
  folder: 'aggrefact',
  labels: 'response',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => FILES.map((f) => f.file),
  read: (dir, split) => FILES.flatMap((source) => readErrorTypes(dir, source, split)),
});
