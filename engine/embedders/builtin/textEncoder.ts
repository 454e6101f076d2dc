/**
 * Text → vector with a word table: tokens → WordNet lemmas (multi-word lemmas matched greedily, longest first) → lemma
 * vectors (unknown tokens get a hashed vector of the token itself), combined as a SIF-weighted mean of distinct terms
 * and scaled to unit length.
 */
import { tokenize } from '../../tokens.ts';
import { baseFormCandidates } from '../../wordnet/morphology.ts';
import type { Pos } from '../../wordnet/wordnet.ts';
import { addSparse, normaliseInPlace, sparseRandomVector } from './randomVector.ts';
import { entryName, MAX_PHRASE_TOKENS, sifWeight, type BuiltinParams, type WordTable } from './wordTable.ts';

/** Clitics the tokenizer keeps as tokens, read as the words they stand for. */
const CLITICS: ReadonlyMap<string, string> = new Map([
  ["'s", 'is'],
  ["'re", 'are'],
  ["'ve", 'have'],
  ["'ll", 'will'],
  ["'d", 'would'],
  ["'m", 'am'],
  ["n't", 'not'],
]);
const LOOKUP_POS: readonly Pos[] = ['n', 'v', 'a', 'r'];
/** Parts of speech whose inflections are undone inside multi-word lemmas (`blood pressures`, `passed away`). */
const PHRASE_POS: readonly Pos[] = ['n', 'v'];
/** Terms remembered before the memo is cleared (bounds memory on endless streams). */
const MEMO_LIMIT = 500_000;

interface TermEntry {
  /** The lookup form (see normaliseToken). */
  form: string;
  /** The term's unit vector times its SIF weight. */
  weighted: Float32Array;
  weight: number;
  /** The form and its noun and verb base forms, when some multi-word lemma contains one of them; else empty. */
  phraseForms: string[];
  /** Number of the last encode call that added this entry (adds each distinct term once per text). */
  lastCall: number;
}

/** Encodes texts into unit vectors of `table.dims` floats; deterministic and pure given the table and parameters. */
export interface TextEncoder {
  encode(text: string): Float32Array;
}

/** The form a token is looked up under: curly apostrophes made straight, clitics expanded, possessive `'s` dropped. */
export function normaliseToken(token: string): string {
  const straight = token.replace(/\u2019/g, "'");
  const clitic = CLITICS.get(straight);
  if (clitic) return clitic;
  return straight.length > 2 && straight.endsWith("'s") ? straight.slice(0, -2) : straight;
}

