/**
 * A JSONL cases file read in chunks, so a run over millions of cases never holds the file or its cases whole. Rows are
 * validated exactly as readCases validates them (same messages: file, line, field), and the file's version (sha256 of
 * its bytes, as fileVersion) is computed on the way.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { VerityError } from '../engine/errors.ts';
import { firstInvalidUtf8 } from '../engine/io/readText.ts';
import { checkUnique, parseCase } from './cases.ts';
import { createEvidenceInterner } from './evidenceKey.ts';
import { RowContext, displayPath, parseJsonRow } from './rows.ts';
import type { AnyCase } from './types.ts';

const BLOCK_BYTES = 1 << 20;

/** What a chunked read reports when it reached the end of the file. */
export interface CasesFileEnd {
  /** 16 hex chars of sha256 over the file's bytes (as suites/loadCases.ts fileVersion). */
  version: string;
  cases: number;
}

function openCasesFile(file: string): number {
  if (!fs.existsSync(file)) throw new VerityError('missing-cases-file', `cases: file ${displayPath(file)} does not exist`);
  if (fs.statSync(file).isDirectory()) throw new VerityError('bad-case-row', `cases: ${file} is a directory, not a cases file`);
  try {
    return fs.openSync(file, 'r');
  } catch (error) {
    throw new VerityError('bad-case-row', `cases: cannot read cases file ${file}: ${(error as Error).message}`);
  }
}

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeLine(bytes: Buffer, file: string, line: number): string {
  try {
    return strict.decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    throw new VerityError('bad-case-row', `cases: ${file}:${line}: invalid UTF-8 at byte ${bad + 1} of the line (save the file as UTF-8)`);
  }
}

/** Lines of the file as [line number, bytes], read in blocks; the sha256 of every byte goes to `hash`. */
function* byteLines(fd: number, hash: ReturnType<typeof createHash>): Generator<[number, Buffer]> {
  const block = Buffer.alloc(BLOCK_BYTES);
  let carry: Buffer = Buffer.alloc(0);
  let line = 0;
  for (;;) {
    const read = fs.readSync(fd, block, 0, block.length, null);
    if (read === 0) break;
    hash.update(block.subarray(0, read));
    const bytes = carry.length > 0 ? Buffer.concat([carry, block.subarray(0, read)]) : block.subarray(0, read);
    let start = 0;
    for (let end = bytes.indexOf(0x0a, start); end >= 0; end = bytes.indexOf(0x0a, start)) {
      yield [++line, bytes.subarray(start, end)];
      start = end + 1;
    }
    carry = Buffer.from(bytes.subarray(start));
  }
  if (carry.length > 0) yield [++line, carry];
}

/**
 * Reads a JSONL cases file in chunks of at most `size` cases (blank lines skipped, a leading BOM stripped, duplicate
 * ids refused); `onEnd` is called once the last line was read.
 */
export function* readCasesJsonlChunks(file: string, size: number, onEnd?: (end: CasesFileEnd) => void): Generator<AnyCase[]> {
  const fd = openCasesFile(file);
  const hash = createHash('sha256');
  const ids = new Set<string>();
  // Cases repeating a plan share one evidence list: its JSON (cases hash, overlap, plan keys) is built once.
  const intern = createEvidenceInterner();
  let chunk: AnyCase[] = [];
  let count = 0;
  try {
    for (const [line, bytes] of byteLines(fd, hash)) {
      let text = decodeLine(bytes, file, line).replace(/\r$/, '');
      if (line === 1) text = text.replace(/^\uFEFF/, '');
      if (text.trim() === '') continue;
      const row = new RowContext('cases', 'bad-case-row', file, line);
      const parsed = checkUnique(row, parseCase(row, parseJsonRow(row, text)), ids);
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
