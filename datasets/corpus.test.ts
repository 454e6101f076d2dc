import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VerityError } from '../engine/errors.ts';
import { DEFAULT_CORPUS_DIR, NEWS_CORPUS_DIR, corpusDirsOption, corpusStats, corpusVersion, corpusView, loadCorpus } from './corpus.ts';
import { corpusStyle, evidenceSentences, passageSentences } from './corpusStyle.ts';
import { loadHandwritten } from './handwritten.ts';
import type { Passage } from './types.ts';
import { displayPath } from './rows.ts';

const passages = loadCorpus();
const stats = corpusStats(passages);

/** Every topic in one domain with 3 passages or more, ids sharing the topic's prefix, spans one sentence each. */
function expectWellFormed(passages: readonly Passage[]): void {
  for (const [topic, group] of corpusView(passages).byTopic) {
    expect(new Set(group.map((p) => p.domain)).size, topic).toBe(1);
    expect(group.length, topic).toBeGreaterThanOrEqual(3);
  }
  for (const passage of passages) {
    expect(passage.id, passage.topic).toMatch(new RegExp(`^${passage.topic.split('-')[0]}-\\d{3}$`));
  }
  for (const span of passages.flatMap((p) => p.spans)) {
    expect(span.text, span.id).toMatch(/^[A-Z0-9"'].*[.!?]$/);
    expect(span.id.startsWith(passages.find((p) => p.spans.includes(span))!.id + '-'), span.id).toBe(true);
  }
}

describe('shipped corpus', () => {
  it('meets the corpus size floors (SPEC B5)', () => {
    expect(stats.passages).toBeGreaterThanOrEqual(300);
    expect(stats.domains).toBeGreaterThanOrEqual(12);
    expect(stats.topics).toBeGreaterThanOrEqual(80);
    expect(stats.smallTopics).toBe(0);
  });

  it('is dense in figures, dates and entities', () => {
    expect(stats.spansWithDigits / stats.spans).toBeGreaterThanOrEqual(0.6);
    expect(stats.dates.iso).toBeGreaterThanOrEqual(30);
    expect(stats.dates.dayMonthYear).toBeGreaterThanOrEqual(30);
    expect(stats.dates.monthDayYear).toBeGreaterThanOrEqual(30);
    expect(stats.passagesWithTwoEntities / stats.passages).toBeGreaterThanOrEqual(0.8);
    const withSeparator = passages.flatMap((p) => p.spans).filter((s) => /\d,\d{3}\b/.test(s.text));
    const withPercent = passages.flatMap((p) => p.spans).filter((s) => /\d%/.test(s.text));
    const withCurrency = passages.flatMap((p) => p.spans).filter((s) => /[$€£]\d/.test(s.text));
    expect(withSeparator.length).toBeGreaterThanOrEqual(50);
    expect(withPercent.length).toBeGreaterThanOrEqual(50);
    expect(withCurrency.length).toBeGreaterThanOrEqual(50);
  });

  it('gives every topic to one domain, ids a shared prefix, and every passage one-sentence spans', () => {
    expectWellFormed(passages);
  });

  it('has a stable 12-hex version and a view that indexes every passage', () => {
    expect(corpusVersion()).toMatch(/^[0-9a-f]{12}$/);
    expect(corpusVersion()).toBe(corpusVersion());
    const view = corpusView(passages);
    const total = (m: ReadonlyMap<string, readonly unknown[]>) => [...m.values()].reduce((n, g) => n + g.length, 0);
    expect(total(view.byTopic)).toBe(passages.length);
    expect(total(view.byDomain)).toBe(passages.length);
  });
});

describe('news corpus', () => {
  const news = loadCorpus(NEWS_CORPUS_DIR);

  it('is well formed, in the shipped domains, and shares no passage id, span id or topic with the shipped corpus', () => {
    expectWellFormed(news);
    expect(news.length).toBeGreaterThanOrEqual(100);
    expect([...corpusView(news).byDomain.keys()].sort()).toEqual([...corpusView(passages).byDomain.keys()].sort());
    const shippedIds = new Set(passages.flatMap((p) => [p.id, p.topic, ...p.spans.map((s) => s.id)]));
    expect(news.flatMap((p) => [p.id, p.topic, ...p.spans.map((s) => s.id)]).filter((id) => shippedIds.has(id))).toEqual([]);
    expect(corpusVersion(NEWS_CORPUS_DIR)).not.toBe(corpusVersion(DEFAULT_CORPUS_DIR));
  });

  it('is written as densely as the hand-written evidence, where the shipped corpus is not', () => {
    const style = corpusStyle(passageSentences(news));
    const hand = corpusStyle(evidenceSentences(loadHandwritten()));
    const shipped = corpusStyle(passageSentences(passages));
    expect(Math.abs(style.medianWords - hand.medianWords)).toBeLessThanOrEqual(2);
    expect(Math.abs(style.commasPerSentence - hand.commasPerSentence)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(style.clauseShare - hand.clauseShare)).toBeLessThanOrEqual(0.08);
    expect(Math.abs(style.figureShare - hand.figureShare)).toBeLessThanOrEqual(0.1);
    expect(hand.medianWords - shipped.medianWords).toBeGreaterThanOrEqual(4);
    expect(hand.clauseShare - shipped.clauseShare).toBeGreaterThanOrEqual(0.15);
  });

  it('names no person or organisation of the shipped corpus (a name stands for one thing in the suite)', () => {
    const shippedNames = new Set(passages.flatMap((p) => p.entities.filter((e) => e.kind !== 'place').map((e) => e.text)));
    expect(news.flatMap((p) => p.entities.filter((e) => shippedNames.has(e.text)).map((e) => `${p.id}: ${e.text}`))).toEqual([]);
  });
});

describe('bad corpus rows', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-corpus-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const spans = (id: string, n = 3) =>
    Array.from({ length: n }, (_, i) => ({ id: `${id}-s${i + 1}`, text: `Acme Ltd sold ${i + 1},000 units in 2025.` }));
  const good = (id: string) => ({ id, topic: 't1', domain: 'finance', spans: spans(id), entities: [{ text: 'Acme Ltd', kind: 'org' }] });
  let dirCount = 0;

  /** Writes finance.jsonl with two good rows followed by `bad` on line 3, and returns the loader's error. */
  function errorFor(bad: unknown): VerityError {
    const dir = path.join(root, `c${dirCount++}`);
    fs.mkdirSync(dir);
    const third = typeof bad === 'string' ? bad : JSON.stringify(bad);
    fs.writeFileSync(path.join(dir, 'finance.jsonl'), [JSON.stringify(good('a')), JSON.stringify(good('b')), third].join('\n'));
    try {
      loadCorpus(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(VerityError);
      expect((error as VerityError).code).toBe('bad-corpus-row');
      return error as VerityError;
    }
    throw new Error('expected loadCorpus to throw');
  }
  const where = (dir: number) => `corpus: ${path.join(root, `c${dir}`, 'finance.jsonl')}:3: `;

  const cases: Array<[string, unknown, string]> = [
    ['bad JSON', '{"id": "c",', 'row is not valid JSON'],
    ['a non-object row', '[1, 2]', 'row must be a JSON object'],
    ['a missing topic', { ...good('c'), topic: undefined }, 'field "topic" must be a non-empty string'],
    ['an empty domain', { ...good('c'), domain: ' ' }, 'field "domain" must be a non-empty string'],
    ['a numeric id', { ...good('c'), id: 7 }, 'field "id" must be a non-empty string'],
    ['an empty span text', { ...good('c'), spans: [...spans('c', 2), { id: 'c-s3', text: '' }] }, 'field "spans[2].text" must be a non-empty string'],
    ['too few spans', { ...good('c'), spans: spans('c', 2) }, 'field "spans" must have 3 to 6 items (got 2)'],
    ['too many spans', { ...good('c'), spans: spans('c', 7) }, 'field "spans" must have 3 to 6 items (got 7)'],
    ['spans not an array', { ...good('c'), spans: 'x' }, 'field "spans" must be an array'],
    ['a duplicate passage id', good('a'), 'field "id" duplicate id "a"'],
    ['a duplicate span id', { ...good('c'), spans: [...spans('c', 2), { id: 'a-s1', text: 'x.' }] }, 'field "spans[2].id" duplicate id "a-s1"'],
    ['an entity not in any span', { ...good('c'), entities: [{ text: 'Zeta Corp', kind: 'org' }] }, 'field "entities[0].text" "Zeta Corp" does not occur in any span'],
    ['an unknown entity kind', { ...good('c'), entities: [{ text: 'Acme Ltd', kind: 'organisation' }] }, 'field "entities[0].kind" must be one of person, org, place, product, event, work; got "organisation"'],
    ['an unknown field', { ...good('c'), topik: 'x' }, 'field "topik" is not a known field (did you mean \'topic\'?)'],
    ['a topic in two domains', { ...good('c'), domain: 'sports' }, 'field "topic" "t1" already belongs to domain "finance"'],
  ];
  it.each(cases)('names file, line and field for %s', (_name, bad, expected) => {
    const error = errorFor(bad);
    expect(error.message.startsWith(where(dirCount - 1) + expected), error.message).toBe(true);
  });

  it('shows paths relative to the working directory when inside it', () => {
    expect(displayPath(path.join(process.cwd(), 'datasets', 'corpus', 'finance.jsonl'))).toBe('datasets/corpus/finance.jsonl');
    expect(displayPath(path.join(root, 'x.jsonl'))).toBe(path.join(root, 'x.jsonl'));
    expect(() => loadCorpus(path.join(root, 'missing'))).toThrow(/^corpus: directory .* does not exist$/);
  });

  it('rejects a directory without corpus files', () => {
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    expect(() => loadCorpus(empty)).toThrow(/no \*\.jsonl files/);
  });
});

describe('several corpus directories read as one', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-corpora-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const passage = (id: string, topic: string, domain = 'finance') => JSON.stringify({
    id, topic, domain, entities: [{ text: 'Acme Ltd', kind: 'org' }],
    spans: [1, 2, 3].map((i) => ({ id: `${id}-s${i}`, text: `Acme Ltd sold ${i},000 units in 2025.` })),
  });
  const folder = (name: string, rows: string[]) => {
    const dir = path.join(root, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'finance.jsonl'), rows.join('\n'));
    return dir;
  };
  const a = folder('a', [passage('a1', 't1'), passage('a2', 't1')]);
  const b = folder('b', [passage('b1', 't2'), passage('b2', 't1')]);

  it('gives each directory\'s passages in turn, and a version of its own', () => {
    expect(loadCorpus([a, b]).map((p) => p.id)).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(corpusView(loadCorpus([a, b])).byTopic.get('t1')?.map((p) => p.id)).toEqual(['a1', 'a2', 'b2']);
    expect(corpusVersion([a, b])).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set([corpusVersion(a), corpusVersion(b), corpusVersion([a, b]), corpusVersion([b, a])]).size).toBe(4);
    // One directory given as a list is the directory itself: shipped versions do not move.
    expect(corpusVersion([DEFAULT_CORPUS_DIR])).toBe(corpusVersion());
    expect(corpusDirsOption(`${a}, ${b}`)).toEqual([a, b]);
  });

  it('refuses an id or a topic two directories disagree on, naming the file and line, and an empty list', () => {
    const clash = folder('c', [passage('a1', 't3')]);
    expect(() => loadCorpus([a, clash])).toThrow(`corpus: ${path.join(clash, 'finance.jsonl')}:1: field "id" duplicate id "a1"`);
    const topic = folder('d', [passage('d1', 't1', 'sports')]);
    expect(() => loadCorpus([a, topic])).toThrow(/d\/finance\.jsonl:1: field "topic" "t1" already belongs to domain "finance"/);
    expect(() => loadCorpus([a, path.join(root, 'missing')])).toThrow(/directory .*missing does not exist/);
    expect(() => corpusDirsOption(' , ')).toThrow(/names no directory/);
  });
});
