/**
 * A plan prepared for matching (SPEC A2, A5), once per plan: its truth spans analysed through a text store, their
 * PlanIdf as a typed array over plan-local term slots, an inverted index (postings) of their term counts, and the
 * per-part state each score-model part prepares on first use (shared by every model that scores the plan).
 */
import type { TopMBuffers } from './candidates.ts';
import { isTruthSpan, type PlanIdf } from './idf.ts';
import { createTextStore, type AnalysedText, type TextStore } from './textStore.ts';
import type { EvidenceSpan, ScoreModel } from './types.ts';

/** One truth span, analysed once per plan. */
export interface PreparedSpan {
  id: string;
  /** Index in the plan's original span list (cache spans included). */
  planIndex: number;
  text: AnalysedText;
  /** Whether the span carries a non-empty masked (erased) range. */
  masked: boolean;
}

/** The plan's terms: IDF per plan-local slot and postings of truth-span counts per slot. */
export interface PlanTerms {
  /** Open-addressing table (linear probing) from store token id to plan-local slot: keys (−1 = empty), slots. */
  readonly tableKeys: Int32Array;
  readonly tableSlots: Int32Array;
  /** Table size − 1 (a power of two minus one) and the hash shift 32 − log2(size). */
  readonly tableMask: number;
  readonly tableShift: number;
  /** Number of slots (distinct terms over the truth spans). */
  readonly size: number;
  /** ln(1 + N/df) of each slot. */
  readonly idf: Float64Array;
  /** ln(1 + N): the weight of a term absent from every truth span. */
  readonly maxIdf: number;
  /** Postings of slot j: truth indices `postSpan[postStart[j] … postStart[j+1])`, ascending, with `postCount`. */
  readonly postStart: Int32Array;
  readonly postSpan: Int32Array;
  readonly postCount: Int32Array;
}

/** Squared norms of the truth spans' vectors, remembered per vector object (vectors are never mutated in place). */
interface SpanNorms {
  vectors: Array<Float32Array | undefined>;
  squared: Float64Array;
}

/** A plan prepared for matching. */
export interface PreparedPlan {
  spans: readonly EvidenceSpan[];
  /** Truth spans in canonical plan order; marker `S{k+1}` resolves to `truth[k]`. */
  truth: PreparedSpan[];
  /** SPEC A2 PlanIdf by token (the reference view of `terms`). */
  idf: PlanIdf;
  terms: PlanTerms;
  /** The store the plan's texts were analysed in; claims scored against the plan are analysed in it too. */
  store: TextStore;
  /** Prepared state keyed by part object (see `partState`), and the matcher's work buffers keyed by model object. */
  states: Map<object, unknown>;
  /** Per-claim work buffers of scoreClaim, one slot per truth span (scoring is synchronous, so never shared). */
  scratch: { cosines: Float64Array; chosen: Uint8Array; norms: SpanNorms; topM: TopMBuffers; claimNorm: Float64Array };
}

/** A part that prepares per-plan state (a lexical measure or a gate). */
export interface PlanPreparer<P> {
  preparePlan(plan: PreparedPlan): P;
}

/** The part's state for this plan, prepared on first use and kept for the plan's lifetime. */
export function partState<P>(plan: PreparedPlan, part: PlanPreparer<P>): P {
  let state = plan.states.get(part) as P | undefined;
  if (state === undefined) {
    state = part.preparePlan(plan);
    plan.states.set(part, state);
  }
  return state;
}

/** Plan-local slot of a store token id, or −1 for a term in no truth span (or an unknown token, id −1). */
export function slotOfId(terms: PlanTerms, id: number): number {
  if (id < 0) return -1;
  const keys = terms.tableKeys;
  let at = Math.imul(id, 0x9e3779b1) >>> terms.tableShift;
  for (;;) {
    const key = keys[at];
    if (key === id) return terms.tableSlots[at];
    if (key === -1) return -1;
    at = (at + 1) & terms.tableMask;
  }
}

