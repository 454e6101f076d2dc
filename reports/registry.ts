/**
 * The reporters (a plain literal list) and writing a run's reports plus the index page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VerityError } from '../engine/errors.ts';
import { redactResults } from '../suites/redactResults.ts';
import { copyCaseRows, eachCheckedRow, moveCaseRows } from '../suites/caseRows.ts';
import { createCaseSampler } from '../suites/caseSample.ts';
import { RUN_RESULTS_SHAPE, withResultsFormat } from '../suites/resultShapes.ts';
import { checkShape, KEBAB_ID } from '../suites/shape.ts';
import type { CaseResult, RunResults } from '../suites/types.ts';
import { htmlReporter } from './html.ts';
import { readSummaries, renderIndex } from './indexPage.ts';
import { resultsJsonReporter, summaryJsonReporter } from './json.ts';
import { junitReporter } from './junit.ts';
import { markdownReporter } from './markdown.ts';
import { reportDirName, type Reporter } from './reporter.ts';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';
import { readJsonFile } from '../engine/io/readText.ts';

/** Every reporter, each writing one file per run. */
export const REPORTERS: readonly Reporter[] = [htmlReporter, resultsJsonReporter, summaryJsonReporter, junitReporter, markdownReporter];

/** Directory of a run's reports: `<out>/<score_model>/`; throws VerityError `bad-id` unless the id is kebab-case. */
export function runReportDir(outDir: string, scoreModel: string): string {
  if (!KEBAB_ID.test(scoreModel)) {
    throw new VerityError('bad-id', `reports: score model id ${JSON.stringify(scoreModel)} cannot name a report folder (kebab-case ids only)`);
  }
  return path.join(outDir, reportDirName(scoreModel));
}

/** File name of a large run's case rows beside its other reports (its results.json is not written). */
export const ROWS_FILE = 'results.jsonl';

/**
 * Writes every report of a run (harness messages redacted) and refreshes `<out>/index.html`; returns the written paths.
 * A large run (`case_rows`) gets its rows copied to `results.jsonl` instead of a results.json; whichever of the two a
 * previous run left in the folder is removed, so a reader never pairs this run's summary with another's rows.
 */
export function writeRunReports(raw: RunResults, outDir: string): string[] {
  const results = redactResults(raw);
  const dir = runReportDir(outDir, results.score_model);
  const rows = results.case_rows;
  const rowsFile = path.join(dir, ROWS_FILE);
  const jsonFile = path.join(dir, resultsJsonReporter.fileName);
  if (rows !== undefined && path.resolve(rows.file) !== path.resolve(rowsFile)) copyCaseRows(rows.file, rowsFile);
  fs.rmSync(rows === undefined ? rowsFile : jsonFile, { force: true });
  const shown: RunResults = rows === undefined ? results : { ...results, case_rows: { ...rows, file: ROWS_FILE } };
  const written = REPORTERS.filter((reporter) => rows === undefined || reporter !== resultsJsonReporter).map((reporter) => {
    const file = path.join(dir, reporter.fileName);
    writeTextAtomic(file, reporter.render(shown));
    return file;
  });
  const index = path.join(outDir, 'index.html');
  writeTextAtomic(index, renderIndex(readSummaries(outDir).summaries));
  return [...(rows === undefined ? [] : [rowsFile]), ...written, index];
}

/**
 * Reads and validates a saved run so its reports can be rendered again (any CI artifact): a `results.json`, or a large
 * run's `results.jsonl` or `summary.json` (the summary with the rows beside it; the sample is drawn again from the rows).
 */
export function readResults(file: string): RunResults {
  const results = readRunSummary(file);
  const rows = results.case_rows;
  return rows === undefined ? results : { ...results, cases: sampleRows(rows.file) };
}

/**
 * A saved run as readResults reads it, except that a large run's rows are left unread (`cases` empty, `case_rows.file`
 * absolute): for a reader that goes through the rows anyway (eachCheckedRow), so they are read once.
 */
export function readRunSummary(file: string): RunResults {
  const summaryFile = file.endsWith('.jsonl') ? path.join(path.dirname(file), 'summary.json') : file;
  const read = readJsonFile(summaryFile, { owner: 'reports', what: 'results file', code: 'bad-results' });
  const parsed = withResultsFormat(read, { owner: 'reports', file: summaryFile }) as Record<string, unknown> | null;
  if (parsed === null || typeof parsed !== 'object' || parsed.case_rows === undefined) {
    return checkShape<RunResults>(parsed, RUN_RESULTS_SHAPE, { owner: 'reports', file, code: 'bad-results' });
  }
  const { total: _total, missed: _missed, ...summary } = parsed;
  const where = { owner: 'reports', file: summaryFile, code: 'bad-results' };
  const results = checkShape<RunResults>({ ...summary, cases: [] }, RUN_RESULTS_SHAPE, where);
  const rowsFile = path.resolve(path.dirname(summaryFile), results.case_rows!.file);
  if (!fs.existsSync(rowsFile)) throw new VerityError('bad-results', `reports: ${summaryFile} names case rows ${rowsFile}, which do not exist`);
  return { ...results, case_rows: { ...results.case_rows!, file: rowsFile } };
}

/** The report sample of a rows file, each row checked (a bad row is an error naming file, line and field). */
function sampleRows(file: string): CaseResult[] {
  const sampler = createCaseSampler();
  for (const row of eachCheckedRow(file, 'reports')) sampler.add(row);
  return sampler.sample();
}

/**
 * Writes a finished run's reports under `outDir` (writeRunReports) and returns the results with the files written; a
 * large run's spilled rows are moved (not copied) to its results.jsonl first, and `case_rows.file` names them there.
 */
export function writeRunOutcome(results: RunResults, outDir: string): { results: RunResults; written: string[] } {
  const rows = results.case_rows;
  if (rows === undefined) return { results, written: writeRunReports(results, outDir) };
  const rowsFile = path.join(runReportDir(outDir, results.score_model), ROWS_FILE);
  const moved = moveCaseRows(rows, rowsFile);
  const placed = { ...results, case_rows: { ...rows, file: moved ? rowsFile : rows.file } };
  const written = writeRunReports(placed, outDir);
  return { results: { ...placed, case_rows: { ...rows, file: rowsFile } }, written };
}
