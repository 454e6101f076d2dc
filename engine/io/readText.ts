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

/** The text of `file` as UTF-8 (BOM kept for the caller to strip); throws VerityError `role.code` naming the path. */
export function readTextFile(file: string, role: TextFileRole): string {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new VerityError(role.code, `${role.owner}: no ${role.what} at ${file}`);
  }
  if (stat.isDirectory()) throw new VerityError(role.code, `${role.owner}: ${file} is a directory, not ${withArticle(role.what)}`);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    throw new VerityError(role.code, `${role.owner}: cannot read ${role.what} ${file}: ${(error as Error).message}`);
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
    const line = bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
    throw new VerityError(role.code, `${role.owner}: ${file}:${line}: invalid UTF-8 at byte ${bad - lineStart + 1} of the line ` +
      '(save the file as UTF-8)');
  }
  return bytes.toString('utf8');
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
