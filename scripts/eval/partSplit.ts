/**
 * `npx tsx scripts/eval/partSplit.ts --cases CASES --results RESULTS.json [--classes a,b] [--cross]`: per class, the
 * cases that keep only part of their source span (`generators/recastDraw.ts` keepsPart) beside the rest: how many, the
 * share the score model got right, the median v1 coverage against the source and the median score (nearest rank). `--cross` splits each again on
 * whether the claim is recomposed (`recomposes`: under 3/5 of its words from its source span). RESULTS is the `results.json` of `npx verity
 * run --cases CASES` (or `--suite hard` with CASES from `npx verity generate --suite hard`).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readCases } from '../../datasets/cases.ts';
import type { LabelledCase } from '../../datasets/types.ts';
import { keepsPart, recomposes } from '../../generators/recastDraw.ts';
import { quantileSorted } from '../../suites/metrics.ts';
import { formatTextTable } from '../../suites/table.ts';

interface ResultRow { id: string; class: string; outcome: string; score: number; overlap?: { coverage: number } }

const { values } = parseArgs({ options: { cases: { type: 'string' }, results: { type: 'string' }, classes: { type: 'string' }, cross: { type: 'boolean', default: false } } });
if (values.cases === undefined || values.results === undefined) {
  console.error('partSplit: --cases CASES and --results RESULTS.json are required');
  process.exit(2);
}
const cases = new Map(readCases(values.cases).map((c) => [c.id, c as LabelledCase]));
const rows = (JSON.parse(readFileSync(values.results, 'utf8')) as { cases: ResultRow[] }).cases;
const classes = values.classes?.split(',') ?? [...new Set(rows.map((r) => r.class))];
const table = [['class', ...(values.cross ? ['composed'] : []), 'kept', 'n', 'right', 'median coverage', 'median score']];
const composedLevels = values.cross ? [true, false] : [undefined];
for (const cls of classes) {
  for (const composed of composedLevels) {
    for (const part of [true, false]) {
      const of = rows.filter((r) => {
        const c = cases.get(r.id);
        return r.class === cls && c !== undefined && keepsPart(c) === part && (composed === undefined || recomposes(c) === composed);
      });
      if (of.length === 0) continue;
      const coverage = of.map((r) => r.overlap?.coverage ?? 0).sort((a, b) => a - b);
      const scores = of.map((r) => r.score).sort((a, b) => a - b);
      const level = composed === undefined ? [] : [composed ? 'recomposed' : 'single'];
      table.push([cls, ...level, part ? 'part' : 'whole', String(of.length), (of.filter((r) => r.outcome === 'pass').length / of.length).toFixed(3), quantileSorted(coverage, 0.5).toFixed(2), quantileSorted(scores, 0.5).toFixed(2)]);
    }
  }
}
console.log(formatTextTable(table));
