/**
 * `topical-fabrication`: same topic and entities as the evidence, asserting what it never says (expected
 * `unsupported`). Claims are sentences of sibling passages of the same topic, judged against a passage that lacks
 * them, and splices that put a plan entity in front of a sibling sentence's predicate. Never an off-topic sentence.
 */
import type { Passage } from '../datasets/types.ts';
import { restatementRisk } from './text/evidence.ts';
import { containsPhrase, passagePlan, spanText } from './text/sentences.ts';
import type { CorpusView, GeneratedClaim, Generator } from './types.ts';

/** The passages of the same topic as `passage`, other than itself. */
export function siblingPassages(passage: Passage, corpus: CorpusView): Passage[] {
  return (corpus.byTopic.get(passage.topic) ?? []).filter((p) => p.id !== passage.id);
}

/** The passage holding span `id` among `passages`. */
function passageOfSpan(id: string, passages: readonly Passage[]): Passage | undefined {
  return passages.find((p) => p.spans.some((s) => s.id === id));
}

/**
 * A sibling sentence whose subject is a named entity, with that subject replaced by a different plan entity of the
 * same kind: `Owen Marsh expected savings …` → `Dana Reeve expected savings …`. Null when no such pair exists.
 */
function splice(sentence: string, sibling: Passage, plan: Passage): { text: string; note: string } | null {
  const subject = sibling.entities
    .filter((e) => sentence.startsWith(`${e.text} `) && /^[a-z]/.test(sentence.slice(e.text.length + 1)))
    .sort((a, b) => b.text.length - a.text.length)[0];
  if (subject === undefined) return null;
  const other = plan.entities.find(
    (e) => e.kind === subject.kind && e.text !== subject.text && !containsPhrase(sentence, e.text)
      && !e.text.includes(subject.text) && !subject.text.includes(e.text),
  );
  if (other === undefined) return null;
  return { text: other.text + sentence.slice(subject.text.length), note: `subject ${subject.text} → ${other.text}` };
}

/** Problems of a fabrication: its source must be a same-topic sibling sentence and its content absent from the plan. */
function checkFabrication(claim: GeneratedClaim, plan: Passage, corpus: CorpusView): string[] {
  const siblings = siblingPassages(plan, corpus);
  const source = passageOfSpan(claim.sourceSpan, siblings);
  if (source === undefined) return [`source span ${claim.sourceSpan} is not in a sibling of ${plan.id}`];
  const problems: string[] = [];
  if (claim.evidence.some((e) => e.id === claim.sourceSpan)) problems.push('source span is in the plan');
  if (claim.evidence.map((e) => e.id).join() !== plan.spans.map((s) => s.id).join()) problems.push('plan is not the passage');
  const risk = restatementRisk(claim.claim, claim.evidence);
  if (risk !== null) problems.push(`may be supported: ${risk}`);
  const original = spanText(source, claim.sourceSpan) ?? '';
  if (claim.claim !== original && splice(original, source, plan)?.text !== claim.claim) problems.push('not a sibling sentence or splice');
  return problems;
}

/** Sibling sentences (and subject splices) of the same topic, judged against this passage. */
export const topicalFabrication: Generator = {
  id: 'topical-fabrication',
  expected: 'unsupported',
  description: 'same topic and entities as the evidence, asserting what it never says',
  generate(passage, corpus) {
    const evidence = passagePlan(passage);
    const out: GeneratedClaim[] = [];
    for (const sibling of siblingPassages(passage, corpus)) {
      for (const span of sibling.spans) {
        const candidates = [{ text: span.text, note: `sentence of sibling passage ${sibling.id}` }];
        const spliced = splice(span.text, sibling, passage);
        if (spliced !== null) candidates.push({ text: spliced.text, note: `splice of sibling passage ${sibling.id}: ${spliced.note}` });
        for (const c of candidates) {
          const claim: GeneratedClaim = { claim: c.text, evidence, sourceSpan: span.id, transform: c.note };
          if (checkFabrication(claim, passage, corpus).length === 0) out.push(claim);
        }
      }
    }
    return out;
  },
  check: (claim, source, corpus) => checkFabrication(claim, source, corpus),
};
