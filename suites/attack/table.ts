/**
 * Plain-text output of an attack for the terminal: per class, each model's attack success rate with its counts and,
 * over successes, the mean queries, edits and score shift.
 */
import { formatTextTable } from '../table.ts';
import type { AttackSummary } from './attackSession.ts';

const fmt = (x: number | null, digits = 3) => (x === null ? '—' : x.toFixed(digits));

/** The summary as a table: classes × models (ASR successes/attacked), then each model's means and replay command. */
export function formatAttackText(summary: AttackSummary): string {
  const classes = [...new Set(summary.models.flatMap((m) => Object.keys(m.classes)))];
  const rows = [['class', ...summary.models.flatMap((m) => [`${m.score_model} ASR`, 'queries', 'edits', 'shift'])]];
  for (const cls of classes) {
    rows.push([cls, ...summary.models.flatMap((m) => {
      const c = m.classes[cls];
      if (c === undefined) return ['—', '', '', ''];
      const skipped = c.skipped + c.invalid > 0 ? ` (+${c.skipped} skipped, ${c.invalid} invalid)` : '';
      return [`${fmt(c.asr)} ${c.successes}/${c.attacked}${skipped}${c.errors > 0 ? ` ${c.errors} errors` : ''}`,
        fmt(c.mean_queries_per_success, 1), fmt(c.mean_edits, 2), fmt(c.mean_score_shift)];
    })]);
  }
  const s = summary.settings;
  const head = `verity attack · ${summary.source} · embedder ${summary.embedder} · budget ${s.budget} · beam ${s.beam} · ` +
    `at most ${s.maxEdits} edits · seed ${s.seed}`;
  const replays = summary.models.flatMap((m) => (m.replay === undefined ? [] : [`replay ${m.score_model}: ${m.replay}`]));
  return `${head}\n\n${formatTextTable(rows)}\nASR: successes/attacked; queries, edits, shift: means over successes.\n` +
    `${replays.join('\n')}${replays.length > 0 ? '\n' : ''}`;
}
