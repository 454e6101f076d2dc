/**
 * The index page: every score model's latest run side by side, rendered from the `summary.json` files under `<out>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeFloor } from '../suites/floors.ts';
import type { toSummary } from './json.ts';
import { reportDirName } from './reporter.ts';
import { template, templateText } from './templates.ts';

/** A run summary as written to summary.json. */
export type RunSummary = ReturnType<typeof toSummary>;

/** Reads every `<out>/<dir>/summary.json` (dirs sorted; unreadable files skipped with their error returned). */
export function readSummaries(outDir: string): { summaries: RunSummary[]; problems: string[] } {
  const summaries: RunSummary[] = [];
  const problems: string[] = [];
  if (!fs.existsSync(outDir)) return { summaries, problems };
  for (const dir of fs.readdirSync(outDir).sort()) {
    const file = path.join(outDir, dir, 'summary.json');
    if (!fs.existsSync(file)) continue;
    try {
      summaries.push(JSON.parse(fs.readFileSync(file, 'utf8')) as RunSummary);
    } catch (err) {
      problems.push(`reports: ${file}: ${(err as Error).message}`);
    }
  }
  return { summaries, problems };
}

function cell(s: RunSummary, cls: string) {
  const c = s.classes[cls];
  if (c === undefined) return { present: false, status: 'none' };
  const floor = s.floors.find((f) => f.class === cls);
  const value = floor?.value ?? c.rate;
  const ci = floor?.wilson ?? c.wilson;
  return {
    present: true,
    rate: value.toFixed(3),
    ci: `${ci[0].toFixed(3)}–${ci[1].toFixed(3)}`,
    floor: floor ? describeFloor(floor) : '',
    status: floor ? (floor.gating ? floor.status : 'watch') : 'none',
  };
}

/** The index HTML over run summaries (one column per score model). */
export function renderIndex(summaries: readonly RunSummary[]): string {
  const classes: string[] = [];
  for (const s of summaries) for (const cls of Object.keys(s.classes)) if (!classes.includes(cls)) classes.push(cls);
  const models = summaries.map((s) => ({
    id: s.score_model,
    href: `${encodeURIComponent(reportDirName(s.score_model))}/report.html`,
    status: s.status,
    fingerprint: s.fingerprint,
    suite: s.meta.suite,
    embedModel: s.embed_model,
    total: s.total,
    errors: s.errors,
    seed: s.meta.seed,
    started: s.meta.started_at,
  }));
  const rows = classes.map((cls) => ({ class: cls, cells: summaries.map((s) => cell(s, cls)) }));
  return template('index.hbs')({ models, rows, css: templateText('report.css') });
}
