/**
 * The project's own evidence corpora, one JSONL file per domain in a folder, validated on load: `datasets/corpus` (the
 * suites', plain short sentences) and `datasets/corpus-news` (the same domains written as news copy, denser: it
 * measures how the generators fare on such text, `README.md` "news-style evidence").
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readTextFile } from '../engine/io/readText.ts';
import { VerityError } from '../engine/errors.ts';
import type { CorpusView, EntityKind, EntityMention, Passage } from './types.ts';
import { RowContext, jsonlLines, parseJsonRow } from './rows.ts';
import { sourceDirOf } from '../engine/io/sourceDir.ts';

/** Directory of the shipped corpus (absolute). */
export const DEFAULT_CORPUS_DIR = path.join(sourceDirOf(import.meta.url), 'corpus');

/** Directory of the news-style corpus (absolute): the shipped corpus's domains written as a news agency writes. */
export const NEWS_CORPUS_DIR = path.join(sourceDirOf(import.meta.url), 'corpus-news');

/** Every entity kind a passage may annotate. */
export const ENTITY_KINDS: readonly EntityKind[] = ['person', 'org', 'place', 'product', 'event', 'work'];

/** Fewest and most spans (sentences) a passage may have. */
export const SPANS_PER_PASSAGE = { min: 3, max: 6 } as const;

const PASSAGE_KEYS = ['id', 'topic', 'domain', 'spans', 'entities'] as const;

/** A corpus directory, or several read as one corpus (each directory's files in turn). */
export type CorpusDirs = string | readonly string[];

/** The directories of `dirs`, in order. */
function dirList(dirs: CorpusDirs): readonly string[] {
  return typeof dirs === 'string' ? [dirs] : dirs;
}

/** The directories a `--corpus` value names: one, or several separated by commas (`datasets/corpus,datasets/corpus-news`). */
export function corpusDirsOption(value: string): string[] {
  const dirs = value.split(',').map((d) => d.trim()).filter((d) => d !== '');
  if (dirs.length === 0) throw new VerityError('bad-corpus-dir', `corpus: "${value}" names no directory`);
  return dirs;
}

/** Sorted absolute paths of the corpus files (`*.jsonl`) in each directory of `dirs`, directory by directory. */
export function corpusFiles(dirs: CorpusDirs = DEFAULT_CORPUS_DIR): string[] {
  return dirList(dirs).flatMap((dir) => {
    if (!fs.existsSync(dir)) throw new VerityError('bad-corpus-dir', `corpus: directory ${dir} does not exist`);
    const names = fs.readdirSync(dir).filter((name) => name.endsWith('.jsonl')).sort();
    if (names.length === 0) throw new VerityError('bad-corpus-dir', `corpus: no *.jsonl files in ${dir}`);
    return names.map((name) => path.join(dir, name));
  });
}

/**
 * Loads and validates every passage of every `*.jsonl` file in `dirs` (files in sorted order, rows in file order); a
 * passage or span id, or a topic's domain, must agree across every file, whichever directory holds it.
 */
export function loadCorpus(dirs: CorpusDirs = DEFAULT_CORPUS_DIR): Passage[] {
  const passages: Passage[] = [];
  const seenIds = new Set<string>();
  const topicDomains = new Map<string, string>();
  for (const file of corpusFiles(dirs)) {
    for (const { line, text } of jsonlLines(readTextFile(file, { owner: 'corpus', what: 'corpus file', code: 'bad-corpus-row' }))) {
      const row = new RowContext('corpus', 'bad-corpus-row', file, line);
      const passage = parsePassage(row, parseJsonRow(row, text));
      checkUniqueIds(row, passage, seenIds);
      const topicDomain = topicDomains.get(passage.topic);
      if (topicDomain !== undefined && topicDomain !== passage.domain) {
        throw row.fail('topic', `"${passage.topic}" already belongs to domain "${topicDomain}"`);
      }
      topicDomains.set(passage.topic, passage.domain);
      passages.push(passage);
    }
  }
  return passages;
}

/** Validates one parsed row as a Passage. */
export function parsePassage(row: RowContext, value: unknown): Passage {
  const obj = row.object(value, '');
  row.knownKeys(obj, PASSAGE_KEYS);
  const id = row.string(obj.id, 'id');
  const topic = row.string(obj.topic, 'topic');
  const domain = row.string(obj.domain, 'domain');
  const spans = row.array(obj.spans, 'spans', SPANS_PER_PASSAGE.min, SPANS_PER_PASSAGE.max).map((raw, i) => {
    const span = row.object(raw, `spans[${i}]`);
    row.knownKeys(span, ['id', 'text'], `spans[${i}].`);
    return { id: row.string(span.id, `spans[${i}].id`), text: row.string(span.text, `spans[${i}].text`) };
  });
  const entities = row.array(obj.entities, 'entities').map((raw, i) => parseEntity(row, raw, i, spans));
  return { id, topic, domain, spans, entities };
}

