/**
 * Builds the builtin embedder's word table from WordNet: one sparse unit vector per lemma of one to three tokens
 * (random indexing over synsets and their hypernyms) and word counts from WordNet's own glosses (for SIF weights).
 */
import { tokenize } from '../../tokens.ts';
import { POS_LIST, type Pos, type WordNet } from '../../wordnet/wordnet.ts';
import { writeSparseRandom } from './randomVector.ts';

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
  /** Share in [0, 1] of its tokens' SIF mass a matched multi-word lemma takes; the tokens keep the rest. */
  phraseShare: number;
  /** Exponent applied to the SIF weight: 0.5 makes a shared word add its weight (not its square) to the dot product. */
  weightExponent: number;
}

/** Longest lemma, in tokens, the table keeps (multi-word lemmas such as `blood pressure`, `mother in law`). */
export const MAX_PHRASE_TOKENS = 3;

/**
 * The built table. `words[r]` names a lemma in one part of speech as the tokenizer sees it (`v:pass away`, see
 * entryName); its unit vector is sparse: entries `rowStart[r] … rowStart[r+1]` of `index` (dimension) and `value`.
 * `mass[r]` is the row's total sense weight (Σ tag count + smoothing), how much the lemma is used in that part of speech.
 */
export interface WordTable {
  dims: number;
  words: string[];
  mass: Float32Array;
  rowStart: Uint32Array;
  index: Uint16Array;
  value: Float32Array;
  /** Gloss token counts: `glossWords[i]` occurred `glossCounts[i]` times among `glossTotal` tokens. */
  glossWords: string[];
  glossCounts: Uint32Array;
  glossTotal: number;
}

const GLOSS_TOKEN = /[a-z0-9]+(?:['.][a-z0-9]+)*/g;
const PLAIN_LEMMA = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

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
  /** Random vectors of all synsets, flat: synset s owns entries [s·nonZeros, (s+1)·nonZeros). */
  randomIndex: Uint16Array;
  randomValue: Float32Array;
}

/** SIF weight (a / (a + p(w)))^exponent of a word with `count` occurrences among `total` gloss tokens. */
export function sifWeight(count: number, total: number, params: BuiltinParams): number {
  return Math.pow(params.sifA / (params.sifA + count / total), params.weightExponent);
}

/** Adds `weight` × the synset's vector: its own random vector plus, per level, `hypernymWeight` × the parents' mean. */
function addSynsetVector(ctx: BuildContext, synset: number, weight: number, depth: number, out: ScratchRow): void {
  out.add(ctx.randomIndex, ctx.randomValue, synset * ctx.params.nonZeros, ctx.params.nonZeros, weight);
  const parents = ctx.graph.parents[synset];
  if (depth === 0 || parents.length === 0) return;
  const share = (weight * ctx.params.hypernymWeight) / parents.length;
  for (const p of parents) addSynsetVector(ctx, p, share, depth - 1, out);
}

interface LemmaSense {
  synset: number;
  pos: Pos;
  tagCount: number;
}

/** Every lemma's senses (synset number in the graph, part of speech, SemCor tag count), from one pass over index.sense. */
function sensesByLemma(wn: WordNet, graph: SynsetGraph): Map<string, LemmaSense[]> {
  const senses = new Map<string, LemmaSense[]>();
  wn.forEachSense((lemma, synsetId, _rank, tagCount) => {
    const synset = graph.index.get(synsetId);
    if (synset === undefined) return;
    const sense = { synset, pos: synsetId.slice(-1) as Pos, tagCount };
    const list = senses.get(lemma);
    if (list) list.push(sense);
    else senses.set(lemma, [sense]);
  });
  return senses;
}

/** The table name of a lemma key in one part of speech, e.g. `v:pass away`. */
export function entryName(pos: Pos, key: string): string {
  return `${pos}:${key}`;
}

/** Table entries (`<pos>:<tokens joined by spaces>`) with the WordNet lemmas behind them. */
function tableEntries(wn: WordNet): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const pos of POS_LIST) {
    for (const lemma of wn.lemmaList(pos)) {
      // Plain a-z/0-9 words joined by `_` tokenize to exactly those words; anything else goes through the tokenizer.
      const tokens = PLAIN_LEMMA.test(lemma) ? lemma.split('_') : tokenize(lemma.replace(/_/g, ' '));
      if (tokens.length === 0 || tokens.length > MAX_PHRASE_TOKENS) continue;
      const name = entryName(pos, tokens.join(' '));
      const lemmas = entries.get(name) ?? [];
      if (!lemmas.includes(lemma)) lemmas.push(lemma);
      entries.set(name, lemmas);
    }
  }
  return entries;
}

