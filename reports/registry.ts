/**
 * The reporters (a plain literal list) and writing a run's reports plus the index page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VerityError } from '../engine/errors.ts';
import type { RunResults } from '../suites/types.ts';
import { htmlReporter } from './html.ts';
import { readSummaries, renderIndex } from './indexPage.ts';
import { resultsJsonReporter, summaryJsonReporter } from './json.ts';
import { junitReporter } from './junit.ts';
import { markdownReporter } from './markdown.ts';
import { reportDirName, type Reporter } from './reporter.ts';

/** Every reporter, each writing one file per run. */
export const REPORTERS: readonly Reporter[] = [htmlReporter, resultsJsonReporter, summaryJsonReporter, junitReporter, markdownReporter];

/** Directory of a run's reports: `<out>/<score_model>/` (score-model ids are kebab-case registry ids). */
export function runReportDir(outDir: string, scoreModel: string): string {
  return path.join(outDir, reportDirName(scoreModel));
}

/** Writes every report of a run and refreshes `<out>/index.html`; returns the written paths. */
export function writeRunReports(results: RunResults, outDir: string): string[] {
  const dir = runReportDir(outDir, results.score_model);
  fs.mkdirSync(dir, { recursive: true });
  const written = REPORTERS.map((reporter) => {
    const file = path.join(dir, reporter.fileName);
    fs.writeFileSync(file, reporter.render(results));
    return file;
  });
  const index = path.join(outDir, 'index.html');
  fs.writeFileSync(index, renderIndex(readSummaries(outDir).summaries));
  return [...written, index];
}

/** Reads a saved `results.json` (any CI artifact) so its reports can be rendered again. */
export function readResults(file: string): RunResults {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RunResults;
  } catch (err) {
    throw new VerityError('bad-results', `reports: ${file}: ${(err as Error).message}`);
  }
}
