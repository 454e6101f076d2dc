/**
 * Row validation shared by the data loaders (STYLE 9): every problem becomes a VerityError naming file, line and field.
 */
import path from 'node:path';
import { VerityError, suggestNames } from '../engine/errors.ts';

/** A file path as shown in messages: relative to the working directory when inside it, else as given. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** Position of one row of a data file; builds the error for one of its fields. */
export class RowContext {
  constructor(
    /** Message prefix, e.g. `corpus`. */
    readonly owner: string,
    /** Stable error code, e.g. `bad-corpus-row`. */
    readonly code: string,
    readonly file: string,
    /** 1-based line number of the row. */
    readonly line: number,
  ) {}

  /** An error about the whole row, e.g. a JSON parse error. */
  failRow(problem: string): VerityError {
    return new VerityError(this.code, `${this.owner}: ${displayPath(this.file)}:${this.line}: ${problem}`);
  }

  /** An error about one field, e.g. `field "spans[2].text" must be a non-empty string`. */
  fail(field: string, problem: string): VerityError {
    return this.failRow(`field "${field}" ${problem}`);
  }

  /** The value as a plain object, or throws. */
  object(value: unknown, field: string): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw field ? this.fail(field, 'must be an object') : this.failRow('row must be a JSON object');
    }
    return value as Record<string, unknown>;
  }

  /** The value as a non-empty string, or throws. */
  string(value: unknown, field: string): string {
    if (typeof value !== 'string' || value.trim() === '') throw this.fail(field, 'must be a non-empty string');
    return value;
  }

  /** The value as an array with a length in [min, max], or throws. */
  array(value: unknown, field: string, min = 0, max = Infinity): unknown[] {
    if (!Array.isArray(value)) throw this.fail(field, 'must be an array');
    if (value.length < min || value.length > max) {
      const range = max === Infinity ? `at least ${min}` : `${min} to ${max}`;
      throw this.fail(field, `must have ${range} items (got ${value.length})`);
    }
    return value;
  }

  /** The value as an array of strings (blank allowed) with at least `min` items, or throws naming the bad item. */
  strings(value: unknown, field: string, min = 0): string[] {
    return this.array(value, field, min).map((item, i) => {
      if (typeof item !== 'string') throw this.fail(`${field}[${i}]`, 'must be a string');
      return item;
    });
  }

  /** The value as one of `allowed`, or throws listing them. */
  oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
    if (typeof value !== 'string' || !allowed.includes(value as T)) {
      const near = typeof value === 'string' ? suggestNames(value, allowed) : [];
      const hint = near.length ? ` (did you mean '${near[0]}'?)` : '';
      throw this.fail(field, `must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}${hint}`);
    }
    return value as T;
  }

  /** Throws on the first key of `obj` not in `allowed`. */
  knownKeys(obj: Record<string, unknown>, allowed: readonly string[], prefix = ''): void {
    for (const key of Object.keys(obj)) {
      if (allowed.includes(key)) continue;
      const near = suggestNames(key, allowed);
      const hint = near.length ? ` (did you mean '${near[0]}'?)` : '';
      throw this.fail(`${prefix}${key}`, `is not a known field${hint}`);
    }
  }
}

/** The row text of JSONL line `line` (1-based): CR stripped, and the BOM of line 1; null for a blank line. */
export function jsonlRow(raw: string, line: number): string | null {
  const text = (line === 1 ? raw.replace(/^\uFEFF/, '') : raw).replace(/\r$/, '');
  return text.trim() === '' ? null : text;
}

/** Non-blank lines of a JSONL text (BOM and CR stripped) with their 1-based line numbers. */
export function jsonlLines(text: string): Array<{ line: number; text: string }> {
  const rows: Array<{ line: number; text: string }> = [];
  text.split('\n').forEach((raw, index) => {
    const row = jsonlRow(raw, index + 1);
    if (row !== null) rows.push({ line: index + 1, text: row });
  });
  return rows;
}

/** Parses one JSONL row, turning a syntax error into a row error. */
export function parseJsonRow(row: RowContext, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw row.failRow(`row is not valid JSON (${(error as Error).message})`);
  }
}
