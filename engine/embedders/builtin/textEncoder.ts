/**
 * Text → vector with a word table: tokens → WordNet lemmas → lemma vectors (unknown tokens get a hashed vector of the
 * token itself), combined as a SIF-weighted mean and scaled to unit length.
 */
import { tokenize } from '../../tokens.ts';
import { baseFormCandidates } from '../../wordnet/morphology.ts';
import type { Pos } from '../../wordnet/wordnet.ts';
import { addSparse, normaliseInPlace, sparseRandomVector } from './randomVector.ts';
import { POS_BIT, sifWeight, type BuiltinParams, type WordTable } from './wordTable.ts';

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
/** Distinct tokens remembered before the memo is cleared (bounds memory on endless streams). */
const MEMO_LIMIT = 500_000;

interface TokenEntry {
  /** The token's unit vector times its SIF weight. */
  weighted: Float32Array;
  /** Number of the last encode call that added this entry (adds each distinct token once per text). */
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
  table.words.forEach((w, i) => rowOf.set(w, i));
  const countOf = new Map<string, number>();
  table.glossWords.forEach((w, i) => countOf.set(w, table.glossCounts[i]));
  const memo = new Map<string, TokenEntry>();

  const lemmaRows = (form: string): number[] => {
    const rows = new Set<number>();
    const own = rowOf.get(form);
    if (own !== undefined) rows.add(own);
    for (const pos of LOOKUP_POS) {
      for (const candidate of baseFormCandidates(form, pos).slice(1)) {
        const row = rowOf.get(candidate);
        if (row !== undefined && table.posMask[row] & POS_BIT[pos]) {
          rows.add(row);
          break;
        }
      }
    }
    return [...rows];
  };

  const entryOf = (token: string): TokenEntry => {
    const form = normaliseToken(token);
    const rows = lemmaRows(form);
    let vector: Float32Array;
    if (rows.length === 1) vector = table.vectors.subarray(rows[0] * dims, rows[0] * dims + dims);
    else {
      vector = new Float32Array(dims);
      if (rows.length === 0) addSparse(sparseRandomVector(`token:${form}`, params.seed, dims, params.nonZeros), 1, vector, 0);
      for (const row of rows) for (let d = 0; d < dims; d++) vector[d] += table.vectors[row * dims + d];
      normaliseInPlace(vector, 0, dims);
    }
    const weight = sifWeight(countOf.get(form) ?? 0, table.glossTotal, params);
    const weighted = new Float32Array(dims);
    for (let d = 0; d < dims; d++) weighted[d] = weight * vector[d];
    return { weighted, lastCall: -1 };
  };

  const emptyText = new Float32Array(dims);
  addSparse(sparseRandomVector('text:empty', params.seed, dims, params.nonZeros), 1, emptyText, 0);
  normaliseInPlace(emptyText, 0, dims);

  let calls = 0;
  return {
    encode(text) {
      const out = new Float32Array(dims);
      const call = calls++;
      for (const token of tokenize(text)) {
        let entry = memo.get(token);
        if (!entry) {
          if (memo.size >= MEMO_LIMIT) memo.clear();
          entry = entryOf(token);
          memo.set(token, entry);
        }
        if (entry.lastCall === call) continue;
        entry.lastCall = call;
        const w = entry.weighted;
        for (let d = 0; d < dims; d++) out[d] += w[d];
      }
      return normaliseInPlace(out, 0, dims) > 0 ? out : emptyText.slice();
    },
  };
}
