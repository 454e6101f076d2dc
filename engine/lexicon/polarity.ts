/**
 * Polarity knowledge for the polarity gate: negators, negating phrases and antonym pairs of base forms. Written for
 * the engine, apart from any generator's tables (a gate sharing a generator's lexicon would recognise its cases by
 * construction).
 */
import { lowerCharwise, segmentWords } from '../tokens.ts';
import { tableDigest } from './digest.ts';
import { lemmaKeys } from './lemmas.ts';
import { isFunctionWord } from './functionWords.ts';

/** Single-token negators (lowercase SPEC A1 tokens); tokens ending in `n't` negate too. */
const NEGATORS = new Set(['not', 'no', 'never', 'none', 'nobody', 'nothing', 'nowhere', 'neither', 'nor', 'cannot', 'without']);

/** Two-token phrases that negate what follows (`failed to open`, `no longer runs`), first token → second tokens. */
const NEGATING_PHRASES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['failed', new Set(['to'])], ['fails', new Set(['to'])], ['fail', new Set(['to'])], ['failing', new Set(['to'])],
  ['refused', new Set(['to'])], ['refuses', new Set(['to'])], ['declined', new Set(['to'])], ['declines', new Set(['to'])],
  ['no', new Set(['longer'])],
]);

/** Antonym pairs of base forms (and comparatives, which the lemma rules leave as they are). */
const ANTONYM_PAIRS = `
rise fall; increase decrease; increase cut; gain lose; win lose; open close; accept reject; approve reject;
allow ban; allow forbid; admit deny; confirm deny; lead trail; buy sell; hire fire; raise cut; raise lower;
expand shrink; double halve; profit loss; succeed fail; success failure; agree disagree; support oppose;
include exclude; start stop; begin end; arrive depart; import export; strong weak; large small; big small;
long short; early late; first last; best worst; better worse; maximum minimum; majority minority; rich poor;
cheap expensive; positive negative; legal illegal; guilty innocent; acquit convict; alive dead; survive die;
full empty; add remove; join leave; borrow lend; higher lower; larger smaller; bigger smaller; faster slower;
stronger weaker; longer shorter; earlier later; more less; more fewer; above below; up down; boost cut;
victory defeat; surplus deficit; gain loss; growth decline; increase drop; rise drop; climb fall; grow shrink
`;

const ANTONYMS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>();
  const add = (a: string, b: string): void => void map.set(a, (map.get(a) ?? new Set()).add(b));
  for (const pair of ANTONYM_PAIRS.split(';')) {
    const [a, b] = pair.trim().split(/\s+/);
    if (b === undefined) continue;
    add(a, b);
    add(b, a);
  }
  return map;
})();

/** Digest of the negators, negating phrases and antonym pairs (enters the polarity gate's fingerprint). */
export const POLARITY_DIGEST = tableDigest([
  [...NEGATORS].sort(),
  [...NEGATING_PHRASES].map(([first, second]) => `${first} ${[...second].sort().join('|')}`).sort(),
  [...ANTONYMS].map(([word, others]) => `${word} ${[...others].sort().join('|')}`).sort(),
]);

/** What a text asserts and denies, as lemma keys of its content words. */
export interface Polarity {
  /** Lemma keys of content words not under a negation. */
  asserted: ReadonlySet<string>;
  /** Lemma keys of the content words a negation governs (the next content words after `not`, `failed to`, …). */
  negated: ReadonlySet<string>;
}

/** Words that end a negation's scope: a new clause or a coordinated phrase starts. */
const SCOPE_BREAKS = new Set(['and', 'or', 'but', 'who', 'which', 'that', 'while', 'because', 'although', 'though', 'when', 'where', 'if', 'than', 'whereas']);

/** How many content words after a negation it governs, within how many tokens. */
const SCOPE_WORDS = 2;
const SCOPE_TOKENS = 4;

function isNegator(token: string): boolean {
  return NEGATORS.has(token) || token.endsWith("n't") || token.endsWith('n’t');
}

