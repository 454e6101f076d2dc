/**
 * Seed cases resolved against the corpus: the plan's passage, the source span's text, the generator whose class check
 * the seed must pass, the direction of the attack and the protected atom. A seed that cannot be resolved (no
 * provenance, evidence that is not a corpus passage, a claim its own class check rejects) is invalid, with the reason.
 */
import type { AnyCase, EntityMention, Passage } from '../../datasets/types.ts';
import { GENERATORS } from '../../generators/registry.ts';
import { passageOfSpanId, spanTextById } from '../../generators/text/fabrication.ts';
import { containsPhrase } from '../../generators/text/phrases.ts';
import type { CorpusView, GeneratedClaim } from '../../generators/types.ts';
import { changedRuns, foreignRuns } from './atoms.ts';
import type { AttackSeed } from './types.ts';

/** A seed, or why the case cannot be attacked. */
export type ResolvedSeed = { seed: AttackSeed } | { invalid: string };

/** Resolves cases against one corpus (its passages indexed by their span ids, its names collected once). */
export function createSeedResolver(corpus: CorpusView): (c: AnyCase) => ResolvedSeed {
  const byPlan = new Map(corpus.passages.map((p) => [p.spans.map((s) => s.id).join('\n'), p] as const));
  const allNames = new Map<string, EntityMention>();
  for (const e of corpus.passages.flatMap((p) => p.entities)) if (!allNames.has(e.text)) allNames.set(e.text, e);
  return (c) => resolveSeed(c, corpus, byPlan, [...allNames.values()]);
}

/** The claim a seed case is, as its generator produced it. */
export function generatedClaimOf(c: AnyCase & { claim: string }, sourceSpan: string, transform: string): GeneratedClaim {
  return {
    claim: c.claim, evidence: c.evidence, sourceSpan, transform,
    ...(c.cited === undefined ? {} : { cited: c.cited }), ...(c.provenance?.edits === undefined ? {} : { edits: c.provenance.edits }),
    // A recast case's label is proven from its recorded reading (generators/recast.ts).
    ...(c.provenance?.reading === undefined ? {} : { reading: c.provenance.reading }),
  };
}

function resolveSeed(c: AnyCase, corpus: CorpusView, byPlan: ReadonlyMap<string, Passage>, allNames: readonly EntityMention[]): ResolvedSeed {
  if (c.claim === undefined) return { invalid: 'a draft case: attacks take claim cases' };
  if (c.expected === 'evidence_redacted') return { invalid: 'expects evidence_redacted: no verdict to move' };
  const p = c.provenance;
  if (p === undefined) return { invalid: 'no provenance: its source span is unknown' };
  const generator = GENERATORS.find((g) => g.id === c.class) ?? GENERATORS.find((g) => g.id === p.generator);
  if (generator === undefined) return { invalid: `no generator for class '${c.class}'` };
  const plan = byPlan.get(c.evidence.map((e) => e.id).join('\n'));
  if (plan === undefined || c.evidence.some((e) => (e.class ?? 'truth') !== 'truth')) return { invalid: 'its evidence is not one corpus passage' };
  const sourceText = spanTextById(p.source_span, corpus);
  if (passageOfSpanId(p.source_span, corpus) === undefined) return { invalid: `source span ${p.source_span} is not in the corpus` };
  const problems = generator.check?.(generatedClaimOf({ ...c, claim: c.claim }, p.source_span, p.transform), plan, corpus) ?? [];
  if (problems.length > 0) return { invalid: `fails its class check: ${problems.join('; ')}` };
  const sourceInPlan = plan.spans.some((s) => s.id === p.source_span);
  const direction = c.expected === 'supported' ? 'lower' : 'raise';
  const atoms = direction === 'lower' ? [] : sourceInPlan ? changedRuns(sourceText, c.claim) : foreignRuns(c.claim, plan.spans);
  if (direction === 'raise' && atoms.length === 0) return { invalid: 'no false atom: the claim differs from its source in no word' };
  const names = [...plan.entities];
  for (const e of allNames) if (!names.some((n) => n.text === e.text) && containsPhrase(c.claim, e.text)) names.push(e);
  return { seed: { case: { ...c, claim: c.claim }, generator, plan, sourceText, sourceInPlan, direction, atoms, names } };
}