/** The id → slot table of `slotOf`, sized to a power of two at least twice the number of slots (minimum 8). */
function slotTable(slotOf: ReadonlyMap<number, number>): Pick<PlanTerms, 'tableKeys' | 'tableSlots' | 'tableMask' | 'tableShift'> {
  let bits = 3;
  while (1 << bits < 2 * slotOf.size) bits++;
  const tableKeys = new Int32Array(1 << bits).fill(-1);
  const tableSlots = new Int32Array(1 << bits);
  const tableMask = (1 << bits) - 1;
  const tableShift = 32 - bits;
  for (const [id, slot] of slotOf) {
    let at = Math.imul(id, 0x9e3779b1) >>> tableShift;
    while (tableKeys[at] !== -1) at = (at + 1) & tableMask;
    tableKeys[at] = id;
    tableSlots[at] = slot;
  }
  return { tableKeys, tableSlots, tableMask, tableShift };
}

/** Document frequency per slot and the slot of each store id, over the truth spans' distinct terms. */
function slotsOf(truth: readonly PreparedSpan[]): { slotOf: Map<number, number>; df: number[] } {
  const slotOf = new Map<number, number>();
  const df: number[] = [];
  for (const span of truth) {
    for (const id of span.text.terms) {
      const slot = slotOf.get(id);
      if (slot === undefined) {
        slotOf.set(id, df.length);
        df.push(1);
      } else {
        df[slot]++;
      }
    }
  }
  return { slotOf, df };
}

function termsOf(truth: readonly PreparedSpan[]): PlanTerms {
  const n = truth.length;
  const { slotOf, df } = slotsOf(truth);
  const idf = Float64Array.from(df, (d) => Math.log1p(n / d));
  const postStart = new Int32Array(df.length + 1);
  for (let j = 0; j < df.length; j++) postStart[j + 1] = postStart[j] + df[j];
  const fill = postStart.slice(0, df.length);
  const postSpan = new Int32Array(postStart[df.length]);
  const postCount = new Int32Array(postStart[df.length]);
  truth.forEach((span, k) => {
    const { terms, counts } = span.text;
    for (let i = 0; i < terms.length; i++) {
      const at = fill[slotOf.get(terms[i])!]++;
      postSpan[at] = k;
      postCount[at] = counts[i];
    }
  });
  return { ...slotTable(slotOf), size: df.length, idf, maxIdf: Math.log1p(n), postStart, postSpan, postCount };
}

/** SPEC A2 weight of a store token id (−1 for an unknown token) in the plan: its slot's idf, or ln(1 + N). */
export function idfOfId(terms: PlanTerms, id: number): number {
  const slot = slotOfId(terms, id);
  return slot < 0 ? terms.maxIdf : terms.idf[slot];
}

function planIdfOf(terms: PlanTerms, store: TextStore, n: number): PlanIdf {
  return { n, maxIdf: terms.maxIdf, idf: (term) => idfOfId(terms, store.idOf(term)) };
}

/**
 * Prepares a plan once: truth spans analysed in `store` (default: a store of the plan's own), PlanIdf over truth spans
 * only, postings, and the part states of `model` when given. Other models' part states are built on first use, so
 * one plan serves every score model.
 */
export function preparePlan(
  spans: readonly EvidenceSpan[],
  model?: ScoreModel,
  store: TextStore = createTextStore(),
): PreparedPlan {
  const truth: PreparedSpan[] = [];
  spans.forEach((span, planIndex) => {
    if (!isTruthSpan(span)) return;
    const masked = (span.masked ?? []).some(([start, end]) => end > start);
    truth.push({ id: span.id, planIndex, text: store.analyse(span.text), masked });
  });
  const n = truth.length;
  const terms = termsOf(truth);
  const norms: SpanNorms = { vectors: new Array<Float32Array | undefined>(n).fill(undefined), squared: new Float64Array(n) };
  const topM = { top: new Int32Array(n), rank: new Float64Array(n) };
  const scratch = { cosines: new Float64Array(n), chosen: new Uint8Array(n), norms, topM, claimNorm: new Float64Array(1) };
  const plan: PreparedPlan = { spans, truth, idf: planIdfOf(terms, store, n), terms, store, states: new Map(), scratch };
  if (model !== undefined) for (const part of [model.lexical, ...model.gates]) partState(plan, part);
  return plan;
}
