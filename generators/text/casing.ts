/**
 * Casing and punctuation of a sentence's ends: the first word upper- or lower-cased as a sentence moves (names kept),
 * the final punctuation split off.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { loadWordNet } from '../../engine/wordnet/wordnet.ts';
import { shortName } from './nameForms.ts';
import { escapeRegExp } from './phrases.ts';
import { createTextMemo } from './textMemo.ts';

/** Words that may start a sentence and are lowercased when the sentence moves behind a fronted phrase. */
const LOWERABLE_STARTERS = new Set([
  'a', 'an', 'the', 'its', 'it', 'this', 'that', 'these', 'those', 'they', 'their', 'he', 'she', 'his', 'her', 'we',
  'our', 'some', 'most', 'many', 'each', 'every', 'both', 'all', 'about', 'around', 'more', 'nearly', 'over', 'only',
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'there', 'several', 'roughly',
]);

/** Whether `text` opens on a figure or a currency sign (`3.4 million users …`, `$5 …`): no sentence should. */
export function opensOnFigure(text: string): boolean {
  return /^[\d$€£]/.test(text);
}

/** Whether a word starting at `at` opens a sentence of `text` (at its start, or after `.`, `!` or `?`). */
export function opensSentence(text: string, at: number): boolean {
  return /(?:^|[.!?]\s+)$/.test(text.slice(0, at));
}

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
  // A scan from the end, not `/^(.*?)([.!?]*)\s*$/s`: the lazy pattern retries its tail at every character.
  const text = sentence.trim();
  let at = text.length;
  while (at > 0 && (text[at - 1] === '.' || text[at - 1] === '!' || text[at - 1] === '?')) at--;
  return { body: text.slice(0, at), end: text.slice(at) };
}

/**
 * `text` with its first word lower-cased for use inside a sentence, unless the word starts a name: an entity, an
 * acronym, or a word `source` (e.g. the whole passage) writes capitalised inside a sentence (`Egypt`, `Skyward`).
 */
export function lowerStart(text: string, entities: readonly EntityMention[], source: string): string {
  if (entities.some((e) => text.startsWith(e.text))) return text;
  const first = /^[\p{L}\p{N}'’-]+/u.exec(text)?.[0] ?? '';
  if (first === '' || /^[A-Z0-9]{2,}/.test(first) || /\p{Lu}/u.test(first.slice(1))) return text;
  const word = first.replace(/['’]s$/, '');
  // A formal title directly before a name keeps its capital (`by Judge Eleanor Whitman`, `by Mayor Camille Durand`).
  if (HONORIFIC.test(word) && /^\S+ \p{Lu}/u.test(text)) return text;
  // The first word of a longer name (`Skyward` of `Skyward Airlines`, `Eastmere's` of `Eastmere Health Authority`) is a
  // name, as is a word capitalised inside a sentence somewhere (not after `. `) other than within a listed name (`Energy`
  // of `Lumen Energy` does not make `Energy supplier` a name). Articles and pronouns capitalised inside a title (`his
  // novel The Glass Orchard`) do not count.
  if (!LOWERABLE_STARTERS.has(word.toLowerCase()) && (opensName(word, entities) || isShortName(word, entities) || capitalisedInside(word, source, entities))) return text;
  return first.charAt(0).toLowerCase() + text.slice(1);
}

/** Titles written capitalised before a name wherever the name stands. */
const HONORIFIC = /^(?:Justice|Judge|Mayor|President|Governor|Senator|Chancellor|Professor|Prof|Dr|Sir|Dame|Lord|Lady|King|Queen|Prince|Princess|Bishop|Archbishop|Cardinal|Pope|General|Admiral|Colonel|Captain|Inspector|Detective|Sheriff|Rabbi|Imam|Reverend|Father|Sister)$/;

/**
 * Whether `word` is the short form a name goes by (`Brockhoven` of `Wietske Brockhoven`, `nameForms.ts`) and no English
 * word (`Young` of `Sarah Young` may open `Young voters`, `Price` of `Ann Price` `Price rises`).
 */
function isShortName(word: string, entities: readonly EntityMention[]): boolean {
  return entities.some((e) => shortName(e, entities) === word) && loadWordNet().synsets(word.toLowerCase()).length === 0;
}

function opensName(word: string, entities: readonly EntityMention[]): boolean {
  return entities.some((e) => e.text.startsWith(`${word} `));
}

const capitalisedMemo = createTextMemo<Map<string, boolean>>(1_000);

/** Whether `source` writes `word` after another word of its sentence (not after `. `), outside the names listed. */
function capitalisedInside(word: string, source: string, entities: readonly EntityMention[]): boolean {
  const byWord = capitalisedMemo(source, () => new Map());
  const names = entities.filter((e) => e.text.includes(' ') && e.text.split(' ').slice(1).includes(word)).map((e) => e.text);
  const key = `${word}\u0000${names.join('\u0000')}`;
  let found = byWord.get(key);
  if (found === undefined) {
    const masked = names.reduce((s, n) => s.split(n).join('·'), source);
    byWord.set(key, (found = new RegExp(`[^.!?\\s]\\s+${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u').test(masked)));
  }
  return found;
}
