/**
 * Reading a user-named text file strictly: a missing path, a folder, or bytes that are not UTF-8 are errors naming
 * the path (and the line of the first invalid byte), never an `EISDIR` without a path or a silent U+FFFD.
 */
import fs from 'node:fs';
import { VerityError } from '../errors.ts';

/** Who reads the file and what it should be, for messages: `verify: <path> is a directory, not a draft file`. */
export interface TextFileRole {
  /** Message prefix (the owner's id), e.g. `verify`. */
  owner: string;
  /** What the file holds, e.g. `draft file`. */
  what: string;
  /** Stable error code, e.g. `bad-evidence`. */
  code: string;
  /** The error for a path where nothing exists (default: `code`, `<owner>: no <what> at <path>`). */
  missing?: (file: string) => VerityError;
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Byte index of the first sequence that is not well-formed UTF-8 (RFC 3629), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    const [size, low, high] = b < 0x80 ? [1, 0, 0] : b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf]
      : b === 0xe0 ? [3, 0xa0, 0xbf] : b === 0xed ? [3, 0x80, 0x9f] : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf]
      : b === 0xf0 ? [4, 0x90, 0xbf] : b === 0xf4 ? [4, 0x80, 0x8f] : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf] : [0, 0, 0];
    if (size === 0 || i + size > bytes.length) return i;
    if (size > 1 && (bytes[i + 1] < low || bytes[i + 1] > high)) return i;
    for (let k = 2; k < size; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    i += size;
  }
  return -1;
}

/** Why `file` did not open: nothing at the path (ENOENT, or a file where a folder should be), a folder, or unreadable. */
function openError(file: string, role: TextFileRole, error: NodeJS.ErrnoException): VerityError {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') {
    return role.missing?.(file) ?? new VerityError(role.code, `${role.owner}: no ${role.what} at ${file}`);
  }
  if (error.code === 'EISDIR') return directoryError(file, role);
  return new VerityError(role.code, `${role.owner}: cannot read ${role.what} ${file}: ${error.message}`);
}

function directoryError(file: string, role: TextFileRole): VerityError {
  return new VerityError(role.code, `${role.owner}: ${file} is a directory, not ${withArticle(role.what)}`);
}

/**
 * Opens `file` for reading with one open (no existence check before it); a missing path (`role.missing` when given), a
 * folder or an unreadable file is a VerityError naming the path.
 */
export function openTextFile(file: string, role: TextFileRole): number {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    throw openError(file, role, error as NodeJS.ErrnoException);
  }
  let directory: boolean;
  try {
    // Opening a folder read-only succeeds on Linux: only reading it fails, with an EISDIR naming no path.
    directory = fs.fstatSync(fd).isDirectory();
  } catch (error) {
    fs.closeSync(fd);
    throw openError(file, role, error as NodeJS.ErrnoException);
  }
  if (!directory) return fd;
  fs.closeSync(fd);
  throw directoryError(file, role);
}

function invalidUtf8(role: TextFileRole, file: string, line: number, byteInLine: number): VerityError {
  return new VerityError(role.code, `${role.owner}: ${file}:${line}: invalid UTF-8 at byte ${byteInLine} of the line (save the file as UTF-8)`);
}

/** The text of `file` as UTF-8 (BOM kept for the caller to strip); throws VerityError `role.code` naming the path. */
export function readTextFile(file: string, role: TextFileRole): string {
  const fd = openTextFile(file, role);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(fd);
  } catch (error) {
    throw new VerityError(role.code, `${role.owner}: cannot read ${role.what} ${file}: ${(error as Error).message}`);
  } finally {
    fs.closeSync(fd);
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
    throw invalidUtf8(role, file, bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1, bad - lineStart + 1);
  }
  return bytes.toString('utf8');
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** One line's bytes as UTF-8 (BOM kept); bytes that are not UTF-8 are a VerityError naming file, line and byte. */
export function decodeLine(bytes: Uint8Array, role: TextFileRole, file: string, line: number): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw invalidUtf8(role, file, line, firstInvalidUtf8(bytes) + 1);
  }
}

const LINE_BLOCK_BYTES = 1 << 20;

/**
 * Lines of an open file as [1-based line number, bytes without the newline], read in blocks (never whole); a line's
 * bytes are valid until the next line is asked for. `onBlock` sees every byte read, in order (e.g. to hash the file).
 */
export function* readLines(fd: number, onBlock?: (bytes: Buffer) => void): Generator<[number, Buffer]> {
  const block = Buffer.alloc(LINE_BLOCK_BYTES);
  let carry: Buffer = Buffer.alloc(0);
  let line = 0;
  for (;;) {
    const read = fs.readSync(fd, block, 0, block.length, null);
    if (read === 0) break;
    onBlock?.(block.subarray(0, read));
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

/** The parsed JSON of `file` (read by readTextFile); an empty file or invalid JSON is a VerityError naming the path. */
export function readJsonFile(file: string, role: TextFileRole): unknown {
  const text = readTextFile(file, role);
  if (text.trim() === '') throw new VerityError(role.code, `${role.owner}: ${file} is empty, not ${withArticle(role.what)}`);
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new VerityError(role.code, `${role.owner}: ${file} is not valid JSON (${(error as Error).message})`);
  }
}
