/**
 * Test support: the real-data texts and the check that `tokenize` equals `tokenizeReference` on them, split in shards
 * so that the check runs as parallel test files, each well under 20 s.
 */
import fs from 'node:fs';
import { defaultRealDataDir } from '../../datasets/adapters/registry.ts';
import { collectRealDataTexts } from '../../datasets/realDataText.ts';
import { tokenize, tokenizeReference } from '../tokens.ts';

/** The real-data folder beside the repository (`../shared/real-data` from the repo root). */
export const REAL_DATA_DIR = defaultRealDataDir();

/** Whether the real-data folder exists on this machine. */
export const realDataPresent = fs.existsSync(REAL_DATA_DIR);

/** Distinct real-data texts whose index is `shard` modulo `shardCount`, in collection order. */
export function realDataShard(shard: number, shardCount: number): string[] {
  const distinct = [...new Set(collectRealDataTexts(REAL_DATA_DIR))];
  return distinct.filter((_, index) => index % shardCount === shard);
}

/** Texts on which `tokenize` and `tokenizeReference` give different tokens. */
export function findTokenizerMismatches(texts: readonly string[]): string[] {
  const mismatches: string[] = [];
  for (const text of texts) {
    const fast = tokenize(text);
    const reference = tokenizeReference(text);
    if (fast.length !== reference.length || fast.some((t, i) => t !== reference[i])) mismatches.push(text);
  }
  return mismatches;
}
