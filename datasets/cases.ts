/**
 * Labelled cases files (SPEC Part C): JSONL, or CSV with the same columns and JSON-encoded `evidence`, `cited` and
 * `provenance` cells. Validated on read; written with a stable key order.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { VerityError } from '../engine/errors.ts';
import { readTextFile, type TextFileRole } from '../engine/io/readText.ts';
import type { EvidenceSpan, SpanClass, Verdict } from '../engine/types.ts';
import type { AnyCase, AttackProvenance, CaseDifficulty, Provenance, ReadingStep } from './types.ts';
import { RowContext, displayPath, jsonlLines, parseJsonRow } from './rows.ts';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';

/** Columns of a cases file, in their written order; a case fills `claim` or `draft`, never both. */
export const CASE_COLUMNS = ['id', 'class', 'claim', 'draft', 'evidence', 'cited', 'expected', 'provenance'] as const;
const REQUIRED_COLUMNS = ['id', 'class', 'evidence', 'expected'] as const;
/** Every verdict a case may expect (SPEC A5). */
export const VERDICTS: readonly Verdict[] = ['supported', 'partial', 'unsupported', 'evidence_redacted'];
const SPAN_CLASSES: readonly SpanClass[] = ['truth', 'cache'];
const SPAN_KEYS = ['id', 'text', 'class', 'masked'] as const;
const PROVENANCE_KEYS = ['generator', 'seed', 'source_passage', 'source_span', 'transform', 'edits', 'difficulty', 'reading', 'seed_case', 'attack'] as const;
const ATTACK_KEYS = ['score_model', 'seed', 'verdict', 'score', 'seed_score', 'queries', 'operators'] as const;
const DIFFICULTY_KEYS = ['span', 'against', 'jaccard', 'coverage', 'numerics', 'tier'] as const;

/** How errors about a cases file name it (engine/io/readText.ts); nothing at the path is a `missing-cases-file`. */
export const CASES_FILE: TextFileRole = {
  owner: 'cases',
  what: 'cases file',
  code: 'bad-case-row',
  missing: (file) => new VerityError('missing-cases-file', `cases: file ${displayPath(file)} does not exist`),
};

/** Reads a cases file: `.csv` as CSV, anything else as JSONL. */
export function readCases(file: string): AnyCase[] {
  const text = readTextFile(file, CASES_FILE);
  return isCsv(file) ? parseCasesCsv(text, file) : parseCasesJsonl(text, file);
}

/** Writes cases to `file` (`.csv` as CSV, anything else as JSONL), creating its directory. */
export function writeCases(file: string, cases: readonly AnyCase[]): void {
  writeTextAtomic(file, isCsv(file) ? formatCasesCsv(cases) : formatCasesJsonl(cases));
}

function isCsv(file: string): boolean {
  return file.toLowerCase().endsWith('.csv');
}

/** Parses and validates JSONL cases; `file` is only used in error messages. Blank lines are skipped. */
export function parseCasesJsonl(text: string, file: string): AnyCase[] {
  const ids = new Set<string>();
  return jsonlLines(text).map(({ line, text: rowText }) => parseCaseLine(rowText, file, line, ids));
}

/** One JSONL row of a cases file, validated; its id must not be in `ids` (it is added). */
export function parseCaseLine(text: string, file: string, line: number, ids: Set<string>): AnyCase {
  const row = new RowContext(CASES_FILE.owner, CASES_FILE.code, file, line);
  return checkUnique(row, parseCase(row, parseJsonRow(row, text)), ids);
}

