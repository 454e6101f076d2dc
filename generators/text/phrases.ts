/**
 * Whole-word phrases in text: escaped and whole-word RegExps, offsets of a phrase standing as whole words, entity
 * name ranges, splicing a range, and what one text inserts into another.
 */
import type { EntityMention } from '../../datasets/types.ts';

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const wordRegExps = new Map<string, RegExp>();

/** A whole-word RegExp for `phrase` (global by default); memoised, so callers must not rely on `lastIndex`. */
export function wordRegExp(phrase: string, flags = 'g'): RegExp {
  const key = `${flags}\0${phrase}`;
  let re = wordRegExps.get(key);
  if (re === undefined) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, `${flags}u`);
    wordRegExps.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Start offsets of `phrase` in `text` where it stands as whole words (no letter or digit on either side). */
export function wholeWordOffsets(text: string, phrase: string): number[] {
  const out: number[] = [];
  if (phrase.length === 0) return out;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = at > 0 ? text.charAt(at - 1) : '';
    const after = text.charAt(at + phrase.length);
    if (!(before && WORD_CHAR.test(before)) && !(after && WORD_CHAR.test(after))) out.push(at);
  }
  return out;
}

/** Whether `phrase` occurs in `text` as whole words. */
export function containsPhrase(text: string, phrase: string): boolean {
  return wholeWordOffsets(text, phrase).length > 0;
}

/** [start, end) ranges of the passage's entity names inside `text` (longest names first, no overlaps). */
export function entityRanges(text: string, entities: readonly EntityMention[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const byLength = [...entities].sort((a, b) => b.text.length - a.text.length);
  for (const entity of byLength) {
    for (const at of wholeWordOffsets(text, entity.text)) {
      const range: [number, number] = [at, at + entity.text.length];
      if (!ranges.some(([a, b]) => range[0] < b && range[1] > a)) ranges.push(range);
    }
  }
  return ranges.sort((x, y) => x[0] - y[0]);
}

/** Replaces [start, end) of `text` with `replacement`. */
export function spliceText(text: string, start: number, end: number, replacement: string): string {
  return text.slice(0, start) + replacement + text.slice(end);
}

/**
 * Lookahead source: after `beat`, a race to something (`beat Thornlea Academies to the contract`, `beat X and Y to the
 * deal`, `beat X, a rival trust, to it`): who got there first, which `defeated` and `lost to` do not say.
 */
export const BEATEN_TO_IT = String.raw`(?=[^.;]*?\bto (?:the|a|an|its|their|it)\b)`;

/** Words after a whole noun phrase (a name) that open the next phrase: a preposition; a description before it closes there. */
export const OPENS_PHRASE = /^ (?:for|in|on|at|to|from|with|by|after|before|over|during|into|under|since|until|as)\b/;

/** What `after` writes in place of `before`'s middle: `after` without the prefix and suffix the two share. */
export function insertedText(before: string, after: string): string {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return after.slice(start, after.length - end);
}
