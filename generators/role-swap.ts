/**
 * `role-swap`: two names of the same kind trade places around an asymmetric verb (`A acquired B` → `B acquired A`),
 * expected `unsupported`. Symmetric relations (`and`, `with`, `against`) are never swapped.
 */
import type { Passage } from '../datasets/types.ts';
import { tokenize } from '../engine/tokens.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { entityRanges } from './text/phrases.ts';
import type { GeneratedClaim, Generator } from './types.ts';

/** Verbs whose subject and object play different roles. */
const ASYMMETRIC = /^ (?:acquired|bought|sold|beat|defeated|sued|replaced|overtook|succeeded|hired|fined|paid|signed|appointed|owns|owned|took over|bought out|outsold|outscored|invested in|lent|loaned|supplied|sponsored|funded|overtaken|fired|sacked|knocked out|eliminated)\b/;

/** The sentence with its first two same-kind names swapped around an asymmetric verb, or null. */
export function swapRoles(sentence: string, passage: Passage): { text: string; note: string } | null {
  const ranges = entityRanges(sentence, passage.entities);
  const kindOf = (text: string) => passage.entities.find((e) => e.text === text)?.kind;
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      const a = sentence.slice(...ranges[i]);
      const b = sentence.slice(...ranges[j]);
      const between = sentence.slice(ranges[i][1], ranges[j][0]);
      if (a === b || kindOf(a) !== kindOf(b) || !ASYMMETRIC.test(between) || /\b(and|with|against|versus|vs)\b/.test(between)) continue;
      // Both names must stand bare: the first opens the sentence, the second follows its verb or a preposition, so no
      // title or description (`the retailer Brightmart`, `economist Ingrid Solberg`) is left on the wrong name.
      if (ranges[i][0] !== 0 || !/(?:^| )(?:[a-z]+ed|beat|sold|paid|lent|owns|bought|took over|sued|hired|signed|won|led|to|from|for|in|out)\s$/.test(between)) continue;
      if (/\b(?:the|a|an)\s+$/i.test(between) || / (?:the|a|an) [a-z-]+(?: [a-z-]+)? $/.test(between)) continue;
      const text = sentence.slice(0, ranges[i][0]) + b + between + a + sentence.slice(ranges[j][1]);
      return { text, note: `roles of ${a} and ${b} swapped` };
    }
  }
  return null;
}

function checkRoleSwap(claim: GeneratedClaim, source: Passage): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const bag = (text: string) => tokenize(text).sort().join(' ');
  const problems: string[] = [];
  if (bag(original) !== bag(claim.claim)) problems.push('claim is not a reordering of its source');
  if (original === claim.claim) problems.push('claim equals its source');
  // A reordering that keeps the roles (`In 2024, A acquired B`) or swaps partners of a symmetric relation stays true.
  else if (swapRoles(original, source)?.text !== claim.claim) problems.push('claim is not the source with two names swapped around an asymmetric verb');
  return problems;
}

/** One role swap per span where an asymmetric relation links two names of the same kind. */
export const roleSwap: Generator = {
  id: 'role-swap',
  expected: 'unsupported',
  description: 'two names trade places around an asymmetric verb (A acquired B → B acquired A)',
  generate(passage) {
    const evidence = passagePlan(passage);
    const out: GeneratedClaim[] = [];
    for (const span of passage.spans) {
      const r = swapRoles(span.text, passage);
      if (r === null) continue;
      const claim = { claim: r.text, evidence, sourceSpan: span.id, transform: r.note };
      if (checkRoleSwap(claim, passage).length === 0) out.push(claim);
    }
    return out;
  },
  check: (claim, source) => checkRoleSwap(claim, source),
};
