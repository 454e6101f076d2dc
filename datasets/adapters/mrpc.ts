/**
 * MRPC (Dolan & Brockett 2005), test split: news sentence pairs judged paraphrases (or not) by humans.
 */
import path from 'node:path';
import type { LabelledCase } from '../types.ts';
import { buildCase, defineDatasetAdapter, hashSplit } from './defineDatasetAdapter.ts';
import { readTsvRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel } from './types.ts';

const ID = 'mrpc';
const FILE = 'MRPC/msr_paraphrase_test.txt';
const COLUMNS = ['Quality', '#1 ID', '#2 ID', '#1 String', '#2 String'];
const PARAPHRASE: GoldLabel = { expected: 'supported' };
const NOT_EQUIVALENT: GoldLabel = { expected: 'unsupported', flag: 'not-equivalent' };

interface Sentence {
  id: string;
  text: string;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

function pairCase(claim: Sentence, evidence: Sentence, gold: GoldLabel): LabelledCase {
  return buildCase(ID, `${ID}-${claim.id}-${evidence.id}`, claim.text, [evidence.text], gold)!;
}

/**
 * A paraphrase pair gives two supported cases (each sentence as the claim, the other as evidence). A non-equivalent
 * pair gives one weak unsupported case: the longer sentence (more words; #2 on a tie) as the claim, since the usual
 * difference is extra detail on one side, which the shorter sentence cannot support.
 */
export function mrpcCases(quality: '0' | '1', first: Sentence, second: Sentence): LabelledCase[] {
  if (quality === '1') return [pairCase(second, first, PARAPHRASE), pairCase(first, second, PARAPHRASE)];
  const firstLonger = wordCount(first.text) > wordCount(second.text);
  return [firstLonger ? pairCase(first, second, NOT_EQUIVALENT) : pairCase(second, first, NOT_EQUIVALENT)];
}

function readMrpc(dir: string, split: DatasetSplit): LabelledCase[] {
  return readTsvRows(ID, path.join(dir, FILE), COLUMNS).flatMap(({ row, value }) => {
    const quality = row.oneOf(value.Quality, 'Quality', ['0', '1'] as const);
    const sentence = (n: 1 | 2): Sentence => ({
      id: row.string(value[`#${n} ID`], `#${n} ID`).trim(),
      text: row.string(value[`#${n} String`], `#${n} String`).replaceAll('<QUOTE>', '"'),
    });
    const [first, second] = [sentence(1), sentence(2)];
    return hashSplit(ID, `${first.id}-${second.id}`) === split ? mrpcCases(quality, first, second) : [];
  });
}

/** MRPC test: 1,725 pairs → 2,294 supported cases (1,147 paraphrases × 2 directions) + 578 weak unsupported; split by pair. */
export const mrpc = defineDatasetAdapter({
  id: ID,
  description: 'MRPC sentence pairs: paraphrases supported both ways; non-equivalent pairs as weak negatives',
  license: 'Microsoft Research Paraphrase Corpus licence (research only); no licence in the mirror',
  folder: 'mrpc',
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => [FILE],
  read: readMrpc,
});
