import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numerics } from '../../engine/numerics.ts';
import { tokenize } from '../../engine/tokens.ts';
import { generateCases } from '../../generators/generate.ts';
import { createRng } from '../../engine/rng.ts';
import { containsPhrase } from '../../generators/text/phrases.ts';
import { EDIT_OPERATORS } from '../../generators/edits/registry.ts';
import { occurrences } from './atoms.ts';
import { constraintProblems, paddingFromPlan, protectedAtom } from './constraints.ts';
import { attackCorpus } from './fixtures.ts';
import { createSeedResolver } from './seeds.ts';
import { expand, operatorsFor } from './transformations.ts';
import type { AttackSeed, AttackState } from './types.ts';

const corpus = attackCorpus();
const resolve = createSeedResolver(corpus);
const CLASSES = ['verbatim', 'paraphrase', 'number-swap', 'topical-fabrication', 'entity-swap', 'negation', 'scale-swap', 'date-shift'];
const SEEDS: AttackSeed[] = generateCases({ corpus, classes: CLASSES, perClass: 12, seed: 1, repertoire: 'full' })
  .flatMap((c) => {
    const r = resolve(c);
    return 'seed' in r ? [r.seed] : [];
  });
const WORD_EDITS = new Set(['thesaurus', 'synonym', 'format', 'contraction']);
const env = { corpus, maxEdits: 4 };
const sortedNumerics = (text: string) => numerics(tokenize(text)).sort().join(' ');

/** States up to two edits from the seed (a sample per operator, drawn with `rngSeed`). */
function statesNear(seed: AttackSeed, rngSeed: number): AttackState[] {
  const rng = createRng(rngSeed);
  const root: AttackState = { text: seed.case.claim, core: seed.case.claim, steps: [], padded: false, restated: false };
  const first = expand(root, seed, 3, rng);
  return [...first, ...first.slice(0, 4).flatMap((s) => expand(s, seed, 2, rng))];
}

describe('attack transformations', () => {
  it('has seeds of every kind to work on', () => {
    expect(new Set(SEEDS.map((s) => s.case.class))).toEqual(new Set(CLASSES));
    expect(SEEDS.length).toBeGreaterThan(40);
  });

  it('pad only unsupported seeds, and stop rewording once a claim is padded', () => {
    for (const seed of SEEDS) {
      const ops = operatorsFor({ text: '', core: '', steps: [], padded: false, restated: false }, seed);
      expect(ops.some((op) => op.kind === 'padding')).toBe(seed.direction === 'raise');
      expect(operatorsFor({ text: '', core: '', steps: [], padded: true, restated: false }, seed).every((op) => op.kind === 'padding')).toBe(true);
    }
  });

  // What each operator promises by construction, whatever the constraints later keep: meaning edits keep the
  // numerics (as a multiset) and names of the text they edit; word edits never reach into the protected atom; padding
  // leaves the core whole, adds only plan words and keeps the atom as often as the seed says it.
  it.each(EDIT_OPERATORS.map((op) => [op.id, op] as const))('%s keeps its constraints on every candidate', (_id, op) => {
    fc.assert(fc.property(fc.integer({ min: 0, max: SEEDS.length - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (i, rngSeed) => {
      const seed = SEEDS[i];
      const rng = createRng(rngSeed);
      const root: AttackState = { text: seed.case.claim, core: seed.case.claim, steps: [], padded: false, restated: false };
      const inputs = [root, ...expand(root, seed, 1, rng).filter((s) => !s.padded && constraintProblems(s, seed, env).length === 0).slice(0, 2)];
      for (const input of inputs) {
        for (const s of expand(input, seed, 4, rng, new Set([op.id]))) {
          if (op.kind === 'meaning') {
            expect(sortedNumerics(s.core), `${op.id}: ${s.core}`).toBe(sortedNumerics(input.core));
            for (const e of seed.names) if (containsPhrase(input.core, e.text)) expect(containsPhrase(s.core, e.text), `${op.id}: ${s.core}`).toBe(true);
            if (WORD_EDITS.has(op.id)) expect(protectedAtom.check(s, seed, env), `${op.id}: ${s.core}`).toEqual(seed.direction === 'raise' ? [] : protectedAtom.check(input, seed, env));
          } else {
            expect(seed.direction, 'padding on a supported seed').toBe('raise');
            expect(s.core).toBe(input.core);
            expect(paddingFromPlan.check(s, seed, env), `${op.id}: ${s.text}`).toEqual([]);
            expect(protectedAtom.check(s, seed, env), `${op.id}: ${s.text}`).toEqual([]);
          }
        }
      }
    }), { numRuns: 12, seed: 20260305 });
  });

  it('every state that passes the constraints keeps its label: atom, numerics, names, plan-only padding', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: SEEDS.length - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (i, rngSeed) => {
      const seed = SEEDS[i];
      const planTokens = new Set(seed.plan.spans.flatMap((s) => tokenize(s.text)));
      for (const s of statesNear(seed, rngSeed)) {
        if (constraintProblems(s, seed, env).length > 0) continue;
        if (seed.direction === 'lower') {
          expect(s.padded).toBe(false);
          expect(sortedNumerics(s.text)).toBe(sortedNumerics(seed.sourceText));
          for (const e of seed.plan.entities) if (containsPhrase(seed.sourceText, e.text)) expect(containsPhrase(s.text, e.text), s.text).toBe(true);
        } else {
          for (const atom of seed.atoms) expect(occurrences(s.core, atom)).toBe(occurrences(seed.case.claim, atom));
          expect(sortedNumerics(s.core)).toBe(sortedNumerics(seed.case.claim));
          const added = tokenize(s.text).filter((t) => !tokenize(s.core).includes(t));
          for (const t of added) expect(planTokens.has(t) || ['amid', 'and', 'according', 'to'].includes(t), `${t} in ${s.text}`).toBe(true);
        }
      }
    }), { numRuns: 60, seed: 20260306 });
  });
});
