/**
 * Factcheck-GPT (Wang et al. 2023): atomic claims of ChatGPT answers against 5 retrieved passages with human stances.
 */
import path from 'node:path';
import type { LabelledCase } from '../types.ts';
import type { RowContext } from '../rows.ts';
import { buildCase, countSkip, defineDatasetAdapter, hashSplit, padNumber } from './defineDatasetAdapter.ts';
import { readJsonlRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel, SkipCounts } from './types.ts';

const ID = 'factcheck-gpt';
const FILE = 'factcheck-GPT-benchmark.jsonl';
const STANCES = ['completely-support', 'partially-support', 'refute', 'irrelevant'] as const;

/** Gold of one claim from its passages' stances: any complete support, else any partial support, else unsupported. */
export function factcheckGold(stances: readonly string[]): GoldLabel {
  if (stances.includes('completely-support')) return { expected: 'supported' };
  if (stances.includes('partially-support')) return { expected: 'partial' };
  return { expected: 'unsupported', flag: stances.includes('refute') ? 'refuted' : 'irrelevant' };
}

function readClaims(row: RowContext, answer: Record<string, unknown>, answerId: string, skipped: SkipCounts): LabelledCase[] {
  const cases: LabelledCase[] = [];
  for (const [key, raw] of Object.entries(row.object(answer.sentences, 'sentences'))) {
    const sentence = row.object(raw, `sentences.${key}`);
    const claims = row.strings(sentence.claims, `sentences.${key}.claims`);
    const evidence = row.array(sentence.auto_evidence ?? [], `sentences.${key}.auto_evidence`);
    const stances = row.array(sentence.stance_claim_autoEvid ?? [], `sentences.${key}.stance_claim_autoEvid`);
    claims.forEach((claim, j) => {
      const field = `sentences.${key}.stance_claim_autoEvid[${j}]`;
      const labels = stances[j] === undefined ? [] : row.strings(stances[j], field);
      if (labels.length === 0) return countSkip(skipped, 'no stance annotations');
      labels.forEach((label, k) => row.oneOf(label, `${field}[${k}]`, STANCES));
      const passages = row.strings(evidence[j] ?? [], `sentences.${key}.auto_evidence[${j}]`);
      const id = `${ID}-${answerId}-${key.replace(/^sentence/, 's')}-c${j + 1}`;
      const built = buildCase(ID, id, row.string(claim, `sentences.${key}.claims[${j}]`), passages, factcheckGold(labels));
      if (!built) throw row.fail(`sentences.${key}.auto_evidence[${j}]`, 'has stances but no non-blank passage');
      cases.push(built);
    });
  }
  return cases;
}

/** Factcheck-GPT: 661 annotated claims, S 308 / P 96 / U 257 (17 claims without stances dropped); split by answer. */
export const factcheckGpt = defineDatasetAdapter({
  id: ID,
  description: 'Factcheck-GPT claims of ChatGPT answers vs 5 retrieved passages; gold from the passages\' human stances',
  license: 'Apache-2.0',
  folder: 'factcheck-gpt',
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => [FILE],
  read(dir: string, split: DatasetSplit, skipped: SkipCounts): LabelledCase[] {
    return readJsonlRows(ID, path.join(dir, FILE)).flatMap(({ row, value }) => {
      const answerId = `r${padNumber(row.line, 3)}`;
      if (hashSplit(ID, row.string(value.prompt, 'prompt')) !== split) return [];
      return readClaims(row, value, answerId, skipped);
    });
  },
});
