import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VerityError } from '../engine/errors.ts';
import { writeFileAtomic } from '../engine/io/atomicFile.ts';
import { GENERATORS } from '../generators/registry.ts';
import { NEWS_CORPUS_DIR, loadCorpus } from './corpus.ts';
import type { LabelledCase, Passage } from './types.ts';
import { HANDWRITTEN_CLASSES, checkHandwritten, checkHandwrittenCounts, handwrittenFiles, loadHandwritten } from './handwritten.ts';

// Both corpora the project writes: the hand-written set shares no passage, span or sentence with either.
const corpus = [...loadCorpus(), ...loadCorpus(NEWS_CORPUS_DIR)];
const shipped = loadHandwritten();

describe('shipped hand-written set', () => {
  it('reads part A through the cases parser, every case hand-written', () => {
    expect(handwrittenFiles().map((file) => path.basename(file))).toContain('part-a.jsonl');
    expect(shipped.filter((c) => c.id.startsWith('hw-a-')).length).toBeGreaterThanOrEqual(20);
    expect(shipped.every((c) => c.provenance?.generator === 'hand-written')).toBe(true);
  });

  it('breaks no rule: classes, ids, evidence, verbatim and paraphrase text, nothing shared with either corpus', () => {
    expect(checkHandwritten(shipped, corpus)).toEqual([]);
  });

  it('meets every per-class minimum of the parts it has', () => {
    expect(checkHandwrittenCounts(shipped)).toEqual([]);
  });

  it('expects for each class what its generator expects', () => {
    for (const spec of HANDWRITTEN_CLASSES) {
      expect(GENERATORS.find((g) => g.id === spec.class)?.expected, spec.class).toBe(spec.expected);
    }
  });
});

const passage = (id: string, texts: string[]) => texts.map((text, i) => ({ id: `${id}-s${i + 1}`, text, class: 'truth' as const }));
const spans = passage('hw-a-90', ['Ferrow Mills hired 40 weavers in 2024.', 'The mill sells its cloth to tailors in Leeds.', 'Its owner is Ada Quint.']);
const make = (over: Partial<LabelledCase> & { id: string; class: string; claim: string }, source = 'hw-a-90-s1'): LabelledCase => ({
  evidence: spans,
  expected: over.class === 'topical-fabrication' ? 'unsupported' : 'supported',
  provenance: { generator: 'hand-written', seed: 0, source_passage: 'hw-a-90', source_span: source, transform: 'by hand' },
  ...over,
});
const good: LabelledCase[] = [
  make({ id: 'hw-a-verbatim-001', class: 'verbatim', claim: 'Ferrow Mills hired 40 weavers in 2024.' }),
  make({ id: 'hw-a-paraphrase-001', class: 'paraphrase', claim: 'In 2024, 40 weavers were taken on by Ferrow Mills.' }),
  make({ id: 'hw-a-topical-fabrication-001', class: 'topical-fabrication', claim: 'Ada Quint sold the mill.' }, 'hw-a-90-s3'),
];
const corpusLike: Passage[] = [{ id: 'agr-900', topic: 't', domain: 'd', spans: [{ id: 'agr-900-s1', text: 'Rain fell on the farm.' }], entities: [] }];

