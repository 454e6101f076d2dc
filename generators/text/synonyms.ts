/**
 * Meaning-safe word substitutions: a curated table of common rewordings plus WordNet synonyms restricted to dominant
 * senses (the word's first sense offers a single-word synonym whose own first sense is that same synset).
 */
import { MONTHS } from '../../engine/numerics.ts';
import { loadWordNet, type Pos, type WordNet } from '../../engine/wordnet/wordnet.ts';

/** One possible substitution inside a sentence: [start, end) is replaced by `replacement`. */
export interface Substitution {
  start: number;
  end: number;
  replacement: string;
  /** e.g. `bought → purchased (curated)`. */
  note: string;
}

/**
 * Curated rewordings, each limited to the contexts where it keeps the meaning (whole words, case kept on the first
 * letter). Dropped after the audit (here and in the thesaurus tables): `announced → made public`, `showed → indicated` (`the festival showed 184 films`),
 * `received → got`, `helped → assisted`, and `over N → more than N` (`over 18 months` is a duration).
 */
const CURATED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bbought\b/g, 'purchased'], [/\bpurchased\b/g, 'bought'], [/\bbegan\b/g, 'started'],
  // `started the company` means founded it; only an intransitive or `started doing` reads the same as `began`.
  [/\bstarted\b(?= (?:on|in|at|with|from|after|before|[a-z]+ing)\b|[.,])/g, 'began'],
  [/\brose to\b/g, 'climbed to'], [/\bclimbed to\b/g, 'rose to'], [/\bfell to\b/g, 'dropped to'],
  [/\bdropped to\b/g, 'fell to'], [/\bhired\b/g, 'recruited'], [/\brecruited\b/g, 'hired'],
  [/\bconstructed\b/g, 'built'], [/\bbuilt\b/g, 'constructed'], [/\blargest\b/g, 'biggest'], [/\bbiggest\b/g, 'largest'],
  [/\bmore than (?=[$€£]?\d)/g, 'over '], [/\babout (?=[$€£]?\d)/g, 'around '], [/\baround (?=[$€£]?\d)/g, 'about '],
  [/\bnearly (?=[$€£]?\d)/g, 'almost '], [/\balmost (?=[$€£]?\d)/g, 'nearly '],
  [/\broughly (?=[$€£]?\d)/g, 'approximately '], [/\bapproximately (?=[$€£]?\d)/g, 'roughly '], [/\bsaid\b/g, 'stated'],
  // `finished second` is a placing, not a completion: only the passive (`was finished on …`) swaps.
  [/(?<=\b(?:was|were|be|been|is|are) )completed\b/g, 'finished'], [/(?<=\b(?:was|were|be|been|is|are) )finished\b/g, 'completed'],
  [/(?<=\b(?:the|a|an|'s|investment|engineering|trading|law|consulting|accounting) )firm\b(?! (?:commitment|offer|grip|line|stance|view|belief)\b)/g, 'company'],
  // `cut` is also the infinitive: `to cut its emissions` must not become `to reduced its emissions`.
  [/(?<!\b(?:to|will|would|can|could|may|might|must|should|shall|did|does|do|not) )\bcut\b(?= (?:its|their|the) )/g, 'reduced'],
  [/\bstarting\b/g, 'beginning'],
  [/\bagreed to buy\b/g, 'agreed to purchase'],
  // `expected to return` → `anticipated to return` is ungrammatical in the active voice.
  [/(?<=\b(?:is|are|was|were|be|been|than) )expected\b/g, 'anticipated'], [/\bexpected\b(?! to\b)/g, 'anticipated'],
  [/\bplans to\b/g, 'intends to'], [/\bplanned to\b/g, 'intended to'], [/\bgrew by\b/g, 'expanded by'],
  [/\brose by\b/g, 'increased by'], [/\bfell by\b/g, 'decreased by'], [/\brose (?=[$€£]?\d)/g, 'increased '],
  [/\bfell (?=[$€£]?\d)/g, 'declined '], [/\breached (?=[$€£]?\d)/g, 'hit '], [/\bemployees\b/g, 'workers'],
  [/\bworkers\b/g, 'employees'], [/\btold\b(?= (?:reporters|investors|analysts|journalists|shareholders))/g, 'informed'],
];

/** What the curated rewordings may write in `text`: the replacement of every one whose pattern matches it (`addedWords.ts`). */
export function curatedOffersIn(text: string): string[] {
  return CURATED.filter(([pattern]) => text.search(pattern) >= 0).map(([, replacement]) => replacement);
}

/** Words never substituted: quantifiers, polarity, modality, units and words whose senses hide traps. */
const DENYLIST = new Set([
  'not', 'no', 'never', 'none', 'nor', 'only', 'all', 'some', 'most', 'more', 'less', 'fewer', 'least', 'first', 'last',
  'next', 'previous', 'former', 'late', 'early', 'high', 'low', 'net', 'gross', 'real', 'per', 'cent', 'percent',
  'million', 'billion', 'thousand', 'trillion', 'hundred', 'dozen', 'half', 'quarter', 'year', 'years', 'month',
  'months', 'week', 'weeks', 'day', 'days', 'hour', 'hours', 'minute', 'minutes', 'second', 'seconds', 'time',
  'may', 'might', 'can', 'could', 'will', 'would', 'shall', 'should', 'must', 'also', 'still', 'even', 'just', 'yet',
  'again', 'up', 'down', 'out', 'off', 'over', 'under', 'above', 'below', 'top', 'bottom', 'point', 'points', 'rate',
  'share', 'shares', 'stock', 'interest', 'capital', 'deal', 'term', 'party', 'state', 'record', 'lead', 'close',
  'open', 'right', 'left', 'well', 'kind', 'mean', 'means', 'sound', 'fine', 'free', 'pound', 'pounds', 'dollar',
  'dollars', 'euro', 'euros', 'metre', 'metres', 'meter', 'meters', 'kilometre', 'kilometres', 'tonne', 'tonnes',
  'mile', 'miles', 'goal', 'goals', 'run', 'runs', 'match', 'season', 'game', 'games', 'final', 'round', 'title',
  'power', 'energy', 'current', 'charge', 'cell', 'cells', 'plant', 'plants', 'board', 'chair', 'head', 'lines',
  'line', 'team', 'side', 'cup', 'order', 'bill', 'act', 'law', 'case', 'cases', 'trial', 'trials', 'dose', 'doses',
  'patients', 'patient', 'study', 'several', 'many', 'each', 'every', 'both', 'either', 'neither', 'own', 'same',
  'other', 'another', 'such', 'new', 'old', 'young', 'small', 'average', 'mean', 'median', 'total', 'full', 'whole',
  'central', 'northern', 'southern', 'eastern', 'western', 'north', 'south', 'east', 'west', 'upper', 'lower', 'inner',
  'outer', 'national', 'federal', 'regional', 'local', 'public', 'private', 'general', 'civil', 'royal', 'common',
]);

const STOP_POS_WORDS = new Set(['the', 'a', 'an', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'and', 'or', 'but']);

/** Total SemCor tags per part of speech for a lemma. */
function tagsByPos(wn: WordNet, lemma: string): Record<Pos, number> {
  const out: Record<Pos, number> = { n: 0, v: 0, a: 0, r: 0 };
  for (const pos of ['n', 'v', 'a', 'r'] as const) {
    for (const sense of wn.senses(lemma, pos)) out[pos] += sense.tagCount;
  }
  return out;
}

/** The part of speech holding ≥ 90% of a lemma's tags (and ≥ 5 tags), or null when the word is ambiguous. */
function dominantPos(wn: WordNet, lemma: string): Pos | null {
  const tags = tagsByPos(wn, lemma);
  const total = tags.n + tags.v + tags.a + tags.r;
  if (total < 5) return null;
  const best = (['n', 'v', 'a', 'r'] as const).reduce((x, y) => (tags[y] > tags[x] ? y : x));
  return tags[best] >= 0.9 * total ? best : null;
}

/** A single-word synonym of `lemma` in `pos` whose first sense is the lemma's dominant first sense, or null. */
function safeSynonym(wn: WordNet, lemma: string, pos: Pos): string | null {
  const senses = wn.senses(lemma, pos);
  if (senses.length === 0) return null;
  const first = senses[0];
  const tagTotal = senses.reduce((n, s) => n + s.tagCount, 0);
  if (first.tagCount < 0.6 * tagTotal) return null;
  for (const word of first.synset.words) {
    if (word === lemma || !/^[a-z]{3,}$/.test(word) || DENYLIST.has(word) || MONTHS.has(word)) continue;
    const own = wn.senses(word, pos);
    if (own.length === 0 || own[0].synset.id !== first.synset.id || own[0].tagCount < 3) continue;
    if (dominantPos(wn, word) !== pos) continue;
    return word;
  }
  return null;
}

/**
 * WordNet replacement of one lowercase word, or null when the word is not provably safe to replace. Only adjectives
 * and `-ly` adverbs qualify: noun synonyms (`director` → `manager`) and prepositions read as adverbs (`after` →
 * `afterwards`) change meaning too often.
 */
export function wordNetReplacement(wn: WordNet, word: string): string | null {
  const key = `${wn.packageVersion}|${word}`;
  if (!replacementMemo.has(key)) replacementMemo.set(key, computeReplacement(wn, word));
  return replacementMemo.get(key)!;
}

const replacementMemo = new Map<string, string | null>();

function computeReplacement(wn: WordNet, word: string): string | null {
  if (DENYLIST.has(word) || STOP_POS_WORDS.has(word) || MONTHS.has(word) || word.length < 4) return null;
  if (/(ing|ed)$/.test(word) || (!wn.hasLemma(word, 'a') && !wn.hasLemma(word, 'r'))) return null;
  const pos = dominantPos(wn, word);
  if (pos === 'a' || (pos === 'r' && word.endsWith('ly'))) return safeSynonym(wn, word, pos);
  return null;
}

/** Keeps the case of the first letter of `original` on `replacement`. */
function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** Every safe substitution in `text` outside `protectedRanges` (names, figures, dates), curated first. */
export function findSubstitutions(
  text: string,
  protectedRanges: ReadonlyArray<readonly [number, number]>,
  wn: WordNet = loadWordNet(),
): Substitution[] {
  const free = (start: number, end: number) => !protectedRanges.some(([a, b]) => start < b && end > a);
  const out: Substitution[] = [];
  for (const [pattern, replacement] of CURATED) {
    for (const m of text.matchAll(pattern)) {
      if (!free(m.index, m.index + m[0].length)) continue;
      if (out.some((s) => m.index < s.end && m.index + m[0].length > s.start)) continue;
      out.push({ start: m.index, end: m.index + m[0].length, replacement, note: `${m[0].trim()} → ${replacement.trim()}` });
    }
  }
  for (const m of text.matchAll(/(?<![\p{L}\p{N}'’-])[a-z]+(?![\p{L}\p{N}'’-])/gu)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!free(start, end) || out.some((s) => start < s.end && end > s.start)) continue;
    // An adjective before a name is part of that name's description (`central Italy`, `national Weather Office`).
    if (/^ [A-Z]/.test(text.slice(end, end + 2))) continue;
    const synonym = wordNetReplacement(wn, m[0]);
    if (synonym !== null) out.push({ start, end, replacement: matchCase(m[0], synonym), note: `${m[0]} → ${synonym}` });
  }
  return out.sort((x, y) => x.start - y.start);
}

/** Applies substitutions (non-overlapping, any order) and fixes `a`/`an` before a replaced word. */
export function applySubstitutions(text: string, subs: readonly Substitution[]): string {
  let out = text;
  for (const s of [...subs].sort((x, y) => y.start - x.start)) {
    out = out.slice(0, s.start) + s.replacement + out.slice(s.end);
    const before = out.slice(0, s.start);
    const article = /\b([Aa]n?) $/.exec(before);
    if (article) {
      const fixed = /^[aeiou]/i.test(s.replacement) ? `${article[1].charAt(0)}n` : article[1].charAt(0);
      out = before.slice(0, article.index) + fixed + ' ' + out.slice(s.start);
    }
  }
  return out;
}
