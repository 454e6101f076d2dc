/**
 * Reads an evidence plan for `verity verify`: a JSON array of EvidenceSpan, or JSONL (one span a line). Every
 * problem is a VerityError `bad-evidence` naming file, line and field.
 */
import { RowContext, jsonlLines, parseJsonRow } from '../../datasets/rows.ts';
import { VerityError } from '../../engine/errors.ts';
import { readTextFile } from '../../engine/io/readText.ts';
import type { EvidenceSpan, SpanClass } from '../../engine/types.ts';

const SPAN_KEYS = ['id', 'text', 'class', 'masked'];
const SPAN_CLASSES: readonly SpanClass[] = ['truth', 'cache'];

/** 1-based line of the start of each top-level element of a JSON array text. */
function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (/\s/.test(ch)) continue;
    if (expectElement && ch !== ']') lines.push(line);
    expectElement = false;
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') expectElement = ++depth === 1 && ch === '[';
    else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 1) expectElement = true;
  }
  return lines;
}

function parseSpan(row: RowContext, value: unknown): EvidenceSpan {
  const obj = row.object(value, '');
  row.knownKeys(obj, SPAN_KEYS);
  const text = row.string(obj.text, 'text');
  const span: EvidenceSpan = { id: row.string(obj.id, 'id'), text, class: obj.class === undefined ? 'truth' : row.oneOf(obj.class, 'class', SPAN_CLASSES) };
  if (obj.masked !== undefined) {
    span.masked = row.array(obj.masked, 'masked').map((range, i) => {
      const ok = Array.isArray(range) && range.length === 2 && range.every(Number.isInteger);
      if (!ok || range[0] < 0 || range[0] >= range[1] || range[1] > text.length) {
        throw row.fail(`masked[${i}]`, `must be [start, end] with 0 <= start < end <= ${text.length} (the text length)`);
      }
      return [range[0], range[1]] as [number, number];
    });
  }
  return span;
}

/** Parses evidence text from `file` (used in messages); JSON array when it starts with `[`, else JSONL. */
export function parseEvidence(text: string, file: string): EvidenceSpan[] {
  const rows: Array<{ row: RowContext; value: unknown }> = [];
  if (text.trimStart().startsWith('[')) {
    let values: unknown[];
    try {
      values = JSON.parse(text) as unknown[];
    } catch (error) {
      throw new RowContext('verify', 'bad-evidence', file, 1).failRow(`not a valid JSON array (${(error as Error).message})`);
    }
    const lines = arrayElementLines(text);
    values.forEach((value, i) => rows.push({ row: new RowContext('verify', 'bad-evidence', file, lines[i] ?? 1), value }));
  } else {
    for (const { line, text: rowText } of jsonlLines(text)) {
      const row = new RowContext('verify', 'bad-evidence', file, line);
      rows.push({ row, value: parseJsonRow(row, rowText) });
    }
  }
  const seen = new Set<string>();
  return rows.map(({ row, value }) => {
    const span = parseSpan(row, value);
    if (seen.has(span.id)) throw row.fail('id', `duplicate evidence id "${span.id}"`);
    seen.add(span.id);
    return span;
  });
}

/** Reads and validates an evidence file (UTF-8, at least one span). */
export function readEvidenceFile(file: string): EvidenceSpan[] {
  const missing = (f: string) => new VerityError('missing-file', `verify: no evidence file at ${f}`);
  const spans = parseEvidence(readTextFile(file, { owner: 'verify', what: 'evidence file', code: 'bad-evidence', missing }), file);
  // No spans would read as "verified" with nothing checked: an empty plan is a mistake, not a result.
  if (spans.length === 0) throw new VerityError('bad-evidence', `verify: ${file} holds no evidence spans`);
  return spans;
}
