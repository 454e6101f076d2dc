/**
 * Builds the builtin embedder's word table from WordNet: one unit vector per single-word lemma (random indexing over
 * synsets and their hypernyms) and word counts from WordNet's own glosses (for SIF weights).
 */
import { POS_LIST, type Pos, type WordNet } from '../../wordnet/wordnet.ts';
import { addSparse, normaliseInPlace, sparseRandomVector, type SparseVector } from './randomVector.ts';

/** Parameters that shape the vectors; all of them enter the fingerprint. */
export interface BuiltinParams {
  /** Vector length. */
  dims: number;
  /** Seed of the random-indexing vectors. */
  seed: number;
  /** Non-zero entries of each random-indexing vector (sparse ±1/√k entries; dot-product noise ~ 1/√dims). */
  nonZeros: number;
  /** Weight of a hypernym level relative to the level below, in [0, 1]. */
  hypernymWeight: number;
  /** How many hypernym levels feed a synset's vector. */
  hypernymDepth: number;
  /** Added to each sense's SemCor tag count before weighting senses (Laplace smoothing), > 0. */
  senseSmoothing: number;
  /** SIF smoothing `a` of the word weight a / (a + p(w)), > 0. */
  sifA: number;
  /** Exponent applied to the SIF weight: 0.5 makes a shared word add its weight (not its square) to the dot product. */
  weightExponent: number;
}

/** Bit of each part of speech in `WordTable.posMask`. */
export const POS_BIT: Record<Pos, number> = { n: 1, v: 2, a: 4, r: 8 };

/** The built table: `vectors` holds `words.length` unit rows of `dims` floats. */
export interface WordTable {
  dims: number;
  words: string[];
  posMask: Uint8Array;
  vectors: Float32Array;
  /** Gloss token counts: `glossWords[i]` occurred `glossCounts[i]` times among `glossTotal` tokens. */
  glossWords: string[];
  glossCounts: Uint32Array;
  glossTotal: number;
}

const GLOSS_TOKEN = /[a-z0-9]+(?:['.][a-z0-9]+)*/g;
/** Lemmas the tokenizer can produce as one token: no spaces, underscores or hyphens. */
const SINGLE_TOKEN_LEMMA = /^[^_\-\s/]+$/;

interface SynsetGraph {
  index: Map<string, number>;
  parents: number[][];
  /** Gloss vocabulary in first-seen order, and each word's count over whole glosses (definitions and examples). */
  vocabulary: Map<string, number>;
  counts: number[];
}

function scanSynsets(wn: WordNet): SynsetGraph {
  const index = new Map<string, number>();
  const parentIds: string[][] = [];
  const vocabulary = new Map<string, number>();
  const counts: number[] = [];
  const idOf = (token: string): number => {
    let id = vocabulary.get(token);
    if (id === undefined) {
      id = counts.length;
      vocabulary.set(token, id);
      counts.push(0);
    }
    return id;
  };
  for (const pos of POS_LIST) {
    wn.forEachSynset(pos, (s) => {
      index.set(s.id, parentIds.length);
      parentIds.push(s.satellite ? [...s.hypernyms, ...s.similar] : s.hypernyms);
      for (const token of s.gloss.toLowerCase().match(GLOSS_TOKEN) ?? []) counts[idOf(token)]++;
    });
  }
  const parents = parentIds.map((ids) => ids.map((id) => index.get(id)).filter((i): i is number => i !== undefined));
  return { index, parents, vocabulary, counts };
}

/** What the per-lemma pass needs: the graph, the parameters and each synset's random vector. */
interface BuildContext {
  graph: SynsetGraph;
  params: BuiltinParams;
  synsetRandoms: SparseVector[];
}

/** SIF weight (a / (a + p(w)))^exponent of a word with `count` occurrences among `total` gloss tokens. */
export function sifWeight(count: number, total: number, params: BuiltinParams): number {
  return Math.pow(params.sifA / (params.sifA + count / total), params.weightExponent);
}

/** Adds `weight` × the synset's vector: its own random vector plus, per level, `hypernymWeight` × the parents' mean. */
function addSynsetVector(ctx: BuildContext, synset: number, weight: number, depth: number, out: Float32Array, offset: number): void {
  addSparse(ctx.synsetRandoms[synset], weight, out, offset);
  const parents = ctx.graph.parents[synset];
  if (depth === 0 || parents.length === 0) return;
  const share = (weight * ctx.params.hypernymWeight) / parents.length;
  for (const p of parents) addSynsetVector(ctx, p, share, depth - 1, out, offset);
}

function singleTokenLemmas(wn: WordNet): Map<string, number> {
  const mask = new Map<string, number>();
  for (const pos of POS_LIST) {
    for (const lemma of wn.lemmaList(pos)) {
      if (SINGLE_TOKEN_LEMMA.test(lemma)) mask.set(lemma, (mask.get(lemma) ?? 0) | POS_BIT[pos]);
    }
  }
  return mask;
}

/** Builds the table (a few seconds: one pass over every synset and every single-word lemma). */
export function buildWordTable(wn: WordNet, params: BuiltinParams): WordTable {
  const graph = scanSynsets(wn);
  const glossTotal = graph.counts.reduce((a, b) => a + b, 0);
  const ctx: BuildContext = {
    graph,
    params,
    synsetRandoms: [...graph.index.keys()].map((id) => sparseRandomVector(id, params.seed, params.dims, params.nonZeros)),
  };
  const lemmas = singleTokenLemmas(wn);
  const words = [...lemmas.keys()].sort();
  const { dims } = params;
  const vectors = new Float32Array(words.length * dims);
  words.forEach((word, row) => {
    const tags = wn.tagCounts(word);
    for (const id of wn.synsetIdsOf(word)) {
      const s = graph.index.get(id);
      if (s === undefined) continue;
      const w = (tags.get(id) ?? 0) + params.senseSmoothing;
      addSynsetVector(ctx, s, w, params.hypernymDepth, vectors, row * dims);
    }
    normaliseInPlace(vectors, row * dims, dims);
  });
  const glossWords = [...graph.vocabulary.keys()].sort();
  return {
    dims,
    words,
    posMask: Uint8Array.from(words, (w) => lemmas.get(w)!),
    vectors,
    glossWords,
    glossCounts: Uint32Array.from(glossWords, (w) => graph.counts[graph.vocabulary.get(w)!]),
    glossTotal,
  };
}
