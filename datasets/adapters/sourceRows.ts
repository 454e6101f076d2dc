/**
 * Reading the read-only real-data files: JSON, JSONL, CSV (quoted) and TSV (quoting off), every row carrying the
 * RowContext that names file and line in errors (code `bad-real-data`).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { readTextFile } from '../../engine/io/readText.ts';
import { RowContext, jsonlLines, parseJsonRow } from '../rows.ts';

const CODE = 'bad-real-data';

/** The text of a real-data file; bytes that are not UTF-8 are an error naming file and line, never a silent U+FFFD. */
function readSource(owner: string, file: string): string {
  return readTextFile(file, { owner, what: 'real-data file', code: CODE });
}

/** One source row: its values and the context that names its file and line. */
export interface SourceRow<T> {
  row: RowContext;
  value: T;
}

/** The object rows of a JSONL file. */
export function readJsonlRows(owner: string, file: string): Array<SourceRow<Record<string, unknown>>> {
  return jsonlLines(readSource(owner, file)).map(({ line, text }) => {
    const row = new RowContext(owner, CODE, file, line);
    return { row, value: row.object(parseJsonRow(row, text), '') };
  });
}

/** The elements of a JSON file holding one array of objects; `line` is the element's 1-based index. */
export function readJsonArrayRows(owner: string, file: string): Array<SourceRow<Record<string, unknown>>> {
  const whole = new RowContext(owner, CODE, file, 1);
  const parsed = parseJsonRow(whole, readSource(owner, file).replace(/^\uFEFF/, ''));
  return whole.array(parsed, '(top level)').map((item, index) => {
    const row = new ElementContext(owner, CODE, file, index);
    return { row, value: row.object(item, '') };
  });
}

/** Context of one element of a top-level JSON array: messages name the element's 0-based index. */
class ElementContext extends RowContext {
  constructor(owner: string, code: string, file: string, readonly index: number) {
    super(owner, code, file, 1);
  }

  override failRow(problem: string) {
    return super.failRow(`element [${this.index}]: ${problem}`);
  }
}

/** The records of a CSV file with a header row (RFC 4180 quoting); `line` is where each record starts. */
export function readCsvRows(owner: string, file: string, columns: readonly string[]): Array<SourceRow<Record<string, string>>> {
  type Parsed = { record: Record<string, string>; info: { lines: number; empty_lines: number } };
  let records: Parsed[];
  try {
    records = parseCsv(readSource(owner, file), { columns: checkColumns(owner, file, columns), info: true, bom: true, skip_empty_lines: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'VerityError') throw error;
    const line = (error as { lines?: number }).lines ?? 1;
    throw new RowContext(owner, CODE, file, line).failRow(`row is not valid CSV (${(error as Error).message})`);
  }
  let previous = { lines: 1, empty_lines: 0 };
  return records.map(({ record, info }) => {
    // csv-parse reports the line a record ends on; it starts after the previous record and any blank lines.
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = { lines: info.lines, empty_lines: info.empty_lines };
    return { row: new RowContext(owner, CODE, file, line), value: record };
  });
}

/** The records of a tab-separated file read with quoting off (no field holds a tab or a line break). */
export function readTsvRows(owner: string, file: string, columns: readonly string[]): Array<SourceRow<Record<string, string>>> {
  const lines = readSource(owner, file).replace(/^\uFEFF/, '').split('\n').map((l) => l.replace(/\r$/, ''));
  const header = new RowContext(owner, CODE, file, 1);
  checkColumns(owner, file, columns)(lines[0].split('\t'));
  const rows: Array<SourceRow<Record<string, string>>> = [];
  lines.forEach((text, index) => {
    if (index === 0 || text.trim() === '') return;
    const row = new RowContext(owner, CODE, file, index + 1);
    const cells = text.split('\t');
    if (cells.length !== columns.length) throw row.failRow(`expected ${columns.length} tab-separated fields, got ${cells.length}`);
    rows.push({ row, value: Object.fromEntries(columns.map((name, i) => [name, cells[i]])) });
  });
  if (rows.length === 0) throw header.failRow('file has no data rows');
  return rows;
}

function checkColumns(owner: string, file: string, expected: readonly string[]): (header: string[]) => string[] {
  return (header) => {
    const names = header.map((name) => name.trim());
    if (names.length !== expected.length || names.some((name, i) => name !== expected[i])) {
      throw new RowContext(owner, CODE, file, 1).failRow(`header is ${JSON.stringify(names)}, expected ${JSON.stringify(expected)}`);
    }
    return names;
  };
}
