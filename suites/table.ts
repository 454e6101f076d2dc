/**
 * Plain-text output of a run for the terminal: the per-class table, notices, gate reasons.
 */
import { describeDrift, hasDrift } from './drift.ts';
import { describeFloor } from './floors.ts';
import { caseCount } from './caseRows.ts';
import type { OverlapSummary, RunResults } from './types.ts';

/** Rows as aligned text columns (widths in code points), the first row a header underlined by a rule of dashes. */
export function formatTextTable(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...r[i]].length)));
  const lines = rows.map((r) => r.map((cell, i) => cell + ' '.repeat(widths[i] - [...cell].length)).join('  ').trimEnd());
  lines.splice(1, 0, '-'.repeat(Math.max(...lines.map((l) => [...l].length))));
  return lines.join('\n');
}

/** Median overlap cells of a class (`—` when not measured). */
export function overlapCells(overlap: OverlapSummary | null | undefined): [string, string] {
  return overlap ? [overlap.jaccard_median.toFixed(2), overlap.coverage_median.toFixed(2)] : ['—', '—'];
}

/** The legend line of the overlap columns. */
export const OVERLAP_LEGEND = 'jaccard, coverage: median token Jaccard and v1 IDF coverage of the claims against their ' +
  'source span (fabrications: the plan span covering them best)';

/** The per-class table: counts, rate, 95% Wilson interval, floor and its status, mean score, median overlap. */
export function formatClassTable(results: RunResults): string {
  const rows = [['class', 'expected', 'n', 'sup', 'part', 'unsup', 'err', 'rate', '95% CI', 'floor', 'status', 'mean', 'jaccard', 'coverage']];
  for (const [cls, s] of Object.entries(results.classes)) {
    const floor = results.floors.find((f) => f.class === cls);
    const value = floor?.value ?? s.rate;
    const ci = floor?.wilson ?? s.wilson;
    rows.push([
      cls, s.expected, String(s.n), String(s.supported), String(s.partial), String(s.unsupported), String(s.errors),
      value.toFixed(3), `${ci[0].toFixed(3)}–${ci[1].toFixed(3)}`,
      floor ? describeFloor(floor) : '—',
      floor ? (floor.gating ? floor.status : `${floor.status} (measured)`) : '—',
      s.score_mean === null ? '—' : s.score_mean.toFixed(3),
      ...overlapCells(s.overlap),
    ]);
  }
  return formatTextTable(rows);
}

/** Ids of missed cases shown per class in the terminal. */
export const MISSED_SHOWN = 5;

/** One line per class with misses: how many, and the first ids. */
export function formatMissed(results: RunResults): string[] {
  return Object.entries(results.classes).flatMap(([cls, s]) => {
    // Counted from the summary: a large run holds only a sample of its rows (the first missed of each class by id).
    const failed = s.n - s.errors - s.passed;
    const ids = results.cases.filter((c) => c.class === cls && c.outcome === 'fail').slice(0, MISSED_SHOWN).map((c) => c.id);
    if (failed === 0) return [];
    const more = failed > ids.length ? `, … (+${failed - ids.length})` : '';
    return [`  ${cls}: ${failed} — ${ids.join(', ')}${more}`];
  });
}

/** A loud, boxed notice (e.g. a recorded limitation that closed). */
export function formatNotice(text: string): string {
  const bar = '!'.repeat(78);
  return `${bar}\n!! NOTICE: ${text}\n${bar}`;
}

/** Everything a terminal user reads after a run: header, table, notices, gate reasons. */
export function formatRunText(results: RunResults): string {
  const m = results.meta;
  const parts = [
    `verity ${m.suite} · score model ${results.score_model} (${results.fingerprint}) · embedder ${results.embed_model} · ` +
      `seed ${m.seed} · ${caseCount(results)} cases · ${((m.durations_ms.total ?? 0) / 1000).toFixed(1)} s` +
      (m.response ? `\n${m.response.drafts} drafts decomposed by ${m.response.decomposer} into ${m.response.claims} claims, aggregated by ${m.response.aggregate}` : ''),
    '',
    formatClassTable(results),
  ];
  if (Object.values(results.classes).some((s) => s.overlap)) parts.push(OVERLAP_LEGEND);
  if (results.errors > 0) {
    const first = results.cases.find((c) => c.outcome === 'error');
    parts.push('', `${results.errors} case(s) errored (harness error): ${first?.error ?? ''}`);
  }
  const missed = formatMissed(results);
  if (missed.length > 0) parts.push('', 'missed (first ids; every one is in the report):', ...missed);
  for (const notice of results.notices) parts.push('', formatNotice(notice));
  const c = results.comparison;
  if (c && !c.comparable) parts.push('', `baseline ${c.baseline_file} not compared: ${c.reason}`);
  if (c && c.comparable) parts.push('', `against ${c.baseline_file}: ${c.flipped.length} case(s) changed outcome`);
  if (c?.drift && hasDrift(c.drift)) {
    parts.push(`against ${c.baseline_file}: cases changed since the baseline: ${describeDrift(c.drift, results.meta.cases_hash)}`);
  }
  if (results.gate) {
    parts.push('', `gate: ${results.gate.status.toUpperCase()}`, ...results.gate.reasons.map((r) => `  - ${r}`));
    parts.push(...(results.gate.notes ?? []).map((n) => `  note: ${n}`));
  }
  return `${parts.join('\n')}\n`;
}
