/**
 * QAGS (Wang et al., ACL 2020): summary sentences of CNN/DM and XSum models judged against the article by 3 workers.
 * Claim level: each unanimous sentence. Response level: each whole summary, consistent when every sentence is.
 */
import path from 'node:path';
import type { DraftCase, LabelledCase } from '../types.ts';
import type { RowContext } from '../rows.ts';
import { splitSentences } from '../documentSentences.ts';
import { buildCase, buildDraftCase, countSkip, defineDatasetAdapter, hashSplit, padNumber } from './defineDatasetAdapter.ts';
import { readJsonlRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel, SkipCounts } from './types.ts';

const ID = 'qags';
const SOURCES = ['cnndm', 'xsum'];

function qagsFile(source: string): string {
  return `data/mturk_${source}.jsonl`;
}

/** Gold from the workers' yes votes: all yes → supported, none → unsupported, a split vote → null (dropped). */
export function qagsGold(row: RowContext, responses: readonly unknown[], field: string): GoldLabel | null {
  const votes = responses.map((raw, i) => row.oneOf(row.object(raw, `${field}[${i}]`).response, `${field}[${i}].response`, ['yes', 'no']));
  const yes = votes.filter((vote) => vote === 'yes').length;
  if (yes === votes.length) return { expected: 'supported' };
  return yes === 0 ? { expected: 'unsupported' } : null;
}

/** Whether most workers said yes (a tie is not a majority); SummaC and LLM-AggreFact label QAGS summaries this way. */
function majorityYes(row: RowContext, responses: readonly unknown[], field: string): boolean {
  const votes = responses.map((raw, i) => row.oneOf(row.object(raw, `${field}[${i}]`).response, `${field}[${i}].response`, ['yes', 'no']));
  return 2 * votes.filter((vote) => vote === 'yes').length > votes.length;
}

/** One draft case per summary: its sentences joined; supported when every sentence has a yes majority, else unsupported. */
function readQagsSummaries(dir: string, source: string, split: DatasetSplit): DraftCase[] {
  const cases: DraftCase[] = [];
  for (const { row, value } of readJsonlRows(ID, path.join(dir, qagsFile(source)))) {
    const article = row.string(value.article, 'article');
    if (hashSplit(ID, article) !== split) continue;
    const sentences = row.array(value.summary_sentences, 'summary_sentences', 1).map((raw, k) => {
      const field = `summary_sentences[${k}]`;
      const sentence = row.object(raw, field);
      const yes = majorityYes(row, row.array(sentence.responses, `${field}.responses`, 1), `${field}.responses`);
      return { text: row.string(sentence.sentence, `${field}.sentence`).trim(), yes };
    });
    const gold: GoldLabel = sentences.every((s) => s.yes) ? { expected: 'supported' } : { expected: 'unsupported' };
    const id = `${ID}-${source}-a${padNumber(row.line, 3)}`;
    cases.push(buildDraftCase(ID, id, sentences.map((s) => s.text).join(' '), splitSentences(article), gold)!);
  }
  return cases;
}

function readQags(dir: string, source: string, split: DatasetSplit, skipped: SkipCounts): LabelledCase[] {
  const cases: LabelledCase[] = [];
  for (const { row, value } of readJsonlRows(ID, path.join(dir, qagsFile(source)))) {
    const article = row.string(value.article, 'article');
    if (hashSplit(ID, article) !== split) continue;
    const evidence = splitSentences(article);
    row.array(value.summary_sentences, 'summary_sentences', 1).forEach((raw, k) => {
      const field = `summary_sentences[${k}]`;
      const sentence = row.object(raw, field);
      const gold = qagsGold(row, row.array(sentence.responses, `${field}.responses`, 1), `${field}.responses`);
      if (!gold) return countSkip(skipped, 'annotators split');
      const id = `${ID}-${source}-a${padNumber(row.line, 3)}-s${k + 1}`;
      cases.push(buildCase(ID, id, row.string(sentence.sentence, `${field}.sentence`), evidence, gold)!);
    });
  }
  return cases;
}

/** QAGS: 625 unanimous sentences, S 458 / U 167 (328 split votes dropped); split by article. */
export const qags = defineDatasetAdapter({
  id: ID,
  description: 'QAGS summary sentences (CNN/DM, XSum) vs the article split into sentences; unanimous votes only',
  license: 'no licence file (all rights reserved by default): read locally, never redistributed',
  folder: 'qags',
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => SOURCES.map(qagsFile),
  read: (dir, split, skipped) => SOURCES.flatMap((source) => readQags(dir, source, split, skipped)),
  readResponses: (dir, split) => SOURCES.flatMap((source) => readQagsSummaries(dir, source, split)),
});
