import { describe, expect, it } from 'vitest';
import type { AttackResults } from '../suites/attack/runAttack.ts';
import type { AttackOutcome } from '../suites/attack/types.ts';
import { buildAttackView, renderAttackHtml, TOP_SUCCESSES, wordDiff } from './attack.ts';

function outcome(id: string, seedScore: number, score: number, text: string): AttackOutcome {
  return {
    seed_case: id, class: 'entity-swap', status: 'success', queries: 7, seed_score: seedScore, seed_verdict: 'partial', expected: 'unsupported',
    best: { text, core: text, score, verdict: 'supported', padded: false, restated: false, steps: [{ operator: 'thesaurus', edit: 'thesaurus', note: '<b>bought</b> → acquired' }] },
  };
}

const seeds = new Map([['s1', 'Owen <Marsh> bought the bank.'], ['s2', 'Prices rose 4% in May.']]);
const results: AttackResults = {
  kind: 'attack', embedder: 'builtin', settings: { budget: 20, beam: 2, maxEdits: 3, perOperator: 3, seed: 1 },
  models: [{
    score_model: 'v1', fingerprint: 'f00', cases: [],
    classes: { 'entity-swap': { seeds: 3, invalid: 0, skipped: 1, attacked: 2, successes: 2, errors: 0, asr: 1, mean_queries_per_success: 7, mean_edits: 1, mean_score_shift: 0.2 } },
    outcomes: [outcome('s2', 0.6, 0.71, 'Prices climbed 4% in May.'), outcome('s1', 0.5, 0.8, 'Owen <Marsh> acquired the bank.')],
  }],
};

describe('attack report', () => {
  it('diffs words: shared words kept, deleted and inserted runs marked', () => {
    expect(wordDiff('Owen Marsh bought the bank.', 'Owen Marsh acquired the whole bank.')).toEqual([
      { op: 'same', text: 'Owen Marsh' }, { op: 'del', text: 'bought' }, { op: 'ins', text: 'acquired' },
      { op: 'same', text: 'the' }, { op: 'ins', text: 'whole' }, { op: 'same', text: 'bank.' },
    ]);
    expect(wordDiff('', 'new claim')).toEqual([{ op: 'ins', text: 'new claim' }]);
  });

  it('lists top successes by score shift, at most TOP_SUCCESSES per model', () => {
    const view = buildAttackView(results, seeds);
    expect(view.models[0].successes.map((s) => s.seed)).toEqual(['s1', 's2']);
    expect(view.classes[0].cells[0].asr).toBe('1.000');
    expect(TOP_SUCCESSES).toBeGreaterThanOrEqual(10);
  });

  it('renders one self-contained page with every claim and note escaped', () => {
    const html = renderAttackHtml(results, seeds);
    expect(html).toContain('Content-Security-Policy');
    expect(html).not.toMatch(/<script|<b>bought/);
    expect(html).toContain('Owen &lt;Marsh&gt;');
    expect(html).toContain('<del>bought</del>');
    expect(html).toContain('<ins>acquired</ins>');
    expect(html).toContain('&lt;b&gt;bought&lt;/b&gt;');
  });
});
