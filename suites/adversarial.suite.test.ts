import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adversarial } from './adversarial.suite.ts';
import { casesHash, loadSuiteCases } from './loadCases.ts';

describe('the default suite', () => {
  it('generates exactly the cases its committed v1 baseline was built on (classic repertoire, byte-stable)', async () => {
    const baseline = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'baselines', 'v1.json'), 'utf8'));
    const loaded = await loadSuiteCases(adversarial, adversarial.seed);
    expect(loaded.cases).toHaveLength(2100);
    expect(casesHash(loaded.cases)).toBe(baseline.cases_hash);
  });
});
