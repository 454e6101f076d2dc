/**
 * Gate `numeric` (SPEC A3): trips when a claim numeric is missing from the span, over sets (v1: ∀-coverage) or
 * multisets (each claim occurrence needs its own span occurrence); a tripped gate caps the pair (v1) or only lex.
 */
import { clamp01 } from '../../fuse.ts';
import { featureOf, type TextFeature } from '../../textStore.ts';
import { numericsV1 } from './extractors.ts';
import type { Gate, GateExample, NumericExtractor } from './types.ts';

/** Numerics of one text in the shapes the gate reads (most texts hold a handful: arrays beat hashing there). */
export interface NumericAtoms {
  list: readonly string[];
  /** Distinct numerics, in first-occurrence order. */
  unique: readonly string[];
  /** Occurrences by numeric, only for long lists (tables), where scanning the list per lookup would not pay. */
  counts: ReadonlyMap<string, number> | null;
}

/** Lists longer than this get a `counts` map. */
const SCAN_LIMIT = 16;

/** Options of the numeric gate; the defaults are v1's. */
export interface NumericGateOptions {
  numerics?: NumericExtractor;
  semantics?: 'set' | 'multiset';
  cap?: number;
  scope?: 'pair' | 'lex';
}

/** Per plan: the truth spans' numerics; per claim: the claim's (the same record, reused). */
interface NumericState {
  spans: NumericAtoms[];
  claim: NumericAtoms;
}

const NO_ATOMS: NumericAtoms = { list: [], unique: [], counts: null };

function atomsOf(list: string[]): NumericAtoms {
  if (list.length === 0) return NO_ATOMS;
  if (list.length > SCAN_LIMIT) {
    const counts = new Map<string, number>();
    for (const n of list) counts.set(n, (counts.get(n) ?? 0) + 1);
    return { list, unique: [...counts.keys()], counts };
  }
  const unique = list.filter((n, i) => list.indexOf(n) === i);
  return { list, unique: unique.length === list.length ? list : unique, counts: null };
}

/** Occurrences of `n` among the atoms. */
function countOf(atoms: NumericAtoms, n: string): number {
  if (atoms.counts !== null) return atoms.counts.get(n) ?? 0;
  let count = 0;
  for (let i = 0; i < atoms.list.length; i++) if (atoms.list[i] === n) count++;
  return count;
}

function holds(atoms: NumericAtoms, n: string): boolean {
  return atoms.counts !== null ? atoms.counts.has(n) : atoms.unique.includes(n);
}

const features = new WeakMap<NumericExtractor, TextFeature<NumericAtoms>>();

/** The text feature "numerics under this extractor", one per extractor so every gate reading it shares the memo. */
export function numericFeature(extractor: NumericExtractor): TextFeature<NumericAtoms> {
  let feature = features.get(extractor);
  if (feature === undefined) {
    const read = extractor.extractText;
    feature = {
      id: extractor.id,
      compute: (text) => atomsOf(read !== undefined ? read(text.text) : extractor.extract(text.tokens)),
    };
    features.set(extractor, feature);
  }
  return feature;
}

function tripsSet(claim: NumericAtoms, span: NumericAtoms): number {
  for (let i = 0; i < claim.unique.length; i++) if (!holds(span, claim.unique[i])) return 1;
  return 0;
}

function tripsMultiset(claim: NumericAtoms, span: NumericAtoms): number {
  for (let i = 0; i < claim.unique.length; i++) {
    const n = claim.unique[i];
    if (countOf(span, n) < countOf(claim, n)) return 1;
  }
  return 0;
}

function examplesOf(semantics: 'set' | 'multiset'): GateExample[] {
  return [
    { claim: 'It cost 600 million pounds.', span: 'It cost 500 million pounds, paid by the city.', trips: true },
    { claim: 'The fleet had 12 boats and 40 crew.', span: 'The fleet had 12 boats.', trips: true },
    { claim: 'The bridge opened on 5 March 2026.', span: 'The bridge opened on 2026-03-05.', trips: false },
    { claim: 'The bridge opened.', span: 'The bridge opened in 2026.', trips: false },
    // "7 June" holds 7 once: a set gate accepts a day swapped to 7 July, a multiset gate does not.
    { claim: 'It opened on 7 July 2025.', span: 'It opened on 7 June 2025.', trips: semantics === 'multiset' },
  ];
}

/** The numeric gate; `numericGate()` is v1's (numerics v1, set semantics, pair capped at 0.2). */
export function numericGate(options: NumericGateOptions = {}): Gate<NumericState, NumericState> {
  const { numerics = numericsV1, semantics = 'set', cap = 0.2, scope = 'pair' } = options;
  const feature = numericFeature(numerics);
  const trips = semantics === 'multiset' ? tripsMultiset : tripsSet;
  return {
    id: 'numeric',
    kind: 'numeric',
    description: `caps the ${scope === 'pair' ? 'pair score' : 'lexical term'} at ${cap} when a claim numeric ` +
      `(${numerics.id}) is missing from the span (${semantics} semantics)`,
    params: { numerics: numerics.id, semantics, cap, scope },
    scope,
    cap,
    numerics,
    examples: examplesOf(semantics),
    preparePlan: (plan) => ({ spans: plan.truth.map((s) => featureOf(s.text, feature)), claim: NO_ATOMS }),
    prepareClaim: (claim, _plan, state) => {
      state.claim = featureOf(claim, feature);
      return state;
    },
    trip: (state, k) => (state.claim.unique.length === 0 ? 0 : trips(state.claim, state.spans[k])),
    apply: (value) => Math.min(clamp01(value), cap),
  };
}
