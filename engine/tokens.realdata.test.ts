import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultRealDataDir } from '../datasets/adapters/registry.ts';
import { realDataSample, SAMPLE_PER_STRATUM } from '../datasets/realDataSample.ts';
import { findTokenizerMismatches } from './tokens/realDataEquivalence.ts';

const REAL_DATA_DIR = defaultRealDataDir();
const present = fs.existsSync(REAL_DATA_DIR);

// The whole 32 MB corpus is checked by `npm run bench` (tokenizer mismatches); the suite checks a fixed sample.
/** Skipped without the folder; the run's real-data summary line lists the skip. */
const needsRealData = { meta: { realData: '*' } };

describe.skipIf(!present)('tokenize on a stratified sample of the real data', () => {
  const sample = present ? realDataSample(REAL_DATA_DIR) : { texts: [], strata: {} };

  it('samples every dataset folder, ASCII and non-ASCII texts, and every length band', needsRealData, () => {
    const keys = Object.keys(sample.strata);
    const folders = new Set(keys.map((k) => k.split('/')[0]));
    expect(folders.size).toBeGreaterThanOrEqual(10);
    expect(keys.some((k) => k.includes('/non-ascii/'))).toBe(true);
    for (const band of ['0', '1', '2']) expect(keys.some((k) => k.endsWith(`/${band}`))).toBe(true);
    expect(Math.max(...Object.values(sample.strata))).toBe(SAMPLE_PER_STRATUM);
    expect(sample.texts.length).toBe(Object.values(sample.strata).reduce((a, b) => a + b, 0));
    expect(new Set(sample.texts).size).toBe(sample.texts.length);
  });

  it('equals the reference token for token on every sampled text', needsRealData, () => {
    const mismatches = findTokenizerMismatches(sample.texts);
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(mismatches).toHaveLength(0);
  });
});