/** Creates an encoder over a built or loaded table. */
export function createTextEncoder(table: WordTable, params: BuiltinParams): TextEncoder {
  const { dims } = table;
  const rowOf = new Map<string, number>();
  // Words that occur in some multi-word lemma, and the lemmas' first two words: a cheap filter before phrase lookups.
  const phraseWords = new Set<string>();
  const phrasePairs = new Set<string>();
  table.words.forEach((w, i) => {
    rowOf.set(w, i);
    if (w.indexOf(' ') < 0) return;
    const parts = w.slice(2).split(' ');
    for (const part of parts) phraseWords.add(part);
    phrasePairs.add(`${parts[0]} ${parts[1]}`);
  });
  const countOf = new Map<string, number>();
  table.glossWords.forEach((w, i) => countOf.set(w, table.glossCounts[i]));
  const tokenMemo = new Map<string, TermEntry>();
  const phraseMemo = new Map<string, TermEntry | null>();

  const addRow = (row: number, weight: number, out: Float32Array) => {
    for (let k = table.rowStart[row]; k < table.rowStart[row + 1]; k++) out[table.index[k]] += weight * table.value[k];
  };
  /** Rows of `key` itself in every part of speech. */
  const ownRows = (key: string): number[] =>
    LOOKUP_POS.map((pos) => rowOf.get(entryName(pos, key))).filter((r): r is number => r !== undefined);
  /** The row of the first base form of `word` known in `pos` (an inflection fixes the part of speech: `stated` → v). */
  const baseRow = (word: string, pos: Pos): number | undefined => {
    for (const candidate of baseFormCandidates(word, pos).slice(1)) {
      const row = rowOf.get(entryName(pos, candidate));
      if (row !== undefined) return row;
    }
    return undefined;
  };
  /** Rows are mixed in proportion to their sense mass: how often the lemma is used in that part of speech. */
  const makeEntry = (form: string, rows: number[], weight: number): TermEntry => {
    const unit = new Float32Array(dims);
    if (rows.length === 0) addSparse(sparseRandomVector(`token:${form}`, params.seed, dims, params.nonZeros), 1, unit, 0);
    for (const row of rows) addRow(row, table.mass[row], unit);
    normaliseInPlace(unit, 0, dims);
    for (let d = 0; d < dims; d++) unit[d] *= weight;
    const forms = [...new Set([form, ...PHRASE_POS.flatMap((pos) => baseFormCandidates(form, pos))])];
    const phraseForms = forms.some((f) => phraseWords.has(f)) ? forms : [];
    return { form, weighted: unit, weight, phraseForms, lastCall: -1 };
  };

  const tokenEntry = (token: string): TermEntry => {
    let entry = tokenMemo.get(token);
    if (entry) return entry;
    const form = normaliseToken(token);
    const rows = new Set<number>(ownRows(form));
    for (const pos of LOOKUP_POS) {
      const row = baseRow(form, pos);
      if (row !== undefined) rows.add(row);
    }
    entry = makeEntry(form, [...rows], sifWeight(countOf.get(form) ?? 0, table.glossTotal, params));
    if (tokenMemo.size >= MEMO_LIMIT) tokenMemo.clear();
    tokenMemo.set(token, entry);
    return entry;
  };

  /** Rows of the multi-word lemma spelled by `parts`, allowing one inflected part (`vice presidents`, `passed away`). */
  const phraseRows = (parts: string[]): number[] => {
    const exact = ownRows(parts.join(' '));
    if (exact.length > 0) return exact;
    for (const j of [parts.length - 1, 0]) {
      for (const pos of PHRASE_POS) {
        for (const base of baseFormCandidates(parts[j], pos).slice(1)) {
          const row = rowOf.get(entryName(pos, parts.map((p, i) => (i === j ? base : p)).join(' ')));
          if (row !== undefined) return [row];
        }
      }
    }
    return [];
  };

  const phraseEntry = (entries: TermEntry[]): TermEntry | null => {
    const key = entries.map((e) => e.form).join(' ');
    let entry = phraseMemo.get(key);
    if (entry !== undefined) return entry;
    const rows = phraseRows(entries.map((e) => e.form));
    // A phrase takes `phraseShare` of its tokens' SIF mass (weight² summed); the tokens keep the rest.
    const mass = entries.reduce((s, e) => s + e.weight ** 2, 0);
    entry = rows.length === 0 ? null : makeEntry(key, rows, Math.sqrt(params.phraseShare * mass));
    if (phraseMemo.size >= MEMO_LIMIT) phraseMemo.clear();
    phraseMemo.set(key, entry);
    return entry;
  };

  const emptyText = new Float32Array(dims);
  addSparse(sparseRandomVector('text:empty', params.seed, dims, params.nonZeros), 1, emptyText, 0);
  normaliseInPlace(emptyText, 0, dims);
  const componentScale = Math.sqrt(1 - params.phraseShare);
  let calls = 0;

  /** Adds scale × the term's weighted vector once per call. */
  const addTerm = (term: TermEntry, scale: number, call: number, out: Float32Array) => {
    if (term.lastCall === call) return;
    term.lastCall = call;
    const w = term.weighted;
    for (let d = 0; d < dims; d++) out[d] += scale * w[d];
  };
  /** Whether some multi-word lemma starts with these two terms (in any of their forms). */
  const mayStartPhrase = (first: TermEntry, second: TermEntry): boolean =>
    first.phraseForms.some((a) => second.phraseForms.some((b) => phrasePairs.has(`${a} ${b}`)));
  /** The longest multi-word lemma starting at `i`, and its length in tokens. */
  const phraseAt = (entries: TermEntry[], i: number): [TermEntry, number] | undefined => {
    if (i + 1 >= entries.length || !mayStartPhrase(entries[i], entries[i + 1])) return undefined;
    for (let n = Math.min(MAX_PHRASE_TOKENS, entries.length - i); n >= 2; n--) {
      const phrase = phraseEntry(entries.slice(i, i + n));
      if (phrase) return [phrase, n];
    }
    return undefined;
  };

  return {
    encode(text) {
      const out = new Float32Array(dims);
      const call = calls++;
      const entries = tokenize(text).map(tokenEntry);
      for (let i = 0; i < entries.length; ) {
        const found = phraseAt(entries, i);
        if (!found) {
          addTerm(entries[i++], 1, call, out);
          continue;
        }
        addTerm(found[0], 1, call, out);
        for (let k = i; k < i + found[1]; k++) addTerm(entries[k], componentScale, call, out);
        i += found[1];
      }
      return normaliseInPlace(out, 0, dims) > 0 ? out : emptyText.slice();
    },
  };
}
