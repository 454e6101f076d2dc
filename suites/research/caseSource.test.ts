import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCaseSource } from './caseSource.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const realData = path.resolve(repoRoot, '../shared/real-data');
const hasRealData = fs.existsSync(path.join(realData, 'dialfact'));

describe('loadCaseSource', () => {
  it.skipIf(!hasRealData)('loads a real-data split with its version, no floors, and a replayable source', { meta: { realData: 'dialfact' } }, async () => {
    const s = await loadCaseSource({ dataset: 'dialfact', split: 'dev', dataDir: realData });
    expect(s.label).toBe('dataset:dialfact/dev');
    expect(s.slug).toBe('dataset-dialfact-dev');
    expect(s.args).toBe('--dataset dialfact --split dev');
    expect(s.cases.length).toBeGreaterThan(0);
    expect(Object.keys(s.datasets)).toEqual(['dialfact/dev']);
    expect(s.floors).toEqual([]);
  });

  it('names an unknown dataset with near names', async () => {
    await expect(loadCaseSource({ dataset: 'dialfcat' })).rejects.toThrow(/dialfact/);
  });
});
