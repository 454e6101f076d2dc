/**
 * Proper names of a claim for the `entity-gate` research model: a capitalised word not at sentence start, or a run of
 * two or more capitalised words (a multiword name, which may start a sentence).
 */
import { MONTHS } from './numerics.ts';
import { segmentWords, tokenize } from './tokens.ts';

const ALNUM = /[\p{Alphabetic}\p{N}]/u;
const CAPITALISED = /^[\p{Lu}\p{Lt}]/u;
const SENTENCE_END = /[.!?]/;
const SPACES_ONLY = /^[ \t\u00a0]+$/;
// Calendar words and the pronoun are capitalised by convention, not names; months are the numeric gate's business.
const NOT_NAMES = new Set([
  ...MONTHS.keys(), 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'i',
]);

interface Word {
  text: string;
  sentenceStart: boolean;
  /** Separated from the previous word by spaces only. */
  joined: boolean;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let gap = '';
  for (const segment of segmentWords(text.normalize('NFC'))) {
    if (!ALNUM.test(segment)) {
      gap += segment;
      continue;
    }
    words.push({
      text: segment,
      sentenceStart: words.length === 0 || SENTENCE_END.test(gap),
      joined: words.length > 0 && SPACES_ONLY.test(gap),
    });
    gap = '';
  }
  return words;
}

function isNameWord(word: Word): boolean {
  return CAPITALISED.test(word.text) && !NOT_NAMES.has(word.text.toLowerCase());
}

/** The claim's proper names, each as its lowercase tokens (SPEC A1 tokenizer), in order of appearance. */
export function entityNames(text: string): string[][] {
  const words = wordsOf(text);
  const names: string[][] = [];
  let i = 0;
  while (i < words.length) {
    if (!isNameWord(words[i])) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < words.length && words[j].joined && !words[j].sentenceStart && isNameWord(words[j])) j++;
    if (j - i >= 2 || !words[i].sentenceStart) {
      names.push(tokenize(words.slice(i, j).map((w) => w.text).join(' ')));
    }
    i = j;
  }
  return names;
}

/** Whether some token of some claim name is absent from the span's token set. */
export function entityGateTrips(
  names: readonly (readonly string[])[],
  spanTokens: { has(token: string): boolean },
): boolean {
  return names.some((name) => name.some((token) => !spanTokens.has(token)));
}
