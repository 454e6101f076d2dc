/**
 * Merges the shards of one `verity compare --shard k/n` run into the comparison the unsharded run gives.
 */
import { VerityError } from '../../engine/errors.ts';
import { fingerprintScoreModel, getScoreModel } from '../../engine/scoreModels/registry.ts';
import { mergedTiming } from '../shard.ts';
import type { Floor, FloorResult } from '../types.ts';
import { summariseRows } from './compareModels.ts';
import type { ComparisonResults } from './types.ts';

function fail(message: string): never {
  throw new VerityError('bad-shards', `merge: ${message}`);
}

/** The floor a checked floor came from. */
function floorOf(r: FloorResult): Floor {
  const base = { class: r.class, metric: r.metric, gating: r.gating, ...(r.label !== undefined ? { label: r.label } : {}) };
  return r.bound === 'min' ? { ...base, min: r.threshold } : { ...base, max: r.threshold };
}

function checkParts(parts: ReadonlyArray<{ file: string; results: ComparisonResults }>) {
  if (parts.length === 0) fail('no compare shards given');
  const first = parts[0];
  const ids = (r: ComparisonResults): string => r.models.map((m) => `${m.score_model}@${m.fingerprint}`).join(',');
  for (const p of parts) {
    const s = p.results.meta.shard;
    if (s === undefined) fail(`${p.file} is not a compare shard (no meta.shard)`);
    for (const key of ['source', 'embed_fingerprint', 'cases_hash'] as const) {
      if (p.results.meta[key] !== first.results.meta[key]) fail(`${p.file} has ${key} '${p.results.meta[key]}', ${first.file} '${first.results.meta[key]}'`);
    }
    if (ids(p.results) !== ids(first.results)) fail(`${p.file} compares other score models than ${first.file}`);
  }
  const sorted = [...parts].sort((a, b) => a.results.meta.shard!.index - b.results.meta.shard!.index);
  const count = first.results.meta.shard!.count;
  sorted.forEach((p, i) => {
    if (p.results.meta.shard!.index !== i + 1 || p.results.meta.shard!.count !== count) fail(`shard ${i + 1}/${count} is missing or repeated`);
  });
  if (sorted.length !== count) fail(`got ${sorted.length} of ${count} compare shards`);
  return sorted.map((p) => p.results);
}

/** Merges compare shards 1…n (same source, models and embedder) into the whole comparison. */
export function mergeComparisons(parts: ReadonlyArray<{ file: string; results: ComparisonResults }>): ComparisonResults {
  const sorted = checkParts(parts);
  const first = sorted[0];
  const models = first.models.map((m) => {
    const model = getScoreModel(m.score_model);
    if (fingerprintScoreModel(model) !== m.fingerprint) fail(`score model ${m.score_model} changed since the shards ran (fingerprint)`);
    return model;
  });
  const rows = models.map((_, i) => sorted.flatMap((r) => r.models[i].cases));
  const total = rows[0]?.length ?? 0;
  if (total !== first.meta.shard!.total_cases) fail(`shards hold ${total} cases, the run has ${first.meta.shard!.total_cases}`);
  const compared = summariseRows(models, rows, { floors: first.models[0].floors.map(floorOf), classes: first.meta.class_preference });
  const { shard, ...meta } = first.meta;
  return {
    models: compared,
    class_order: Object.keys(compared[0]?.classes ?? {}),
    meta: {
      ...meta,
      total,
      ...mergedTiming(sorted.map((r) => r.meta), shard),
    },
  };
}
