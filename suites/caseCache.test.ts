import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adversarial } from './adversarial.suite.ts';
import { caseCacheFile, generationCodeHash, readCachedCases, writeCachedCases } from './caseCache.ts';
import { makeTempDir } from '../test/tempDir.ts';

describe('case cache', () => {
  it('keys by suite, seed and corpus version, round-trips, and never trusts a damaged entry', () => {
    const dir = makeTempDir('cases');
    const file = caseCacheFile(dir, adversarial, 1, 'corpus-a');
    expect(caseCacheFile(dir, adversarial, 1, 'corpus-a')).toBe(file);
    expect(caseCacheFile(dir, adversarial, 2, 'corpus-a')).not.toBe(file);
    expect(caseCacheFile(dir, adversarial, 1, 'corpus-b')).not.toBe(file);
    expect(caseCacheFile(dir, { ...adversarial, generators: { verbatim: 3 } }, 1, 'corpus-a')).not.toBe(file);
    expect(readCachedCases(file)).toBeNull();
    const loaded = { cases: [{ id: 'a', class: 'verbatim', claim: 'x', evidence: [], expected: 'supported' as const }], datasets: { corpus: 'corpus-a' } };
    writeCachedCases(file, loaded);
    expect(readCachedCases(file)).toEqual(loaded);
    fs.writeFileSync(file, '{"cases": [');
    expect(readCachedCases(file)).toBeNull();
  });

  it('refuses a one-character edit of a cached case (checksummed), reporting it, and regenerates', () => {
    const dir = makeTempDir('cases');
    const file = caseCacheFile(dir, adversarial, 1, 'corpus-a');
    const loaded = { cases: [{ id: 'a', class: 'number-swap', claim: 'It cost 15 dollars.', evidence: [], expected: 'unsupported' as const }], datasets: { corpus: 'corpus-a' } };
    writeCachedCases(file, loaded);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('15 dollars', '16 dollars'));
    const warnings: string[] = [];
    expect(readCachedCases(file, (w) => warnings.push(w))).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/case cache: .* refused: checksum mismatch; regenerating/)]);
  });

  it('hashes the generation code: any edit under generators/, datasets/ or engine/ changes the key', () => {
    const root = makeTempDir('code');
    fs.mkdirSync(path.join(root, 'generators'));
    fs.writeFileSync(path.join(root, 'generators', 'a.ts'), 'export const a = 1;');
    fs.writeFileSync(path.join(root, 'generators', 'a.test.ts'), 'test');
    const before = generationCodeHash(root);
    fs.writeFileSync(path.join(root, 'generators', 'a.test.ts'), 'tests do not count');
    expect(generationCodeHash(root)).toBe(before);
    fs.writeFileSync(path.join(root, 'generators', 'a.ts'), 'export const a = 2;');
    expect(generationCodeHash(root)).not.toBe(before);
  });
});
