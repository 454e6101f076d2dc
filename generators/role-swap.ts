/**
 * `role-swap`: two names of the same kind trade places around an asymmetric relation (`A acquired B` → `B acquired
 * A`), expected `unsupported`. Classic: the first name opens the sentence, both bare, around a verb of a short list.
 * Full adds what people write (`generators/text/roleSwaps.ts`): passives, `A sold X to B`, `raised … from B`,
 * `replaced B as …`, names anywhere in the sentence with their titles and descriptions travelling with them, recast
 * around the swap (`generators/recast.ts`). Symmetric relations (`and`, `with`, `against`, `merged`, a line from A to
 * B) are never swapped, nor names a pronoun may stand for, nor an owner only a reading of the span names.
 */
import type { Passage } from '../datasets/types.ts';
import type { Rng } from '../engine/rng.ts';
import { recastClaims, withRecasts } from './recast.ts';
import { roleSwapDraw } from './recastDraw.ts';
import { passagePlan, spanText } from './text/passageSpans.ts';
import { entityRanges } from './text/phrases.ts';
import { roleSwapProblems, roleSwapsOf } from './text/roleSwaps.ts';
import { checkAgainstReadings } from './text/sourceReadings.ts';
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

/**
 * The class check: the claim is the source span (as written, named, or the recorded recast reading) with two names of
 * the same kind exchanged and nothing else changed, the two in an asymmetric relation, each taking the other's role.
 */
export function checkRoleSwap(claim: GeneratedClaim, source: Passage): string[] {
  const written = spanText(source, claim.sourceSpan);
  // Classic claims (no recorded edits) are pinned byte-identical and keep the rules they were made under.
  const full = claim.edits !== undefined;
  return checkAgainstReadings(claim, source, (original) => roleSwapProblems(original, claim.claim, source.entities, written, full));
}

/**
 * Classic: one swap per span, the first name opening the sentence, both bare, around a verb of a short list; the swap
 * is computed once and the class check is its only guard (it rejects a name written twice, a symmetric relation…).
 */
function classicRoleSwaps(passage: Passage): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = [];
  for (const span of passage.spans) {
    const r = swapRoles(span.text, passage);
    if (r === null) continue;
    const claim = { claim: r.text, evidence, sourceSpan: span.id, transform: r.note };
    if (checkRoleSwap(claim, passage).length === 0) out.push(claim);
  }
  return out;
}

/** Full before recasting: every role swap of every span the check accepts, its kind of relation as its edit. */
function plainRoleSwaps(passage: Passage): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = [];
  for (const span of passage.spans) {
    for (const r of roleSwapsOf(span.text, passage.entities)) {
      const claim: GeneratedClaim = { claim: r.text, evidence, sourceSpan: span.id, transform: r.how, edits: [r.edit] };
      if (checkRoleSwap(claim, passage).length === 0) out.push(claim);
    }
  }
  return out;
}

/** Full: the role swaps of recast readings of each span (named, trimmed, reworded, carried), then the plain ones not covered. */
function fullRoleSwaps(passage: Passage, rng: Rng): GeneratedClaim[] {
  const recast = recastClaims(passage, rng.fork('recast'), {
    edits: (text, spanId) => roleSwapsOf(text, passage.entities, spanText(passage, spanId)),
    check: (claim) => checkRoleSwap(claim, passage),
  });
  return withRecasts(plainRoleSwaps(passage), recast);
}

/** Role swaps: classic around a short verb list; full around every asymmetric relation the role reading tells. */
export const roleSwap: Generator = {
  id: 'role-swap',
  expected: 'unsupported',
  description: 'two names trade places around an asymmetric relation (A acquired B → B acquired A; B was fined by A)',
  generate(passage, _corpus, rng, options) {
    return options?.repertoire === 'full' ? fullRoleSwaps(passage, rng.fork('full')) : classicRoleSwaps(passage);
  },
  check: (claim, source) => checkRoleSwap(claim, source),
  ...roleSwapDraw(),
};
