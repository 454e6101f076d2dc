import { describe, expect, it } from 'vitest';
import { SCORE_MODELS } from '../registry.ts';
import { fusionProblems, gateProblems, lexicalProblems } from './contractKit.ts';
import { numericGate } from './numeric.ts';
import { FUSIONS, GATES, LEXICAL_MEASURES } from './registry.ts';
import type { Fusion, Gate, LexicalMeasure } from './types.ts';

/** Registered parts plus every part a registered model uses (other settings of the same code), each once. */
function partsUnderTest<T extends { id: string }>(registered: readonly T[], used: (model: (typeof SCORE_MODELS)[number]) => T[]): Array<[string, T]> {
  const all = [...new Set([...registered, ...SCORE_MODELS.flatMap(used)])];
  return all.map((part, i) => [`${part.id} #${i}`, part]);
}

describe('score-model parts: every registered part and every part of a registered model', () => {
  it.each(partsUnderTest<Gate>(GATES, (m) => [...m.gates]))('gate %s meets the gate contract', (_name, gate) => {
    expect(gateProblems(gate)).toEqual([]);
  });

  it.each(partsUnderTest<LexicalMeasure>(LEXICAL_MEASURES, (m) => [m.lexical]))('lexical measure %s meets its contract', (_name, measure) => {
    expect(lexicalProblems(measure)).toEqual([]);
  });

  it.each(partsUnderTest<Fusion>(FUSIONS, (m) => [m.fusion]))('fusion %s meets its contract', (_name, fusion) => {
    expect(fusionProblems(fusion)).toEqual([]);
  });

  it('has unique ids per registry, and every part a registered model uses has its id registered', () => {
    for (const list of [GATES, LEXICAL_MEASURES, FUSIONS]) expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
    for (const model of SCORE_MODELS) {
      expect(LEXICAL_MEASURES.map((p) => p.id)).toContain(model.lexical.id);
      expect(FUSIONS.map((p) => p.id)).toContain(model.fusion.id);
      for (const gate of model.gates) expect(GATES.map((p) => p.id)).toContain(gate.id);
    }
  });
});

describe('the contract kit rejects broken parts', () => {
  const v1Gate = numericGate();

  it('rejects a gate mutated to accept everything, or to trip on everything', () => {
    expect(gateProblems({ ...v1Gate, trip: () => 0 }).join('\n')).toMatch(/does not trip on "It cost 600 million pounds\."/);
    expect(gateProblems({ ...v1Gate, trip: () => 1 }).join('\n')).toMatch(/trips on "The bridge opened on 5 March 2026\."/);
  });

  it('rejects a gate without a passing example, one that raises a score, and one that breaks its cap', () => {
    expect(gateProblems({ ...v1Gate, examples: v1Gate.examples.filter((e) => e.trips) })).toContain(
      "gate 'numeric': examples need at least one claim it trips on and one it passes");
    expect(gateProblems({ ...v1Gate, apply: (v) => Math.min(1, v + 0.1) }).join('\n')).toMatch(/apply\(0\.5, 1\) = 0\.6 is not in \[0, 0\.5\]/);
    expect(gateProblems({ ...v1Gate, cap: 0.1 }).join('\n')).toMatch(/exceeds its cap 0\.1/);
  });

  it('rejects a lexical measure whose prepared path drifts from its reference, and a non-monotone fusion', () => {
    const [coverage] = LEXICAL_MEASURES;
    const drifting: LexicalMeasure = { ...coverage, pair: (c, k) => coverage.pair(c, k) * 0.99 };
    expect(lexicalProblems(drifting).join('\n')).toMatch(/prepared .* ≠ reference/);
    const [geometric] = FUSIONS;
    expect(fusionProblems({ ...geometric, fuse: (cos, lex) => geometric.fuse(1 - Math.min(1, Math.max(0, cos)), lex) }).join('\n'))
      .toMatch(/not monotone/);
    expect(fusionProblems({ ...geometric, id: 'Geometric' })).toContain("fusion 'Geometric': id is not kebab-case");
  });
});
