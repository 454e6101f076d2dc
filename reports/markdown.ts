/**
 * A Markdown summary for a CI job summary: per-class table, gate reasons, notices, baseline diff, missed cases.
 */
import { caseCount } from '../suites/caseRows.ts';
import { describeFloor } from '../suites/floors.ts';
import type { RunResults } from '../suites/types.ts';
import { escapeMarkdown as md } from './escape.ts';
import type { Reporter } from './reporter.ts';

/** Flipped or missed ids listed before "… and N more". */
export const MARKDOWN_LIST_LIMIT = 30;

const STATUS_MARK = { passed: '✅ passed', failed: '❌ failed', errored: '⚠️ errored' } as const;

function list(ids: readonly string[], total = ids.length): string {
  const shown = ids.slice(0, MARKDOWN_LIST_LIMIT);
  const text = shown.map(md).join(', ');
  return total > shown.length ? `${text}, … and ${total - shown.length} more` : text;
}

function classTable(r: RunResults): string[] {
  const lines = ['| class | expected | n | rate | 95% CI | floor | status | errors |', '|---|---|---:|---:|---|---|---|---:|'];
  for (const [cls, s] of Object.entries(r.classes)) {
    const floor = r.floors.find((f) => f.class === cls);
    const floorText = floor ? `${md(describeFloor(floor))}${floor.gating ? '' : ' (measured)'}` : '—';
    const value = floor?.value ?? s.rate;
    const ci = floor?.wilson ?? s.wilson;
    const status = floor === undefined ? '—' : floor.status === 'met' ? (floor.gating ? '✅ met' : 'met (measured)')
      : floor.gating ? `❌ ${floor.status}` : `${floor.status} (measured)`;
    lines.push(`| ${md(cls)} | ${s.expected} | ${s.n} | ${value.toFixed(3)} | ${ci[0].toFixed(3)}–${ci[1].toFixed(3)} | ` +
      `${floorText} | ${status} | ${s.errors} |`);
  }
  return lines;
}

function comparisonLines(r: RunResults): string[] {
  const c = r.comparison;
  if (c === undefined) return ['', '_No baseline for this score model._'];
  const lines = ['', `### Against the baseline (${md(c.baseline_file)})`];
  if (c.fingerprint_changed) lines.push('', `**Score model fingerprint changed without a new id** (${md(c.baseline_fingerprint)} → ${md(r.fingerprint)}).`);
  if (!c.comparable) return [...lines, '', `_Not compared: ${md(c.reason ?? '')}_`];
  lines.push('', '| class | paired | baseline | now | pass→fail | fail→pass | McNemar p | regressed |', '|---|---:|---:|---:|---:|---:|---:|---|');
  for (const [cls, k] of Object.entries(c.classes)) {
    lines.push(`| ${md(cls)} | ${k.paired} | ${k.baseline_rate.toFixed(3)} | ${k.rate.toFixed(3)} | ${k.pass_to_fail} | ` +
      `${k.fail_to_pass} | ${k.p_value.toPrecision(3)} | ${k.regressed ? '❌ yes' : 'no'} |`);
  }
  const worse = c.flipped.filter((f) => f.from.outcome === 'pass').map((f) => f.id);
  const better = c.flipped.filter((f) => f.from.outcome === 'fail').map((f) => f.id);
  if (worse.length > 0) lines.push('', `Flipped pass → fail (${worse.length}): ${list(worse)}`);
  if (better.length > 0) lines.push('', `Flipped fail → pass (${better.length}): ${list(better)}`);
  return lines;
}

/** The Markdown text of a run. */
export function renderMarkdown(r: RunResults): string {
  const m = r.meta;
  const lines = [
    `## Verity · ${md(m.suite)} · ${md(r.score_model)}: ${STATUS_MARK[r.status]}`,
    '',
    `Embedder ${md(r.embed_model)} · score model fingerprint ${md(r.fingerprint)} · ${caseCount(r)} cases · seed ${m.seed}` +
      (r.errors > 0 ? ` · **${r.errors} errored**` : ''),
    '',
    ...classTable(r),
  ];
  for (const notice of r.notices) lines.push('', `> **NOTICE** ${md(notice)}`);
  if ((r.gate?.reasons.length ?? 0) > 0) lines.push('', '### Gate', '', ...r.gate!.reasons.map((x) => `- ${md(x)}`));
  for (const note of r.gate?.notes ?? []) lines.push('', `_Note: ${md(note)}_`);
  lines.push(...comparisonLines(r));
  // A large run holds a sample of its rows (the first missed of each class by id): counts come from the summary.
  const missed = Object.entries(r.classes)
    .map(([cls, s]) => [cls, s.n - s.passed, r.cases.filter((c) => c.class === cls && c.outcome !== 'pass').map((c) => c.id)] as const)
    .filter(([, count]) => count > 0);
  if (missed.length > 0) {
    lines.push('', '### Missed cases', '', ...missed.map(([cls, count, ids]) => `- ${md(cls)} (${count}): ${list(ids, count)}`));
  }
  if (m.replay) lines.push('', `Replay: ${md(m.replay)}`);
  return `${lines.join('\n')}\n`;
}

/** Markdown for a CI job summary, `summary.md`. */
export const markdownReporter: Reporter = { id: 'markdown', fileName: 'summary.md', render: renderMarkdown };
