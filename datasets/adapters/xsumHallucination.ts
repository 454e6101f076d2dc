/**
 * XSum hallucinations (Maynez et al., ACL 2020): summaries of 4 systems for 500 XSum articles, spans marked by 3
 * workers. The CSVs hold no article text: articles come from the AggreFact workbooks (XSumFaith rows).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DraftCase } from '../types.ts';
import { splitSentences } from '../documentSentences.ts';
import { buildDraftCase, countSkip, defineDatasetAdapter, hashSplit } from './defineDatasetAdapter.ts';
import { readCsvRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel, SkipCounts } from './types.ts';
import { readXlsxSheets } from './xlsx.ts';

const ID = 'xsum-hallucination';
const ANNOTATIONS = 'hallucination_annotations_xsum_summaries.csv';
const WORKBOOKS = ['../aggrefact/data/AggreFact-Unified-test.xlsx', '../aggrefact/data/AggreFact-Unified-val.xlsx'];
const COLUMNS = ['bbcid', 'system', 'summary', 'hallucination_type', 'hallucinated_span', 'hallucinated_span_start', 'hallucinated_span_end', 'worker_id'];
const TYPES = ['intrinsic', 'extrinsic', 'NULL'] as const;

/** The annotations of one (article, system) summary. */
interface Judged {
  bbcid: string;
  system: string;
  summary: string;
  /** Hallucination types marked, by worker; an empty set = the worker marked nothing. */
  marks: Map<string, Set<string>>;
}

const articleMemo = new Map<string, Map<string, string>>();

/** XSum article text by BBC id, from the `xsum_*` sheets' XSumFaith rows of both workbooks (memoised per file state). */
function xsumArticles(dir: string): Map<string, string> {
  const files = WORKBOOKS.map((w) => path.join(dir, w));
  const key = files.map((f) => `${f}:${fs.statSync(f).size}:${fs.statSync(f).mtimeMs}`).join('|');
  const cached = articleMemo.get(key);
  if (cached) return cached;
  const articles = new Map<string, string>();
  for (const file of files) {
    for (const sheet of readXlsxSheets(ID, file).filter((s) => s.name.startsWith('xsum_'))) {
      for (const { cells } of sheet.rows) if (cells.dataset === 'xsumfaith' && cells.doc.trim()) articles.set(cells.id.trim(), cells.doc);
    }
  }
  articleMemo.set(key, articles);
  return articles;
}

function readJudgements(file: string): Judged[] {
  const byPair = new Map<string, Judged>();
  for (const { row, value } of readCsvRows(ID, file, COLUMNS)) {
    const type = row.oneOf(value.hallucination_type, 'hallucination_type', TYPES);
    const pair = `${row.string(value.bbcid, 'bbcid').trim()}-${row.string(value.system, 'system').trim()}`;
    const judged = byPair.get(pair) ?? { bbcid: value.bbcid.trim(), system: value.system.trim(), summary: value.summary, marks: new Map() };
    byPair.set(pair, judged);
    const marks = judged.marks.get(row.string(value.worker_id, 'worker_id')) ?? new Set<string>();
    judged.marks.set(value.worker_id, marks);
    if (type !== 'NULL') marks.add(type);
  }
  return [...byPair.values()];
}

/** Gold of a summary: ≥ 2 workers marked a span → unsupported (flag: the marked kinds), none → supported, else null. */
export function xsumGold(marks: ReadonlyMap<string, ReadonlySet<string>>): GoldLabel | null {
  const marking = [...marks.values()].filter((types) => types.size > 0);
  if (marking.length === 0) return { expected: 'supported' };
  if (marking.length < 2) return null;
  const kinds = new Set(marking.flatMap((types) => [...types]));
  return { expected: 'unsupported', flag: kinds.size === 2 ? 'mixed' : [...kinds][0] };
}

function readXsumHallucination(dir: string, split: DatasetSplit, skipped: SkipCounts): DraftCase[] {
  const articles = xsumArticles(dir);
  const cases: DraftCase[] = [];
  for (const judged of readJudgements(path.join(dir, ANNOTATIONS))) {
    if (judged.system === 'Gold' || hashSplit(ID, judged.bbcid) !== split) continue;
    const gold = xsumGold(judged.marks);
    const article = articles.get(judged.bbcid);
    if (!gold) countSkip(skipped, 'minority marked');
    else if (!article) countSkip(skipped, 'article not in AggreFact');
    else {
      // The CSV escapes apostrophes as \' inside summaries.
      const claim = judged.summary.replaceAll("\\'", "'");
      const id = `${ID}-${judged.bbcid}-${judged.system.toLowerCase()}`;
      cases.push(buildDraftCase(ID, id, claim, splitSentences(article), gold)!);
    }
  }
  return cases;
}

/** XSum hallucinations: 2,000 system summaries; S 131 / U 1,814 by ≥ 2 of 3 workers, 55 minority dropped; split by article. */
export const xsumHallucination = defineDatasetAdapter({
  id: ID,
  description: 'XSum system summaries (BERTS2S, PtGen, TConvS2S, TranS2S) vs the article, faithfulness by worker majority',
  license: 'CC BY 4.0 (annotations); articles via AggreFact (no licence file; XSumFaith CC BY 4.0)',
  folder: 'xsum-hallucination',
  labels: 'response',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => [ANNOTATIONS, ...WORKBOOKS],
  read: readXsumHallucination,
});
