/**
 * The check that `tokenize` equals `tokenizeReference` token for token on a set of texts (the real-data sample in the
 * tests, the whole real-data corpus in `npm run bench`).
 */
import { tokenize, tokenizeReference } from '../tokens.ts';

/** Texts on which `tokenize` and `tokenizeReference` give different tokens. */
export function findTokenizerMismatches(texts: readonly string[]): string[] {
  const mismatches: string[] = [];
  for (const text of texts) {
    const fast = tokenize(text);
    const reference = tokenizeReference(text);
    if (fast.length !== reference.length || fast.some((t, i) => t !== reference[i])) mismatches.push(text);
  }
  return mismatches;
}
