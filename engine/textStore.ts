/**
 * Texts analysed once: SPEC A1 tokens, their ids in a store-wide vocabulary, the distinct terms with their counts,
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
  /** Store id of each token, in text order. */
  readonly ids: Int32Array;
  /** Distinct token ids, in order of first occurrence. */
  readonly terms: Int32Array;
  /** Occurrences in the text of each of `terms` (≥ 1). */
  readonly counts: Int32Array;
  /** Memoised features by feature object (read through `featureOf`). */
  readonly features: Map<TextFeature<unknown>, unknown>;
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
  const known = text.features.get(feature as TextFeature<unknown>);
  if (known !== undefined || text.features.has(feature as TextFeature<unknown>)) return known as T;
  const value = feature.compute(text);
  text.features.set(feature as TextFeature<unknown>, value);
  return value;
}

/** Store-wide work arrays indexed by token id: the text that last saw the id (a stamp) and its slot in that text. */
interface IdScratch {
  stamp: number;
  seenBy: Int32Array;
  slotOf: Int32Array;
}

function growScratch(scratch: IdScratch, size: number): void {
  if (size <= scratch.seenBy.length) return;
  const capacity = Math.max(size, scratch.seenBy.length * 2);
  const seenBy = new Int32Array(capacity);
  seenBy.set(scratch.seenBy);
  const slotOf = new Int32Array(capacity);
  slotOf.set(scratch.slotOf);
  scratch.seenBy = seenBy;
  scratch.slotOf = slotOf;
}

function analyseWith(text: string, vocabulary: Map<string, number>, scratch: IdScratch): AnalysedText {
  const tokens = tokenize(text);
  const ids = new Int32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    let id = vocabulary.get(tokens[i]);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(tokens[i], id);
    }
    ids[i] = id;
  }
  growScratch(scratch, vocabulary.size);
  const stamp = ++scratch.stamp;
  const terms: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (scratch.seenBy[id] === stamp) {
      counts[scratch.slotOf[id]]++;
    } else {
      scratch.seenBy[id] = stamp;
      scratch.slotOf[id] = terms.length;
      terms.push(id);
      counts.push(1);
    }
  }
  return { text, tokens, ids, terms: Int32Array.from(terms), counts: Int32Array.from(counts), features: new Map() };
}

/** A new store memoising at most `maxTexts` texts (oldest dropped first). */
export function createTextStore(maxTexts: number = DEFAULT_MAX_TEXTS): TextStore {
  const vocabulary = new Map<string, number>();
  const texts = new Map<string, AnalysedText>();
  const scratch: IdScratch = { stamp: 0, seenBy: new Int32Array(1024), slotOf: new Int32Array(1024) };
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
