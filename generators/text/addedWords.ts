/**
 * Words a rewrite adds that nothing of its source explains: the guard that keeps a rewording from outside the rule
 * repertoire (an LLM's, which records no edits) from slipping in content the plan may not hold (`Harlow Bank bought
 * the struggling Calder Savings …`, `…, its biggest deal`, `… after a bidding war`). A word of the rewrite is explained
 * when the source has it in some form, it is a function word, a figure or a word of a passage name, a curated synonym
 * of a source word, a word the house rewordings of the source write (its verb ↔ noun, voice and converse rewrites, and
 * what the thesaurus offers in the places of each; whatever the sentence, attribution frames, clause connectives,
 * contractions and the curated substitutions), or WordNet ties it to a source word: one synset, a derivation, or a direct hypernym either way
 * (`acquired` for `bought`, `approval` for `approved`, `lender` never for `bank`).
 */
import type { EntityMention } from '../../datasets/types.ts';
import { isFunctionWord } from '../../engine/lexicon/functionWords.ts';
import { lemmaKeys } from '../../engine/lexicon/lemmas.ts';
import { shareSynonym } from '../../engine/lexicon/synonyms.ts';
import { tokenize } from '../../engine/tokens.ts';
import { loadWordNet, type WordNet } from '../../engine/wordnet/wordnet.ts';
import { formatNeutral } from './formats.ts';
import { CONTRACTIONS } from './rewrite.ts';
import { CURATED_REWORDINGS } from './synonyms.ts';
import { thesaurusOffersIn } from './thesaurus.ts';
import { converseOptions } from './converse.ts';
import { nominalisations } from './nominalise.ts';
import { createOwnedMemo } from './textMemo.ts';
import { toActiveFull, toPassiveFull } from './voice.ts';

/**
 * Words the rewordings write whatever the sentence: attribution frames (`according to`, `told reporters`, `speaking
 * to`), the connectives a moved clause takes (`following`, `ahead of`, `prior to`, `compared with`), contractions and
 * the curated substitutions.
 */
const FRAME_WORDS = ['according', 'told', 'reporters', 'speaking', 'said', 'says', 'following', 'ahead', 'prior', 'compared'];

/** Lemma keys of the words of `phrases`. */
const keysOf = (phrases: readonly string[]) => phrases.flatMap((phrase) => tokenize(phrase)).flatMap((t) => lemmaKeys(t));

const FIXED_WORDS: ReadonlySet<string> = new Set(keysOf([...CURATED_REWORDINGS, ...CONTRACTIONS.map(([, short]) => short), ...FRAME_WORDS]));

const sourceMemo = createOwnedMemo<readonly EntityMention[], ReadonlySet<string>>();

/**
 * Lemma keys of what rewording `source` may write: its own words, the words of its verb ↔ noun, voice and converse
 * rewrites (`made a payment of`, `was fined by`, `lost to`), and what the thesaurus offers in the places of each.
 */
function rewordingKeys(source: string, entities: readonly EntityMention[]): ReadonlySet<string> {
  return sourceMemo(entities, source, () => {
    const texts = [
      source, ...nominalisations(source).map((n) => n.text), toActiveFull(source, entities), toPassiveFull(source, entities),
      ...converseOptions(source, entities).map((o) => o.text),
    ].filter((t): t is string => t !== null);
    return new Set([...keysOf(texts.map(formatNeutral)), ...keysOf(texts.flatMap(thesaurusOffersIn))]);
  });
}

/** WordNet synsets of a word (every lemma WordNet gives it, every part of speech), memoised per word. */
const synsetMemo = new Map<string, ReadonlySet<string>>();
function synsetsOf(wn: WordNet, word: string): ReadonlySet<string> {
  let ids = synsetMemo.get(word);
  if (ids === undefined) {
    ids = new Set(wn.lemmas(word).flatMap((hit) => wn.synsetIdsOf(hit.lemma, hit.pos)));
    synsetMemo.set(word, ids);
  }
  return ids;
}

/** Synsets one WordNet step from `ids`: their hypernyms and derivationally related synsets (`+`). */
function neighbours(wn: WordNet, ids: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const id of ids) {
    const s = wn.synset(id);
    if (s === undefined) continue;
    for (const h of s.hypernyms) out.add(h);
    for (const p of s.pointers) if (p.symbol === '+') out.add(p.id);
  }
  return out;
}

/** Whether WordNet ties `word` to `other`: a shared synset, or one a hypernym or derivation of the other's. */
function wordNetTies(wn: WordNet, word: string, other: string): boolean {
  const a = synsetsOf(wn, word);
  const b = synsetsOf(wn, other);
  if (a.size === 0 || b.size === 0) return false;
  const meets = (x: ReadonlySet<string>, y: ReadonlySet<string>) => [...x].some((id) => y.has(id));
  return meets(a, b) || meets(neighbours(wn, a), b) || meets(a, neighbours(wn, b));
}

/** A token as a name is compared: without a possessive `'s`. */
const bare = (token: string) => token.replace(/['’]s$/, '');

/**
 * The content words of `rewrite` (formats aside) that nothing of `source` explains (see the module note), in order
 * of first appearance; empty when every word is explained.
 */
export function unexplainedWords(source: string, rewrite: string, entities: readonly EntityMention[], wn: WordNet = loadWordNet()): string[] {
  const sourceKeys = rewordingKeys(source, entities);
  const content = tokenize(formatNeutral(source)).filter((t) => !isFunctionWord(t) && !/\d/.test(t));
  const nameWords = new Set(entities.flatMap((e) => tokenize(e.text)));
  const explained = (t: string) =>
    isFunctionWord(t) || /\d/.test(t) || nameWords.has(bare(t)) || [...lemmaKeys(t), ...lemmaKeys(bare(t))].some((k) => sourceKeys.has(k) || FIXED_WORDS.has(k)) ||
    content.some((s) => shareSynonym(s, t) || wordNetTies(wn, t, s));
  return [...new Set(tokenize(formatNeutral(rewrite)))].filter((t) => !explained(t));
}
