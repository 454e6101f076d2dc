import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWordTable } from './tableCache.ts';
import { BUILTIN_PARAMS, builtinFingerprint, createBuiltinEmbedder, defaultCacheDir, type BuiltinEmbedder } from './builtin.ts';
import { normaliseToken } from './textEncoder.ts';
import { makeTempDir } from '../../../test/tempDir.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = path.join(repoRoot, '.verity-cache');
let embedder: BuiltinEmbedder;

function cos(a: string, b: string): number {
  const [x, y] = [embedder.embedOne(a), embedder.embedOne(b)];
  return x.reduce((s, v, i) => s + v * y[i], 0);
}

beforeAll(async () => {
  embedder = await createBuiltinEmbedder({ cacheDir });
});

describe('builtin embedder', () => {
  it('places synonyms and inflections close', () => {
    for (const [a, b] of [['bought', 'purchased'], ['car', 'automobile'], ['physician', 'doctor'], ['large', 'big'], ['children', 'child']]) {
      expect(cos(a, b), `${a}/${b}`).toBeGreaterThan(0.8);
    }
  });

  it('keeps unrelated words apart', () => {
    for (const [a, b] of [['car', 'banana'], ['doctor', 'tree'], ['big', 'purple'], ['bought', 'slept']]) {
      expect(Math.abs(cos(a, b)), `${a}/${b}`).toBeLessThan(0.3);
    }
  });

  it('ranks a paraphrase above a same-topic sentence with other content', () => {
    const claim = 'The company bought a large car factory.';
    const paraphrase = cos(claim, 'The firm purchased a big automobile plant.');
    const other = cos(claim, 'The company sold its small truck dealership.');
    expect(paraphrase).toBeGreaterThan(other);
    expect(paraphrase).toBeGreaterThan(0.5);
  });

  it('matches identical unknown names and numbers, and tells different ones apart', () => {
    expect(cos('Zorblax Quentin', 'zorblax quentin')).toBeCloseTo(1, 5);
    expect(cos('Zorblax', 'Quibbleton')).toBeLessThan(0.4);
    expect(cos('4711', '4711')).toBeCloseTo(1, 5);
  });

  it('weighs frequent function words less than content words', () => {
    expect(cos('the doctor', 'doctor')).toBeGreaterThan(cos('the doctor', 'the'));
  });

  it('reuses its table in-process and reads it from the disk cache once built, with the same vectors', async () => {
    expect((await createBuiltinEmbedder({ cacheDir })).table.source).toBe('memory');
    const again = await createBuiltinEmbedder({ cacheDir, fresh: true });
    expect(again.table.source).toBe('disk-cache');
    expect(again.fingerprint).toBe(embedder.fingerprint);
    expect(Array.from(again.embedOne('A physician bought a car.'))).toEqual(Array.from(embedder.embedOne('A physician bought a car.')));
  });
});

describe('a damaged word-table cache', () => {
  it('is reported (a warning and cacheProblem) and rebuilt, never used as is', async () => {
    const source = embedder.table.file ?? (await createBuiltinEmbedder({ cacheDir, fresh: true })).table.file!;
    const dir = makeTempDir('builtin');
    const file = path.join(dir, 'builtin', path.basename(source));
    fs.mkdirSync(path.dirname(file));
    const bytes = fs.readFileSync(source);
    bytes[bytes.length - 1000] ^= 0x01;
    fs.writeFileSync(file, bytes);
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const rebuilt = await createBuiltinEmbedder({ cacheDir: dir, fresh: true });
      await new Promise((resolve) => setImmediate(resolve));
      expect(rebuilt.table.source).toBe('built');
      expect(rebuilt.table.cacheProblem).toMatch(/checksum mismatch/);
      expect(warnings.join('\n')).toMatch(/builtin: cached word table .* refused: checksum mismatch .*; rebuilding it/);
      expect(loadWordTable(file, rebuilt.fingerprint).table).toBeDefined();
      const text = 'A physician bought a car.';
      expect(Array.from(rebuilt.embedOne(text))).toEqual(Array.from(embedder.embedOne(text)));
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('builtinFingerprint', () => {
  it('is 16 hex characters and changes with any parameter', () => {
    const base = builtinFingerprint(BUILTIN_PARAMS);
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(builtinFingerprint({ ...BUILTIN_PARAMS })).toBe(base);
    expect(builtinFingerprint({ ...BUILTIN_PARAMS, seed: BUILTIN_PARAMS.seed + 1 })).not.toBe(base);
    expect(builtinFingerprint({ ...BUILTIN_PARAMS, sifA: BUILTIN_PARAMS.sifA * 2 })).not.toBe(base);
  });
});

describe('defaultCacheDir', () => {
  it('uses VERITY_CACHE_DIR, else .verity-cache under the working directory', () => {
    expect(defaultCacheDir({ VERITY_CACHE_DIR: '/x/y' })).toBe('/x/y');
    expect(defaultCacheDir({})).toBe(path.resolve('.verity-cache'));
  });
});

describe('normaliseToken', () => {
  it('expands clitics, drops a possessive and straightens apostrophes', () => {
    expect(normaliseToken("'s")).toBe('is');
    expect(normaliseToken("n't")).toBe('not');
    expect(normaliseToken("pccw's")).toBe('pccw');
    expect(normaliseToken('john\u2019s')).toBe('john');
    expect(normaliseToken('car')).toBe('car');
  });
});

describe('builtin embedder multi-word lemmas', () => {
  it('matches a multi-word lemma against its one-word synonym, also when inflected', () => {
    expect(cos('He passed away in May.', 'He died in May.')).toBeGreaterThan(0.7);
    expect(cos('high blood pressure', 'hypertension')).toBeGreaterThan(0.6);
    expect(cos('vice presidents', 'vice president')).toBeGreaterThan(0.99);
  });

  it('does not join words that only happen to be adjacent', () => {
    expect(cos('He passed the ball away.', 'He died.')).toBeLessThan(0.4);
  });
});

describe('builtin embedder parts of speech', () => {
  it('reads an inflected form in the part of speech its inflection implies', () => {
    // `stated` can only be a verb form of `state`, so the noun `state` (the polity) does not dilute it.
    expect(cos('said', 'stated')).toBeGreaterThan(0.8);
    expect(cos('completed', 'finished')).toBeGreaterThan(0.8);
    expect(cos('constructed', 'built')).toBeGreaterThan(0.8);
  });
});
