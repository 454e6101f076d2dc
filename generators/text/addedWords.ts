/**
 * Words a rewrite adds that nothing of its source explains: the guard that keeps a rewording from outside the rule
 * repertoire (an LLM's, which records no edits) from slipping in content the plan may not hold (`Harlow Bank bought
 * the struggling Calder Savings …`, `… after a bidding war`, `According to the records, …`). A word of the rewrite is
 * explained when it is a function word or a figure, it is the source's own in some form, a house rewording of the
 * source writes it (its verb ↔ noun, voice and converse rewrites and what the thesaurus and the curated substitutions
 * offer in the places of each; an attribution frame for an attributed source, the connective a moved `after`, `before`
 * or `on` clause takes, a contraction), it is a curated synonym of a source word, or WordNet ties its dominant sense to
 * a source word's: the same sense, a more general one (`acquired` for `bought`), or a derivation (`approval` for
 * `approved`); never a more specific one (`repurchased`, `bribed` for `bought`). A passage name counts as written
 * only where it stands whole: its words elsewhere are words like any other (`Harlow Mutual Bank, a mutual bank, …`).
 */
import type { EntityMention } from '../../datasets/types.ts';
import { isFunctionWord } from '../../engine/lexicon/functionWords.ts';
import { lemmaKeys } from '../../engine/lexicon/lemmas.ts';
import { shareSynonym } from '../../engine/lexicon/synonyms.ts';
import { tokenize } from '../../engine/tokens.ts';
import { loadWordNet, type WordNet } from '../../engine/wordnet/wordnet.ts';
import { converseOptions } from './converse.ts';
import { CURRENCY_SIGN_WORDS, formatNeutral } from './formats.ts';
import { nominalisations } from './nominalise.ts';
import { entityRanges, escapeRegExp } from './phrases.ts';
import { REPORTING_WORD } from './reporting.ts';
import { CONTRACTIONS } from './rewrite.ts';
import { curatedOffersIn } from './synonyms.ts';
import { thesaurusOffersIn } from './thesaurus.ts';
import { createOwnedMemo } from './textMemo.ts';
import { toActiveFull, toPassiveFull } from './voice.ts';

/** Words an attribution frame writes (`according to`, `told reporters`, `speaking to`, `…, X said`): only for an attributed source. */
const ATTRIBUTION_WORDS = ['according', 'told', 'reporters', 'speaking', 'said', 'says'];
/**
 * Words a rewording writes for what the source has in another form: the connective a moved clause takes (`after` →
 * `following`, `before` → `ahead of`/`prior to`, `a rise of 4.6% on 2024` → `compared with`), a currency sign written
 * out (`$310 million` → `310 million dollars`).
 */
const CONNECTIVES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\bafter\b/i, ['following']], [/\bbefore\b/i, ['ahead', 'prior']], [/\bon\b/i, ['compared']],
  ...Object.entries(CURRENCY_SIGN_WORDS).map(([sign, [one, many]]) => [new RegExp(escapeRegExp(sign)), [many, one]] as const),
];

/** Lemma keys of the words of `phrases`. */
const keysOf = (phrases: readonly string[]) => phrases.flatMap((phrase) => tokenize(phrase)).flatMap((t) => lemmaKeys(t));

const CONTRACTED: ReadonlySet<string> = new Set(keysOf(CONTRACTIONS.map(([, short]) => short)));

const sourceMemo = createOwnedMemo<readonly EntityMention[], ReadonlySet<string>>();

/**
 * Lemma keys of what rewording `source` may write: its own words, the words of its verb ↔ noun, voice and converse
 * rewrites (`made a payment of`, `was fined by`, `lost to`), what the thesaurus and the curated substitutions offer in
 * the places of each, an attribution frame's words when it is attributed, a moved clause's connective.
 */
function rewordingKeys(source: string, entities: readonly EntityMention[]): ReadonlySet<string> {
  return sourceMemo(entities, source, () => {
    const texts = [
      source, ...nominalisations(source).map((n) => n.text), toActiveFull(source, entities), toPassiveFull(source, entities),
      ...converseOptions(source, entities).map((o) => o.text),
    ].filter((t): t is string => t !== null);
    // A word that opens the source may stand inside the rewrite (`About 140 farmers` → `…, roughly 140 farmers`).
    const places = [...texts, ...texts.map((t) => `${t.charAt(0).toLowerCase()}${t.slice(1)}`)];
    const offers = places.flatMap((t) => [...thesaurusOffersIn(t), ...curatedOffersIn(t)]);
    const frames = [...(REPORTING_WORD.test(source) ? ATTRIBUTION_WORDS : []), ...CONNECTIVES.filter(([cue]) => cue.test(source)).flatMap(([, words]) => words)];
    return new Set([...keysOf(texts.map((t) => formatNeutral(withoutNames(t, entities)))), ...keysOf(offers), ...keysOf(frames)]);
  });
}

/** Per WordNet, each word's dominant senses (the first synset of each of its lemmas, every part of speech). */
const dominantMemo = createOwnedMemo<WordNet, readonly string[]>();
function dominantSenses(wn: WordNet, word: string): readonly string[] {
  return dominantMemo(wn, word, () => [...new Set(wn.lemmas(word).flatMap((hit) => wn.synsetIdsOf(hit.lemma, hit.pos).slice(0, 1)))]);
}

/** Whether WordNet ties `word` to `other`: a dominant sense of `word` is one of `other`'s, its hypernym, or a derivation of it. */
function wordNetTies(wn: WordNet, word: string, other: string): boolean {
  const mine = new Set(dominantSenses(wn, word));
  if (mine.size === 0) return false;
  return dominantSenses(wn, other).some((id) => {
    if (mine.has(id)) return true;
    const s = wn.synset(id);
    return s !== undefined && (s.hypernyms.some((h) => mine.has(h)) || s.pointers.some((p) => p.symbol === '+' && mine.has(p.id)));
  });
}

/** A token as the source is read for it: without a possessive `'s`. */
const bare = (token: string) => token.replace(/['’]s$/, '');

/** `text` with every whole passage name blanked: a name is checked as a name, never word by word. */
function withoutNames(text: string, entities: readonly EntityMention[]): string {
  let out = text;
  for (const [start, end] of [...entityRanges(text, entities)].sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)} ${out.slice(end)}`;
  return out;
}

/**
 * The content words of `rewrite` (formats aside, passage names set aside) that nothing of `source` explains (see the
 * module note), in order of first appearance; empty when every word is explained.
 */
export function unexplainedWords(source: string, rewrite: string, entities: readonly EntityMention[], wn: WordNet = loadWordNet()): string[] {
  const keys = rewordingKeys(source, entities);
  const content = tokenize(formatNeutral(withoutNames(source, entities))).filter((t) => !isFunctionWord(t) && !/\d/.test(t));
  const explained = (t: string) =>
    isFunctionWord(t) || /\d/.test(t) || [...lemmaKeys(t), ...lemmaKeys(bare(t))].some((k) => keys.has(k) || CONTRACTED.has(k)) ||
    content.some((s) => shareSynonym(s, t) || wordNetTies(wn, t, s));
  return [...new Set(tokenize(formatNeutral(withoutNames(rewrite, entities))))].filter((t) => !explained(t));
}
