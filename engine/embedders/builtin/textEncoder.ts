/**
 * Text → vector with a word table: tokens → WordNet lemmas (multi-word lemmas matched greedily, longest first) → lemma
 * vectors (unknown tokens get a hashed vector of the token itself), combined as a SIF-weighted mean of distinct terms
 * and scaled to unit length.
 */
import { tokenize } from '../../tokens.ts';
import { baseFormCandidates } from '../../wordnet/morphology.ts';
import type { Pos } from '../../wordnet/wordnet.ts';
import { addSparse, normaliseInPlace, sparseRandomVector } from './randomVector.ts';
import { entryName, MAX_PHRASE_TOKENS, sifWeight, type BuiltinParams, type WordTable } from './wordTable.ts';

/** Clitics the tokenizer keeps as tokens, read as the words they stand for. */
const CLITICS: ReadonlyMap<string, string> = new Map([
  ["'s", 'is'],
  ["'re", 'are'],
  ["'ve", 'have'],
  ["'ll", 'will'],
  ["'d", 'would'],
  ["'m", 'am'],
  ["n't", 'not'],
]);
const LOOKUP_POS: readonly Pos[] = ['n', 'v', 'a', 'r'];
/** Parts of speech whose inflections are undone inside multi-word lemmas (`blood pressures`, `passed away`). */
const PHRASE_POS: readonly Pos[] = ['n', 'v'];
/** Terms remembered before the memo is cleared (bounds memory on endless streams). */
const MEMO_LIMIT = 500_000;

interface TermEntry {
  /** The lookup form (see normaliseToken). */
  form: string;
  /** The term's unit vector times its SIF weight. */
  weighted: Float32Array;
  weight: number;
  /** The form and its noun and verb base forms, when some multi-word lemma contains one of them; else empty. */
  phraseForms: string[];
  /** Number of the last encode call that added this entry (adds each distinct term once per text). */
  lastCall: number;
}

/** Encodes texts into unit vectors of `table.dims` floats; deterministic and pure given the table and parameters. */
export interface WordTableEncoder {
  encode(text: string): Float32Array;
}

/** The form a token is looked up under: curly apostrophes made straight, clitics expanded, possessive `'s` dropped. */
export function normaliseToken(token: string): string {
  const straight = token.replace(/\u2019/g, "'");
  const clitic = CLITICS.get(straight);
  if (clitic) return clitic;
  return straight.length > 2 && straight.endsWith("'s") ? straight.slice(0, -2) : straight;
}

/** Lemma lookups in a table: rows by name, base forms, multi-word lemmas. */
class TableLookup {
  private readonly rowOf = new Map<string, number>();
  /** Words that occur in some multi-word lemma, and the lemmas' first two words: a cheap filter before phrase lookups. */
  readonly phraseWords = new Set<string>();
  readonly phrasePairs = new Set<string>();

  constructor(private readonly table: WordTable) {
    table.words.forEach((w, i) => {
      this.rowOf.set(w, i);
      if (w.indexOf(' ') < 0) return;
      const parts = w.slice(2).split(' ');
      for (const part of parts) this.phraseWords.add(part);
      this.phrasePairs.add(`${parts[0]} ${parts[1]}`);
    });
  }

  /** Rows of `key` itself in every part of speech. */
  ownRows(key: string): number[] {
    return LOOKUP_POS.map((pos) => this.rowOf.get(entryName(pos, key))).filter((r): r is number => r !== undefined);
  }

  /** The row of the first base form of `word` known in `pos` (an inflection fixes the part of speech: `stated` → v). */
  baseRow(word: string, pos: Pos): number | undefined {
    for (const candidate of baseFormCandidates(word, pos).slice(1)) {
      const row = this.rowOf.get(entryName(pos, candidate));
      if (row !== undefined) return row;
    }
    return undefined;
  }

  /** Rows a token reaches: its own lemma rows and the first base form per part of speech. */
  tokenRows(form: string): number[] {
    const rows = new Set<number>(this.ownRows(form));
    for (const pos of LOOKUP_POS) {
      const row = this.baseRow(form, pos);
      if (row !== undefined) rows.add(row);
    }
    return [...rows];
  }

  /** Rows of the multi-word lemma spelled by `parts`, allowing one inflected part (`vice presidents`, `passed away`). */
  phraseRows(parts: string[]): number[] {
    const exact = this.ownRows(parts.join(' '));
    if (exact.length > 0) return exact;
    for (const j of [parts.length - 1, 0]) {
      for (const pos of PHRASE_POS) {
        for (const base of baseFormCandidates(parts[j], pos).slice(1)) {
          const row = this.rowOf.get(entryName(pos, parts.map((p, i) => (i === j ? base : p)).join(' ')));
          if (row !== undefined) return [row];
        }
      }
    }
    return [];
  }

  /** Adds `weight` × row `row` into `out`. */
  addRow(row: number, weight: number, out: Float32Array): void {
    const { rowStart, index, value } = this.table;
    for (let k = rowStart[row]; k < rowStart[row + 1]; k++) out[index[k]] += weight * value[k];
  }
}

