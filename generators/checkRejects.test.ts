/**
 * The reject-table kit (STYLE 3) over every registered generator with a check: each lists at least MIN_REJECTS claims
 * its check must reject, and rejects each for its stated reason; a check mutated to accept everything fails the kit.
 */
import { describe, expect, it } from 'vitest';
import { CHECK_REJECTS, MIN_REJECTS, rejectCorpus, rejectFailures } from './checkRejects.ts';
import { GENERATORS } from './registry.ts';
import { createRng } from '../engine/rng.ts';
import type { Generator } from './types.ts';

const corpus = rejectCorpus();
const checked = GENERATORS.filter((g) => g.check !== undefined);
const spanIds = new Set(corpus.passages.flatMap((p) => p.spans.map((s) => s.id)));

describe('the reject table', () => {
  it('has an entry for every registered generator with a check, and none for unknown classes', () => {
    expect(Object.keys(CHECK_REJECTS).sort()).toEqual(checked.map((g) => g.id).sort());
  });

  it('names passages and spans that exist in the kit corpus', () => {
    for (const [cls, rows] of Object.entries(CHECK_REJECTS)) {
      for (const row of rows) {
        expect(corpus.passages.some((p) => p.id === row.passage), `${cls}: ${row.passage}`).toBe(true);
        expect(spanIds.has(row.sourceSpan), `${cls}: ${row.sourceSpan}`).toBe(true);
      }
    }
  });
});

describe.each(checked.map((g) => [g.id, g] as const))('check of %s', (id, generator) => {
  const rows = CHECK_REJECTS[id] ?? [];

  it(`lists at least ${MIN_REJECTS} must-reject claims`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(MIN_REJECTS);
  });

  it('rejects every listed claim for its stated reason', () => {
    expect(rejectFailures(generator, rows, corpus)).toEqual([]);
  });

  it('fails the kit when mutated to accept everything, or to reject for an unrelated reason', () => {
    const acceptsAll: Generator = { ...generator, check: () => [] };
    expect(rejectFailures(acceptsAll, rows, corpus)).toHaveLength(rows.length);
    const wrongReason: Generator = { ...generator, check: () => [`${id}: something else`] };
    expect(rejectFailures(wrongReason, rows, corpus)).toHaveLength(rows.length);
  });

  it('lists no claim its own generator emits with the same transform (under either repertoire)', () => {
    for (const repertoire of ['classic', 'full'] as const) {
      for (const passage of corpus.passages) {
        const emitted = generator.generate(passage, corpus, createRng(1).fork(passage.id), { repertoire });
        // The same text under another transform may be a valid case of another kind (a plan name swapped in under full).
        const key = (claim: string, span: string, evidence: ReadonlyArray<{ id: string }>, transform: string) => JSON.stringify([claim, span, evidence.map((e) => e.id), transform]);
        const keys = new Set(emitted.map((c) => key(c.claim, c.sourceSpan, c.evidence, c.transform)));
        for (const row of rows.filter((r) => r.passage === passage.id)) {
          expect(keys.has(key(row.claim, row.sourceSpan, row.evidence ?? passage.spans, row.transform ?? 'hand-written reject')), row.claim).toBe(false);
        }
      }
    }
  });
});
