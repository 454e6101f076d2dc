/**
 * Curated synonym groups of base forms: words that news writing swaps without changing what is asserted. A group
 * holds lemmas (matched through `lemmaKeys`, so `purchased` reaches `buy`). Kept small and literal on purpose: a
 * pair enters only when the words are interchangeable in most news contexts.
 */
import { tableDigest } from './digest.ts';
import { lemmaKeys } from './lemmas.ts';

/** Synonym groups, one per line (base forms, lowercase). */
const GROUPS = `
buy purchase
company firm
begin start
big large
worker employee staff
say state
rise climb increase
fall drop decline decrease
cut reduce
hire recruit
build construct
end finish conclude
complete finish
help assist aid
award prize
film movie
car automobile
doctor physician
child kid
area region
show indicate reveal
die perish
kill slay
job position
shop store
lawmaker legislator
plan intend
try attempt
need require
get obtain receive
choose select pick
allow permit let
build erect
quick fast rapid
almost nearly
small little
mostly largely mainly
hurt injure
sick ill
`.trim().split('\n').map((line) => line.trim().split(/\s+/));

const GROUPS_OF_LEMMA: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  GROUPS.forEach((words, g) => {
    for (const word of words) map.set(word, [...(map.get(word) ?? []), g]);
  });
  return map;
})();

/** Digest of the groups (enters the fingerprint of parts that read them). */
export const SYNONYMS_DIGEST = tableDigest(GROUPS.map((g) => [...g].sort()).sort());

/** Every synonym group, as lists of base forms (for tests and the study). */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = GROUPS;

/** The synonym groups a lowercase token belongs to through any of its lemma keys (sorted group numbers). */
export function synonymGroups(token: string): readonly number[] {
  const groups = new Set<number>();
  for (const key of lemmaKeys(token)) for (const g of GROUPS_OF_LEMMA.get(key) ?? []) groups.add(g);
  return [...groups].sort((a, b) => a - b);
}

/** Whether two tokens share a curated synonym group. */
export function shareSynonym(a: string, b: string): boolean {
  const groupsB = synonymGroups(b);
  return synonymGroups(a).some((g) => groupsB.includes(g));
}