/** The builtin text encoder: memoised term vectors, multi-word lemma matching, SIF-weighted sum. */
class BuiltinTextEncoder implements WordTableEncoder {
  private readonly lookup: TableLookup;
  private readonly countOf = new Map<string, number>();
  private readonly tokenMemo = new Map<string, TermEntry>();
  private readonly phraseMemo = new Map<string, TermEntry | null>();
  private readonly emptyText: Float32Array;
  private readonly componentScale: number;
  private calls = 0;

  constructor(
    private readonly table: WordTable,
    private readonly params: BuiltinParams,
  ) {
    this.lookup = new TableLookup(table);
    table.glossWords.forEach((w, i) => this.countOf.set(w, table.glossCounts[i]));
    this.emptyText = new Float32Array(table.dims);
    addSparse(sparseRandomVector('text:empty', params.seed, table.dims, params.nonZeros), 1, this.emptyText, 0);
    normaliseInPlace(this.emptyText, 0, table.dims);
    this.componentScale = Math.sqrt(1 - params.phraseShare);
  }

  encode(text: string): Float32Array {
    const out = new Float32Array(this.table.dims);
    const call = this.calls++;
    const entries = tokenize(text).map((token) => this.tokenEntry(token));
    for (let i = 0; i < entries.length; ) {
      const found = this.phraseAt(entries, i);
      if (!found) {
        this.addTerm(entries[i++], 1, call, out);
        continue;
      }
      this.addTerm(found[0], 1, call, out);
      for (let k = i; k < i + found[1]; k++) this.addTerm(entries[k], this.componentScale, call, out);
      i += found[1];
    }
    return normaliseInPlace(out, 0, this.table.dims) > 0 ? out : this.emptyText.slice();
  }

  /** Rows are mixed in proportion to their sense mass: how often the lemma is used in that part of speech. */
  private makeEntry(form: string, rows: number[], weight: number): TermEntry {
    const { dims } = this.table;
    const unit = new Float32Array(dims);
    if (rows.length === 0) addSparse(sparseRandomVector(`token:${form}`, this.params.seed, dims, this.params.nonZeros), 1, unit, 0);
    for (const row of rows) this.lookup.addRow(row, this.table.mass[row], unit);
    normaliseInPlace(unit, 0, dims);
    for (let d = 0; d < dims; d++) unit[d] *= weight;
    const forms = [...new Set([form, ...PHRASE_POS.flatMap((pos) => baseFormCandidates(form, pos))])];
    const phraseForms = forms.some((f) => this.lookup.phraseWords.has(f)) ? forms : [];
    return { form, weighted: unit, weight, phraseForms, lastCall: -1 };
  }

  private tokenEntry(token: string): TermEntry {
    let entry = this.tokenMemo.get(token);
    if (entry) return entry;
    const form = normaliseToken(token);
    entry = this.makeEntry(form, this.lookup.tokenRows(form), sifWeight(this.countOf.get(form) ?? 0, this.table.glossTotal, this.params));
    if (this.tokenMemo.size >= MEMO_LIMIT) this.tokenMemo.clear();
    this.tokenMemo.set(token, entry);
    return entry;
  }

  private phraseEntry(entries: TermEntry[]): TermEntry | null {
    const key = entries.map((e) => e.form).join(' ');
    let entry = this.phraseMemo.get(key);
    if (entry !== undefined) return entry;
    const rows = this.lookup.phraseRows(entries.map((e) => e.form));
    // A phrase takes `phraseShare` of its tokens' SIF mass (weight² summed); the tokens keep the rest.
    const mass = entries.reduce((s, e) => s + e.weight ** 2, 0);
    entry = rows.length === 0 ? null : this.makeEntry(key, rows, Math.sqrt(this.params.phraseShare * mass));
    if (this.phraseMemo.size >= MEMO_LIMIT) this.phraseMemo.clear();
    this.phraseMemo.set(key, entry);
    return entry;
  }

  /** The longest multi-word lemma starting at `i`, and its length in tokens. */
  private phraseAt(entries: TermEntry[], i: number): [TermEntry, number] | undefined {
    if (i + 1 >= entries.length || !this.mayStartPhrase(entries[i], entries[i + 1])) return undefined;
    for (let n = Math.min(MAX_PHRASE_TOKENS, entries.length - i); n >= 2; n--) {
      const phrase = this.phraseEntry(entries.slice(i, i + n));
      if (phrase) return [phrase, n];
    }
    return undefined;
  }

  /** Whether some multi-word lemma starts with these two terms (in any of their forms). */
  private mayStartPhrase(first: TermEntry, second: TermEntry): boolean {
    return first.phraseForms.some((a) => second.phraseForms.some((b) => this.lookup.phrasePairs.has(`${a} ${b}`)));
  }

  /** Adds scale × the term's weighted vector, once per call. */
  private addTerm(term: TermEntry, scale: number, call: number, out: Float32Array): void {
    if (term.lastCall === call) return;
    term.lastCall = call;
    const w = term.weighted;
    for (let d = 0; d < w.length; d++) out[d] += scale * w[d];
  }
}

/** Creates an encoder over a built or loaded table. */
export function createTextEncoder(table: WordTable, params: BuiltinParams): WordTableEncoder {
  return new BuiltinTextEncoder(table, params);
}
