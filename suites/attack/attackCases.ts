/**
 * Successes as labelled cases (SPEC Part C): the attacked claim against the seed's evidence, the label the claim keeps,
 * and provenance naming the seed case, its edits followed by the attack's chain, and how the attack found it. Replayed
 * by `verity run --cases`, they reproduce every flip; kept, they are a regression suite.
 */
import type { LabelledCase } from '../../datasets/types.ts';
import type { AttackOutcome } from './types.ts';

/** The id of the attack case found from seed case `seedId`. */
export function attackCaseId(seedId: string): string {
  return `attack-${seedId}`;
}

/** The successes of one model's outcomes as cases, in outcome order; `seeds` finds each seed case by id. */
export function attackCases(
  outcomes: readonly AttackOutcome[], seeds: ReadonlyMap<string, LabelledCase>, scoreModel: string, attackSeed: number,
): LabelledCase[] {
  return outcomes.filter((o) => o.status === 'success').map((o) => {
    const seed = seeds.get(o.seed_case)!;
    const p = seed.provenance!;
    const best = o.best!;
    const chain = best.steps.map((s) => s.note).join('; ');
    const out: LabelledCase = {
      id: attackCaseId(seed.id),
      class: seed.class,
      claim: best.text,
      evidence: seed.evidence.map((e) => ({ ...e })),
      expected: o.expected!,
      provenance: {
        generator: p.generator,
        seed: p.seed,
        source_passage: p.source_passage,
        source_span: p.source_span,
        transform: `${p.transform}; attack: ${chain}`,
        edits: [...(p.edits ?? []), ...best.steps.map((s) => s.edit)],
        seed_case: seed.id,
        attack: {
          score_model: scoreModel, seed: attackSeed, verdict: best.verdict, score: best.score, seed_score: o.seed_score!,
          queries: o.queries, operators: best.steps.map((s) => s.operator),
        },
      },
    };
    if (seed.cited !== undefined) out.cited = [...seed.cited];
    return out;
  });
}
