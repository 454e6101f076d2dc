/**
 * Case drift: how a run's cases differ from those its baseline recorded (new, missing or edited cases, or a changed
 * cases hash). Cases pair by id only when their claim is unchanged, so drift would otherwise vanish from the paired
 * test: the gate fails on it unless `--accept-new-cases` is given.
 */
import { claimHash, type Baseline } from './baseline.ts';
import { eachCase } from './caseRows.ts';
import type { CaseDrift, RunResults } from './types.ts';

/** Ids listed in a drift message before the rest are counted. */
export const DRIFT_IDS_SHOWN = 10;

/** The drift of `results` against `baseline` (a shard never counts the baseline cases other shards hold as missing). */
export function caseDrift(results: RunResults, baseline: Baseline, accepted: boolean): CaseDrift {
  const added: string[] = [];
  const changed: string[] = [];
  const seen = new Set<string>();
  for (const c of eachCase(results)) {
    seen.add(c.id);
    const b = baseline.cases[c.id];
    if (b === undefined) {
      // An errored case is not recorded in a baseline; only a scored one is new.
      if (c.outcome !== 'error') added.push(c.id);
    } else if (b.h !== claimHash(c.claim)) {
      changed.push(c.id);
    }
  }
  const missing = results.meta.shard ? [] : Object.keys(baseline.cases).filter((id) => !seen.has(id)).sort();
  return {
    baseline_cases_hash: baseline.cases_hash,
    cases_hash_changed: baseline.cases_hash !== results.meta.cases_hash,
    added,
    missing,
    changed,
    accepted,
  };
}

/** Whether the run's cases differ from the baseline's in any way. */
export function hasDrift(drift: CaseDrift): boolean {
  return drift.cases_hash_changed || drift.added.length + drift.missing.length + drift.changed.length > 0;
}

function idList(ids: readonly string[]): string {
  if (ids.length === 0) return '';
  const more = ids.length > DRIFT_IDS_SHOWN ? `, … (+${ids.length - DRIFT_IDS_SHOWN})` : '';
  return ` (${ids.slice(0, DRIFT_IDS_SHOWN).join(', ')}${more})`;
}

/** One line describing the drift: hash change, then changed, new and missing cases with their first ids. */
export function describeDrift(drift: CaseDrift, currentHash: string): string {
  const hash = drift.cases_hash_changed ? `cases hash ${drift.baseline_cases_hash} → ${currentHash}` : 'cases hash unchanged';
  return `${hash}; ${drift.changed.length} changed${idList(drift.changed)}, ${drift.added.length} new${idList(drift.added)}, ` +
    `${drift.missing.length} missing${idList(drift.missing)}`;
}
