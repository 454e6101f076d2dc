import { describe, expect, it } from 'vitest';
import { findTokenizerMismatches, REAL_DATA_DIR, realDataPresent, realDataShard } from './tokens/realDataEquivalence.ts';

if (!realDataPresent) console.warn(`tokens.realdata1: ${REAL_DATA_DIR} is absent; real-data tokenizer equivalence skipped`);

describe('tokenize on the real data (shard 1 of 2, run in parallel with the other)', () => {
  it.skipIf(!realDataPresent)('equals the reference token for token on every distinct text of the shard', () => {
    const texts = realDataShard(1, 2);
    expect(texts.length).toBeGreaterThan(10_000);
    const mismatches = findTokenizerMismatches(texts);
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(mismatches).toHaveLength(0);
  });
});
