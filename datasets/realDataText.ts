/**
 * Every text string held by the read-only real-data folder, for whole-corpus checks (tokenizer equivalence, benchmarks).
 * Nothing read here is ever written into the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { VerityError } from '../engine/errors.ts';
import { readTextFile } from '../engine/io/readText.ts';

const OWNER = 'real-data-text';
const SKIPPED_NAME = /LICENSE|README/i;
const READERS: Record<string, (content: string, file: string) => string[]> = {
  '.jsonl': readJsonLines,
  '.json': (content, file) => stringValues(parseJson(content, file, 1)),
  '.csv': (content, file) => readDelimited(content, file, ','),
  '.tsv': (content, file) => readDelimited(content, file, '\t'),
  '.txt': (content) => content.split(/\r?\n/).filter((line) => line.length > 0),
};

/**
 * Every string value of every JSON/JSONL record, every field of every CSV/TSV row (TSV read with quoting off) and every
 * non-empty line of .txt files under `root`, files in code-unit order of their relative paths; .xlsx, LICENSE and
 * README files are skipped.
 */
export function collectRealDataTexts(root: string): string[] {
  return collectRealDataTextsByFolder(root).flatMap((group) => group.texts);
}

/**
 * The texts of collectRealDataTexts grouped by the top-level folder of the file they come from (a file directly under
 * `root` groups under its own name), folders in code-unit order: the datasets, for stratified samples.
 */
export function collectRealDataTextsByFolder(root: string): Array<{ folder: string; texts: string[] }> {
  const groups: Array<{ folder: string; texts: string[] }> = [];
  for (const file of listFiles(root)) {
    const reader = READERS[path.extname(file).toLowerCase()];
    if (!reader || SKIPPED_NAME.test(path.basename(file))) continue;
    const folder = path.relative(root, file).split(path.sep)[0];
    if (groups.at(-1)?.folder !== folder) groups.push({ folder, texts: [] });
    const texts = groups.at(-1)!.texts;
    for (const text of reader(readTextFile(file, { owner: OWNER, what: 'real-data file', code: 'bad-real-data' }), file)) texts.push(text);
  }
  return groups;
}

function listFiles(root: string): string[] {
  const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return files.sort((a, b) => compareCodeUnits(path.relative(root, a), path.relative(root, b)));
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function readJsonLines(content: string, file: string): string[] {
  const texts: string[] = [];
  content.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    for (const text of stringValues(parseJson(line, file, index + 1))) texts.push(text);
  });
  return texts;
}

function parseJson(text: string, file: string, line: number): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new VerityError('bad-real-data', `${OWNER}: ${file}:${line}: invalid JSON (${(err as Error).message})`);
  }
}

/** String values of a parsed JSON value, depth-first in document order (object keys are not values). */
export function stringValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringValues(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringValues(item, out);
  return out;
}

function readDelimited(content: string, file: string, delimiter: string): string[] {
  let rows: string[][];
  try {
    rows = parse(content, {
      delimiter,
      quote: delimiter === '\t' ? false : '"',
      relax_column_count: true,
      relax_quotes: true,
      bom: true,
    });
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 0;
    throw new VerityError('bad-real-data', `${OWNER}: ${file}:${line}: unreadable row (${(err as Error).message})`);
  }
  return rows.flat();
}