/** Parses and validates CSV cases (header row required); `file` is only used in error messages. */
export function parseCasesCsv(text: string, file: string): AnyCase[] {
  let records: Array<{ record: Record<string, string>; info: { lines: number; empty_lines: number } }>;
  try {
    records = parseCsv(text, { columns: checkHeader(file), info: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    if (error instanceof VerityError) throw error;
    const line = (error as { lines?: number }).lines ?? 1;
    throw new RowContext(CASES_FILE.owner, CASES_FILE.code, file, line).failRow(`row is not valid CSV (${(error as Error).message})`);
  }
  const ids = new Set<string>();
  let previous = { lines: 1, empty_lines: 0 };
  return records.map(({ record, info }) => {
    // csv-parse reports the line a record ends on; its first line follows the previous record and any blank lines.
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = { lines: info.lines, empty_lines: info.empty_lines };
    const row = new RowContext(CASES_FILE.owner, CASES_FILE.code, file, line);
    return checkUnique(row, parseCase(row, decodeCsvRecord(row, record)), ids);
  });
}

function checkHeader(file: string): (header: string[]) => string[] {
  return (header) => {
    const row = new RowContext(CASES_FILE.owner, CASES_FILE.code, file, 1);
    const names = header.map((name) => name.trim());
    row.knownKeys(Object.fromEntries(names.map((name) => [name, true])), CASE_COLUMNS);
    const missing = REQUIRED_COLUMNS.find((name) => !names.includes(name));
    if (missing) throw row.fail(missing, 'is a required column missing from the header');
    if (!names.includes('claim') && !names.includes('draft')) throw row.fail('claim', 'or "draft" must be a column of the header');
    return names;
  };
}

function decodeCsvRecord(row: RowContext, record: Record<string, string>): Record<string, unknown> {
  const decoded: Record<string, unknown> = { ...record };
  // A CSV row fills one of the two text columns: the other one's empty cell means absent.
  for (const column of ['claim', 'draft'] as const) if (record[column]?.trim() === '') delete decoded[column];
  for (const column of ['evidence', 'cited', 'provenance'] as const) {
    const cell = record[column];
    if (cell === undefined || (cell.trim() === '' && column !== 'evidence')) {
      delete decoded[column];
      continue;
    }
    try {
      decoded[column] = JSON.parse(cell);
    } catch (error) {
      throw row.fail(column, `must hold JSON (${(error as Error).message})`);
    }
  }
  return decoded;
}

/** Throws naming the row when its case id was already seen; records it otherwise. */
export function checkUnique(row: RowContext, labelled: AnyCase, ids: Set<string>): AnyCase {
  if (ids.has(labelled.id)) throw row.fail('id', `duplicate id "${labelled.id}"`);
  ids.add(labelled.id);
  return labelled;
}

/** Validates one row as a claim case or a draft case; a span without `class` gets `truth`. */
export function parseCase(row: RowContext, value: unknown): AnyCase {
  const obj = row.object(value, '');
  row.knownKeys(obj, CASE_COLUMNS);
  const id = row.string(obj.id, 'id');
  const cls = row.string(obj.class, 'class');
  const text = parseText(row, obj);
  const labelled: AnyCase = {
    id,
    class: cls,
    ...text,
    evidence: parseEvidence(row, obj.evidence),
    expected: row.oneOf(obj.expected, 'expected', VERDICTS),
  };
  if (obj.cited !== undefined) {
    labelled.cited = row.array(obj.cited, 'cited').map((marker, i) => row.string(marker, `cited[${i}]`));
  }
  if (obj.provenance !== undefined) labelled.provenance = parseProvenance(row, obj.provenance);
  return labelled;
}

/** The case's text: `claim` (one claim) or `draft` (a whole response to decompose), exactly one of them. */
function parseText(row: RowContext, obj: Record<string, unknown>): { claim: string } | { draft: string } {
  if (obj.claim !== undefined && obj.draft !== undefined) {
    throw row.fail('draft', 'cannot be given together with "claim": a case carries one claim or one draft');
  }
  if (obj.draft !== undefined) return { draft: row.string(obj.draft, 'draft') };
  if (obj.claim === undefined) throw row.fail('claim', 'is missing: a case carries "claim" (one claim) or "draft" (a whole response)');
  return { claim: row.string(obj.claim, 'claim') };
}

function parseEvidence(row: RowContext, value: unknown): EvidenceSpan[] {
  const ids = new Set<string>();
  return row.array(value, 'evidence').map((raw, i) => {
    const field = `evidence[${i}]`;
    const obj = row.object(raw, field);
    row.knownKeys(obj, SPAN_KEYS, `${field}.`);
    const id = row.string(obj.id, `${field}.id`);
    if (ids.has(id)) throw row.fail(`${field}.id`, `duplicate evidence id "${id}"`);
    ids.add(id);
    const text = row.string(obj.text, `${field}.text`);
    const span: EvidenceSpan = { id, text, class: obj.class === undefined ? 'truth' : row.oneOf(obj.class, `${field}.class`, SPAN_CLASSES) };
    if (obj.masked !== undefined) span.masked = parseMasked(row, obj.masked, `${field}.masked`, text.length);
    return span;
  });
}

function parseMasked(row: RowContext, value: unknown, field: string, length: number): Array<[number, number]> {
  return row.array(value, field).map((range, i) => {
    const ok = Array.isArray(range) && range.length === 2 && range.every(Number.isInteger);
    if (!ok || range[0] < 0 || range[0] >= range[1] || range[1] > length) {
      throw row.fail(`${field}[${i}]`, `must be [start, end] with 0 <= start < end <= ${length} (the text length)`);
    }
    return [range[0], range[1]] as [number, number];
  });
}

function parseProvenance(row: RowContext, value: unknown): Provenance {
  const obj = row.object(value, 'provenance');
  row.knownKeys(obj, PROVENANCE_KEYS, 'provenance.');
  if (!Number.isInteger(obj.seed)) throw row.fail('provenance.seed', 'must be an integer');
  const provenance: Provenance = {
    generator: row.string(obj.generator, 'provenance.generator'),
    seed: obj.seed as number,
    source_passage: row.string(obj.source_passage, 'provenance.source_passage'),
    source_span: row.string(obj.source_span, 'provenance.source_span'),
    transform: row.string(obj.transform, 'provenance.transform'),
  };
  if (obj.edits !== undefined) {
    provenance.edits = row.array(obj.edits, 'provenance.edits').map((e, i) => row.string(e, `provenance.edits[${i}]`));
  }
  if (obj.difficulty !== undefined) provenance.difficulty = parseDifficulty(row, obj.difficulty);
  if (obj.reading !== undefined) provenance.reading = parseReading(row, obj.reading);
  if (obj.seed_case !== undefined) provenance.seed_case = row.string(obj.seed_case, 'provenance.seed_case');
  if (obj.attack !== undefined) provenance.attack = parseAttack(row, obj.attack);
  return provenance;
}

function parseReading(row: RowContext, value: unknown): ReadingStep[] {
  return row.array(value, 'provenance.reading').map((step, i) => {
    const field = `provenance.reading[${i}]`;
    const obj = row.object(step, field);
    row.knownKeys(obj, ['edit', 'text'], `${field}.`);
    return { edit: row.string(obj.edit, `${field}.edit`), text: row.string(obj.text, `${field}.text`) };
  });
}

function parseAttack(row: RowContext, value: unknown): AttackProvenance {
  const obj = row.object(value, 'provenance.attack');
  row.knownKeys(obj, ATTACK_KEYS, 'provenance.attack.');
  if (!Number.isInteger(obj.seed)) throw row.fail('provenance.attack.seed', 'must be an integer');
  if (!Number.isInteger(obj.queries) || (obj.queries as number) < 1) throw row.fail('provenance.attack.queries', 'must be a positive integer');
  return {
    score_model: row.string(obj.score_model, 'provenance.attack.score_model'),
    seed: obj.seed as number,
    verdict: row.oneOf(obj.verdict, 'provenance.attack.verdict', VERDICTS),
    score: ratio(row, obj.score, 'provenance.attack.score'),
    seed_score: ratio(row, obj.seed_score, 'provenance.attack.seed_score'),
    queries: obj.queries as number,
    operators: row.strings(obj.operators, 'provenance.attack.operators'),
  };
}

function ratio(row: RowContext, value: unknown, field: string): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) throw row.fail(field, 'must be a number in [0, 1]');
  return value;
}

