/**
 * A JSONL cases file read in chunks, so a run over millions of cases never holds the file or its cases whole. Rows are
 * validated exactly as readCases validates them (same messages: file, line, field), and the file's version (sha256 of
 * its bytes, as fileVersion) is computed on the way.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { decodeLine, openTextFile, readLines } from '../engine/io/readText.ts';
import { CASES_FILE, parseCaseLine } from './cases.ts';
import { createEvidenceInterner } from './evidenceKey.ts';
import { jsonlRow } from './rows.ts';
import type { AnyCase } from './types.ts';

/** What a chunked read reports when it reached the end of the file. */
export interface CasesFileEnd {
  /** 16 hex chars of sha256 over the file's bytes (as suites/loadCases.ts fileVersion). */
  version: string;
  cases: number;
}

/**
 * Reads a JSONL cases file in chunks of at most `size` cases (blank lines skipped, a leading BOM stripped, duplicate
 * ids refused); `onEnd` is called once the last line was read.
 */
export function* readCasesJsonlChunks(file: string, size: number, onEnd?: (end: CasesFileEnd) => void): Generator<AnyCase[]> {
  const fd = openTextFile(file, CASES_FILE);
  const hash = createHash('sha256');
  const ids = new Set<string>();
  // Cases repeating a plan share one evidence list: its JSON (cases hash, overlap, plan keys) is built once.
  const intern = createEvidenceInterner();
  let chunk: AnyCase[] = [];
  let count = 0;
  try {
    for (const [line, bytes] of readLines(fd, (block) => hash.update(block))) {
      const text = jsonlRow(decodeLine(bytes, CASES_FILE, file, line), line);
      if (text === null) continue;
      const parsed = parseCaseLine(text, file, line, ids);
      chunk.push({ ...parsed, evidence: intern(parsed.evidence) });
      count++;
      if (chunk.length >= size) {
        yield chunk;
        chunk = [];
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  if (chunk.length > 0) yield chunk;
  onEnd?.({ version: hash.digest('hex').slice(0, 16), cases: count });
}
