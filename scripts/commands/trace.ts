/**
 * `verity trace ls` and `verity trace show ID`: read the trace store (damaged ranges are reported, never fatal).
 */
import type { Argv } from 'yargs';
import { VerityError, suggestNames } from '../../engine/errors.ts';
import { DEFAULT_TRACE_FILE, readTraceStore, type TraceEntry } from '../../engine/trace/store.ts';
import { defineCommand } from '../command.ts';
import { terminalSafe } from '../terminal.ts';

interface TraceArgs {
  action: 'ls' | 'show';
  id?: string;
  traces: string;
  json: boolean;
}

/** Largest |ms| a JavaScript Date holds (±100,000,000 days around the epoch). */
const MAX_TIME_MS = 8.64e15;

/** Why a record cannot be listed (a `ts` no date can hold), or null when it can. */
export function unlistable(entry: TraceEntry): string | null {
  const ts = (entry.record as { ts?: unknown } | null)?.ts;
  if (ts === undefined || ts === null) return null;
  return typeof ts === 'number' && Math.abs(ts) <= MAX_TIME_MS ? null : `field "ts" ${String(ts)} is not a valid time`;
}

/** One summary line per record: id, time, kind, verification, claim count, models. */
export function formatTraceLine(entry: TraceEntry): string {
  if (entry.kind === 'generation') {
    const r = entry.record;
    const when = r.ts ? new Date(r.ts).toISOString() : '-';
    return [entry.id, when, 'generation', `${r.claims.length} claims`, `embed=${r.models.embed || '-'}`, r.verification].join('  ');
  }
  const ts = entry.kind === 'query' && typeof entry.record.ts === 'number' ? new Date(entry.record.ts).toISOString() : '-';
  return [entry.id, ts, entry.kind].join('  ');
}

function summary(entry: TraceEntry): Record<string, unknown> {
  if (entry.kind !== 'generation') return { id: entry.id, kind: entry.kind, offset: entry.offset };
  const r = entry.record;
  return { id: entry.id, kind: entry.kind, ts: r.ts, verification: r.verification, claims: r.claims.length, models: r.models };
}

async function runTrace(args: TraceArgs): Promise<number> {
  const { entries, damaged } = readTraceStore(args.traces);
  for (const d of damaged) {
    process.stderr.write(`trace: skipped ${d.length} damaged bytes at offset ${d.offset} (${d.reason}${d.tail ? ', torn tail' : ''})\n`);
  }
  if (args.action === 'ls') {
    const listed = entries.filter((e) => {
      const problem = unlistable(e);
      if (problem !== null) process.stderr.write(terminalSafe(`trace: skipped record '${e.id}' at offset ${e.offset}: ${problem}\n`));
      return problem === null;
    });
    const out = args.json ? JSON.stringify(listed.map(summary), null, 2) : listed.map(formatTraceLine).join('\n');
    process.stdout.write(out ? `${out}\n` : '');
    return 0;
  }
  if (!args.id) throw new VerityError('usage', 'trace: `trace show` needs an ID (see `verity trace ls`)');
  // Ids can repeat when a caller reuses a query id; the latest record wins. A unique prefix (≥ 6 chars) also selects.
  const id = args.id;
  const prefixed = id.length >= 6 ? [...new Set(entries.filter((e) => e.id.startsWith(id)).map((e) => e.id))] : [];
  const wanted = entries.some((e) => e.id === id) ? id : prefixed.length === 1 ? prefixed[0] : id;
  const match = entries.filter((e) => e.id === wanted).pop();
  if (!match) {
    const near = suggestNames(id, [...new Set(entries.map((e) => e.id))]);
    const hint = near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : '';
    throw new VerityError('unknown-trace', `trace: no record '${id}' in ${args.traces}.${hint}`);
  }
  process.stdout.write(`${JSON.stringify(match.record, null, 2)}\n`);
  return 0;
}

/** `verity trace ls | show ID`. */
export const traceCommand = defineCommand({
  command: 'trace <action> [id]',
  describe: 'List trace records (ls) or print one (show ID)',
  builder: (y: Argv) =>
    y
      .positional('action', { choices: ['ls', 'show'] as const, demandOption: true, describe: 'ls: one line per record; show: one record as JSON' })
      .positional('id', { type: 'string', describe: 'Record id (query_id) for show' })
      .option('traces', { type: 'string', default: DEFAULT_TRACE_FILE, describe: 'Trace store to read' })
      .option('json', { type: 'boolean', default: false, describe: 'ls as JSON' }),
  run: runTrace,
});