function parseDifficulty(row: RowContext, value: unknown): CaseDifficulty {
  const obj = row.object(value, 'provenance.difficulty');
  row.knownKeys(obj, DIFFICULTY_KEYS, 'provenance.difficulty.');
  return {
    span: obj.span === null ? null : row.string(obj.span, 'provenance.difficulty.span'),
    against: row.oneOf(obj.against, 'provenance.difficulty.against', ['source-span', 'best-plan-span'] as const),
    jaccard: ratio(row, obj.jaccard, 'provenance.difficulty.jaccard'),
    coverage: ratio(row, obj.coverage, 'provenance.difficulty.coverage'),
    numerics: row.oneOf(obj.numerics, 'provenance.difficulty.numerics', ['none', 'in-plan', 'novel'] as const),
    tier: row.oneOf(obj.tier, 'provenance.difficulty.tier', ['easy', 'hard', 'both'] as const),
  };
}

/** One case as a plain object with the stable key order (id, class, claim or draft, evidence, cited, expected, provenance). */
function orderedCase(labelled: AnyCase): Record<string, unknown> {
  const evidence = labelled.evidence.map((span) => ({
    id: span.id,
    text: span.text,
    class: span.class ?? 'truth',
    ...(span.masked ? { masked: span.masked.map(([start, end]) => [start, end]) } : {}),
  }));
  const provenance = labelled.provenance && {
    generator: labelled.provenance.generator,
    seed: labelled.provenance.seed,
    source_passage: labelled.provenance.source_passage,
    source_span: labelled.provenance.source_span,
    transform: labelled.provenance.transform,
    ...(labelled.provenance.edits ? { edits: [...labelled.provenance.edits] } : {}),
    ...(labelled.provenance.difficulty ? { difficulty: { ...labelled.provenance.difficulty } } : {}),
    ...(labelled.provenance.reading ? { reading: labelled.provenance.reading.map((s) => ({ edit: s.edit, text: s.text })) } : {}),
    ...(labelled.provenance.seed_case === undefined ? {} : { seed_case: labelled.provenance.seed_case }),
    ...(labelled.provenance.attack ? { attack: orderedAttack(labelled.provenance.attack) } : {}),
  };
  return {
    id: labelled.id,
    class: labelled.class,
    ...(labelled.draft === undefined ? { claim: labelled.claim } : { draft: labelled.draft }),
    evidence,
    ...(labelled.cited ? { cited: [...labelled.cited] } : {}),
    expected: labelled.expected,
    ...(provenance ? { provenance } : {}),
  };
}