const isContent = (token: string): boolean => /^\p{L}/u.test(token) && !isFunctionWord(token) && !isNegator(token);

/** Token index after a negation starting at `i` (1 for `not`, 2 for `failed to`), or 0 when none starts there. */
function negationAt(tokens: readonly string[], i: number): number {
  const second = NEGATING_PHRASES.get(tokens[i]);
  if (second !== undefined && second.has(tokens[i + 1] ?? '')) return 2;
  // Wire text splits contractions (`isn 't` → `isn`, `t`).
  if (tokens[i + 1] === 't' && tokens[i].endsWith('n')) return 2;
  if (!isNegator(tokens[i])) return 0;
  // `not only … but also` adds; it does not deny.
  return tokens[i] === 'not' && tokens[i + 1] === 'only' ? 0 : 1;
}

const ALNUM = /[\p{Alphabetic}\p{N}]/u;
const CLAUSE_PUNCTUATION = /[,;:.!?()"“”—–]/;

/** SPEC A1 tokens of a text, and for each whether clause punctuation precedes it (`said , he` breaks a scope). */
function tokensWithBreaks(text: string): { tokens: string[]; breakBefore: boolean[] } {
  const tokens: string[] = [];
  const breakBefore: boolean[] = [];
  let gap = '';
  for (const segment of segmentWords(text.normalize('NFC'))) {
    if (!ALNUM.test(segment)) {
      gap += segment;
      continue;
    }
    tokens.push(lowerCharwise(segment));
    breakBefore.push(CLAUSE_PUNCTUATION.test(gap));
    gap = '';
  }
  return { tokens, breakBefore };
}

/** The polarity of a text: what its negations govern (within their clause), and what it asserts. */
export function readPolarity(text: string): Polarity {
  const { tokens, breakBefore } = tokensWithBreaks(text);
  const asserted = new Set<string>();
  const negated = new Set<string>();
  const governed = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const length = negationAt(tokens, i);
    if (length === 0) continue;
    let taken = 0;
    for (let j = i + length; j < Math.min(tokens.length, i + length + SCOPE_TOKENS) && taken < SCOPE_WORDS; j++) {
      if (breakBefore[j] || negationAt(tokens, j) > 0 || SCOPE_BREAKS.has(tokens[j])) break;
      if (!isContent(tokens[j])) {
        // Past the first governed word, a function word ends the scope (`did not rise in March` denies the rise only).
        if (taken > 0) break;
        continue;
      }
      governed.add(j);
      taken++;
    }
  }
  tokens.forEach((token, i) => {
    if (!isContent(token)) return;
    for (const key of lemmaKeys(token)) (governed.has(i) ? negated : asserted).add(key);
  });
  return { asserted, negated };
}

/** Antonyms of one lemma key (base forms), empty when the table has none. */
export function antonymsOf(key: string): ReadonlySet<string> {
  return ANTONYMS.get(key) ?? new Set();
}

/**
 * Whether `a` denies what `b` asserts: a lemma `a` negates and `b` asserts, `b` negating nothing (two texts that both
 * negate are compared no further: the scopes of their negations are too loosely read to tell them apart).
 */
function denies(a: Polarity, b: Polarity): boolean {
  if (b.negated.size > 0) return false;
  for (const key of a.negated) if (b.asserted.has(key) && !a.asserted.has(key)) return true;
  return false;
}

/** Whether `a` asserts a word whose antonym `b` asserts, neither asserting both. */
function opposes(a: Polarity, b: Polarity): boolean {
  for (const key of a.asserted) {
    if (b.asserted.has(key)) continue;
    for (const antonym of antonymsOf(key)) if (b.asserted.has(antonym) && !a.asserted.has(antonym)) return true;
  }
  return false;
}

/** Whether two texts contradict in polarity: one denies what the other asserts, or they assert antonyms. */
export function polarityConflict(claim: Polarity, span: Polarity): boolean {
  return denies(claim, span) || denies(span, claim) || opposes(claim, span);
}
