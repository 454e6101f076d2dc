import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusView, loadCorpus } from '../datasets/corpus.ts';
import { adversarial } from './adversarial.suite.ts';
import { createSeedResolver } from './attack/seeds.ts';
import { casesHash, loadSuiteCases } from './loadCases.ts';
import type { LoadedCases } from './types.ts';

describe('the default suite', () => {
  let loaded: LoadedCases;
  beforeAll(async () => {
    loaded = await loadSuiteCases(adversarial, adversarial.seed);
  }, 120_000);

  it('generates exactly the cases its committed v1 baseline was built on (classic repertoire, byte-stable)', () => {
    const baseline = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'baselines', 'v1.json'), 'utf8'));
    expect(loaded.cases).toHaveLength(2100);
    expect(casesHash(loaded.cases)).toBe(baseline.cases_hash);
  });

  it('holds no case its own class check rejects (a broken range, a figure after a bound, a changed word)', () => {
    const resolve = createSeedResolver(corpusView(loadCorpus()));
    const rejected = loaded.cases.flatMap((c) => {
      const r = resolve(c);
      return 'invalid' in r && r.invalid.includes('class check') ? [`${c.id}: ${r.invalid}`] : [];
    });
    expect(rejected).toEqual([]);
  });
});
