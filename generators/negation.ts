/**
 * `negation`: the source sentence with its main assertion negated (expected `unsupported`): `was` → `was not`,
 * `<Name> acquired` → `<Name> did not acquire`.
 */
import type { Passage } from '../datasets/types.ts';
import { tokenize } from '../engine/tokens.ts';
import { TRANSITIVE_VERBS } from './text/voice.ts';
import { missingSpan, passagePlan, spanText } from './text/sentences.ts';
import type { GeneratedClaim, Generator } from './types.ts';

/** Base forms of past-tense verbs the negation may rewrite as `did not <base>`. */
const BASE_FORM: ReadonlyMap<string, string> = new Map([
  ['acquired', 'acquire'], ['bought', 'buy'], ['sold', 'sell'], ['beat', 'beat'], ['defeated', 'defeat'],
  ['founded', 'found'], ['launched', 'launch'], ['built', 'build'], ['opened', 'open'], ['signed', 'sign'],
  ['won', 'win'], ['released', 'release'], ['approved', 'approve'], ['hired', 'hire'], ['raised', 'raise'],
  ['announced', 'announce'], ['reported', 'report'], ['closed', 'close'], ['rose', 'rise'], ['fell', 'fall'],
  ['grew', 'grow'], ['scored', 'score'], ['reached', 'reach'], ['received', 'receive'], ['paid', 'pay'],
  ['cut', 'cut'], ['lost', 'lose'], ['recorded', 'record'], ['completed', 'complete'], ['finished', 'finish'],
  ['agreed', 'agree'], ['said', 'say'], ['made', 'make'], ['took', 'take'], ['gave', 'give'], ['spent', 'spend'],
  ['invested', 'invest'], ['produced', 'produce'], ['issued', 'issue'], ['ordered', 'order'], ['led', 'lead'],
]);
// `has` and `will` are auxiliaries only before a participle or a verb; `has 20 players` cannot take `not`.
const AUXILIARY = /\b(?:is|are|was|were)\b(?! not\b)|\b(?:has|have|had)\b(?= (?:been|[a-z]+(?:ed|en|wn)) )|\b(?:will|would|could|can)\b(?= [a-z]+ )(?! not\b)/;

/** The negated sentence and a note, or null when no auxiliary or known past-tense main verb is found. */
export function negate(sentence: string, names: readonly string[]): { text: string; note: string } | null {
  const aux = AUXILIARY.exec(sentence);
  if (aux) {
    const negated = aux[0] === 'can' ? 'cannot' : `${aux[0]} not`;
    return { text: sentence.slice(0, aux.index) + negated + sentence.slice(aux.index + aux[0].length), note: `${aux[0]} → ${negated}` };
  }
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const m = new RegExp(`^(.*?\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}) ([a-z]+)\\b`).exec(sentence);
    const base = m ? BASE_FORM.get(m[2]) : undefined;
    // The name must head the subject (`Chair Helen Okafor sold`), not sit inside it (`The trial of Victor Salgado opened`).
    if (m && / (of|in|at|for|by|with|from|to|and)\b/.test(m[1])) continue;
    if (m && base !== undefined && (TRANSITIVE_VERBS.has(m[2]) || BASE_FORM.has(m[2]))) {
      const at = m[1].length + 1;
      return { text: `${sentence.slice(0, at)}did not ${base}${sentence.slice(at + m[2].length)}`, note: `${m[2]} → did not ${base}` };
    }
  }
  return null;
}

function checkNegation(claim: GeneratedClaim, source: Passage): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const before = tokenize(original).filter((t) => t === 'not' || t === 'cannot').length;
  const after = tokenize(claim.claim).filter((t) => t === 'not' || t === 'cannot').length;
  return after === before + 1 ? [] : ['claim does not add exactly one "not"'];
}

/** One negation per span, judged against the passage that asserts the positive. */
export const negation: Generator = {
  id: 'negation',
  expected: 'unsupported',
  description: 'the source sentence with its assertion negated',
  generate(passage) {
    const evidence = passagePlan(passage);
    const names = passage.entities.map((e) => e.text);
    const out: GeneratedClaim[] = [];
    for (const span of passage.spans) {
      const r = negate(span.text, names);
      if (r === null) continue;
      const claim = { claim: r.text, evidence, sourceSpan: span.id, transform: r.note };
      if (checkNegation(claim, passage).length === 0) out.push(claim);
    }
    return out;
  },
  check: (claim, source) => checkNegation(claim, source),
};
