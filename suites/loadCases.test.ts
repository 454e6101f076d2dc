import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { casesFileSuite, casesHash, loadSuiteCases } from './loadCases.ts';
import { makeTempDir } from '../test/tempDir.ts';

const row = (id: string, claim = 'c') =>
  JSON.stringify({ id, class: 'paraphrase', claim, evidence: [{ id: 'e1', text: 't' }], expected: 'supported' });

describe('loadSuiteCases', () => {
  it('reads a cases file as an ad-hoc suite with its file version, and hashes the ordered cases', async () => {
    const dir = makeTempDir('load');
    const file = path.join(dir, 'My Cases.jsonl');
    fs.writeFileSync(file, `${row('a')}\n${row('b')}\n`);
    const suite = casesFileSuite(file);
    expect(suite).toMatchObject({ id: 'cases-my-cases', floors: [], generators: {} });
    const loaded = await loadSuiteCases(suite, 0);
    expect(loaded.cases.map((c) => c.id)).toEqual(['a', 'b']);
    expect(loaded.datasets['My Cases.jsonl']).toMatch(/^[0-9a-f]{16}$/);
    expect(casesHash(loaded.cases)).not.toBe(casesHash([...loaded.cases].reverse()));
  });

  it('refuses a repeated case id and an empty file, naming the file', async () => {
    const dir = makeTempDir('load');
    const dup = path.join(dir, 'dup.jsonl');
    fs.writeFileSync(dup, `${row('a')}\n${row('a', 'other')}\n`);
    await expect(loadSuiteCases(casesFileSuite(dup), 0)).rejects.toThrow(`${dup}:2: field "id" duplicate id "a"`);
    const empty = path.join(dir, 'empty.jsonl');
    fs.writeFileSync(empty, '');
    await expect(loadSuiteCases(casesFileSuite(empty), 0)).rejects.toThrow(`no cases to run: ${empty} holds no cases`);
  });
});

describe('casesHash', () => {
  it('is sha256 over each case as the JSON of [id, class, claim or {draft}, evidence, cited, expected], a line each', async () => {
    const { createHash } = await import('node:crypto');
    const evidence = [{ id: 'e1', text: 'Revenue rose "8%" — naïve.', class: 'truth' as const, masked: [[0, 3]] as Array<[number, number]> }];
    const cases = [
      { id: 'a', class: 'paraphrase', claim: 'Revenue rose 8%.', evidence, expected: 'supported' as const },
      { id: 'b', class: 'mixed', draft: 'Revenue rose. It fell.', evidence, cited: ['S1'], expected: 'partial' as const },
    ];
    const hash = createHash('sha256');
    for (const c of cases) {
      const text = 'draft' in c ? { draft: c.draft } : c.claim;
      hash.update(`${JSON.stringify([c.id, c.class, text, c.evidence, 'cited' in c ? c.cited : [], c.expected])}\n`);
    }
    expect(casesHash(cases)).toBe(hash.digest('hex').slice(0, 16));
  });
});
