/**
 * English inflectional morphology for WordNet lookup: an irregular-forms table plus suffix-detachment rules per part
 * of speech (after WordNet's morphy(7WN) rules, with consonant un-doubling added). Candidates are filtered by the caller.
 */
import { IRREGULAR_FORMS } from './irregular.ts';
import type { Pos } from './wordnet.ts';

/** Suffix → replacement rules per part of speech, tried in order. */
const DETACHMENT_RULES: Record<Pos, ReadonlyArray<readonly [string, string]>> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'], ['ier', 'y'], ['iest', 'y']],
  r: [],
};

/** Suffixes after which a doubled final consonant is un-doubled (`stopped` → `stop`, `bigger` → `big`). */
const UNDOUBLING_SUFFIXES = new Set(['ed', 'ing', 'er', 'est']);
const DOUBLED = /([bdgklmnprtvz])\1$/;
/** Shortest stem a detachment rule may produce: keeps `as` → `a` and `is` → `i` out. */
const MIN_STEM = 3;

/** Candidate base forms of a lowercase `word` for `pos`: the word, its irregular bases, then rule outputs; deduplicated. */
export function baseFormCandidates(word: string, pos: Pos): string[] {
  const out = [word];
  const irregular = IRREGULAR_FORMS[pos].get(word);
  if (irregular) out.push(...irregular);
  for (const [suffix, replacement] of DETACHMENT_RULES[pos]) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    if (stem.length + replacement.length < MIN_STEM) continue;
    out.push(stem + replacement);
    if (replacement === '' && UNDOUBLING_SUFFIXES.has(suffix) && DOUBLED.test(stem)) out.push(stem.slice(0, -1));
  }
  return [...new Set(out)];
}
