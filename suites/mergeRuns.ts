/**
 * `verity merge`: rebuilds a whole run from its shards' results (`--shard k/n`): the same cases, summary, floors,
 * baseline diff or gate decision as the unsharded run. Checks that the shards belong together and cover every case.
 */
import { VerityError } from '../engine/errors.ts';
import { applyGate } from './gate.ts';
import { readBaseline } from './baseline.ts';
import { withBaselineDiff } from './runSession.ts';
import { mergedTiming, type ShardMeta } from './shard.ts';
import { createCaseRowStore, eachCheckedRow } from './caseRows.ts';
import { createRunSummariser } from './summarise.ts';
import type { RunMeta, RunResults } from './types.ts';

/** Meta fields every shard of one run must share. */
const SHARED_META = ['suite', 'seed', 'score_model', 'fingerprint', 'embed_model', 'embed_fingerprint', 'cases_hash'] as const;

function fail(message: string): never {
  throw new VerityError('bad-shards', `merge: ${message}`);
}

/** Checks the shards are 1…n of one run, each once, and returns them in shard order with their meta. */
function checkShards(shards: ReadonlyArray<{ file: string; results: RunResults }>): Array<{ file: string; results: RunResults; shard: ShardMeta }> {
  const withMeta = shards.map(({ file, results }) => {
    const shard = results.meta?.shard;
    if (shard === undefined) fail(`${file} is not a shard's results (no meta.shard; was it run with --shard k/n?)`);
    return { file, results, shard };
  });
  if (withMeta.length === 0) fail('no shard results given');
  const first = withMeta[0];
  for (const s of withMeta) {
    for (const key of SHARED_META) {
      if (s.results.meta[key] !== first.results.meta[key]) {
        fail(`${s.file} has ${key} '${String(s.results.meta[key])}' but ${first.file} has '${String(first.results.meta[key])}'`);
      }
    }
    if (s.shard.count !== first.shard.count || s.shard.command !== first.shard.command) {
      fail(`${s.file} is shard ${s.shard.index}/${s.shard.count} of '${s.shard.command}', ${first.file} of ${first.shard.count} '${first.shard.command}'`);
    }
  }
  const sorted = [...withMeta].sort((a, b) => a.shard.index - b.shard.index);
  sorted.forEach((s, i) => {
    if (s.shard.index !== i + 1) fail(`shard ${i + 1}/${first.shard.count} is ${s.shard.index === i ? 'repeated' : 'missing'}`);
  });
  if (sorted.length !== first.shard.count) fail(`got ${sorted.length} of ${first.shard.count} shards`);
  return sorted;
}

/** The whole run's meta: the first shard's, timings summed, earliest start, cache counts summed, no shard marker. */
function mergedMeta(parts: readonly RunMeta[], shard: ShardMeta): RunMeta {
  const { shard: _shard, ...first } = parts[0];
  const caches = parts.map((p) => p.cache);
  const cache = caches.some((c) => c === null) ? null : (() => {
    const hits = caches.reduce((a, c) => a + c!.hits, 0);
    const misses = caches.reduce((a, c) => a + c!.misses, 0);
    return { hits, misses, hit_rate: hits + misses > 0 ? hits / (hits + misses) : 0 };
  })();
  return { ...first, ...mergedTiming(parts, shard), cache, ...mergedResponse(parts) };
}

/** The whole run's draft counts: each shard's summed (settings are shared: they enter the fingerprint). */
function mergedResponse(parts: readonly RunMeta[]): Pick<RunMeta, 'response'> {
  const first = parts[0].response;
  if (first === undefined) return {};
  const sum = (key: 'drafts' | 'claims' | 'no_claims') => parts.reduce((n, p) => n + (p.response?.[key] ?? 0), 0);
  return { response: { ...first, drafts: sum('drafts'), claims: sum('claims'), no_claims: sum('no_claims') } };
}

/** Options of mergeShardResults: where a merged large run's rows go (suites/caseRows.ts). */
export interface MergeOptions {
  largeRunCases?: number;
  rowsDir?: string;
}

/**
 * Merges the results of shards 1…n of one run into the results the unsharded run gives (rows streamed, not held). A
 * shard's rows file (`case_rows`) is read here, once, each row checked; its in-memory sample is not used.
 */
export function mergeShardResults(shards: ReadonlyArray<{ file: string; results: RunResults }>, options: MergeOptions = {}): RunResults {
  const sorted = checkShards(shards);
  const shard = sorted[0].shard;
  const summariser = createRunSummariser(createCaseRowStore({ threshold: options.largeRunCases, spillDir: options.rowsDir }));
  const ids = new Set<string>();
  for (const s of sorted) {
    for (const c of s.results.case_rows === undefined ? s.results.cases : eachCheckedRow(s.results.case_rows.file, 'merge')) {
      if (ids.has(c.id)) fail(`case '${c.id}' is in more than one shard`);
      ids.add(c.id);
      summariser.add(c);
    }
  }
  if (summariser.count !== shard.total_cases) fail(`shards hold ${summariser.count} cases, the run has ${shard.total_cases}`);
  const meta = mergedMeta(sorted.map((s) => s.results.meta), shard);
  const generators = Object.fromEntries(shard.classes.map((c) => [c, 0]));
  const results = summariser.finish({ floors: shard.floors, generators }, meta);
  return shard.command === 'gate'
    ? applyGate(results, readBaseline(shard.baseline_file), shard.baseline_file, { acceptNewCases: shard.accept_new_cases === true })
    : withBaselineDiff(results, shard.baseline_file);
}
