/**
 * The project's own thesaurus: rewordings of the words the corpus actually uses, chosen by reading the corpus (not
 * derived from WordNet), each limited by context to the senses where it keeps the meaning. Word forms are listed as
 * written (past tense where the corpus uses the past), so no rule conjugates a synonym into the wrong slot.
 */
import type { Substitution } from './synonyms.ts';
import type { ThesaurusEntry } from './thesaurusEntry.ts';
import { THESAURUS_ACTIONS } from './thesaurusActions.ts';
import { THESAURUS_VERBS } from './thesaurusVerbs.ts';
import { THESAURUS_CONNECTIVES } from './thesaurusConnectives.ts';
import { THESAURUS_NOUNS, THESAURUS_PHRASES } from './thesaurusWords.ts';
import { THESAURUS_THINGS } from './thesaurusThings.ts';

export type { ThesaurusEntry } from './thesaurusEntry.ts';

/**
 * The corpus thesaurus: verbs, nouns, adjectives and connectives, further verbs, further connectives and fixed phrases,
 * then further nouns, adjectives and adverbs (the order rewordings are drawn in).
 */
export const THESAURUS: readonly ThesaurusEntry[] = [
  ...THESAURUS_VERBS,
  ...THESAURUS_NOUNS,
  ...THESAURUS_PHRASES,
  ...THESAURUS_ACTIONS,
  ...THESAURUS_CONNECTIVES,
  ...THESAURUS_THINGS,
];

// `between … and …` → `from … to …` needs its `and` turned too: done by the caller through this pairing.
const BETWEEN_AND = /\bbetween ((?:January|February|March|April|May|June|July|August|September|October|November|December)? ?\d{4}) and ((?:January|February|March|April|May|June|July|August|September|October|November|December)? ?\d{4})\b/g;

const PARTICLE = / (?:up|out|in|on|over|off|down|back|about|away)$/;

function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/**
 * Every thesaurus rewording of `text` outside `protectedRanges` (names, figures, dates), one per matched place,
 * its replacement chosen by `pick` among the entry's rewordings.
 */
export function findThesaurusSubstitutions(
  text: string,
  protectedRanges: ReadonlyArray<readonly [number, number]>,
  pick: (options: readonly string[]) => string,
): Substitution[] {
  const free = (start: number, end: number) => !protectedRanges.some(([a, b]) => start < b && end > a);
  const out: Substitution[] = [];
  const add = (start: number, end: number, replacement: string, matched: string) => {
    if (!free(start, end) || out.some((s) => start < s.end && end > s.start)) return;
    // A particle verb takes a pronoun object before its particle (`put it up`, never `put up it`).
    if (PARTICLE.test(replacement) && /^ (?:it|them|him|her|us|me)\b/.test(text.slice(end))) return;
    out.push({ start, end, replacement, note: `${matched.trim()} → ${replacement.trim()} (thesaurus)` });
  };
  for (const m of matchesOf(text)) {
    const replacement = m.fixed ? m.replacements[0] : pick(m.replacements);
    add(m.start, m.end, matchCase(m.matched, replacement), m.matched);
  }
  return out.sort((x, y) => x.start - y.start);
}

/** Every rewording the thesaurus offers anywhere in `text` (each matched place's rewordings, in table order). */
export function thesaurusOffersIn(text: string): string[] {
  return matchesOf(text).flatMap((m) => m.replacements);
}

/** A place the thesaurus applies: [start, end), the matched text and its rewordings. */
interface Match {
  start: number;
  end: number;
  matched: string;
  replacements: readonly string[];
  /** A rewording computed from the match (`between … and …`), not chosen from a list. */
  fixed: boolean;
}

const matchMemo = new Map<string, Match[]>();

/** Every thesaurus match in `text`, in table order (memoised: composed attempts meet the same texts again). */
function matchesOf(text: string): Match[] {
  let found = matchMemo.get(text);
  if (found === undefined) {
    found = [];
    for (const m of text.matchAll(BETWEEN_AND)) {
      found.push({ start: m.index, end: m.index + m[0].length, matched: m[0], replacements: [`from ${m[1]} to ${m[2]}`], fixed: true });
    }
    for (const entry of THESAURUS) {
      for (const m of text.matchAll(entry.pattern)) {
        found.push({ start: m.index, end: m.index + m[0].length, matched: m[0], replacements: entry.replacements, fixed: false });
      }
    }
    if (matchMemo.size > 20_000) matchMemo.clear();
    matchMemo.set(text, found);
  }
  return found;
}
