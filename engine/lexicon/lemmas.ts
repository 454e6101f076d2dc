/**
 * Lemma keys of a token: the token and its candidate base forms as a noun or a verb (WordNet morphy suffix rules plus
 * the project's irregular-forms table; pure, no dictionary lookup). Two tokens share a lemma when their key sets
 * intersect (`opened` ~ `opens`, `bought` ~ `buys`, `companies` ~ `company`). The rules over-generate a little
 * (`news` ~ `new`): callers give such matches a weight below an exact match.
 */
import { baseFormCandidates } from '../wordnet/morphology.ts';

const memo = new Map<string, readonly string[]>();
const MEMO_LIMIT = 200_000;
const LETTERS = /^\p{L}+$/u;

/** Lemma keys of a lowercase token (the token first); a token with a non-letter has only itself. */
export function lemmaKeys(token: string): readonly string[] {
  const known = memo.get(token);
  if (known !== undefined) return known;
  const keys = LETTERS.test(token) ? [...new Set([...baseFormCandidates(token, 'n'), ...baseFormCandidates(token, 'v')])] : [token];
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(token, keys);
  return keys;
}

/** Whether two distinct tokens share a lemma key. */
export function shareLemma(a: string, b: string): boolean {
  if (a === b) return true;
  const keysB = lemmaKeys(b);
  return lemmaKeys(a).some((k) => keysB.includes(k));
}
