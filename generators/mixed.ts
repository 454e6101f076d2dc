/**
 * `mixed`: a supported clause (a plan sentence) joined to an unsupported one (a same-topic sentence the plan never
 * says), expected `partial`.
 */
import type { Passage } from '../datasets/types.ts';
import { restatementRisk } from './text/evidence.ts';
import { lowerFirstWord, missingSpan, passagePlan, spanText, splitFinalPunct } from './text/sentences.ts';
import { siblingPassages, topicalFabrication } from './topical-fabrication.ts';
import type { CorpusView, GeneratedClaim, Generator } from './types.ts';

const JOIN = ', and ';

function checkMixed(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const supported = spanText(source, claim.sourceSpan);
  if (supported === undefined) return [missingSpan(claim.sourceSpan, source)];
  const head = splitFinalPunct(supported).body;
  if (!claim.claim.startsWith(head + JOIN)) return ['claim does not start with its supported clause'];
  const tail = claim.claim.slice(head.length + JOIN.length);
  const fromSibling = siblingPassages(source, corpus).some((p) =>
    p.spans.some((s) => splitFinalPunct(s.text).body.toLowerCase() === splitFinalPunct(tail).body.toLowerCase()),
  );
  const problems: string[] = [];
  if (!fromSibling) problems.push('unsupported clause is not a sibling sentence');
  const risk = restatementRisk(tail, claim.evidence);
  if (risk !== null) problems.push(`unsupported clause may be supported: ${risk}`);
  return problems;
}

/** Each plan sentence joined to one seeded same-topic fabrication. */
export const mixed: Generator = {
  id: 'mixed',
  expected: 'partial',
  description: 'a supported clause joined to an unsupported one',
  generate(passage, corpus, rng, options) {
    const evidence = passagePlan(passage);
    const names = [passage, ...siblingPassages(passage, corpus)].flatMap((p) => p.entities);
    const fabrications = topicalFabrication.generate(passage, corpus, rng, options).filter((f) => !f.transform.includes('splice'));
    const out: GeneratedClaim[] = [];
    for (const span of passage.spans) {
      const spanRng = rng.fork(span.id);
      for (const fab of spanRng.shuffle(fabrications)) {
        const tail = lowerFirstWord(fab.claim, names);
        if (tail === null) continue;
        const claim = {
          claim: `${splitFinalPunct(span.text).body}${JOIN}${tail}`,
          evidence,
          sourceSpan: span.id,
          transform: `plan sentence joined to sibling sentence ${fab.sourceSpan}`,
        };
        if (checkMixed(claim, passage, corpus).length === 0) {
          out.push(claim);
          break;
        }
      }
    }
    return out;
  },
  check: (claim, source, corpus) => checkMixed(claim, source, corpus),
};
