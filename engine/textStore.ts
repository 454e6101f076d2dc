/**
 * Texts analysed once: SPEC A1 tokens, their distinct terms as ids in a store-wide vocabulary with their counts,
 * and memoised features (numerics, names) computed at most once per text. One store shared by a whole run means
 * every unique text is tokenised, counted and read for numerics once; past `maxTexts` the oldest texts are dropped
 * (token ids never change, so plans built earlier stay valid).
 */
import { tokenize } from './tokens.ts';

/** Data derived from an analysed text (numerics, proper names), computed at most once per text object. */
export interface TextFeature<T> {
  /** Kebab-case id, for messages. */
  readonly id: string;
  compute(text: AnalysedText): T;
}

/** A text analysed once per store. */
export interface AnalysedText {
  readonly text: string;
  /** SPEC A1 tokens, in text order. */
  readonly tokens: readonly string[];
  /** Distinct token ids, in order of first occurrence. */
  readonly terms: Int32Array;
  /** Occurrences in the text of each of `terms` (≥ 1). */
  readonly counts: Int32Array;
  /** Memoised features by feature object (read through `featureOf`; created on the first feature). */
  features: Map<TextFeature<unknown>, unknown> | null;
}

/** A vocabulary of token ids plus a bounded memo of analysed texts. */
export interface TextStore {
  /** The analysis of `text` (memoised). */
  analyse(text: string): AnalysedText;
  /** Store id of a token, or -1 when no analysed text held it. */
  idOf(token: string): number;
  /** Number of texts currently memoised. */
  readonly size: number;
}

/** Default bound on the texts a store memoises (≈ 1–2 KB each). */
export const DEFAULT_MAX_TEXTS = 200_000;

/** The feature of an analysed text, computed on first request and memoised on the text. */
export function featureOf<T>(text: AnalysedText, feature: TextFeature<T>): T {
  const key = feature as TextFeature<unknown>;
  const features = (text.features ??= new Map());
  const known = features.get(key);
  if (known !== undefined || features.has(key)) return known as T;
  const value = feature.compute(text);
  features.set(key, value);
  return value;
}

/**
 * Store-wide work arrays: per token id, the text that last saw it (a stamp) and its slot in that text; per token of
 * the text being analysed, its id and count. Terms and counts are then copied into an arena of shared Int32Array
 * chunks (many small typed arrays of their own would each allocate a backing store).
 */
interface Scratch {
  stamp: number;
  seenBy: Int32Array;
  slotOf: Int32Array;
  terms: Int32Array;
  counts: Int32Array;
  arena: Int32Array;
  arenaUsed: number;
}

const ARENA_CHUNK = 1 << 16;

function grown(array: Int32Array, size: number): Int32Array {
  if (size <= array.length) return array;
  const bigger = new Int32Array(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** A view of `n` fresh ints in the store's arena. */
function arenaSlice(scratch: Scratch, n: number): Int32Array {
  if (scratch.arenaUsed + n > scratch.arena.length) {
    scratch.arena = new Int32Array(Math.max(ARENA_CHUNK, n));
    scratch.arenaUsed = 0;
  }
  const view = scratch.arena.subarray(scratch.arenaUsed, scratch.arenaUsed + n);
  scratch.arenaUsed += n;
  return view;
}

function analyseWith(text: string, vocabulary: Map<string, number>, scratch: Scratch): AnalysedText {
  const tokens = tokenize(text);
  scratch.terms = grown(scratch.terms, tokens.length);
  scratch.counts = grown(scratch.counts, tokens.length);
  const stamp = ++scratch.stamp;
  let distinct = 0;
  for (let i = 0; i < tokens.length; i++) {
    let id = vocabulary.get(tokens[i]);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(tokens[i], id);
      scratch.seenBy = grown(scratch.seenBy, id + 1);
      scratch.slotOf = grown(scratch.slotOf, id + 1);
    }
    if (scratch.seenBy[id] === stamp) {
      scratch.counts[scratch.slotOf[id]]++;
    } else {
      scratch.seenBy[id] = stamp;
      scratch.slotOf[id] = distinct;
      scratch.terms[distinct] = id;
      scratch.counts[distinct++] = 1;
    }
  }
  const terms = arenaSlice(scratch, distinct);
  terms.set(scratch.terms.subarray(0, distinct));
  const counts = arenaSlice(scratch, distinct);
  counts.set(scratch.counts.subarray(0, distinct));
  return { text, tokens, terms, counts, features: null };
}

/** A new store memoising at most `maxTexts` texts (oldest dropped first). */
export function createTextStore(maxTexts: number = DEFAULT_MAX_TEXTS): TextStore {
  const vocabulary = new Map<string, number>();
  const texts = new Map<string, AnalysedText>();
  const scratch: Scratch = {
    stamp: 0, seenBy: new Int32Array(1024), slotOf: new Int32Array(1024), terms: new Int32Array(256),
    counts: new Int32Array(256), arena: new Int32Array(ARENA_CHUNK), arenaUsed: 0,
  };
  const bound = Math.max(1, Math.floor(maxTexts));
  return {
    analyse(text) {
      let analysed = texts.get(text);
      if (analysed === undefined) {
        analysed = analyseWith(text, vocabulary, scratch);
        if (texts.size >= bound) texts.delete(texts.keys().next().value as string);
        texts.set(text, analysed);
      }
      return analysed;
    },
    idOf: (token) => vocabulary.get(token) ?? -1,
    get size() {
      return texts.size;
    },
  };
}
