/**
 * The protected atom of a seed: the words that make an unsupported claim false. For a claim made from a plan span (a
 * swap, a negation), the words a word-level diff finds changed against that span (`3.2%` for `3.1%`, `Owen Marsh` for
 * `Dana Reeve`, `not`, `billion`); for a claim from outside the plan (a fabrication), its runs of words the plan never
 * uses. An attack may move an atom but never rewrite, drop or repeat it.
 */
import { tokenize } from '../../engine/tokens.ts';
import { wholeWordOffsets } from '../../generators/text/phrases.ts';

/** A word of a text (a run of non-space characters, outer punctuation trimmed) and its [start, end). */
interface Word {
  word: string;
  start: number;
  end: number;
}

const LEADING = /^["'“‘(\[]+/;
const TRAILING = /["'”’)\],.;:!?]+$/;

/** The words of `text` in order, outer punctuation trimmed (empty ones dropped). */
export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const lead = LEADING.exec(m[0])?.[0].length ?? 0;
    const body = m[0].slice(lead).replace(TRAILING, '');
    if (body.length > 0) out.push({ word: body, start: m.index + lead, end: m.index + lead + body.length });
  }
  return out;
}

/** Indices of `b`'s words left out of a longest common subsequence with `a`. */
function unmatched(a: readonly string[], b: readonly string[]): number[] {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (j < m) {
    if (i < n && a[i] === b[j]) {
      i++;
      j++;
    } else if (i < n && lcs[i + 1][j] >= lcs[i][j + 1]) {
      i++;
    } else {
      out.push(j++);
    }
  }
  return out;
}

/** The texts of maximal runs of consecutive word indices of `words` in `text`. */
function runs(text: string, words: readonly Word[], indices: readonly number[]): string[] {
  const out: string[] = [];
  let first = -1;
  for (let k = 0; k < indices.length; k++) {
    if (first < 0) first = indices[k];
    if (k + 1 < indices.length && indices[k + 1] === indices[k] + 1) continue;
    out.push(text.slice(words[first].start, words[indices[k]].end));
    first = -1;
  }
  return [...new Set(out)];
}

/** The runs of `claim`'s words a word-level diff against `source` finds changed or added. */
export function changedRuns(source: string, claim: string): string[] {
  const words = wordsOf(claim);
  return runs(claim, words, unmatched(wordsOf(source).map((w) => w.word), words.map((w) => w.word)));
}

/** The runs of `claim`'s words holding a token no plan span holds. */
export function foreignRuns(claim: string, plan: ReadonlyArray<{ text: string }>): string[] {
  const planTokens = new Set(plan.flatMap((s) => tokenize(s.text)));
  const words = wordsOf(claim);
  const foreign = words.flatMap((w, i) => (tokenize(w.word).some((t) => !planTokens.has(t)) ? [i] : []));
  return runs(claim, words, foreign);
}

/** How often `atom` stands as whole words in `text`. */
export function occurrences(text: string, atom: string): number {
  return wholeWordOffsets(text, atom).length;
}

/** The [start, end) ranges of every atom's occurrences in `text`. */
export function atomRanges(text: string, atoms: readonly string[]): Array<[number, number]> {
  return atoms.flatMap((atom) => wholeWordOffsets(text, atom).map((at): [number, number] => [at, at + atom.length]));
}