describe('checkHandwritten rejects', () => {
  it('accepts a sound set', () => {
    expect(checkHandwritten(good, corpusLike)).toEqual([]);
  });

  const rejects: Array<[string, LabelledCase, string]> = [
    ['a verbatim claim that is not its source span', make({ id: 'hw-a-verbatim-002', class: 'verbatim', claim: 'Ferrow Mills hired 41 weavers in 2024.' }), 'must equal its source span'],
    ['a paraphrase with the words of its source', make({ id: 'hw-a-paraphrase-002', class: 'paraphrase', claim: 'Ferrow  Mills hired 40 weavers, in 2024!' }), 'must change the words'],
    ['an unsupported claim copied from the evidence', make({ id: 'hw-a-topical-fabrication-002', class: 'topical-fabrication', claim: 'Its owner is Ada Quint.' }), 'must not be a span'],
    ['a class outside the set', make({ id: 'hw-a-summary-001', class: 'summary', claim: 'A mill.' }), 'not a class of the set'],
    ['an expected verdict other than the class', make({ id: 'hw-a-paraphrase-003', class: 'paraphrase', claim: 'Forty weavers.', expected: 'partial' }), 'expects "supported"'],
    ['an id of the wrong part', make({ id: 'hw-b-paraphrase-001', class: 'paraphrase', claim: 'Forty weavers joined.' }), 'id must read hw-a-paraphrase-NNN'],
    ['an id naming another class', make({ id: 'hw-a-verbatim-009', class: 'paraphrase', claim: 'Forty weavers joined.' }), 'id must read'],
    ['a source span outside the evidence', make({ id: 'hw-a-paraphrase-004', class: 'paraphrase', claim: 'Forty weavers joined.' }, 'hw-a-90-s9'), 'is not in its evidence'],
    ['no provenance', { ...make({ id: 'hw-a-paraphrase-005', class: 'paraphrase', claim: 'Forty weavers joined.' }), provenance: undefined }, 'has no provenance'],
    ['a generated case', make({ id: 'hw-a-paraphrase-006', class: 'paraphrase', claim: 'Forty weavers joined.', provenance: { ...good[1].provenance!, generator: 'paraphrase' } }), 'must be generator "hand-written"'],
    ['evidence missing a span of the passage', make({ id: 'hw-a-paraphrase-007', class: 'paraphrase', claim: 'Forty weavers joined.', evidence: [spans[0], spans[2]] }), 'must be hw-a-90-s2'],
    ['a cache or masked span', make({ id: 'hw-a-paraphrase-008', class: 'paraphrase', claim: 'Forty weavers joined.', evidence: [spans[0], { ...spans[1], class: 'cache' }, spans[2]] }), 'plain truth span'],
  ];
  it.each(rejects)('%s', (_name, bad, message) => {
    const problems = checkHandwritten([...good, bad], corpusLike);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(message);
    expect(problems.every((p) => p.startsWith(`handwritten: ${bad.id}: `))).toBe(true);
  });

  it('two cases of one passage with different texts', () => {
    const edited = make({ id: 'hw-a-paraphrase-009', class: 'paraphrase', claim: 'Forty weavers joined.', evidence: [spans[0], { ...spans[1], text: 'The mill sells cloth.' }, spans[2]] });
    expect(checkHandwritten([...good, edited], corpusLike)).toEqual(['handwritten: hw-a-paraphrase-009: evidence of hw-a-90 differs from that of hw-a-verbatim-001']);
  });

  it('anything shared with the corpus: passage id, span id, span text, claim', () => {
    const corpusSpans = [{ id: 'agr-900-s1', text: 'Rain fell on the farm.', class: 'truth' as const }];
    const shared = make({
      id: 'hw-a-topical-fabrication-003', class: 'topical-fabrication', claim: 'rain fell on the  farm.', evidence: corpusSpans,
      provenance: { generator: 'hand-written', seed: 0, source_passage: 'agr-900', source_span: 'agr-900-s1', transform: 'copied' },
    });
    const problems = checkHandwritten([shared], corpusLike).join('\n');
    for (const message of ['passage id "agr-900" is a corpus passage', 'span id "agr-900-s1" is a corpus span', 'repeats a corpus sentence', 'the claim repeats a corpus sentence']) {
      expect(problems).toContain(message);
    }
  });
});

describe('checkHandwrittenCounts', () => {
  const many = (cls: string, n: number, claim: (i: number) => string): LabelledCase[] =>
    Array.from({ length: n }, (_, i) => make({ id: `hw-a-${cls}-${String(i + 1).padStart(3, '0')}`, class: cls, claim: claim(i) }));
  const partA = [
    ...many('verbatim', 15, () => spans[0].text),
    ...many('paraphrase', 50, (i) => `Weavers, ${i} of them.`),
    ...many('topical-fabrication', 45, (i) => (i < 40 ? 'Ada Quint closed the mill.' : 'Ada Quint closed the mill in 2023.')),
  ];

  it('accepts part A at its minimums and ignores part B classes until part B has a case', () => {
    expect(checkHandwrittenCounts(partA)).toEqual([]);
  });

  it('rejects a class below its minimum, too few number-free fabrications, and part B classes once part B is in', () => {
    expect(checkHandwrittenCounts(partA.slice(1))).toEqual(['handwritten: verbatim has 14 cases (at least 15 needed)']);
    const dated = partA.map((c) => (c.id === 'hw-a-topical-fabrication-001' ? { ...c, claim: 'Ada Quint closed the mill in May.' } : c));
    expect(checkHandwrittenCounts(dated)).toEqual(['handwritten: topical-fabrication has 39 number-free cases (at least 40 needed)']);
    const withB = [...partA, { ...make({ id: 'hw-b-negation-001', class: 'negation', claim: 'Ferrow Mills hired no weavers.' }), expected: 'unsupported' as const }];
    const problems = checkHandwrittenCounts(withB);
    expect(problems).toContain('handwritten: negation has 1 cases (at least 15 needed)');
    expect(problems).toContain('handwritten: mixed has 0 cases (at least 15 needed)');
  });
});

