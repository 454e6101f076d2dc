/**
 * SummEdits (Laban et al. 2023): LLM-edited summaries judged consistent or not with their document by humans.
 */
import path from 'node:path';
import type { DraftCase } from '../types.ts';
import { splitSentences } from '../documentSentences.ts';
import { buildDraftCase, defineDatasetAdapter } from './defineDatasetAdapter.ts';
import { readJsonArrayRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel } from './types.ts';

const ID = 'summedits';
const DOMAINS = ['news', 'scitldr', 'samsum', 'ectsum'];
/** The source's own `split` field: `evaluation` rows form our dev split. */
const SOURCE_SPLIT: Record<DatasetSplit, string> = { dev: 'evaluation', test: 'test' };
const LABELS: Record<string, GoldLabel> = { '1': { expected: 'supported' }, '0': { expected: 'unsupported' } };

function domainFile(domain: string): string {
  return `data/summedits/summedits_${domain}.json`;
}

function readDomain(dir: string, domain: string, split: DatasetSplit): DraftCase[] {
  const cases: DraftCase[] = [];
  for (const { row, value } of readJsonArrayRows(ID, path.join(dir, domainFile(domain)))) {
    const sourceSplit = row.oneOf(value.split, 'split', Object.values(SOURCE_SPLIT));
    if (sourceSplit !== SOURCE_SPLIT[split]) continue;
    const gold = LABELS[row.oneOf(String(value.label), 'label', Object.keys(LABELS))];
    const id = `${ID}-${domain}-${row.string(value.id, 'id')}`;
    const built = buildDraftCase(ID, id, row.string(value.summary, 'summary'), splitSentences(row.string(value.doc, 'doc')), gold);
    cases.push(built!);
  }
  return cases;
}

/** SummEdits: 2,617 summaries of 4 domains, S 950 / U 1,667; dev = the source's `evaluation` rows. */
export const summedits = defineDatasetAdapter({
  id: ID,
  description: 'SummEdits edited summaries (news, scitldr, samsum, ectsum) vs their document split into sentences',
  license: 'Apache-2.0',
  folder: 'summedits',
  labels: 'response',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => DOMAINS.map(domainFile),
  read: (dir, split) => DOMAINS.flatMap((domain) => readDomain(dir, domain, split)),
});