function parseEntity(row: RowContext, raw: unknown, i: number, spans: Passage['spans']): EntityMention {
  const entity = row.object(raw, `entities[${i}]`);
  row.knownKeys(entity, ['text', 'kind'], `entities[${i}].`);
  const text = row.string(entity.text, `entities[${i}].text`);
  const kind = row.oneOf(entity.kind, `entities[${i}].kind`, ENTITY_KINDS);
  if (!spans.some((span) => span.text.includes(text))) {
    throw row.fail(`entities[${i}].text`, `"${text}" does not occur in any span of the passage`);
  }
  return { text, kind };
}

function checkUniqueIds(row: RowContext, passage: Passage, seen: Set<string>): void {
  if (seen.has(passage.id)) throw row.fail('id', `duplicate id "${passage.id}"`);
  seen.add(passage.id);
  passage.spans.forEach((span, i) => {
    if (seen.has(span.id)) throw row.fail(`spans[${i}].id`, `duplicate id "${span.id}"`);
    seen.add(span.id);
  });
}

/** Version of the corpus in `dirs`: first 12 hex digits of sha256 over file names and contents, in the order read. */
export function corpusVersion(dirs: CorpusDirs = DEFAULT_CORPUS_DIR): string {
  const hash = createHash('sha256');
  for (const file of corpusFiles(dirs)) {
    hash.update(path.basename(file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** The corpus as generators see it: passages plus lookups by topic and by domain (each in passage order). */
export function corpusView(passages: readonly Passage[]): CorpusView {
  const byTopic = new Map<string, Passage[]>();
  const byDomain = new Map<string, Passage[]>();
  for (const passage of passages) {
    byTopic.set(passage.topic, [...(byTopic.get(passage.topic) ?? []), passage]);
    byDomain.set(passage.domain, [...(byDomain.get(passage.domain) ?? []), passage]);
  }
  return { passages, byTopic, byDomain };
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** Date patterns counted by corpusStats: `2026-03-05`, `5 March 2026`, `March 5, 2026`. */
export const DATE_PATTERNS = {
  iso: /\b\d{4}-\d{2}-\d{2}\b/g,
  dayMonthYear: new RegExp(`\\b\\d{1,2} (?:${MONTHS}) \\d{4}\\b`, 'g'),
  monthDayYear: new RegExp(`\\b(?:${MONTHS}) \\d{1,2}, \\d{4}\\b`, 'g'),
} as const;

/** Counts describing a corpus (how dense it is in figures, dates and entities). */
export interface CorpusStats {
  passages: number;
  domains: number;
  topics: number;
  /** Topics with fewer than 3 passages (should be 0). */
  smallTopics: number;
  spans: number;
  /** Spans containing at least one digit. */
  spansWithDigits: number;
  /** Occurrences of each date format over all spans. */
  dates: { iso: number; dayMonthYear: number; monthDayYear: number };
  /** Entity annotations over all passages, total and by kind. */
  entities: number;
  entitiesByKind: Record<EntityKind, number>;
  /** Passages annotating two or more entities. */
  passagesWithTwoEntities: number;
  passagesPerDomain: Record<string, number>;
}

/** Counts of passages, domains, topics, spans, spans with digits, dates per format and entities. */
export function corpusStats(passages: readonly Passage[]): CorpusStats {
  const view = corpusView(passages);
  const spans = passages.flatMap((passage) => passage.spans.map((span) => span.text));
  const countDates = (pattern: RegExp): number => spans.reduce((n, text) => n + (text.match(pattern)?.length ?? 0), 0);
  const entitiesByKind = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, 0])) as Record<EntityKind, number>;
  for (const entity of passages.flatMap((passage) => passage.entities)) entitiesByKind[entity.kind]++;
  return {
    passages: passages.length,
    domains: view.byDomain.size,
    topics: view.byTopic.size,
    smallTopics: [...view.byTopic.values()].filter((group) => group.length < 3).length,
    spans: spans.length,
    spansWithDigits: spans.filter((text) => /\d/.test(text)).length,
    dates: {
      iso: countDates(DATE_PATTERNS.iso),
      dayMonthYear: countDates(DATE_PATTERNS.dayMonthYear),
      monthDayYear: countDates(DATE_PATTERNS.monthDayYear),
    },
    entities: passages.reduce((n, passage) => n + passage.entities.length, 0),
    entitiesByKind,
    passagesWithTwoEntities: passages.filter((passage) => passage.entities.length >= 2).length,
    passagesPerDomain: Object.fromEntries([...view.byDomain].map(([domain, group]) => [domain, group.length])),
  };
}