describe('loadHandwritten', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-handwritten-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (dir: string, files: Record<string, LabelledCase[] | string>) => {
    for (const [name, rows] of Object.entries(files)) {
      const text = typeof rows === 'string' ? rows : rows.map((c) => JSON.stringify(c)).join('\n') + '\n';
      writeFileAtomic(path.join(root, dir, name), [Buffer.from(text)]);
    }
    return path.join(root, dir);
  };
  const failure = (dir: string): VerityError => {
    try {
      loadHandwritten(dir);
    } catch (error) {
      return error as VerityError;
    }
    throw new Error('expected a load error');
  };

  it('reads every *.jsonl in sorted order and nothing else', () => {
    const dir = write('ok', { 'part-b.jsonl': [good[2]], 'part-a.jsonl': [good[0], good[1]], 'notes.txt': 'not cases' });
    expect(loadHandwritten(dir).map((c) => c.id)).toEqual(['hw-a-verbatim-001', 'hw-a-paraphrase-001', 'hw-a-topical-fabrication-001']);
  });

  it('names file and line of a duplicate id across files, a missing provenance or a generated case', () => {
    const dup = failure(write('dup', { 'part-a.jsonl': [good[0]], 'part-b.jsonl': `\n${JSON.stringify(good[0])}\n` }));
    expect(dup.code).toBe('bad-case-row');
    expect(dup.message).toMatch(/^handwritten: .*part-b\.jsonl:2: field "id" duplicate id "hw-a-verbatim-001" \(first at .*part-a\.jsonl:1\)$/);
    const bare = failure(write('bare', { 'part-a.jsonl': [good[0], { ...good[1], provenance: undefined }] }));
    expect(bare.message).toMatch(/part-a\.jsonl:2: field "provenance" is required on a hand-written case$/);
    const generated = failure(write('gen', { 'part-a.jsonl': [{ ...good[0], provenance: { ...good[0].provenance!, generator: 'verbatim' } }] }));
    expect(generated.message).toMatch(/part-a\.jsonl:1: field "provenance.generator" must be "hand-written" \(got "verbatim"\)$/);
    const { claim, ...rest } = good[0];
    const draft = failure(write('draft', { 'part-a.jsonl': `${JSON.stringify({ ...rest, draft: claim })}\n` }));
    expect(draft.message).toMatch(/part-a\.jsonl:1: field "draft" is not allowed: hand-written cases are claims$/);
  });

  it('passes parse errors of the cases parser through with file and line, and rejects an empty or missing folder', () => {
    const broken = failure(write('broken', { 'part-a.jsonl': `${JSON.stringify(good[0])}\n{"id":\n` }));
    expect(broken.message).toMatch(/^cases: .*part-a\.jsonl:2: row is not valid JSON/);
    fs.mkdirSync(path.join(root, 'empty'));
    expect(failure(path.join(root, 'empty')).code).toBe('missing-handwritten-dir');
    expect(failure(path.join(root, 'absent')).message).toMatch(/^handwritten: directory .*absent does not exist$/);
  });

  it('rejects bytes that are not UTF-8 with file and line instead of reading U+FFFD', () => {
    const dir = path.join(root, 'latin1');
    const row = Buffer.from(`${JSON.stringify(good[1])}\n`);
    const bad = Buffer.concat([Buffer.from(`${JSON.stringify(good[0])}\n`), row.subarray(0, 20), Buffer.from([0xe9]), row.subarray(20)]);
    writeFileAtomic(path.join(dir, 'part-a.jsonl'), [bad]);
    const error = failure(dir);
    expect(error.code).toBe('bad-case-row');
    expect(error.message).toMatch(/^handwritten: .*part-a\.jsonl:2: invalid UTF-8 at byte 21 of the line/);
  });
});
