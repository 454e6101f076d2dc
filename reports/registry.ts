/**
 * The reporters (a plain literal list) and writing a run's reports plus the index page.
 */
import path from 'node:path';
import { VerityError } from '../engine/errors.ts';
import { redactResults } from '../suites/redactResults.ts';
import { RUN_RESULTS_SHAPE } from '../suites/resultShapes.ts';
import { checkShape, KEBAB_ID } from '../suites/shape.ts';
import type { RunResults } from '../suites/types.ts';
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

/** Writes every report of a run (harness messages redacted) and refreshes `<out>/index.html`; returns the written paths. */
export function writeRunReports(raw: RunResults, outDir: string): string[] {
  const results = redactResults(raw);
  const dir = runReportDir(outDir, results.score_model);
  const written = REPORTERS.map((reporter) => {
    const file = path.join(dir, reporter.fileName);
    writeTextAtomic(file, reporter.render(results));
    return file;
  });
  const index = path.join(outDir, 'index.html');
  writeTextAtomic(index, renderIndex(readSummaries(outDir).summaries));
  return [...written, index];
}

/** Reads and validates a saved `results.json` (any CI artifact) so its reports can be rendered again. */
export function readResults(file: string): RunResults {
  const parsed = readJsonFile(file, { owner: 'reports', what: 'results file', code: 'bad-results' });
  return checkShape<RunResults>(parsed, RUN_RESULTS_SHAPE, { owner: 'reports', file, code: 'bad-results' });
}
