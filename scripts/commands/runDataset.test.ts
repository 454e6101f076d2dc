import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requestFromArgs, type RunArgs } from './run.ts';

const BASE: RunArgs = { scoreModel: 'v1', embedder: 'builtin', json: true, out: 'out', cacheDir: 'cache', cache: false, concurrency: 1, aggregate: 'min' };

describe('verity run --dataset', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-run-dataset-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('loads the split through loadDataset into a pre-loaded suite without floors', async () => {
    const dir = path.join(tmp, 'wice/data/entailment_retrieval/claim');
    fs.mkdirSync(dir, { recursive: true });
    const row = { label: 'supported', supporting_sentences: [[1]], claim: 'B holds.', evidence: ['A.', 'B holds.'], meta: { id: 'dev1' } };
    fs.writeFileSync(path.join(dir, 'dev.jsonl'), `${JSON.stringify(row)}\n`);
    const req = await requestFromArgs({ ...BASE, dataset: 'wice', dataDir: tmp, split: 'dev' });
    expect(req.loaded?.cases).toEqual([
      { id: 'wice-dev1', class: 'wice-supported', claim: 'B holds.', evidence: [{ id: 'e1', text: 'B holds.' }], expected: 'supported' },
    ]);
    expect(Object.keys(req.loaded?.datasets ?? {})).toEqual(['wice/dev']);
    expect(req.suiteInstance).toMatchObject({ id: 'dataset-wice-dev', floors: [], generators: {} });
  });

  it('without --dataset the request carries no pre-loaded cases', async () => {
    const req = await requestFromArgs({ ...BASE, suite: 'adversarial' });
    expect(req.loaded).toBeUndefined();
    expect(req.suiteInstance).toBeUndefined();
  });

  it('an unknown dataset or split is a typed error before anything runs', async () => {
    await expect(requestFromArgs({ ...BASE, dataset: 'wicee', dataDir: tmp })).rejects.toThrow(expect.objectContaining({ code: 'unknown-dataset' }));
    await expect(requestFromArgs({ ...BASE, dataset: 'wice', dataDir: tmp, split: 'train' })).rejects.toThrow(expect.objectContaining({ code: 'unknown-split' }));
  });
});