function orderedAttack(a: AttackProvenance): AttackProvenance {
  return {
    score_model: a.score_model, seed: a.seed, verdict: a.verdict, score: a.score, seed_score: a.seed_score, queries: a.queries,
    operators: [...a.operators],
  };
}

/** Cases as JSONL, one object a line, newline-terminated; byte-identical for equal input. */
export function formatCasesJsonl(cases: readonly AnyCase[]): string {
  return cases.map((labelled) => JSON.stringify(orderedCase(labelled)) + '\n').join('');
}

/** Cases as CSV with a header row (a `draft` column only when a case has a draft); JSON in `evidence`, `cited`, `provenance`. */
export function formatCasesCsv(cases: readonly AnyCase[]): string {
  const columns = cases.some((c) => c.draft !== undefined) ? CASE_COLUMNS : CASE_COLUMNS.filter((c) => c !== 'draft');
  const lines = [columns.join(',')];
  for (const labelled of cases) {
    const obj = orderedCase(labelled);
    const cells = columns.map((column) => {
      const value = obj[column];
      if (value === undefined) return '';
      return quoteCsv(typeof value === 'string' ? value : JSON.stringify(value));
    });
    lines.push(cells.join(','));
  }
  return lines.join('\n') + '\n';
}

function quoteCsv(cell: string): string {
  return /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
