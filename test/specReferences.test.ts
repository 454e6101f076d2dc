import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  danglingReferences,
  danglingSpecLinks,
  forbiddenMentions,
  headingAnchors,
  headingSlug,
  labelsOf,
  repoFiles,
  specLabels,
} from './specReferences.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spec = fs.readFileSync(path.join(root, 'docs/spec.md'), 'utf8');
const labels = specLabels(spec);
/** This check and its rows hold made-up references on purpose. */
const SELF = new Set(['test/specReferences.ts', 'test/specReferences.test.ts']);
const sources = repoFiles(root, '.ts').filter((f) => !SELF.has(f));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('references in the sources resolve inside the repository', () => {
  it('docs/spec.md has a section for each label of the engine, the harness, the contracts and the house style', () => {
    for (let k = 1; k <= 10; k++) expect(labels).toContain(`A${k}`);
    for (let k = 1; k <= 3; k++) expect(labels).toContain(`B${k}`);
    for (let k = 1; k <= 12; k++) expect(labels).toContain(`STYLE ${k}`);
    expect(labels).toContain('Part A');
    expect(labels).toContain('Part C');
  });

  it('every SPEC and STYLE reference in a .ts file names a section of docs/spec.md', () => {
    expect(sources.length).toBeGreaterThan(300);
    const referenced = sources.flatMap((f) => [...read(f).matchAll(/\bSPEC [A-C]\d/g)]);
    expect(referenced.length).toBeGreaterThan(100);
    expect(sources.flatMap((f) => danglingReferences(f, read(f), labels))).toEqual([]);
  });

  it('every SPEC and STYLE reference in the README and the Markdown pages names a section of docs/spec.md', () => {
    const pages = repoFiles(root, '.md');
    expect(pages).toContain('README.md');
    expect(pages.flatMap((f) => danglingReferences(f, read(f), labels))).toEqual([]);
  });

  it('no .ts file cites an issue number, a review id or "the page"', () => {
    expect(sources.flatMap((f) => forbiddenMentions(f, read(f)))).toEqual([]);
  });

  it('every link to docs/spec.md from the README and docs/ names one of its headings', () => {
    const anchors = headingAnchors(spec);
    const pages = ['README.md', ...repoFiles(root, '.md').filter((f) => f.startsWith('docs/'))];
    const found = pages.flatMap((f) => danglingSpecLinks(f, read(f), anchors, f === 'docs/spec.md'));
    expect(found).toEqual([]);
    expect(read('README.md')).toMatch(/\]\(docs\/spec\.md\)/);
  });
});

describe('the checks themselves', () => {
  const known = new Set(['A2', 'A3', 'A4', 'A5', 'Part C', 'STYLE 4']);

  it('reads labels from headings only', () => {
    expect([...specLabels('## Part C. Contracts\n### A5. Bands\n### STYLE 4. Metrics\nA6. not a heading\n')]).toEqual(['Part C', 'A5', 'STYLE 4']);
  });

  it('expands ranges and lists, and reads a bare part letter as the part', () => {
    expect(labelsOf('A2–A5')).toEqual(['A2', 'A3', 'A4', 'A5']);
    expect(labelsOf('A1, A8/B2 and Part C')).toEqual(['A1', 'A8', 'B2', 'Part C']);
    expect(labelsOf('C')).toEqual(['Part C']);
  });

  it.each([
    ['/** Bands (SPEC A5). */', []],
    ['// SPEC A2–A5 exactly, SPEC Part C keys (STYLE 4)', []],
    ['// SPEC-tokenised words, SPEC bands', []],
    ['/** Made up (SPEC A99). */', ['SPEC A99']],
    ['// SPEC A4–A6', ['SPEC A6']],
    ['// the SPEC B1, Part D keys', ['SPEC B1']],
    ['// a metric (STYLE 13)', ['STYLE 13']],
  ])('%s → dangling %j', (line, expected) => {
    expect(danglingReferences('x.ts', line, known).map((f) => f.text)).toEqual(expected);
  });

  it.each([
    ['// Calibration (issue 6 item 2)', 'an issue number'],
    ['// see issue #12', 'an issue number'],
    ['// fixed in PR 40', 'a pull-request number'],
    ["it('covers the invariants the issue names'", 'an issue'],
    ['/** rejected by the F7 review */', 'a review id'],
    ['// the F7 math review hardened it', 'a review id'],
    ["/** the page's ClaimVerdict */", '"the page"'],
    ['// The page: models.embed stays empty', '"the page"'],
  ])('%s is refused as %s', (line, what) => {
    const found = forbiddenMentions('x.ts', `ok\n${line}\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'x.ts', line: 2 });
    expect(found[0].text.startsWith(what)).toBe(true);
  });

  it.each([
    '// a review sample per class',
    '/** UAX #29 word boundaries */',
    '// the report pages of every model; a paged list',
    '// an issue of the magazine',
  ])('%s passes', (line) => {
    expect(forbiddenMentions('x.ts', line)).toEqual([]);
  });

  it('gives headings the anchors GitHub gives them, and finds links to missing ones', () => {
    expect(headingSlug('A5. Candidates, best span, bands')).toBe('a5-candidates-best-span-bands');
    expect(headingSlug('The results object (`--json`, `results.json`)')).toBe('the-results-object---json-resultsjson');
    const anchors = headingAnchors('# Title\n### A9. Trace\n');
    const text = 'see [A9](spec.md#a9-trace), [A99](docs/spec.md#a99-nothing), [other](other.md#a99-nothing)';
    expect(danglingSpecLinks('README.md', text, anchors).map((f) => f.text)).toEqual(['spec.md#a99-nothing']);
    expect(danglingSpecLinks('docs/spec.md', '[x](#a9-trace) [y](#gone)', anchors, true).map((f) => f.text)).toEqual(['spec.md#gone']);
  });
});
