/**
 * The case rows of a run. A run of at most LARGE_RUN_CASES cases keeps its rows in memory and `results.cases` holds
 * them all, sorted by id. A larger run streams its rows, one JSON object a line in the order the cases ran, to a JSON
 * Lines file (`results.jsonl` among the reports); `results.cases` then holds only a sample (suites/caseSample.ts) and
 * `results.case_rows` names the file. Readers go through eachCase and caseCount, which serve both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyFileAtomic, moveFileAtomic, openAtomicWriter, type AtomicWriter } from '../engine/io/atomicFile.ts';
import { decodeLine, openTextFile, readLines, type TextFileRole } from '../engine/io/readText.ts';
import { VerityError } from '../engine/errors.ts';
import { redactSecrets } from '../engine/secrets.ts';
import type { CaseResult, RunResults } from './types.ts';
import { byId } from './caseSample.ts';
import { CASE_RESULT } from './resultShapes.ts';
import { shapeProblem } from './shape.ts';

/** Past this many cases a run streams its case rows to a JSON Lines file instead of holding them (and results.json). */
export const LARGE_RUN_CASES = 50_000;

/** Where a large run's rows are: `file` (absolute in memory; `results.jsonl` beside summary.json on disk). */
export interface CaseRowsFile {
  format: 'jsonl';
  file: string;
  total: number;
}

/** The rows of a finished run: all in memory (sorted by id), or in a file. */
export type CaseRows = { kind: 'memory'; rows: CaseResult[] } | { kind: 'file'; rows: CaseRowsFile };

/** Collects a run's rows; spills to a file once more than `threshold` arrive. */
export interface CaseRowStore {
  add(row: CaseResult): void;
  readonly count: number;
  finish(): CaseRows;
}

/** Options of createCaseRowStore. */
export interface CaseRowStoreOptions {
  /** Rows kept in memory at most (default LARGE_RUN_CASES). */
  threshold?: number;
  /** Folder for the spilled rows (default: the temp folder); the spill is removed when the process exits. */
  spillDir?: string;
}

const spills = new Set<string>();
let cleanupHooked = false;

function spillFolder(parent: string): string {
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, '.verity-rows-'));
  spills.add(dir);
  if (!cleanupHooked) {
    cleanupHooked = true;
    process.on('exit', () => {
      for (const d of spills) fs.rmSync(d, { recursive: true, force: true });
    });
  }
  return dir;
}

/** Removes the spill folder holding `rows` now, instead of at exit (once they were copied among the reports). */
export function releaseCaseRows(rows: CaseRowsFile): void {
  const dir = path.dirname(rows.file);
  if (!spills.has(dir)) return;
  spills.delete(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Moves rows this process spilled to `to` (a rename on one file system, a copy across devices) and frees their spill
 * folder; false, touching nothing, for any other rows file (copyCaseRows copies it).
 */
export function moveCaseRows(rows: CaseRowsFile, to: string): boolean {
  if (!spills.has(path.dirname(rows.file))) return false;
  moveFileAtomic(rows.file, to);
  releaseCaseRows(rows);
  return true;
}

/** One row as written: harness messages redacted (the one redactor), exactly as a results.json case row. */
export function rowLine(row: CaseResult): string {
  const redacted = row.error === undefined ? row : { ...row, error: redactSecrets(row.error) };
  return `${JSON.stringify(redacted)}\n`;
}


/** A CaseRowStore (see the module comment). */
export function createCaseRowStore(options: CaseRowStoreOptions = {}): CaseRowStore {
  const threshold = Math.max(0, options.threshold ?? LARGE_RUN_CASES);
  let memory: CaseResult[] | null = [];
  let writer: AtomicWriter | null = null;
  let file = '';
  let count = 0;
  const spill = (): void => {
    file = path.join(spillFolder(options.spillDir ?? os.tmpdir()), 'results.jsonl');
    writer = openAtomicWriter(file);
    for (const row of memory!) writer.write(rowLine(row));
    memory = null;
  };
  return {
    add(row) {
      count++;
      if (memory !== null && count > threshold) spill();
      if (memory !== null) memory.push(row);
      else writer!.write(rowLine(row));
    },
    get count() {
      return count;
    },
    finish() {
      if (memory !== null) return { kind: 'memory', rows: memory.sort(byId) };
      writer!.commit();
      return { kind: 'file', rows: { format: 'jsonl', file, total: count } };
    },
  };
}

/**
 * Copies a run's rows file to `to` atomically. Rows this process spilled are already redacted and copied as they are;
 * any other file (a saved artifact, a shard) has each row's harness message redacted on the way.
 */
export function copyCaseRows(from: string, to: string): void {
  if (spills.has(path.dirname(from))) {
    copyFileAtomic(from, to);
    return;
  }
  const writer = openAtomicWriter(to);
  try {
    // Only a row with an error message carries harness text (a claim's own quotes are escaped as \").
    for (const line of fileLines(from)) writer.write(line.includes('"error":') ? rowLine(JSON.parse(line) as CaseResult) : `${line}\n`);
  } catch (error) {
    writer.abort();
    throw error;
  }
  writer.commit();
}

/** Number of cases of a run (all rows, also when only a sample is in memory). */
export function caseCount(results: Pick<RunResults, 'cases' | 'case_rows'>): number {
  return results.case_rows?.total ?? results.cases.length;
}

/**
 * Lines of a UTF-8 text file with their 1-based numbers, read in blocks (never whole); blank lines skipped, CR
 * stripped. With a `role`, a missing file or a byte that is not UTF-8 is that role's error naming the file and line.
 */
function* numberedFileLines(file: string, role?: TextFileRole): Generator<[number, string]> {
  const fd = role === undefined ? fs.openSync(file, 'r') : openTextFile(file, role);
  try {
    for (const [line, bytes] of readLines(fd)) {
      const text = (role === undefined ? bytes.toString('utf8') : decodeLine(bytes, role, file, line)).replace(/\r$/, '');
      if (text.trim() !== '') yield [line, text];
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Lines of a UTF-8 text file, read in blocks (never whole); blank lines skipped. */
export function* fileLines(file: string): Generator<string> {
  for (const [, text] of numberedFileLines(file)) yield text;
}

/** Every case row of a run: `results.cases`, or each line of its rows file. */
export function* eachCase(results: Pick<RunResults, 'cases' | 'case_rows'>): Generator<CaseResult> {
  if (results.case_rows === undefined) {
    yield* results.cases;
    return;
  }
  for (const line of fileLines(results.case_rows.file)) yield JSON.parse(line) as CaseResult;
}

/** Rows of a saved rows file (a report's, a shard's), each checked: a bad row is a VerityError naming file, line and field. */
export function* eachCheckedRow(file: string, owner: string): Generator<CaseResult> {
  for (const [line, text] of numberedFileLines(file, { owner, what: 'rows file', code: 'bad-results' })) {
    let row: unknown;
    try {
      row = JSON.parse(text);
    } catch (error) {
      throw new VerityError('bad-results', `${owner}: ${file}:${line}: row is not valid JSON (${(error as Error).message})`);
    }
    const problem = shapeProblem(row, CASE_RESULT);
    if (problem !== null) throw new VerityError('bad-results', `${owner}: ${file}:${line}: ${problem.replace('field ""', 'the row')}`);
    yield row as CaseResult;
  }
}