/** A dense scratch row that remembers which dimensions it touched, so clearing and reading it cost O(touched). */
class ScratchRow {
  readonly dense: Float32Array;
  private readonly touched: Uint8Array;
  private readonly list: number[] = [];

  constructor(dims: number) {
    this.dense = new Float32Array(dims);
    this.touched = new Uint8Array(dims);
  }

  /** Adds `weight` × the sparse vector stored at `index`/`value` [start, start + count). */
  add(index: Uint16Array, value: Float32Array, start: number, count: number, weight: number): void {
    for (let i = start; i < start + count; i++) {
      const d = index[i];
      if (!this.touched[d]) {
        this.touched[d] = 1;
        this.list.push(d);
      }
      this.dense[d] += weight * value[i];
    }
  }

  /** Appends the row, scaled to unit length, to `rows` (dimensions ascending, zeros dropped), then clears it. */
  flushInto(rows: SparseRows): void {
    this.list.sort((a, b) => a - b);
    let squared = 0;
    for (const d of this.list) squared += this.dense[d] * this.dense[d];
    const scale = squared > 0 ? 1 / Math.sqrt(squared) : 0;
    for (const d of this.list) {
      if (this.dense[d] !== 0) rows.push(d, this.dense[d] * scale);
      this.dense[d] = 0;
      this.touched[d] = 0;
    }
    this.list.length = 0;
    rows.endRow();
  }
}

/** Growable sparse rows. */
class SparseRows {
  rowStart: number[] = [0];
  index = new Uint16Array(1 << 20);
  value = new Float32Array(1 << 20);
  size = 0;

  push(d: number, v: number): void {
    if (this.size === this.index.length) this.grow();
    this.index[this.size] = d;
    this.value[this.size++] = v;
  }

  endRow(): void {
    this.rowStart.push(this.size);
  }

  private grow(): void {
    const index = new Uint16Array(this.index.length * 2);
    index.set(this.index);
    const value = new Float32Array(this.value.length * 2);
    value.set(this.value);
    [this.index, this.value] = [index, value];
  }
}

function randomVectors(graph: SynsetGraph, params: BuiltinParams): BuildContext {
  const randomIndex = new Uint16Array(graph.index.size * params.nonZeros);
  const randomValue = new Float32Array(graph.index.size * params.nonZeros);
  let at = 0;
  for (const id of graph.index.keys()) {
    writeSparseRandom(id, params.seed, params.dims, params.nonZeros, randomIndex, randomValue, at);
    at += params.nonZeros;
  }
  return { graph, params, randomIndex, randomValue };
}

/** Builds the table (a few seconds: one pass over every synset and every lemma). */
export function buildWordTable(wn: WordNet, params: BuiltinParams): WordTable {
  const graph = scanSynsets(wn);
  const glossTotal = graph.counts.reduce((a, b) => a + b, 0);
  const ctx = randomVectors(graph, params);
  const entries = tableEntries(wn);
  const words = [...entries.keys()].sort();
  const senses = sensesByLemma(wn, graph);
  const rows = new SparseRows();
  const scratch = new ScratchRow(params.dims);
  const mass = new Float32Array(words.length);
  words.forEach((word, row) => {
    const pos = word[0] as Pos;
    for (const lemma of entries.get(word)!) {
      for (const sense of senses.get(lemma) ?? []) {
        if (sense.pos !== pos) continue;
        const weight = sense.tagCount + params.senseSmoothing;
        mass[row] += weight;
        addSynsetVector(ctx, sense.synset, weight, params.hypernymDepth, scratch);
      }
    }
    scratch.flushInto(rows);
  });
  const glossWords = [...graph.vocabulary.keys()].sort();
  return {
    dims: params.dims,
    words,
    mass,
    rowStart: Uint32Array.from(rows.rowStart),
    index: rows.index.slice(0, rows.size),
    value: rows.value.slice(0, rows.size),
    glossWords,
    glossCounts: Uint32Array.from(glossWords, (w) => graph.counts[graph.vocabulary.get(w)!]),
    glossTotal,
  };
}
