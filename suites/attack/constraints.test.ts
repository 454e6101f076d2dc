import { describe, expect, it } from 'vitest';
import { ATTACK_CONSTRAINTS, constraintProblems, editBudget, meaningKept, paddingFromPlan, protectedAtom, type AttackConstraint } from './constraints.ts';
import { attackCorpus, SEEDS } from './fixtures.ts';
import { createSeedResolver } from './seeds.ts';
import type { AttackSeed, AttackState } from './types.ts';

const corpus = attackCorpus();
const resolve = createSeedResolver(corpus);
const env = { corpus, maxEdits: 5 };

function seedOf(c: (typeof SEEDS)[keyof typeof SEEDS]): AttackSeed {
  const r = resolve(c);
  if ('invalid' in r) throw new Error(r.invalid);
  return r.seed;
}

const step = { operator: 'thesaurus', edit: 'thesaurus', note: 'test' };
/** A state of `steps` edits whose core is `core` and whose scored text is `text` (padded when they differ). */
function state(core: string, text = core, steps = 1, restated = false): AttackState {
  return { core, text, steps: Array.from({ length: steps }, () => step), padded: text !== core, restated };
}

/** A claim each constraint must reject, the seed it is judged against, and the problem it must report. */
interface Reject {
  constraint: AttackConstraint;
  seed: AttackSeed;
  state: AttackState;
  why: string;
  problem: RegExp;
}

const entity = seedOf(SEEDS.entitySwap);
const verbatim = seedOf(SEEDS.verbatim);
const fabrication = seedOf(SEEDS.fabrication);
const numberSwap = seedOf(SEEDS.numberSwap);

const REJECTS: readonly Reject[] = [
  {
    constraint: protectedAtom, seed: entity, why: 'the swapped-in name reverted: the claim is the plan sentence, true',
    state: state('Dana Reeve said the board would pay a dividend of 14.5 pence per share.'), problem: /false atom "Owen Marsh" touched/,
  },
  {
    constraint: protectedAtom, seed: entity, why: 'the false name repeated: not the seed claim any more',
    state: state('Owen Marsh said the board would pay a dividend of 14.5 pence per share, Owen Marsh said.'), problem: /Owen Marsh/,
  },
  {
    constraint: protectedAtom, seed: numberSwap, why: 'the changed figure written back as the plan states it',
    state: state('The deal added 1,500 customers and raised deposits by 8.4% on 2026-02-19.'), problem: /false atom "1,600" touched/,
  },
  {
    constraint: protectedAtom, seed: verbatim, why: 'a supported claim whose figure changed is no longer supported',
    state: state('Harlow Bank acquired Calder Savings for £216 million in 2024.'), problem: /numerics of the source span changed/,
  },
  {
    constraint: protectedAtom, seed: verbatim, why: 'a supported claim that lost a name says less, or something else',
    state: state('The bank acquired Calder Savings for £215 million in 2024.'), problem: /lost name Harlow Bank/,
  },
  {
    constraint: paddingFromPlan, seed: verbatim, why: 'padding adds to what a true claim says: it may no longer be true',
    state: state(SEEDS.verbatim.claim, 'Harlow Bank acquired Calder Savings for £215 million in 2024, amid Yorkshire, branches and dividend.'),
    problem: /never padded/,
  },
  {
    constraint: paddingFromPlan, seed: fabrication, why: 'a padding word the plan never uses could carry a new assertion',
    state: state(SEEDS.fabrication.claim, 'The bank hired 180 staff for its digital team in Leeds, amid Yorkshire, volcano and dividend.'),
    problem: /never uses: volcano/,
  },
  {
    constraint: paddingFromPlan, seed: fabrication, why: 'the claim cut inside its padding: the false part may be gone',
    state: state(SEEDS.fabrication.claim, 'The bank hired 180 staff, amid Yorkshire, branches and dividend.'), problem: /no longer whole/,
  },
  {
    constraint: meaningKept, seed: entity, why: 'a negation added: a different claim (and an attack on the wrong label)',
    state: state('Owen Marsh said the board would not pay a dividend of 14.5 pence per share.'), problem: /negation|polarity|not/,
  },
  {
    constraint: meaningKept, seed: verbatim, why: 'acquirer and target traded places: false, though every word is kept',
    state: state('Calder Savings acquired Harlow Bank for £215 million in 2024.'), problem: /role|agent|patient/,
  },
  {
    constraint: meaningKept, seed: verbatim, why: 'a modal added: a weaker claim than the plan states',
    state: state('Harlow Bank may have acquired Calder Savings for £215 million in 2024.'), problem: /modal|may/,
  },
  {
    constraint: editBudget, seed: verbatim, why: 'more edits than --max-edits',
    state: state('Harlow Bank purchased Calder Savings for £215 million in 2024.', undefined, 6), problem: /6 edits, more than 5/,
  },
];

describe('attack constraints', () => {
  it.each(REJECTS.map((r) => [`${r.constraint.id}: ${r.why}`, r] as const))('reject %s', (_name, r) => {
    const problems = r.constraint.check(r.state, r.seed, env);
    expect(problems.some((p) => r.problem.test(p)), problems.join(' | ') || 'no problem reported').toBe(true);
  });

  it('every constraint has must-reject rows', () => {
    for (const c of ATTACK_CONSTRAINTS) expect(REJECTS.filter((r) => r.constraint === c).length, c.id).toBeGreaterThanOrEqual(1);
  });

  it('accept label-keeping states: a synonym, a moved attribution, padding with plan words around the whole claim', () => {
    const ok: Array<[AttackSeed, AttackState]> = [
      [verbatim, state('Harlow Bank bought Calder Savings for £215 million in 2024.')],
      [entity, state('The board would pay a dividend of 14.5 pence per share, Owen Marsh said.')],
      [fabrication, state(SEEDS.fabrication.claim, 'The bank hired 180 staff for its digital team in Leeds, amid Yorkshire, Calder and dividend.')],
      [numberSwap, state(SEEDS.numberSwap.claim, `Dana Reeve said the board would pay a dividend of 14.5 pence per share, and t${SEEDS.numberSwap.claim.slice(1)}`, 1, true)],
    ];
    for (const [seed, s] of ok) expect(constraintProblems(s, seed, env), s.text).toEqual([]);
  });
});
