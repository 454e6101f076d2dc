/**
 * Who did what to whom: relations around asymmetric verbs (`A acquired B`, `B was acquired by A`, `A sold X to B`),
 * read from a text's words and name runs, for the role gate. Verbs are matched through their lemmas and grouped by
 * relation, so `bought` and `acquired` state the same relation.
 */
import { tableDigest } from './digest.ts';
import { lemmaKeys } from './lemmas.ts';
import { nameRuns, readWords, type NameRun, type Word } from '../names.ts';

/** Relation → the base forms that state it (second word of a phrasal verb after a space). */
const RELATIONS: Readonly<Record<string, readonly string[]>> = {
  acquire: ['acquire', 'buy', 'purchase', 'take over', 'buy out', 'absorb'],
  beat: ['beat', 'defeat', 'overtake', 'outscore', 'outsell', 'outpace', 'eliminate', 'knock out', 'thrash', 'overcome'],
  sue: ['sue'],
  replace: ['replace', 'succeed', 'oust', 'supersede'],
  hire: ['hire', 'appoint', 'recruit', 'sign'],
  dismiss: ['fire', 'sack', 'dismiss'],
  fine: ['fine', 'penalise', 'penalize'],
  pay: ['pay'],
  sell: ['sell'],
  lend: ['lend', 'loan'],
  fund: ['fund', 'finance', 'sponsor', 'invest in', 'bankroll'],
  supply: ['supply'],
  own: ['own'],
  accuse: ['accuse', 'criticise', 'criticize', 'attack'],
};

const RELATION_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(RELATIONS).flatMap(([relation, verbs]) => verbs.map((verb) => [verb, relation] as const)),
);
/** Digest of the relation table (enters the role gate's fingerprint). */
export const RELATIONS_DIGEST = tableDigest(Object.entries(RELATIONS).map(([r, verbs]) => `${r} ${[...verbs].sort().join('|')}`).sort());
const BE = new Set(['was', 'were', 'is', 'are', 'been', 'being', 'be']);

/** One relation stated in a text: its subject (agent) and the other names of the clause, by name head. */
export interface Relation {
  relation: string;
  subject: string;
  others: ReadonlySet<string>;
}

/** The relation a verb at word `i` states, and how many words the verb takes. */
function relationAt(words: readonly Word[], i: number): { relation: string; length: number } | null {
  const keys = lemmaKeys(words[i].token);
  const next = words[i + 1]?.token;
  for (const key of keys) {
    const phrasal = next === undefined ? undefined : RELATION_OF.get(`${key} ${next}`);
    if (phrasal !== undefined) return { relation: phrasal, length: 2 };
  }
  for (const key of keys) {
    const relation = RELATION_OF.get(key);
    if (relation !== undefined) return { relation, length: 1 };
  }
  return null;
}

/** The clause around word `i`: from its clause start to the next (`A beat B, and C beat D` holds two). */
function clauseBounds(words: readonly Word[], i: number): [number, number] {
  let start = i;
  while (start > 0 && !words[start].clauseStart) start--;
  let end = i + 1;
  while (end < words.length && !words[end].clauseStart) end++;
  return [start, end];
}

function relationOf(words: readonly Word[], runs: readonly NameRun[], i: number, relation: string, length: number): Relation | null {
  const [start, end] = clauseBounds(words, i);
  const before = runs.filter((r) => r.start >= start && r.end <= i);
  const after = runs.filter((r) => r.start >= i + length && r.end <= end);
  const passive = i > 0 && BE.has(words[i - 1].token);
  if (passive) {
    const agent = after.find((r) => r.start > 0 && words[r.start - 1].token === 'by');
    if (agent === undefined || before.length === 0) return null;
    return { relation, subject: agent.head, others: new Set([...before, ...after].filter((r) => r !== agent).map((r) => r.head)) };
  }
  if (before.length === 0 || after.length === 0) return null;
  return { relation, subject: before[0].head, others: new Set(after.map((r) => r.head)) };
}

/** The relations a text states around asymmetric verbs. */
export function readRelations(text: string): Relation[] {
  const words = readWords(text);
  const runs = nameRuns(words);
  const relations: Relation[] = [];
  for (let i = 0; i < words.length; i++) {
    const found = relationAt(words, i);
    if (found === null) continue;
    const relation = relationOf(words, runs, i, found.relation, found.length);
    if (relation !== null) relations.push(relation);
  }
  return relations;
}

/**
 * Whether the span states a claim relation with the roles reversed (the claim's subject among the span's others and
 * the span's subject among the claim's) and nowhere states it the claim's way round.
 */
export function rolesReversed(claim: readonly Relation[], span: readonly Relation[]): boolean {
  return claim.some((c) => {
    const same = span.filter((p) => p.relation === c.relation);
    if (same.some((p) => p.subject === c.subject)) return false;
    return same.some((p) => c.others.has(p.subject) && p.others.has(c.subject));
  });
}
