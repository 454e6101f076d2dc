/**
 * Sentence-level text helpers: casing of the first word, final punctuation, whole-word replacement, entity positions.
 */
import type { EntityMention, Passage } from '../../datasets/types.ts';

/** Words that may start a sentence and are lowercased when the sentence moves behind a fronted phrase. */
const LOWERABLE_STARTERS = new Set([
  'a', 'an', 'the', 'its', 'it', 'this', 'that', 'these', 'those', 'they', 'their', 'he', 'she', 'his', 'her', 'we',
  'our', 'some', 'most', 'many', 'each', 'every', 'both', 'all', 'about', 'around', 'more', 'nearly', 'over', 'only',
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'there', 'several', 'roughly',
]);

/** `text` with its first character upper-cased. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `text` with its first word lower-cased when it is a function word; null when it may be a name (keep as is). */
export function lowerFirstWord(text: string, entities: readonly EntityMention[]): string | null {
  if (entities.some((e) => text.startsWith(e.text))) return text;
  if (/^\d/.test(text)) return text;
  const first = /^[A-Za-z]+/.exec(text)?.[0];
  if (first === undefined || !LOWERABLE_STARTERS.has(first.toLowerCase())) return null;
  return first.toLowerCase() + text.slice(first.length);
}

/** Splits a sentence into its body and its final punctuation (`.`, `!`, `?` or ``). */
export function splitFinalPunct(sentence: string): { body: string; end: string } {
  const m = /^(.*?)([.!?]*)\s*$/s.exec(sentence.trim());
  return { body: m ? m[1] : sentence, end: m && m[2] ? m[2] : '' };
}

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

/** The passage's spans as a plan of truth-class evidence (ids = span ids). */
export function passagePlan(passage: Passage): Array<{ id: string; text: string }> {
  return passage.spans.map((span) => ({ id: span.id, text: span.text }));
}

/** The check problem for a claim whose source span `id` is not a span of `passage`. */
export function missingSpan(id: string, passage: Passage): string {
  return `source span ${id} is not in passage ${passage.id}`;
}

/** Text of the passage's span `id`, or undefined. */
export function spanText(passage: Passage, id: string): string | undefined {
  return passage.spans.find((span) => span.id === id)?.text;
}

/**
 * `text` with its first word lower-cased for use inside a sentence, unless the word starts a name: an entity, an
 * acronym, or a word `source` (e.g. the whole passage) writes capitalised inside a sentence (`Egypt`, `Skyward`).
 */
export function lowerStart(text: string, entities: readonly EntityMention[], source: string): string {
  if (entities.some((e) => text.startsWith(e.text))) return text;
  const first = /^[\p{L}\p{N}'’-]+/u.exec(text)?.[0] ?? '';
  if (first === '' || /^[A-Z0-9]{2,}/.test(first) || /\p{Lu}/u.test(first.slice(1))) return text;
  // Capitalised inside a sentence somewhere (not after `. `): a name the entities do not list. Articles and pronouns
  // capitalised inside a title (`his novel The Glass Orchard`) do not count.
  if (!LOWERABLE_STARTERS.has(first.toLowerCase()) && new RegExp(`[^.!?\\s]\\s+${escapeRegExp(first)}(?![\\p{L}\\p{N}])`, 'u').test(source)) return text;
  return first.charAt(0).toLowerCase() + text.slice(1);
}
