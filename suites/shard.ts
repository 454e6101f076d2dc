/**
 * Sharding for CI matrices (`--shard k/n`): a deterministic partition of a run's cases, and what a shard records so
 * `verity merge` can rebuild the unsharded summary.
 */
import { VerityError } from '../engine/errors.ts';
import type { AnyCase } from '../datasets/types.ts';
import { casesHash } from './loadCases.ts';
import type { Floor, LoadedCases, RunResults } from './types.ts';

/** Shard `index` (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** Parses `k/n` (1 ≤ k ≤ n); throws VerityError `bad-option` otherwise. */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new VerityError('bad-option', `shard: --shard must be k/n with 1 ≤ k ≤ n, got '${text}'`);
  }
  return { index, count };
}

/**
 * The cases of one shard, in their original order: with cases ranked by id, shard k takes ranks ≡ k−1 (mod n).
 * Every case lands in exactly one shard and shard sizes differ by at most one.
 */
export function selectShard<T extends Pick<AnyCase, 'id'>>(cases: readonly T[], shard: Shard): T[] {
  const ids = cases.map((c) => c.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mine = new Set(ids.filter((_, rank) => rank % shard.count === shard.index - 1));
  return cases.filter((c) => mine.has(c.id));
}

/** `--shard k/n` as a command-line argument (for replay commands). */
export function shardArg(shard: Shard | undefined): string {
  return shard === undefined ? '' : ` --shard ${shard.index}/${shard.count}`;
}

/** What a shard's results record (in `meta.shard`) so `verity merge` can rebuild the unsharded results. */
export interface ShardMeta extends Shard {
  /** Cases of the whole (unsharded) run. */
  total_cases: number;
  /** The command that ran the shard; merge applies its post-run step (baseline diff or gate) again. */
  command: 'run' | 'gate';
  /** Baseline file the command compared with. */
  baseline_file: string;
  /** The suite's floors and class order, needed to summarise the merged cases. */
  floors: Floor[];
  classes: string[];
  /** A gate shard run with `--accept-new-cases`: the merged gate accepts case drift too. */
  accept_new_cases?: boolean;
}

/** Loads the whole run's cases and keeps one shard's; returns the whole run's case hash and size too. */
export function loadShardCases(
  all: LoadedCases, shard: Shard,
): { loaded: LoadedCases; fullHash: string; total: number; draftRun: boolean } {
  return {
    loaded: { cases: selectShard(all.cases, shard), datasets: all.datasets },
    fullHash: casesHash(all.cases),
    total: all.cases.length,
    // Whether the whole run holds drafts: it decides the run fingerprint, which every shard must share.
    draftRun: all.cases.some((c) => c.draft !== undefined),
  };
}

/** Marks a shard's results: the whole run's case hash (shards of one run share it) and the shard's meta. */
export function markShard(results: RunResults, fullHash: string, meta: ShardMeta): RunResults {
  return { ...results, meta: { ...results.meta, cases_hash: fullHash, shard: meta } };
}

/** The timing fields every merged meta (run or compare) rebuilds from its shards. */
export interface ShardTiming {
  durations_ms: Record<string, number>;
  replay: string;
  started_at: string;
}

/** Merged timing: per-stage durations summed, the first shard's replay without its `--shard k/n`, the earliest start. */
export function mergedTiming(parts: readonly ShardTiming[], shard: Shard | undefined): ShardTiming {
  const durations: Record<string, number> = {};
  for (const p of parts) for (const [k, v] of Object.entries(p.durations_ms)) durations[k] = (durations[k] ?? 0) + v;
  const suffix = shardArg(shard);
  const replay = parts[0].replay;
  return {
    durations_ms: durations,
    replay: suffix !== '' && replay.endsWith(suffix) ? replay.slice(0, -suffix.length) : replay,
    started_at: parts.map((p) => p.started_at).sort()[0],
  };
}
